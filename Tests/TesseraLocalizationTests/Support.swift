import Foundation
import TesseraLocalization

/// The translation files as committed: `Sources/TesseraLocalization/Resources`.
let resourceDirectory = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  .appendingPathComponent("Sources/TesseraLocalization/Resources")

/// The catalog read from the committed files, once.
let sourceCatalog: LocalizationCatalog = {
  do {
    return try LocalizationCatalog(directory: resourceDirectory)
  } catch {
    fatalError("the committed translations do not parse: \(error)")
  }
}()

extension LocalizationCatalog {
  /// A copy with `edit` applied to one language's table.
  func editing(_ language: LocalizationLanguage, _ edit: (inout LocalizationTable) -> Void)
    -> LocalizationCatalog
  {
    var tables = self.tables
    var table = tables[language] ?? LocalizationTable(entries: [:])
    edit(&table)
    tables[language] = table
    return LocalizationCatalog(tables: tables)
  }
}
