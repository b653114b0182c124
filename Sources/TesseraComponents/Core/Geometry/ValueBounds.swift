extension ClosedRange where Bound == Double {
  /// The range between two bounds given in either order, or `fallback` when either bound is NaN
  /// or infinite: how a slider, a stepper and a gauge read the bounds they are given, so no
  /// input can make a reversed range or an infinite span.
  init(ordering first: Double, _ second: Double, otherwise fallback: ClosedRange<Double>) {
    self =
      first.isFinite && second.isFinite
      ? Swift.min(first, second)...Swift.max(first, second) : fallback
  }
}

extension Double {
  /// The magnitude of a step, or nil when it is zero, NaN or infinite: a negative step counts
  /// as its magnitude, and what is left means "no step" to the caller.
  var usableStep: Double? {
    let magnitude = Swift.abs(self)
    return magnitude.isFinite && magnitude > 0 ? magnitude : nil
  }
}
