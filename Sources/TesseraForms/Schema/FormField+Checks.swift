import TesseraPatterns

extension FormField {
  /// Checks the field's keys against its type, its bounds, its pattern and its references.
  func check(at path: String, ids: [String: Int], matcher: PatternMatcher)
    throws(FormSchemaError)
  {
    try checkApplicability(at: path)
    try checkBounds(at: path)
    if let pattern {
      do {
        _ = try matcher.compile(pattern)
      } catch {
        throw .invalidPattern(path: path + ".pattern", field: id, error: error)
      }
    }
    if type.hasOptions {
      guard let options, !options.isEmpty else {
        throw .inapplicable(
          path: path + ".options", field: id, detail: "a \(type.rawValue) field needs options")
      }
      var seen: Set<String> = []
      for (index, option) in options.enumerated() where !seen.insert(option.value).inserted {
        throw .invalidValue(
          path: path + ".options[\(index)]",
          detail: "duplicate option value '\(option.value)' in field '\(id)'")
      }
    }
    try checkReference(equalTo, key: "equalTo", at: path, ids: ids)
    try checkReference(cardField, key: "cardField", at: path, ids: ids)
    try checkReference(visibleWhen?.field, key: "visibleWhen.field", at: path, ids: ids)
    try checkReference(requiredWhen?.field, key: "requiredWhen.field", at: path, ids: ids)
  }

  private func checkApplicability(at path: String) throws(FormSchemaError) {
    func refuse(_ key: String, _ present: Bool, unless allowed: Bool) throws(FormSchemaError) {
      guard present, !allowed else { return }
      throw .inapplicable(
        path: path + "." + key, field: id,
        detail: "'\(key)' does not apply to a \(type.rawValue) field")
    }
    try refuse("minLength", minLength != nil, unless: type.isTextual)
    try refuse("maxLength", maxLength != nil, unless: type.isTextual)
    try refuse("pattern", pattern != nil, unless: type.isTextual)
    try refuse("min", min != nil, unless: type == .number)
    try refuse("max", max != nil, unless: type == .number)
    try refuse("minDate", minDate != nil, unless: type == .date)
    try refuse("maxDate", maxDate != nil, unless: type == .date)
    try refuse("options", options != nil, unless: type.hasOptions)
    try refuse("minSelections", minSelections != nil, unless: type == .multiChoice)
    try refuse("maxSelections", maxSelections != nil, unless: type == .multiChoice)
    try refuse("region", region != nil, unless: type == .phone)
    try refuse("cardField", cardField != nil, unless: type == .cvv)
  }

  private func checkBounds(at path: String) throws(FormSchemaError) {
    func impossible(_ key: String, _ detail: String) -> FormSchemaError {
      .impossibleBounds(path: path + "." + key, field: id, detail: detail)
    }
    if let minLength, minLength < 0 { throw impossible("minLength", "minLength \(minLength) < 0") }
    if let maxLength, maxLength < 0 { throw impossible("maxLength", "maxLength \(maxLength) < 0") }
    if let minLength, let maxLength, minLength > maxLength {
      throw impossible("minLength", "minLength \(minLength) > maxLength \(maxLength)")
    }
    if let min, !min.isFinite { throw impossible("min", "min is not a finite number") }
    if let max, !max.isFinite { throw impossible("max", "max is not a finite number") }
    if let min, let max, min > max {
      throw impossible(
        "min", "min \(DecimalText.format(min)) > max \(DecimalText.format(max))")
    }
    if let minDate, let maxDate, minDate > maxDate {
      throw impossible("minDate", "minDate \(minDate) > maxDate \(maxDate)")
    }
    if let minSelections, minSelections < 0 {
      throw impossible("minSelections", "minSelections \(minSelections) < 0")
    }
    if let maxSelections, maxSelections < 0 {
      throw impossible("maxSelections", "maxSelections \(maxSelections) < 0")
    }
    if let minSelections, let maxSelections, minSelections > maxSelections {
      throw impossible(
        "minSelections", "minSelections \(minSelections) > maxSelections \(maxSelections)")
    }
    if let minSelections, let options, minSelections > options.count {
      throw impossible(
        "minSelections", "minSelections \(minSelections) > \(options.count) options")
    }
  }

  private func checkReference(
    _ reference: String?, key: String, at path: String, ids: [String: Int]
  ) throws(FormSchemaError) {
    guard let reference else { return }
    guard ids[reference] != nil else {
      throw .unknownReference(path: path + "." + key, field: id, reference: reference)
    }
    if reference == id {
      throw .invalidValue(path: path + "." + key, detail: "field '\(id)' refers to itself")
    }
  }
}
