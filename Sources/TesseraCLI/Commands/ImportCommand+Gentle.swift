import TesseraArgumentParser
import TesseraExport
import TesseraJSON
import TesseraTokens

extension ImportCommand {
  /// `tessera import gentle-spec.json`: a GentleDesignSystem spec, mapped through
  /// ``GentleRoleMap``, every key without a counterpart listed on standard error.
  static func importGentle(
    _ file: (path: String, bytes: [UInt8]), _ arguments: ParsedArguments, console: Console
  ) throws(CommandError) -> ExitStatus {
    let mapsItself =
      ["map", "mode"].filter { !arguments.values($0).isEmpty }
      + (arguments.flag("suggest-map") ? ["suggest-map"] : [])
    if let option = mapsItself.first {
      throw .usage(
        "\(file.path) is a GentleDesignSystem spec, which names its roles itself; --\(option) does not apply"
      )
    }
    let imported: GentleSpecImport
    do {
      imported = try ThemeSpec.fromGentleSpec(
        file.bytes, name: arguments.value("name") ?? "Gentle Import")
    } catch {
      throw .badInput("\(file.path): \(error.description)")
    }
    console.printError(
      "note: \(file.path): GentleDesignSystem spec"
        + (imported.specVersion.map { " version \($0)" } ?? "")
        + "; \(imported.notes.count) key(s) without an exact counterpart follow")
    for note in imported.notes { console.printError("note: \(note)") }
    if !imported.derived.isEmpty {
      console.printError(
        "note: derived from Gentle's colors: " + imported.derived.joined(separator: ", "))
    }
    if !imported.defaulted.isEmpty {
      console.printError(
        "note: Gentle has no value for \(imported.defaulted.count) Tessera token(s), which keep "
          + "Tessera's defaults: " + imported.defaulted.joined(separator: ", "))
    }
    let text: String
    do {
      text = try ThemeExporter.json(imported.spec)
    } catch {
      throw .badInput(error.description)
    }
    try OutputFile.write(text, to: arguments.value("out"), console: console)
    let defaultedColors = imported.spec.missingColorRoles
    if arguments.flag("strict"), !defaultedColors.isEmpty {
      console.printError(
        "error: --strict: \(defaultedColors.count) color role(s) left at their defaults: "
          + defaultedColors.map(\.rawValue).joined(separator: ", "))
      return .checkFailed
    }
    return .success
  }
}
