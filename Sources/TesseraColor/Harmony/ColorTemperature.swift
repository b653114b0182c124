import Foundation

/// Warm and cool, after Ou, Woodcock and Wright's color-temperature model, and the analogous
/// and complementary colors Material Color Utilities derives from it (`TemperatureCache`).
///
/// The value holds the input color and the 361 colors of the same HCT chroma and tone at every
/// whole hue 0...360, each with its temperature, so its questions are answered without solving
/// again.
///
/// ```swift
/// let blue = ColorTemperature(try SRGBColor(hex: "#0000FF"))
/// blue.complement        // #9D0002, as Material's
/// blue.analogous()       // five colors, blue in the middle
/// ```
public struct ColorTemperature: Sendable {
  /// The color the questions are about.
  public let input: SRGBColor
  /// The input's HCT.
  private let inputHCT: HCT
  /// The input's raw temperature.
  private let inputTemperature: Double
  /// The color of the input's chroma and tone at each whole hue 0...360, its HCT and
  /// temperature.
  private let byHue: [(color: SRGBColor, hct: HCT, temperature: Double)]
  /// The coldest and warmest of those colors and the input.
  private let coldest: (color: SRGBColor, hct: HCT, temperature: Double)
  private let warmest: (color: SRGBColor, hct: HCT, temperature: Double)

  /// Prepares the temperature questions for `color` (alpha ignored).
  ///
  /// - Complexity: 361 HCT solves, about 0.3 ms in release builds.
  public init(_ color: SRGBColor) {
    input = color.withAlpha(1)
    inputHCT = input.hct
    inputTemperature = Self.rawTemperature(input)
    let chroma = inputHCT.chroma
    let tone = inputHCT.tone
    byHue = (0...360).map { hue in
      let solved = HCT.color(hue: Double(hue), chroma: chroma, tone: tone)
      return (solved, solved.hct, Self.rawTemperature(solved))
    }
    // Ties go as a stable sort would leave them, with the input after every hue.
    var coldest = (input, inputHCT, inputTemperature)
    var warmest = coldest
    var coldestFound = false
    for entry in byHue {
      if !coldestFound || entry.temperature < coldest.2 {
        coldest = entry
        coldestFound = true
      }
      if entry.temperature >= warmest.2 { warmest = entry }
    }
    if inputTemperature < coldest.2 { coldest = (input, inputHCT, inputTemperature) }
    if inputTemperature >= warmest.2 { warmest = (input, inputHCT, inputTemperature) }
    self.coldest = coldest
    self.warmest = warmest
  }

  /// The cool-warm value of a color: below 0 cool, above 0 warm, about -9.7...8.6 for sRGB
  /// colors. Ou, Woodcock and Wright's model on CIELAB: -0.5 + 0.02·C*^1.07·cos(h − 50°).
  public static func rawTemperature(_ color: SRGBColor) -> Double {
    let lab = CIELAB(color)
    let hue = OKLCH.normalizedHue(atan2(lab.b, lab.a) * 180 / .pi)
    let chroma = (lab.a * lab.a + lab.b * lab.b).squareRoot()
    return -0.5 + 0.02 * pow(chroma, 1.07) * cos(OKLCH.normalizedHue(hue - 50) * .pi / 180)
  }

  /// The coldest color of the input's chroma and tone.
  public var coldestColor: SRGBColor { coldest.color }

  /// The warmest color of the input's chroma and tone.
  public var warmestColor: SRGBColor { warmest.color }

  /// Where `temperature` lies between the coldest (0) and warmest (1) color of the input's
  /// chroma and tone; 0.5 when they are equally warm (black, white).
  private func relative(_ temperature: Double) -> Double {
    let range = warmest.temperature - coldest.temperature
    return range == 0 ? 0.5 : (temperature - coldest.temperature) / range
  }

  /// How warm the input is among the colors of its chroma and tone: 0 coldest, 1 warmest.
  public var inputRelativeTemperature: Double { relative(inputTemperature) }

  /// How warm `color` is on the input's scale: 0 as cold as the coldest color of the input's
  /// chroma and tone, 1 as warm as the warmest (values outside 0...1 for colors beyond them).
  public func relativeTemperature(of color: SRGBColor) -> Double {
    relative(Self.rawTemperature(color.withAlpha(1)))
  }

  /// The color across the wheel: of the input's chroma and tone, on the other side of the
  /// coldest-warmest axis, and as cool as the input is warm (Material's complement).
  public var complement: SRGBColor {
    let coldestHue = coldest.hct.hue
    let warmestHue = warmest.hct.hue
    let startsColdToWarm = Self.isBetween(inputHCT.hue, coldestHue, warmestHue)
    let start = startsColdToWarm ? warmestHue : coldestHue
    let end = startsColdToWarm ? coldestHue : warmestHue
    let target = 1 - inputRelativeTemperature
    var answer = byHue[Int(inputHCT.hue.rounded())].color
    var smallestError = 1000.0
    for step in 0...360 {
      let hue = OKLCH.normalizedHue(start + Double(step))
      guard Self.isBetween(hue, start, end) else { continue }
      let candidate = byHue[Int(hue.rounded())]
      let error = abs(target - relative(candidate.temperature))
      if error < smallestError {
        smallestError = error
        answer = candidate.color
      }
    }
    return answer
  }

  /// `count` colors of the input's chroma and tone, evenly spaced in temperature around a wheel
  /// cut into `divisions`, the input in the middle (Material's analogous colors; 5 of 12 is the
  /// painter's rule). Fewer than one color gives none; black and white repeat themselves.
  public func analogous(count: Int = 5, divisions: Int = 12) -> [SRGBColor] {
    guard count >= 1 else { return [] }
    let divisions = max(1, divisions)
    let startHue = Int(inputHCT.hue.rounded())
    func entry(_ addend: Int) -> (color: SRGBColor, temperature: Double) {
      let hue = ((startHue + addend) % 360 + 360) % 360
      return (byHue[hue].color, byHue[hue].temperature)
    }
    let start = byHue[startHue]
    var wheel: [SRGBColor] = [start.color]
    // The whole wheel's temperature change, cut into equal steps.
    var total = 0.0
    var last = relative(start.temperature)
    for addend in 0..<360 {
      let temperature = relative(entry(addend).temperature)
      total += abs(temperature - last)
      last = temperature
    }
    let step = total / Double(divisions)
    var travelled = 0.0
    last = relative(start.temperature)
    var addend = 1
    while wheel.count < divisions {
      let candidate = entry(addend)
      let temperature = relative(candidate.temperature)
      travelled += abs(temperature - last)
      // A hue that covers several steps at once (no other hue in between) is taken that often.
      var extra = 1
      var satisfied = travelled >= Double(wheel.count) * step
      while satisfied && wheel.count < divisions {
        wheel.append(candidate.color)
        satisfied = travelled >= Double(wheel.count + extra) * step
        extra += 1
      }
      last = temperature
      addend += 1
      if addend > 360 {
        while wheel.count < divisions { wheel.append(candidate.color) }
        break
      }
    }
    var answer = [input]
    let before = (count - 1) / 2
    for offset in stride(from: 1, through: before, by: 1) {
      answer.insert(wheel[((-offset % wheel.count) + wheel.count) % wheel.count], at: 0)
    }
    for offset in stride(from: 1, through: count - before - 1, by: 1) {
      answer.append(wheel[offset % wheel.count])
    }
    return answer
  }

  /// Whether `angle` lies on the arc from `start` to `end` turning the positive way (ends
  /// included).
  static func isBetween(_ angle: Double, _ start: Double, _ end: Double) -> Bool {
    start < end ? start <= angle && angle <= end : start <= angle || angle <= end
  }
}

/// CIELAB (D65, Y of white = 100) of an sRGB color, as Material computes it.
struct CIELAB {
  var l: Double
  var a: Double
  var b: Double

  init(_ color: SRGBColor) {
    let xyz = CAM16.xyz(
      linear: (
        SRGBColor.linearize(color.red), SRGBColor.linearize(color.green),
        SRGBColor.linearize(color.blue)
      ))
    func f(_ t: Double) -> Double { t > Tone.epsilon ? cbrt(t) : (Tone.kappa * t + 16) / 116 }
    let fx = f(xyz.0 / 95.047)
    let fy = f(xyz.1 / 100)
    let fz = f(xyz.2 / 108.883)
    l = 116 * fy - 16
    a = 500 * (fx - fy)
    b = 200 * (fy - fz)
  }
}
