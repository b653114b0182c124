import Foundation
import TesseraColor
import TesseraJSON

/// Reads token values the way design tools write them, leniently: colors as DTCG objects,
/// hex strings, `rgb()`/`rgba()`/`hsl()` or Figma's `{r, g, b, a}`; dimensions as DTCG
/// objects, numbers (px) or strings (`"16px"`, `"1.5rem"`, `"0.5em"`, `"12pt"`); aliases
/// (`{color.blue.500}`, Style Dictionary's `{color.blue.500.value}`) and Tokens Studio's math
/// (`{space.base} * 2`, `(16 + 8) / 2px`).
enum TokenValueReader {
  /// The size a `rem` is, in points.
  static let remSize = 16.0

  /// A length: points, or a multiple of the font size (`em`).
  enum Length: Equatable {
    case points(Double)
    case em(Double)

    /// The points of a length, `em` taken relative to `fontSize`.
    func points(fontSize: Double) -> Double {
      switch self {
      case .points(let value): return value
      case .em(let value): return value * fontSize
      }
    }
  }

  /// A color from any of the forms above, or nil with no reason when it is not a color.
  static func color(_ value: JSONValue) throws(ValueProblem) -> SRGBColor {
    switch value {
    case .string(let text):
      let trimmed = text.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("#") {
        do {
          return try SRGBColor(hex: trimmed)
        } catch {
          throw ValueProblem("'\(text)' is not a hex color: \(error.description)")
        }
      }
      if let color = functional(trimmed) { return color }
      throw ValueProblem("'\(shown(text))' is not a color")
    case .object:
      if let red = value["r"]?.numberValue, let green = value["g"]?.numberValue,
        let blue = value["b"]?.numberValue
      {
        let alpha = value["a"]?.numberValue ?? 1
        guard (0...1).contains(alpha) else { throw ValueProblem("alpha must be in 0...1") }
        let channels = [red, green, blue]
        // Figma writes 0...1; Style Dictionary's {r, g, b} objects are 0...255.
        let scale = channels.allSatisfy({ (0...1).contains($0) }) ? 1.0 : 255.0
        guard channels.allSatisfy({ (0...scale).contains($0) }) else {
          throw ValueProblem("color components must be in 0...1 (Figma) or 0...255")
        }
        return SRGBColor(
          red: red / scale, green: green / scale, blue: blue / scale, alpha: alpha)
      }
      let parsed: DTCGColor
      do {
        parsed = try DTCGValue.color(value)
      } catch {
        throw ValueProblem(error.message)
      }
      guard let srgb = parsed.srgb else {
        throw ValueProblem("color space \(parsed.colorSpace) has no conversion and no hex")
      }
      return srgb
    default:
      throw ValueProblem("expected a color, found \(value.phrase)")
    }
  }

  /// `rgb(r g b / a)`, `rgba(r, g, b, a)` with numbers or percentages, and `hsl()`/`hsla()`.
  static func functional(_ text: String) -> SRGBColor? {
    let lower = text.lowercased()
    guard let open = lower.firstIndex(of: "("), lower.hasSuffix(")") else { return nil }
    let function = lower[..<open]
    let inner = lower[lower.index(after: open)..<lower.index(before: lower.endIndex)]
    let parts = inner.split { " ,/".contains($0) }.map(String.init)
    // Tokens Studio's `rgba(#0000FF, 50%)`: a hex color with an alpha.
    if parts.count == 2, parts[0].hasPrefix("#"), let color = try? SRGBColor(hex: parts[0]) {
      let alpha =
        parts[1].hasSuffix("%") ? Double(parts[1].dropLast()).map { $0 / 100 } : Double(parts[1])
      guard let alpha, (0...1).contains(alpha) else { return nil }
      return color.withAlpha(alpha)
    }
    guard parts.count == 3 || parts.count == 4 else { return nil }
    func fraction(_ part: String, scale: Double) -> Double? {
      if part.hasSuffix("%") { return Double(part.dropLast()).map { $0 / 100 } }
      return Double(part).map { $0 / scale }
    }
    let alpha = parts.count == 4 ? fraction(parts[3], scale: 1) : 1
    guard let alpha, (0...1).contains(alpha) else { return nil }
    switch function {
    case "rgb", "rgba":
      let channels = parts.prefix(3).map { fraction($0, scale: 255) }
      guard channels.allSatisfy({ $0.map { (0...1).contains($0) } ?? false }) else { return nil }
      return SRGBColor(
        red: channels[0] ?? 0, green: channels[1] ?? 0, blue: channels[2] ?? 0, alpha: alpha)
    case "hsl", "hsla":
      let hueText = parts[0].hasSuffix("deg") ? String(parts[0].dropLast(3)) : parts[0]
      guard let hue = Double(hueText), let saturation = fraction(parts[1], scale: 100),
        let lightness = fraction(parts[2], scale: 100), hue.isFinite,
        (0...1).contains(saturation), (0...1).contains(lightness)
      else { return nil }
      let parsed = DTCGColor(
        colorSpace: "hsl", components: [hue, saturation * 100, lightness * 100], alpha: alpha)
      return parsed.srgb
    default:
      return nil
    }
  }

  /// A length from a DTCG dimension object, a number (points) or a string with a unit.
  static func length(_ value: JSONValue) throws(ValueProblem) -> Length {
    switch value {
    case .number(let number):
      guard number.isFinite else { throw ValueProblem("the number is not finite") }
      return .points(number)
    case .string(let text):
      if let length = lengthText(text) { return length }
      throw ValueProblem("'\(shown(text))' is not a dimension (px, rem, em or pt)")
    case .object:
      guard let number = value["value"]?.numberValue, number.isFinite,
        let unit = value["unit"]?.stringValue
      else { throw ValueProblem("a dimension needs a numeric value and a unit") }
      switch unit {
      case "px", "pt": return .points(number)
      case "rem": return .points(number * remSize)
      case "em": return .em(number)
      default: throw ValueProblem("unit '\(unit)' is not px, rem, em or pt")
      }
    default:
      throw ValueProblem("expected a dimension, found \(value.phrase)")
    }
  }

  /// `"16px"`, `"1.5rem"`, `"0.5em"`, `"12pt"`, `"16"`, or arithmetic over them (`"8 * 2px"`).
  static func lengthText(_ text: String) -> Length? {
    let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
    for (unit, make) in [
      ("rem", { (v: Double) in Length.points(v * remSize) }), ("px", { Length.points($0) }),
      ("pt", { Length.points($0) }), ("em", { Length.em($0) }),
    ] as [(String, (Double) -> Length)] {
      if trimmed.hasSuffix(unit), !trimmed.hasSuffix("rem") || unit == "rem" {
        let body = String(trimmed.dropLast(unit.count))
        guard let number = Arithmetic.evaluate(stripUnits(body)) else { return nil }
        return make(number)
      }
    }
    if let number = Arithmetic.evaluate(stripUnits(trimmed)) { return .points(number) }
    return nil
  }

  /// An expression with `px` units inside (`8px * 2`) as plain arithmetic.
  static func stripUnits(_ text: String) -> String {
    text.replacingOccurrences(of: "px", with: "")
  }

  /// A number, from a number or a numeric string (`"1.5"`, `"150%"` is 1.5).
  static func number(_ value: JSONValue) throws(ValueProblem) -> Double {
    switch value {
    case .number(let number) where number.isFinite: return number
    case .string(let text):
      let trimmed = text.trimmingCharacters(in: .whitespaces)
      if trimmed.hasSuffix("%"), let percent = Arithmetic.evaluate(String(trimmed.dropLast())) {
        return percent / 100
      }
      if let number = Arithmetic.evaluate(trimmed) { return number }
      throw ValueProblem("'\(shown(text))' is not a number")
    default:
      throw ValueProblem("expected a number, found \(value.phrase)")
    }
  }

  /// A font weight 1...1000 from a number, a numeric string or a name (`bold`, `Semi Bold`).
  static func fontWeight(_ value: JSONValue) throws(ValueProblem) -> Double {
    if let number = try? number(value), (1...1000).contains(number) { return number }
    if let text = value.stringValue {
      let key = text.lowercased().filter { $0.isLetter }
      let names: [String: Double] = [
        "thin": 100, "hairline": 100, "extralight": 200, "ultralight": 200, "light": 300,
        "normal": 400, "regular": 400, "book": 400, "medium": 500, "semibold": 600,
        "demibold": 600, "bold": 700, "extrabold": 800, "ultrabold": 800, "black": 900,
        "heavy": 900, "extrablack": 950, "ultrablack": 950,
      ]
      for (name, weight) in names where key == name || key == name + "italic" {
        return weight
      }
    }
    throw ValueProblem("expected a font weight (1...1000 or a name such as bold)")
  }

  /// A short form of a long string for a message.
  static func shown(_ text: String) -> String {
    text.count > 40 ? String(text.prefix(40)) + "..." : text
  }
}

/// Why a token's value could not be read.
struct ValueProblem: Error, Equatable {
  var message: String
  init(_ message: String) { self.message = message }
}

/// The arithmetic Tokens Studio allows in values: numbers, `+ - * /`, parentheses and
/// unary minus, evaluated without recursion limits being a risk (at most 64 levels).
enum Arithmetic {
  /// The value of `text`, or nil when it is not a finite arithmetic expression.
  static func evaluate(_ text: String) -> Double? {
    var parser = Parser(Array(text.utf8))
    guard let value = parser.expression(depth: 0) else { return nil }
    parser.skipSpaces()
    guard parser.index == parser.bytes.count, value.isFinite else { return nil }
    return value
  }

  private struct Parser {
    let bytes: [UInt8]
    var index = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    mutating func skipSpaces() {
      while index < bytes.count, bytes[index] == 0x20 { index += 1 }
    }

    mutating func expression(depth: Int) -> Double? {
      guard var value = term(depth: depth) else { return nil }
      while true {
        skipSpaces()
        guard index < bytes.count,
          bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
        else { return value }
        let plus = bytes[index] == UInt8(ascii: "+")
        index += 1
        guard let next = term(depth: depth) else { return nil }
        value = plus ? value + next : value - next
      }
    }

    mutating func term(depth: Int) -> Double? {
      guard var value = factor(depth: depth) else { return nil }
      while true {
        skipSpaces()
        guard index < bytes.count,
          bytes[index] == UInt8(ascii: "*") || bytes[index] == UInt8(ascii: "/")
        else { return value }
        let times = bytes[index] == UInt8(ascii: "*")
        index += 1
        guard let next = factor(depth: depth) else { return nil }
        if !times && next == 0 { return nil }
        value = times ? value * next : value / next
      }
    }

    mutating func factor(depth: Int) -> Double? {
      skipSpaces()
      guard index < bytes.count, depth < 64 else { return nil }
      if bytes[index] == UInt8(ascii: "-") {
        index += 1
        return factor(depth: depth + 1).map { -$0 }
      }
      if bytes[index] == UInt8(ascii: "(") {
        index += 1
        let value = expression(depth: depth + 1)
        skipSpaces()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ")") else { return nil }
        index += 1
        return value
      }
      let start = index
      while index < bytes.count,
        (bytes[index] >= 0x30 && bytes[index] <= 0x39) || bytes[index] == UInt8(ascii: ".")
      {
        index += 1
      }
      guard index > start, index - start <= 32 else { return nil }
      return Double(String(decoding: bytes[start..<index], as: UTF8.self))
    }
  }
}
