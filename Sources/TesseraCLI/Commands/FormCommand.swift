import Foundation
import TesseraArgumentParser
import TesseraForms

/// `tessera form check SCHEMA.json [--values VALUES.json]`: checks a JSON form schema and,
/// optionally, a set of values against it.
package enum FormCommand {
  /// The command's declaration: `form` selects its one subcommand, `check`.
  package static let declaration = CommandDeclaration(
    name: "form", summary: "Check a JSON form schema and the values filled into it.",
    subcommands: [check])

  /// `tessera form check`: its options and arguments, help and run function.
  static let check = CommandDeclaration(
    name: "check",
    summary: "Check a JSON form schema and, with --values, the values filled into it.",
    usage: [
      .argument(
        "<schema.json>", help: "The form schema JSON file.",
        completion: .files(extensions: ["json"])),
      .optional([
        .option(
          "values", "<values.json>", help: "Validate the field values in this JSON file.",
          completion: .files(extensions: ["json"]))
      ]),
      .optional([
        .option("today", "YYYY-MM-DD", help: "The date card expiries are checked against.")
      ]),
    ],
    discussion: """
      Decodes the schema with the same limits as FormSchema.decode (1 MiB, 32 levels, 200
      fields, 50 pattern fields, 500 options) and checks ids, bounds, patterns, types and
      references. With --values, validates a JSON object of field values ({"email": "a@b.co",
      "age": 30, "terms": true, "topics": ["a"]}) and prints one line per failing field:
        <field id> (<JSON path>): <message>
      --today sets the date card expiries are checked against (default: the current date, UTC).

      Exit status: 0 when the schema (and the values) pass, 1 when a value fails, 2 when a file
      cannot be read or the schema or values are invalid (the message names the file and path).
      """,
    run: run(_:console:))

  /// Runs the command.
  static func run(_ arguments: ParsedArguments, console: Console) throws(CommandError)
    -> ExitStatus
  {
    let valuesPath = arguments.value("values")
    let today = arguments.value("today")
    let words = arguments.positionals
    guard words.count == 1 else {
      throw .usage("expected one schema file after 'check'; got \(words.count)")
    }
    let schemaPath = words[0]
    let now = try date(from: today)
    let limits = FormSchemaLimits.default
    let schemaData = try InputFile.read(schemaPath, limit: limits.maximumBytes)
    let schema: FormSchema
    do {
      schema = try FormSchema.decode(from: schemaData, limits: limits)
    } catch {
      throw .badInput("\(schemaPath): \(error.description)")
    }
    guard let valuesPath else {
      console.print("\(schemaPath): schema OK, \(schema.fields.count) fields")
      return .success
    }
    let valuesData = try InputFile.read(valuesPath, limit: limits.maximumBytes)
    let values: [String: FormValue]
    do {
      values = try FormSchema.decodeValues(from: valuesData, limits: limits)
    } catch {
      throw .badInput("\(valuesPath): \(error.description)")
    }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    for id in values.keys.sorted() where schema.field(id) == nil {
      console.printError("warning: \(valuesPath): no field '\(id)' in \(schemaPath)")
    }
    let errors = schema.validate(values, now: now, calendar: calendar)
    for error in errors {
      console.print("\(error.fieldID) (\(error.path)): \(error.message)")
    }
    if errors.isEmpty {
      console.print("\(valuesPath): all \(schema.fields.count) fields pass")
      return .success
    }
    return .checkFailed
  }

  private static func date(from text: String?) throws(CommandError) -> Date {
    guard let text else { return Date() }
    guard let day = FormDate(iso: text) else {
      throw .usage("--today must be a date as YYYY-MM-DD, not '\(text)'")
    }
    var components = DateComponents()
    components.year = day.year
    components.month = day.month
    components.day = day.day
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    guard let date = calendar.date(from: components) else {
      throw .usage("--today names no date: '\(text)'")
    }
    return date
  }
}
