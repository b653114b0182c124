import TesseraComponents
import Testing

/// Whether every case of `Key` hashes as the byte of its position in `allCases` would (seeds are
/// per process, so within one run the two agree exactly).
private func hashesItsPosition<Key: CaseIterable & Hashable>(_: Key.Type) -> Bool {
  Key.allCases.enumerated().allSatisfy { position, value in
    var byValue = Hasher()
    byValue.combine(value)
    var byPosition = Hasher()
    byPosition.combine(UInt8(position))
    return byValue.finalize() == byPosition.finalize()
  }
}

@Suite("Component enums hash their case's position")
struct ComponentCaseHashingTests {
  @Test("each component enum hashes as the byte of its case's position, not its raw string")
  func componentEnumsHashTheirPosition() {
    #expect(hashesItsPosition(ComponentStyleFamily.self))
    #expect(hashesItsPosition(ComponentState.self))
    #expect(hashesItsPosition(ComponentSize.self))
    #expect(hashesItsPosition(ComponentPart.self))
    #expect(hashesItsPosition(TappablePart.self))
  }
}
