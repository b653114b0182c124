import Foundation
import TesseraArgumentParser
import TesseraDTCG
import TesseraExport
import TesseraJSON
import TesseraTokens

/// `tessera import`: the token files design tools export (DTCG 2025.10 and its drafts,
/// Style Dictionary, Tokens Studio, Figma variables) as a Tessera theme JSON, through a
/// mapping from the file's token names to Tessera's roles.
package enum ImportCommand {
  /// The command's declaration: its options and arguments, help and run function.
  package static let declaration = CommandDeclaration(
    name: "import",
    summary: "Convert design tokens (Figma, Tokens Studio, DTCG...) to a theme JSON.",
    usage: [
      .argument(
        "SOURCE", repeatable: true,
        help: "A token file (- reads standard input), or a folder of token files.",
        completion: ThemeInput.fileCompletion),
      .optional([
        .option(
          "map", "FILE", help: "Map token paths and globs to Tessera roles (JSON).",
          completion: ThemeInput.fileCompletion)
      ]),
      .optional([.flag("suggest-map", help: "Write a mapping suggested from the token names.")]),
      .optional([.flag("strict", help: "Validate as DTCG 2025.10; exit 1 if roles stay default.")]),
      .optional([.option("name", "NAME", help: "The theme's name.")]),
      .optional([
        .option(
          "mode", "FILEMODE=MODE", repeatable: true,
          help:
            "Read the file's mode FILEMODE as light, dark, lightIncreasedContrast or darkIncreasedContrast."
        )
      ]),
      .optional([.flag("verbose", help: "List every skipped token.")]),
      .optional([
        .option(
          "out", "PATH", help: "Write to PATH instead of standard output.",
          completion: .files(extensions: []))
      ]),
    ],
    discussion: """
      Reads every SOURCE (files, or folders of .json files two levels deep) in the formats
      design tools export: DTCG 2025.10 and its drafts (hex strings, "16px"/"1.5rem"/"0.5em",
      value/type without $), Style Dictionary's nested value trees, Tokens Studio (token sets,
      $themes.json and $metadata.json, its types, math such as "{space.base} * 2") and
      Figma's variables (REST API JSON, or per-mode files with com.figma.modeName). Aliases
      are followed across files.

      --map FILE names which token paths (or globs: * within a segment, ** across) become
      which roles: {"tokens": {"fg.default": "colors.textPrimary", "base.color.**":
      "palette", "space.200": "spacing.sm"}, "modes": {"Dark": "dark"}}. Without --map
      Tessera's own names are read (color.<role>, spacing.<step> ...), and when they leave
      roles at their defaults a map suggested from the file's names is printed on standard
      error; --suggest-map writes it instead of the theme. Modes are matched by name (Light,
      Dark, light_high_contrast, dark_ax, default/inverted) or by --mode; a missing
      increased-contrast mode takes its own scheme's values. Tokens not mapped, or of a type
      Tessera does not use, are skipped and listed on standard error; a mapped token that is
      invalid refuses the import. Tessera's own DTCG and Figma exports read back exactly.

      A GentleDesignSystem spec (colors.pairByRole with lightHex/darkHex, typography.roles,
      layout, visual, buttons, surfaces) is recognised and mapped role by role; every key
      without an exact counterpart is listed on standard error.

      Exit status: 0 converted, 1 with --strict when roles stay at their defaults, 2 bad
      usage or bad input (the message names the file and the token path).
      """,
    run: run(_:console:))

  /// The largest file read, in bytes (the DTCG reader's own limit).
  static let maximumByteCount = DTCGLimits.default.json.maximumBytes

  /// Runs the command.
  static func run(_ arguments: ParsedArguments, console: Console) throws(CommandError)
    -> ExitStatus
  {
    let outPath = arguments.value("out")
    let sources = arguments.positionals
    guard !sources.isEmpty else { throw .usage("expected a token file or a folder of them") }
    let strict = arguments.flag("strict")
    let suggest = arguments.flag("suggest-map")
    let mapPath = arguments.value("map")
    if suggest, mapPath != nil { throw .usage("--suggest-map writes a map; do not give --map") }
    let files: [(path: String, bytes: [UInt8])]
    if sources == ["-"] {
      files = [("-", [UInt8](try InputFile.read("-", limit: maximumByteCount)))]
    } else {
      files = try jsonFiles(sources)
    }
    var parsed: [(name: String, root: JSONValue)] = []
    for file in files {
      do {
        parsed.append(
          (file.path, try JSONParser.parse(file.bytes, limits: DTCGLimits.default.json)))
      } catch {
        throw .badInput("\(file.path): \(error.description)")
      }
    }
    if parsed.count == 1, ThemeSpec.isGentleSpec(parsed[0].root) {
      return try importGentle(files[0], arguments, console: console)
    }
    let resolverIndex = parsed.firstIndex { $0.root["resolutionOrder"] != nil }
    if let resolverIndex, parsed.count > 1 {
      let path = files[resolverIndex].path
      throw .badInput(
        "\(path) is a DTCG resolver document: import it alone (tessera import \(path)); it "
          + "names the files to read and the order they merge in")
    }
    if mapPath == nil, !suggest, arguments.value("name") == nil, arguments.values("mode").isEmpty,
      let exact = try tesseraExport(files, parsed, console: console)
    {
      return try finish(
        exact.spec, notes: exact.notes, defaulted: [], strict: strict, outPath, console)
    }
    if strict, resolverIndex == nil { try validateStrictly(parsed) }
    var map = TokenMap.tessera
    if let mapPath {
      do {
        map = try TokenMap.decode(
          [UInt8](try InputFile.read(mapPath, limit: TokenMap.maximumByteCount)))
      } catch let error as TokenImportError {
        throw .badInput("\(mapPath): \(error.description)")
      } catch {
        throw .badInput("\(mapPath): \(error)")
      }
    }
    for flag in arguments.values("mode") {
      guard let equals = flag.lastIndex(of: "="),
        let mode = ThemeMode.allCases.first(where: {
          $0.name == flag[flag.index(after: equals)...]
        })
      else {
        throw .usage(
          "--mode takes FILEMODE=MODE, MODE one of light, dark, lightIncreasedContrast, darkIncreasedContrast; not '\(flag)'"
        )
      }
      map.modes[mode] = String(flag[..<equals])
    }
    let source: TokenSource
    do {
      if resolverIndex != nil {
        source = try resolverSource(files[0].path, parsed[0].root, map: map, strict: strict)
      } else {
        source = try TokenSource(files: parsed, modeNames: Set(map.modes.values))
      }
    } catch let error as CommandError {
      throw error
    } catch {
      throw .badInput("\(error)")
    }
    if suggest {
      try OutputFile.write(TokenMapSuggester.suggest(source).json(), to: outPath, console: console)
      return .success
    }
    let result: (spec: ThemeSpec, report: TokenImportReport)
    do {
      result = try TokenImporter.theme(from: source, map: map, name: arguments.value("name"))
    } catch {
      throw .badInput(error.description)
    }
    let notes = result.report.notes(listing: arguments.flag("verbose") ? Int.max : 20)
    if mapPath == nil, !result.report.defaultedColorRoles.isEmpty {
      for note in notes { console.printError("note: \(note)") }
      console.printError(
        "note: no --map given: a mapping suggested from the token names follows; save it, "
          + "edit it and pass --map FILE (or write it with --suggest-map --out FILE)")
      console.err(TokenMapSuggester.suggest(source).json())
      return try finish(
        result.spec, notes: [], defaulted: result.report.defaultedColorRoles, strict: strict,
        outPath, console)
    }
    return try finish(
      result.spec, notes: notes, defaulted: result.report.defaultedColorRoles, strict: strict,
      outPath, console)
  }

  /// Writes the theme and the notes; with --strict, roles left at their defaults exit 1.
  private static func finish(
    _ spec: ThemeSpec, notes: [String], defaulted: [ColorRole], strict: Bool, _ outPath: String?,
    _ console: Console
  ) throws(CommandError) -> ExitStatus {
    for note in notes { console.printError("note: \(note)") }
    let text: String
    do {
      text = try ThemeExporter.json(spec)
    } catch {
      throw .badInput(error.description)
    }
    try OutputFile.write(text, to: outPath, console: console)
    if strict, !defaulted.isEmpty {
      console.printError(
        "error: --strict: \(defaulted.count) color role(s) left at their defaults: "
          + defaulted.map(\.rawValue).joined(separator: ", "))
      return .checkFailed
    }
    return .success
  }

  /// A file Tessera itself exported, read back exactly: a DTCG resolver document or a token
  /// file with the embedded Tessera spec, or a folder of Tessera's Figma mode files.
  private static func tesseraExport(
    _ files: [(path: String, bytes: [UInt8])], _ parsed: [(name: String, root: JSONValue)],
    console: Console
  ) throws(CommandError) -> (spec: ThemeSpec, notes: [String])? {
    if parsed.count == 1 {
      let root = parsed[0].root
      // Tessera's own resolver keeps its spec in the first source of its `base` set.
      let ownResolver =
        root["resolutionOrder"] != nil
        && root["sets"]?["base"]?["sources"]?.arrayValue?.first?["$extensions"]?[
          ThemeSpec.dtcgExtensionKey] != nil
      guard ownResolver || root["$extensions"]?[ThemeSpec.dtcgExtensionKey] != nil else {
        return nil
      }
      do {
        return try ThemeSpec.fromDTCG(files[0].bytes)
      } catch {
        throw .badInput("\(files[0].path): \(error.description)")
      }
    }
    let figmaModes = Set(FigmaVariablesExporter.modeNames + [FigmaVariablesExporter.singleModeName])
    // Tessera's Figma export: every file names one of its modes, and its color files hold
    // only `color.<role>` (a designer's own Figma export has other groups).
    let isTesseraFigma = parsed.allSatisfy { file in
      guard let mode = file.root["$extensions"]?["com.figma.modeName"]?.stringValue,
        figmaModes.contains(mode)
      else { return false }
      guard mode != FigmaVariablesExporter.singleModeName else { return true }
      let groups = (file.root.members ?? []).filter { !$0.key.hasPrefix("$") }
      return groups.allSatisfy { group in
        group.key == "color"
          && (group.value.members ?? []).allSatisfy {
            $0.key.hasPrefix("$") || ColorRole(rawValue: $0.key) != nil
          }
      }
    }
    guard isTesseraFigma else { return nil }
    do {
      return try FigmaVariablesImporter.theme(from: files)
    } catch {
      throw .badInput(error.description)
    }
  }

  /// The tokens of a resolver document, its `$ref` files read from its own folder; with
  /// --strict, every mode's merged tokens must be valid DTCG 2025.10.
  private static func resolverSource(
    _ path: String, _ root: JSONValue, map: TokenMap, strict: Bool
  ) throws(CommandError) -> TokenSource {
    let folder = path == "-" ? nil : URL(fileURLWithPath: path).deletingLastPathComponent().path
    let resolver: DTCGResolverDocument
    do {
      resolver = try DTCGResolverDocument(
        root: root, loadFile: folder.map { resolverFileLoader(folder: $0) })
    } catch {
      throw .badInput("\(path): \(error.description)")
    }
    let source: TokenSource
    do {
      source = try TokenSource(resolver: resolver, requested: map.modes)
    } catch {
      throw .badInput("\(path): \(error.description)")
    }
    guard strict else { return source }
    for (mode, inputs) in source.resolverInputs.sorted(by: { $0.key < $1.key }) {
      do {
        _ = try resolver.document(for: inputs).resolve()
      } catch {
        throw .badInput("\(path): --strict: in '\(mode)': \(error.description)")
      }
    }
    return source
  }

  /// Reads a resolver's `$ref` files from `folder`: never a file that a symbolic link puts
  /// outside it; each file within the size limit, and JSON.
  static func resolverFileLoader(folder: String) -> DTCGResolverDocument.FileLoader {
    let base = URL(fileURLWithPath: folder, isDirectory: true).resolvingSymlinksInPath().path
    let prefix = base.hasSuffix("/") ? base : base + "/"
    return { (relative: String) throws -> JSONValue in
      let real = URL(fileURLWithPath: prefix + relative).resolvingSymlinksInPath().path
      guard real.hasPrefix(prefix) else { throw DTCGSourceReferenceError.Problem.linkLeavesFolder }
      let data: Data
      do {
        data = try InputFile.read(real, limit: maximumByteCount)
      } catch let error as CommandError {
        switch error {
        case .badInput(let message), .usage(let message):
          throw DTCGSourceReferenceError.Problem.file(message)
        }
      } catch {
        throw DTCGSourceReferenceError.Problem.file("\(error)")
      }
      do {
        return try JSONParser.parse([UInt8](data), limits: DTCGLimits.default.json)
      } catch let error as JSONParseError {
        throw DTCGSourceReferenceError.Problem.file("\(relative) is not JSON: \(error.description)")
      } catch {
        throw DTCGSourceReferenceError.Problem.file("\(relative) is not JSON: \(error)")
      }
    }
  }

  /// `--strict`: every DTCG file must be valid DTCG 2025.10, aliases and all.
  private static func validateStrictly(_ parsed: [(name: String, root: JSONValue)])
    throws(CommandError)
  {
    for file in parsed {
      let root = file.root
      if root["$themes"] != nil || root["$metadata"] != nil || root["meta"] != nil
        || root["variableCollections"] != nil || root.arrayValue != nil
      {
        continue
      }
      do {
        _ = try DTCGDocument(root: root).resolve()
      } catch {
        throw .badInput("\(file.name): --strict: \(error.description)")
      }
    }
  }

  private static func isDirectory(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
      && isDirectory.boolValue
  }

  /// The token files given: every `.json` file in the given folders (two levels deep, as
  /// Figma, Tokens Studio and `tessera export` lay them out, path relative to the folder) and
  /// the given files, at most ``FigmaVariablesImporter/maximumFiles``: the walk stops at the
  /// first file past the limit, so a folder that is not an export (a home folder) is refused
  /// quickly.
  static func jsonFiles(_ paths: [String]) throws(CommandError) -> [(path: String, bytes: [UInt8])]
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
      let inside = root.resolvingSymlinksInPath().standardized.path
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
          // A link may point anywhere; only what it reaches inside the folder is read, as a
          // resolver's `$ref` is bounded to its folder.
          if (try? manager.destinationOfSymbolicLink(atPath: url.path)) != nil {
            let target = url.resolvingSymlinksInPath().standardized.path
            guard target.hasPrefix(inside + "/") else {
              throw .badInput(
                "\(path): \(folder.prefix + name) is a symbolic link to \(target), outside the"
                  + " folder; only files inside it are read")
            }
          }
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
