/// Why a stroke cannot be used as a template or matched.
public enum UnistrokeError: Error, Sendable, Equatable, CustomStringConvertible {
  /// A coordinate is NaN or infinite; `index` is the first such point.
  case nonFinitePoint(index: Int)
  /// The stroke has fewer than two distinct points (`distinctPoints` were found).
  case tooFewDistinctPoints(distinctPoints: Int)
  /// The stroke's path length is zero or overflows to infinity.
  case degenerateLength
  /// The template name is empty.
  case emptyName

  /// A message a person can act on.
  public var description: String {
    switch self {
    case .nonFinitePoint(let index):
      return "point \(index) has a NaN or infinite coordinate"
    case .tooFewDistinctPoints(let count):
      return "a stroke needs at least 2 distinct points, found \(count)"
    case .degenerateLength:
      return "the stroke's path length is zero or not finite"
    case .emptyName:
      return "a template needs a non-empty name"
    }
  }
}
