import TesseraLayout
import TesseraTokens

// The strength meter family: the strength meter under DSPasswordField; variants are
// `PasswordStrength.Level` names. The scoring itself is PasswordStrength.swift in this folder.

// The family's typed style and the appearance shortcut views ask for most (the same as
// `appearance(_:size:state:on:)` with that style).

extension ComponentStyle {
  /// The strength meter for `level`.
  public static func strengthMeter(_ level: PasswordStrength.Level) -> ComponentStyle {
    ResolvedTheme.strengthMeterFamily.style(level)
  }
}

extension ResolvedTheme {
  /// The appearance of the strength meter for `level`.
  public func strengthMeterAppearance(
    _ level: PasswordStrength.Level, on backdrop: ColorRole = .backgroundPrimary
  ) -> ComponentAppearance {
    appearance(.strengthMeter(level), on: backdrop)
  }
}

extension PasswordStrength.Level: ComponentVariant {
  /// The case's name ("veryWeak").
  public var variantName: String {
    switch self {
    case .veryWeak: return "veryWeak"
    case .weak: return "weak"
    case .fair: return "fair"
    case .strong: return "strong"
    case .veryStrong: return "veryStrong"
    }
  }

  /// Every level, weakest first.
  public static var allVariants: [PasswordStrength.Level] { allCases }

  /// The weakest level.
  public static var defaultVariant: PasswordStrength.Level { .veryWeak }
}

extension ResolvedTheme {
  /// A password strength meter: the bar's fill goes from error through warning to success,
  /// each meeting 3:1 on the surface (or the text color when a preset's status color cannot),
  /// and the level's label is readable text, so color is never the only signal.
  func styleStrengthMeter(_ look: inout ComponentAppearance, _ level: PasswordStrength.Level) {
    setText(&look, .footnote)
    look.trackThickness = 4
    look.cornerRadius = 2
    look.minimumSize = LayoutSize(width: 88, height: 4)
    look.motion = motion(.standard)
    let status: ColorRole
    switch level {
    case .veryWeak, .weak: status = .error
    case .fair: status = .warning
    case .strong, .veryStrong: status = .success
    }
    look[.track] = ThemedColor(.borderSubtle, in: self)
    setGraphic(.fill, of: &look, roles: [status, .textPrimary])
    setText(.foreground, of: &look, roles: [status, .textPrimary])
  }

  /// A password's strength as a colored bar and a label.
  static let strengthMeterFamily = ComponentFamilyDefinition(
    .strengthMeter, components: [], draw: { $0.styleStrengthMeter(&$1, $2) })
}
