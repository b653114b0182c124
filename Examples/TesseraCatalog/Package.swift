// swift-tools-version: 6.2
// The Tessera catalog app: every component family in every preset, with a theme switcher.
// On a Mac, `swift run TesseraCatalog`; for iOS, open this folder in Xcode and run the
// TesseraCatalog scheme on a simulator. On Linux, `Tools/ci.d/30-typecheck-swiftui.sh`
// type-checks these sources against the SwiftUI stand-in.
import Foundation
import PackageDescription

// SwiftPM names a path dependency after its folder, so find the repository's folder name
// rather than assuming the clone is called "Tessera".
let repository = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

let package = Package(
  name: "TesseraCatalog",
  platforms: [.iOS(.v17), .macOS(.v14)],
  dependencies: [.package(path: "../..")],
  targets: [
    .executableTarget(
      name: "TesseraCatalog",
      dependencies: [.product(name: "Tessera", package: repository.lastPathComponent.lowercased())])
  ],
  swiftLanguageModes: [.v6]
)
