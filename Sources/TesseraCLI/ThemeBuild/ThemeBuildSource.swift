import Foundation
import TesseraDTCG
import TesseraJSON
import TesseraTokens

/// A theme file read for the build, with what is needed to point a diagnostic at the line a
/// role came from: a Tessera theme spec, a GentleDesignSystem spec, or a token file (DTCG,
/// Tokens Studio, Figma, Style Dictionary) read through a `*.tessera-map.json`.
struct ThemeBuildSource: Sendable {
  /// Where the theme's values were written.
  enum Origin: Sendable {
    /// A Tessera theme spec: roles under `colors.<role>`.
    case themeSpec
    /// A GentleDesignSystem spec: roles under `colors.pairByRole.<gentleRole>`.
    case gentleSpec
    /// A token file read through a map: the map's `tokens` members name the roles.
    case tokens(map: String, mapKeys: JSONKeyLines, mapRoot: JSONValue)
  }

  /// The theme file, as named on the command line.
  var file: String
  /// The theme.
  var spec: ThemeSpec
  /// The line and column of every key of the theme file.
  var keys: JSONKeyLines
  /// Where the values were written.
  var origin: Origin
  /// What the build gate does with audit failures.
  var options: ThemeBuildOptions
  /// Warnings about the input itself: a map entry no token matched.
  var warnings: [ThemeBuildDiagnostic] = []

  /// Reads `file` (and `map`, when given), located errors for anything wrong.
  static func read(_ file: String, map: String?) throws(ThemeBuildInputError) -> ThemeBuildSource {
    let (bytes, root) = try parse(file, limit: ImportCommand.maximumByteCount)
    let keys = JSONKeyLines(bytes)
    var options = try besideOptions(file)
    if let map {
      let (mapBytes, mapRoot) = try parse(map, limit: TokenMap.maximumByteCount)
      let mapKeys = JSONKeyLines(mapBytes)
      let tokenMap: TokenMap
      do {
        tokenMap = try TokenMap.decode(mapBytes)
      } catch {
        throw located(error.description, in: map, keys: mapKeys)
      }
      let imported: (spec: ThemeSpec, report: TokenImportReport)
      do {
        let source = try TokenSource(
          files: [(URL(fileURLWithPath: file).lastPathComponent, root)],
          modeNames: Set(tokenMap.modes.values))
        imported = try TokenImporter.theme(from: source, map: tokenMap)
      } catch {
        throw located(error.description, in: file, keys: keys)
      }
      // An exact entry that set nothing is almost always a path that does not match the file.
      let mappedPaths = Set(imported.report.mapped.map(\.path))
      let unmatched = (mapRoot["tokens"]?.members ?? []).filter { member in
        !member.key.contains("*") && !mappedPaths.contains(member.key)
      }
      let fileName = URL(fileURLWithPath: file).lastPathComponent
      let warnings = unmatched.map { member in
        let position = mapKeys.position(of: ["tokens", member.key])
        return ThemeBuildDiagnostic(
          file: map, line: position?.line ?? 1, column: position?.column ?? 1,
          severity: .warning,
          message: "map entry '\(member.key)' matches no token of \(fileName), so it sets nothing")
      }
      return ThemeBuildSource(
        file: file, spec: imported.spec, keys: keys,
        origin: .tokens(map: map, mapKeys: mapKeys, mapRoot: mapRoot), options: options,
        warnings: warnings)
    }
    if ThemeSpec.isGentleSpec(root) {
      let name = ThemeSwiftSource.themeName(fromFile: file)
      do {
        let imported = try ThemeSpec.fromGentleSpec(bytes, name: name)
        return ThemeBuildSource(
          file: file, spec: imported.spec, keys: keys, origin: .gentleSpec, options: options)
      } catch {
        throw located(error, in: file, keys: keys)
      }
    }
    var specBytes = bytes
    if let members = root.members, let own = root[ThemeBuildOptions.memberName] {
      options = try ThemeBuildOptions.decode(
        own, in: file, keys: keys, prefix: [ThemeBuildOptions.memberName])
      let rest = members.filter { $0.key != ThemeBuildOptions.memberName }
      specBytes = Array(JSONValue.object(rest).serialized().utf8)
    }
    do {
      let spec = try ThemeSpec.decode(from: Data(specBytes))
      return ThemeBuildSource(
        file: file, spec: spec, keys: keys, origin: .themeSpec, options: options)
    } catch {
      throw located(error, in: file, keys: keys)
    }
  }

  /// The bytes and JSON of `path`; a syntax error reports its line and column.
  private static func parse(_ path: String, limit: Int) throws(ThemeBuildInputError)
    -> ([UInt8], JSONValue)
  {
    let bytes: [UInt8]
    do {
      bytes = [UInt8](try InputFile.read(path, limit: limit))
    } catch {
      throw ThemeBuildInputError(path, error.description)
    }
    do {
      return (
        bytes,
        try JSONParser.parse(
          bytes, limits: JSONLimits(maximumBytes: limit, maximumDepth: ThemeSpec.maximumDepth))
      )
    } catch {
      throw ThemeBuildInputError(
        path, line: error.line, column: error.column, "not valid JSON: \(error.reason)")
    }
  }

  /// The options of the `tessera-plugin.json` in the theme file's folder, if there is one.
  private static func besideOptions(_ file: String) throws(ThemeBuildInputError)
    -> ThemeBuildOptions
  {
    let path = URL(fileURLWithPath: file).deletingLastPathComponent()
      .appendingPathComponent(ThemeBuildOptions.fileName).path
    guard FileManager.default.fileExists(atPath: path) else { return ThemeBuildOptions() }
    let (bytes, root) = try parse(path, limit: 65_536)
    return try ThemeBuildOptions.decode(root, in: path, keys: JSONKeyLines(bytes), prefix: [])
  }

  /// A spec error at the line of the key its path names (the first line when it names none).
  private static func located(_ error: ThemeSpecError, in file: String, keys: JSONKeyLines)
    -> ThemeBuildInputError
  {
    let position = error.position(in: keys)
    return ThemeBuildInputError(
      file, line: position?.line ?? 1, column: position?.column ?? 1, error.description)
  }

  /// A message that may start with a JSON path (`tokens.fg.x: unknown role`), at that path's
  /// line when the file has it.
  private static func located(_ message: String, in file: String, keys: JSONKeyLines)
    -> ThemeBuildInputError
  {
    var text = message
    for prefix in ["mapping file: ", "map: "] where text.hasPrefix(prefix) {
      text.removeFirst(prefix.count)
    }
    if let colon = text.range(of: ": ") {
      let head = String(text[..<colon.lowerBound])
      // `tokens.<key>`: the key itself may hold dots.
      let candidates =
        head.hasPrefix("tokens.")
        ? [["tokens", String(head.dropFirst("tokens.".count))], JSONKeyLines.segments(of: head)]
        : [JSONKeyLines.segments(of: head)]
      for path in candidates {
        if let found = keys.nearest(path), found.found == path.count {
          return ThemeBuildInputError(
            file, line: found.position.line, column: found.position.column, message)
        }
      }
    }
    return ThemeBuildInputError(file, message)
  }
}
