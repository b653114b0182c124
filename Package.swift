// swift-tools-version: 6.2
import PackageDescription

let strictSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny")
]

let package = Package(
  name: "Tessera",
  defaultLocalization: "en",
  platforms: [.iOS(.v17), .macOS(.v14), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
  products: [
    .library(name: "Tessera", targets: ["Tessera"]),
    .library(name: "TesseraColor", targets: ["TesseraColor"]),
    .library(name: "TesseraJSON", targets: ["TesseraJSON"]),
    .library(name: "TesseraTokens", targets: ["TesseraTokens"]),
    .library(name: "TesseraDTCG", targets: ["TesseraDTCG"]),
    .library(name: "TesseraLocalization", targets: ["TesseraLocalization"]),
    .library(name: "TesseraComponents", targets: ["TesseraComponents"]),
    .library(name: "TesseraState", targets: ["TesseraState"]),
    .library(name: "TesseraPatterns", targets: ["TesseraPatterns"]),
    .library(name: "TesseraForms", targets: ["TesseraForms"]),
    .library(name: "TesseraGestures", targets: ["TesseraGestures"]),
    .library(name: "TesseraLayout", targets: ["TesseraLayout"]),
    .library(name: "TesseraExport", targets: ["TesseraExport"]),
    .library(name: "TesseraUI", targets: ["TesseraUI"]),
    .library(name: "TesseraTestSupport", targets: ["TesseraTestSupport"]),
    .executable(name: "tessera", targets: ["tessera"]),
    .executable(name: "tessera-bench", targets: ["tessera-bench"]),
    // Themes in the build: typed Swift from a target's theme files, and the audit as a gate.
    .plugin(name: "TesseraThemePlugin", targets: ["TesseraThemePlugin"]),
    .plugin(name: "tessera-audit", targets: ["TesseraAuditPlugin"]),
    .plugin(name: "tessera-export", targets: ["TesseraExportPlugin"]),
  ],
  targets: [
    // Portable modules.
    .target(name: "TesseraColor", swiftSettings: strictSettings),
    // The signposted intervals Instruments shows (subsystem `dev.tessera`), one home for the
    // modules that emit them; not a product: it ships inside them.
    .target(name: "TesseraSignposts", swiftSettings: strictSettings),
    // The one reader of untrusted JSON: bounded, strict, order-keeping.
    .target(name: "TesseraJSON", swiftSettings: strictSettings),
    .target(
      name: "TesseraTokens", dependencies: ["TesseraColor", "TesseraJSON", "TesseraSignposts"],
      swiftSettings: strictSettings),
    // Design Tokens (DTCG 2025.10) documents, resolver, and Tessera themes through them.
    .target(
      name: "TesseraDTCG", dependencies: ["TesseraColor", "TesseraJSON", "TesseraTokens"],
      swiftSettings: strictSettings),
    // Built-in strings of the components and validators in 11 languages: the translations
    // (`<language>.lproj/Localizable.strings` and `.stringsdict`) and their CLDR plural rules.
    .target(
      name: "TesseraLocalization", resources: [.process("Resources")],
      swiftSettings: strictSettings),
    .target(
      name: "TesseraComponents",
      dependencies: ["TesseraColor", "TesseraTokens", "TesseraLayout", "TesseraLocalization"],
      swiftSettings: strictSettings),
    .target(
      name: "TesseraState",
      dependencies: [
        "TesseraColor", "TesseraTokens", "TesseraComponents", "TesseraLocalization",
        "TesseraSignposts",
      ],
      swiftSettings: strictSettings),
    .target(
      name: "TesseraPatterns", dependencies: ["TesseraSignposts"], swiftSettings: strictSettings),
    .target(
      name: "TesseraForms",
      dependencies: ["TesseraJSON", "TesseraPatterns", "TesseraLocalization", "TesseraSignposts"],
      // Phone/Resources/phone-metadata.txt: libphonenumber's region data (Tools/phone).
      resources: [.copy("Phone/Resources/phone-metadata.txt")],
      swiftSettings: strictSettings),
    .target(
      name: "TesseraGestures", dependencies: ["TesseraLayout"], swiftSettings: strictSettings),
    .target(name: "TesseraLayout", swiftSettings: strictSettings),
    .target(
      name: "TesseraExport",
      dependencies: [
        "TesseraColor", "TesseraTokens", "TesseraDTCG", "TesseraJSON", "TesseraComponents",
      ],
      swiftSettings: strictSettings),
    // Test tooling for screenshots: a bounded PNG decoder, render fingerprints and their
    // reference store. Not a product: the tests, `tessera fingerprint` and the gallery's browser
    // check use it, and apps never ship it.
    .target(name: "TesseraRenderTesting", swiftSettings: strictSettings),
    // SwiftUI layer: every file is wrapped in `#if canImport(SwiftUI)`, so it builds empty on Linux.
    .target(
      name: "TesseraUI",
      dependencies: [
        "TesseraColor", "TesseraTokens", "TesseraComponents", "TesseraState", "TesseraForms",
        "TesseraGestures", "TesseraLayout", "TesseraLocalization",
      ],
      swiftSettings: strictSettings),
    .target(
      name: "Tessera",
      dependencies: [
        "TesseraColor", "TesseraJSON", "TesseraTokens", "TesseraDTCG", "TesseraLocalization",
        "TesseraComponents",
        "TesseraState", "TesseraPatterns", "TesseraForms", "TesseraGestures", "TesseraLayout",
        "TesseraExport", "TesseraUI",
      ],
      swiftSettings: strictSettings),
    // Test support: a manual clock and seeded random generators, shipped for apps' tests too.
    .target(name: "TesseraTestSupport", swiftSettings: strictSettings),
    // The declarative command layer `tessera` and `tessera-bench` share: each command declares
    // its arguments once; parsing, help, usage errors and shell completions come from that.
    .target(name: "TesseraArgumentParser", swiftSettings: strictSettings),
    // Command-line tool: a thin layer over the libraries.
    .target(
      name: "TesseraCLI",
      dependencies: [
        "TesseraArgumentParser", "TesseraColor", "TesseraJSON", "TesseraTokens", "TesseraDTCG",
        "TesseraComponents", "TesseraPatterns",
        "TesseraForms", "TesseraExport", "TesseraRenderTesting",
      ],
      swiftSettings: strictSettings),
    .executableTarget(name: "tessera", dependencies: ["TesseraCLI"], swiftSettings: strictSettings),
    // The plugins run `tessera generate-theme` (see Guides/BuildPlugin.md). ThemeFiles.swift is
    // shared by the three through symbolic links.
    .plugin(name: "TesseraThemePlugin", capability: .buildTool(), dependencies: ["tessera"]),
    .plugin(
      name: "TesseraAuditPlugin",
      capability: .command(
        intent: .custom(
          verb: "tessera-audit", description: "Audit every theme file of the package's targets.")),
      dependencies: ["tessera"]),
    .plugin(
      name: "TesseraExportPlugin",
      capability: .command(
        intent: .custom(
          verb: "tessera-export",
          description: "Export every theme file: tessera-export --format FORMAT --out DIR."),
        permissions: [
          .writeToPackageDirectory(reason: "tessera-export writes the themes to --out DIR.")
        ]),
      dependencies: ["tessera"]),
    // Child process of TesseraState's crash-during-save test (killed mid-save); not a product.
    .executableTarget(
      name: "tessera-store-stress", dependencies: ["TesseraState", "TesseraTokens"],
      swiftSettings: strictSettings),
    .executableTarget(
      name: "tessera-bench",
      dependencies: [
        "TesseraArgumentParser", "TesseraColor", "TesseraTokens", "TesseraComponents",
        "TesseraPatterns", "TesseraForms",
        "TesseraGestures", "TesseraLayout", "TesseraTestSupport",
      ],
      swiftSettings: strictSettings),
    // Golden-file (snapshot) comparison for the tests, and the one record switch
    // (`TESSERA_RECORD`) the golden files and render references follow; not a product, so it
    // never ships. See Guides/Testing.md.
    .target(
      name: "TesseraGoldenTesting", path: "Tests/TesseraGoldenTesting",
      swiftSettings: strictSettings),
    // The SwiftUI samples of every catalog section (drawing the families' catalog samples, which
    // sit beside their previews in TesseraUI) and the ImageRenderer that fingerprints them, for
    // the render tests; Apple platforms only (empty on Linux), not a product, so the rendering
    // tooling never ships in TesseraUI.
    .target(
      name: "TesseraUIRenderSupport",
      dependencies: ["TesseraUI", "TesseraComponents", "TesseraTokens", "TesseraRenderTesting"],
      path: "Tests/TesseraUIRenderSupport", swiftSettings: strictSettings),
    // Tests (Swift Testing).
    .testTarget(
      name: "TesseraGoldenTestingTests", dependencies: ["TesseraGoldenTesting"],
      swiftSettings: strictSettings),
    .testTarget(
      name: "TesseraColorTests", dependencies: ["TesseraColor", "TesseraTestSupport"],
      swiftSettings: strictSettings),
    .testTarget(
      name: "TesseraJSONTests", dependencies: ["TesseraJSON"], swiftSettings: strictSettings),
    .testTarget(
      name: "TesseraSignpostsTests", dependencies: ["TesseraSignposts", "TesseraTestSupport"],
      swiftSettings: strictSettings),
    .testTarget(
      name: "TesseraTokensTests",
      dependencies: [
        "TesseraColor", "TesseraJSON", "TesseraTokens", "TesseraSignposts", "TesseraTestSupport",
      ],
      exclude: ["References"], swiftSettings: strictSettings),
    .testTarget(
      name: "TesseraDTCGTests",
      dependencies: ["TesseraColor", "TesseraJSON", "TesseraTokens", "TesseraDTCG"],
      swiftSettings: strictSettings),
    .testTarget(
      name: "TesseraComponentsTests",
      dependencies: [
        "TesseraColor", "TesseraTokens", "TesseraLayout", "TesseraComponents", "TesseraTestSupport",
        "TesseraGoldenTesting", "TesseraLocalization",
      ],
      exclude: ["References"], swiftSettings: strictSettings),
    .testTarget(
      name: "TesseraLocalizationTests", dependencies: ["TesseraLocalization"],
      exclude: ["Expectations"], swiftSettings: strictSettings),
    .testTarget(
      name: "TesseraStateTests",
      dependencies: [
        "TesseraColor", "TesseraTokens", "TesseraComponents", "TesseraState",
        "TesseraTestSupport", "TesseraLocalization", "TesseraSignposts",
      ],
      swiftSettings: strictSettings),
    .testTarget(
      name: "TesseraPatternsTests",
      dependencies: ["TesseraPatterns", "TesseraSignposts", "TesseraTestSupport"],
      swiftSettings: strictSettings),
    .testTarget(
      name: "TesseraFormsTests",
      dependencies: [
        "TesseraForms", "TesseraLocalization", "TesseraPatterns", "TesseraSignposts",
        "TesseraTestSupport",
      ],
      exclude: ["Expectations", "References"], swiftSettings: strictSettings),
    .testTarget(
      name: "TesseraGesturesTests", dependencies: ["TesseraGestures", "TesseraTestSupport"],
      swiftSettings: strictSettings),
    .testTarget(
      name: "TesseraLayoutTests", dependencies: ["TesseraLayout", "TesseraTestSupport"],
      swiftSettings: strictSettings),
    .testTarget(
      name: "TesseraExportTests",
      dependencies: [
        "TesseraColor", "TesseraTokens", "TesseraDTCG", "TesseraJSON", "TesseraComponents",
        "TesseraExport", "TesseraForms", "TesseraGoldenTesting", "TesseraTestSupport",
      ],
      exclude: ["References"], swiftSettings: strictSettings),
    .testTarget(
      name: "TesseraRenderTestingTests",
      dependencies: ["TesseraRenderTesting", "TesseraTestSupport"],
      swiftSettings: strictSettings),
    .testTarget(
      name: "TesseraTestSupportTests", dependencies: ["TesseraTestSupport"],
      swiftSettings: strictSettings),
    .testTarget(
      name: "TesseraTests", dependencies: ["Tessera", "TesseraTestSupport"],
      swiftSettings: strictSettings),
    // Renders each catalog section's sample with ImageRenderer and compares it with the
    // references in its References/render/<platform> (recorded with TESSERA_RECORD=1); Apple
    // platforms only (empty on Linux).
    .testTarget(
      name: "TesseraUIRenderTests",
      dependencies: [
        "TesseraUIRenderSupport", "TesseraUI", "TesseraRenderTesting", "TesseraTokens",
        "TesseraComponents", "TesseraGoldenTesting",
      ],
      exclude: ["References"], swiftSettings: strictSettings),
    .testTarget(
      name: "TesseraArgumentParserTests", dependencies: ["TesseraArgumentParser"],
      swiftSettings: strictSettings),
    .testTarget(
      name: "TesseraCLITests", dependencies: ["TesseraGoldenTesting", "TesseraTestSupport"],
      exclude: ["References"], swiftSettings: strictSettings),
  ],
  swiftLanguageModes: [.v6]
)
