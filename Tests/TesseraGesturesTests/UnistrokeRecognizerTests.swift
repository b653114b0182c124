import Foundation
import TesseraGestures
import TesseraTestSupport
import Testing

@Suite("Unistroke recognizer")
struct UnistrokeRecognizerTests {
  @Test(
    "distorted built-in shapes are recognized by both algorithms",
    arguments: UnistrokeAlgorithm.allCases)
  func recognizesDistortedShapes(algorithm: UnistrokeAlgorithm) {
    let recognizer = UnistrokeRecognizer.builtIn(algorithm: algorithm)
    var rng = SeededRandomNumberGenerator(seed: 11)
    var correct = 0
    var total = 0
    var worst = 10
    for gesture in UnistrokeGesture.allCases {
      var hits = 0
      for _ in 0..<10 {
        let stroke = StrokeFactory.sample(gesture, using: &rng)
        if recognizer.recognize(stroke)?.name == gesture.rawValue { hits += 1 }
      }
      correct += hits
      total += 10
      worst = min(worst, hits)
    }
    #expect(Double(correct) / Double(total) >= 0.95)
    #expect(worst >= 8)
  }

  @Test(
    "a clockwise circle is a circle, not a caret, with both algorithms",
    arguments: UnistrokeAlgorithm.allCases)
  func clockwiseCircle(algorithm: UnistrokeAlgorithm) throws {
    let recognizer = UnistrokeRecognizer.builtIn(algorithm: algorithm)
    // From the top, clockwise on screen (y grows downwards): right first, then down.
    let clockwise = (0...64).map { step -> GesturePoint in
      let angle = 2 * Double.pi * Double(step) / 64
      return GesturePoint(x: 200 + 80 * sin(angle), y: 300 - 80 * cos(angle))
    }
    #expect(try #require(recognizer.recognize(clockwise)).name == "circle")
    #expect(try #require(recognizer.recognize(clockwise.reversed())).name == "circle")
  }

  @Test(
    "closed shapes drawn the other way round are recognized (seeded distortions)",
    arguments: UnistrokeAlgorithm.allCases)
  func reversedClosedShapes(algorithm: UnistrokeAlgorithm) {
    let recognizer = UnistrokeRecognizer.builtIn(algorithm: algorithm)
    var rng = SeededRandomNumberGenerator(seed: 29)
    let shapes: [UnistrokeGesture] = [.triangle, .rectangle, .circle, .star]
    #expect(UnistrokeGesture.allCases.filter(\.isDrawnBothWays) == shapes)
    for gesture in shapes {
      var hits = 0
      for _ in 0..<10 {
        let stroke = StrokeFactory.sample(gesture, using: &rng).reversed()
        if recognizer.recognize(Array(stroke))?.name == gesture.rawValue { hits += 1 }
      }
      #expect(hits >= 9, "\(gesture.rawValue) reversed: \(hits)/10")
    }
  }

  @Test("a template matches itself with a score of about 1", arguments: UnistrokeAlgorithm.allCases)
  func selfMatch(algorithm: UnistrokeAlgorithm) throws {
    let recognizer = UnistrokeRecognizer.builtIn(algorithm: algorithm)
    let match = try #require(recognizer.recognize(UnistrokeGesture.star.points))
    #expect(match.name == "star")
    #expect(match.score > 0.99)
    #expect(match.best.distance < 0.05 * (algorithm == .dollarOne ? 250 : 1))
  }

  @Test(
    "scale, translation and sampling density do not change the match",
    arguments: UnistrokeAlgorithm.allCases)
  func invariances(algorithm: UnistrokeAlgorithm) throws {
    let recognizer = UnistrokeRecognizer.builtIn(algorithm: algorithm)
    let original = UnistrokeGesture.pigtail.points
    let moved = original.map { $0 * 7 + GesturePoint(x: -5000, y: 1234) }
    let sparse = original.enumerated().filter {
      $0.offset % 4 == 0 || $0.offset == original.count - 1
    }
    .map(\.element)
    for stroke in [moved, sparse] {
      let match = try #require(recognizer.recognize(stroke))
      #expect(match.name == "pigtail")
      #expect(match.score > 0.95)
    }
  }

  @Test(
    "alternatives name every other gesture once, closest first",
    arguments: UnistrokeAlgorithm.allCases)
  func rankedAlternatives(algorithm: UnistrokeAlgorithm) throws {
    var recognizer = UnistrokeRecognizer.builtIn(algorithm: algorithm)
    try recognizer.addTemplate(
      named: "circle",
      points: StrokeFactory.rotated(
        UnistrokeGesture.circle.points, by: 0.3))
    var rng = SeededRandomNumberGenerator(seed: 3)
    let match = try #require(
      recognizer.recognize(StrokeFactory.sample(.triangle, using: &rng)))
    #expect(match.name == "triangle")
    let names = [match.name] + match.alternatives.map(\.name)
    #expect(names.count == 16)
    #expect(Set(names).count == 16)
    let distances = [match.best.distance] + match.alternatives.map(\.distance)
    #expect(distances == distances.sorted())
    let scores = [match.score] + match.alternatives.map(\.score)
    #expect(scores.allSatisfy { (0...1).contains($0) })
    #expect(scores == scores.sorted(by: >))
  }

  @Test("templates are added and removed by name")
  func templateManagement() throws {
    var recognizer = UnistrokeRecognizer(algorithm: .protractor)
    #expect(recognizer.recognize(UnistrokeGesture.v.points) == nil)
    try recognizer.addTemplate(named: "v", points: UnistrokeGesture.v.points)
    try recognizer.addTemplate(
      named: "v", points: StrokeFactory.rotated(UnistrokeGesture.v.points, by: 0.2))
    try recognizer.addTemplate(named: "check", points: UnistrokeGesture.check.points)
    #expect(recognizer.templateNames == ["v", "check"])
    #expect(recognizer.templates.count == 3)
    #expect(recognizer.recognize(UnistrokeGesture.v.points)?.name == "v")
    #expect(recognizer.removeTemplates(named: "v") == 2)
    #expect(recognizer.removeTemplates(named: "v") == 0)
    #expect(recognizer.templateNames == ["check"])
    #expect(recognizer.recognize(UnistrokeGesture.v.points)?.name == "check")
    #expect(recognizer.recognize(UnistrokeGesture.v.points)?.alternatives.isEmpty == true)
    recognizer.removeAllTemplates()
    #expect(recognizer.recognize(UnistrokeGesture.v.points) == nil)
    #expect(recognizer == UnistrokeRecognizer(algorithm: .protractor))
  }

  @Test(
    "orientation-sensitive matching tells rotated copies apart",
    arguments: UnistrokeAlgorithm.allCases)
  func orientationSensitive(algorithm: UnistrokeAlgorithm) throws {
    var sensitive = UnistrokeRecognizer(algorithm: algorithm, orientation: .sensitive)
    try sensitive.addTemplate(named: "L", points: StrokeFactory.ell)
    try sensitive.addTemplate(
      named: "L-turned", points: StrokeFactory.rotated(StrokeFactory.ell, by: .pi / 2))
    var rng = SeededRandomNumberGenerator(seed: 5)
    for _ in 0..<10 {
      let upright = StrokeFactory.distort(
        StrokeFactory.ell, angle: 0.1, scale: 2, noise: 0.01, using: &rng)
      let turned = StrokeFactory.distort(
        StrokeFactory.ell, angle: .pi / 2 - 0.1, scale: 2, noise: 0.01, using: &rng)
      #expect(sensitive.recognize(upright)?.name == "L")
      #expect(sensitive.recognize(turned)?.name == "L-turned")
    }
    // With only the upright template, a turned L scores well only when rotation is ignored.
    var invariant = UnistrokeRecognizer(algorithm: algorithm, orientation: .invariant)
    try invariant.addTemplate(named: "L", points: StrokeFactory.ell)
    _ = sensitive.removeTemplates(named: "L-turned")
    let turned = StrokeFactory.rotated(StrokeFactory.ell, by: .pi / 2)
    let invariantScore = try #require(invariant.recognize(turned)).score
    let sensitiveScore = try #require(sensitive.recognize(turned)).score
    #expect(invariantScore > 0.95)
    #expect(sensitiveScore < invariantScore - 0.2)
  }

  @Test(
    "unusable strokes are no match and are refused as templates",
    arguments: [
      ([], UnistrokeError.tooFewDistinctPoints(distinctPoints: 0)),
      ([GesturePoint(x: 3, y: 4)], .tooFewDistinctPoints(distinctPoints: 1)),
      (
        Array(repeating: GesturePoint(x: 3, y: 4), count: 50),
        .tooFewDistinctPoints(distinctPoints: 1)
      ),
      ([GesturePoint(x: 0, y: 0), GesturePoint(x: .nan, y: 1)], .nonFinitePoint(index: 1)),
      ([GesturePoint(x: .infinity, y: 0), GesturePoint(x: 1, y: 1)], .nonFinitePoint(index: 0)),
      ([GesturePoint(x: -1e308, y: 0), GesturePoint(x: 1e308, y: 0)], .degenerateLength),
    ] as [([GesturePoint], UnistrokeError)])
  func unusableStrokes(points: [GesturePoint], error: UnistrokeError) {
    for algorithm in UnistrokeAlgorithm.allCases {
      var recognizer = UnistrokeRecognizer.builtIn(algorithm: algorithm)
      let before = recognizer.templates
      #expect(recognizer.recognize(points) == nil)
      #expect(throws: error) { try recognizer.addTemplate(named: "bad", points: points) }
      #expect(recognizer.templates == before)
    }
  }

  @Test("a straight line and a two-point stroke are matched without dividing by zero")
  func degenerateButValidStrokes() throws {
    let line = (0...10).map { GesturePoint(x: Double($0) * 10, y: 0) }
    for algorithm in UnistrokeAlgorithm.allCases {
      var recognizer = UnistrokeRecognizer(algorithm: algorithm)
      try recognizer.addTemplate(named: "line", points: line)
      try recognizer.addTemplate(named: "circle", points: UnistrokeGesture.circle.points)
      let match = try #require(
        recognizer.recognize([GesturePoint(x: 5, y: 5), GesturePoint(x: 50, y: 5)]))
      #expect(match.name == "line")
      #expect(match.score.isFinite)
    }
  }

  @Test("an empty template name is refused")
  func emptyName() {
    var recognizer = UnistrokeRecognizer()
    #expect(throws: UnistrokeError.emptyName) {
      try recognizer.addTemplate(named: "", points: UnistrokeGesture.x.points)
    }
  }

  @Test("configurations default to the published parameters")
  func defaults() {
    #expect(UnistrokeConfiguration(algorithm: .dollarOne).sampleCount == 64)
    #expect(UnistrokeConfiguration(algorithm: .protractor).sampleCount == 16)
    #expect(UnistrokeConfiguration(sampleCount: 1).sampleCount == 2)
    #expect(UnistrokeConfiguration(sampleCount: .max).sampleCount == 4096)
    let bad = UnistrokeConfiguration(rotationRange: .nan, rotationPrecision: -1, squareSize: 0)
    #expect(abs(bad.rotationRange - .pi / 4) < 1e-12)
    #expect(abs(bad.rotationPrecision - 2 * .pi / 180) < 1e-12)
    #expect(bad.squareSize == 250)
  }

  @Test("the built-in set names the sixteen $1 gestures")
  func builtInNames() {
    let recognizer = UnistrokeRecognizer.builtIn()
    #expect(recognizer.templateNames.count == 16)
    // One template per gesture, and a reversed one for each of the four closed shapes.
    #expect(recognizer.templates.count == 20)
    #expect(recognizer.templateNames.contains("zig-zag"))
    #expect(recognizer.templateNames.contains("left-curly-brace"))
    for gesture in UnistrokeGesture.allCases { #expect(gesture.points.count >= 20) }
  }

  @Test("templates round-trip through JSON")
  func codable() throws {
    let template = UnistrokeTemplate(name: "caret", points: UnistrokeGesture.caret.points)
    let data = try JSONEncoder().encode(template)
    #expect(try JSONDecoder().decode(UnistrokeTemplate.self, from: data) == template)
  }
}

@Suite("Unistroke persistence")
struct UnistrokePersistenceTests {
  @Test("a recognizer round-trips through JSON and recognizes the same way")
  func roundTrip() throws {
    let recognizer = UnistrokeRecognizer.builtIn(algorithm: .dollarOne, orientation: .sensitive)
    let data = try JSONEncoder().encode(recognizer)
    let decoded = try JSONDecoder().decode(UnistrokeRecognizer.self, from: data)
    #expect(decoded == recognizer)
    #expect(decoded.templateNames == recognizer.templateNames)
    let stroke = StrokeFactory.rotated(UnistrokeGesture.check.points, by: 0.1)
    #expect(decoded.recognize(stroke) == recognizer.recognize(stroke))
  }

  @Test("a stored template that cannot be matched is reported by index")
  func badTemplate() throws {
    let json = Data(
      #"{"configuration":{"algorithm":"protractor","orientation":"invariant","sampleCount":16,"rotationRange":0.7,"rotationPrecision":0.03,"squareSize":250},"templates":[{"name":"dot","points":[{"x":1,"y":1}]}]}"#
        .utf8)
    do {
      _ = try JSONDecoder().decode(UnistrokeRecognizer.self, from: json)
      Issue.record("decoding should fail")
    } catch let DecodingError.dataCorrupted(context) {
      #expect(context.debugDescription.contains("template 0 (dot)"))
    }
  }
}
