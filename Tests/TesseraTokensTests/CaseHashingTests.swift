import Testing

@testable import TesseraTokens

/// Hashes `value` alone, as a `Set` or `Dictionary` does.
private func hashOf<Value: Hashable>(_ value: Value) -> Int {
  var hasher = Hasher()
  hasher.combine(value)
  return hasher.finalize()
}

/// Whether every case of `Key` hashes as the byte of its position in `allCases` would (seeds are
/// per process, so within one run the two agree exactly).
private func hashesItsPosition<Key: CaseIterable & Hashable>(_: Key.Type) -> Bool {
  Key.allCases.enumerated().allSatisfy { hashOf($1) == hashOf(UInt8($0)) }
}

@Suite("Role enums hash their case's position")
struct CaseHashingTests {
  @Test("each role enum hashes as the byte of its case's position, not its raw string")
  func roleEnumsHashTheirPosition() {
    #expect(hashesItsPosition(ColorRole.self))
    #expect(hashesItsPosition(TypographyRole.self))
    #expect(hashesItsPosition(InsetRole.self))
    #expect(hashesItsPosition(ElevationLevel.self))
    #expect(hashesItsPosition(MotionToken.self))
    #expect(hashesItsPosition(DSButtonRole.self))
    #expect(hashesItsPosition(ButtonAnimationRole.self))
    #expect(hashesItsPosition(SurfaceRole.self))
  }

  @Test("a raw-value enum without the conformance hashes its raw string")
  func controlHashesItsRawValue() {
    // The control: the check above tells the two hashings apart.
    enum Plain: String, CaseIterable { case first, second }
    #expect(!hashesItsPosition(Plain.self))
    #expect(hashOf(Plain.second) == hashOf("second"))
  }
}
