import Foundation
import TesseraArgumentParser
import TesseraExport
import TesseraTokens

/// `tessera generate-theme`: the build plugin's step. Reads one theme file, audits it as a
/// build gate (diagnostics in the compiler's `file:line:column: error:` form) and writes the
/// typed Swift for it.
package enum GenerateThemeCommand {
  /// The command's declaration: its options and arguments, help and run function.
  package static let declaration = CommandDeclaration(
    name: "generate-theme",
    summary: "Audit a theme file as a build step and generate its typed Swift.",
    usage: [
      .argument(
        "FILE", help: "A theme spec, a GentleDesignSystem spec, or a token file with --map.",
        completion: ThemeInput.fileCompletion),
      .optional([
        .option(
          "map", "MAP", help: "Read FILE as design tokens through this *.tessera-map.json.",
          completion: ThemeInput.fileCompletion)
      ]),
      .optional([
        .option(
          "out", "SWIFT", help: "Write the Swift file here (without it, only audit).",
          completion: .files(extensions: ["swift"]))
      ]),
      .optional([
        .option("type-name", "NAME", help: "The generated enum (default: from FILE's name).")
      ]),
      .optional([
        .option(
          "spec-out", "JSON", help: "Also write the theme as a Tessera theme spec JSON.",
          completion: .files(extensions: ["json"]))
      ]),
    ],
    discussion: """
      The step TesseraThemePlugin runs for each theme file of a target; it runs as well by
      hand. FILE is a Tessera theme spec (*.tessera.json), a GentleDesignSystem spec
      (recognised by its colors.pairByRole), or with --map a DTCG, Tokens Studio, Figma or
      Style Dictionary token file read through a mapping file (see tessera import).

      The theme is audited as `tessera audit` does (every promised colour pair and every
      component part, in light, dark and both increased-contrast modes). Each failing colour
      decision is one diagnostic in the compiler's form, FILE:LINE:COLUMN: error: ..., at the
      line of the role in the theme file (a role set through the map: the map's line; a role
      the file leaves to Tessera's default: the file's first line; the message says which),
      naming the role, the mode, the measured and required ratios and the nearest passing
      colour of the same hue (what `tessera audit --fix` would write).

      {"auditFailures": "warning"} in a tessera-plugin.json beside FILE, or as the
      "tesseraPlugin" member of a theme spec, makes them warnings. Invalid JSON is reported
      at its line and column, an unknown key at its line with its path and the nearest known
      name.

      --out writes a Swift file (nothing is written when the gate fails): an enum named after
      FILE (AppTheme.tessera.json gives AppTheme) with `spec`, the whole theme as a ThemeSpec,
      and every colour role as a ColorValues member (AppTheme.accent). It imports
      TesseraTokens, so the target depends on the Tessera or TesseraTokens product.

      Exit status: 0 generated (warnings allowed), 1 the audit failed, 2 bad usage or bad
      input.
      """,
    run: run(_:console:))

  /// Runs the command.
  static func run(_ arguments: ParsedArguments, console: Console) throws(CommandError)
    -> ExitStatus
  {
    guard let file = arguments.positionals.first, arguments.positionals.count == 1 else {
      throw .usage("give one theme FILE")
    }
    let typeName = arguments.value("type-name") ?? ThemeSwiftSource.typeName(fromFile: file)
    guard ThemeSwiftSource.isTypeName(typeName) else {
      throw .usage("--type-name \(typeName) is not a Swift type name")
    }
    let source: ThemeBuildSource
    do {
      source = try ThemeBuildSource.read(file, map: arguments.value("map"))
    } catch {
      console.printError(error.diagnostic.description)
      return .badInput
    }
    for warning in source.warnings { console.printError(warning.description) }
    let diagnostics = ThemeBuildGate.diagnostics(source)
    for diagnostic in diagnostics { console.printError(diagnostic.description) }
    let failed = diagnostics.contains { $0.severity == .error }
    if failed {
      var fix = "each diagnostic names its fix"
      if case .themeSpec = source.origin {
        fix = "`tessera audit --fix \(file) --out FIXED` writes the fixes"
      }
      console.printError(
        "\(file):1:1: note: the theme fails its audit with \(diagnostics.count) cause(s); \(fix); "
          + "{\"auditFailures\": \"warning\"} in \(ThemeBuildOptions.fileName) beside it "
          + "builds anyway")
      return .checkFailed
    }
    if let out = arguments.value("out") {
      let text = try ThemeSwiftSource.source(
        for: source.spec, typeName: typeName, file: file, auditWarnings: diagnostics.count)
      try OutputFile.write(text, to: out)
    }
    if let specOut = arguments.value("spec-out") {
      do {
        try OutputFile.write(try ThemeExporter.json(source.spec), to: specOut)
      } catch let error as CommandError {
        throw error
      } catch {
        throw .badInput("\(error)")
      }
    }
    return .success
  }
}
