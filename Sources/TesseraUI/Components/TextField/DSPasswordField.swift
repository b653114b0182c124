#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraForms
import TesseraLocalization

/// A password field with a show/hide button and an optional strength meter. Strength (level,
/// fill fraction, label) comes from `PasswordStrength`; the meter's track, fill and label from
/// the strength meter appearance of the level (error, warning or success colors that meet 3:1,
/// and a readable label). VoiceOver reads the strength after the field.
///
/// ```swift
/// DSPasswordField("New password", text: $password, showsStrength: true, isNewPassword: true)
/// ```
public struct DSPasswordField: View {
  @Environment(\.locale) private var locale
  private let label: Text
  private let spokenLabel: String?
  @Binding private var text: String
  private let helper: Text?
  private let error: String?
  private let showsStrength: Bool
  private let isNewPassword: Bool
  private let size: ComponentSize?
  private let identifier: String?
  @State private var isRevealed = false
  @FocusState private var focusedEntry: Entry?
  @Environment(\.dsTheme) private var theme
  @Environment(\.dsBackdrop) private var backdrop
  @Environment(\.controlSize) private var controlSize

  /// Creates a password field whose label and helper are looked up in the app's strings, as
  /// `SecureField`'s `LocalizedStringKey` initializer does; a string literal chooses this one.
  /// - Parameters:
  ///   - label: The key of the label above the field, also read by VoiceOver.
  ///   - text: The password.
  ///   - helper: The key of a hint shown below the field.
  ///   - error: An error shown below the field, or nil; shown as written (validation messages
  ///     arrive already localized).
  ///   - showsStrength: Shows the strength meter below the field.
  ///   - isNewPassword: Marks the field for password creation, so the system can suggest one.
  ///   - size: Small, medium or large; nil (the default) follows the environment's
  ///     `controlSize`, as SwiftUI's controls do (`.controlSize(.large)`).
  ///   - accessibilityIdentifier: An identifier for UI tests.
  public init(
    _ label: LocalizedStringKey, text: Binding<String>, helper: LocalizedStringKey? = nil,
    error: String? = nil, showsStrength: Bool = false, isNewPassword: Bool = false,
    size: ComponentSize? = nil, accessibilityIdentifier: String? = nil
  ) {
    self.init(
      label: Text(label), spokenLabel: CallerText.spoken(label), text: text,
      helper: helper.map { Text($0) }, error: error, showsStrength: showsStrength,
      isNewPassword: isNewPassword, size: size, identifier: accessibilityIdentifier)
  }

  init(
    label: Text, spokenLabel: String?, text: Binding<String>, helper: Text?, error: String?,
    showsStrength: Bool, isNewPassword: Bool, size: ComponentSize?, identifier: String?
  ) {
    self.label = label
    self.spokenLabel = spokenLabel
    self._text = text
    self.helper = helper
    self.error = error
    self.showsStrength = showsStrength
    self.isNewPassword = isNewPassword
    self.size = size
    self.identifier = identifier
  }

  /// The two entries the eye switches between.
  private enum Entry: Hashable {
    case secure
    case plain
  }

  /// Whether either entry has focus.
  private var isFocused: Bool { focusedEntry != nil }

  /// One entry: shown when it is the one the eye selects, otherwise invisible and inert.
  @ViewBuilder
  private func entryField(_ entry: Entry) -> some View {
    let isShown = (entry == .plain) == isRevealed
    Group {
      switch entry {
      case .secure: SecureField(text: $text) { label }
      case .plain: TextField(text: $text) { label }
      }
    }
    .textFieldStyle(.plain)
    .focused($focusedEntry, equals: entry)
    .dsKeyboard(.asciiCapable)
    .dsTextContent(isNewPassword ? .newPassword : .password)
    .opacity(isShown ? 1 : 0)
    .allowsHitTesting(isShown)
    .accessibilityHidden(!isShown)
    .dsAccessibilityIdentifier(isShown ? identifier : nil)
  }

  /// The field and its meter.
  public var body: some View {
    VStack(alignment: .leading, spacing: theme.gaps.tight) {
      DSFieldContainer(
        label: label, spokenLabel: spokenLabel, helper: helper, error: error,
        isFocused: isFocused, size: size,
        focus: { focusedEntry = isRevealed ? .plain : .secure }, unfocus: { focusedEntry = nil }
      ) {
        // Both fields stay in the hierarchy, so neither changes identity when the eye is
        // tapped (an if/else would replace one field with another and drop focus and the
        // keyboard); the hidden one is invisible, untouchable and hidden from VoiceOver, and
        // focus moves straight to the shown one.
        ZStack {
          entryField(.secure)
          entryField(.plain)
        }
      } leading: {
        EmptyView()
      } trailing: {
        Button {
          isRevealed.toggle()
          if focusedEntry != nil { focusedEntry = isRevealed ? .plain : .secure }
        } label: {
          Image(systemName: isRevealed ? "eye.slash" : "eye")
            .dsFieldButtonTarget(
              .revealButton, theme: theme, size: size ?? ComponentSize(controlSize))
        }
        .buttonStyle(.plain)
        .accessibilityLabel(
          (isRevealed ? LocalizationKey.hidePassword : .showPassword).string(for: locale))
      }
      if showsStrength && !text.isEmpty {
        DSPasswordStrengthMeter(strength: PasswordStrength(evaluating: text))
      }
    }
  }
}
#endif
