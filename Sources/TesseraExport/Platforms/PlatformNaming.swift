import Foundation
import TesseraTokens

/// Identifiers, comments and literals for the platform writers (Xcode, Kotlin, Android,
/// Tailwind, SCSS, Figma, flat JSON).
///
/// Names come from untrusted theme files, so every writer builds identifiers from
/// ``words(_:)``: accents are folded ("Crème" → "Creme"), everything but ASCII letters and
/// digits separates words, and camel-case humps start new ones ("backgroundPrimary" →
/// background, Primary). The results contain only `[A-Za-z0-9]` plus the format's separator,
/// so no theme name can end a comment, a string or a declaration early.
enum PlatformNaming {
  /// The ASCII words of `text`: "Bold Orange" → [Bold, Orange], "backgroundPrimary" →
  /// [background, Primary], "HTMLColor" → [HTML, Color], "title2" → [title2].
  static func words(_ text: String) -> [String] {
    let folded = text.folding(options: [.diacriticInsensitive, .widthInsensitive], locale: nil)
    var result: [String] = []
    var current: [Character] = []
    let characters = Array(folded)
    for (index, character) in characters.enumerated() {
      guard character.isASCII, character.isLetter || character.isNumber else {
        if !current.isEmpty { result.append(String(current)) }
        current = []
        continue
      }
      if let previous = current.last, character.isUppercase {
        let next = index + 1 < characters.count ? characters[index + 1] : nil
        let startsHump = previous.isLowercase || previous.isNumber
        let endsAcronym =
          previous.isUppercase && (next.map { $0.isASCII && $0.isLowercase } ?? false)
        if startsHump || endsAcronym {
          result.append(String(current))
          current = []
        }
      }
      current.append(character)
    }
    if !current.isEmpty { result.append(String(current)) }
    return result
  }

  /// `Bold Orange` → `BoldOrange`; `fallback` when `text` has no words; a name that starts with
  /// a digit is prefixed with `digitPrefix`.
  static func pascal(_ text: String, fallback: String = "Tessera", digitPrefix: String = "Theme")
    -> String
  {
    let name = words(text).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    guard let first = name.first else { return fallback }
    return first.isNumber ? digitPrefix + name : name
  }

  /// `Bold Orange` → `boldOrange`, `HTML color` → `htmlColor`.
  static func camel(_ text: String, fallback: String = "tessera", digitPrefix: String = "theme")
    -> String
  {
    let parts = words(text)
    guard let first = parts.first else { return fallback }
    let name =
      first.lowercased()
      + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }
      .joined()
    return name.first?.isNumber == true
      ? digitPrefix + name.prefix(1).uppercased()
        + name.dropFirst() : name
  }

  /// `backgroundPrimary` → `background_primary` (separator `_`) or `background-primary` (`-`).
  static func lowercased(_ text: String, separator: String, fallback: String = "tessera")
    -> String
  {
    let parts = words(text).map { $0.lowercased() }
    return parts.isEmpty ? fallback : parts.joined(separator: separator)
  }

  /// ``lowercased(_:separator:fallback:)`` for a name other identifiers start with (a resource
  /// or variable prefix): one that starts with a digit is prefixed with `theme` and the
  /// separator, as ``pascal(_:fallback:digitPrefix:)`` and ``camel(_:fallback:digitPrefix:)``
  /// prefix theirs.
  static func lowercasedPrefix(_ text: String, separator: String) -> String {
    let base = lowercased(text, separator: separator)
    return base.first?.isNumber == true ? "theme" + separator + base : base
  }

  /// `names` with repeats made unique by appending `separator` and 2, 3 …, in order, so two
  /// palette keys that reduce to the same identifier ("blue-500", "blue 500") stay apart.
  static func uniqued(_ names: [String], separator: String) -> [String] {
    var taken: Set<String> = []
    return names.map { name in
      var candidate = name
      var counter = 2
      while taken.contains(candidate) {
        candidate = "\(name)\(separator)\(counter)"
        counter += 1
      }
      taken.insert(candidate)
      return candidate
    }
  }

  /// The palette keys of `spec`, sorted, paired with unique identifiers made by `make`.
  static func paletteNames(_ spec: ThemeSpec, separator: String, _ make: (String) -> String)
    -> [(key: String, name: String)]
  {
    let keys = spec.palette.keys.sorted()
    return Array(zip(keys, uniqued(keys.map(make), separator: separator))).map {
      (key: $0.0, name: $0.1)
    }
  }

  /// Text for a comment that runs to the end of the line (`//`, `#`): line breaks of every
  /// kind (including U+2028 and U+2029, which end a line in JavaScript) and control characters
  /// become spaces.
  static func lineComment(_ text: String) -> String {
    String(
      String.UnicodeScalarView(
        text.unicodeScalars.map { scalar in
          switch scalar.value {
          case 0..<0x20, 0x7F, 0x85, 0x2028, 0x2029: return " "
          default: return scalar
          }
        }))
  }

  /// Text for a `/* … */` comment in a language where block comments nest (Kotlin) or not
  /// (CSS, JavaScript): neither `*/` nor `/*` survives, and the text stays on one line.
  static func blockComment(_ text: String) -> String {
    lineComment(text).replacingOccurrences(of: "*/", with: "* /")
      .replacingOccurrences(of: "/*", with: "/ *")
  }

  /// Text for an XML comment: no `--`, no trailing `-`, one line, and no characters XML 1.0
  /// forbids.
  static func xmlComment(_ text: String) -> String {
    var result = lineComment(text)
    while result.contains("--") { result = result.replacingOccurrences(of: "--", with: "- ") }
    if result.hasSuffix("-") { result += " " }
    return result
  }

  /// A file or folder name from a theme name: letters, digits, spaces and `-_()&+,`, trimmed,
  /// at most 64 characters; `fallback` when nothing is left. Never `.`/`..` and never hidden.
  static func fileName(_ text: String, fallback: String = "Tessera") -> String {
    let allowed = " -_()&+,"
    var result = ""
    for character in text.precomposedStringWithCanonicalMapping {
      let keep = character.isLetter || character.isNumber || allowed.contains(character)
      let next: Character = keep ? character : " "
      if next == " " && (result.isEmpty || result.hasSuffix(" ")) { continue }
      result.append(next)
    }
    result = String(result.prefix(64)).trimmingCharacters(in: .whitespaces)
    return result.isEmpty ? fallback : result
  }

  /// `value` with exactly `decimals` decimals, locale-independent: `fixed(0.5, decimals: 3)`
  /// is `0.500`. Non-finite values are written as 0.
  static func fixed(_ value: Double, decimals: Int) -> String {
    guard value.isFinite else { return fixed(0, decimals: decimals) }
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let scaled = Int64((abs(value) * scale).rounded())
    let divisor = Int64(scale)
    var fraction = String(scaled % divisor)
    fraction = String(repeating: "0", count: max(0, decimals - fraction.count)) + fraction
    let sign = value < 0 && scaled != 0 ? "-" : ""
    return decimals == 0 ? "\(sign)\(scaled)" : "\(sign)\(scaled / divisor).\(fraction)"
  }

  /// A double-quoted string literal for a language with C-style escapes (Kotlin, JavaScript,
  /// JSON): `"` and `\` get a backslash, `replacements` spell the scalars the language treats
  /// specially, and every other control character, DEL and each scalar in `hexEscaped` is a
  /// `\uXXXX` escape with `uppercaseHex` digits.
  static func quoted(
    _ text: String, replacing replacements: [Unicode.Scalar: String] = [:],
    hexEscaped: Set<Unicode.Scalar> = [], uppercaseHex: Bool = false
  ) -> String {
    var table = replacements
    table["\""] = "\\\""
    table["\\"] = "\\\\"
    let body = ExportNaming.escaped(text, replacing: table) { scalar in
      guard ExportNaming.isControl(scalar) || hexEscaped.contains(scalar) else { return nil }
      let hex = String(scalar.value, radix: 16, uppercase: uppercaseHex)
      return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }
    return "\"" + body + "\""
  }

  /// The one-line audit summary every platform file carries: how many contrast checks the
  /// exported values pass in the four modes.
  static func contrastSummary(_ spec: ThemeSpec) -> String {
    let report = ThemeAudit.audit(spec)
    let total = report.checkedCount
    if report.passed {
      return "Contrast: all \(total) WCAG 2.2 checks pass in light, dark and both "
        + "increased-contrast modes (tessera audit)."
    }
    return "Contrast: \(report.failures.count) of \(total) WCAG 2.2 checks FAIL; run "
      + "`tessera audit` before shipping these values."
  }
}
