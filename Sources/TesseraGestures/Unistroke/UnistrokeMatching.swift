/// The two distance functions (internal). Vectors are interleaved `x, y` of equal length.
enum UnistrokeMatching {
  /// The golden ratio's conjugate, φ = ½(−1 + √5).
  static let phi = 0.5 * (-1 + 5.0.squareRoot())

  /// $1: the smallest mean point distance between `candidate` rotated within `±range` and
  /// `template`, found by golden-section search down to an interval of `precision` radians.
  /// - Complexity: O(n · log(range / precision)).
  static func dollarOneDistance(
    _ candidate: UnsafeBufferPointer<Double>, _ template: UnsafeBufferPointer<Double>,
    range: Double, precision: Double
  ) -> Double {
    var low = -range
    var high = range
    var x1 = phi * low + (1 - phi) * high
    var f1 = meanDistance(candidate, template, angle: x1)
    var x2 = (1 - phi) * low + phi * high
    var f2 = meanDistance(candidate, template, angle: x2)
    while abs(high - low) > precision {
      if f1 < f2 {
        high = x2
        x2 = x1
        f2 = f1
        x1 = phi * low + (1 - phi) * high
        f1 = meanDistance(candidate, template, angle: x1)
      } else {
        low = x1
        x1 = x2
        f1 = f2
        x2 = (1 - phi) * low + phi * high
        f2 = meanDistance(candidate, template, angle: x2)
      }
    }
    return min(f1, f2)
  }

  /// The mean distance between corresponding points after rotating `candidate` by `angle`.
  @inline(__always)
  static func meanDistance(
    _ candidate: UnsafeBufferPointer<Double>, _ template: UnsafeBufferPointer<Double>,
    angle: Double
  ) -> Double {
    let cosine = cosValue(angle)
    let sine = sinValue(angle)
    var sum = 0.0
    var index = 0
    let count = min(candidate.count, template.count)
    while index + 1 < count {
      let x = candidate[index]
      let y = candidate[index + 1]
      let dx = x * cosine - y * sine - template[index]
      let dy = x * sine + y * cosine - template[index + 1]
      sum += (dx * dx + dy * dy).squareRoot()
      index += 2
    }
    return sum / Double(count / 2)
  }

  /// Protractor: the angle between the unit vectors after the optimal rotation `atan(b / a)`,
  /// bounded by `range` when `bounded`.
  /// - Complexity: O(n).
  @inline(__always)
  static func protractorDistance(
    _ candidate: UnsafeBufferPointer<Double>, _ template: UnsafeBufferPointer<Double>,
    bounded: Bool, range: Double
  ) -> Double {
    var a = 0.0
    var b = 0.0
    var index = 0
    let count = min(candidate.count, template.count)
    while index + 1 < count {
      let tx = template[index]
      let ty = template[index + 1]
      let cx = candidate[index]
      let cy = candidate[index + 1]
      a += tx * cx + ty * cy
      b += tx * cy - ty * cx
      index += 2
    }
    var angle = a == 0 ? (b >= 0 ? Double.pi / 2 : -Double.pi / 2) : atanValue(b / a)
    if bounded { angle = max(-range, min(range, angle)) }
    let similarity = a * cosValue(angle) + b * sinValue(angle)
    return acosValue(max(-1, min(1, similarity)))
  }
}
