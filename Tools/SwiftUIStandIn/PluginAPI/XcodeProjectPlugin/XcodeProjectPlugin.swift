// A stand-in for XcodeProjectPlugin, which only Xcode ships, for the macOS type-check of
// Plugins/ (applecheck.py): the declarations TesseraThemePlugin's Xcode conformance uses, as
// Xcode 16's interface declares them (XcodeBuildToolPlugin, XcodePluginContext with its
// URL-based work directory, XcodeTarget with its input files; the same shapes as the
// XcodeProjectPluginInvocationRecord SwiftPM fills in for Xcode). Type-checked only: no Mac
// runs it here, so the Xcode route is unverified at run time (see Guides/BuildPlugin.md).
import Foundation
import PackagePlugin

/// - Apple: `protocol XcodeBuildToolPlugin`
public protocol XcodeBuildToolPlugin {
  /// - Apple: `func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command]`
  func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command]
}

/// - Apple: `struct XcodePluginContext`
public struct XcodePluginContext {
  /// - Apple: `let xcodeProject: XcodeProject`
  public let xcodeProject: XcodeProject
  /// - Apple: `let pluginWorkDirectoryURL: URL`
  public let pluginWorkDirectoryURL: URL
  /// - Apple: `func tool(named name: String) throws -> PluginContext.Tool`
  public func tool(named name: String) throws -> PluginContext.Tool { fatalError() }
}

/// - Apple: `struct XcodeProject`
public struct XcodeProject {
  /// - Apple: `let displayName: String`
  public let displayName: String
  /// - Apple: `let targets: [XcodeTarget]`
  public let targets: [XcodeTarget]
}

/// - Apple: `struct XcodeTarget`
public struct XcodeTarget {
  /// - Apple: `let displayName: String`
  public let displayName: String
  /// - Apple: `let inputFiles: FileList`
  public let inputFiles: FileList
}
