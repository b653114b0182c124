import Foundation
import PackagePlugin

/// The build-tool plugin: for each theme file of a target, a build step that runs
/// `tessera generate-theme`, which audits the theme (failing the build with one diagnostic
/// per cause) and writes typed Swift into the plugin's work directory. The step declares its
/// inputs and output, so a build with no changed theme file does not run it again.
@main
struct TesseraThemePlugin: BuildToolPlugin {
  /// The build steps for a SwiftPM target.
  func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
    guard let target = target as? any SourceModuleTarget else { return [] }
    let files = target.sourceFiles.map(\.url)
    return try Self.commands(
      for: ThemeFile.themes(in: files), tool: context.tool(named: "tessera").url,
      workDirectory: context.pluginWorkDirectoryURL)
  }

  /// One step per theme file, each writing `<Name>.swift` into `workDirectory`.
  static func commands(for themes: [ThemeFile], tool: URL, workDirectory: URL) -> [Command] {
    themes.map { theme in
      let output = workDirectory.appendingPathComponent(theme.swiftFileName)
      return .buildCommand(
        displayName: "Auditing \(theme.input.lastPathComponent) and generating "
          + theme.swiftFileName,
        executable: tool, arguments: theme.arguments(writing: output),
        inputFiles: theme.inputFiles, outputFiles: [output])
    }
  }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

// The same steps for a target of an Xcode project: its input files are the target's files.
// Type-checked on Linux against a stand-in of XcodeProjectPlugin (see Guides/BuildPlugin.md);
// not run there.
extension TesseraThemePlugin: XcodeBuildToolPlugin {
  /// The build steps for an Xcode target.
  func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws
    -> [Command]
  {
    let files = target.inputFiles.map(\.url)
    return try Self.commands(
      for: ThemeFile.themes(in: files), tool: context.tool(named: "tessera").url,
      workDirectory: context.pluginWorkDirectoryURL)
  }
}
#endif
