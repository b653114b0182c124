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
  private let label: Text
  private let spokenLabel: String?
  @Binding private var text: String
  private let prompt: Text?
  private let helper: Text?
  private let error: String?
  private let keyboard: KeyboardKind
  private let axis: Axis
  private let size: ComponentSize?
  private let identifier: String?
  /// The validated value's visible failure, translated in `body`.
  private let validationFailure: ValidationFailure?
  /// How the text is rewritten as it is typed (``rewriting(_:)``), nil to leave it as typed.
  private var rewrite: DSTextRewrite?
  @FocusState private var isFocused: Bool
  @Environment(\.locale) private var locale

  /// Creates a field for a plain string whose label, prompt and helper are looked up in the
  /// app's strings, as `TextField`'s `LocalizedStringKey` initializer does; a string literal
  /// chooses this one.
  /// - Parameters:
  ///   - label: The key of the label above the field, also read by VoiceOver.
  ///   - text: The text (the person's own, never looked up).
  ///   - prompt: The key of the placeholder shown while the field is empty.
  ///   - helper: The key of a hint shown below the field.
  ///   - error: An error shown below the field instead of the helper, or nil; shown as written
  ///     (validation messages arrive already localized).
  ///   - keyboard: The keyboard to ask for.
  ///   - axis: `.vertical` grows the field line by line as the text wraps.
  ///   - size: Small, medium or large; nil (the default) follows the environment's
  ///     `controlSize`, as SwiftUI's controls do (`.controlSize(.large)`).
  ///   - accessibilityIdentifier: An identifier for UI tests.
  public init(
    _ label: LocalizedStringKey, text: Binding<String>, prompt: LocalizedStringKey? = nil,
    helper: LocalizedStringKey? = nil, error: String? = nil, keyboard: KeyboardKind = .default,
    axis: Axis = .horizontal, size: ComponentSize? = nil, accessibilityIdentifier: String? = nil
  ) {
    self.init(
      label: Text(label), spokenLabel: CallerText.spoken(label), text: text,
      prompt: prompt.map { Text($0) }, helper: helper.map { Text($0) }, error: error,
      keyboard: keyboard, axis: axis, size: size, identifier: accessibilityIdentifier,
      validationFailure: nil)
  }

  /// Creates a field for a validated value, showing its visible error, whose label, prompt and
  /// helper are looked up in the app's strings; a string literal chooses this one.
  /// - Parameters:
  ///   - label: The key of the label above the field, also read by VoiceOver.
  ///   - value: The value and its validator.
  ///   - prompt: The key of the placeholder shown while the field is empty.
  ///   - helper: The key of a hint shown below the field while there is no error.
  ///   - keyboard: The keyboard to ask for.
  ///   - axis: `.vertical` grows the field line by line as the text wraps.
  ///   - size: Small, medium or large; nil (the default) follows the environment's
  ///     `controlSize`.
  ///   - accessibilityIdentifier: An identifier for UI tests.
  public init(
    _ label: LocalizedStringKey, value: Binding<ValidatedValue>,
    prompt: LocalizedStringKey? = nil, helper: LocalizedStringKey? = nil,
    keyboard: KeyboardKind = .default, axis: Axis = .horizontal, size: ComponentSize? = nil,
    accessibilityIdentifier: String? = nil
  ) {
    self.init(
      label: Text(label), spokenLabel: CallerText.spoken(label), text: value.value,
      prompt: prompt.map { Text($0) }, helper: helper.map { Text($0) }, error: nil,
      keyboard: keyboard, axis: axis, size: size, identifier: accessibilityIdentifier,
      validationFailure: Self.visibleFailure(of: value))
  }

  /// The field every public initializer builds, its texts already `Text`; `spokenLabel` is
  /// the label as characters for the error announcement, nil for a `LocalizedStringKey`.
  init(
    label: Text, spokenLabel: String?, text: Binding<String>, prompt: Text?, helper: Text?,
    error: String?, keyboard: KeyboardKind, axis: Axis, size: ComponentSize?,
    identifier: String?, validationFailure: ValidationFailure?
  ) {
    self.label = label
    self.spokenLabel = spokenLabel
    self._text = text
    self.prompt = prompt
    self.helper = helper
    self.error = error
    self.keyboard = keyboard
    self.axis = axis
    self.size = size
    self.identifier = identifier
    self.validationFailure = validationFailure
  }

  /// The failure a validated value shows now: only once it was edited or submitted.
  static func visibleFailure(of value: Binding<ValidatedValue>) -> ValidationFailure? {
    let validated = value.wrappedValue
    return validated.visibleError == nil ? nil : validated.failure
  }

  /// The field.
  public var body: some View {
    let shown = validationFailure.map { $0.message(in: .preferred(for: locale)) } ?? error
    return DSFieldContainer(
      label: label, spokenLabel: spokenLabel, helper: helper, error: shown,
      isFocused: isFocused, size: size, focus: { isFocused = true },
      unfocus: { isFocused = false }
    ) {
      field
        .dsKeyboard(keyboard)
        .dsAccessibilityIdentifier(identifier)
    }
  }

  @ViewBuilder private var field: some View {
    if let rewrite {
      DSRewritingTextField(
        label: label, text: $text, prompt: prompt, size: size, isFocused: $isFocused, axis: axis,
        rewrite: rewrite)
    } else {
      DSPlainTextField(
        label: label, text: $text, prompt: prompt, size: size, isFocused: $isFocused, axis: axis
      )
    }
  }

  /// This field with its text rewritten after each edit (a card number's grouping), the caret
  /// kept beside the edit where the system reports it.
  func rewriting(_ rewrite: DSTextRewrite) -> DSTextField {
    var field = self
    field.rewrite = rewrite
    return field
  }
}
#endif
