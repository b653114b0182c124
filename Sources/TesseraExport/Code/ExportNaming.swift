import TesseraColor
import TesseraTokens

/// Names and literals shared by the code writers: identifiers made safe for Swift and CSS,
/// numbers written the same way on every platform, and string literals escaped.
enum ExportNaming {
  /// `backgroundPrimary` → `background-primary`; `title2` → `title2`.
  static func kebab(_ camel: String) -> String {
    var result = ""
    for character in camel {
      if character.isUppercase {
        if !result.isEmpty { result.append("-") }
        result.append(contentsOf: character.lowercased())
      } else if character.isLetter || character.isNumber {
        result.append(character)
      } else if !result.hasSuffix("-") && !result.isEmpty {
        result.append("-")
      }
    }
    while result.hasSuffix("-") { result.removeLast() }
    return result.isEmpty ? "token" : result
  }

  /// A Swift type name from a theme name: "Gentle Default" → `GentleDefaultTheme`. Characters
  /// that cannot appear in an identifier are dropped; an empty or digit-led name is prefixed.
  static func swiftTypeName(for themeName: String) -> String {
    let words = themeName.split(whereSeparator: { !($0.isASCII && ($0.isLetter || $0.isNumber)) })
    var name = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    if name.isEmpty { name = "Tessera" }
    if let first = name.first, first.isNumber { name = "Theme" + name }
    return name.hasSuffix("Theme") ? name : name + "Theme"
  }

  /// Swift keywords that need backticks when used as member names.
  private static let swiftKeywords: Set<String> = [
    "default", "case", "class", "struct", "enum", "func", "let", "var", "in", "is", "as",
    "if", "else", "for", "while", "repeat", "return", "switch", "where", "import", "init",
    "self", "Self", "super", "true", "false", "nil", "static", "protocol", "extension", "do",
    "try", "catch", "throw", "throws", "break", "continue", "fallthrough", "guard", "defer",
    "operator", "public", "private", "internal", "fileprivate", "subscript", "typealias", "Any",
    "inout", "deinit", "associatedtype", "rethrows", "some", "any",
  ]

  /// A member name usable after `static let`, backticked when it is a keyword.
  static func swiftMember(_ name: String) -> String {
    swiftKeywords.contains(name) ? "`\(name)`" : name
  }

  /// `text` with each scalar in `replacements` spelled as given, each other scalar for which
  /// `escape` returns a spelling spelled so (an empty one drops it), and the rest kept: the one
  /// escaping loop behind every quoted literal and markup text the exporters write.
  static func escaped(
    _ text: String, replacing replacements: [Unicode.Scalar: String],
    otherwise escape: (Unicode.Scalar) -> String?
  ) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      if let replacement = replacements[scalar] ?? escape(scalar) {
        result += replacement
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Whether `scalar` is a C0 control character or DEL, which no literal keeps raw.
  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || scalar.value == 0x7F
  }

  /// A Swift string literal with quotes, backslashes and control characters escaped.
  static func swiftString(_ text: String) -> String {
    let body = escaped(
      text, replacing: ["\"": "\\\"", "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t"]
    ) { isControl($0) ? "\\u{\(String($0.value, radix: 16))}" : nil }
    return "\"" + body + "\""
  }

  /// A number as a short, locale-independent literal: `17`, `0.5`, `0.125`. Values are rounded
  /// to 4 decimals, which is finer than a point on any screen or a millisecond of motion.
  static func number(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    let scaled = (value * 10_000).rounded()
    let negative = scaled < 0
    let magnitude = Int64(abs(scaled))
    let whole = magnitude / 10_000
    var fraction = String(magnitude % 10_000)
    fraction = String(repeating: "0", count: 4 - fraction.count) + fraction
    while fraction.hasSuffix("0") { fraction.removeLast() }
    let sign = negative && magnitude != 0 ? "-" : ""
    return fraction.isEmpty ? "\(sign)\(whole)" : "\(sign)\(whole).\(fraction)"
  }

  /// A color as a CSS value: `#RRGGBB`, or `#RRGGBBAA` when translucent.
  static func css(_ color: SRGBColor) -> String { color.hexString.lowercased() }

  /// A CSS string literal in double quotes, safe inside a comment-free declaration.
  static func cssString(_ text: String) -> String {
    let body = escaped(
      text, replacing: ["\"": "\\22 ", "\\": "\\5c ", "<": "\\3c ", ">": "\\3e "]
    ) { isControl($0) ? "\\\(String($0.value, radix: 16)) " : nil }
    return "\"" + body + "\""
  }

  /// Text safe inside a `/* ... */` comment (no `*/`, no control characters).
  static func comment(_ text: String) -> String {
    String(
      text.replacingOccurrences(of: "*/", with: "* /").unicodeScalars.map { scalar in
        isControl(scalar) ? " " : Character(scalar)
      })
  }

  /// A CSS `cubic-bezier()` or keyword for a curve; springs get a curve that settles without
  /// overshoot (CSS has no spring), bouncy springs a curve that overshoots a little.
  static func cssEasing(_ curve: MotionCurve) -> String {
    switch curve {
    case .linear: return "linear"
    case .easeIn: return "ease-in"
    case .easeOut: return "ease-out"
    case .easeInOut: return "ease-in-out"
    case .cubicBezier(let x1, let y1, let x2, let y2):
      return "cubic-bezier(\(number(x1)), \(number(y1)), \(number(x2)), \(number(y2)))"
    case .spring(_, let damping):
      return damping < 1 ? "cubic-bezier(0.34, 1.56, 0.64, 1)" : "cubic-bezier(0.2, 0, 0, 1)"
    }
  }

  /// A CSS `box-shadow` value for shadow layers (`none` for no layers).
  static func cssShadow(_ layers: [ShadowLayer]) -> String {
    guard !layers.isEmpty else { return "none" }
    return layers.map { layer in
      "\(number(layer.offsetX))px \(number(layer.offsetY))px \(number(layer.radius))px "
        + "\(number(layer.spread))px \(css(layer.color))"
    }.joined(separator: ", ")
  }

  /// The CSS `font-family` of a resolved style: its custom family names quoted, then the
  /// system stack of its design (just the system stack when it has no family).
  static func cssFontFamily(_ style: ResolvedTextStyle) -> String {
    let stack = cssFontFamily(style.design)
    guard let names = style.fontFamily, !names.isEmpty else { return stack }
    return (names.map(cssString) + [stack]).joined(separator: ", ")
  }

  /// The CSS generic family for a font design.
  static func cssFontFamily(_ design: FontDesignToken) -> String {
    switch design {
    case .default: return "system-ui, -apple-system, \"DejaVu Sans\", sans-serif"
    case .serif: return "ui-serif, \"New York\", \"DejaVu Serif\", serif"
    case .rounded: return "ui-rounded, \"SF Pro Rounded\", \"DejaVu Sans\", sans-serif"
    case .monospaced: return "ui-monospace, \"SF Mono\", \"DejaVu Sans Mono\", monospace"
    }
  }
}
