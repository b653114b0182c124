import TesseraTokens

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
