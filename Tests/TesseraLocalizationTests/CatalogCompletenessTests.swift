import Foundation
import Testing

@testable import TesseraLocalization

@Suite struct CatalogCompletenessTests {
  @Test(
    "the committed files give every key in all 11 languages, with every plural form and placeholder"
  )
  func committedFilesAreComplete() {
    #expect(sourceCatalog.tables.count == 11)
    let problems = sourceCatalog.audit()
    #expect(problems.isEmpty, "\(problems.map(\.description).joined(separator: "\n"))")
  }

  @Test("every language has the same keys as English and no others")
  func keySetsMatch() throws {
    let english = try #require(sourceCatalog.tables[.english])
    #expect(Set(english.entries.keys) == Set(LocalizationKey.all.map(\.rawValue)))
    for language in LocalizationLanguage.allCases {
      let table = try #require(sourceCatalog.tables[language])
      #expect(Set(table.entries.keys) == Set(english.entries.keys), "\(language)")
    }
  }

  @Test("a key removed from one language is reported")
  func removedKeyIsReported() {
    let damaged = sourceCatalog.editing(.turkish) { $0.entries["toggle.on"] = nil }
    #expect(
      damaged.audit().map(\.description) == ["tr.lproj \"toggle.on\": missing"])
  }

  @Test("a Russian plural without its few form is reported")
  func removedVariantIsReported() throws {
    let damaged = sourceCatalog.editing(.russian) { table in
      table.entries["rating.value"]?.variables["stars"]?.forms[.few] = nil
    }
    let problems = damaged.audit()
    #expect(problems.count == 1)
    #expect(problems.first?.description.contains("lacks [\"few\"]") == true)
  }

  @Test("an Arabic plural without its two form, and a zero form outside Arabic, are reported")
  func arabicAndZeroForms() {
    let damaged =
      sourceCatalog
      .editing(.arabic) { $0.entries["avatarGroup.people"]?.variables["count"]?.forms[.two] = nil }
      .editing(.german) {
        $0.entries["avatarGroup.people"]?.variables["count"]?.forms[.zero] = "keine Personen"
      }
    let details = damaged.audit().map(\.description)
    #expect(details.count == 2)
    #expect(
      details.contains { $0.hasPrefix("ar.lproj \"avatarGroup.people\"") && $0.contains("two") })
    #expect(
      details.contains { $0.hasPrefix("de.lproj \"avatarGroup.people\"") && $0.contains("zero") })
  }

  @Test("a plural key turned into a plain string is reported")
  func pluralFlattened() {
    let damaged = sourceCatalog.editing(.spanish) {
      $0.entries["progress.percent"] = LocalizationEntry(format: "%lld por ciento")
    }
    #expect(
      damaged.audit().map(\.description)
        == ["es.lproj \"progress.percent\": plural in English but a plain string here"])
  }

  @Test("a dropped, retyped or renumbered placeholder is reported")
  func placeholderChanges() {
    let cases: [(String, String)] = [
      ("pageIndicator.value", "Seite %1$lld"),
      ("pageIndicator.value", "Seite %1$@ von %2$lld"),
      ("pageIndicator.value", "Seite %2$lld von %3$lld"),
      ("validation.minimum", "Gib eine Zahl ein."),
      ("status.loading", "Wird %@ geladen"),
    ]
    for (key, text) in cases {
      let damaged = sourceCatalog.editing(.german) {
        $0.entries[key] = LocalizationEntry(format: text)
      }
      let problems = damaged.audit()
      #expect(problems.count == 1, "\(text)")
      #expect(problems.first?.description.contains("placeholders") == true, "\(text)")
    }
  }

  @Test("a plural form that uses the wrong position is reported")
  func pluralFormWithWrongPosition() {
    let damaged = sourceCatalog.editing(.french) {
      $0.entries["rating.value"]?.variables["stars"]?.forms[.many] = "%1$lld d’étoiles"
    }
    let problems = damaged.audit()
    #expect(problems.count == 1)
    #expect(problems.first?.description.contains("many") == true)
  }

  @Test("a key in a file that no LocalizationKey declares is reported")
  func unknownKey() {
    let damaged = sourceCatalog.editing(.korean) {
      $0.entries["toggle.maybe"] = LocalizationEntry(format: "아마도")
    }
    #expect(
      damaged.audit().map(\.description)
        == ["ko.lproj \"toggle.maybe\": no LocalizationKey declares this key"])
  }

  #if !canImport(Darwin)
  @Test("the bundle SwiftPM ships holds exactly the committed files")
  func bundleMatchesSources() {
    #expect(LocalizationCatalog.builtIn == sourceCatalog)
  }
  #endif
}
