import Foundation
@_spi(Benchmarking) import TesseraPatterns

/// The linear-time engine beside NSRegularExpression (ICU) and Swift's `Regex`: the ReDoS
/// catalog and everyday patterns on long texts at three sizes, and form patterns on valid and
/// invalid inputs. Each case is measured sample by sample against both baselines, and reported
/// as two rows (`... vs Regex` for the second baseline).
enum PatternBenchmarks: BenchmarkGroup {
  static let name = "patterns"
  static let summary =
    "ReDoS catalog, long texts and form patterns, vs NSRegularExpression and Swift Regex."

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

  /// Prose for the long-text rows: a fixed paragraph repeated.
  static let prose =
    "The quick brown fox jumps over the lazy dog while a zebras herd grazes near the river; "
    + "contact the ranger at the station, or write to the park office before noon. "

  /// Everyday searches over long texts: the text of `n` units ends with the wanted part.
  static let longTexts: [Attack] = [
    Attack(pattern: #"\bzebra\b"#) { repeated(prose, $0, then: " a zebra") },
    Attack(pattern: #"[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}"#) {
      repeated(prose, $0, then: " jane.doe@example.org")
    },
    Attack(pattern: #"[ \t]+$"#) { repeated(prose, $0, then: "end  \t ") },
    Attack(pattern: #"\d{4}-\d{2}-\d{2}"#) {
      repeated("INFO request served in 12 ms by worker 7; ", $0, then: "at 2024-05-17")
    },
  ]

  /// Look-around at three sizes: the password rule and formatting patterns on long texts,
  /// and hostile patterns on which a backtracking engine takes quadratic or exponential time
  /// (ICU refuses `(?<=a*)`, so the bounded `(?<=a{0,1000})` stands for it).
  static let lookarounds: [Attack] = [
    Attack(pattern: #"^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{8,}$"#) { repeated("a", $0, then: "B1") },
    Attack(pattern: #"(?<=[$€£])\d+(?:\.\d\d)?"#) { repeated(prose, $0, then: " $12.50") },
    Attack(pattern: #"(?<=\d)(?=(?:\d{3})+(?!\d))"#) { repeated("7", $0) },
    Attack(pattern: "^(?=(a+)+b)") { repeated("a", $0) },
    Attack(pattern: "(?:(?=.*x)a)+y") { repeated("a", $0) },
    Attack(pattern: "(?<=a{0,1000})b") { repeated("a", $0) },
    Attack(pattern: "(?=a*(?=a*(?=a*(?=a*(?=a*b)))))") { repeated("a", $0) },
  ]

  /// Form rules written with look-arounds; measured beside the form corpus, not in its ratio.
  static let lookaroundForms: [(name: String, pattern: String, valid: String, invalid: String)] =
    [
      (
        "password-rule", #"^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{8,}$"#, "Correct!Horse9",
        "correct!horse9"
      ),
      ("no-password", "^(?!.*password).{8,}$", "correct horse", "my password"),
      ("price", #"^\$?\d+(?:\.\d\d)?(?<!\.00)$"#, "12.50", "12.00"),
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

  /// Measures ours, ICU and (when given) Swift Regex alternately, sample by sample, and returns
  /// a row against ICU and a row against Regex.
  static func measureThree(
    _ name: String, samples: Int, ours: () -> Void, icu: () -> Void, regex: (() -> Void)?
  ) -> [BenchmarkResult] {
    var mine: [Double] = []
    var theirs: [Double] = []
    var swift: [Double] = []
    var total = 0
    for _ in 0..<samples {
      let a = measure(samples: 1, ours)
      mine.append(a.medianNanoseconds)
      total += a.iterations
      theirs.append(measure(samples: 1, icu).medianNanoseconds)
      if let regex { swift.append(measure(samples: 1, regex).medianNanoseconds) }
    }
    var rows = [
      BenchmarkResult(
        name: name, median_ns: median(mine), iterations: total, baseline: "NSRegularExpression",
        baseline_median_ns: median(theirs))
    ]
    if regex != nil {
      rows.append(
        BenchmarkResult(
          name: name + " vs Regex", median_ns: median(mine), iterations: total,
          baseline: "Swift Regex", baseline_median_ns: median(swift)))
    }
    return rows
  }

  /// Swift's `Regex` for `pattern` with Unicode scalar semantics (as ICU and TesseraPatterns
  /// match), or nil when it rejects the pattern.
  static func swiftRegex(_ pattern: String) -> Regex<AnyRegexOutput>? {
    (try? Regex(pattern))?.matchingSemantics(.unicodeScalar)
  }

  /// Runs Swift Regex once; false when that took over `budget` seconds. It cannot be
  /// interrupted, so it is only tried where ICU finished and on sizes whose smaller size was
  /// fast enough for a quadratic growth to stay within the budget.
  static func regexFinishes(_ regex: Regex<AnyRegexOutput>, _ text: String, budget: Double)
    -> Bool
  {
    let start = DispatchTime.now().uptimeNanoseconds
    blackHole(try? regex.firstMatch(in: text))
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 <= budget
  }

  static func run(_ options: BenchOptions, report: inout BenchReport) throws {
    let sizes = [1_000, 10_000, 100_000]
    let budget = 0.05
    var growth: [String] = []
    let only = options.values["only"]
    let cases =
      attacks.map { ("redos", $0) } + longTexts.map { ("long", $0) }
      + lookarounds.map { ("lookaround", $0) }
    for (kind, attack) in cases where only.map({ attack.pattern.contains($0) }) ?? true {
      let ours = try CompiledPattern(attack.pattern)
      let icu = try NSRegularExpression(pattern: attack.pattern)
      let regex = swiftRegex(attack.pattern)
      var icuAlive = true
      var regexAlive = regex != nil
      var regexSeconds = 0.0
      var medians: [Double] = []
      var pike: [Double] = []
      var backtracker: [Double] = []
      for size in sizes {
        let text = attack.input(size)
        medians.append(cpuMedian { blackHole(ours.firstMatch(in: text)) })
        pike.append(cpuMedian { blackHole(ours.firstMatch(in: text, engine: .pikeVM)) })
        backtracker.append(
          cpuMedian { blackHole(ours.firstMatch(in: text, engine: .backtracker)) })
        let name = "\(kind) \(attack.pattern.prefix(28)) n=\(size)"
        let range = NSRange(location: 0, length: text.utf16.count)
        if icuAlive, finishesWithinBudget(icu, text, budget: budget) {
          // Quadratic growth from the last size must stay within the budget too.
          if regexAlive, let regex, regexSeconds * 100 <= budget * 4 {
            let start = DispatchTime.now().uptimeNanoseconds
            regexAlive = regexFinishes(regex, text, budget: budget)
            regexSeconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
          } else {
            regexAlive = false
          }
          let rows = measureThree(
            name, samples: 11, ours: { blackHole(ours.firstMatch(in: text)) },
            icu: { blackHole(icu.firstMatch(in: text, range: range)) },
            regex: regexAlive ? { blackHole(try? regex?.firstMatch(in: text)) } : nil)
          report.results.append(contentsOf: rows)
          if !regexAlive {
            report.notes.append(
              "\(name): Swift Regex skipped, "
                + (regex == nil
                  ? "it rejects the pattern"
                  : "it took over \(Int(budget * 1000)) ms, or would at this size "
                    + "(it cannot be interrupted)"))
          }
        } else {
          icuAlive = false
          let result = measure(name, samples: 11) { blackHole(ours.firstMatch(in: text)) }
          report.results.append(result)
          report.notes.append(
            "\(name): NSRegularExpression skipped, it did not finish within "
              + "\(Int(budget * 1000)) ms (stopped through .reportProgress); Swift Regex too")
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
      "engines: automatic = the lazy DFAs (forward for the end, reverse for the start, then "
        + "the backtracker or Pike VM for captures) for texts of 96 units or more, else the "
        + "bounded backtracker for n ≤ 2,048 when its visited bits fit in 262,144, else the "
        + "Pike VM. Wall-clock rows above are inflated on a loaded machine for runs longer "
        + "than a scheduler slice; the growth figures use CPU time.")

    var ratios: [Double] = []
    var regexRatios: [Double] = []
    for form in forms where only.map({ form.pattern.contains($0) }) ?? true {
      let ours = try CompiledPattern(form.pattern)
      let icu = try NSRegularExpression(pattern: form.pattern)
      let regex = swiftRegex(form.pattern)
      for (kind, text) in [("valid", form.valid), ("invalid", form.invalid)] {
        let range = NSRange(location: 0, length: text.utf16.count)
        let rows = measureThree(
          "form \(form.name) \(kind)", samples: 31, ours: { blackHole(ours.firstMatch(in: text)) },
          icu: { blackHole(icu.firstMatch(in: text, range: range)) },
          regex: regex.map { regex in { blackHole(try? regex.firstMatch(in: text)) } })
        report.results.append(contentsOf: rows)
        if let base = rows[0].baseline_median_ns { ratios.append(rows[0].median_ns / base) }
        if rows.count > 1, let base = rows[1].baseline_median_ns {
          regexRatios.append(rows[1].median_ns / base)
        }
      }
    }
    for form in lookaroundForms where only.map({ form.pattern.contains($0) }) ?? true {
      let ours = try CompiledPattern(form.pattern)
      let icu = try NSRegularExpression(pattern: form.pattern)
      let regex = swiftRegex(form.pattern)
      for (kind, text) in [("valid", form.valid), ("invalid", form.invalid)] {
        let range = NSRange(location: 0, length: text.utf16.count)
        report.results.append(
          contentsOf: measureThree(
            "form-lookaround \(form.name) \(kind)", samples: 31,
            ours: { blackHole(ours.firstMatch(in: text)) },
            icu: { blackHole(icu.firstMatch(in: text, range: range)) },
            regex: regex.map { regex in { blackHole(try? regex.firstMatch(in: text)) } }))
      }
      if regex == nil {
        report.notes.append("form-lookaround \(form.name): Swift Regex rejects the pattern")
      }
    }
    for (label, values) in [("NSRegularExpression", ratios), ("Swift Regex", regexRatios)] {
      let sorted = values.sorted()
      let medianRatio = sorted.isEmpty ? .nan : sorted[sorted.count / 2]
      report.notes.append(
        "form corpus: median ratio ours/\(label) "
          + String(
            format: "%.2fx over %d cases (min %.2fx, max %.2fx)", medianRatio, sorted.count,
            sorted.first ?? .nan, sorted.last ?? .nan))
    }
  }
}
