import TesseraRenderTesting
import TesseraTestSupport
import Testing

@Suite("RenderFingerprint")
struct RenderFingerprintTests {
  /// An image whose left half is `left` and right half `right`.
  static func split(width: Int, height: Int, left: [UInt8], right: [UInt8]) -> [UInt8] {
    var pixels: [UInt8] = []
    for _ in 0..<height {
      for x in 0..<width { pixels += x < width / 2 ? left : right }
    }
    return pixels
  }

  @Test("each cell holds the mean color of its pixels")
  func cellMeans() throws {
    let pixels = Self.split(
      width: 64, height: 32, left: [255, 0, 0, 255], right: [0, 0, 255, 255])
    let fingerprint = try RenderFingerprint(rgba: pixels, width: 64, height: 32)
    #expect(fingerprint.cells.count == 64)
    #expect(fingerprint.cells[0] == .init(red: 1, green: 0, blue: 0))
    #expect(fingerprint.cells[7] == .init(red: 0, green: 0, blue: 1))
    #expect(!fingerprint.isBlank())
  }

  @Test("translucent pixels are composited over white")
  func alpha() throws {
    let pixels = [UInt8](repeating: 0, count: 8 * 8 * 4)  // transparent black
    let fingerprint = try RenderFingerprint(rgba: pixels, width: 8, height: 8)
    #expect(fingerprint.cells.allSatisfy { $0 == .init(red: 1, green: 1, blue: 1) })
    #expect(fingerprint.isBlank())
  }

  @Test("noise within tolerance matches; a changed region or size does not")
  func comparison() throws {
    var rng = SeededRandomNumberGenerator(seed: 3)
    let base = Self.split(
      width: 80, height: 40, left: [40, 80, 120, 255], right: [250, 250, 250, 255])
    let reference = try RenderFingerprint(rgba: base, width: 80, height: 40)
    var noisy = base
    for index in noisy.indices where index % 4 != 3 {
      noisy[index] = UInt8(clamping: Int(noisy[index]) + Int.random(in: -4...4, using: &rng))
    }
    #expect(
      try RenderFingerprint(rgba: noisy, width: 80, height: 40).compare(with: reference).matches)
    var changed = base
    for index in stride(from: 0, to: 80 * 5 * 4, by: 4) { changed[index] = 255 }
    let result = try RenderFingerprint(rgba: changed, width: 80, height: 40).compare(
      with: reference)
    #expect(!result.matches)
    #expect(result.differingCells.allSatisfy { $0 < 8 })
    let other = try RenderFingerprint(
      rgba: [UInt8](repeating: 9, count: 80 * 48 * 4), width: 80, height: 48)
    #expect(!other.compare(with: reference).sizeMatches)
  }

  @Test("bad buffers throw typed errors")
  func errors() {
    #expect(throws: RenderFingerprintError.bufferSize(expected: 256, actual: 3)) {
      try RenderFingerprint(rgba: [1, 2, 3], width: 8, height: 8)
    }
    #expect(throws: RenderFingerprintError.imageTooSmall(width: 4, height: 4, grid: 8)) {
      try RenderFingerprint(rgba: [UInt8](repeating: 0, count: 64), width: 4, height: 4)
    }
  }
}
