#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraForms

/// The SwiftUI Components name for a ``DSTextField``: a labeled field that takes the portable
/// `KeyboardKind` rather than UIKit's `UIKeyboardType`, so the same code builds on macOS.
///
/// ```swift
/// @State private var phone = ValidatedValue("", .required())
/// TextInputField("Phone", value: $phone, keyboardType: .phonePad)
/// ```
public struct TextInputField: View {
  let field: DSTextField

  /// Creates a field for a plain string whose title, placeholder and helper are looked up in
  /// the app's strings; a string literal chooses this one.
  /// - Parameters:
  ///   - title: The key of the label above the field, also read by VoiceOver.
  ///   - text: The text.
  ///   - placeholder: The key of the text shown while the field is empty.
  ///   - helper: The key of a hint shown below the field.
  ///   - error: An error shown below the field, or nil; shown as written.
  ///   - keyboardType: The keyboard to ask for.
  ///   - accessibilityIdentifier: An identifier for UI tests.
  public init(
    _ title: LocalizedStringKey, text: Binding<String>, placeholder: LocalizedStringKey? = nil,
    helper: LocalizedStringKey? = nil,
    error: String? = nil, keyboardType: KeyboardKind = .default,
    accessibilityIdentifier: String? = nil
  ) {
    field = DSTextField(
      title, text: text, prompt: placeholder, helper: helper, error: error,
      keyboard: keyboardType, accessibilityIdentifier: accessibilityIdentifier)
  }

  /// Creates a field for a validated value, showing its visible error, whose title,
  /// placeholder and helper are looked up in the app's strings; a string literal chooses this
  /// one.
  /// - Parameters:
  ///   - title: The key of the label above the field, also read by VoiceOver.
  ///   - value: The value and its validator.
  ///   - placeholder: The key of the text shown while the field is empty.
  ///   - helper: The key of a hint shown below the field while there is no error.
  ///   - keyboardType: The keyboard to ask for.
  ///   - accessibilityIdentifier: An identifier for UI tests.
  public init(
    _ title: LocalizedStringKey, value: Binding<ValidatedValue>,
    placeholder: LocalizedStringKey? = nil,
    helper: LocalizedStringKey? = nil, keyboardType: KeyboardKind = .default,
    accessibilityIdentifier: String? = nil
  ) {
    field = DSTextField(
      title, value: value, prompt: placeholder, helper: helper, keyboard: keyboardType,
      accessibilityIdentifier: accessibilityIdentifier)
  }

  /// The field.
  public var body: some View { field }
}
#endif
