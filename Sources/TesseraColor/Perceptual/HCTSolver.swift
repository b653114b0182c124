import Foundation

/// HCT → sRGB, the way Material Color Utilities' `HctSolver` does it, in Tessera's own code:
///
/// 1. Newton steps on CAM16 lightness J for the tone's luminance, with every hue-only term
///    computed once per call. The step uses 2·Y(J)/J as the slope (Y grows about as J²), starts
///    at J = 11·√(100·Y) and stops as soon as Y is within 2·10⁻⁵ (at most five steps). A step
///    that leaves the sRGB cube ends the search: the color does not fit.
/// 2. Otherwise the answer is on the surface of the sRGB cube: the plane of the tone's luminance
///    cuts the cube in a convex polygon, the edge of that polygon whose ends bracket the hue is
///    found, and the edge is bisected on the planes where an 8-bit channel changes value, so the
///    answer is the most chromatic 8-bit color of that hue and tone.
///
/// All linear values are on the 0...1 scale.
enum HCTSolver {
  typealias Vector = SIMD3<Double>

  /// A 3×3 matrix as rows.
  struct Matrix: Sendable {
    var rows: (Vector, Vector, Vector)

    func callAsFunction(_ vector: Vector) -> Vector {
      Vector((rows.0 * vector).sum(), (rows.1 * vector).sum(), (rows.2 * vector).sum())
    }

    /// The inverse (by the adjugate; the matrices here are well conditioned).
    var inverse: Matrix {
      let (a, b, c) = rows
      let cofactor0 = Vector(
        b.y * c.z - b.z * c.y, -(b.x * c.z - b.z * c.x), b.x * c.y - b.y * c.x)
      let cofactor1 = Vector(
        -(a.y * c.z - a.z * c.y), a.x * c.z - a.z * c.x, -(a.x * c.y - a.y * c.x))
      let cofactor2 = Vector(
        a.y * b.z - a.z * b.y, -(a.x * b.z - a.z * b.x), a.x * b.y - a.y * b.x)
      let determinant = (a * cofactor0).sum()
      // The inverse is the transposed cofactor matrix over the determinant.
      return Matrix(
        rows: (
          Vector(cofactor0.x, cofactor1.x, cofactor2.x) / determinant,
          Vector(cofactor0.y, cofactor1.y, cofactor2.y) / determinant,
          Vector(cofactor0.z, cofactor1.z, cofactor2.z) / determinant
        ))
    }
  }

  /// Linear sRGB → cone responses already discounted for the illuminant and scaled by F_L, so
  /// that the post-adaptation response of a channel x is 400·|x|^0.42 / (|x|^0.42 + 27.13).
  static let scaledDiscount: Matrix = {
    let conditions = CAM16.Conditions.standard
    func column(_ rgb: (Double, Double, Double)) -> Vector {
      let cone = CAM16.cone(CAM16.xyz(linear: rgb))
      let d = conditions.rgbD
      return Vector(cone.0 * d.0, cone.1 * d.1, cone.2 * d.2) * (conditions.fl / 100)
    }
    let red = column((1, 0, 0))
    let green = column((0, 1, 0))
    let blue = column((0, 0, 1))
    return Matrix(
      rows: (
        Vector(red.x, green.x, blue.x), Vector(red.y, green.y, blue.y),
        Vector(red.z, green.z, blue.z)
      ))
  }()

  /// The inverse of ``scaledDiscount``.
  static let linearFromScaledDiscount = scaledDiscount.inverse

  /// The luminance weights of linear sRGB.
  static let luminanceWeights = Vector(0.2126, 0.7152, 0.0722)

  /// Linear values at which an 8-bit channel changes: plane k sits at encoded value (k + ½)/255.
  static let criticalPlanes: [Double] = (0..<255).map {
    SRGBColor.linearize((Double($0) + 0.5) / 255)
  }

  /// The 8-bit value a linear channel encodes to (nearest): the number of critical planes at or
  /// below it, found by binary search instead of a power function.
  static func byte(linear value: Double) -> UInt8 {
    var low = 0
    var high = criticalPlanes.count
    while low < high {
      let middle = (low + high) >> 1
      if criticalPlanes[middle] <= value { low = middle + 1 } else { high = middle }
    }
    return UInt8(low)
  }

  /// The 8-bit color of a linear sRGB color.
  static func color(linear rgb: Vector) -> SRGBColor {
    SRGBColor(red8: byte(linear: rgb.x), green8: byte(linear: rgb.y), blue8: byte(linear: rgb.z))
  }

  /// `1 / (1.64 − 0.29^n)^0.73`, CAM16's chroma-to-t factor under the standard conditions.
  static let tScale = 1 / pow(1.64 - pow(0.29, CAM16.Conditions.standard.n), 0.73)

  /// The linear sRGB color (0...1 per channel) with CAM16 `hue` (degrees), as much of `chroma`
  /// as fits and L* `tone`. The caller handles grays and tones at or beyond 0 and 100.
  static func linear(hue: Double, chroma: Double, tone: Double) -> Vector {
    let radians = hue * .pi / 180
    let y = Tone.luminance(fromLstar: tone)
    if let exact = solveLightness(hueRadians: radians, chroma: chroma, y: y) { return exact }
    return boundaryColor(y: y, hueRadians: radians)
  }

  // MARK: - Newton steps on lightness

  /// The color of `chroma` and hue with luminance `y`, or `nil` when it leaves the sRGB cube.
  static func solveLightness(hueRadians: Double, chroma: Double, y: Double) -> Vector? {
    let conditions = CAM16.Conditions.standard
    // Hue-only terms, once per call.
    let eccentricity = 0.25 * (cos(hueRadians + 2) + 3.8)
    let p1 = eccentricity * (50_000 / 13) * conditions.nc * conditions.ncb
    let sine = sin(hueRadians)
    let cosine = cos(hueRadians)
    let lightnessExponent = 1 / (conditions.c * conditions.z)
    let inverse = linearFromScaledDiscount
    // t = (C·tScale / √(J/100))^(1/0.9) and p2 = A_w·(J/100)^(1/(c·z)) / N_bb share log(J/100):
    // one logarithm and two exponentials per step instead of two powers.
    let chromaTerm = chroma == 0 ? 0 : pow(chroma * tScale, 1 / 0.9)
    let achromaticScale = conditions.aw / conditions.nbb
    var j = (100 * y).squareRoot() * 11
    for step in 0..<5 {
      let logNormalized = log(j / 100)
      let t = chromaTerm * exp(-logNormalized / 1.8)
      let p2 = achromaticScale * exp(logNormalized * lightnessExponent)
      let gamma = 23 * (p2 + 0.305) * t / (23 * p1 + 11 * t * cosine + 108 * t * sine)
      let a = gamma * cosine
      let b = gamma * sine
      let adapted =
        Vector(
          460 * p2 + 451 * a + 288 * b, 460 * p2 - 891 * a - 261 * b,
          460 * p2 - 220 * a - 6300 * b) / 1403
      let rgb = inverse(unadapted(adapted))
      if rgb.x < 0 || rgb.y < 0 || rgb.z < 0 { return nil }
      let luminance = (luminanceWeights * rgb).sum()
      if luminance <= 0 { return nil }
      if step == 4 || abs(luminance - y) < 2e-5 {
        return rgb.x > 1.0001 || rgb.y > 1.0001 || rgb.z > 1.0001 ? nil : rgb
      }
      j -= (luminance - y) * j / (2 * luminance)
    }
    return nil
  }

  /// Undoes CAM16's post-adaptation compression channel by channel.
  static func unadapted(_ adapted: Vector) -> Vector {
    func channel(_ value: Double) -> Double {
      let magnitude = abs(value)
      let base = max(0, 27.13 * magnitude / (400 - magnitude))
      let result = pow(base, 1 / 0.42)
      return value < 0 ? -result : result
    }
    return Vector(channel(adapted.x), channel(adapted.y), channel(adapted.z))
  }

  /// The CAM16 hue, in radians (-π...π), of a linear sRGB color.
  static func hueRadians(_ rgb: Vector) -> Double {
    let scaled = scaledDiscount(rgb)
    func adapted(_ value: Double) -> Double {
      let factor = pow(abs(value), 0.42)
      let response = 400 * factor / (factor + 27.13)
      return value < 0 ? -response : response
    }
    let r = adapted(scaled.x)
    let g = adapted(scaled.y)
    let b = adapted(scaled.z)
    return atan2((r + g - 2 * b) / 9, (11 * r - 12 * g + b) / 11)
  }

  // MARK: - The gamut edge

  /// The angle from `start` to `angle`, turning the positive way, in 0..<2π.
  static func turn(from start: Double, to angle: Double) -> Double {
    let full = 2 * Double.pi
    let delta = (angle - start).truncatingRemainder(dividingBy: full)
    return delta < 0 ? delta + full : delta
  }

  /// Whether turning the positive way from `start` reaches `middle` before `end`.
  static func isBetween(_ start: Double, _ middle: Double, _ end: Double) -> Bool {
    turn(from: start, to: middle) < turn(from: start, to: end)
  }

  /// Calls `body` with each corner of the polygon where the plane of luminance `y` cuts the
  /// sRGB cube: where the plane crosses one of the cube's twelve edges inside the edge.
  @inline(__always)
  static func forEachCorner(y: Double, _ body: (Vector) -> Void) {
    let weights = luminanceWeights
    for free in 0..<3 {
      let first = (free + 1) % 3
      let second = (free + 2) % 3
      for fixed in 0..<4 {
        var point = Vector(0, 0, 0)
        point[first] = Double(fixed >> 1)
        point[second] = Double(fixed & 1)
        let value =
          (y - weights[first] * point[first] - weights[second] * point[second])
          / weights[free]
        guard value >= 0, value <= 1 else { continue }
        point[free] = value
        body(point)
      }
    }
  }

  /// The most chromatic linear color of hue `hueRadians` and luminance `y` on the cube's surface.
  static func boundaryColor(y: Double, hueRadians target: Double) -> Vector {
    // The polygon's corners that come first after and last before the hue, turning the
    // positive way, bound the edge that holds the answer.
    var left = Vector(0, 0, 0)
    var right = Vector(0, 0, 0)
    var leftHue = 0.0
    var nearestAfter = Double.infinity
    var farthestAfter = -1.0
    forEachCorner(y: y) { corner in
      let hue = hueRadians(corner)
      let offset = turn(from: target, to: hue)
      if offset < nearestAfter {
        nearestAfter = offset
        right = corner
      }
      if offset > farthestAfter {
        farthestAfter = offset
        left = corner
        leftHue = hue
      }
    }
    // Along each channel that changes on the edge, bisect on the planes where its 8-bit value
    // changes, keeping the hue between the two ends.
    for axis in 0..<3 where left[axis] != right[axis] {
      let leftByte = SRGBColor.delinearize(left[axis]) * 255
      let rightByte = SRGBColor.delinearize(right[axis]) * 255
      var leftPlane: Int
      var rightPlane: Int
      if left[axis] < right[axis] {
        leftPlane = Int((leftByte - 0.5).rounded(.down))
        rightPlane = Int((rightByte - 0.5).rounded(.up))
      } else {
        leftPlane = Int((leftByte - 0.5).rounded(.up))
        rightPlane = Int((rightByte - 0.5).rounded(.down))
      }
      for _ in 0..<8 where abs(rightPlane - leftPlane) > 1 {
        let middlePlane = Int((Double(leftPlane + rightPlane) / 2).rounded(.down))
        let coordinate = criticalPlanes[middlePlane]
        let fraction = (coordinate - left[axis]) / (right[axis] - left[axis])
        let middle = left + (right - left) * fraction
        let middleHue = hueRadians(middle)
        if isBetween(leftHue, target, middleHue) {
          right = middle
          rightPlane = middlePlane
        } else {
          left = middle
          leftHue = middleHue
          leftPlane = middlePlane
        }
      }
    }
    return (left + right) / 2
  }
}
