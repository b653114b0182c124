import Foundation
import TesseraJSON

/// A theme spec refused by ``ThemeSpec/decodeLocated(from:)``: the spec error and the line and
/// column of the text it points at, so an editor or a build log can show the place to fix.
public struct LocatedThemeSpecError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What is wrong.
  public var error: ThemeSpecError
  /// The 1-based line: where the JSON syntax broke, or where the key the error's path names
  /// (or its nearest parent the text has) starts; 1 when the error names no place.
  public var line: Int
  /// The 1-based column, in bytes, on ``line``.
  public var column: Int

  /// Creates a located error.
  public init(_ error: ThemeSpecError, line: Int, column: Int) {
    self.error = error
    self.line = line
    self.column = column
  }

  /// `line 4, column 5: colors: unknown role 'acent'; did you mean 'accent'?`
  public var description: String { "line \(line), column \(column): \(error.description)" }
}

extension ThemeSpec {
  /// Decodes an untrusted JSON spec as ``decode(from:)`` does, and says where a refusal points:
  /// the line and column where the JSON syntax broke, or of the key its path names.
  /// - Complexity: O(n) in the size of the data; a refused spec is read once more to find the
  ///   place.
  public static func decodeLocated(from data: Data) throws(LocatedThemeSpecError) -> ThemeSpec {
    do {
      return try decode(from: data)
    } catch {
      throw locate(error, in: [UInt8](data))
    }
  }

  /// Where `error`, raised decoding `bytes`, points.
  public static func locate(_ error: ThemeSpecError, in bytes: [UInt8]) -> LocatedThemeSpecError {
    switch error {
    case .malformedJSON, .tooDeep:
      do {
        _ = try JSONParser.parse(bytes, limits: jsonLimits)
      } catch {
        return LocatedThemeSpecError(mapped(error), line: error.line, column: error.column)
      }
    default:
      break
    }
    let position = error.position(in: JSONKeyLines(bytes))
    return LocatedThemeSpecError(error, line: position?.line ?? 1, column: position?.column ?? 1)
  }
}

extension ThemeSpecError {
  /// Where the key this error's path names starts in a text whose keys are `keys` (the nearest
  /// parent the text has when the key itself is missing), or `nil` when it names no place.
  public func position(in keys: JSONKeyLines) -> JSONKeyLines.Position? {
    var segments = path.map(JSONKeyLines.segments(of:)) ?? []
    if case .unknownKey(_, let key, _, _) = self, segments.last != key { segments.append(key) }
    if segments.first == "(root)" { segments.removeFirst() }
    return keys.nearest(segments)?.position
  }
}
