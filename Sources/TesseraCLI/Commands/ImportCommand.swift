import Foundation
import TesseraArgumentParser
import TesseraDTCG
import TesseraExport
import TesseraTokens

/// `tessera import`: a DTCG token file (or resolver document), or a folder of Figma variable
/// collections, as a Tessera theme JSON.
package enum ImportCommand {
  /// The command's declaration: its options and arguments, help and run function.
  package static let declaration = CommandDeclaration(
    name: "import",
    summary: "Convert DTCG tokens or a Figma export to a Tessera theme JSON.",
    usage: [
      .argument(
        "SOURCE", repeatable: true,
        help: "A DTCG token file (- reads standard input), a Figma export folder or mode files.",
        completion: ThemeInput.fileCompletion),
      .optional([
        .option(
          "out", "PATH", help: "Write to PATH instead of standard output.",
          completion: .files(extensions: []))
      ]),
    ],
    discussion: """
      One SOURCE that is a file is read as a DTCG 2025.10 token file or a resolver document
      with a `mode` modifier (light, dark, light-increased-contrast, dark-increased-contrast);
      - reads standard input.
      A folder, or several files, is read as Figma variable collections with one file per
      mode (as `tessera export --format figma` writes them and Figma's variable export
      returns them): files whose mode is Light, Dark, Light Increased Contrast or Dark
      Increased Contrast give the colors of that mode, the others the palette, spacing,
      radii, border widths and text sizes.
      Prints the Tessera theme JSON. Notes (roles that kept their values, tokens that were
      ignored) go to standard error.

      Exit status: 0 converted, 2 bad usage or bad input (the message names the token path).
      """,
    run: run(_:console:))

  /// The largest file read, in bytes (the DTCG reader's own limit).
  static let maximumByteCount = DTCGLimits.default.json.maximumBytes

  /// Runs the command.
  static func run(_ arguments: ParsedArguments, console: Console) throws(CommandError)
    -> ExitStatus
  {
    let outPath = arguments.value("out")
    let files = arguments.positionals
    guard !files.isEmpty else { throw .usage("expected a DTCG file or a Figma export folder") }
    let result: (spec: ThemeSpec, notes: [String])
    if files.count == 1, !isDirectory(files[0]) {
      let data = try InputFile.read(files[0], limit: maximumByteCount)
      do {
        result = try ThemeSpec.fromDTCG([UInt8](data))
      } catch {
        throw .badInput("\(files[0]): \(error.description)")
      }
    } else {
      let modes = try figmaFiles(files)
      do {
        result = try FigmaVariablesImporter.theme(from: modes)
      } catch {
        throw .badInput(error.description)
      }
    }
    for note in result.notes { console.printError("note: \(note)") }
    let text: String
    do {
      text = try ThemeExporter.json(result.spec)
    } catch {
      throw .badInput(error.description)
    }
    try OutputFile.write(text, to: outPath, console: console)
    return .success
  }

  private static func isDirectory(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
      && isDirectory.boolValue
  }

  /// The files of a Figma export: every `.json` file in the given folders (two levels deep,
  /// as Figma and `tessera export` lay them out, path relative to the folder) and the given
  /// files, at most ``FigmaVariablesImporter/maximumFiles``: the walk stops at the first file
  /// past the limit, so a folder that is not an export (a home folder) is refused quickly.
  static func figmaFiles(_ paths: [String]) throws(CommandError) -> [(path: String, bytes: [UInt8])]
  {
    let limit = FigmaVariablesImporter.maximumFiles
    var found: [(name: String, path: String)] = []
    func add(_ name: String, _ path: String, from source: String) throws(CommandError) {
      found.append((name, path))
      guard found.count <= limit else {
        throw .badInput(
          "\(source): more than \(limit) JSON files; a Figma export of a theme has at most \(limit)"
        )
      }
    }
    let manager = FileManager.default
    for path in paths {
      guard isDirectory(path) else {
        if path == "-" { throw .usage("- (standard input) reads one DTCG file only") }
        try add(path, path, from: path)
        continue
      }
      let root = URL(fileURLWithPath: path, isDirectory: true)
      var folders: [(url: URL, prefix: String, depth: Int)] = [(root, "", 0)]
      while let folder = folders.popLast() {
        let names: [String]
        do {
          names = try manager.contentsOfDirectory(atPath: folder.url.path).sorted()
        } catch {
          throw .badInput(
            "cannot read \(folder.url.path): \(FileSystemProblem.reading(folder.url.path, error))")
        }
        for name in names where !name.hasPrefix(".") {
          let url = folder.url.appendingPathComponent(name)
          if isDirectory(url.path) {
            if folder.depth < 2 {
              folders.append((url, folder.prefix + name + "/", folder.depth + 1))
            }
          } else if name.hasSuffix(".json") {
            try add(folder.prefix + name, url.path, from: path)
          }
        }
      }
    }
    guard !found.isEmpty else {
      throw .badInput("\(paths.joined(separator: ", ")): no .json files")
    }
    var result: [(path: String, bytes: [UInt8])] = []
    for file in found {
      result.append((file.name, [UInt8](try InputFile.read(file.path, limit: maximumByteCount))))
    }
    return result
  }
}
