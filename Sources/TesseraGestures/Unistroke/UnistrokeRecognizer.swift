import TesseraLayout

/// Recognizes single-stroke gestures by comparing them with named templates, using the $1
/// recognizer or Protractor.
///
/// ```swift
/// var recognizer = UnistrokeRecognizer.builtIn(algorithm: .protractor)
/// try recognizer.addTemplate(named: "lasso", points: lassoPoints)
/// if let match = recognizer.recognize(stroke), match.score > 0.8 {
///   print(match.name, match.alternatives.map(\.name))
/// }
/// ```
///
/// A stroke with NaN or infinite coordinates, fewer than two distinct points or no length is
/// no match (`nil`), never a crash.
public struct UnistrokeRecognizer: Sendable, Equatable {
  /// The algorithm and its parameters.
  public let configuration: UnistrokeConfiguration
  /// The templates in the order they were added.
  public private(set) var templates: [UnistrokeTemplate] = []
  /// Each template's preprocessed vector, parallel to `templates`.
  private var vectors: [[Double]] = []
  /// Each template's index into `names`, parallel to `templates`.
  private var nameIndices: [Int] = []
  /// The distinct names in order of first appearance.
  public private(set) var templateNames: [String] = []

  /// Creates a recognizer with no templates.
  public init(configuration: UnistrokeConfiguration) {
    self.configuration = configuration
  }

  /// Creates a recognizer for `algorithm` with the published parameters and no templates.
  public init(
    algorithm: UnistrokeAlgorithm = .protractor, orientation: UnistrokeOrientation = .invariant
  ) {
    self.init(configuration: UnistrokeConfiguration(algorithm: algorithm, orientation: orientation))
  }

  /// Two recognizers are equal when their configurations and templates are.
  public static func == (lhs: UnistrokeRecognizer, rhs: UnistrokeRecognizer) -> Bool {
    lhs.configuration == rhs.configuration && lhs.templates == rhs.templates
  }

  /// Adds a template for `name`.
  /// - Throws: ``UnistrokeError`` when the name is empty or the stroke cannot be matched.
  /// - Complexity: O(n + sampleCount).
  public mutating func addTemplate(named name: String, points: [GesturePoint])
    throws(UnistrokeError)
  {
    try add(UnistrokeTemplate(name: name, points: points))
  }

  /// Adds `template`.
  /// - Throws: ``UnistrokeError`` when the name is empty or the stroke cannot be matched.
  /// - Complexity: O(n + sampleCount).
  public mutating func add(_ template: UnistrokeTemplate) throws(UnistrokeError) {
    guard !template.name.isEmpty else { throw .emptyName }
    let vector = try StrokePreprocessor.vector(for: template.points, configuration: configuration)
    let nameIndex: Int
    if let existing = templateNames.firstIndex(of: template.name) {
      nameIndex = existing
    } else {
      nameIndex = templateNames.count
      templateNames.append(template.name)
    }
    templates.append(template)
    vectors.append(vector)
    nameIndices.append(nameIndex)
  }

  /// Removes every template named `name` and returns how many were removed.
  /// - Complexity: O(t), t the number of templates.
  @discardableResult
  public mutating func removeTemplates(named name: String) -> Int {
    guard let removedIndex = templateNames.firstIndex(of: name) else { return 0 }
    var removed = 0
    var keptTemplates: [UnistrokeTemplate] = []
    var keptVectors: [[Double]] = []
    var keptIndices: [Int] = []
    for index in templates.indices {
      let nameIndex = nameIndices[index]
      if nameIndex == removedIndex {
        removed += 1
        continue
      }
      keptTemplates.append(templates[index])
      keptVectors.append(vectors[index])
      keptIndices.append(nameIndex > removedIndex ? nameIndex - 1 : nameIndex)
    }
    templateNames.remove(at: removedIndex)
    templates = keptTemplates
    vectors = keptVectors
    nameIndices = keptIndices
    return removed
  }

  /// Removes every template.
  public mutating func removeAllTemplates() {
    templates = []
    vectors = []
    nameIndices = []
    templateNames = []
  }

  /// The best match for `stroke` with the other names ranked behind it, or `nil` when there are
  /// no templates or the stroke is unusable (NaN, fewer than two distinct points, no length).
  /// - Complexity: O(n + t · sampleCount), times log(range / precision) for $1.
  public func recognize(_ stroke: [GesturePoint]) -> UnistrokeMatch? {
    guard !templates.isEmpty,
      let candidate = try? StrokePreprocessor.vector(for: stroke, configuration: configuration)
    else { return nil }
    var best = [Double](repeating: .infinity, count: templateNames.count)
    candidate.withUnsafeBufferPointer { input in
      for index in vectors.indices {
        let distance = vectors[index].withUnsafeBufferPointer { template in
          self.distance(input, template)
        }
        let nameIndex = nameIndices[index]
        if distance < best[nameIndex] { best[nameIndex] = distance }
      }
    }
    var ranked: [UnistrokeCandidate] = []
    ranked.reserveCapacity(best.count)
    for (nameIndex, distance) in best.enumerated() where distance.isFinite {
      ranked.append(
        UnistrokeCandidate(
          name: templateNames[nameIndex], score: score(forDistance: distance), distance: distance))
    }
    ranked.sort { $0.distance < $1.distance }
    guard let first = ranked.first else { return nil }
    return UnistrokeMatch(best: first, alternatives: Array(ranked.dropFirst()))
  }

  private func distance(
    _ candidate: UnsafeBufferPointer<Double>, _ template: UnsafeBufferPointer<Double>
  ) -> Double {
    switch configuration.algorithm {
    case .dollarOne:
      return UnistrokeMatching.dollarOneDistance(
        candidate, template, range: configuration.rotationRange,
        precision: configuration.rotationPrecision)
    case .protractor:
      return UnistrokeMatching.protractorDistance(
        candidate, template, bounded: configuration.orientation == .sensitive,
        range: configuration.rotationRange)
    }
  }

  private func score(forDistance distance: Double) -> Double {
    let raw: Double
    switch configuration.algorithm {
    case .dollarOne: raw = 1 - distance / configuration.halfDiagonal
    case .protractor: raw = 1 - distance / (Double.pi / 2)
    }
    return max(0, min(1, raw))
  }
}
