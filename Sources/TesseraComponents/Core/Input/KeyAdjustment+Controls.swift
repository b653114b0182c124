// What a key's outcome does to each adjustable control's value: one place per control, so
// the SwiftUI views only forward the outcome.

extension SliderScale {
  /// The value after a key's outcome: steps as VoiceOver's increments, Home and End to the
  /// ends of the range.
  public func adjusted(_ value: Double, by outcome: KeyAdjustment.Outcome) -> Double {
    switch outcome {
    case .minimum: return lowerBound
    case .maximum: return upperBound
    case .step(let steps): return adjusted(value, by: steps)
    }
  }
}

extension RatingScale {
  /// The rating after a key's outcome: steps of one star (half a star with half rounding),
  /// Home to the minimum, End to every star.
  public func adjusted(_ rating: Double, by outcome: KeyAdjustment.Outcome) -> Double {
    switch outcome {
    case .minimum: return value(minimum)
    case .maximum: return value(Double(maximum))
    case .step(let steps): return adjusted(rating, by: steps)
    }
  }
}

extension StepperBounds {
  /// The value after a key's outcome: each step one increment or decrement (wrapping if the
  /// stepper wraps), Home and End to the minimum and maximum.
  ///
  /// - Complexity: O(min(|steps|, span / step)).
  public func adjusted(_ value: Double, by outcome: KeyAdjustment.Outcome) -> Double {
    switch outcome {
    case .minimum: return minimum
    case .maximum: return maximum
    case .step(let steps):
      var current = clamped(value)
      // No more moves than there are stops: a page of 10 on a 0...3 stepper stops at the end.
      let stops = step > 0 ? Int(min(1_000, ((maximum - minimum) / step).rounded(.up))) + 1 : 1
      for _ in 0..<min(steps.magnitude, UInt(stops)) {
        if steps > 0 {
          guard canIncrement(current) else { break }
          current = incremented(current)
        } else {
          guard canDecrement(current) else { break }
          current = decremented(current)
        }
      }
      return current
    }
  }
}
