import TesseraTokens

// The component enums key the appearance cache and an appearance's tap targets. An enum with
// string raw values hashes its raw string (the standard library's hashing of
// `RawRepresentable`); these hash the case's position instead, which is cheaper and agrees
// with `==` all the same. Hash values are seeded per process, so nothing observable changes.

extension ComponentStyleFamily {
  /// Hashes the case's position among `allCases`, not its raw string.
  public func hash(into hasher: inout Hasher) { hasher.combine(UInt8(caseIndex(self))) }
}

extension ComponentState {
  /// Hashes the case's position among `allCases`, not its raw string.
  public func hash(into hasher: inout Hasher) { hasher.combine(UInt8(caseIndex(self))) }
}

extension ComponentSize {
  /// Hashes the case's position among `allCases`, not its raw string.
  public func hash(into hasher: inout Hasher) { hasher.combine(UInt8(caseIndex(self))) }
}

extension ComponentPart {
  /// Hashes the case's position among `allCases`, not its raw string.
  public func hash(into hasher: inout Hasher) { hasher.combine(UInt8(caseIndex(self))) }
}

extension TappablePart {
  /// Hashes the case's position among `allCases`, not its raw string.
  public func hash(into hasher: inout Hasher) { hasher.combine(UInt8(caseIndex(self))) }
}
