import TesseraTestSupport
import Testing

@testable import TesseraColor

@Suite("HCT (CAM16 hue and chroma, L* tone)")
struct HCTTests {
  @Test(
    "Material's vectors for pure blue and pure green",
    arguments: [("#0000FF", 282.788, 87.230, 32.302), ("#00FF00", 142.139, 108.410, 87.737)])
  func vectors(hex: String, hue: Double, chroma: Double, tone: Double) throws {
    let hct = try SRGBColor(hex: hex).hct
    #expect(abs(hct.hue - hue) < 0.01)
    #expect(abs(hct.chroma - chroma) < 0.01)
    #expect(abs(hct.tone - tone) < 0.01)
  }

  /// Material Color Utilities' `Cam16Tests`/`HctTests` (lightness J, chroma, hue), to its
  /// tolerance of 0.001.
  @Test(
    "CAM16 lightness, chroma and hue match Material's vectors",
    arguments: [
      ("#FF0000", 46.445, 113.357, 27.408), ("#00FF00", 79.331, 108.410, 142.139),
      ("#0000FF", 25.465, 87.230, 282.788), ("#FFFFFF", 100.0, 2.869, 209.492),
      ("#000000", 0.0, 0.0, 0.0),
    ])
  func cam16Vectors(hex: String, j: Double, chroma: Double, hue: Double) throws {
    let color = try SRGBColor(hex: hex)
    let cam = CAM16.jch(
      linear: (
        SRGBColor.linearize(color.red), SRGBColor.linearize(color.green),
        SRGBColor.linearize(color.blue)
      ))
    #expect(abs(cam.j - j) < 0.001)
    #expect(abs(cam.c - chroma) < 0.001)
    #expect(abs(cam.h - hue) < 0.001)
  }

  /// Material's `testCamutMap*`: a color's own HCT solves back to exactly that color.
  @Test(
    "a color's own hue, chroma and tone solve back to exactly that color",
    arguments: ["#FF0000", "#00FF00", "#0000FF", "#FFFFFF", "#777777", "#000000"])
  func gamutMapIsExact(hex: String) throws {
    let color = try SRGBColor(hex: hex)
    let hct = color.hct
    #expect(HCT.color(hue: hct.hue, chroma: hct.chroma, tone: hct.tone) == color)
  }

  /// Material's `testHctReturnsSufficientlyCloseColor`, with its tolerances: hue within 4°,
  /// chroma at most 2.5 above the request, tone within 0.5, and a chroma more than 2.5 short
  /// only on the surface of the sRGB cube (a channel at 0 or 255).
  @Test("every requested hue, chroma and tone is met or mapped onto the sRGB surface")
  func sufficientlyClose() {
    for hue in stride(from: 15, to: 361, by: 30) {
      for chroma in stride(from: 0, to: 100, by: 10) {
        for tone in stride(from: 20, to: 80, by: 10) {
          let request = "H\(hue) C\(chroma) T\(tone)"
          let color = HCT.color(hue: Double(hue), chroma: Double(chroma), tone: Double(tone))
          let got = color.hct
          if chroma > 0 {
            #expect(abs(Int(got.hue) - hue) <= 4, "hue for \(request): \(got.hue)")
          }
          #expect(got.chroma <= Double(chroma) + 2.5, "chroma for \(request): \(got.chroma)")
          if got.chroma < Double(chroma) - 2.5 {
            let bytes = color.bytes
            let onSurface = [bytes.red, bytes.green, bytes.blue].contains { $0 == 0 || $0 == 255 }
            #expect(onSurface, "\(request) gave \(color), inside the cube")
          }
          #expect(abs(got.tone - Double(tone)) <= 0.5, "tone for \(request): \(got.tone)")
        }
      }
    }
  }

  /// Material's `TonalPalettesTests.testOfTonesOfBlue`, exact.
  @Test(
    "Material's blue tonal palette, exactly",
    arguments: MCUPaletteVectors.blue)
  func bluePalette(tone: Double, hex: String) throws {
    let source = try SRGBColor(hex: "#0000FF").hct
    let color = HCT.color(hue: source.hue, chroma: source.chroma, tone: tone)
    #expect(color == (try SRGBColor(hex: hex)))
  }

  /// The solver replaced in #16 (a bisection on lightness inside one on chroma) is kept as
  /// ``HCTBisectionSolver``. Between tones 5 and 95 the two agree within one 8-bit step on
  /// every channel; nearer black or white the new one follows Material's gamut-edge search.
  @Test("the Newton solver agrees with the bisection solver it replaced, 1,500 seeded requests")
  func agreesWithBisection() {
    var random = SeededRandomNumberGenerator(seed: 1616)
    for index in 0..<1500 {
      let hue = Double.random(in: 0..<360, using: &random)
      let chroma = Double.random(in: 0..<150, using: &random)
      let tone = Double.random(in: 5...95, using: &random)
      // Half the requests are real colors, which must come back within one step too.
      let request =
        index.isMultiple(of: 2)
        ? HCT(hue: hue, chroma: chroma, tone: tone)
        : SRGBColor(
          red8: .random(in: 0...255, using: &random), green8: .random(in: 0...255, using: &random),
          blue8: .random(in: 0...255, using: &random)
        ).hct
      guard request.tone >= 5, request.tone <= 95 else { continue }
      let new = HCT.color(hue: request.hue, chroma: request.chroma, tone: request.tone).bytes
      let old = HCTBisectionSolver.color(
        hue: request.hue, chroma: request.chroma, tone: request.tone
      ).bytes
      let step = max(
        abs(Int(new.red) - Int(old.red)), abs(Int(new.green) - Int(old.green)),
        abs(Int(new.blue) - Int(old.blue)))
      #expect(step <= 1, "\(request): \(new) vs \(old)")
    }
  }

  @Test("a chroma under 0.0001 is the gray of the tone; NaN counts as 0")
  func grays() {
    #expect(HCT.color(hue: 200, chroma: 0, tone: 50) == SRGBColor(grayTone: 50).quantized())
    #expect(HCT.color(hue: 10, chroma: 0.00009, tone: 70) == SRGBColor(grayTone: 70).quantized())
    #expect(HCT.color(hue: .nan, chroma: .nan, tone: .nan) == .black)
    #expect(HCT.color(hue: 10, chroma: 40, tone: 130) == .white)
    let solved = HCT.solved(hue: 282.788, chroma: 200, tone: 32.302)
    #expect(abs(solved.chroma - 87.23) < 0.01)
  }

  @Test("sRGB → HCT → sRGB round-trips for 300 seeded colors")
  func roundTrip() {
    var random = SeededRandomNumberGenerator(seed: 99)
    for _ in 0..<300 {
      let color = SRGBColor(
        red8: .random(in: 0...255, using: &random), green8: .random(in: 0...255, using: &random),
        blue8: .random(in: 0...255, using: &random))
      let back = color.hct.color
      #expect(abs(Int(back.bytes.red) - Int(color.bytes.red)) <= 1, "\(color) → \(back)")
      #expect(abs(Int(back.bytes.green) - Int(color.bytes.green)) <= 1, "\(color) → \(back)")
      #expect(abs(Int(back.bytes.blue) - Int(color.bytes.blue)) <= 1, "\(color) → \(back)")
    }
  }

  /// With incomplete adaptation (D ≈ 0.85 under the default conditions) a gray keeps a trace
  /// of CAM16 chroma, under 3 on a scale where sRGB colors reach about 130.
  @Test("tone 0 and 100 are black and white; grays have almost no chroma")
  func ends() {
    #expect(HCT.color(hue: 10, chroma: 50, tone: 0) == .black)
    #expect(HCT.color(hue: 10, chroma: 50, tone: 100) == .white)
    #expect(SRGBColor(white: 0.5).hct.chroma < 3)
    #expect(abs(SRGBColor(white: 0.5).hct.tone - SRGBColor(white: 0.5).tone) < 1e-9)
  }
}
