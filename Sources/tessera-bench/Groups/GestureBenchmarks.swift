import Foundation
import TesseraGestures
import TesseraTestSupport

/// Why the gestures group could not run.
enum GestureBenchmarkError: Error, CustomStringConvertible {
  case missingData
  case unreadable(path: String, reason: String)
  case badLine(path: String, line: Int, reason: String)
  case badOption(name: String, value: String)
  case tooFewStrokes(path: String, count: Int)

  var description: String {
    switch self {
    case .missingData:
      return "the gestures group needs --data PATH (the $1 gestures.jsonl)"
    case .unreadable(let path, let reason):
      return "cannot read \(path): \(reason)"
    case .badLine(let path, let line, let reason):
      return "\(path):\(line): \(reason)"
    case .badOption(let name, let value):
      return "--\(name) \(value): expected a positive whole number"
    case .tooFewStrokes(let path, let count):
      return "\(path): \(count) usable strokes; every subject, speed and gesture needs 10 samples"
    }
  }
}

/// One gesture of the $1 data set.
struct DollarOneStroke: Decodable {
  var subject: Int
  var speed: String
  var gesture: String
  var sample: Int
  var points: [[Double]]

  var strokePoints: [GesturePoint] {
    points.compactMap { $0.count >= 2 ? GesturePoint(x: $0[0], y: $0[1]) : nil }
  }
}

/// One accuracy figure, encoded into `report.records`.
struct AccuracyRow: Encodable {
  var recognizer: String
  var `protocol`: String
  var templates: Int
  var accuracy: Double
  var trials: Int
}

/// $1 and Protractor: accuracy on the $1 data set and time per recognition.
enum GestureBenchmarks: BenchmarkGroup {
  static let name = "gestures"
  static let summary =
    "$1 and Protractor accuracy on the $1 data set (--data PATH) and recognition time."

  static let templateCounts = [1, 2, 3, 5, 9]

  static func run(_ options: BenchOptions, report: inout BenchReport) throws {
    guard let path = options.values["data"] else { throw GestureBenchmarkError.missingData }
    let repeats = try positiveInt(options, "repeats", default: 10)
    let strokes = try load(path)
    // subject -> speed -> gesture -> samples (each list holds the strokes' points).
    var bySession: [String: [String: [[GesturePoint]]]] = [:]
    var bySubject: [Int: [String: [[GesturePoint]]]] = [:]
    for stroke in strokes {
      let points = stroke.strokePoints
      bySession["\(stroke.subject)/\(stroke.speed)", default: [:]][stroke.gesture, default: []]
        .append(points)
      bySubject[stroke.subject, default: [:]][stroke.gesture, default: []].append(points)
    }
    let gestures = Set(strokes.map(\.gesture)).sorted()
    let sessions = bySession.keys.sorted()
    let complete = bySession.values.allSatisfy { session in
      gestures.allSatisfy { (session[$0]?.count ?? 0) >= 10 }
    }
    guard complete, !gestures.isEmpty else {
      throw GestureBenchmarkError.tooFewStrokes(path: path, count: strokes.count)
    }

    for algorithm in UnistrokeAlgorithm.allCases {
      let label = algorithm == .dollarOne ? "dollar1" : "protractor"
      for count in templateCounts {
        var rng = SeededRandomNumberGenerator(seed: UInt64(1000 + count))
        var correct = 0
        var trials = 0
        var bySpeed: [String: (correct: Int, trials: Int)] = [:]
        for session in sessions {
          guard let samples = bySession[session] else { continue }
          let speed = String(session.split(separator: "/").last ?? "")
          for _ in 0..<repeats {
            var recognizer = UnistrokeRecognizer(algorithm: algorithm)
            var tests: [(String, [GesturePoint])] = []
            for gesture in gestures {
              let pool = (samples[gesture] ?? []).shuffled(using: &rng)
              for template in pool.prefix(count) {
                try? recognizer.addTemplate(named: gesture, points: template)
              }
              tests.append((gesture, pool[count]))
            }
            for (gesture, points) in tests {
              trials += 1
              bySpeed[speed, default: (0, 0)].trials += 1
              if recognizer.recognize(points)?.name == gesture {
                correct += 1
                bySpeed[speed, default: (0, 0)].correct += 1
              }
            }
          }
        }
        try appendRow(label, "user-dependent", count, correct, trials, to: &report)
        let speeds = ["slow", "medium", "fast"].compactMap { speed -> String? in
          guard let tally = bySpeed[speed], tally.trials > 0 else { return nil }
          return String(
            format: "%@ %.2f%%", speed, 100 * Double(tally.correct) / Double(tally.trials))
        }
        report.notes.append(
          "\(label) user-dependent, \(count) template(s): " + speeds.joined(separator: ", "))
      }
      guard bySubject.count >= 2 else {
        report.notes.append("\(label) user-independent: skipped, the data has only one subject")
        continue
      }
      for count in templateCounts {
        var rng = SeededRandomNumberGenerator(seed: UInt64(2000 + count))
        var correct = 0
        var trials = 0
        let subjects = bySubject.keys.sorted()
        for subject in subjects {
          for _ in 0..<(repeats * 3) {
            var recognizer = UnistrokeRecognizer(algorithm: algorithm)
            var tests: [(String, [GesturePoint])] = []
            for gesture in gestures {
              var others: [[GesturePoint]] = []
              for other in subjects where other != subject {
                others.append(contentsOf: bySubject[other]?[gesture] ?? [])
              }
              for template in others.shuffled(using: &rng).prefix(count) {
                try? recognizer.addTemplate(named: gesture, points: template)
              }
              if let test = bySubject[subject]?[gesture]?.randomElement(using: &rng) {
                tests.append((gesture, test))
              }
            }
            for (gesture, points) in tests {
              trials += 1
              if recognizer.recognize(points)?.name == gesture { correct += 1 }
            }
          }
        }
        try appendRow(label, "user-independent", count, correct, trials, to: &report)
      }
    }
    measureBuiltIns(strokes, report: &report)
    try measureRecognition(bySession, gestures: gestures, report: &report)
  }

  /// The data set's names for the built-in gestures it shares (it has no zig-zag).
  static let builtInNames: [String: String] = [
    "arrow": "arrow", "caret": "caret", "check": "check", "circle": "circle",
    "delete_mark": "delete", "left_curly_brace": "left-curly-brace",
    "left_sq_bracket": "left-square-bracket", "pigtail": "pigtail", "rectangle": "rectangle",
    "right_curly_brace": "right-curly-brace", "right_sq_bracket": "right-square-bracket",
    "star": "star", "triangle": "triangle", "v": "v", "x": "x",
  ]

  /// How often the generated built-in templates alone recognize the data set's strokes (all
  /// sixteen built-ins loaded, so zig-zag is a distractor; question marks are skipped), and the
  /// same strokes reversed for the gestures drawn both ways, each beside a recognizer that has
  /// only the one-direction templates (the set before reversed templates were added).
  static func measureBuiltIns(_ strokes: [DollarOneStroke], report: inout BenchReport) {
    for algorithm in UnistrokeAlgorithm.allCases {
      let recognizer = UnistrokeRecognizer.builtIn(algorithm: algorithm)
      var oneWay = UnistrokeRecognizer(algorithm: algorithm)
      for gesture in UnistrokeGesture.allCases {
        try? oneWay.addTemplate(named: gesture.rawValue, points: gesture.points)
      }
      var correct = 0
      var oneWayCorrect = 0
      var trials = 0
      var reversedCorrect = 0
      var reversedOneWay = 0
      var reversedTrials = 0
      var byGesture: [String: Int] = [:]
      for stroke in strokes {
        guard let expected = builtInNames[stroke.gesture] else { continue }
        trials += 1
        if recognizer.recognize(stroke.strokePoints)?.name == expected {
          correct += 1
          byGesture[expected, default: 0] += 1
        }
        if oneWay.recognize(stroke.strokePoints)?.name == expected { oneWayCorrect += 1 }
        guard UnistrokeGesture(rawValue: expected)?.isDrawnBothWays == true else { continue }
        let reversed = Array(stroke.strokePoints.reversed())
        reversedTrials += 1
        if recognizer.recognize(reversed)?.name == expected { reversedCorrect += 1 }
        if oneWay.recognize(reversed)?.name == expected { reversedOneWay += 1 }
      }
      let weakest = builtInNames.values.sorted().map { ($0, byGesture[$0] ?? 0) }
        .sorted { $0.1 < $1.1 }.prefix(3).map { "\($0.0) \($0.1)/300" }
      func percent(_ count: Int, _ total: Int) -> Double {
        total == 0 ? 0 : 100 * Double(count) / Double(total)
      }
      report.notes.append(
        String(
          format: "built-in templates, %@: %.2f%% of %d strokes (15 shared gestures; "
            + "one direction only: %.2f%%)",
          algorithm.rawValue, percent(correct, trials), trials, percent(oneWayCorrect, trials))
          + "; weakest: " + weakest.joined(separator: ", "))
      report.notes.append(
        String(
          format: "built-in templates, %@, strokes drawn the other way (%@ reversed): "
            + "%.2f%% of %d (one direction only: %.2f%%)",
          algorithm.rawValue,
          UnistrokeGesture.allCases.filter(\.isDrawnBothWays).map(\.rawValue)
            .joined(separator: ", "),
          percent(reversedCorrect, reversedTrials), reversedTrials,
          percent(reversedOneWay, reversedTrials)))
    }
  }

  /// Recognition time per stroke against 48 templates (3 per gesture, one subject and speed).
  static func measureRecognition(
    _ bySession: [String: [String: [[GesturePoint]]]], gestures: [String],
    report: inout BenchReport
  ) throws {
    guard let session = bySession["2/medium"] ?? bySession.values.first else { return }
    let selected = Array(gestures.prefix(16))
    var tests: [[GesturePoint]] = []
    for gesture in selected {
      if let samples = session[gesture] { tests.append(samples[9]) }
    }
    for algorithm in UnistrokeAlgorithm.allCases {
      var recognizer = UnistrokeRecognizer(algorithm: algorithm)
      for gesture in selected {
        for template in (session[gesture] ?? []).prefix(3) {
          try? recognizer.addTemplate(named: gesture, points: template)
        }
      }
      let label = algorithm == .dollarOne ? "dollar1" : "protractor"
      var index = 0
      report.results.append(
        measure("gestures.\(label).recognize-\(recognizer.templates.count)-templates") {
          blackHole(recognizer.recognize(tests[index % tests.count]))
          index += 1
        })
    }
  }

  static func appendRow(
    _ recognizer: String, _ protocolName: String, _ templates: Int, _ correct: Int, _ trials: Int,
    to report: inout BenchReport
  ) throws {
    let row = AccuracyRow(
      recognizer: recognizer, protocol: protocolName, templates: templates,
      accuracy: trials == 0 ? 0 : Double(correct) / Double(trials), trials: trials)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    report.records.append(String(decoding: try encoder.encode(row), as: UTF8.self))
  }

  static func positiveInt(_ options: BenchOptions, _ name: String, default value: Int) throws
    -> Int
  {
    guard let text = options.values[name] else { return value }
    guard let parsed = Int(text), parsed > 0, parsed <= 10_000 else {
      throw GestureBenchmarkError.badOption(name: name, value: text)
    }
    return parsed
  }

  static func load(_ path: String) throws -> [DollarOneStroke] {
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw GestureBenchmarkError.unreadable(path: path, reason: error.localizedDescription)
    }
    let decoder = JSONDecoder()
    var strokes: [DollarOneStroke] = []
    var lineNumber = 0
    for line in data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
      lineNumber += 1
      if line.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\r") }) { continue }
      do {
        strokes.append(try decoder.decode(DollarOneStroke.self, from: Data(line)))
      } catch {
        throw GestureBenchmarkError.badLine(
          path: path, line: lineNumber, reason: "not a gesture record (\(error))")
      }
    }
    return strokes
  }
}
