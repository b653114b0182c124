import Foundation
import TesseraExport
import TesseraTokens

/// `tessera export`: a theme as Swift, CSS, DTCG or Tessera JSON.
public enum ExportCommand: TesseraCommand {
  /// The command word.
  public static let name = "export"
  /// One line for the command list.
  public static let summary = "Export a theme as Swift, CSS, DTCG tokens or Tessera JSON."
  /// The help text.
  public static let help = """
    USAGE: tessera export (--preset NAME | FILE) --format swift|css|dtcg|json [--out PATH]
                          [--type-name NAME]

    Writes the theme (a preset, or a Tessera theme JSON file; - reads standard input):
      swift   one Swift file with token constants for every role, mode, text size, spacing,
              radius, elevation and motion; compiles with Foundation only, SwiftUI extras
              behind #if canImport(SwiftUI). --type-name names its namespace enum.
      css     custom properties with prefers-color-scheme / prefers-contrast media queries
              and [data-theme=...] selectors for the four modes
      dtcg    a DTCG 2025.10 resolver document with a `mode` modifier
      json    the Tessera theme JSON
    Without --out the result goes to standard output.

    Exit status: 0 written, 2 bad usage or bad input.
    """

  /// Runs the command.
  public static func run(_ arguments: inout Arguments, console: Console) throws(CommandError)
    -> ExitStatus
  {
    let presetName = try arguments.option("preset")
    let formatName = try arguments.choice(
      "format", from: ExportFormat.allCases.map(\.rawValue))
    let outPath = try arguments.option("out")
    let typeName = try arguments.option("type-name")
    let files = try arguments.positionals()
    guard let formatName, let format = ExportFormat(rawValue: formatName) else {
      throw .usage("--format is required (swift, css, dtcg or json)")
    }
    if typeName != nil && format != .swift {
      throw .usage("--type-name applies to --format swift only")
    }
    let spec: ThemeSpec
    switch (presetName, files.count) {
    case (let name?, 0): spec = try ThemeInput.preset(name)
    case (nil, 1): spec = try ThemeInput.file(files[0])
    case (nil, 0): throw .usage("name a theme: --preset NAME or a theme JSON file")
    default: throw .usage("give exactly one theme: --preset NAME or one file")
    }
    let text: String
    do {
      if format == .swift, let typeName {
        text = SwiftExporter(typeName: typeName).source(for: spec)
      } else {
        text = try ThemeExporter.export(spec, as: format)
      }
    } catch {
      throw .badInput(error.description)
    }
    try OutputFile.write(text, to: outPath, console: console)
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
    do {
      try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      throw .badInput("cannot write \(path): \(error.localizedDescription)")
    }
    console.printError("wrote \(path)")
  }
}
