// The role enums key the dictionaries every theme is resolved and read through, and the
// component enums (in TesseraComponents) key the appearance cache and an appearance's tap
// targets. An enum with string raw values hashes its raw string (the standard library's
// hashing of `RawRepresentable`); these hash the case's position instead, which is cheaper and
// agrees with `==` all the same. Hash values are seeded per process, so nothing observable
// changes.

/// A one-byte, case-only enum with raw values that hashes its case's position rather than its
/// raw value. Refining `RawRepresentable` makes this `hash(into:)` the more specific default,
/// so it, not the standard library's raw-value hashing, is the conformance's witness.
package protocol CaseIndexHashable: RawRepresentable, CaseIterable, Hashable {}

extension CaseIndexHashable {
  /// Hashes the case's position among `allCases`, not its raw string.
  @inlinable
  public func hash(into hasher: inout Hasher) { hasher.combine(UInt8(caseIndex(self))) }
}

extension ColorRole: CaseIndexHashable {}
extension TypographyRole: CaseIndexHashable {}
extension InsetRole: CaseIndexHashable {}
extension ElevationLevel: CaseIndexHashable {}
extension MotionToken: CaseIndexHashable {}
extension DSButtonRole: CaseIndexHashable {}
extension ButtonAnimationRole: CaseIndexHashable {}
extension SurfaceRole: CaseIndexHashable {}
