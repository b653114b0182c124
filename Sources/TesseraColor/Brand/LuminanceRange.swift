import Foundation

/// A set of allowed relative luminances, [0, 1] minus excluded bands. The contrast planner keeps
/// one per role: every contrast requirement removes the band of luminances that would fail it.
struct LuminanceRange: Sendable {
  /// One closed allowed interval.
  struct Span: Sendable {
    var low: Double
    var high: Double
  }

  /// Allowed intervals, sorted and disjoint.
  private(set) var spans: [Span] = [Span(low: 0, high: 1)]

  /// Removes the open band `(lower, upper)`.
  mutating func exclude(_ lower: Double, _ upper: Double) {
    guard lower < upper else { return }
    var overlaps = false
    for span in spans where upper > span.low && lower < span.high {
      overlaps = true
      break
    }
    guard overlaps else { return }
    var result: [Span] = []
    result.reserveCapacity(spans.count + 1)
    for span in spans {
      if upper <= span.low || lower >= span.high {
        result.append(span)
        continue
      }
      if span.low <= lower { result.append(Span(low: span.low, high: lower)) }
      if upper <= span.high { result.append(Span(low: upper, high: span.high)) }
    }
    spans = result
  }

  /// Keeps only luminances at most `bound` (`atMost` true) or at least `bound` (false).
  mutating func keep(atMost: Bool, _ bound: Double) {
    if atMost { exclude(bound, 2) } else { exclude(-1, bound) }
  }

  /// Removes the luminances a foreground may not take on a background of luminance `y` when
  /// `ratio` is required: the open band around `y` where the ratio falls short.
  mutating func excludeFailing(against y: Double, ratio: Double) {
    exclude((y + 0.05) / ratio - 0.05, ratio * (y + 0.05) - 0.05)
  }

  var isEmpty: Bool { spans.isEmpty }

  func contains(_ y: Double) -> Bool {
    for span in spans where span.low <= y && y <= span.high { return true }
    return false
  }

  /// The allowed luminance nearest to `y` in CIELAB tone, and whether it is reached from above
  /// (so the color must not get lighter) or from below. `nil` when nothing is allowed.
  func nearest(to y: Double) -> (luminance: Double, fromAbove: Bool)? {
    let tone = Tone.lstar(fromLuminance: y)
    var best: (luminance: Double, fromAbove: Bool)?
    var bestDistance = Double.infinity
    for span in spans {
      let above = abs(Tone.lstar(fromLuminance: span.high) - tone)
      if above < bestDistance {
        best = (span.high, true)
        bestDistance = above
      }
      let below = abs(Tone.lstar(fromLuminance: span.low) - tone)
      if below < bestDistance {
        best = (span.low, false)
        bestDistance = below
      }
    }
    return best
  }
}
