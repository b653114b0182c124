import Foundation
@_spi(Benchmarking) import TesseraPatterns

/// The linear-time engine beside NSRegularExpression (ICU): the ReDoS catalog at three input
/// sizes, and everyday form patterns on valid and invalid inputs.
enum PatternBenchmarks: BenchmarkGroup {
  static let name = "patterns"
  static let summary = "ReDoS catalog and form patterns, TesseraPatterns vs NSRegularExpression."

  /// A catastrophic pattern and its attack input of a given length in UTF-16 units.
  struct Attack: Sendable {
    var pattern: String
    var input: @Sendable (Int) -> String
  }

  static func repeated(_ unit: String, _ count: Int, then tail: String = "") -> String {
    let body = String(repeating: unit, count: count / unit.utf16.count + 1)
    return String(body.utf16.prefix(count - tail.utf16.count)).map { $0 + tail } ?? ""
  }

  static let cloudflare =
    #"(?:(?:"|'|\]|\}|\\|\d|(?:nan|infinity|true|false|null|undefined|symbol|math)|`|-|\+)+[)]*;?"#
    + #"((?:\s|-|~|!|\{\}|\|\||\+)*.*(?:.*=.*)))"#

  static let owaspEmail =
    #"^([a-zA-Z0-9])(([\-.]|[_]+)?([a-zA-Z0-9]+))*(@){1}[a-z0-9]+[.]{1}"#
    + #"(([a-z]{2,3})|([a-z]{2,3}[.]{1}[a-z]{2,3}))$"#

  static let icuEmail =
    #"(?:[A-Za-z0-9]+[._]?){1,}[A-Za-z0-9]+\@(?:(?:[A-Za-z0-9]+[-]?){1,}[A-Za-z0-9]+\.){1,}"#

  static let towels = #"^(?:r|wr|b|g|bwu|rb|gb|br|ub|uw|wu|gw|rw|gr|bg|ru|ur|wg|bb|gg)+$"#

  static let attacks: [Attack] = [
    Attack(pattern: "(a+)+") { repeated("a", $0, then: "!") },
    Attack(pattern: "(a+)+b") { repeated("a", $0, then: "!") },
    Attack(pattern: "(a+)+$") { repeated("a", $0, then: "!") },
    Attack(pattern: "(a|a)+$") { repeated("a", $0, then: "!") },
    Attack(pattern: "(a|aa)+$") { repeated("a", $0, then: "!") },
    Attack(pattern: "(a|a?)+$") { repeated("a", $0, then: "!") },
    Attack(pattern: "^([a-zA-Z]+)*$") { repeated("a", $0, then: "!") },
    Attack(pattern: #"^(\w*)*$"#) { repeated("a", $0, then: "!") },
    Attack(pattern: "^(x+)*$") { repeated("x", $0, then: "!") },
    Attack(pattern: "(.*a){11}$") { repeated("a", $0, then: "!") },
    Attack(pattern: #"\w*\w*\w*z"#) { repeated("x", $0) },
    Attack(pattern: ".*.*=.*") { repeated("x", $0) },
    Attack(pattern: cloudflare) { "math " + repeated("x", $0 - 5) },
    Attack(pattern: #"\s+$"#) { repeated(" ", $0, then: "x") },
    Attack(pattern: #"^[\s\u200c]+|[\s\u200c]+$"#) { repeated(" ", $0, then: "x") },
    Attack(pattern: owaspEmail) { repeated("a", $0, then: "!") },
    Attack(pattern: icuEmail) { repeated("abcdefghijklmnopq", $0) },
    Attack(pattern: "^(([a-z])+.)+[A-Z]([a-z])+$") { repeated("a", $0, then: "!") },
    Attack(pattern: towels) { repeated("wubrg", $0, then: "x") },
    Attack(pattern: "(A+)+B") { repeated("A", $0, then: "C") },
    Attack(pattern: ".*[^A-Z]|[A-Z]") { repeated("A", $0) },
  ]

  /// Everyday form patterns, each with a valid and an invalid input.
  static let forms: [(name: String, pattern: String, valid: String, invalid: String)] = [
    (
      "email", #"^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$"#, "jane.doe+news@example.co.uk",
      "jane.doe@@example"
    ),
    (
      "phone-us", #"^\+?1?[-. ]?\(?\d{3}\)?[-. ]?\d{3}[-. ]?\d{4}$"#, "(555) 123-4567",
      "555-12-34567x"
    ),
    ("phone-e164", #"^\+[1-9]\d{1,14}$"#, "+447911123456", "+0447911123456"),
    ("zip-us", #"^\d{5}(?:-\d{4})?$"#, "94103-1234", "9410"),
    ("postcode-uk", #"^(?i)[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$"#, "SW1A 1AA", "SW1A 1A"),
    ("postcode-ca", #"^[A-Za-z]\d[A-Za-z][ -]?\d[A-Za-z]\d$"#, "K1A 0B1", "K1A 0BB"),
    ("date-iso", #"^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$"#, "2024-02-29", "2024-13-01"),
    ("date-us", #"^(0[1-9]|1[0-2])/(0[1-9]|[12]\d|3[01])/\d{4}$"#, "12/31/1999", "31/12/1999"),
    (
      "card", #"^(?:4\d{12}(?:\d{3})?|5[1-5]\d{14}|3[47]\d{13}|6(?:011|5\d{2})\d{12})$"#,
      "4111111111111111", "4111111111111"
    ),
    ("card-grouped", #"^\d{4}([ -]?\d{4}){3}$"#, "4111 1111 1111 1111", "4111 1111 1111 111"),
    ("username", #"^[a-zA-Z][a-zA-Z0-9_]{2,15}$"#, "jane_doe42", "4jane"),
    ("password", #"^[A-Za-z\d@$!%*?&]{8,64}$"#, "Correct!Horse9", "short"),
    ("password-classes", #"[A-Z].*\d|\d.*[A-Z]"#, "correct horse Battery 9", "correct horse"),
    (
      "url", #"^https?://[\w.-]+(?:\.[\w.-]+)+[\w\-._~:/?#\[\]@!$&'()*+,;=]*$"#,
      "https://example.com/a?b=c", "htp:/example"
    ),
  ]

  /// Runs ICU once with a wall-clock budget, stopping it through the progress callback;
  /// returns false when it did not finish in time.
  static func finishesWithinBudget(
    _ regex: NSRegularExpression, _ text: String, budget: Double
  ) -> Bool {
    let start = DispatchTime.now().uptimeNanoseconds
    var finished = true
    let range = NSRange(location: 0, length: text.utf16.count)
    regex.enumerateMatches(in: text, options: [.reportProgress], range: range) { _, _, stop in
      let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
      if elapsed > budget {
        finished = false
        stop.pointee = true
      }
    }
    let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    return finished && elapsed <= budget
  }

  /// The median thread CPU time of one call, in nanoseconds. The growth figures use CPU time:
  /// on a loaded machine a wall-clock sample longer than a scheduler slice also counts the
  /// time other processes ran.
  static func cpuMedian(samples: Int = 7, _ body: () -> Void) -> Double {
    func now() -> Double {
      var spec = timespec()
      clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
      return Double(spec.tv_sec) * 1e9 + Double(spec.tv_nsec)
    }
    var times: [Double] = []
    for _ in 0..<samples {
      var calls = 0
      let start = now()
      var elapsed = 0.0
      while elapsed < 2_000_000 || calls == 0 {
        body()
        calls += 1
        elapsed = now() - start
      }
      times.append(elapsed / Double(calls))
    }
    return median(times)
  }

  static func run(_ options: BenchOptions, report: inout BenchReport) throws {
    let sizes = [1_000, 10_000, 100_000]
    let budget = 0.05
    var growth: [String] = []
    let only = options.values["only"]
    for attack in attacks where only.map({ attack.pattern.contains($0) }) ?? true {
      let ours = try CompiledPattern(attack.pattern)
      let icu = try NSRegularExpression(pattern: attack.pattern)
      var icuAlive = true
      var medians: [Double] = []
      var pike: [Double] = []
      var backtracker: [Double] = []
      for size in sizes {
        let text = attack.input(size)
        medians.append(cpuMedian { blackHole(ours.firstMatch(in: text)) })
        pike.append(cpuMedian { blackHole(ours.firstMatch(in: text, engine: .pikeVM)) })
        backtracker.append(
          cpuMedian { blackHole(ours.firstMatch(in: text, engine: .backtracker)) })
        let name = "redos \(attack.pattern.prefix(28)) n=\(size)"
        let range = NSRange(location: 0, length: text.utf16.count)
        if icuAlive, finishesWithinBudget(icu, text, budget: budget) {
          let result = measure(
            name, { blackHole(ours.firstMatch(in: text)) }, baseline: "NSRegularExpression",
            { blackHole(icu.firstMatch(in: text, range: range)) }, samples: 11)
          report.results.append(result)
        } else {
          icuAlive = false
          let result = measure(name, samples: 11) { blackHole(ours.firstMatch(in: text)) }
          report.results.append(result)
          report.notes.append(
            "\(name): NSRegularExpression skipped, it did not finish within "
              + "\(Int(budget * 1000)) ms (stopped through .reportProgress)")
        }
      }
      guard medians.count == 3 else { continue }
      func steps(_ values: [Double]) -> String {
        String(
          format: "%.1f µs at 1k, x%.1f to 10k, x%.1f to 100k", values[0] / 1000,
          values[1] / values[0], values[2] / values[1])
      }
      growth.append(
        "growth (thread CPU time) \(attack.pattern.prefix(40)): automatic \(steps(medians)); "
          + "Pike VM \(steps(pike)); backtracker \(steps(backtracker))")
    }
    report.notes.append(contentsOf: growth)
    report.notes.append(
      "engines: automatic = the bounded backtracker for n ≤ 2,048 when program size × (n + 1) "
        + "≤ 262,144 bits, else the Pike VM. Wall-clock rows above are inflated on a loaded "
        + "machine for runs longer than a scheduler slice; the growth figures use CPU time.")

    var ratios: [Double] = []
    for form in forms where only.map({ form.pattern.contains($0) }) ?? true {
      let ours = try CompiledPattern(form.pattern)
      let icu = try NSRegularExpression(pattern: form.pattern)
      for (kind, text) in [("valid", form.valid), ("invalid", form.invalid)] {
        let range = NSRange(location: 0, length: text.utf16.count)
        let result = measure(
          "form \(form.name) \(kind)", { blackHole(ours.firstMatch(in: text)) },
          baseline: "NSRegularExpression", { blackHole(icu.firstMatch(in: text, range: range)) })
        report.results.append(result)
        if let base = result.baseline_median_ns { ratios.append(result.median_ns / base) }
      }
    }
    let sorted = ratios.sorted()
    let medianRatio = sorted.isEmpty ? .nan : sorted[sorted.count / 2]
    report.notes.append(
      String(
        format: "form corpus: median ratio ours/NSRegularExpression %.2fx over %d cases "
          + "(min %.2fx, max %.2fx)", medianRatio, sorted.count, sorted.first ?? .nan,
        sorted.last ?? .nan))
  }
}
