#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraLocalization

/// The strength meter under DSPasswordField: a bar whose fill fraction is the password's
/// strength, and the level's label, drawn in the strength meter appearance of the level.
struct DSPasswordStrengthMeter: View {
  @Environment(\.locale) private var locale
  let strength: PasswordStrength
  @Environment(\.dsTheme) private var theme
  @Environment(\.dsBackdrop) private var backdrop

  var body: some View {
    let look = theme.strengthMeterAppearance(strength.level, on: backdrop)
    VStack(alignment: .leading, spacing: theme.gaps.tight) {
      Capsule()
        .fill(look.color(.track) ?? .clear)
        .frame(height: look.trackThickness)
        .overlay(alignment: .leading) {
          GeometryReader { proxy in
            Capsule()
              .fill(look.color(.fill) ?? .clear)
              .frame(width: proxy.size.width * strength.fraction)
          }
        }
      Text(strength.level.label)
        .dsLookText(look)
    }
    .accessibilityElement(children: .ignore)
    .accessibilityLabel(LocalizationKey.passwordStrength.string(for: locale))
    .accessibilityValue(strength.level.phrase.string(for: locale))
  }
}
#endif
