import TesseraTestSupport
import Testing

@testable import TesseraColor

/// Material Color Utilities' `Contrast` tests (swift/Tests/.../ContrastTests.swift) as facts,
/// plus the properties they stand for.
@Suite("Contrast between tones")
struct ToneContrastTests {
  @Test("tones outside 0...100 are clamped: -10 against 110 is 21:1, WCAG's maximum")
  func clampsOutOfRangeTones() {
    #expect(abs(Tone.contrastRatio(-10, 110) - 21) < 0.001)
    #expect(abs(Tone.contrastRatio(110, -10) - 21) < 0.001)
    #expect(Tone.contrastRatio(-10, 0) == 1)
    #expect(Tone.contrastRatio(100, 250) == 1)
    #expect(abs(Tone.contrastRatio(.nan, 100) - 21) < 0.001)
    #expect(Tone.clamped(-.infinity) == 0 && Tone.clamped(.infinity) == 100)
  }

  @Test("every ratio between any two tones, in range or not, lies in 1...21")
  func ratioStaysInWCAGRange() {
    var random = SeededRandomNumberGenerator(seed: 16)
    for _ in 0..<2000 {
      let a = Double.random(in: -60...160, using: &random)
      let b = Double.random(in: -60...160, using: &random)
      let ratio = Tone.contrastRatio(a, b)
      #expect(ratio >= 1 && ratio <= 21.000_000_1, "\(a) vs \(b): \(ratio)")
    }
  }

  @Test("impossible or out-of-range requests have no lighter or darker tone")
  func impossibleRequests() {
    #expect(Tone.lighter(than: 90, ratio: 10) == nil)
    #expect(Tone.lighter(than: 110, ratio: 2) == nil)
    #expect(Tone.lighter(than: -10, ratio: 2) == nil)
    #expect(Tone.lighter(than: 100, ratio: 2) == nil)
    #expect(Tone.darker(than: 10, ratio: 20) == nil)
    #expect(Tone.darker(than: 110, ratio: 2) == nil)
    #expect(Tone.darker(than: -10, ratio: 2) == nil)
    #expect(Tone.darker(than: 0, ratio: 2) == nil)
  }

  @Test("a lighter or darker answer reaches the ratio exactly before its 0.4 margin")
  func answersReachTheRatio() throws {
    for tone in stride(from: 0.0, through: 100, by: 5) {
      for ratio in [1.5, 3, 4.5, 7] {
        if let light = Tone.lighter(than: tone, ratio: ratio) {
          #expect(abs(Tone.contrastRatio(light - 0.4, tone) - ratio) < 1e-9)
          #expect(Tone.contrastRatio(light, tone) > ratio)
        }
        if let dark = Tone.darker(than: tone, ratio: ratio) {
          #expect(abs(Tone.contrastRatio(dark + 0.4, tone) - ratio) < 1e-9)
          #expect(Tone.contrastRatio(dark, tone) > ratio)
        }
      }
    }
    let onWhite = try #require(Tone.darker(than: 100, ratio: 4.5))
    #expect(abs(onWhite - 49.50) < 0.01)
  }
}
