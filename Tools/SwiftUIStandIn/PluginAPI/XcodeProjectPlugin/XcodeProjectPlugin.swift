// A stand-in for XcodeProjectPlugin, which only Xcode ships, for the macOS type-check of
// Plugins/ (applecheck.py): the declarations TesseraThemePlugin's Xcode conformance uses
// (XcodeBuildToolPlugin, XcodePluginContext, XcodeProject, XcodeTarget with its input files),
// shaped as Apple's published interface of the module (Xcode 14.1) with the URL-based work
// directory Xcode 16 added, as public Xcode plugins use it. Unlike the PackagePlugin stand-in,
// no check can compare it with the real module (only Xcode ships it), and no Mac runs it here:
// the Xcode route is unverified (see Guides/BuildPlugin.md).
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
