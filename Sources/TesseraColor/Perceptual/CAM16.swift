import Foundation

/// CAM16 under Material's default viewing conditions: D65 white (95.047, 100, 108.883),
/// adapting luminance (200/π)·Y(L*=50)/100, background L* 50, average surround (2.0), no
/// illuminant discounting. Used by ``HCT``.
enum CAM16 {
  /// The viewing-condition constants derived once.
  struct Conditions: Sendable {
    let n: Double
    let aw: Double
    let nbb: Double
    let ncb: Double
    let c: Double
    let nc: Double
    let rgbD: (Double, Double, Double)
    let fl: Double
    let z: Double

    static let standard = Conditions()

    private init() {
      let white = (95.047, 100.0, 108.883)
      let adaptingLuminance = 200 / Double.pi * Tone.luminance(fromLstar: 50) * 100 / 100
      let backgroundY = Tone.luminance(fromLstar: 50) * 100
      let surround = 2.0
      let rW = CAM16.cone(white)
      let f = 0.8 + surround / 10
      c =
        f >= 0.9
        ? 0.59 + (0.69 - 0.59) * ((f - 0.9) * 10) : 0.525 + (0.59 - 0.525) * ((f - 0.8) * 10)
      nc = f
      let d = min(max(f * (1 - (1 / 3.6) * exp((-adaptingLuminance - 42) / 92)), 0), 1)
      rgbD = (
        d * (100 / rW.0) + 1 - d, d * (100 / rW.1) + 1 - d, d * (100 / rW.2) + 1 - d
      )
      let k = 1 / (5 * adaptingLuminance + 1)
      let k4 = k * k * k * k
      let k4F = 1 - k4
      let luminanceFactor =
        k4 * adaptingLuminance + 0.1 * k4F * k4F * cbrt(5 * adaptingLuminance)
      fl = luminanceFactor
      n = backgroundY / white.1
      z = 1.48 + n.squareRoot()
      let induction = 0.725 / pow(n, 0.2)
      nbb = induction
      ncb = induction
      let discount = rgbD
      func adapted(_ value: Double) -> Double {
        let factor = pow(luminanceFactor * value / 100, 0.42)
        return 400 * factor / (factor + 27.13)
      }
      let a = (
        adapted(discount.0 * rW.0), adapted(discount.1 * rW.1), adapted(discount.2 * rW.2)
      )
      aw = (2 * a.0 + a.1 + 0.05 * a.2) * induction
    }
  }

  /// XYZ (Y of white = 100) to CAM16 cone responses (the M16 matrix).
  static func cone(_ xyz: (Double, Double, Double)) -> (Double, Double, Double) {
    (
      0.401288 * xyz.0 + 0.650173 * xyz.1 - 0.051461 * xyz.2,
      -0.250268 * xyz.0 + 1.204414 * xyz.1 + 0.045854 * xyz.2,
      -0.002079 * xyz.0 + 0.048952 * xyz.1 + 0.953127 * xyz.2
    )
  }

  /// Linear sRGB (0...1) to XYZ (Y of white = 100).
  static func xyz(linear rgb: (Double, Double, Double)) -> (Double, Double, Double) {
    (
      (0.41233895 * rgb.0 + 0.35762064 * rgb.1 + 0.18051042 * rgb.2) * 100,
      (0.2126 * rgb.0 + 0.7152 * rgb.1 + 0.0722 * rgb.2) * 100,
      (0.01932141 * rgb.0 + 0.11916382 * rgb.1 + 0.95034478 * rgb.2) * 100
    )
  }

  /// Lightness J, chroma C and hue h (degrees) of linear sRGB.
  static func jch(linear rgb: (Double, Double, Double)) -> (j: Double, c: Double, h: Double) {
    let vc = Conditions.standard
    let cone = cone(xyz(linear: rgb))
    func adapted(_ value: Double) -> Double {
      let factor = pow(vc.fl * abs(value) / 100, 0.42)
      return (value < 0 ? -1 : 1) * 400 * factor / (factor + 27.13)
    }
    let rA = adapted(vc.rgbD.0 * cone.0)
    let gA = adapted(vc.rgbD.1 * cone.1)
    let bA = adapted(vc.rgbD.2 * cone.2)
    let a = (11 * rA - 12 * gA + bA) / 11
    let b = (rA + gA - 2 * bA) / 9
    let u = (20 * rA + 20 * gA + 21 * bA) / 20
    let p2 = (40 * rA + 20 * gA + bA) / 20
    var hue = atan2(b, a) * 180 / .pi
    if hue < 0 { hue += 360 }
    let ac = p2 * vc.nbb
    let j = 100 * pow(max(ac, 0) / vc.aw, vc.c * vc.z)
    let huePrime = hue < 20.14 ? hue + 360 : hue
    let eHue = 0.25 * (cos(huePrime * .pi / 180 + 2) + 3.8)
    let p1 = 50000 / 13 * eHue * vc.nc * vc.ncb
    let t = p1 * (a * a + b * b).squareRoot() / (u + 0.305)
    let alpha = pow(1.64 - pow(0.29, vc.n), 0.73) * pow(t, 0.9)
    return (j, alpha * (j / 100).squareRoot(), hue)
  }

  /// Linear sRGB (unclamped) of CAM16 lightness `j`, chroma `c` and hue `h` (degrees).
  static func linear(j: Double, c chroma: Double, h hue: Double) -> (Double, Double, Double) {
    let vc = Conditions.standard
    guard j > 0 else { return (0, 0, 0) }
    let alpha = chroma == 0 ? 0 : chroma / (j / 100).squareRoot()
    let t = pow(alpha / pow(1.64 - pow(0.29, vc.n), 0.73), 1 / 0.9)
    let radians = hue * .pi / 180
    let eHue = 0.25 * (cos(radians + 2) + 3.8)
    let ac = vc.aw * pow(j / 100, 1 / (vc.c * vc.z))
    let p1 = eHue * (50000 / 13) * vc.nc * vc.ncb
    let p2 = ac / vc.nbb
    let sine = sin(radians)
    let cosine = cos(radians)
    let gamma = 23 * (p2 + 0.305) * t / (23 * p1 + 11 * t * cosine + 108 * t * sine)
    let a = gamma * cosine
    let b = gamma * sine
    let rA = (460 * p2 + 451 * a + 288 * b) / 1403
    let gA = (460 * p2 - 891 * a - 261 * b) / 1403
    let bA = (460 * p2 - 220 * a - 6300 * b) / 1403
    func unadapted(_ value: Double) -> Double {
      let base = max(0, 27.13 * abs(value) / (400 - abs(value)))
      return (value < 0 ? -1 : 1) * (100 / vc.fl) * pow(base, 1 / 0.42)
    }
    let r = unadapted(rA) / vc.rgbD.0
    let g = unadapted(gA) / vc.rgbD.1
    let bl = unadapted(bA) / vc.rgbD.2
    let x = 1.86206786 * r - 1.01125463 * g + 0.14918677 * bl
    let y = 0.38752654 * r + 0.62144744 * g - 0.00897398 * bl
    let z = -0.01584150 * r - 0.03412294 * g + 1.04996444 * bl
    return (
      (3.2413774792388685 * x - 1.5376652402851851 * y - 0.49885366846268053 * z) / 100,
      (-0.9691452513005321 * x + 1.8758853451067872 * y + 0.04156585616912061 * z) / 100,
      (0.05562093689691305 * x - 0.20395524564742123 * y + 1.0571799111220335 * z) / 100
    )
  }
}
