#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraLocalization
import TesseraTokens

// Tessera's styles where SwiftUI looks for styles: as static members of Apple's style
// protocols, so `.buttonStyle(.ds(.primary))` and `.toggleStyle(.dsCheckbox)` read like
// `.buttonStyle(.bordered)` and `.toggleStyle(.switch)`, and apply to SwiftUI's own controls.

extension ButtonStyle where Self == DSButtonStyle {
  /// A button role of the active theme, drawn as `DSButton` draws it (the appearance the
  /// component audit checks).
  ///
  /// ```swift
  /// Button("Delete", role: .destructive) { delete() }.buttonStyle(.ds(.destructive))
  /// ```
  public static func ds(
    _ role: DSButtonRole = .primary, size: ComponentSize? = nil, isFullWidth: Bool = false
  ) -> DSButtonStyle {
    DSButtonStyle(role, size: size, isFullWidth: isFullWidth)
  }
}

extension ToggleStyle where Self == DSToggleStyle {
  /// The theme's switch.
  ///
  /// ```swift
  /// Toggle("Wi-Fi", isOn: $wifi).toggleStyle(.dsSwitch)
  /// ```
  public static var dsSwitch: DSToggleStyle { DSToggleStyle() }
}

extension ToggleStyle where Self == DSCheckboxToggleStyle {
  /// The theme's checkbox, as `DSCheckbox` draws it.
  ///
  /// ```swift
  /// Toggle("I accept the terms", isOn: $accepts).toggleStyle(.dsCheckbox)
  /// ```
  public static var dsCheckbox: DSCheckboxToggleStyle { DSCheckboxToggleStyle() }
}

/// Draws a toggle as the theme's checkbox: the box, tick, focus ring and press of `DSCheckbox`
/// from the checkbox appearance, with VoiceOver reading "checked" or "unchecked".
///
/// ```swift
/// Toggle("Remember me", isOn: $remember).toggleStyle(DSCheckboxToggleStyle(size: .large))
/// ```
public struct DSCheckboxToggleStyle: ToggleStyle {
  /// The box's size class; nil follows the environment's `controlSize`.
  public var size: ComponentSize?

  /// Creates the style.
  public init(size: ComponentSize? = nil) {
    self.size = size
  }

  /// Creates the view for one toggle.
  public func makeBody(configuration: Configuration) -> some View {
    DSCheckboxToggleBody(configuration: configuration, size: size)
  }
}

private struct DSCheckboxToggleBody: View {
  let configuration: ToggleStyleConfiguration
  let size: ComponentSize?

  var body: some View {
    DSToggleButton(
      isOn: configuration.$isOn, label: configuration.label,
      style: DSCheckableStyle(
        family: .checkbox, isOn: configuration.isOn, size: size, error: nil, symbol: "checkmark"),
      values: (on: .checked, off: .unchecked))
  }
}
#endif
