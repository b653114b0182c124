import TesseraColor
import TesseraTokens
import Testing

/// WCAG 2.2 sets each contrast requirement as "at least" a ratio (1.4.3: "a contrast ratio of at
/// least 4.5:1"), so a pair that measures exactly its required ratio passes, and one a hair below
/// it fails.
@Suite("Contrast measurements at their required ratio")
struct ContrastMeasurementBoundaryTests {
  @Test("a pair measuring exactly its required ratio passes; a hair below fails")
  func exactRequiredRatioPasses() throws {
    var measurement = try #require(ThemeAudit.measurements(PresetThemes.ocean).first)
    let requirements: [(ContrastLevel, Double)] = [
      (.textAA, 4.5), (.largeTextAA, 3), (.textAAA, 7),
    ]
    for (level, required) in requirements {
      measurement.level = level
      measurement.ratio = required
      #expect(measurement.passes, "\(level) at exactly \(required):1")
      measurement.ratio = required.nextDown
      #expect(!measurement.passes, "\(level) just below \(required):1")
    }
  }
}
