import TesseraLayout

/// The sixteen gestures of the $1 paper, with templates generated from each shape's geometry.
///
/// Each template is drawn the way most people draw the shape (for example the circle starts at
/// the top and runs counterclockwise on screen, the check starts at the left), in a 100-point
/// box with y growing downwards. The point data is computed here from lines, arcs and curves.
///
/// $1 and Protractor compare strokes point by point in drawing order, so a circle drawn
/// clockwise is a different stroke from the counterclockwise template (without a second
/// template it was recognized as a caret). The closed shapes, which people draw both ways
/// (``isDrawnBothWays``: triangle, rectangle, circle and star), also have a template drawn the
/// other way, ``reversedPoints``, under the same name in
/// ``UnistrokeRecognizer/builtIn(algorithm:orientation:)``. The open shapes keep one
/// direction: a `[` drawn from the bottom is a `]` turned half round, and a reversed check
/// template took right curly braces and arrows from the $1 data set (25 of 4,500 strokes lost
/// with $1, 24 with Protractor) while people draw the check from its short arm.
public enum UnistrokeGesture: String, Sendable, Hashable, Codable, CaseIterable {
  /// A triangle from the apex, counterclockwise.
  case triangle
  /// An X: top-left to bottom-right, up to top-right, down to bottom-left.
  case x
  /// A rectangle from the top-left corner, counterclockwise.
  case rectangle
  /// A circle from the top, counterclockwise.
  case circle
  /// A check mark from its short arm.
  case check
  /// A caret (^) from the bottom-left.
  case caret
  /// A zig-zag of four strokes, left to right.
  case zigZag = "zig-zag"
  /// An arrow pointing up and right: the shaft, then both barbs of the head.
  case arrow
  /// A left square bracket ([) from the top-right.
  case leftSquareBracket = "left-square-bracket"
  /// A right square bracket (]) from the top-left.
  case rightSquareBracket = "right-square-bracket"
  /// A V from the top-left.
  case v
  /// The delete mark: top-left to bottom-right, across the bottom, up to top-right.
  case delete
  /// A left curly brace ({) from the top-right.
  case leftCurlyBrace = "left-curly-brace"
  /// A right curly brace (}) from the top-left.
  case rightCurlyBrace = "right-curly-brace"
  /// A five-pointed star from the bottom-left point.
  case star
  /// A pigtail: up and to the right, a loop, then on to the right.
  case pigtail

  /// Whether people commonly draw the shape in both directions: the closed shapes (triangle,
  /// rectangle, circle, star), clockwise as well as counterclockwise.
  public var isDrawnBothWays: Bool {
    switch self {
    case .triangle, .rectangle, .circle, .star: return true
    default: return false
    }
  }

  /// The template stroke drawn the other way: the same path from its other end (for a closed
  /// shape, the same start point the other way round).
  public var reversedPoints: [GesturePoint] { points.reversed() }

  /// The template stroke, densely sampled (about one point per 2 units of path).
  public var points: [GesturePoint] {
    switch self {
    case .triangle:
      return Polyline.through([(50, 0), (0, 80), (100, 80), (50, 0)])
    case .x:
      return Polyline.through([(0, 0), (80, 100), (80, 0), (0, 100)])
    case .rectangle:
      return Polyline.through([(0, 0), (0, 75), (100, 75), (100, 0), (0, 0)])
    case .circle:
      return Polyline.curve(steps: 96) { t in
        let angle = 2 * Double.pi * t
        return (50 - 50 * sinValue(angle), 50 - 50 * cosValue(angle))
      }
    case .check:
      return Polyline.through([(0, 60), (35, 100), (100, 0)])
    case .caret:
      return Polyline.through([(0, 100), (45, 0), (90, 100)])
    case .zigZag:
      return Polyline.through([(0, 0), (25, 60), (50, 0), (75, 60), (100, 0)])
    case .arrow:
      return Polyline.through([(0, 70), (90, 5), (45, 5), (90, 5), (90, 50)])
    case .leftSquareBracket:
      return Polyline.through([(50, 0), (0, 0), (0, 100), (50, 100)])
    case .rightSquareBracket:
      return Polyline.through([(0, 0), (50, 0), (50, 100), (0, 100)])
    case .v:
      return Polyline.through([(0, 0), (45, 100), (90, 0)])
    case .delete:
      return Polyline.through([(0, 0), (90, 100), (0, 100), (90, 0)])
    case .leftCurlyBrace:
      return Polyline.curlyBrace(mirrored: false)
    case .rightCurlyBrace:
      return Polyline.curlyBrace(mirrored: true)
    case .star:
      return Polyline.through(Polyline.starVertices())
    case .pigtail:
      // A prolate trochoid: the loop appears because the radius exceeds the advance per radian.
      return Polyline.curve(steps: 120) { t in
        let angle = 2.2 * Double.pi * t
        return (10 * angle + 28 * sinValue(angle), 28 * cosValue(angle))
      }
    }
  }
}

extension UnistrokeRecognizer {
  /// A recognizer holding one generated template for each of ``UnistrokeGesture``'s gestures,
  /// named by their raw values (`"circle"`, `"zig-zag"`, `"left-curly-brace"` ...), plus a
  /// second, reversed template under the same name for each gesture that
  /// ``UnistrokeGesture/isDrawnBothWays`` (20 templates in all).
  public static func builtIn(
    algorithm: UnistrokeAlgorithm = .protractor, orientation: UnistrokeOrientation = .invariant
  ) -> UnistrokeRecognizer {
    var recognizer = UnistrokeRecognizer(algorithm: algorithm, orientation: orientation)
    for gesture in UnistrokeGesture.allCases {
      // Generated shapes are always valid strokes, so adding cannot fail.
      try? recognizer.addTemplate(named: gesture.rawValue, points: gesture.points)
      if gesture.isDrawnBothWays {
        try? recognizer.addTemplate(named: gesture.rawValue, points: gesture.reversedPoints)
      }
    }
    return recognizer
  }
}

/// Builders for the generated templates (internal).
enum Polyline {
  /// A polyline through `corners`, with points every 2 units along each segment.
  static func through(_ corners: [(Double, Double)]) -> [GesturePoint] {
    var points: [GesturePoint] = []
    for index in corners.indices.dropLast() {
      let start = GesturePoint(x: corners[index].0, y: corners[index].1)
      let end = GesturePoint(x: corners[index + 1].0, y: corners[index + 1].1)
      let steps = max(1, Int((start.distance(to: end) / 2).rounded(.up)))
      for step in 0..<steps {
        let t = Double(step) / Double(steps)
        points.append(start + (end - start) * t)
      }
    }
    if let last = corners.last { points.append(GesturePoint(x: last.0, y: last.1)) }
    return points
  }

  /// `steps + 1` points of the curve `f` for t in 0...1.
  static func curve(steps: Int, _ f: (Double) -> (Double, Double)) -> [GesturePoint] {
    (0...steps).map { step in
      let (x, y) = f(Double(step) / Double(steps))
      return GesturePoint(x: x, y: y)
    }
  }

  /// A quadratic Bézier from `start` through control `control` to `end`.
  static func quadratic(
    _ start: (Double, Double), _ control: (Double, Double), _ end: (Double, Double), steps: Int
  ) -> [GesturePoint] {
    curve(steps: steps) { t in
      let u = 1 - t
      return (
        u * u * start.0 + 2 * u * t * control.0 + t * t * end.0,
        u * u * start.1 + 2 * u * t * control.1 + t * t * end.1
      )
    }
  }

  /// `{` drawn top to bottom from its top-right end, or `}` from its top-left end if mirrored.
  static func curlyBrace(mirrored: Bool) -> [GesturePoint] {
    let pieces = [
      quadratic((40, 0), (18, 0), (18, 22), steps: 16),
      quadratic((18, 22), (18, 46), (0, 50), steps: 16),
      quadratic((0, 50), (18, 54), (18, 78), steps: 16),
      quadratic((18, 78), (18, 100), (40, 100), steps: 16),
    ]
    var points: [GesturePoint] = []
    for (index, piece) in pieces.enumerated() {
      points.append(contentsOf: index == 0 ? piece : Array(piece.dropFirst()))
    }
    guard mirrored else { return points }
    return points.map { GesturePoint(x: 40 - $0.x, y: $0.y) }
  }

  /// A pentagram's vertices in drawing order: bottom-left, top, bottom-right, left, right,
  /// and back to bottom-left.
  static func starVertices() -> [(Double, Double)] {
    // Outer vertices of a regular pentagon, the top one first, clockwise on screen.
    let outer = (0..<5).map { index -> (Double, Double) in
      let angle = -Double.pi / 2 + Double(index) * 2 * Double.pi / 5
      return (50 + 50 * cosValue(angle), 52 + 50 * sinValue(angle))
    }
    // outer: 0 top, 1 right, 2 bottom-right, 3 bottom-left, 4 left.
    return [outer[3], outer[0], outer[2], outer[4], outer[1], outer[3]]
  }
}
