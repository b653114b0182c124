// swift-tools-version: 5.9
// The Tessera catalog app: every component family in every preset, with a theme switcher.
//
// An app package in the `.swiftpm` format: open this folder in Xcode (File > Open) or in Swift
// Playgrounds, choose an iPhone or iPad simulator, a connected device or "My Mac (Designed for
// iPad)", and run. Xcode reads the app's product from `AppleProductTypes`, which only Xcode and
// Swift Playgrounds have, so `swift build` does not build this folder; on Linux,
// `Tools/ci.d/30-typecheck-swiftui.sh` type-checks its sources on all five Apple platforms.
import AppleProductTypes
import Foundation
import PackageDescription

// SwiftPM names a path dependency after its folder, so find the repository's folder name
// rather than assuming the clone is called "Tessera".
let repository = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

let package = Package(
  name: "TesseraCatalog",
  platforms: [.iOS("17.0")],
  products: [
    .iOSApplication(
      name: "Tessera Catalog",
      targets: ["TesseraCatalog"],
      bundleIdentifier: "dev.tessera.catalog",
      displayVersion: "1.0",
      bundleVersion: "1",
      appIcon: .placeholder(icon: .palette),
      accentColor: .presetColor(.indigo),
      supportedDeviceFamilies: [.pad, .phone],
      supportedInterfaceOrientations: [
        .portrait, .landscapeRight, .landscapeLeft,
        .portraitUpsideDown(.when(deviceFamilies: [.pad])),
      ]
    )
  ],
  dependencies: [.package(path: "../..")],
  targets: [
    .executableTarget(
      name: "TesseraCatalog",
      dependencies: [.product(name: "Tessera", package: repository.lastPathComponent.lowercased())],
      path: "Sources/TesseraCatalog")
  ],
  // Swift 6 as the root package, written with the 5.9 manifest API app packages use.
  swiftLanguageVersions: [.version("6")]
)
