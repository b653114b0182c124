import Foundation
import TesseraArgumentParser
import TesseraExport
import TesseraTokens

/// Loads themes named on the command line: presets by name, spec files by path (`-` reads
/// standard input). Every failure is bad input (exit 2) with a message that says where.
enum ThemeInput {
  /// What a shell offers for `--preset`: every preset's identifier.
  static let presetCompletion = Completion.values(PresetThemes.identifiers)

  /// What a shell offers for a theme file: JSON files.
  static let fileCompletion = Completion.files(extensions: ["json"])

  /// `(--all | --preset NAME ... | FILE ...)`: the themes a command such as `audit` works on;
  /// `verb` says what it does with them ("Audit").
  static func themes(_ verb: String) -> UsageElement {
    .oneOf([
      .flag("all", help: "\(verb) every built-in preset."),
      .option(
        "preset", "NAME", repeatable: true, help: "\(verb) the preset NAME.",
        completion: presetCompletion),
      .argument(
        "FILE", repeatable: true, help: "A theme spec JSON file (- reads standard input).",
        completion: fileCompletion),
    ])
  }

  /// `(--preset NAME | FILE)`: the one theme a command such as `resolve` works on.
  static func theme(_ verb: String) -> UsageElement {
    .oneOf([
      .option("preset", "NAME", help: "\(verb) the preset NAME.", completion: presetCompletion),
      .argument(
        "FILE", help: "A theme spec JSON file (- reads standard input).",
        completion: fileCompletion),
    ])
  }

  /// The presets of every `--preset` and the specs of every FILE argument, in that order.
  static func specs(_ arguments: ParsedArguments) throws(CommandError) -> [ThemeSpec] {
    var specs: [ThemeSpec] = []
    for name in arguments.values("preset") { specs.append(try preset(name)) }
    for file in arguments.positionals { specs.append(try ThemeInput.file(file)) }
    return specs
  }

  /// The one theme of ``theme(_:)``: the preset `--preset` names or the spec in the one FILE.
  /// Neither is the usage error `missing`; both, or several files, is `ambiguous`.
  static func spec(_ arguments: ParsedArguments, missing: String, ambiguous: String)
    throws(CommandError) -> ThemeSpec
  {
    let files = arguments.positionals
    switch (arguments.value("preset"), files.count) {
    case (let name?, 0): return try preset(name)
    case (nil, 1): return try file(files[0])
    case (nil, 0): throw .usage(missing)
    default: throw .usage(ambiguous)
    }
  }

  /// The preset called `name`, or bad input listing the presets.
  static func preset(_ name: String) throws(CommandError) -> ThemeSpec {
    guard let spec = PresetThemes.named(name) else {
      throw .badInput(
        "no preset named '\(name)'; available: \(PresetThemes.identifiers.joined(separator: ", "))")
    }
    return spec
  }

  /// The spec in the file at `path`, decoded as untrusted input.
  static func file(_ path: String) throws(CommandError) -> ThemeSpec {
    let data = try InputFile.read(path, limit: ThemeSpec.maximumByteCount)
    do {
      return try ThemeSpec.decode(from: data)
    } catch {
      throw .badInput("\(path): \(error.description)")
    }
  }

  /// Encodes a value as pretty, key-sorted JSON text.
  static func json<T: Encodable>(_ value: T) throws(CommandError) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    do {
      return String(decoding: try encoder.encode(value), as: UTF8.self)
    } catch {
      throw .badInput("cannot encode the result as JSON: \(error)")
    }
  }
}

/// Reads the files commands are given, as untrusted input.
enum InputFile {
  /// The bytes of the file at `path` (`-` reads standard input). A file larger than `limit`
  /// is refused with its real size, without being read; standard input is read to at most
  /// `limit + 1` bytes and then counted to its end (up to 64 times the limit) so the size
  /// reported is the real one. A missing file, a directory, a parent path that is a file and
  /// an unreadable file are bad input naming the path and what is wrong.
  static func read(_ path: String, limit: Int) throws(CommandError) -> Data {
    if path == "-" { return try readStandardInput(limit: limit) }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw .badInput(
        "cannot read \(path): \(FileSystemProblem.reading(path, CocoaError(.fileNoSuchFile)))")
    }
    guard !isDirectory.boolValue else {
      throw .badInput("cannot read \(path): it is a directory, not a file")
    }
    if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int,
      size > limit
    {
      throw .badInput("\(path): the file is \(size) bytes; the limit is \(limit) bytes")
    }
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw .badInput("cannot read \(path): it cannot be opened (permission denied)")
    }
    defer { try? handle.close() }
    let data: Data
    do {
      data = try handle.read(upToCount: limit + 1) ?? Data()
    } catch {
      throw .badInput("cannot read \(path): \(FileSystemProblem.reading(path, error))")
    }
    // A file that grew after its size was read, or a device without a size.
    guard data.count <= limit else {
      throw .badInput("\(path): the file grew past the limit of \(limit) bytes while it was read")
    }
    return data
  }

  private static func readStandardInput(limit: Int) throws(CommandError) -> Data {
    let input = FileHandle.standardInput
    let data = (try? input.read(upToCount: limit + 1)) ?? Data()
    guard data.count > limit else { return data }
    var total = data.count
    let ceiling = limit.multipliedReportingOverflow(by: 64).overflow ? Int.max : limit * 64
    while total <= ceiling, let chunk = try? input.read(upToCount: 1 << 20), !chunk.isEmpty {
      total += chunk.count
    }
    let size = total > ceiling ? "more than \(ceiling)" : "\(total)"
    throw .badInput("standard input is \(size) bytes; the limit is \(limit) bytes")
  }
}
