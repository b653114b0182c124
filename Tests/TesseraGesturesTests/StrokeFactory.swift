import Foundation
import TesseraGestures
import TesseraTestSupport

/// Generates test strokes: shapes distorted with seeded noise, rotation, scale, translation and
/// uneven sampling, so tests never need a recorded data set.
enum StrokeFactory {
  /// `points` rotated by `angle` about their centroid, scaled, moved, jittered by `noise`
  /// (a fraction of the shape's size) and resampled unevenly.
  static func distort(
    _ points: [GesturePoint], angle: Double, scale: Double, noise: Double,
    using rng: inout SeededRandomNumberGenerator
  ) -> [GesturePoint] {
    let centroid = points.reduce(GesturePoint.zero, +) * (1 / Double(points.count))
    let xs = points.map(\.x)
    let ys = points.map(\.y)
    let size = max((xs.max() ?? 0) - (xs.min() ?? 0), (ys.max() ?? 0) - (ys.min() ?? 0))
    let offset = GesturePoint(
      x: Double.random(in: -300...300, using: &rng), y: Double.random(in: -300...300, using: &rng))
    var result: [GesturePoint] = []
    for (index, point) in points.enumerated() {
      // Drop about a third of the interior points to vary the sampling density.
      if index > 0, index < points.count - 1, Double.random(in: 0..<1, using: &rng) < 0.33 {
        continue
      }
      let dx = point.x - centroid.x
      let dy = point.y - centroid.y
      let rotated = GesturePoint(
        x: dx * cos(angle) - dy * sin(angle), y: dx * sin(angle) + dy * cos(angle))
      let jitter = GesturePoint(
        x: Double.random(in: -1...1, using: &rng) * noise * size,
        y: Double.random(in: -1...1, using: &rng) * noise * size)
      result.append(rotated * scale + offset + jitter)
    }
    return result
  }

  /// A random distortion of `gesture`: rotation within `maximumAngle`, scale 0.5...3, noise 2%.
  static func sample(
    _ gesture: UnistrokeGesture, maximumAngle: Double = .pi / 9,
    using rng: inout SeededRandomNumberGenerator
  ) -> [GesturePoint] {
    distort(
      gesture.points, angle: Double.random(in: -maximumAngle...maximumAngle, using: &rng),
      scale: Double.random(in: 0.5...3, using: &rng), noise: 0.02, using: &rng)
  }

  /// An L: down, then right.
  static let ell: [GesturePoint] =
    (0...20).map { GesturePoint(x: 0, y: Double($0) * 5) }
    + (1...12).map { GesturePoint(x: Double($0) * 5, y: 100) }

  /// `points` rotated by `angle` about the origin.
  static func rotated(_ points: [GesturePoint], by angle: Double) -> [GesturePoint] {
    points.map {
      GesturePoint(
        x: $0.x * cos(angle) - $0.y * sin(angle), y: $0.x * sin(angle) + $0.y * cos(angle))
    }
  }
}
