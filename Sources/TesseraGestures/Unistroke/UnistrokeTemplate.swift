import TesseraLayout

/// A named example stroke that a ``UnistrokeRecognizer`` compares input with.
///
/// Several templates may share a name (several ways of drawing the same gesture); recognition
/// reports each name once, with the distance of its closest template.
public struct UnistrokeTemplate: Sendable, Hashable, Codable {
  /// The gesture this template is an example of.
  public var name: String
  /// The stroke as drawn.
  public var points: [GesturePoint]

  /// Creates a template; it is checked when added to a recognizer.
  public init(name: String, points: [GesturePoint]) {
    self.name = name
    self.points = points
  }
}

/// One gesture name and how close the input came to it.
public struct UnistrokeCandidate: Sendable, Hashable, Codable {
  /// The template name.
  public var name: String
  /// Similarity in 0...1, higher is closer: $1's `1 − d / (½·√2·size)`, Protractor's
  /// `1 − d / (π/2)` for the angular distance `d`.
  public var score: Double
  /// The raw distance: mean point distance for $1, angle in radians for Protractor.
  public var distance: Double

  /// Creates a candidate.
  public init(name: String, score: Double, distance: Double) {
    self.name = name
    self.score = score
    self.distance = distance
  }
}

/// The result of ``UnistrokeRecognizer/recognize(_:)``: the best gesture and the runners-up.
public struct UnistrokeMatch: Sendable, Hashable, Codable {
  /// The closest gesture.
  public var best: UnistrokeCandidate
  /// The other gesture names, closest first (each name once).
  public var alternatives: [UnistrokeCandidate]

  /// Creates a match.
  public init(best: UnistrokeCandidate, alternatives: [UnistrokeCandidate]) {
    self.best = best
    self.alternatives = alternatives
  }

  /// The closest gesture's name.
  public var name: String { best.name }
  /// The closest gesture's score in 0...1.
  public var score: Double { best.score }
}
