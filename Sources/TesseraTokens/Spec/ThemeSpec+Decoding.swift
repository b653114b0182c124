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
  /// standard ones by lifting every promised text pair to 7:1.
  /// - Complexity: O(n) in the size of the data. `JSONReader` reads it once, checking its
  ///   syntax, size and depth, before it is decoded.
  public static func decode(from data: Data) throws(ThemeSpecError) -> ThemeSpec {
    guard data.count <= maximumByteCount else {
      throw .tooLarge(bytes: data.count, limit: maximumByteCount)
    }
    let bytes = [UInt8](data)
    do {
      try JSONReader.validate(bytes, limits: jsonLimits)
    } catch {
      throw mapped(error)
    }
    let version = try decodeSpec(VersionProbe.self, from: data).specVersion ?? currentVersion
    guard version >= 1, version <= currentVersion else { throw .unsupportedVersion(version) }
    var source = data
    if version == 1 {
      let root: JSONValue
      do {
        root = try JSONParser.parse(bytes, limits: jsonLimits)
      } catch {
        throw mapped(error)
      }
      guard var migrated = try migrateVersion1(root).members else {
        throw .malformedJSON("the top level must be an object")
      }
      migrated.removeAll { $0.key == "specVersion" }
      migrated.append(JSONMember("specVersion", .number(Double(currentVersion))))
      source = Data(JSONValue.object(migrated).serialized(indent: 0).utf8)
    }
    var spec = try decodeSpec(ThemeSpec.self, from: source)
    spec.specVersion = currentVersion
    try spec.validate()
    if version == 1 { PresetBuilder.deriveIncreasedContrast(&spec) }
    return spec
  }

  /// The reader's refusal as a spec error: depth keeps its offset, syntax its position.
  private static func mapped(_ error: JSONParseError) -> ThemeSpecError {
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
          throw .typeMismatch(path: "colors", expected: "an object")
        }
        var migrated: [JSONMember] = []
        for color in colors {
          guard let pair = color.value.members else {
            throw .typeMismatch(path: "colors.\(color.key)", expected: "an object")
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

  private struct VersionProbe: Decodable {
    var specVersion: Int?
  }

  private static func decodeSpec<T: Decodable>(_ type: T.Type, from data: Data)
    throws(ThemeSpecError) -> T
  {
    do {
      return try JSONDecoder().decode(type, from: data)
    } catch let error as DecodingError {
      throw mapped(error)
    } catch {
      throw .malformedJSON(String(describing: error))
    }
  }

  private static func mapped(_ error: DecodingError) -> ThemeSpecError {
    func path(_ codingPath: [any CodingKey], _ last: (any CodingKey)? = nil) -> String {
      var text = ""
      for key in codingPath + (last.map { [$0] } ?? []) {
        if let index = key.intValue, key.stringValue.hasPrefix("Index") || key.stringValue.isEmpty {
          text += "[\(index)]"
        } else {
          text += text.isEmpty ? key.stringValue : "." + key.stringValue
        }
      }
      return text.isEmpty ? "(root)" : text
    }
    switch error {
    case .keyNotFound(let key, let context):
      return .missingValue(path: path(context.codingPath, key))
    case .valueNotFound(_, let context):
      return .missingValue(path: path(context.codingPath))
    case .typeMismatch(_, let context) where context.codingPath.isEmpty:
      return .malformedJSON("the top level must be an object")
    case .typeMismatch(let type, let context):
      return .typeMismatch(path: path(context.codingPath), expected: "\(type)")
    case .dataCorrupted(let context) where context.codingPath.isEmpty:
      let underlying = context.underlyingError.map { String(describing: $0) }
      return .malformedJSON(underlying ?? context.debugDescription)
    case .dataCorrupted(let context):
      return .invalidValue(path: path(context.codingPath), reason: context.debugDescription)
    @unknown default:
      return .malformedJSON(String(describing: error))
    }
  }
}
