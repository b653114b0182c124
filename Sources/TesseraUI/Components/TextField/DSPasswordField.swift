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
  private let label: String
  @Binding private var text: String
  private let helper: String?
  private let error: String?
  private let showsStrength: Bool
  private let isNewPassword: Bool
  private let size: ComponentSize
  private let identifier: String?
  @State private var isRevealed = false
  @FocusState private var isFocused: Bool
  @Environment(\.dsTheme) private var theme
  @Environment(\.dsBackdrop) private var backdrop

  /// Creates a password field.
  /// - Parameters:
  ///   - label: The label above the field, also read by VoiceOver.
  ///   - text: The password.
  ///   - helper: A hint shown below the field.
  ///   - error: An error shown below the field, or nil.
  ///   - showsStrength: Shows the strength meter below the field.
  ///   - isNewPassword: Marks the field for password creation, so the system can suggest one.
  ///   - size: Small, medium or large.
  ///   - accessibilityIdentifier: An identifier for UI tests.
  public init(
    _ label: String, text: Binding<String>, helper: String? = nil, error: String? = nil,
    showsStrength: Bool = false, isNewPassword: Bool = false, size: ComponentSize = .medium,
    accessibilityIdentifier: String? = nil
  ) {
    self.label = label
    self._text = text
    self.helper = helper
    self.error = error
    self.showsStrength = showsStrength
    self.isNewPassword = isNewPassword
    self.size = size
    self.identifier = accessibilityIdentifier
  }

  /// The field and its meter.
  public var body: some View {
    VStack(alignment: .leading, spacing: theme.gaps.tight) {
      DSFieldContainer(
        label: label, helper: helper, error: error, isFocused: isFocused, size: size
      ) {
        Group {
          if isRevealed {
            TextField(text: $text) { Text(label) }
          } else {
            SecureField(text: $text) { Text(label) }
          }
        }
        .textFieldStyle(.plain)
        .focused($isFocused)
        .dsKeyboard(.asciiCapable)
        .dsTextContent(isNewPassword ? .newPassword : .password)
        .dsAccessibilityIdentifier(identifier)
      } leading: {
        EmptyView()
      } trailing: {
        Button {
          isRevealed.toggle()
        } label: {
          Image(systemName: isRevealed ? "eye.slash" : "eye")
            .dsFieldButtonTarget(.revealButton, theme: theme, size: size)
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
