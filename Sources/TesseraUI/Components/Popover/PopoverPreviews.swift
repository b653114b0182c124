#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraTokens

#Preview("Popover: presented from a button") {
  @Previewable @State var isPresented = true
  ScrollView {
    VStack {
      Spacer()
      DSButton("Prices", role: .tertiary) { isPresented.toggle() }
        .dsPopover(isPresented: $isPresented, arrowDirection: .down) {
          Text("Prices include VAT")
        }
    }
    .padding()
  }
}

#Preview("PopoverView: arrow directions") {
  ScrollView {
    VStack(spacing: 24) {
      PopoverView { Text("Sort by date") }
      PopoverView(arrowDirection: .down) { Text("Arrow down") }
      PopoverView(arrowDirection: .left) { Text("Arrow left") }
      PopoverView(arrowDirection: .right) { Text("Arrow right") }
      PopoverView {
        VStack(alignment: .leading, spacing: 8) {
          Text("Filters").font(.headline)
          DSToggle(isOn: .constant(true), label: "Only unread")
          DSToggle(isOn: .constant(false), label: "With attachments")
        }
      }
    }
    .padding()
  }
}

// The family's catalog samples, which the rendering references draw.

extension CatalogSample {
  /// The catalog samples of the Popover family's components, by name; nil for a name
  /// that is not one of them.
  @MainActor package static func popoverSamples(_ name: String) -> AnyView? {
    switch name {
    case "PopoverView":
      return AnyView(PopoverView(arrowDirection: .up) { Text("Prices include VAT") })
    default: return nil
    }
  }
}
#endif
