import TesseraTestSupport
import Testing

@testable import TesseraColor

@Suite("Color-vision-deficiency simulation (Machado 2009)")
struct VisionTests {
  @Test(
    "primaries through the severity-1.0 matrices in linear RGB",
    arguments: [
      (ColorVisionDeficiency.protanopia, "#FF0000", (0.4266, 0.3727, 0.0)),
      (.protanopia, "#00FF00", (1.0, 0.8994, 0.0)),
      (.deuteranopia, "#FF0000", (0.6401, 0.5658, 0.0)),
      (.deuteranopia, "#0000FF", (0.0, 0.2412, 0.9862)),
      (.tritanopia, "#00FF00", (0.0, 0.9689, 0.8496)),
      (.tritanopia, "#0000FF", (0.0, 0.4204, 0.5873)),
    ])
  func primaries(
    deficiency: ColorVisionDeficiency, hex: String, expected: (Double, Double, Double)
  ) throws {
    let seen = try SRGBColor(hex: hex).simulating(deficiency)
    #expect(abs(seen.red - expected.0) < 0.0001)
    #expect(abs(seen.green - expected.1) < 0.0001)
    #expect(abs(seen.blue - expected.2) < 0.0001)
  }

  @Test("neutrals stay neutral and alpha is kept", arguments: ColorVisionDeficiency.allCases)
  func neutrals(deficiency: ColorVisionDeficiency) {
    for value in stride(from: 0.0, through: 1.0, by: 0.125) {
      let gray = SRGBColor(white: value, alpha: 0.5)
      let seen = gray.simulating(deficiency)
      #expect(abs(seen.red - value) < 0.001)
      #expect(abs(seen.green - value) < 0.001)
      #expect(abs(seen.blue - value) < 0.001)
      #expect(seen.alpha == 0.5)
    }
  }

  @Test("red and green take the same hue for protanopia and deuteranopia")
  func redGreenConfusion() throws {
    let red = try SRGBColor(hex: "#D03030")
    let green = try SRGBColor(hex: "#30A030")
    func chromaticDistance(_ first: SRGBColor, _ second: SRGBColor) -> Double {
      let one = first.oklab
      let two = second.oklab
      return ((one.a - two.a) * (one.a - two.a) + (one.b - two.b) * (one.b - two.b)).squareRoot()
    }
    let normal = chromaticDistance(red, green)
    #expect(normal > 0.3)
    for deficiency in [ColorVisionDeficiency.protanopia, .deuteranopia] {
      let seenRed = red.simulating(deficiency)
      let seenGreen = green.simulating(deficiency)
      #expect(chromaticDistance(seenRed, seenGreen) < normal / 4)
      #expect(abs(OKLCH.hueDifference(seenRed.oklch.hue, seenGreen.oklch.hue)) < 5)
    }
    // Tritanopia keeps red and green apart.
    let tritan = chromaticDistance(red.simulating(.tritanopia), green.simulating(.tritanopia))
    #expect(tritan > normal / 2)
  }

  /// The searches that keep status colors apart simulate thousands of colors through
  /// `simulatedOKLab`, which skips `simulating`'s gamma round trip: it must see what the
  /// colour-vision check sees, to rounding.
  @Test("the searches' simulation equals simulating(_:).oklab, 2,000 seeded colors")
  func fastPathAgrees() {
    var random = SeededRandomNumberGenerator(seed: 2009)
    for _ in 0..<1000 {
      // Whole bytes (as every stored color is) and in-between values alike.
      let color = SRGBColor(
        red: .random(in: 0...1, using: &random), green: .random(in: 0...1, using: &random),
        blue: .random(in: 0...1, using: &random))
      for deficiency in ColorVisionDeficiency.allCases {
        for sample in [color, color.quantized()] {
          let fast = sample.simulatedOKLab(deficiency)
          let slow = sample.simulating(deficiency).oklab
          #expect(fast.distance(to: slow) < 1e-12, "\(sample.hexString) \(deficiency)")
        }
      }
    }
  }
}
