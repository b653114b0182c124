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
  /// An Xcode asset catalog folder (see ``XcodeAssetCatalogExporter``).
  case xcassets
  /// A Kotlin file for Jetpack Compose (see ``ComposeExporter``).
  case compose
  /// Android resource folders under `res/` (see ``AndroidResourceExporter``).
  case androidXML = "android-xml"
  /// A Tailwind CSS v4 stylesheet and v3 config (see ``TailwindExporter``).
  case tailwind
  /// Figma variable collections, one file per mode (see ``FigmaVariablesExporter``).
  case figma
  /// A Sass partial (see ``SCSSExporter``).
  case scss
  /// One flat JSON object, one key per token (see ``FlatJSONExporter``).
  case jsonFlat = "json-flat"

  /// The usual file extension for the format (for folder formats, of their main file).
  public var fileExtension: String {
    switch self {
    case .swift: return "swift"
    case .css: return "css"
    case .dtcg: return "tokens.json"
    case .json: return "json"
    case .xcassets: return "xcassets"
    case .compose: return "kt"
    case .androidXML: return "xml"
    case .tailwind: return "css"
    case .figma: return "tokens.json"
    case .scss: return "scss"
    case .jsonFlat: return "flat.json"
    }
  }

  /// Whether the format writes several files (a folder) rather than one text.
  public var writesFolder: Bool {
    switch self {
    case .xcassets, .androidXML, .tailwind, .figma: return true
    case .swift, .css, .dtcg, .json, .compose, .scss, .jsonFlat: return false
    }
  }
}

/// The options of the writers that have any, for ``ThemeExporter/files(for:as:options:)``.
public struct ExportOptions: Sendable, Hashable {
  /// The Swift namespace (``SwiftExporter/typeName``); nil derives it from the theme name.
  public var swiftTypeName: String?
  /// The Kotlin package of the Compose file.
  public var kotlinPackage: String
  /// The color space of the asset catalog.
  public var assetColorSpace: XcodeAssetCatalogExporter.ColorSpace
  /// How the Tailwind output picks dark mode.
  public var tailwindStrategy: TailwindExporter.Strategy

  /// Creates options; every writer's default unless given.
  public init(
    swiftTypeName: String? = nil, kotlinPackage: String = "com.tessera.theme",
    assetColorSpace: XcodeAssetCatalogExporter.ColorSpace = .srgb,
    tailwindStrategy: TailwindExporter.Strategy = .media
  ) {
    self.swiftTypeName = swiftTypeName
    self.kotlinPackage = kotlinPackage
    self.assetColorSpace = assetColorSpace
    self.tailwindStrategy = tailwindStrategy
  }
}

/// Why a theme could not be exported.
public enum ThemeExportError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The spec could not be encoded as JSON (a number that is not finite, for example).
  case encoding(String)
  /// The format writes several files; use ``ThemeExporter/files(for:as:options:)``.
  case writesFolder(ExportFormat)
  /// A writer refused an option.
  case option(PlatformExportError)

  /// A message naming the problem.
  public var description: String {
    switch self {
    case .encoding(let message): return "cannot encode the theme as JSON: \(message)"
    case .writesFolder(let format):
      return "--format \(format.rawValue) writes a folder of files; give --out DIR"
    case .option(let error): return error.description
    }
  }
}

/// Writes a theme in any ``ExportFormat``.
public enum ThemeExporter {
  /// The text of `spec` in a single-file `format`, with every writer's default options.
  /// - Throws: ``ThemeExportError/writesFolder(_:)`` for a folder format.
  /// - Complexity: O(size of the theme).
  public static func export(_ spec: ThemeSpec, as format: ExportFormat)
    throws(ThemeExportError) -> String
  {
    try text(spec, as: format, options: ExportOptions())
  }

  /// The text of `spec` in a single-file `format`, with `options`.
  /// - Throws: ``ThemeExportError/writesFolder(_:)`` for a folder format.
  public static func text(_ spec: ThemeSpec, as format: ExportFormat, options: ExportOptions)
    throws(ThemeExportError) -> String
  {
    switch format {
    case .swift: return SwiftExporter(typeName: options.swiftTypeName).source(for: spec)
    case .css: return CSSExporter().stylesheet(for: spec)
    case .dtcg: return spec.dtcgResolverDocument().json.serialized() + "\n"
    case .json: return try json(spec)
    case .compose:
      do {
        return try ComposeExporter(packageName: options.kotlinPackage).source(for: spec)
      } catch {
        throw .option(error)
      }
    case .scss: return SCSSExporter().source(for: spec)
    case .jsonFlat: return FlatJSONExporter().json(for: spec)
    case .xcassets, .androidXML, .tailwind, .figma: throw .writesFolder(format)
    }
  }

  /// The files of `spec` in `format`: the folder formats' files relative to their folder (the
  /// asset catalog's root, `res/`, the Tailwind or Figma folder), or the one file of a
  /// single-file format under its usual name (`OceanTheme.swift`, `ocean.css`,
  /// `ocean.tokens.json`, `ocean.json`, `OceanTheme.kt`, `_ocean.scss`, `ocean.flat.json`).
  /// - Complexity: O(size of the output).
  public static func files(
    for spec: ThemeSpec, as format: ExportFormat, options: ExportOptions = ExportOptions()
  ) throws(ThemeExportError) -> [ExportedFile] {
    let stem = PlatformNaming.lowercased(spec.name, separator: "-")
    let name: String
    switch format {
    case .xcassets:
      return XcodeAssetCatalogExporter(colorSpace: options.assetColorSpace).files(for: spec)
    case .androidXML: return AndroidResourceExporter().files(for: spec)
    case .tailwind: return TailwindExporter(strategy: options.tailwindStrategy).files(for: spec)
    case .figma: return FigmaVariablesExporter().files(for: spec)
    case .swift:
      name = SwiftExporter(typeName: options.swiftTypeName).resolvedTypeName(for: spec) + ".swift"
    case .css, .dtcg, .json: name = "\(stem).\(format.fileExtension)"
    case .compose: name = ComposeExporter(packageName: options.kotlinPackage).fileName(for: spec)
    case .scss: name = SCSSExporter().fileName(for: spec)
    case .jsonFlat: name = FlatJSONExporter().fileName(for: spec)
    }
    return [ExportedFile(path: name, contents: try text(spec, as: format, options: options))]
  }

  /// Every format at once, each under a folder named for it (`swift/OceanTheme.swift`,
  /// `xcassets/Ocean.xcassets/…`, `android-xml/res/values/…`, `figma/Ocean Colors/…`), for a
  /// CI job that publishes a theme to every platform.
  public static func allFiles(for spec: ThemeSpec, options: ExportOptions = ExportOptions())
    throws(ThemeExportError) -> [ExportedFile]
  {
    var result: [ExportedFile] = []
    for format in ExportFormat.allCases {
      let folder: String
      switch format {
      case .xcassets:
        folder = "xcassets/" + XcodeAssetCatalogExporter().catalogName(for: spec)
      case .androidXML: folder = "android-xml/res"
      default: folder = format.rawValue
      }
      for file in try files(for: spec, as: format, options: options) {
        result.append(ExportedFile(path: "\(folder)/\(file.path)", contents: file.contents))
      }
    }
    return result
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
