import Foundation

/// The theme files among a target's files, as the plugins read them (this file is shared by
/// the three plugins through symbolic links: a plugin cannot depend on a library).
///
/// - `NAME.tessera.json`: a Tessera theme spec, or a GentleDesignSystem spec.
/// - `NAME.tessera-map.json`: a map for the token file `NAME.json` (or `NAME.tokens.json`)
///   beside it: DTCG, Tokens Studio, Figma variables or Style Dictionary tokens.
/// - `tessera-plugin.json`: options for the themes in its folder (an input of their steps).
struct ThemeFile: Sendable, Hashable {
  /// The file the theme is read from: the spec, or the token file.
  var input: URL
  /// The map, for a token file.
  var map: URL?
  /// The `tessera-plugin.json` beside the file, if there is one.
  var options: URL?

  /// What is wrong with a target's theme files.
  struct Problem: Error, Sendable, CustomStringConvertible {
    /// The message.
    var description: String
  }

  /// The themes among `files` (every file of a target), sorted by path.
  static func themes(in files: [URL]) throws -> [ThemeFile] {
    let paths = Set(files.map(\.path))
    func options(beside url: URL) -> URL? {
      let candidate = url.deletingLastPathComponent().appendingPathComponent("tessera-plugin.json")
      return paths.contains(candidate.path) ? candidate : nil
    }
    var themes: [ThemeFile] = []
    for url in files {
      let name = url.lastPathComponent
      if name.hasSuffix(".tessera.json") {
        themes.append(ThemeFile(input: url, map: nil, options: options(beside: url)))
      } else if name.hasSuffix(".tessera-map.json") {
        let stem = String(name.dropLast(".tessera-map.json".count))
        let folder = url.deletingLastPathComponent()
        let tokens = [stem + ".json", stem + ".tokens.json"]
          .map { folder.appendingPathComponent($0) }
          .first { paths.contains($0.path) }
        guard let tokens else {
          throw Problem(
            description:
              "\(url.path): a map needs its token file beside it, named \(stem).json or "
              + "\(stem).tokens.json")
        }
        themes.append(ThemeFile(input: tokens, map: url, options: options(beside: url)))
      }
    }
    return themes.sorted { $0.input.path < $1.input.path }
  }

  /// The name of the theme's Swift file: the input's name up to its first dot, as
  /// `tessera generate-theme` names the type (`AppTheme.tessera.json` → `AppTheme.swift`).
  var swiftFileName: String {
    let stem = input.lastPathComponent.prefix { $0 != "." }
    return (stem.isEmpty ? "Theme" : String(stem)) + ".swift"
  }

  /// The `tessera generate-theme` arguments that audit it (and write `swift`, when given).
  func arguments(writing swift: URL?) -> [String] {
    var arguments = ["generate-theme", input.path]
    if let map { arguments += ["--map", map.path] }
    if let swift { arguments += ["--out", swift.path] }
    return arguments
  }

  /// Every file the step reads: a change to any of them runs it again.
  var inputFiles: [URL] { [input] + [map, options].compactMap { $0 } }
}
