#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraLocalization

/// A one-time-code field: a row of digit boxes over one hidden text field, so typing, deleting
/// and pasting a whole code (or accepting it from a message) all work. Digit entry and paste
/// rules come from `OTPCode`; box colors and sizes from the active theme, with the next box to
/// fill drawn focused.
///
/// VoiceOver reaches the text field itself, labeled, with the digits entered so far as its
/// value (`OTPCode.spokenValue`), so a VoiceOver user types, deletes and pastes as anyone
/// does; the drawn boxes are hidden from it.
///
/// ```swift
/// @State private var code = OTPCode(length: 6)
/// DSOTPField(code: $code) { verify($0.value) }
/// ```
public struct DSOTPField: View {
  @Environment(\.locale) private var locale

  /// The caller's label, or "Verification code" in the environment's language.
  private var spokenLabel: Text {
    label ?? Text(LocalizationKey.verificationCode.string(for: locale))
  }
  @Binding private var code: OTPCode
  private let label: Text?
  private let hasError: Bool
  private let identifier: String?
  private let onComplete: @MainActor (OTPCode) -> Void
  @State private var entry = ""
  @FocusState private var isFocused: Bool
  @Environment(\.dsTheme) private var theme
  @Environment(\.dsBackdrop) private var backdrop
  @Environment(\.isEnabled) private var isEnabled

  /// Creates a one-time-code field whose label is looked up in the app's strings; a string
  /// literal chooses this one, and so does a call without a label.
  /// - Parameters:
  ///   - code: The code being entered; its length sets the number of boxes.
  ///   - label: The key of what VoiceOver reads for the field; "Verification code" in the environment's
  ///     language when nil.
  ///   - hasError: Draws every box in the error style, for a rejected code; VoiceOver reads
  ///     the rejection in the field's value.
  ///   - accessibilityIdentifier: An identifier for UI tests.
  ///   - onComplete: Called when the last digit is entered.
  public init(
    code: Binding<OTPCode>, label: LocalizedStringKey? = nil, hasError: Bool = false,
    accessibilityIdentifier: String? = nil,
    onComplete: @escaping @MainActor (OTPCode) -> Void = { _ in }
  ) {
    self.init(
      code: code, text: label.map { Text($0) }, hasError: hasError,
      identifier: accessibilityIdentifier, onComplete: onComplete)
  }

  init(
    code: Binding<OTPCode>, text: Text?, hasError: Bool, identifier: String?,
    onComplete: @escaping @MainActor (OTPCode) -> Void
  ) {
    self._code = code
    self.label = text
    self.hasError = hasError
    self.identifier = identifier
    self.onComplete = onComplete
  }

  /// The boxes.
  public var body: some View {
    let slots = code.slots
    HStack(spacing: theme.gaps.tight) {
      ForEach(slots.indices, id: \.self) { index in
        let interaction = ComponentInteraction(
          isEnabled: isEnabled, hasError: hasError, isSelected: slots[index] != nil,
          isFocused: isFocused && index == code.activeIndex && !code.isComplete)
        let look = theme.appearance(
          .otpField, state: interaction.state(for: .otpField), on: backdrop)
        Text(slots[index].map { String($0) } ?? " ")
          .dsChrome(look)
      }
    }
    // The boxes are drawing only; VoiceOver reaches the text field over them, which it can
    // type into (an element built over the field with `children: .ignore` could not be).
    .accessibilityHidden(true)
    .overlay {
      TextField(text: $entry) { spokenLabel }
        .focused($isFocused)
        .dsKeyboard(.numberPad)
        .dsTextContent(.oneTimeCode)
        .dsInvisibleButInteractive()
        .accessibilityLabel(spokenLabel)
        // A rejection is part of the value, not a hint (skipped when hints are off), so the
        // boxes' error color is never the only sign of it.
        .accessibilityValue(
          hasError
            ? "\(code.spokenValue), \(LocalizationKey.codeRejected.string(for: locale))"
            : code.spokenValue
        )
        .dsAnnouncesRejection(hasError, entered: code.value.count, of: code.length)
        .dsAccessibilityIdentifier(identifier)
    }
    .contentShape(Rectangle())
    .onTapGesture { isFocused = true }
    // The field's text follows the code, so a code the app clears (a rejected one) or sets
    // is what the next keystroke edits; `initial` seeds it with a code that already has digits.
    .onChange(of: code.value, initial: true) { _, value in
      if entry != value { entry = value }
    }
    .onChange(of: entry) { _, newValue in
      // `OTPCode.edited(toFieldText:)` submits only on the edit that completes the code, so
      // rewriting the field below, a keystroke after the last digit or AutoFill delivering
      // the code twice does not call `onComplete` again.
      let edit = code.edited(toFieldText: newValue)
      if edit.code != code { code = edit.code }
      if entry != edit.fieldText { entry = edit.fieldText }
      if edit.completes { onComplete(edit.code) }
    }
  }
}
#endif
