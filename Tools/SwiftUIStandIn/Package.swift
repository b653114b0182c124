// swift-tools-version: 6.2
// Type-checks TesseraUI on Linux against a stand-in for Apple's SwiftUI interface.
//
// `SwiftUI` here is a stand-in: it declares, for the subset TesseraUI uses, the signatures Apple's
// SwiftUI declares (labels, generic constraints, isolation, result builders, property wrappers,
// availability) with bodies that do nothing. It is never run and never shipped: the root package
// builds TesseraUI empty on Linux. The other targets are symlinks to the root package's sources,
// mirrored under their real module names so checked code reads `import Tessera`, as users write.
import PackageDescription

let settings: [SwiftSetting] = [.enableUpcomingFeature("ExistentialAny")]

let package = Package(
  name: "SwiftUIStandIn",
  platforms: [.iOS(.v17), .macOS(.v14), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
  targets: [
    // The stand-ins: SwiftUI, the Accessibility framework's notifications, and the part of
    // Core Graphics that reads an ImageRenderer's CGImage back as pixels.
    .target(name: "SwiftUI", dependencies: ["CoreGraphics"], swiftSettings: settings),
    .target(name: "CoreGraphics", swiftSettings: settings),
    .target(name: "Accessibility", swiftSettings: settings),
    // Mirrors of the root package's modules (each `Sources/<Name>` is a symlink).
    .target(name: "TesseraColor", swiftSettings: settings),
    .target(name: "TesseraTokens", dependencies: ["TesseraColor"], swiftSettings: settings),
    .target(
      name: "TesseraComponents", dependencies: ["TesseraTokens", "TesseraLayout"],
      swiftSettings: settings),
    .target(name: "TesseraState", dependencies: ["TesseraTokens"], swiftSettings: settings),
    .target(name: "TesseraPatterns", swiftSettings: settings),
    .target(name: "TesseraForms", dependencies: ["TesseraPatterns"], swiftSettings: settings),
    .target(name: "TesseraGestures", swiftSettings: settings),
    .target(name: "TesseraLayout", swiftSettings: settings),
    .target(
      name: "TesseraExport", dependencies: ["TesseraTokens", "TesseraComponents"],
      swiftSettings: settings),
    .target(
      name: "TesseraUI",
      dependencies: [
        "SwiftUI", "Accessibility", "CoreGraphics", "TesseraColor", "TesseraTokens",
        "TesseraComponents", "TesseraState", "TesseraPatterns", "TesseraForms", "TesseraGestures",
        "TesseraLayout", "TesseraExport",
      ],
      swiftSettings: settings),
    .target(
      name: "Tessera",
      dependencies: [
        "SwiftUI", "Accessibility", "TesseraColor", "TesseraTokens", "TesseraComponents", "TesseraState",
        "TesseraPatterns", "TesseraForms", "TesseraGestures", "TesseraLayout", "TesseraExport",
        "TesseraUI",
      ],
      swiftSettings: settings),
    // The seeds' README quick starts, compiled with only their import changed.
    .target(
      name: "SeedQuickStartDesignSystemPro", dependencies: ["SwiftUI", "Tessera"],
      swiftSettings: settings),
    .target(
      name: "SeedQuickStartSwiftUIComponents", dependencies: ["SwiftUI", "Tessera"],
      swiftSettings: settings),
    // The SwiftUI render test (Tests/TesseraUIRenderTests is a symlink to the root package's);
    // built with --build-tests, type-checked only.
    .testTarget(
      name: "TesseraUIRenderTests",
      dependencies: [
        "SwiftUI", "CoreGraphics", "TesseraUI", "TesseraExport", "TesseraTokens",
        "TesseraComponents",
      ],
      swiftSettings: settings),
    // The catalog app in Examples/TesseraCatalog (a symlink to its sources).
    .executableTarget(
      name: "TesseraCatalog", dependencies: ["SwiftUI", "Tessera"], swiftSettings: settings),
  ],
  swiftLanguageModes: [.v6]
)
