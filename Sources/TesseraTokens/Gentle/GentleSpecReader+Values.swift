import TesseraColor
import TesseraJSON

// Reading one JSON value with its Gentle path: the typed errors and the notes every section
// shares.

extension GentleSpecReader {
  // MARK: Primitive readers

  func object(_ value: JSONValue, at path: String) throws(ThemeSpecError) -> [JSONMember] {
    guard let members = value.members else {
      throw .typeMismatch(path: path, expected: "an object", found: value.phrase)
    }
    return members
  }

  func required(_ value: JSONValue, _ key: String, at path: String) throws(ThemeSpecError)
    -> JSONValue
  {
    guard let member = value[key] else { throw .missingValue(path: "\(path).\(key)") }
    return member
  }

  func number(_ value: JSONValue, at path: String, minimum: Double, maximum: Double)
    throws(ThemeSpecError) -> Double
  {
    guard let number = value.numberValue else {
      throw .typeMismatch(path: path, expected: "a number", found: value.phrase)
    }
    guard number >= minimum else {
      throw .invalidValue(
        path: path, reason: "\(format(number)) is below the minimum \(format(minimum))")
    }
    guard number <= maximum else {
      throw .invalidValue(
        path: path, reason: "\(format(number)) is above the maximum \(format(maximum))")
    }
    return number
  }

  func bool(_ value: JSONValue, at path: String) throws(ThemeSpecError) -> Bool {
    guard case .bool(let flag) = value else {
      throw .typeMismatch(path: path, expected: "true or false", found: value.phrase)
    }
    return flag
  }

  func string(_ value: JSONValue, at path: String) throws(ThemeSpecError) -> String {
    guard let text = value.stringValue else {
      throw .typeMismatch(path: path, expected: "a string", found: value.phrase)
    }
    return text
  }

  func hex(_ value: JSONValue, at path: String) throws(ThemeSpecError) -> SRGBColor {
    let text = try string(value, at: path)
    do {
      return try SRGBColor(hex: text)
    } catch {
      throw .invalidValue(path: path, reason: error.description)
    }
  }

  func enumeration<Value: RawRepresentable & CaseIterable>(
    _ value: JSONValue, at path: String, _ type: Value.Type
  ) throws(ThemeSpecError) -> Value where Value.RawValue == String {
    let text = try string(value, at: path)
    guard let result = Value(rawValue: text) else {
      throw unknownValue(text, at: path, among: Value.allCases.map(\.rawValue))
    }
    return result
  }

  func mapped<Value>(_ value: JSONValue, at path: String, _ table: [String: Value])
    throws(ThemeSpecError) -> Value
  {
    let text = try string(value, at: path)
    guard let result = table[text] else {
      throw unknownValue(text, at: path, among: table.keys.sorted())
    }
    return result
  }

  mutating func material(_ value: JSONValue, at path: String) throws(ThemeSpecError)
    -> SurfaceMaterial
  {
    let entry = try mapped(value, at: path, GentleRoleMap.materials)
    if !entry.exact {
      note(
        path, .approximated,
        "Tessera has no '\(value.stringValue ?? "")' material; the nearest, '\(entry.material.rawValue)', is used"
      )
    }
    return entry.material
  }

  /// A Gentle color role by its current or 0.2.x name (``GentleRoleMap/earlierColorNames``).
  func gentleColor(_ value: JSONValue, at path: String) throws(ThemeSpecError)
    -> GentleColorRole
  {
    let text = try string(value, at: path)
    if let role = GentleRoleMap.colorRole(named: text) { return role }
    throw unknownValue(
      text, at: path,
      among: GentleColorRole.allCases.map(\.rawValue)
        + GentleRoleMap.earlierColorNames.keys.sorted())
  }

  /// A color role, or `nil` for `null` (spec 0.2.3's optional button background and border).
  mutating func optionalColor(_ value: JSONValue, at path: String) throws(ThemeSpecError)
    -> ColorRole?
  {
    if value == .null { return nil }
    let gentle = try gentleColor(value, at: path)
    guard let role = gentle.tesseraRole else {
      throw .invalidValue(
        path: path,
        reason: "\(gentle.rawValue) has no Tessera color role, so a button cannot be drawn in it")
    }
    return role
  }

  func spacingToken(_ value: JSONValue, at path: String) throws(ThemeSpecError)
    -> SpacingToken
  {
    try mapped(value, at: path, GentleRoleMap.spacing)
  }

  /// A spacing step given by name, or by a number that is one of the scale's values (else
  /// the nearest step, noted).
  mutating func spacingStep(_ value: JSONValue, at path: String) throws(ThemeSpecError)
    -> SpacingToken
  {
    if value.stringValue != nil { return try spacingToken(value, at: path) }
    let points = try number(value, at: path, minimum: 0, maximum: 1000)
    let steps = SpacingToken.allCases
    if let exact = steps.first(where: { spacing.value($0) == points }) { return exact }
    let nearest =
      steps.min { abs(spacing.value($0) - points) < abs(spacing.value($1) - points) } ?? .md
    note(
      path, .approximated,
      "\(format(points)) pt is not a step of the scale; the nearest, \(nearest.rawValue) "
        + "(\(format(spacing.value(nearest))) pt), is used")
    return nearest
  }

  /// Points given as a number or a spacing-token name.
  func length(_ value: JSONValue, at path: String) throws(ThemeSpecError) -> Double {
    if value.stringValue != nil { return spacing.value(try spacingToken(value, at: path)) }
    return try number(value, at: path, minimum: 0, maximum: 1000)
  }

  func unknownValue(_ text: String, at path: String, among names: [String])
    -> ThemeSpecError
  {
    let suggestion = JSONDecodingError.suggestion(for: text, among: names)
    return .invalidValue(
      path: path,
      reason: "'\(text)' is not one of \(names.joined(separator: ", "))"
        + (suggestion.map { "; did you mean '\($0)'?" } ?? ""))
  }

  mutating func unknownKeys(
    _ members: [JSONMember], known: [String], at path: String, noun: String
  ) {
    for member in members where !known.contains(member.key) {
      unknown(
        member.key, at: path.isEmpty ? member.key : "\(path).\(member.key)", among: known,
        noun: noun)
    }
  }

  mutating func unknown(
    _ key: String, at path: String, among names: [String], noun: String = "role"
  ) {
    let suggestion = JSONDecodingError.suggestion(for: key, among: names)
    note(
      path, .unknownKey,
      "not a GentleDesignSystem \(noun); not imported"
        + (suggestion.map { " (did you mean '\($0)'?)" } ?? ""))
  }

  mutating func note(_ path: String, _ kind: GentleImportNote.Kind, _ reason: String) {
    notes.append(GentleImportNote(path: path, kind: kind, reason: reason))
  }

  func format(_ number: Double) -> String {
    number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
  }
}
