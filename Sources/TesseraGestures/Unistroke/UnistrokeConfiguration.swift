/// Which matching algorithm a ``UnistrokeRecognizer`` uses.
public enum UnistrokeAlgorithm: String, Sendable, Hashable, Codable, CaseIterable {
  /// The $1 recognizer (Wobbrock, Wilson and Li, UIST 2007): 64 points, non-uniform scaling to
  /// a square, golden-section search for the best rotation.
  case dollarOne
  /// Protractor (Li, CHI 2010): 16 points, no scaling, closed-form optimal rotation and a
  /// cosine distance between unit vectors.
  case protractor
}

/// Whether a stroke's orientation matters when matching.
public enum UnistrokeOrientation: String, Sendable, Hashable, Codable, CaseIterable {
  /// A gesture matches its template at any rotation.
  case invariant
  /// A gesture must be drawn at roughly the template's orientation: strokes are aligned to the
  /// nearest of eight base orientations (multiples of 45°) instead of to zero, and the rotation
  /// search is bounded by ``UnistrokeConfiguration/rotationRange``.
  case sensitive
}

/// The tunable parameters of a ``UnistrokeRecognizer``; the defaults are the papers' values.
public struct UnistrokeConfiguration: Sendable, Hashable, Codable {
  /// The matching algorithm.
  public var algorithm: UnistrokeAlgorithm
  /// Rotation invariance.
  public var orientation: UnistrokeOrientation
  /// Points each stroke is resampled to (64 for $1, 16 for Protractor); 2...4096.
  public var sampleCount: Int
  /// The largest rotation, in radians either way, tried when aligning a stroke with a template
  /// ($1: ±45°; Protractor bounds its closed-form angle by it only when orientation-sensitive).
  public var rotationRange: Double
  /// The golden-section search stops when the angle interval is this small, in radians ($1: 2°).
  public var rotationPrecision: Double
  /// The side of the square $1 scales strokes into (250).
  public var squareSize: Double

  /// Creates a configuration; unspecified values take the published defaults for `algorithm`.
  public init(
    algorithm: UnistrokeAlgorithm = .protractor, orientation: UnistrokeOrientation = .invariant,
    sampleCount: Int? = nil, rotationRange: Double = .pi / 4,
    rotationPrecision: Double = 2 * .pi / 180, squareSize: Double = 250
  ) {
    self.algorithm = algorithm
    self.orientation = orientation
    self.sampleCount = max(
      2, min(Self.maximumSampleCount, sampleCount ?? (algorithm == .dollarOne ? 64 : 16)))
    self.rotationRange = rotationRange.isFinite ? abs(rotationRange) : .pi / 4
    self.rotationPrecision =
      rotationPrecision.isFinite && rotationPrecision > 0 ? rotationPrecision : 2 * .pi / 180
    self.squareSize = squareSize.isFinite && squareSize > 0 ? squareSize : 250
  }

  /// The most points a stroke is resampled to.
  public static let maximumSampleCount = 4096

  /// Half the diagonal of the scaling square: the $1 distance that scores zero.
  var halfDiagonal: Double { 0.5 * (2 * squareSize * squareSize).squareRoot() }
}
