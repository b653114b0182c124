import Foundation
import TesseraArgumentParser
import TesseraExport
import TesseraTokens

/// `tessera export`: a theme in any of the formats of ``ExportFormat``, or all of them.
package enum ExportCommand {
  /// The command's declaration: its options and arguments, help and run function.
  package static let declaration = CommandDeclaration(
    name: "export",
    summary: "Export a theme for Apple, Android, the web, Figma or as tokens.",
    usage: [
      ThemeInput.theme("Export"),
      .oneOf([
        .choice(
          "format", ExportFormat.allCases.map(\.rawValue), placeholder: "FORMAT",
          help: "What to write."),
        .flag("all-formats", help: "Write every format under --out DIR, one folder each."),
      ]),
      .optional([
        .option(
          "out", "PATH",
          help: "Write to PATH (the folder of a folder format) instead of standard output.",
          completion: .files(extensions: []))
      ]),
      .optional([
        .option("type-name", "NAME", help: "The Swift namespace enum (--format swift only).")
      ]),
      .optional([
        .option("package", "NAME", help: "The Kotlin package (--format compose only).")
      ]),
      .optional([
        .choice(
          "color-space", XcodeAssetCatalogExporter.ColorSpace.allCases.map(\.rawValue),
          help: "The asset catalog's color space (--format xcassets only).")
      ]),
      .optional([
        .choice(
          "dark-mode", TailwindExporter.Strategy.allCases.map(\.rawValue),
          help: "How Tailwind picks dark mode (--format tailwind only).")
      ]),
    ],
    discussion: """
      Writes the theme (a preset, or a Tessera theme JSON file; - reads standard input) with
      the values its audit checked in light, dark and both increased-contrast modes:
        swift        one Swift file with token constants for every role, mode, text size,
                     spacing, radius, elevation and motion; compiles with Foundation only,
                     SwiftUI extras behind #if canImport(SwiftUI). --type-name names its enum.
        css          custom properties with prefers-color-scheme / prefers-contrast media
                     queries and [data-theme=...] selectors for the four modes
        dtcg         a DTCG 2025.10 resolver document with a `mode` modifier
        json         the Tessera theme JSON
        xcassets     an Xcode asset catalog: a color set per role with Any, Light and Dark
                     appearances, each also with High Contrast (--color-space, default srgb);
                     --out names the .xcassets folder
        compose      a Kotlin file for Jetpack Compose: the four color schemes, text styles,
                     spacing and radii (--package, default com.tessera.theme)
        android-xml  values/ and values-night/ colors with _high_contrast twins, dimensions,
                     color attributes and theme overlays; --out names the res/ folder
        tailwind     a Tailwind CSS v4 @theme stylesheet and a v3 config; --dark-mode media
                     (default) or class
        figma        Figma variable collections, one file per mode (Light, Dark, Light
                     Increased Contrast, Dark Increased Contrast); tessera import reads the
                     folder back
        scss         a Sass partial: variables, a map of the four modes, mixins
        json-flat    one JSON object with one key per token
      --all-formats writes every format under --out DIR, one folder per format.
      Without --out a single-file format goes to standard output; xcassets, android-xml,
      tailwind and figma write folders and need --out DIR. A theme that fails its contrast
      audit is still written, with a warning on standard error.

      Exit status: 0 written, 2 bad usage or bad input.
      """,
    run: run(_:console:))

  /// Runs the command.
  static func run(_ arguments: ParsedArguments, console: Console) throws(CommandError)
    -> ExitStatus
  {
    let allFormats = arguments.flag("all-formats")
    let outPath = arguments.value("out")
    let typeName = arguments.value("type-name")
    let package = arguments.value("package")
    let colorSpace = arguments.value("color-space")
    let darkMode = arguments.value("dark-mode")
    let format = arguments.value("format").flatMap(ExportFormat.init(rawValue:))
    switch (format, allFormats) {
    case (nil, false):
      let names = ExportFormat.allCases.map(\.rawValue).joined(separator: ", ")
      throw .usage("--format is required (\(names)) or --all-formats")
    case (.some, true): throw .usage("give --format or --all-formats, not both")
    default: break
    }
    for (option, value, owner) in [
      ("type-name", typeName, ExportFormat.swift), ("package", package, .compose),
      ("color-space", colorSpace, .xcassets), ("dark-mode", darkMode, .tailwind),
    ] where value != nil && !allFormats && format != owner {
      throw .usage("--\(option) applies to --format \(owner.rawValue) only")
    }
    var options = ExportOptions(swiftTypeName: typeName)
    if let package { options.kotlinPackage = package }
    if let colorSpace, let space = XcodeAssetCatalogExporter.ColorSpace(rawValue: colorSpace) {
      options.assetColorSpace = space
    }
    if let darkMode, let strategy = TailwindExporter.Strategy(rawValue: darkMode) {
      options.tailwindStrategy = strategy
    }
    let spec = try ThemeInput.spec(
      arguments, missing: "name a theme: --preset NAME or a theme JSON file",
      ambiguous: "give exactly one theme: --preset NAME or one file")
    let report = ThemeAudit.audit(spec)
    if !report.passed {
      console.printError(
        "warning: \(report.failures.count) of \(report.checkedCount) contrast checks fail; "
          + "run `tessera audit` (the files say so too)")
    }
    if let format, !format.writesFolder {
      let text: String
      do {
        text = try ThemeExporter.text(spec, as: format, options: options)
      } catch {
        throw .badInput(error.description)
      }
      try OutputFile.write(text, to: outPath, console: console)
      return .success
    }
    guard let outPath, outPath != "-" else {
      throw .usage(
        allFormats
          ? "--all-formats writes a folder per format; give --out DIR"
          : "--format \(format?.rawValue ?? "") writes a folder of files; give --out DIR")
    }
    let written: [ExportedFile]
    do {
      if let format {
        written = try ThemeExporter.files(for: spec, as: format, options: options)
      } else {
        written = try ThemeExporter.allFiles(for: spec, options: options)
      }
      try ExportedFile.write(written, into: URL(fileURLWithPath: outPath, isDirectory: true))
    } catch let error as ThemeExportError {
      throw .badInput(error.description)
    } catch let error as ExportWriteError {
      throw .badInput(error.description)
    } catch {
      throw .badInput("\(error)")
    }
    console.printError("wrote \(written.count) files to \(outPath)")
    return .success
  }
}

/// Writes a command's result to a file, or to standard output when no path is given.
enum OutputFile {
  static func write(_ text: String, to path: String?, console: Console) throws(CommandError) {
    guard let path, path != "-" else {
      console.out(text.hasSuffix("\n") ? text : text + "\n")
      return
    }
    try write(text, to: path)
    console.printError("wrote \(path)")
  }

  /// Writes `text` to the file at `path` atomically, saying nothing.
  static func write(_ text: String, to path: String) throws(CommandError) {
    if let problem = FileSystemProblem.beforeWriting(path) {
      throw .badInput("cannot write \(path): \(problem)")
    }
    do {
      try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      throw .badInput("cannot write \(path): \(FileSystemProblem.writing(path, error))")
    }
  }
}
