#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents

#Preview("Toggle: on, off, disabled") {
  @Previewable @State var isOn = true
  ScrollView {
    VStack(spacing: 16) {
      DSToggle(isOn: $isOn, label: "Notifications")
      DSToggle(isOn: .constant(false), label: "Wi-Fi")
      DSToggle(isOn: .constant(true), label: "Bluetooth").disabled(true)
      DSToggle(isOn: .constant(false), label: "Location").disabled(true)
      DSToggle(
        isOn: .constant(true),
        label: "Allow apps to request to track your activity across other companies' apps")
    }
    .padding()
  }
}

#Preview("Toggle: sizes and the style") {
  @Previewable @State var wifi = true
  ScrollView {
    VStack(spacing: 16) {
      DSToggle(isOn: .constant(true), label: "Small", size: .small)
      DSToggle(isOn: .constant(true), label: "Medium", size: .medium)
      DSToggle(isOn: .constant(true), label: "Large", size: .large)
      Toggle("Wi-Fi (Toggle with DSToggleStyle)", isOn: $wifi).toggleStyle(DSToggleStyle())
    }
    .padding()
  }
}

#Preview("Switch: with and without a visible label") {
  @Previewable @State var wifi = true
  @Previewable @State var bluetooth = false
  ScrollView {
    VStack(alignment: .leading, spacing: 16) {
      DSSwitch(isOn: $wifi, label: "Wi-Fi")
      DSSwitch(isOn: $bluetooth, label: "Bluetooth", labelHidden: true)
      DSSwitch(isOn: .constant(false), label: "Cellular", size: .small)
      DSSwitch(isOn: .constant(true), label: "Hotspot", size: .large).disabled(true)
    }
    .padding()
  }
}

// The family's catalog samples, which the rendering references draw.

extension CatalogSample {
  /// The catalog samples of the Toggle family's components, by name; nil for a name
  /// that is not one of them.
  @MainActor package static func toggleSamples(_ name: String) -> AnyView? {
    switch name {
    case "DSToggle": return AnyView(DSToggle(isOn: .constant(true), label: "Notifications"))
    case "DSSwitch": return AnyView(DSSwitch(isOn: .constant(true), label: "Wi-Fi"))
    default: return nil
    }
  }
}
#endif
