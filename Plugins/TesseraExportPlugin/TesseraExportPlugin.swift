import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory tessera-export --format FORMAT
/// --out DIR [--target NAME ...]`: writes every theme file of the package in an export
/// format, each theme under `DIR/<Name>`, as `tessera export` writes it.
@main
struct TesseraExportPlugin: CommandPlugin {
  /// Runs the export.
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let names = extractor.extractOption(named: "target")
    let formats = extractor.extractOption(named: "format")
    let outs = extractor.extractOption(named: "out")
    guard formats.count == 1, let format = formats.first, outs.count == 1, let out = outs.first
    else {
      throw ThemeFile.Problem(
        description: "tessera-export needs --format FORMAT and --out DIR (once each)")
    }
    let passed = extractor.remainingArguments
    let targets =
      names.isEmpty ? context.package.targets : try context.package.targets(named: names)
    let tool = try context.tool(named: "tessera").url
    let base = URL(fileURLWithPath: out, relativeTo: context.package.directoryURL).standardized
    let scratch = context.pluginWorkDirectoryURL
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    var written: [String] = []
    for case let target as any SourceModuleTarget in targets {
      for theme in try ThemeFile.themes(in: target.sourceFiles.map(\.url)) {
        let name = String(theme.swiftFileName.dropLast(".swift".count))
        // Token files and Gentle specs become a Tessera spec first, audited as the build does.
        let spec = scratch.appendingPathComponent(name + ".tessera.json")
        try run(tool, theme.arguments(writing: nil) + ["--spec-out", spec.path])
        let folder = base.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let destination = Self.destination(format: format, name: name, in: folder)
        try run(
          tool, ["export", spec.path, "--format", format, "--out", destination.path] + passed)
        written.append(destination.path)
      }
    }
    print("tessera-export: wrote \(written.count) theme(s): " + written.joined(separator: ", "))
  }

  /// Where a theme goes: a folder format's folder, or the usual file name of a file format.
  static func destination(format: String, name: String, in folder: URL) -> URL {
    let files = [
      "swift": "\(name).swift", "css": "\(name).css", "scss": "_\(name).scss",
      "dtcg": "\(name).tokens.json", "json": "\(name).json", "json-flat": "\(name).flat.json",
      "compose": "\(name).kt",
    ]
    let folders = [
      "xcassets": "\(name).xcassets", "android-xml": "res", "tailwind": "tailwind",
      "figma": "figma",
    ]
    return folder.appendingPathComponent(files[format] ?? folders[format] ?? format)
  }

  /// Runs `tool`; a failure ends the command with the tool's exit status.
  private func run(_ tool: URL, _ arguments: [String]) throws {
    let process = Process()
    process.executableURL = tool
    process.arguments = arguments
    try process.run()
    process.waitUntilExit()
    if process.terminationStatus != 0 { exit(process.terminationStatus) }
  }
}
