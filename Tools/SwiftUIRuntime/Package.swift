// swift-tools-version: 6.2
// The SwiftUI runtime for tests: SwiftUI's declarations (generated from the type-check
// stand-in, Tools/SwiftUIStandIn) with bodies that execute, and TesseraUI's own sources
// compiled against them with their iOS branches selected. See README.md.
//
// Run `python3 generate.py --tesseraui` first: it copies Sources/TesseraUI (iOS branches
// selected) and the portable modules it imports into the gitignored Generated/
// (Tools/ci.d/36-swiftui-runtime.sh does). They are copies, not a dependency on the root
// package: the root package also has a target named TesseraUI (SwiftPM refuses two targets of
// one name in a graph), and TesseraUI calls `package` declarations of the portable modules,
// which only a module of the same package sees.
import PackageDescription

let settings: [SwiftSetting] = [.enableUpcomingFeature("ExistentialAny")]
/// Where `generate.py --tesseraui` builds the preview macros' implementation
/// (Tools/SwiftUIStandIn/Macros, the type-check's own) for the targets that expand `#Preview`:
/// the compiler finds `PreviewsMacros` there by name.
let previewMacros: [SwiftSetting] = [
  .unsafeFlags(["-plugin-path", Context.packageDirectory + "/Generated/Plugins"])
]

/// A portable module of the root package, copied into Generated/, with the resources the root
/// manifest declares for it.
func portable(
  _ name: String, _ dependencies: [Target.Dependency] = [], resources: [Resource]? = nil
) -> Target {
  .target(
    name: name, dependencies: dependencies, path: "Generated/\(name)", resources: resources,
    swiftSettings: settings)
}

let package = Package(
  name: "SwiftUIRuntime",
  defaultLocalization: "en",
  platforms: [.macOS(.v14)],
  targets: [
    // What an unmodelled declaration does when executed, shared by the frameworks below.
    .target(name: "_RuntimeSupport"),
    .target(
      name: "_CoreGraphicsStandIn", dependencies: ["_RuntimeSupport"],
      swiftSettings: [.swiftLanguageMode(.v5)]),
    .target(
      name: "Accessibility", dependencies: ["_RuntimeSupport"],
      swiftSettings: [.swiftLanguageMode(.v5)]),
    .target(
      name: "UIKit", dependencies: ["_CoreGraphicsStandIn", "_RuntimeSupport"],
      swiftSettings: [.swiftLanguageMode(.v5)]),
    .target(
      name: "UniformTypeIdentifiers", dependencies: ["_RuntimeSupport"],
      swiftSettings: [.swiftLanguageMode(.v5)]),
    .target(
      name: "CoreTransferable", dependencies: ["UniformTypeIdentifiers", "_RuntimeSupport"],
      swiftSettings: [.swiftLanguageMode(.v5)]),
    .target(
      name: "SwiftUI",
      dependencies: [
        "_CoreGraphicsStandIn", "Accessibility", "UIKit", "UniformTypeIdentifiers",
        "CoreTransferable", "_RuntimeSupport",
      ],
      // Swift 5 mode, as Apple builds its frameworks (and the stand-in's README explains).
      swiftSettings: [.swiftLanguageMode(.v5)] + previewMacros),
    portable("TesseraSignposts"),
    portable("TesseraColor"),
    portable("TesseraJSON"),
    portable("TesseraTokens", ["TesseraColor", "TesseraJSON", "TesseraSignposts"]),
    portable("TesseraLayout"),
    portable("TesseraLocalization", resources: [.process("Resources")]),
    portable(
      "TesseraComponents",
      ["TesseraColor", "TesseraTokens", "TesseraLayout", "TesseraLocalization"]),
    portable(
      "TesseraState",
      [
        "TesseraColor", "TesseraTokens", "TesseraComponents", "TesseraLocalization",
        "TesseraSignposts",
      ]),
    portable("TesseraPatterns", ["TesseraSignposts"]),
    portable(
      "TesseraForms",
      ["TesseraJSON", "TesseraPatterns", "TesseraLocalization", "TesseraSignposts"],
      resources: [.copy("Phone/Resources/phone-metadata.txt")]),
    portable("TesseraGestures", ["TesseraLayout"]),
    portable("TesseraTestSupport"),
    .target(
      name: "TesseraUI",
      dependencies: [
        "SwiftUI", "UIKit", "Accessibility", "UniformTypeIdentifiers", "CoreTransferable",
        "TesseraColor", "TesseraTokens", "TesseraComponents", "TesseraState", "TesseraForms",
        "TesseraGestures", "TesseraLayout", "TesseraLocalization",
      ],
      path: "Generated/TesseraUI", swiftSettings: settings + previewMacros),
    // The catalog app's gallery sections (Examples/TesseraCatalog.swiftpm), copied by
    // `generate.py --tesseraui`: fixtures the behaviour tests execute.
    .target(
      name: "TesseraCatalogFixtures",
      dependencies: [
        "SwiftUI", "TesseraUI", "TesseraColor", "TesseraJSON", "TesseraTokens", "TesseraLayout",
        "TesseraLocalization", "TesseraComponents", "TesseraState", "TesseraPatterns",
        "TesseraForms", "TesseraGestures",
      ],
      path: "Generated/TesseraCatalogFixtures", swiftSettings: settings),
    .testTarget(
      name: "SwiftUIRuntimeTests",
      dependencies: ["SwiftUI", "Accessibility", "CoreTransferable", "UniformTypeIdentifiers"],
      swiftSettings: previewMacros),
    .testTarget(
      name: "TesseraUIBehaviourTests",
      dependencies: [
        "SwiftUI", "TesseraUI", "TesseraComponents", "TesseraTokens", "TesseraState",
        "TesseraForms", "TesseraLocalization", "TesseraCatalogFixtures", "TesseraTestSupport",
        "TesseraGestures", "Accessibility", "CoreTransferable", "UniformTypeIdentifiers",
      ]),
  ]
)
