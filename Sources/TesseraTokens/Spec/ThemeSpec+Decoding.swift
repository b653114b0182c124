import Foundation
import TesseraColor

extension ThemeSpec {
  /// The largest spec ``decode(from:)`` accepts: 1 MB.
  public static let maximumByteCount = 1_048_576
  /// The deepest nesting of arrays and objects ``decode(from:)`` accepts.
  public static let maximumDepth = 32

  /// Decodes an untrusted JSON spec: bounded in size and depth, migrated from older versions
  /// and validated, with errors that name the JSON path of the bad value.
  ///
  /// Version 1 specs (colors as `{"lightHex", "darkHex"}`, spacing keys `s`, `m`, `l`) are
  /// migrated: keys are renamed and the increased-contrast values are derived from the
  /// standard ones by lifting every promised text pair to 7:1.
  /// - Complexity: O(n) in the size of the data; the depth check is a single byte scan that
  ///   runs before any parsing.
  public static func decode(from data: Data) throws(ThemeSpecError) -> ThemeSpec {
    guard data.count <= maximumByteCount else {
      throw .tooLarge(bytes: data.count, limit: maximumByteCount)
    }
    try checkDepth(data)
    let version = try decodeSpec(VersionProbe.self, from: data).specVersion ?? currentVersion
    guard version >= 1, version <= currentVersion else { throw .unsupportedVersion(version) }
    var source = data
    if version == 1 {
      guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
        throw .malformedJSON("the top level must be an object")
      }
      var migrated = try migrateVersion1(root)
      migrated["specVersion"] = currentVersion
      guard let rewritten = try? JSONSerialization.data(withJSONObject: migrated) else {
        throw .malformedJSON("version 1 spec could not be migrated")
      }
      source = rewritten
    }
    var spec = try decodeSpec(ThemeSpec.self, from: source)
    spec.specVersion = currentVersion
    try spec.validate()
    if version == 1 { PresetBuilder.deriveIncreasedContrast(&spec) }
    return spec
  }

  /// Rejects nesting deeper than ``maximumDepth`` with one pass over the bytes, skipping
  /// strings, before any parser sees the data.
  static func checkDepth(_ data: Data) throws(ThemeSpecError) {
    var depth = 0
    var inString = false
    var escaped = false
    var offset = 0
    for byte in data {
      defer { offset += 1 }
      if inString {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
        continue
      }
      switch byte {
      case UInt8(ascii: "\""):
        inString = true
      case UInt8(ascii: "["), UInt8(ascii: "{"):
        depth += 1
        if depth > maximumDepth {
          throw .tooDeep(depth: depth, limit: maximumDepth, offset: offset)
        }
      case UInt8(ascii: "]"), UInt8(ascii: "}"):
        depth -= 1
      default:
        break
      }
    }
  }

  /// Version 1 → 2: `{"lightHex", "darkHex"}` color pairs become `{"light", "dark"}`; spacing
  /// keys `s`, `m`, `l` become `sm`, `md`, `lg`.
  static func migrateVersion1(_ root: [String: Any]) throws(ThemeSpecError) -> [String: Any] {
    var result = root
    if let colors = root["colors"] {
      guard let colorMap = colors as? [String: Any] else {
        throw .typeMismatch(path: "colors", expected: "an object")
      }
      var migrated: [String: Any] = [:]
      for (role, value) in colorMap {
        guard var pair = value as? [String: Any] else {
          throw .typeMismatch(path: "colors.\(role)", expected: "an object")
        }
        if let light = pair.removeValue(forKey: "lightHex") { pair["light"] = light }
        if let dark = pair.removeValue(forKey: "darkHex") { pair["dark"] = dark }
        migrated[role] = pair
      }
      result["colors"] = migrated
    }
    if let spacing = root["spacing"] as? [String: Any] {
      var migrated = spacing
      for (old, new) in [("s", "sm"), ("m", "md"), ("l", "lg")] {
        if let value = migrated.removeValue(forKey: old) { migrated[new] = value }
      }
      result["spacing"] = migrated
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
