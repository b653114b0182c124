#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents

#Preview("Tooltip: presented above and below") {
  @Previewable @State var showsHint = true
  @Previewable @State var showsHelp = true
  DSThemeProvider {
    VStack(spacing: 80) {
      DSIconButton("info.circle", accessibilityLabel: "Prices") { showsHint.toggle() }
        .dsTooltip("Prices include VAT", isPresented: $showsHint)
      DSIconButton("questionmark.circle", accessibilityLabel: "Help") { showsHelp.toggle() }
        .dsTooltip("Tap for help", isPresented: $showsHelp, edge: .bottom)
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity)
  }
}

#Preview("Tooltip: leading and trailing") {
  DSThemeProvider {
    VStack(spacing: 48) {
      DSIconButton("info.circle", accessibilityLabel: "Shipping") {}
        .dsTooltip("Ships in 2 days", isPresented: .constant(true), preferredEdge: .trailing)
      DSIconButton("info.circle", accessibilityLabel: "Returns") {}
        .dsTooltip("Free returns", isPresented: .constant(true), preferredEdge: .leading)
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity)
  }
}

#Preview("Tooltip: the bubble") {
  ScrollView {
    VStack(spacing: 16) {
      DSTooltip("Hint")
      DSTooltip("Prices include VAT and are shown in your local currency")
    }
    .padding()
  }
}

// The family's catalog samples, which the rendering references draw.

extension CatalogSample {
  /// The catalog samples of the Tooltip family's components, by name; nil for a name
  /// that is not one of them.
  @MainActor package static func tooltipSamples(_ name: String) -> AnyView? {
    switch name {
    case "DSTooltip": return AnyView(DSTooltip("Prices include VAT"))
    default: return nil
    }
  }
}
#endif
