/// What is wrong with a translation file, and where.
public struct LocalizationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The kind of problem.
  public enum Kind: Hashable, Sendable {
    /// The file is not valid `.strings` or property-list syntax.
    case syntax(String)
    /// A format string holds a placeholder the catalog cannot format, such as `%f`.
    case unsupportedPlaceholder(String)
    /// A `%#@name@` variable has no entry in the key's `.stringsdict` dictionary.
    case undefinedVariable(String)
    /// A plural variable's entry is not a plural rule (`NSStringPluralRuleType`) over an
    /// integer (`NSStringFormatValueTypeKey` `lld`, `ld` or `d`) or a decimal written as text
    /// (`@`).
    case unsupportedVariable(String)
    /// The same key appears twice in one file.
    case duplicateKey(String)
    /// The resource folder holds no translation for a language Tessera lists.
    case missingLanguage(String)
  }

  /// The kind of problem.
  public var kind: Kind
  /// The file, relative to the resource folder (`ru.lproj/Localizable.strings`).
  public var file: String
  /// The 1-based line the problem is on, when known.
  public var line: Int?
  /// The key the problem belongs to, when known.
  public var key: String?

  /// Creates an error.
  public init(_ kind: Kind, file: String, line: Int? = nil, key: String? = nil) {
    self.kind = kind
    self.file = file
    self.line = line
    self.key = key
  }

  /// A message naming the file, line and key.
  public var description: String {
    var place = file
    if let line { place += ":\(line)" }
    if let key { place += " (key \"\(key)\")" }
    switch kind {
    case .syntax(let detail): return "\(place): \(detail)"
    case .unsupportedPlaceholder(let spec):
      return "\(place): unsupported placeholder \"\(spec)\"; use %@, %lld or their %n$ forms"
    case .undefinedVariable(let name):
      return "\(place): the format names variable \"\(name)\" that its dictionary does not define"
    case .unsupportedVariable(let name):
      return
        "\(place): variable \"\(name)\" must be NSStringPluralRuleType over an integer (lld) or a decimal (@)"
    case .duplicateKey(let key): return "\(place): \"\(key)\" is defined twice"
    case .missingLanguage(let language): return "\(place): no translation for \(language)"
    }
  }
}
