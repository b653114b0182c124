import TesseraTestSupport

/// A double that is sometimes NaN, infinite, huge or tiny, for the seeded property tests of the
/// families' behaviour values (slider, stepper, rating, gauge, chart).
func randomDouble(using rng: inout SeededRandomNumberGenerator) -> Double {
  switch Int.random(in: 0..<10, using: &rng) {
  case 0: return .nan
  case 1: return Bool.random(using: &rng) ? .infinity : -.infinity
  case 2: return Double.random(in: -1e300...1e300, using: &rng)
  default: return Double.random(in: -20...20, using: &rng)
  }
}
