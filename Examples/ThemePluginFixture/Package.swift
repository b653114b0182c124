// swift-tools-version: 6.2
// The build plugin's CI fixture: an app package that depends on Tessera by path and drops
// theme files into its targets (see Guides/BuildPlugin.md and Tools/ci.d/55-build-plugin.sh).
// `swift run fixture-check` builds the passing themes and checks their generated Swift;
// FailingTheme and BrokenTheme fail to build on purpose, WarnedTheme builds with warnings.
import PackageDescription

let package = Package(
  name: "ThemePluginFixture",
  platforms: [.macOS(.v14), .iOS(.v17)],
  dependencies: [.package(name: "Tessera", path: "../..")],
  targets: [
    // AppTheme.tessera.json (a theme spec) and Brand.json through Brand.tessera-map.json.
    .target(
      name: "FixtureThemes", dependencies: [.product(name: "TesseraTokens", package: "Tessera")],
      plugins: [.plugin(name: "TesseraThemePlugin", package: "Tessera")]),
    // Compares the generated constants with the theme files, decoded at run time.
    .executableTarget(
      name: "fixture-check",
      dependencies: [
        "FixtureThemes", .product(name: "TesseraTokens", package: "Tessera"),
        .product(name: "TesseraDTCG", package: "Tessera"),
      ]),
    // A theme that fails its audit: the build fails with one diagnostic per cause.
    .target(
      name: "FailingTheme", dependencies: [.product(name: "TesseraTokens", package: "Tessera")],
      plugins: [.plugin(name: "TesseraThemePlugin", package: "Tessera")]),
    // The same theme with {"auditFailures": "warning"} beside it: it builds, with warnings.
    .target(
      name: "WarnedTheme", dependencies: [.product(name: "TesseraTokens", package: "Tessera")],
      plugins: [.plugin(name: "TesseraThemePlugin", package: "Tessera")]),
    // A theme file that is not valid JSON: the build fails at its line and column.
    .target(
      name: "BrokenTheme", dependencies: [.product(name: "TesseraTokens", package: "Tessera")],
      plugins: [.plugin(name: "TesseraThemePlugin", package: "Tessera")]),
  ],
  swiftLanguageModes: [.v6]
)
