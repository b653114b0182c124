import Foundation

/// Tessera's translations, read from the `.lproj` folders of its resource bundle, and the
/// formatter that puts a `LocalizedPhrase` into a language with CLDR plural rules.
///
/// On Linux this is how every built-in string is produced. On Apple platforms
/// `LocalizedPhrase.string(for:)` asks Foundation instead (the same files, in `Bundle.module`),
/// and this catalog is what the tests check those files with.
public struct LocalizationCatalog: Sendable, Hashable {
  /// The tables by language.
  public let tables: [LocalizationLanguage: LocalizationTable]

  /// A catalog of the given tables.
  public init(tables: [LocalizationLanguage: LocalizationTable]) { self.tables = tables }

  /// Reads `<language>.lproj/Localizable.strings` and `Localizable.stringsdict` for every
  /// language under `directory`; folder names match without regard to case, as SwiftPM writes
  /// `pt-br.lproj` for `pt-BR.lproj`. A language with neither file is an error.
  public init(directory: URL) throws(LocalizationError) {
    let folders = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    var tables: [LocalizationLanguage: LocalizationTable] = [:]
    for language in LocalizationLanguage.allCases {
      let wanted = "\(language.rawValue).lproj".lowercased()
      let folder = folders.first { $0.lowercased() == wanted } ?? "\(language.rawValue).lproj"
      let base = directory.appendingPathComponent(folder)
      let strings = try? String(
        contentsOf: base.appendingPathComponent("Localizable.strings"), encoding: .utf8)
      let dict = try? String(
        contentsOf: base.appendingPathComponent("Localizable.stringsdict"), encoding: .utf8)
      guard strings != nil || dict != nil else {
        throw LocalizationError(.missingLanguage(language.rawValue), file: folder)
      }
      tables[language] = try LocalizationTable(strings: strings, stringsdict: dict, folder: folder)
    }
    self.tables = tables
  }

  /// The catalog in Tessera's resource bundle (`Bundle.module`).
  public static let builtIn: LocalizationCatalog = {
    guard let directory = Bundle.module.resourceURL else {
      fatalError("Tessera's resource bundle has no resource folder")
    }
    do {
      return try LocalizationCatalog(directory: directory)
    } catch {
      fatalError("Tessera's translations cannot be read: \(error)")
    }
  }()

  /// The entry for `key` in `language`, or in English when the language lacks it.
  public func entry(_ key: LocalizationKey, in language: LocalizationLanguage)
    -> LocalizationEntry?
  {
    tables[language]?.entries[key.rawValue] ?? tables[.english]?.entries[key.rawValue]
  }

  /// `phrase` in `language`: its format with plural forms chosen by CLDR's rules and the
  /// arguments put in. A key no table has comes back as the key itself, as Foundation does.
  public func string(for phrase: LocalizedPhrase, in language: LocalizationLanguage) -> String {
    guard let entry = entry(phrase.key, in: language) else { return phrase.key.rawValue }
    let file = "\(language.rawValue).lproj"
    do {
      // A plural form follows the operands of its number as written: "1" and "1.0" differ.
      let format = try entry.expanded(file: file, key: phrase.key.rawValue) { _, position in
        guard position <= phrase.arguments.count,
          let operands = NumberText.operands(of: phrase.arguments[position - 1])
        else { return PluralRules.category(for: 0, in: language) }
        return PluralRules.category(for: operands, in: language)
      }
      return render(format, phrase.arguments, language)
    } catch {
      return phrase.key.rawValue
    }
  }

  private func render(
    _ format: FormatString, _ arguments: [LocalizationArgument], _ language: LocalizationLanguage
  ) -> String {
    var text = ""
    for segment in format.segments {
      switch segment {
      case .literal(let literal): text += literal
      case .placeholder(let position, _), .variable(let position, _, _):
        if position <= arguments.count { text += fill(arguments[position - 1], language) }
      }
    }
    return text
  }

  private func fill(_ argument: LocalizationArgument, _ language: LocalizationLanguage)
    -> String
  {
    argument.text(in: language) { string(for: $0, in: language) }
  }
}
