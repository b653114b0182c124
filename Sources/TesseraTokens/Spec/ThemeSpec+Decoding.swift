import Foundation
import TesseraColor
import TesseraJSON

extension ThemeSpec {
  /// The largest spec ``decode(from:)`` accepts: 1 MB.
  public static let maximumByteCount = 1_048_576
  /// The deepest nesting of arrays and objects ``decode(from:)`` accepts.
  public static let maximumDepth = 32

  /// The limits the spec's JSON is read under: ``maximumByteCount`` and ``maximumDepth``.
  static let jsonLimits = JSONLimits(maximumBytes: maximumByteCount, maximumDepth: maximumDepth)

  /// Decodes an untrusted JSON spec: bounded in size and depth, migrated from older versions
  /// and validated, with errors that name the JSON path of the bad value.
  ///
  /// Version 1 specs (colors as `{"lightHex", "darkHex"}`, spacing keys `s`, `m`, `l`) are
  /// migrated: keys are renamed and the increased-contrast values are derived from the
  /// standard ones by lifting every promised text pair to 7:1. Version 2 specs (and migrated
  /// version 1 specs) get the roles version 3 split from the accent: each new fill takes the
  /// spec's `accent` and each new on-color its `textOnAccent`, so the theme renders and audits
  /// as it did (``ColorRole/derivedFromVersion2Role``).
  ///
  /// `ThemeSpecReader` reads a spec the strict decoder would accept straight from the parsed
  /// value; anything else (and every error) goes through `JSONValueDecoder`, which names the
  /// JSON path of the problem.
  /// - Complexity: O(n) in the size of the data. `JSONReader` reads it once, checking its
  ///   syntax, size and depth, before it is decoded.
  public static func decode(from data: Data) throws(ThemeSpecError) -> ThemeSpec {
    try decode(from: data, reader: true)
  }

  /// ``decode(from:)``, with `reader` false decoding with `JSONValueDecoder` alone instead of
  /// trying `ThemeSpecReader` first: what the tests compare the reader against.
  static func decode(from data: Data, reader: Bool) throws(ThemeSpecError) -> ThemeSpec {
    guard data.count <= maximumByteCount else {
      throw .tooLarge(bytes: data.count, limit: maximumByteCount)
    }
    var root: JSONValue
    do {
      root = try JSONParser.parse([UInt8](data), limits: jsonLimits)
    } catch {
      throw mapped(error)
    }
    guard var members = root.members else {
      throw .malformedJSON("the top level must be an object, not \(root.phrase)")
    }
    let version: Int
    switch root["specVersion"] {
    case nil: version = currentVersion
    case .number(let number) where number == number.rounded() && abs(number) < 1e9:
      version = Int(number)
    case .some(let other):
      throw .typeMismatch(
        path: "specVersion", expected: "a whole number", found: other.phrase)
    }
    guard version >= 1, version <= currentVersion else { throw .unsupportedVersion(version) }
    if version < currentVersion {
      if version == 1 { root = try migrateVersion1(root) }
      guard var migrated = try migrateVersion2(root).members else {
        throw .malformedJSON("the top level must be an object")
      }
      migrated.removeAll { $0.key == "specVersion" }
      migrated.append(JSONMember("specVersion", .number(Double(currentVersion))))
      members = migrated
      root = .object(members)
    }
    var spec: ThemeSpec
    if reader, let read = ThemeSpecReader.spec(from: root) {
      spec = read
    } else {
      do {
        spec = try JSONValueDecoder.decode(ThemeSpec.self, from: root)
      } catch {
        throw mapped(error)
      }
    }
    spec.specVersion = currentVersion
    try spec.validate()
    if version == 1 { PresetBuilder.deriveIncreasedContrast(&spec) }
    return spec
  }

  /// The strict decoder's refusal as a spec error, at the same path.
  private static func mapped(_ error: JSONDecodingError) -> ThemeSpecError {
    let path = error.path.isEmpty ? "(root)" : error.path
    switch error.kind {
    case .unknownKey(let key, let noun, let suggestion):
      return .unknownKey(path: path, key: key, noun: noun, suggestion: suggestion)
    case .unknownValue, .invalidValue: return .invalidValue(path: path, reason: error.reason)
    case .typeMismatch(let expected, let found):
      return .typeMismatch(path: path, expected: expected, found: found)
    case .missingValue: return .missingValue(path: path)
    }
  }

  /// The reader's refusal as a spec error: depth keeps its offset, syntax its position.
  static func mapped(_ error: JSONParseError) -> ThemeSpecError {
    switch error.kind {
    case .tooLarge(let bytes, let limit): return .tooLarge(bytes: bytes, limit: limit)
    case .tooDeep(let depth, let limit):
      return .tooDeep(depth: depth, limit: limit, offset: error.offset)
    case .tooManyValues, .syntax: return .malformedJSON(error.located)
    }
  }

  /// Version 1 → 2: `{"lightHex", "darkHex"}` color pairs become `{"light", "dark"}`; spacing
  /// keys `s`, `m`, `l` become `sm`, `md`, `lg`. Other members keep their order.
  static func migrateVersion1(_ root: JSONValue) throws(ThemeSpecError) -> JSONValue {
    guard var members = root.members else {
      throw .malformedJSON("the top level must be an object")
    }
    for index in members.indices {
      switch members[index].key {
      case "colors":
        guard let colors = members[index].value.members else {
          throw .typeMismatch(
            path: "colors", expected: "an object", found: members[index].value.phrase)
        }
        var migrated: [JSONMember] = []
        for color in colors {
          guard let pair = color.value.members else {
            throw .typeMismatch(
              path: "colors.\(color.key)", expected: "an object", found: color.value.phrase)
          }
          migrated.append(
            JSONMember(
              color.key, .object(renamed(pair, [("lightHex", "light"), ("darkHex", "dark")]))))
        }
        members[index].value = .object(migrated)
      case "spacing":
        if let spacing = members[index].value.members {
          members[index].value = .object(
            renamed(spacing, [("s", "sm"), ("m", "md"), ("l", "lg")]))
        }
      default:
        break
      }
    }
    return .object(members)
  }

  /// Version 2 → 3: every role version 3 added that `colors` lacks is written with the values
  /// of the role it is derived from (`accent` or `textOnAccent`), when the spec has that role.
  /// Other members keep their order.
  static func migrateVersion2(_ root: JSONValue) throws(ThemeSpecError) -> JSONValue {
    guard var members = root.members else {
      throw .malformedJSON("the top level must be an object")
    }
    guard let index = members.firstIndex(where: { $0.key == "colors" }) else { return root }
    guard var colors = members[index].value.members else {
      throw .typeMismatch(
        path: "colors", expected: "an object", found: members[index].value.phrase)
    }
    let present = Set(colors.map(\.key))
    for role in ColorRole.allCases where !present.contains(role.rawValue) {
      guard let source = role.derivedFromVersion2Role,
        let value = colors.last(where: { $0.key == source.rawValue })?.value
      else { continue }
      colors.append(JSONMember(role.rawValue, value))
    }
    members[index].value = .object(colors)
    return .object(members)
  }

  /// `members` with each old key renamed to its new one (a member already named the new key
  /// is replaced, as a dictionary assignment would).
  private static func renamed(_ members: [JSONMember], _ renames: [(String, String)])
    -> [JSONMember]
  {
    var result = members
    for (old, new) in renames {
      guard let value = result.last(where: { $0.key == old })?.value else { continue }
      result.removeAll { $0.key == old || $0.key == new }
      result.append(JSONMember(new, value))
    }
    return result
  }
}
