import TesseraGestures
import Testing

@Suite("Protractor's optimal rotation")
struct ProtractorRotationTests {
  /// An orientation-sensitive Protractor recognizer with the one template `L`.
  private func recognizer() throws -> UnistrokeRecognizer {
    var recognizer = UnistrokeRecognizer(algorithm: .protractor, orientation: .sensitive)
    try recognizer.addTemplate(named: "L", points: StrokeFactory.ell)
    return recognizer
  }

  @Test(
    "a template turned by 0.3 rad either way still scores above 0.99, orientation-sensitive",
    arguments: [0.3, -0.3, 0.15, -0.15])
  func rotatedCopyScoresHigh(angle: Double) throws {
    let turned = StrokeFactory.rotated(StrokeFactory.ell, by: angle)
    let match = try #require(try recognizer().recognize(turned))
    #expect(match.name == "L")
    // Rotating the wrong way doubles the misalignment instead of removing it: about 0.8 at 0.3.
    #expect(match.score > 0.99, "turned by \(angle) rad: score \(match.score)")
  }

  @Test("the unturned template scores about 1")
  func unturned() throws {
    let match = try #require(try recognizer().recognize(StrokeFactory.ell))
    #expect(match.score > 0.999)
  }
}
