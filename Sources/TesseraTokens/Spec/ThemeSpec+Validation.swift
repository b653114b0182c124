extension ThemeSpec {
  /// Checks every number of the spec: finite, in range, and positive where a size must be.
  /// Throws the first problem with its JSON path (`typography.body.size`).
  /// - Complexity: O(tokens).
  public func validate() throws(ThemeSpecError) {
    let check = Checker()
    try check.text(name, "name")
    try fontFamily?.validate(at: "fontFamily")
    for (role, spec) in typography {
      let path = "typography.\(role.rawValue)"
      try check.number(spec.size, "\(path).size", minimum: 1, maximum: 500)
      try check.number(spec.lineSpacing, "\(path).lineSpacing", minimum: -100, maximum: 500)
      try check.number(spec.letterSpacing, "\(path).letterSpacing", minimum: -50, maximum: 50)
      if let maximum = spec.maximumSize {
        try check.number(maximum, "\(path).maximumSize", minimum: spec.size, maximum: 1000)
      }
      try spec.fontFamily?.validate(at: "\(path).fontFamily")
      guard spec.relativeTo.isSystemStyle else {
        throw .invalidValue(
          path: "\(path).relativeTo",
          reason: "'\(spec.relativeTo.rawValue)' is not one of Apple's eleven text styles")
      }
    }
    for step in spacing.steps {
      try check.number(step.value, "spacing.\(step.name)", minimum: 0, maximum: 1000)
    }
    let radiusSteps: [(String, Double)] = [
      ("none", radii.none), ("small", radii.small), ("medium", radii.medium),
      ("large", radii.large), ("extraLarge", radii.extraLarge), ("full", radii.full),
    ]
    for (name, value) in radiusSteps {
      try check.number(value, "radii.\(name)", minimum: 0, maximum: 10_000)
    }
    let borderSteps: [(String, Double)] = [
      ("hairline", borders.hairline), ("thin", borders.thin), ("thick", borders.thick),
    ]
    for (name, value) in borderSteps {
      try check.number(value, "borders.\(name)", minimum: 0, maximum: 100)
    }
    try check.number(minimumTouchTarget, "minimumTouchTarget", minimum: 1, maximum: 200)
    for (index, breakpoint) in grid.enumerated() {
      let path = "grid[\(index)]"
      try check.number(breakpoint.minimumWidth, "\(path).minimumWidth", minimum: 0, maximum: 1e5)
      try check.number(Double(breakpoint.columns), "\(path).columns", minimum: 1, maximum: 48)
      try check.number(breakpoint.gutter, "\(path).gutter", minimum: 0, maximum: 1000)
      try check.number(breakpoint.margin, "\(path).margin", minimum: 0, maximum: 1000)
    }
    for (level, layers) in elevation {
      for (index, layer) in layers.enumerated() {
        let path = "elevation.\(level.rawValue)[\(index)]"
        try check.number(layer.radius, "\(path).radius", minimum: 0, maximum: 500)
        try check.number(layer.offsetX, "\(path).offsetX", minimum: -500, maximum: 500)
        try check.number(layer.offsetY, "\(path).offsetY", minimum: -500, maximum: 500)
        try check.number(layer.spread, "\(path).spread", minimum: -500, maximum: 500)
      }
    }
    for (token, spec) in motion {
      let path = "motion.\(token.rawValue)"
      try check.number(spec.duration, "\(path).duration", minimum: 0, maximum: 60)
      try check.curve(spec.curve, "\(path).curve")
      try check.number(spec.reduced.duration, "\(path).reduced.duration", minimum: 0, maximum: 60)
      try check.curve(spec.reduced.curve, "\(path).reduced.curve")
    }
    for (role, spec) in buttonAnimations {
      let path = "buttonAnimations.\(role.rawValue)"
      try check.number(spec.pressedScale, "\(path).pressedScale", minimum: 0.5, maximum: 1.5)
      try check.number(spec.pressedOpacity, "\(path).pressedOpacity", minimum: 0, maximum: 1)
      try check.number(spec.duration, "\(path).duration", minimum: 0, maximum: 10)
      try check.number(spec.springResponse, "\(path).springResponse", minimum: 0, maximum: 10)
      try check.number(spec.springDamping, "\(path).springDamping", minimum: 0, maximum: 10)
      try check.number(
        spec.releaseOvershootScale, "\(path).releaseOvershootScale", minimum: 0.5, maximum: 1.5)
    }
    for (role, spec) in buttons {
      try check.number(
        spec.minimumHeight, "buttons.\(role.rawValue).minimumHeight", minimum: 0, maximum: 500)
    }
    for (role, spec) in surfaces {
      let path = "surfaces.\(role.rawValue)"
      try check.number(spec.borderWidth, "\(path).borderWidth", minimum: 0, maximum: 100)
      try check.number(spec.cornerRadius, "\(path).cornerRadius", minimum: 0, maximum: 10_000)
    }
  }
}

private struct Checker {
  func number(_ value: Double, _ path: String, minimum: Double, maximum: Double)
    throws(ThemeSpecError)
  {
    guard value.isFinite else { throw .invalidValue(path: path, reason: "\(value) is not finite") }
    guard value >= minimum else {
      throw .invalidValue(path: path, reason: "\(value) is below the minimum \(minimum)")
    }
    guard value <= maximum else {
      throw .invalidValue(path: path, reason: "\(value) is above the maximum \(maximum)")
    }
  }

  func text(_ value: String, _ path: String) throws(ThemeSpecError) {
    guard value.count <= 200 else {
      throw .invalidValue(path: path, reason: "\(value.count) characters; the limit is 200")
    }
  }

  func curve(_ curve: MotionCurve, _ path: String) throws(ThemeSpecError) {
    switch curve {
    case .cubicBezier(let x1, let y1, let x2, let y2):
      try number(x1, "\(path).x1", minimum: 0, maximum: 1)
      try number(x2, "\(path).x2", minimum: 0, maximum: 1)
      try number(y1, "\(path).y1", minimum: -5, maximum: 5)
      try number(y2, "\(path).y2", minimum: -5, maximum: 5)
    case .spring(let response, let damping):
      try number(response, "\(path).response", minimum: 0.01, maximum: 10)
      try number(damping, "\(path).dampingFraction", minimum: 0, maximum: 10)
    case .linear, .easeIn, .easeOut, .easeInOut:
      break
    }
  }
}
