#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraForms
import TesseraLocalization

/// A labeled single-line text field with helper and error text, in the active theme's field
/// style: the border turns to the accent when focused and to the error color when invalid.
///
/// Bind it to a `ValidatedValue` and the error appears only after the person has edited the
/// field or submitted the form; bind it to a plain string to pass the error yourself, or set it
/// around the field with `.dsFieldError(_:)`; an error is announced to VoiceOver once when it
/// appears. The keyboard and text traits follow `keyboard` on each platform (see
/// `KeyboardKind`); SwiftUI's own field modifiers apply to it as to any `TextField`:
/// `.textContentType(.emailAddress)` for autofill, `.submitLabel(.next)` for the return key,
/// `.onSubmit { }`. `axis: .vertical` grows the field as the text wraps.
///
/// ```swift
/// @State private var email = ValidatedValue("", .required().and(.email()))
/// DSTextField("Email", value: $email, prompt: "name@example.com", keyboard: .emailAddress)
/// ```
public struct DSTextField: View {
  private let label: String
  @Binding private var text: String
  private let prompt: String?
  private let helper: String?
  private let error: String?
  private let keyboard: KeyboardKind
  private let axis: Axis
  private let size: ComponentSize
  private let identifier: String?
  /// The validated value's visible failure, translated in `body`.
  private var validationFailure: ValidationFailure?
  @FocusState private var isFocused: Bool
  @Environment(\.locale) private var locale

  /// Creates a field for a plain string.
  /// - Parameters:
  ///   - label: The label above the field, also read by VoiceOver.
  ///   - text: The text.
  ///   - prompt: Placeholder text shown while the field is empty.
  ///   - helper: A hint shown below the field.
  ///   - error: An error shown below the field instead of the helper, or nil.
  ///   - keyboard: The keyboard to ask for.
  ///   - axis: `.vertical` grows the field line by line as the text wraps.
  ///   - size: Small, medium or large.
  ///   - accessibilityIdentifier: An identifier for UI tests.
  public init(
    _ label: String, text: Binding<String>, prompt: String? = nil, helper: String? = nil,
    error: String? = nil, keyboard: KeyboardKind = .default, axis: Axis = .horizontal,
    size: ComponentSize = .medium, accessibilityIdentifier: String? = nil
  ) {
    self.label = label
    self._text = text
    self.prompt = prompt
    self.helper = helper
    self.error = error
    self.keyboard = keyboard
    self.axis = axis
    self.size = size
    self.identifier = accessibilityIdentifier
  }

  /// Creates a field for a validated value, showing its visible error.
  /// - Parameters:
  ///   - label: The label above the field, also read by VoiceOver.
  ///   - value: The value and its validator.
  ///   - prompt: Placeholder text shown while the field is empty.
  ///   - helper: A hint shown below the field while there is no error.
  ///   - keyboard: The keyboard to ask for.
  ///   - axis: `.vertical` grows the field line by line as the text wraps.
  ///   - size: Small, medium or large.
  ///   - accessibilityIdentifier: An identifier for UI tests.
  public init(
    _ label: String, value: Binding<ValidatedValue>, prompt: String? = nil,
    helper: String? = nil, keyboard: KeyboardKind = .default, axis: Axis = .horizontal,
    size: ComponentSize = .medium, accessibilityIdentifier: String? = nil
  ) {
    self.init(
      label, text: value.value, prompt: prompt, helper: helper,
      error: nil, keyboard: keyboard, axis: axis, size: size,
      accessibilityIdentifier: accessibilityIdentifier)
    let validated = value.wrappedValue
    validationFailure = validated.visibleError == nil ? nil : validated.failure
  }

  /// The field.
  public var body: some View {
    let shown = validationFailure.map { $0.message(in: .preferred(for: locale)) } ?? error
    return DSFieldContainer(
      label: label, helper: helper, error: shown, isFocused: isFocused, size: size
    ) {
      DSPlainTextField(
        label: label, text: $text, prompt: prompt, size: size, isFocused: $isFocused, axis: axis
      )
      .dsKeyboard(keyboard)
      .dsAccessibilityIdentifier(identifier)
    }
  }
}
#endif
