import TesseraComponents
import TesseraGoldenTesting
import Testing

/// The component catalog as text, one line per component sorted by name, recorded before the
/// registry of issue #11 replaces the hand-kept lists, so the new registry can show it lists
/// the same components in the same families with the same styles.
@Suite("Catalog golden file")
struct CatalogGoldenTests {
  @Test("every catalog entry matches the reference")
  func catalog() throws {
    let lines = ComponentCatalog.all.map { component in
      var fields = [
        component.name, "family \(component.section.rawValue)",
        "style \(component.style.rawValue)",
      ]
      if !component.partStyles.isEmpty {
        fields.append("parts \(component.partStyles.map(\.rawValue).joined(separator: ", "))")
      }
      if let unavailable = component.unavailableOn { fields.append("not on \(unavailable)") }
      return fields.joined(separator: " | ") + "\n  " + component.summary
    }
    .sorted()
    let header = "# ComponentCatalog.all, sorted by name: name | family | style | parts | platforms"
    assertGolden(
      ([header] + lines).joined(separator: "\n") + "\n", named: "catalog", in: "components")
    try GoldenFiles(testFile: #filePath).expectNoUnexpectedReferences(
      in: "components", produced: ["catalog.txt"])
  }
}
