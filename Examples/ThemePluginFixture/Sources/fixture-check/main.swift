// Checks the Swift TesseraThemePlugin generated for FixtureThemes against the theme files it
// came from, decoded here at run time with Tessera's own readers: every colour role in all
// four modes, and the whole ThemeSpec. Exit status 0 when every value is equal, 1 otherwise.
import FixtureThemes
import Foundation
import TesseraDTCG
import TesseraJSON
import TesseraTokens

let themes = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().appendingPathComponent("FixtureThemes")
/// What the comparisons found: each difference, and how many colour values were compared.
struct Findings {
  var failures: [String] = []
  var compared = 0
}

func compare(
  into findings: inout Findings,
  _ name: String, generated: [ColorRole: ColorValues], spec: ThemeSpec, source: ThemeSpec
) {
  if generated.count != ColorRole.allCases.count {
    findings.failures.append(
      "\(name): \(generated.count) roles generated, \(ColorRole.allCases.count) expected")
  }
  for role in ColorRole.allCases {
    for mode in ThemeMode.allCases {
      let want = source.colorValues(role).value(for: mode)
      let got = generated[role]?.value(for: mode)
      findings.compared += 1
      if got != want {
        findings.failures.append(
          "\(name).\(role.rawValue) in \(mode.name): generated \(got?.hexString ?? "nothing"), "
            + "the file says \(want.hexString)")
      }
    }
  }
  if spec != source { findings.failures.append("\(name).spec differs from the theme file") }
}

func read(_ file: String) throws -> Data {
  try Data(contentsOf: themes.appendingPathComponent(file))
}

var findings = Findings()
do {
  let app = try ThemeSpec.decode(from: read("AppTheme.tessera.json"))
  compare(into: &findings, "AppTheme", generated: AppTheme.colors, spec: AppTheme.spec, source: app)
  // Members read as Swift: a role is a typed constant.
  let accent: ColorValues = AppTheme.accent
  if accent != app.colorValues(.accent) { findings.failures.append("AppTheme.accent differs") }

  let map = try TokenMap.decode([UInt8](try read("Brand.tessera-map.json")))
  let root = try JSONParser.parse([UInt8](try read("Brand.json")))
  let source = try TokenSource(files: [("Brand.json", root)], modeNames: Set(map.modes.values))
  let brand = try TokenImporter.theme(from: source, map: map).spec
  compare(
    into: &findings, "BrandTheme", generated: BrandTheme.colors, spec: BrandTheme.spec,
    source: brand)
  if BrandTheme.textLink.dark != brand.colorValues(.textLink).dark {
    findings.failures.append("BrandTheme.textLink differs")
  }
} catch {
  findings.failures.append("cannot read the theme files: \(error)")
}

for failure in findings.failures { print("FAIL  \(failure)") }
print(
  findings.failures.isEmpty
    ? "ok: \(FixtureThemes.names.joined(separator: ", ")): \(findings.compared) generated colour values "
      + "equal the theme files in all four modes, and each ThemeSpec equals its file"
    : "\(findings.failures.count) failure(s)")
exit(findings.failures.isEmpty ? 0 : 1)
