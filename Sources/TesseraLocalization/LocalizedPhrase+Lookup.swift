import Foundation

extension LocalizedPhrase {
  /// The phrase in `language`.
  ///
  /// On Apple platforms Foundation looks the key up in `<language>.lproj` of Tessera's
  /// `Bundle.module` and applies the `.stringsdict` plural rules; elsewhere
  /// `LocalizationCatalog.builtIn` reads the same files and applies CLDR's rules.
  public func string(in language: LocalizationLanguage) -> String {
    #if canImport(Darwin)
    // Foundation chooses a `.stringsdict` form only from an integer; a decimal's form comes
    // from CLDR's operands of its digits, which the catalog applies over the same files.
    if LocalizationKey.decimalPlurals.contains(key),
      let text = FoundationLookup.decimalPluralString(for: self, in: language)
    {
      return text
    }
    return FoundationLookup.string(for: self, in: language)
    #else
    return LocalizationCatalog.builtIn.string(for: self, in: language)
    #endif
  }

  /// The phrase in the language `locale` chooses: on Apple platforms the localization Foundation
  /// prefers for it among the bundle's (`Bundle.preferredLocalizations(from:forPreferences:)`),
  /// elsewhere `LocalizationLanguage(identifier:)`; English when Tessera has no translation.
  public func string(for locale: Locale) -> String {
    string(in: LocalizationLanguage.preferred(for: locale))
  }

  /// The phrase in English, the development language: what the `String` properties of
  /// components and validators return.
  public var english: String { string(in: .english) }
}

extension LocalizationLanguage {
  /// The language Tessera's strings take for `locale`, English when it has no translation.
  public static func preferred(for locale: Locale) -> LocalizationLanguage {
    #if canImport(Darwin)
    let available = Bundle.module.localizations
    let chosen = Bundle.preferredLocalizations(from: available, forPreferences: [locale.identifier])
    if let first = chosen.first, let language = LocalizationLanguage(identifier: first) {
      return language
    }
    #endif
    return LocalizationLanguage(identifier: locale.identifier) ?? .english
  }
}

#if canImport(Darwin)
/// Foundation's lookup over `Bundle.module`: the way Apple platforms localize a framework.
enum FoundationLookup {
  static func string(for phrase: LocalizedPhrase, in language: LocalizationLanguage) -> String {
    // SwiftPM may write `pt-br.lproj` for `pt-BR.lproj`; iOS file systems are case-sensitive.
    let folder =
      Bundle.module.localizations.first { $0.lowercased() == language.rawValue.lowercased() }
      ?? language.rawValue
    let bundle =
      Bundle.module.path(forResource: folder, ofType: "lproj").flatMap(Bundle.init(path:))
      ?? Bundle.module
    let format = bundle.localizedString(forKey: phrase.key.rawValue, value: nil, table: nil)
    guard !phrase.arguments.isEmpty else { return format }
    let arguments: [any CVarArg] = phrase.arguments.map { argument in
      switch argument {
      case .integer(let value): return value
      default: return argument.text(in: language) { string(for: $0, in: language) }
      }
    }
    return String(
      format: format, locale: Locale(identifier: language.rawValue), arguments: arguments)
  }

  /// A phrase whose plural form a decimal chooses: the language's `.stringsdict` read from the
  /// bundle, its form chosen by the catalog with CLDR's operands; nil when the file is not the
  /// XML property list the package ships.
  static func decimalPluralString(for phrase: LocalizedPhrase, in language: LocalizationLanguage)
    -> String?
  {
    let folder =
      Bundle.module.localizations.first { $0.lowercased() == language.rawValue.lowercased() }
      ?? language.rawValue
    guard
      let bundle = Bundle.module.path(forResource: folder, ofType: "lproj").flatMap(
        Bundle.init(path:)),
      let url = bundle.url(forResource: "Localizable", withExtension: "stringsdict"),
      let text = try? String(contentsOf: url, encoding: .utf8),
      let table = try? LocalizationTable(strings: nil, stringsdict: text, folder: folder)
    else { return nil }
    return LocalizationCatalog(tables: [language: table]).string(for: phrase, in: language)
  }

}
#endif

extension LocalizationKey {
  /// The string of a key without placeholders in the language `locale` chooses
  /// (`LocalizationKey.close.string(for: locale)` is "Schließen" in German).
  public func string(for locale: Locale) -> String { LocalizedPhrase(self).string(for: locale) }
}
