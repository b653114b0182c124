#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraTokens
import TesseraLocalization

/// A checkbox with a label: an outlined box when off, an accent-filled box with a tick when on.
/// The tick keeps 3:1 against the fill in every mode of the active theme (the seed's dark-mode
/// tick did not), and the unchecked outline keeps 3:1 against the surface.
///
/// VoiceOver reads the label and the error message when there is one (in the name, so it is
/// heard with hints off, and once), then "checked" or "unchecked". The label wraps at large
/// text sizes.
///
/// ```swift
/// DSCheckbox(isOn: $acceptsTerms, label: "I accept the terms",
///            error: acceptsTerms ? nil : "Required")
/// ```
public struct DSCheckbox: View {
  @Binding private var isOn: Bool
  private let label: Text
  private let error: Text?
  private let size: ComponentSize?
  var identifier: String?

  /// Creates a checkbox whose label is looked up in the app's strings, as `Toggle`'s
  /// `LocalizedStringKey` initializer does; a string literal chooses this one.
  /// - Parameters:
  ///   - isOn: Whether the box is checked.
  ///   - label: The key of the text beside the box, also read by VoiceOver.
  ///   - error: The key of a message shown under the label in the error style (and read by
  ///     VoiceOver with the label), or nil.
  ///   - size: Small, medium or large; nil (the default) follows the environment's
  ///     `controlSize`, as SwiftUI's controls do (`.controlSize(.large)`).
  public init(
    isOn: Binding<Bool>, label: LocalizedStringKey, error: LocalizedStringKey? = nil,
    size: ComponentSize? = nil
  ) {
    self.init(
      isOn: isOn, text: Text(label), error: error.map { Text($0) }, size: size,
      identifier: nil)
  }

  init(
    isOn: Binding<Bool>, text: Text, error: Text?, size: ComponentSize?, identifier: String?
  ) {
    self._isOn = isOn
    self.label = text
    self.error = error
    self.size = size
    self.identifier = identifier
  }

  /// The checkbox.
  public var body: some View {
    DSToggleButton(
      isOn: $isOn, label: label,
      style: DSCheckableStyle(
        family: .checkbox, isOn: isOn, size: size, error: error, symbol: "checkmark"),
      values: (on: .checked, off: .unchecked)
    )
    .dsAccessibilityIdentifier(identifier)
  }
}
#endif
