// The role enums key the dictionaries every theme is resolved and read through. An enum with
// string raw values hashes its raw string (the standard library's hashing of
// `RawRepresentable`); these hash the case's position instead, which is cheaper and agrees
// with `==` all the same. Hash values are seeded per process, so nothing observable changes.

extension ColorRole {
  /// Hashes the case's position among `allCases`, not its raw string.
  public func hash(into hasher: inout Hasher) { hasher.combine(UInt8(caseIndex(self))) }
}

extension TypographyRole {
  /// Hashes the case's position among `allCases`, not its raw string.
  public func hash(into hasher: inout Hasher) { hasher.combine(UInt8(caseIndex(self))) }
}

extension InsetRole {
  /// Hashes the case's position among `allCases`, not its raw string.
  public func hash(into hasher: inout Hasher) { hasher.combine(UInt8(caseIndex(self))) }
}

extension ElevationLevel {
  /// Hashes the case's position among `allCases`, not its raw string.
  public func hash(into hasher: inout Hasher) { hasher.combine(UInt8(caseIndex(self))) }
}

extension MotionToken {
  /// Hashes the case's position among `allCases`, not its raw string.
  public func hash(into hasher: inout Hasher) { hasher.combine(UInt8(caseIndex(self))) }
}

extension DSButtonRole {
  /// Hashes the case's position among `allCases`, not its raw string.
  public func hash(into hasher: inout Hasher) { hasher.combine(UInt8(caseIndex(self))) }
}

extension ButtonAnimationRole {
  /// Hashes the case's position among `allCases`, not its raw string.
  public func hash(into hasher: inout Hasher) { hasher.combine(UInt8(caseIndex(self))) }
}

extension SurfaceRole {
  /// Hashes the case's position among `allCases`, not its raw string.
  public func hash(into hasher: inout Hasher) { hasher.combine(UInt8(caseIndex(self))) }
}
