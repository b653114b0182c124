/// Decodes a `Decodable` value from a ``JSONValue`` strictly: every member of every object a
/// type reads with a keyed container must be one of the keys the type asked for, enum values
/// and enum-keyed dictionary keys must be one of the enum's cases, and a value of the wrong
/// JSON type is refused at its own path. Each refusal is a ``JSONDecodingError`` naming the
/// JSON path (`colors.acent`) and, for a misspelling, the nearest known name.
///
/// ```swift
/// struct Point: Decodable { var x: Double; var y: Double }
/// let value = try JSONParser.parse(#"{"x": 1, "yy": 2}"#)
/// try JSONValueDecoder.decode(Point.self, from: value)
/// // yy: unknown key 'yy'; did you mean 'y'?
/// ```
///
/// A type that reads an object's `KeyedDecodingContainer.allKeys` takes every member it
/// sees, so its object is not checked for unknown keys.
///
/// - Complexity: O(n) in the size of the value, plus the cost of the types' own decoding.
public enum JSONValueDecoder {
  /// Decodes `type` from `value`, then refuses any object member no type asked for.
  public static func decode<T: Decodable>(_ type: T.Type, from value: JSONValue)
    throws(JSONDecodingError) -> T
  {
    let state = DecodingState()
    let result: T
    do {
      result = try JSONValueDecoding(value: value, node: nil, state: state).decodeValue(type)
    } catch let error as JSONDecodingError {
      throw error
    } catch let error as DecodingError {
      throw JSONDecodingError(error)
    } catch {
      throw JSONDecodingError(path: "", kind: .invalidValue(String(describing: error)))
    }
    try state.checkUnknownKeys(in: value, path: [])
    return result
  }
}

/// Why ``JSONValueDecoder`` refused a value: what is wrong and the JSON path where.
public struct JSONDecodingError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What went wrong.
  public enum Kind: Sendable, Equatable {
    /// An object member no type reads; `noun` says what kind of name it is (`key`, or `role`
    /// for a dictionary keyed by a `...Role` enum) and `suggestion` the nearest known name.
    case unknownKey(key: String, noun: String, suggestion: String?)
    /// A string that is none of an enum's cases.
    case unknownValue(value: String, noun: String, suggestion: String?)
    /// A value of the wrong JSON type: `expected` and `found` are phrases such as `a number`.
    case typeMismatch(expected: String, found: String)
    /// A required member is missing, or is null.
    case missingValue
    /// The value has the right type but the type refused it.
    case invalidValue(String)
  }

  /// The JSON path of the problem (`colors.accent.dark`, `contrastPairs[0]`), empty for the
  /// top level.
  public var path: String
  /// What went wrong.
  public var kind: Kind

  /// Creates an error.
  public init(path: String, kind: Kind) {
    self.path = path
    self.kind = kind
  }

  /// What is wrong, without the path: `unknown role 'acent'; did you mean 'accent'?`.
  public var reason: String {
    func hint(_ suggestion: String?) -> String {
      suggestion.map { "; did you mean '\($0)'?" } ?? ""
    }
    switch kind {
    case .unknownKey(let key, let noun, let suggestion):
      return "unknown \(noun) '\(key)'\(hint(suggestion))"
    case .unknownValue(let value, let noun, let suggestion):
      return "unknown \(noun) '\(value)'\(hint(suggestion))"
    case .typeMismatch(let expected, let found): return "expected \(expected), found \(found)"
    case .missingValue: return "required value is missing"
    case .invalidValue(let reason): return reason
    }
  }

  /// `path: reason`, or the reason alone at the top level.
  public var description: String { path.isEmpty ? reason : "\(path): \(reason)" }

  /// The JSON path of a coding path: keys joined with dots, array indices in brackets.
  public static func path(_ codingPath: [any CodingKey]) -> String {
    var text = ""
    for key in codingPath {
      if let index = key.intValue, key.stringValue.hasPrefix("Index") || key.stringValue.isEmpty {
        text += "[\(index)]"
      } else {
        text += text.isEmpty ? key.stringValue : "." + key.stringValue
      }
    }
    return text
  }

  /// A `DecodingError` thrown by a type's own `init(from:)`, at its coding path.
  init(_ error: DecodingError) {
    switch error {
    case .keyNotFound(let key, let context):
      self.init(path: Self.path(context.codingPath + [key]), kind: .missingValue)
    case .valueNotFound(_, let context):
      self.init(path: Self.path(context.codingPath), kind: .missingValue)
    case .typeMismatch(let type, let context):
      self.init(
        path: Self.path(context.codingPath),
        kind: .typeMismatch(expected: "\(type)", found: context.debugDescription))
    case .dataCorrupted(let context):
      self.init(path: Self.path(context.codingPath), kind: .invalidValue(context.debugDescription))
    @unknown default:
      self.init(path: "", kind: .invalidValue(String(describing: error)))
    }
  }

  /// The candidate closest to `name` by edit distance (case-insensitive), when it is close
  /// enough to be a misspelling: at most a third of the longer name's length, and at least 1.
  public static func suggestion(for name: String, among candidates: [String]) -> String? {
    let lowered = Array(name.lowercased())
    var best: (name: String, distance: Int)?
    for candidate in candidates {
      let distance = editDistance(lowered, Array(candidate.lowercased()))
      let allowed = max(1, max(lowered.count, candidate.count) / 3)
      guard distance <= allowed else { continue }
      if best.map({ distance < $0.distance }) ?? true { best = (candidate, distance) }
    }
    return best?.name
  }

  /// The Damerau-Levenshtein (optimal string alignment) distance of two names.
  static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var previous2 = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], previous2[j - 2] + 1)
        }
      }
      (previous2, previous, current) = (previous, current, previous2)
    }
    return previous[b.count]
  }
}

/// A dictionary keyed by a string enum: its JSON object's keys must be the enum's cases.
protocol JSONEnumKeyedDictionary {
  /// The raw values of the key enum's cases.
  static var jsonKeyNames: [String] { get }
  /// What a key names, from the key type's name: `role` for `ColorRole`.
  static var jsonKeyNoun: String { get }
}

extension Dictionary: JSONEnumKeyedDictionary
where Key: CaseIterable & RawRepresentable, Key.RawValue == String {
  static var jsonKeyNames: [String] { Key.allCases.map(\.rawValue) }
  static var jsonKeyNoun: String { enumNoun(Key.self) }
}

/// The raw values of a string enum's cases, or nil when the raw values are not strings; for a
/// type opened from an existential.
private func caseNames<E: CaseIterable & RawRepresentable>(_ type: E.Type) -> [String]? {
  guard E.RawValue.self == String.self else { return nil }
  return E.allCases.map { "\($0.rawValue)" }
}

/// The names a type's JSON must use, worked out once per type and decoding: the case names of
/// a string enum, and the key names of a dictionary keyed by one.
private struct TypeNames {
  /// Names in declaration order (for suggestions) and as a set (for membership).
  struct Names {
    var ordered: [String]
    var set: Set<String>

    init(_ ordered: [String]) {
      self.ordered = ordered
      set = Set(ordered)
    }
  }

  /// The dictionary's key names and its type, for the noun of an unknown key.
  var dictionary: (names: Names, type: any JSONEnumKeyedDictionary.Type)?
  /// The string enum's case names.
  var enumeration: Names?

  /// Casts `type` to the two kinds of types whose names are checked. A cast to the
  /// unconstrained `CaseIterable & RawRepresentable` then a check of the raw value's type is
  /// much cheaper than a cast to `RawRepresentable<String>`.
  init(_ type: Any.Type) {
    if let dictionary = type as? any JSONEnumKeyedDictionary.Type {
      self.dictionary = (Names(dictionary.jsonKeyNames), dictionary)
    }
    if let enumeration = type as? any (CaseIterable & RawRepresentable).Type,
      let names = caseNames(enumeration)
    {
      self.enumeration = Names(names)
    }
  }
}

/// What a value of `type` names: the last word of the type's name, lowercased (`ColorRole` is
/// a role, `MotionToken` a token), or `value` for a one-word name.
private func enumNoun(_ type: Any.Type) -> String {
  let name = String(describing: type)
  guard let start = name.lastIndex(where: \.isUppercase), start != name.startIndex else {
    return "value"
  }
  return name[start...].lowercased()
}

/// What every container of one decoding shares: the keys each object was asked for.
private final class DecodingState {
  /// Per object path: the keys asked for there.
  var requested: [String: AskedKeys] = [:]
  /// The names each type checked so far must use, by type.
  private var names: [ObjectIdentifier: TypeNames] = [:]

  /// The names `type` must use, worked out the first time the type is decoded.
  func names(of type: Any.Type) -> TypeNames {
    let id = ObjectIdentifier(type)
    if let known = names[id] { return known }
    let made = TypeNames(type)
    names[id] = made
    return made
  }

  /// The record of the keys asked of the object at `path`, made the first time a container
  /// opens it; every container of the object shares it.
  func opened(_ path: String) -> AskedKeys {
    if let keys = requested[path] { return keys }
    let keys = AskedKeys()
    requested[path] = keys
    return keys
  }

  /// Throws at the first member, in document order, that no type asked for.
  func checkUnknownKeys(in value: JSONValue, path: [String]) throws(JSONDecodingError) {
    // Only objects and arrays are visited, each with its path as text, built from its
    // parent's as `JSONValueDecoding.text` would build it.
    var stack: [(value: JSONValue, text: String)] = [(value, JSONValueDecoding.text(path))]
    while let (value, text) = stack.popLast() {
      switch value {
      case .object(let members):
        if let keys = requested[text]?.names {
          for member in members where !keys.contains(member.key) {
            throw JSONDecodingError(
              path: JSONValueDecoding.text(text, appending: member.key),
              kind: .unknownKey(
                key: member.key, noun: "key",
                suggestion: JSONDecodingError.suggestion(
                  for: member.key, among: keys.sorted())))
          }
        }
        for member in members.reversed() where member.value.isContainer {
          stack.append((member.value, JSONValueDecoding.text(text, appending: member.key)))
        }
      case .array(let elements):
        for (index, element) in elements.enumerated().reversed() where element.isContainer {
          stack.append((element, JSONValueDecoding.text(text, appending: "[\(index)]")))
        }
      default:
        break
      }
    }
  }
}

extension JSONValue {
  /// Whether the value is an object or an array.
  fileprivate var isContainer: Bool {
    switch self {
    case .object, .array: return true
    default: return false
    }
  }
}

/// The keys asked of one object, or nil once a type read the object's `allKeys`: kept by
/// reference so a container records each key without looking its object up again.
private final class AskedKeys {
  var names: Set<String>? = []

  func ask(_ key: String) { names?.insert(key) }
}

/// One component of a value's JSON path and its parent's: a child shares its parent's path
/// instead of copying it, and the text is spelled out only when something needs it.
private final class PathNode {
  let parent: PathNode?
  let component: String

  init(parent: PathNode?, component: String) {
    self.parent = parent
    self.component = component
  }
}

/// A coding key made from a string or an index.
private struct AnyKey: CodingKey {
  var stringValue: String
  var intValue: Int?

  init(stringValue: String) { self.stringValue = stringValue }

  init(intValue: Int) {
    self.stringValue = "Index \(intValue)"
    self.intValue = intValue
  }
}

/// The decoder of one value.
private struct JSONValueDecoding: Decoder {
  let value: JSONValue
  /// The last component of the path, nil at the top level.
  let node: PathNode?
  let state: DecodingState

  /// The path as JSON path components: keys, and `[n]` for array elements.
  /// - Complexity: O(depth).
  var path: [String] {
    var components: [String] = []
    var next = node
    while let current = next {
      components.append(current.component)
      next = current.parent
    }
    return components.reversed()
  }

  var pathText: String { Self.text(path) }

  var codingPath: [any CodingKey] {
    path.map { component -> any CodingKey in
      if component.hasPrefix("["), component.hasSuffix("]"),
        let index = Int(component.dropFirst().dropLast())
      {
        return AnyKey(intValue: index)
      }
      return AnyKey(stringValue: component)
    }
  }

  var userInfo: [CodingUserInfoKey: Any] { [:] }

  /// `text` with one more component, as ``text(_:)`` joins them.
  static func text(_ text: String, appending component: String) -> String {
    component.hasPrefix("[") || text.isEmpty ? text + component : text + "." + component
  }

  static func text(_ path: [String]) -> String {
    var text = ""
    for component in path {
      text += component.hasPrefix("[") || text.isEmpty ? component : "." + component
    }
    return text
  }

  func mismatch(_ expected: String) -> JSONDecodingError {
    JSONDecodingError(path: pathText, kind: .typeMismatch(expected: expected, found: found))
  }

  var found: String { value.phrase }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    guard let members = value.members else { throw mismatch("an object") }
    let keys = state.opened(pathText)
    return KeyedDecodingContainer(KeyedContainer<Key>(decoder: self, members: members, keys: keys))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    guard let elements = value.arrayValue else { throw mismatch("an array") }
    return UnkeyedContainer(decoder: self, elements: elements)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    SingleContainer(decoder: self)
  }

  func child(_ value: JSONValue, _ component: String) -> JSONValueDecoding {
    JSONValueDecoding(
      value: value, node: PathNode(parent: node, component: component), state: state)
  }

  /// Decodes `type` from this value, checking string enums and enum-keyed dictionaries
  /// against their cases first.
  func decodeValue<T: Decodable>(_ type: T.Type) throws -> T {
    // Plain values skip the names check: no cast, no lookup.
    if T.self == Double.self || T.self == String.self || T.self == Bool.self
      || T.self == Int.self
    {
      return try T(from: self)
    }
    let names = state.names(of: T.self)
    if let (keys, dictionary) = names.dictionary, let members = value.members {
      for member in members where !keys.set.contains(member.key) {
        throw JSONDecodingError(
          path: Self.text(path + [member.key]),
          kind: .unknownKey(
            key: member.key, noun: dictionary.jsonKeyNoun,
            suggestion: JSONDecodingError.suggestion(for: member.key, among: keys.ordered)))
      }
    }
    if let cases = names.enumeration, case .string(let text) = value {
      guard cases.set.contains(text) else {
        throw JSONDecodingError(
          path: pathText,
          kind: .unknownValue(
            value: text, noun: enumNoun(T.self),
            suggestion: JSONDecodingError.suggestion(for: text, among: cases.ordered)))
      }
    }
    return try T(from: self)
  }

  func decodeString() throws(JSONDecodingError) -> String {
    guard case .string(let text) = value else { throw mismatch("a string") }
    return text
  }

  func decodeNumber() throws(JSONDecodingError) -> Double {
    guard case .number(let number) = value else { throw mismatch("a number") }
    return number
  }

  func decodeBool() throws(JSONDecodingError) -> Bool {
    guard case .bool(let flag) = value else { throw mismatch("true or false") }
    return flag
  }

  func decodeInteger<I: FixedWidthInteger>(_ type: I.Type) throws(JSONDecodingError) -> I {
    let number = try decodeNumber()
    guard number == number.rounded(), let integer = I(exactly: number) else {
      throw mismatch("a whole number")
    }
    return integer
  }
}

private struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let decoder: JSONValueDecoding
  let members: [JSONMember]
  /// The keys asked of this object so far.
  let keys: AskedKeys

  var codingPath: [any CodingKey] { decoder.codingPath }

  var allKeys: [Key] {
    keys.names = nil
    var seen = Set<String>()
    return members.compactMap { member in
      guard seen.insert(member.key).inserted else { return nil }
      return Key(stringValue: member.key)
    }
  }

  func member(_ key: Key) -> JSONValue? {
    keys.ask(key.stringValue)
    return members.last(where: { $0.key == key.stringValue })?.value
  }

  func contains(_ key: Key) -> Bool { member(key) != nil }

  func decodeNil(forKey key: Key) throws -> Bool {
    guard let value = member(key) else { return true }
    return value == .null
  }

  func child(_ key: Key) throws -> JSONValueDecoding {
    guard let value = member(key), value != .null else {
      // A required member that is missing beside a misspelling of it is the misspelling's
      // fault: `{"token": {}}` is an unknown key 'token', not a missing 'tokens'.
      if let near = members.first(where: {
        $0.key != key.stringValue
          && JSONDecodingError.suggestion(for: $0.key, among: [key.stringValue]) != nil
      }) {
        throw JSONDecodingError(
          path: JSONValueDecoding.text(decoder.path + [near.key]),
          kind: .unknownKey(key: near.key, noun: "key", suggestion: key.stringValue))
      }
      throw JSONDecodingError(
        path: JSONValueDecoding.text(decoder.path + [key.stringValue]), kind: .missingValue)
    }
    return decoder.child(value, key.stringValue)
  }

  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    try child(key).decodeValue(type)
  }

  func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
    guard let value = member(key), value != .null else { return nil }
    return try decoder.child(value, key.stringValue).decodeValue(type)
  }

  func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key)
    throws -> KeyedDecodingContainer<NestedKey>
  {
    try child(key).container(keyedBy: type)
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    try child(key).unkeyedContainer()
  }

  func superDecoder() throws -> any Decoder { decoder }

  func superDecoder(forKey key: Key) throws -> any Decoder { try child(key) }
}

private struct UnkeyedContainer: UnkeyedDecodingContainer {
  let decoder: JSONValueDecoding
  let elements: [JSONValue]
  var currentIndex = 0

  init(decoder: JSONValueDecoding, elements: [JSONValue]) {
    self.decoder = decoder
    self.elements = elements
  }

  var codingPath: [any CodingKey] { decoder.codingPath }
  var count: Int? { elements.count }
  var isAtEnd: Bool { currentIndex >= elements.count }

  mutating func next() throws -> JSONValueDecoding {
    guard !isAtEnd else {
      throw JSONDecodingError(
        path: JSONValueDecoding.text(decoder.path + ["[\(currentIndex)]"]), kind: .missingValue)
    }
    defer { currentIndex += 1 }
    return decoder.child(elements[currentIndex], "[\(currentIndex)]")
  }

  mutating func decodeNil() throws -> Bool {
    guard !isAtEnd, elements[currentIndex] == .null else { return false }
    currentIndex += 1
    return true
  }

  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
    try next().decodeValue(type)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    try next().container(keyedBy: type)
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    try next().unkeyedContainer()
  }

  mutating func superDecoder() throws -> any Decoder { try next() }
}

private struct SingleContainer: SingleValueDecodingContainer {
  let decoder: JSONValueDecoding

  var codingPath: [any CodingKey] { decoder.codingPath }

  func decodeNil() -> Bool { decoder.value == .null }

  func decode(_ type: Bool.Type) throws -> Bool { try decoder.decodeBool() }
  func decode(_ type: String.Type) throws -> String { try decoder.decodeString() }
  func decode(_ type: Double.Type) throws -> Double { try decoder.decodeNumber() }
  func decode(_ type: Float.Type) throws -> Float { Float(try decoder.decodeNumber()) }
  func decode(_ type: Int.Type) throws -> Int { try decoder.decodeInteger(Int.self) }
  func decode(_ type: Int8.Type) throws -> Int8 { try decoder.decodeInteger(Int8.self) }
  func decode(_ type: Int16.Type) throws -> Int16 { try decoder.decodeInteger(Int16.self) }
  func decode(_ type: Int32.Type) throws -> Int32 { try decoder.decodeInteger(Int32.self) }
  func decode(_ type: Int64.Type) throws -> Int64 { try decoder.decodeInteger(Int64.self) }
  func decode(_ type: UInt.Type) throws -> UInt { try decoder.decodeInteger(UInt.self) }
  func decode(_ type: UInt8.Type) throws -> UInt8 { try decoder.decodeInteger(UInt8.self) }
  func decode(_ type: UInt16.Type) throws -> UInt16 { try decoder.decodeInteger(UInt16.self) }
  func decode(_ type: UInt32.Type) throws -> UInt32 { try decoder.decodeInteger(UInt32.self) }
  func decode(_ type: UInt64.Type) throws -> UInt64 { try decoder.decodeInteger(UInt64.self) }

  func decode<T: Decodable>(_ type: T.Type) throws -> T {
    guard decoder.value != .null else {
      throw JSONDecodingError(path: decoder.pathText, kind: .missingValue)
    }
    return try decoder.decodeValue(type)
  }
}
