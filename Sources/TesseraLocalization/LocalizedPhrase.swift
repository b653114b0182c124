/// A value to put into a placeholder of a built-in string.
public indirect enum LocalizationArgument: Hashable, Sendable, Codable {
  /// A whole number for `%lld`, which also chooses plural forms.
  case integer(Int)
  /// Caller text for `%@`, put in as it is.
  case text(String)
  /// A decimal number for `%@`, written with the language's decimal separator and at most
  /// `fractionDigits` digits after it, trailing zeros dropped ("3.5", "3,5", "4").
  case decimal(Double, fractionDigits: Int)
  /// A decimal number for `%@` written with exactly `fractionDigits` digits after the
  /// separator, trailing zeros kept ("4.0", "4,50"): a plural form it chooses follows those
  /// digits, so English "4.0 stars" but "1 star".
  case decimalKeepingZeros(Double, fractionDigits: Int)
  /// Another built-in string for `%@`, in the same language.
  case phrase(LocalizedPhrase)
  /// Values joined by the language's list separator (", ", "、", "، ").
  case list([LocalizationArgument])

  /// The placeholder type this argument fills.
  public var placeholder: LocalizationPlaceholder {
    if case .integer = self { return .integer }
    return .text
  }
}

extension LocalizationArgument {
  /// The text that fills this argument's placeholder in `language`; `resolve` puts a nested
  /// phrase (and the list separator) into the language, so the catalog and Foundation's lookup
  /// write arguments the same way.
  func text(
    in language: LocalizationLanguage, resolving resolve: (LocalizedPhrase) -> String
  ) -> String {
    switch self {
    case .integer(let value): return String(value)
    case .text(let text): return text
    case .decimal(let value, let digits):
      return NumberText.decimal(value, fractionDigits: digits, language: language)
    case .decimalKeepingZeros(let value, let digits):
      return NumberText.decimal(
        value, fractionDigits: digits, language: language, keepingZeros: true)
    case .phrase(let phrase): return resolve(phrase)
    case .list(let items):
      let separator = resolve(LocalizedPhrase(.listSeparator))
      return items.map { $0.text(in: language, resolving: resolve) }.joined(separator: separator)
    }
  }
}

/// A built-in string with its arguments: what a component says, before it is put into a
/// language.
///
/// Components and validators hand these out; `LocalizationCatalog` (Linux, tests) or
/// Foundation over `Bundle.module` (Apple platforms) turn them into text.
///
/// ```swift
/// let phrase = LocalizedPhrase.ratingValue(3.5, maximum: 5)
/// LocalizationCatalog.builtIn.string(for: phrase, in: .russian)  // "3,5 из 5 звёзд"
/// ```
public struct LocalizedPhrase: Hashable, Sendable, Codable {
  /// The key in `Localizable.strings` or `Localizable.stringsdict`.
  public let key: LocalizationKey
  /// The arguments, one per placeholder of the key, in order.
  public let arguments: [LocalizationArgument]

  /// A phrase for a key without placeholders.
  public init(_ key: LocalizationKey) {
    precondition(key.placeholders.isEmpty, "\(key.rawValue) takes \(key.placeholders)")
    self.key = key
    self.arguments = []
  }

  /// A phrase whose arguments match the key's placeholders; the typed factories
  /// (`ratingValue(_:maximum:)` ...) are the way in, this checks them.
  init(_ key: LocalizationKey, _ arguments: [LocalizationArgument]) {
    precondition(
      arguments.map(\.placeholder) == key.placeholders,
      "\(key.rawValue) takes \(key.placeholders), got \(arguments.map(\.placeholder))")
    self.key = key
    self.arguments = arguments
  }
}

/// Formats numbers the way the catalog and Foundation's `%lld` do: ASCII digits, no grouping.
enum NumberText {
  static func decimal(
    _ value: Double, fractionDigits: Int, language: LocalizationLanguage,
    keepingZeros: Bool = false
  ) -> String {
    decimal(
      value, fractionDigits: fractionDigits, separator: language.decimalSeparator,
      keepingZeros: keepingZeros)
  }

  /// The plural operands of a decimal argument: those of its digits as written.
  static func operands(of argument: LocalizationArgument) -> PluralOperands? {
    let text: String
    switch argument {
    case .integer(let value): return PluralOperands(value)
    case .decimal(let value, let digits):
      text = decimal(value, fractionDigits: digits, separator: ".", keepingZeros: false)
    case .decimalKeepingZeros(let value, let digits):
      text = decimal(value, fractionDigits: digits, separator: ".", keepingZeros: true)
    default: return nil
    }
    return try? PluralOperands(text)
  }

  static func decimal(
    _ value: Double, fractionDigits: Int, separator: String, keepingZeros: Bool
  ) -> String {
    guard value.isFinite else { return value.isNaN ? "NaN" : (value < 0 ? "-∞" : "∞") }
    let digits = max(0, min(fractionDigits, 6))
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let scaled = (abs(value) * scale).rounded()
    guard scaled < 9e15 else { return String(value) }
    let units = Int(scaled)
    let factor = Int(scale)
    var whole = String(units / factor)
    var fraction = String(units % factor)
    if digits > 0 {
      fraction = String(repeating: "0", count: digits - fraction.count) + fraction
      while !keepingZeros, fraction.hasSuffix("0") { fraction.removeLast() }
    } else {
      fraction = ""
    }
    if value < 0 && units != 0 { whole = "-" + whole }
    return fraction.isEmpty ? whole : whole + separator + fraction
  }
}
