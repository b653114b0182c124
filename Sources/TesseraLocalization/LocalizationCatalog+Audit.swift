/// A translation that is missing, incomplete or does not fit its key.
public struct LocalizationProblem: Hashable, Sendable, CustomStringConvertible {
  /// The language whose table has the problem.
  public var language: LocalizationLanguage
  /// The key.
  public var key: String
  /// What is wrong, in words.
  public var detail: String

  /// A line naming the language, key and problem.
  public var description: String { "\(language.rawValue).lproj \"\(key)\": \(detail)" }
}

extension LocalizationCatalog {
  /// Every problem of the catalog against `keys`: a key a language lacks or a file holds that
  /// no key declares, a plural variable without exactly the categories CLDR gives the language
  /// (Apple applies a `zero` form to 0 in every language, so only Arabic may have one), a key
  /// that is plural in English but not in a language, and placeholders (after every choice of
  /// plural forms) that differ from the key's in count, position or type.
  public func audit(keys: [LocalizationKey] = LocalizationKey.all) -> [LocalizationProblem] {
    var problems: [LocalizationProblem] = []
    let declared = Set(keys.map(\.rawValue))
    for language in LocalizationLanguage.allCases {
      func report(_ key: String, _ detail: String) {
        problems.append(LocalizationProblem(language: language, key: key, detail: detail))
      }
      guard let table = tables[language] else {
        report("*", "the language has no table")
        continue
      }
      for key in table.entries.keys.sorted() where !declared.contains(key) {
        report(key, "no LocalizationKey declares this key")
      }
      for key in keys {
        guard let entry = table.entries[key.rawValue] else {
          report(key.rawValue, "missing")
          continue
        }
        let englishIsPlural = !(tables[.english]?.entries[key.rawValue]?.variables.isEmpty ?? true)
        if englishIsPlural && entry.variables.isEmpty {
          report(key.rawValue, "plural in English but a plain string here")
        }
        let required = PluralRules.categories(of: language)
        for (name, forms) in entry.variables.sorted(by: { $0.key < $1.key }) {
          let given = Set(forms.forms.keys)
          let missing = required.filter { !given.contains($0) }
          let extra = given.subtracting(required).sorted()
          if !missing.isEmpty {
            report(key.rawValue, "variable \"\(name)\" lacks \(missing.map(\.rawValue))")
          }
          if !extra.isEmpty {
            report(
              key.rawValue,
              "variable \"\(name)\" has \(extra.map(\.rawValue)), which \(language.rawValue) does not use"
            )
          }
        }
        problems += placeholderProblems(entry, key: key, language: language)
      }
    }
    return problems
  }

  private func placeholderProblems(
    _ entry: LocalizationEntry, key: LocalizationKey, language: LocalizationLanguage
  ) -> [LocalizationProblem] {
    var expected: [Int: LocalizationPlaceholder] = [:]
    for (index, type) in key.placeholders.enumerated() { expected[index + 1] = type }
    let names = entry.variables.keys.sorted()
    let categories = PluralRules.categories(of: language)
    // Every combination of one category per variable.
    var combinations: [[String: PluralCategory]] = [[:]]
    for name in names {
      combinations = combinations.flatMap { chosen in
        categories.map { chosen.merging([name: $0]) { $1 } }
      }
    }
    var problems: [LocalizationProblem] = []
    for chosen in combinations {
      do {
        let format = try entry.expanded(file: "\(language.rawValue).lproj", key: key.rawValue) {
          name, _ in chosen[name] ?? .other
        }
        var found = format.references
        // A variable's own integer counts even where a form leaves the number out.
        if let outer = try? FormatString(entry.format, file: "", key: key.rawValue) {
          found.merge(entry.outerReferences(of: outer)) { current, _ in current }
        }
        if found != expected {
          let label =
            chosen.isEmpty
            ? ""
            : " (forms \(chosen.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value.rawValue)" }.joined(separator: ", ")))"
          problems.append(
            LocalizationProblem(
              language: language, key: key.rawValue,
              detail:
                "placeholders \(Self.describe(found)) differ from \(Self.describe(expected))\(label)"
            ))
          break
        }
      } catch {
        problems.append(
          LocalizationProblem(language: language, key: key.rawValue, detail: error.description))
        break
      }
    }
    return problems
  }

  private static func describe(_ references: [Int: LocalizationPlaceholder]) -> String {
    let items = references.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value.rawValue)" }
    return "[" + items.joined(separator: ", ") + "]"
  }
}
