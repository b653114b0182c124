import Foundation
import TesseraDTCG
import TesseraTokens

/// A format `tessera export` writes.
public enum ExportFormat: String, Sendable, CaseIterable, Codable {
  /// A Swift source file (see ``SwiftExporter``).
  case swift
  /// CSS custom properties (see ``CSSExporter``).
  case css
  /// A DTCG resolver document with a `mode` modifier (`ThemeSpec.dtcgResolverDocument()`).
  case dtcg
  /// The Tessera theme JSON (`ThemeSpec`), pretty-printed with sorted keys.
  case json

  /// The usual file extension for the format.
  public var fileExtension: String {
    switch self {
    case .swift: return "swift"
    case .css: return "css"
    case .dtcg: return "tokens.json"
    case .json: return "json"
    }
  }
}

/// Why a theme could not be exported.
public enum ThemeExportError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The spec could not be encoded as JSON (a number that is not finite, for example).
  case encoding(String)

  /// A message naming the problem.
  public var description: String {
    switch self {
    case .encoding(let message): return "cannot encode the theme as JSON: \(message)"
    }
  }
}

/// Writes a theme in any ``ExportFormat``.
public enum ThemeExporter {
  /// The text of `spec` in `format`.
  /// - Complexity: O(size of the theme).
  public static func export(_ spec: ThemeSpec, as format: ExportFormat)
    throws(ThemeExportError) -> String
  {
    switch format {
    case .swift: return SwiftExporter().source(for: spec)
    case .css: return CSSExporter().stylesheet(for: spec)
    case .dtcg: return spec.dtcgResolverDocument().json.serialized() + "\n"
    case .json: return try json(spec)
    }
  }

  /// `spec` as pretty, key-sorted JSON that `ThemeSpec.decode(from:)` reads back.
  public static func json(_ spec: ThemeSpec) throws(ThemeExportError) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    do {
      return String(decoding: try encoder.encode(spec), as: UTF8.self) + "\n"
    } catch {
      throw .encoding("\(error)")
    }
  }
}
