import Foundation
import PackagePlugin

/// `swift package tessera-audit [--target NAME ...]`: audits every theme file of the
/// package's targets (or the named ones) as the build does, printing the same diagnostics.
/// It fails when any theme fails its audit or cannot be read.
@main
struct TesseraAuditPlugin: CommandPlugin {
  /// Runs the audit.
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let names = extractor.extractOption(named: "target")
    if let unknown = extractor.remainingArguments.first {
      throw ThemeFile.Problem(
        description: "tessera-audit: unknown argument '\(unknown)'; it takes --target NAME")
    }
    let targets =
      names.isEmpty ? context.package.targets : try context.package.targets(named: names)
    let tool = try context.tool(named: "tessera").url
    var audited = 0
    var worst: Int32 = 0
    for case let target as any SourceModuleTarget in targets {
      for theme in try ThemeFile.themes(in: target.sourceFiles.map(\.url)) {
        let process = Process()
        process.executableURL = tool
        process.arguments = theme.arguments(writing: nil)
        try process.run()
        process.waitUntilExit()
        audited += 1
        worst = max(worst, process.terminationStatus)
      }
    }
    print(
      audited == 0
        ? "tessera-audit: no theme files (*.tessera.json, *.tessera-map.json) in the targets"
        : "tessera-audit: \(audited) theme file(s), "
          + (worst == 0 ? "every one passes" : "some fail (see above)"))
    // The CLI's exit status: 1 an audit failed, 2 a file could not be read.
    if worst != 0 { exit(worst) }
  }
}
