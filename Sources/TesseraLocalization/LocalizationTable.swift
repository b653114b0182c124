import Foundation

/// The plural forms of one `.stringsdict` variable.
public struct PluralForms: Hashable, Sendable {
  /// The text of each category the translation gives.
  public var forms: [PluralCategory: String]
  /// What chooses the form: an integer (`NSStringFormatValueTypeKey` `lld`), or a decimal
  /// number written as text (`@`), whose CLDR operands are read from its digits.
  public var valueType: LocalizationPlaceholder

  /// Creates forms.
  public init(forms: [PluralCategory: String], valueType: LocalizationPlaceholder = .integer) {
    self.forms = forms
    self.valueType = valueType
  }
}

/// One translated string: a format, and for counted nouns the plural forms of its variables.
public struct LocalizationEntry: Hashable, Sendable {
  /// The format (`NSStringLocalizedFormatKey` for a plural entry), such as `%1$@ of %2$#@stars@`.
  public var format: String
  /// The plural variables the format names, empty for a plain string.
  public var variables: [String: PluralForms]

  /// Creates an entry.
  public init(format: String, variables: [String: PluralForms] = [:]) {
    self.format = format
    self.variables = variables
  }

  /// The format with each variable replaced by the form `category(position)` selects.
  func expanded(
    file: String, key: String, category: (_ name: String, _ position: Int) -> PluralCategory
  ) throws(LocalizationError) -> FormatString {
    let outer = try FormatString(format, file: file, key: key)
    guard !variables.isEmpty || outer.segments.contains(where: \.isVariable) else { return outer }
    var text = format
    for segment in outer.segments {
      guard case .variable(let position, let name, let spec) = segment else { continue }
      guard let forms = variables[name] else {
        throw LocalizationError(.undefinedVariable(name), file: file, key: key)
      }
      let chosen = category(name, position)
      let form = forms.forms[chosen] ?? forms.forms[.other] ?? ""
      if let range = text.range(of: spec) { text.replaceSubrange(range, with: form) }
    }
    return try FormatString(text, file: file, key: key)
  }
}

extension LocalizationEntry {
  /// The placeholders of the outer format: a plural variable counts as the type of the value
  /// that chooses its form.
  func outerReferences(of outer: FormatString) -> [Int: LocalizationPlaceholder] {
    var references = outer.references
    for case .variable(let position, let name, _) in outer.segments
    where variables[name]?.valueType == .text {
      references[position] = .text
    }
    return references
  }
}

extension FormatSegment {
  var isVariable: Bool {
    if case .variable = self { return true }
    return false
  }
}

/// The translations of one language: its `Localizable.strings` and `Localizable.stringsdict`.
public struct LocalizationTable: Hashable, Sendable {
  /// The entries by key.
  public var entries: [String: LocalizationEntry]

  /// Creates a table.
  public init(entries: [String: LocalizationEntry]) { self.entries = entries }

  /// Reads a language's files; `folder` names them in errors (`ru.lproj`). A key in both files
  /// is an error, as Foundation would silently prefer one.
  public init(strings: String?, stringsdict: String?, folder: String) throws(LocalizationError) {
    var entries: [String: LocalizationEntry] = [:]
    if let strings {
      let file = "\(folder)/Localizable.strings"
      for (key, value) in try StringsFile.parse(strings, file: file) {
        entries[key] = LocalizationEntry(format: value)
      }
    }
    if let stringsdict {
      let file = "\(folder)/Localizable.stringsdict"
      let root = try PropertyList.parse(stringsdict, file: file)
      guard case .dictionary(let keys) = root else {
        throw LocalizationError(.syntax("the root is not a <dict>"), file: file)
      }
      for (key, value) in keys {
        guard entries[key] == nil else {
          throw LocalizationError(.duplicateKey(key), file: file, key: key)
        }
        entries[key] = try Self.pluralEntry(value, file: file, key: key)
      }
    }
    self.entries = entries
  }

  private static func pluralEntry(
    _ value: PropertyListValue, file: String, key: String
  ) throws(LocalizationError) -> LocalizationEntry {
    guard let format = value["NSStringLocalizedFormatKey"]?.string,
      case .dictionary(let fields) = value
    else {
      throw LocalizationError(.syntax("no NSStringLocalizedFormatKey string"), file: file, key: key)
    }
    var variables: [String: PluralForms] = [:]
    for (name, spec) in fields where name != "NSStringLocalizedFormatKey" {
      guard spec["NSStringFormatSpecTypeKey"]?.string == "NSStringPluralRuleType",
        let type = spec["NSStringFormatValueTypeKey"]?.string,
        ["d", "ld", "lld", "@"].contains(type),
        case .dictionary(let entries) = spec
      else { throw LocalizationError(.unsupportedVariable(name), file: file, key: key) }
      var forms: [PluralCategory: String] = [:]
      for (category, text) in entries
      where category != "NSStringFormatSpecTypeKey" && category != "NSStringFormatValueTypeKey" {
        guard let plural = PluralCategory(rawValue: category), let text = text.string else {
          throw LocalizationError(
            .syntax("variable \"\(name)\" has \"\(category)\", not a plural category"),
            file: file, key: key)
        }
        forms[plural] = text
      }
      variables[name] = PluralForms(forms: forms, valueType: type == "@" ? .text : .integer)
    }
    return LocalizationEntry(format: format, variables: variables)
  }
}
