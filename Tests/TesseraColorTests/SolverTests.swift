import TesseraTestSupport
import Testing

@testable import TesseraColor

@Suite("Contrast solver")
struct SolverTests {
  @Test("a light blue darkens just enough for 4.5:1 on white, keeping its hue")
  func darkensBlue() throws {
    let blue = try SRGBColor(hex: "#60A5FA")
    let solution = try #require(ContrastSolver.solve(blue, on: .white, target: 4.5))
    #expect(solution.side == .darker)
    #expect(solution.ratio >= 4.5)
    #expect(solution.ratio < 4.6)
    #expect(!solution.isUnchanged)
    #expect(abs(OKLCH.hueDifference(solution.color.oklch.hue, blue.oklch.hue)) < 2)
    #expect(try SRGBColor(hex: solution.color.hexString) == solution.color)
  }

  @Test("a color that already passes on the requested side is returned unchanged")
  func unchanged() throws {
    let blue = try SRGBColor(hex: "#2563EB")
    let solution = try #require(ContrastSolver.solve(blue, on: .white, target: 4.5))
    #expect(solution.isUnchanged)
    #expect(solution.color == blue)
    #expect(ContrastSolver.solve(blue, on: .white, target: 4.5, direction: .lighter) == nil)
  }

  @Test("impossible targets give nil: 21:1 on a gray, lighter than white")
  func impossible() throws {
    let gray = try SRGBColor(hex: "#808080")
    #expect(ContrastSolver.solve(.red(), on: gray, target: 21) == nil)
    #expect(ContrastSolver.solve(gray, on: .white, target: 1.5, direction: .lighter) == nil)
    #expect(gray.adjusted(toContrast: 8, on: gray, direction: .nearest) == nil)
  }

  @Test("the seeded sweep: reaches the target exactly when possible, never when not")
  func sweep() {
    var random = SeededRandomNumberGenerator(seed: 2009)
    var solved = 0
    for _ in 0..<3000 {
      let color = SRGBColor.random(using: &random)
      let background = SRGBColor.random(using: &random)
      let target = Double.random(in: 1...21, using: &random)
      let direction = ContrastDirection.allCases.randomElement(using: &random) ?? .nearest
      let possible = ContrastSolver.maximumRatio(on: background, direction: direction) >= target
      let solution = ContrastSolver.solve(
        color, on: background, target: target, direction: direction)
      #expect((solution != nil) == possible)
      guard let solution else { continue }
      solved += 1
      #expect(solution.color.contrastRatio(with: background) >= target)
      #expect(solution.ratio >= target)
      #expect(SRGBColor(hex8: solution.color.hexString) == solution.color)
      let lighter = solution.color.relativeLuminance >= background.relativeLuminance
      if direction == .lighter { #expect(lighter) }
      if direction == .darker {
        #expect(solution.color.relativeLuminance <= background.relativeLuminance)
      }
      let original = color.oklch
      let result = solution.color.oklch
      if !solution.isUnchanged, original.chroma > 0.05, result.chroma > 0.03 {
        #expect(abs(OKLCH.hueDifference(original.hue, result.hue)) < 4)
      }
      // Minimal: a step of 0.01 in lightness back towards the input no longer passes.
      let extreme = solution.color == .white || solution.color == .black
      if !solution.isUnchanged, !extreme, abs(solution.lightnessChange) > 0.02 {
        let lighter = solution.side == .lighter
        let back = LuminanceSearch.color(
          lightness: result.lightness + (lighter ? -0.01 : 0.01), chroma: original.chroma,
          hue: original.hue)
        let backY = back.relativeLuminance
        let backgroundY = background.relativeLuminance
        let wrongSide = lighter ? backY < backgroundY : backY > backgroundY
        #expect(wrongSide || back.contrastRatio(with: background) < target)
      }
    }
    #expect(solved > 600)
  }

  @Test("nearest picks the side with the smaller lightness change")
  func nearestSide() throws {
    let gray = try SRGBColor(hex: "#777777")
    let nearest = try #require(ContrastSolver.solve(gray, on: gray, target: 3))
    let light = try #require(ContrastSolver.solve(gray, on: gray, target: 3, direction: .lighter))
    let dark = try #require(ContrastSolver.solve(gray, on: gray, target: 3, direction: .darker))
    let smaller = min(abs(light.lightnessChange), abs(dark.lightnessChange))
    #expect(abs(nearest.lightnessChange) == smaller)
  }

  @Test("ColorContrastUtility uses the published thresholds without rounding")
  func utility() throws {
    let passing = try SRGBColor(hex: "#767676")
    let failing = try SRGBColor(hex: "#777777")
    #expect(abs(ColorContrastUtility.contrastRatio(.white, passing) - 4.5422) < 0.00005)
    #expect(ColorContrastUtility.meetsWCAG_AA(.white, passing))
    #expect(!ColorContrastUtility.meetsWCAG_AA(.white, failing))
    #expect(ColorContrastUtility.meetsWCAG_AA_LargeText(.white, failing))
    #expect(ColorContrastUtility.meetsWCAG_AAA(.white, try SRGBColor(hex: "#595959")))
    #expect(!ColorContrastUtility.meetsWCAG_AAA(.white, passing))
    #expect(ColorContrastUtility.meetsWCAG_AAA_LargeText(.white, passing))
    #expect(ColorContrastUtility.meetsNonTextContrast(.white, try SRGBColor(hex: "#949494")))
    #expect(ColorContrastUtility.meets(.textAA, .white, passing))
  }
}

extension SRGBColor {
  static func random(using generator: inout SeededRandomNumberGenerator) -> SRGBColor {
    SRGBColor(
      red8: .random(in: 0...255, using: &generator),
      green8: .random(in: 0...255, using: &generator),
      blue8: .random(in: 0...255, using: &generator))
  }

  static func red() -> SRGBColor { SRGBColor(red: 1, green: 0, blue: 0) }

  init?(hex8 text: String) { try? self.init(hex: text) }
}
