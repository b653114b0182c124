import TesseraLayout

/// Turns a raw stroke into the fixed-length vector an algorithm compares (internal).
///
/// Both algorithms resample to `sampleCount` equidistant points and rotate so the angle from
/// the centroid to the first point (the indicative angle) is zero, or the nearest multiple of
/// 45° when orientation-sensitive. $1 then scales non-uniformly into a square and moves the
/// centroid to the origin; Protractor moves the centroid to the origin and normalises the
/// interleaved `x, y` vector to unit length.
enum StrokePreprocessor {
  /// Checks a stroke: finite coordinates, two or more distinct points, finite non-zero length.
  /// - Complexity: O(n).
  static func validate(_ points: [GesturePoint]) throws(UnistrokeError) -> Double {
    var length = 0.0
    var distinct = 0
    var previous: GesturePoint?
    for (index, point) in points.enumerated() {
      guard point.isFinite else { throw .nonFinitePoint(index: index) }
      if let previous {
        let step = previous.distance(to: point)
        if step > 0 { distinct += 1 }
        length += step
      } else {
        distinct = 1
      }
      previous = point
    }
    guard distinct >= 2 else { throw .tooFewDistinctPoints(distinctPoints: distinct) }
    guard length > 0, length.isFinite else { throw .degenerateLength }
    return length
  }

  /// The vector for `points` under `configuration`, interleaved `x0, y0, x1, y1, ...`.
  /// - Complexity: O(n + sampleCount).
  static func vector(
    for points: [GesturePoint], configuration: UnistrokeConfiguration
  ) throws(UnistrokeError) -> [Double] {
    let length = try validate(points)
    var samples = resample(points, count: configuration.sampleCount, pathLength: length)
    let centroid = centroid(of: samples)
    let first = samples[0]
    let indicative = atan2Angle(y: centroid.y - first.y, x: centroid.x - first.x)
    var rotation = -indicative
    if configuration.orientation == .sensitive {
      let step = Double.pi / 4
      rotation = (indicative / step).rounded() * step - indicative
    }
    rotate(&samples, by: rotation, about: centroid)
    switch configuration.algorithm {
    case .dollarOne:
      scaleToSquare(&samples, size: configuration.squareSize)
      let center = self.centroid(of: samples)
      return flatten(samples, offset: center)
    case .protractor:
      let center = self.centroid(of: samples)
      var vector = flatten(samples, offset: center)
      var sum = 0.0
      for value in vector { sum += value * value }
      let magnitude = sum.squareRoot()
      if magnitude > 0, magnitude.isFinite {
        for index in vector.indices { vector[index] /= magnitude }
      }
      return vector
    }
  }

  /// `count` points equally spaced along the path.
  static func resample(_ points: [GesturePoint], count: Int, pathLength: Double) -> [GesturePoint] {
    let interval = pathLength / Double(count - 1)
    var result: [GesturePoint] = []
    result.reserveCapacity(count)
    result.append(points[0])
    var accumulated = 0.0
    var previous = points[0]
    var index = 1
    while index < points.count, result.count < count - 1 {
      let current = points[index]
      let step = previous.distance(to: current)
      if step > 0, accumulated + step >= interval {
        let fraction = (interval - accumulated) / step
        let inserted = GesturePoint(
          x: previous.x + fraction * (current.x - previous.x),
          y: previous.y + fraction * (current.y - previous.y))
        result.append(inserted)
        previous = inserted
        accumulated = 0
      } else {
        accumulated += step
        previous = current
        index += 1
      }
    }
    let last = points[points.count - 1]
    while result.count < count { result.append(last) }
    return result
  }

  static func centroid(of points: [GesturePoint]) -> GesturePoint {
    var x = 0.0
    var y = 0.0
    for point in points {
      x += point.x
      y += point.y
    }
    let count = Double(points.count)
    return GesturePoint(x: x / count, y: y / count)
  }

  static func rotate(_ points: inout [GesturePoint], by angle: Double, about center: GesturePoint) {
    let cosine = cosValue(angle)
    let sine = sinValue(angle)
    for index in points.indices {
      let dx = points[index].x - center.x
      let dy = points[index].y - center.y
      points[index] = GesturePoint(
        x: dx * cosine - dy * sine + center.x, y: dx * sine + dy * cosine + center.y)
    }
  }

  /// Scales each axis to `size`; an axis with no extent (a straight line) is scaled uniformly
  /// with the other so that it does not divide by zero.
  static func scaleToSquare(_ points: inout [GesturePoint], size: Double) {
    var minX = Double.infinity
    var minY = Double.infinity
    var maxX = -Double.infinity
    var maxY = -Double.infinity
    for point in points {
      minX = min(minX, point.x)
      maxX = max(maxX, point.x)
      minY = min(minY, point.y)
      maxY = max(maxY, point.y)
    }
    let width = maxX - minX
    let height = maxY - minY
    let largest = max(width, height)
    guard largest > 0 else { return }
    let floor = largest * 1e-6
    let scaleX = size / (width > floor ? width : largest)
    let scaleY = size / (height > floor ? height : largest)
    for index in points.indices {
      points[index] = GesturePoint(x: points[index].x * scaleX, y: points[index].y * scaleY)
    }
  }

  static func flatten(_ points: [GesturePoint], offset: GesturePoint) -> [Double] {
    var vector: [Double] = []
    vector.reserveCapacity(points.count * 2)
    for point in points {
      vector.append(point.x - offset.x)
      vector.append(point.y - offset.y)
    }
    return vector
  }
}
