import Foundation

/// One measured figure, printed as a table row or a JSON object.
struct BenchmarkResult: Encodable {
  /// What was measured, such as `resolve.full-theme`.
  var name: String
  /// The median time of one iteration in nanoseconds.
  var median_ns: Double
  /// How many iterations the median was taken over.
  var iterations: Int
  /// The baseline run beside it in the same process, if any.
  var baseline: String?
  /// The baseline's median time of one iteration in nanoseconds.
  var baseline_median_ns: Double?
}

/// Options every group can read.
struct BenchOptions {
  /// `--format json` was given.
  var json: Bool
  /// Options a group defines (`--data PATH` for gestures), by name without dashes.
  var values: [String: String]
}

/// What a group reports: timing rows, and any other JSON rows it prints as they are (accuracy).
struct BenchReport {
  var results: [BenchmarkResult] = []
  /// Rows that are not timings, each an already encoded JSON object, printed after the timings.
  var records: [String] = []
  /// Lines printed in the text format only.
  var notes: [String] = []
}

/// A named set of benchmarks.
protocol BenchmarkGroup: SendableMetatype {
  static var name: String { get }
  static var summary: String { get }
  static func run(_ options: BenchOptions, report: inout BenchReport) throws
}

/// Keeps the optimizer from discarding a value.
@inline(never)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}

enum Stopwatch {
  static func nanoseconds(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start)
  }
}

/// Measures the median time of one call of `body`: calls are batched so each sample lasts
/// about a millisecond, and the median is taken over `samples` samples after a warm-up.
func measure(samples: Int = 31, _ body: () -> Void) -> (medianNanoseconds: Double, iterations: Int)
{
  // Warm up and size the batch.
  var batch = 1
  while true {
    let elapsed = Stopwatch.nanoseconds {
      for _ in 0..<batch { body() }
    }
    if elapsed >= 1_000_000 || batch >= 1 << 20 { break }
    batch *= 2
  }
  var perCall: [Double] = []
  perCall.reserveCapacity(samples)
  for _ in 0..<samples {
    let elapsed = Stopwatch.nanoseconds {
      for _ in 0..<batch { body() }
    }
    perCall.append(elapsed / Double(batch))
  }
  return (median(perCall), samples * batch)
}

/// Measures `body` and `baseline` alternately, sample by sample, so both see the same machine.
func measure(
  _ name: String, _ body: () -> Void, baseline baselineName: String, _ baseline: () -> Void,
  samples: Int = 31
) -> BenchmarkResult {
  var ours: [Double] = []
  var theirs: [Double] = []
  var total = 0
  for _ in 0..<samples {
    let a = measure(samples: 1, body)
    let b = measure(samples: 1, baseline)
    ours.append(a.medianNanoseconds)
    theirs.append(b.medianNanoseconds)
    total += a.iterations
  }
  return BenchmarkResult(
    name: name, median_ns: median(ours), iterations: total, baseline: baselineName,
    baseline_median_ns: median(theirs))
}

/// Measures `body` alone and returns a result row.
func measure(_ name: String, samples: Int = 31, _ body: () -> Void) -> BenchmarkResult {
  let result = measure(samples: samples, body)
  return BenchmarkResult(
    name: name, median_ns: result.medianNanoseconds, iterations: result.iterations)
}

func median(_ values: [Double]) -> Double {
  guard !values.isEmpty else { return .nan }
  let sorted = values.sorted()
  let middle = sorted.count / 2
  return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

func formatNanoseconds(_ value: Double) -> String {
  if value >= 1_000_000 { return String(format: "%.2f ms", value / 1_000_000) }
  if value >= 1_000 { return String(format: "%.2f µs", value / 1_000) }
  return String(format: "%.0f ns", value)
}
