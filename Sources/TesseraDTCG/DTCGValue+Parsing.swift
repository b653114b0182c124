import TesseraColor
import TesseraJSON
import TesseraTokens

extension DTCGValue {
  /// The named font weights of the format, exactly as it spells them.
  static let namedWeights: [String: Double] = [
    "thin": 100, "hairline": 100, "extra-light": 200, "ultra-light": 200, "light": 300,
    "normal": 400, "regular": 400, "book": 400, "medium": 500, "semi-bold": 600,
    "demi-bold": 600, "bold": 700, "extra-bold": 800, "ultra-bold": 800, "black": 900,
    "heavy": 900, "extra-black": 950, "ultra-black": 950,
  ]

  static let strokeKeywords: Set<String> = [
    "solid", "dashed", "dotted", "double", "groove", "ridge", "outset", "inset",
  ]

  /// Checks a fully resolved JSON value against the shape its type requires.
  static func parse(_ json: JSONValue, as type: DTCGType) throws(DTCGShapeError) -> DTCGValue {
    switch type {
    case .color: return .color(try color(json))
    case .dimension: return .dimension(try dimension(json))
    case .fontFamily: return .fontFamily(try fontFamily(json))
    case .fontWeight: return .fontWeight(try fontWeight(json))
    case .duration: return .duration(try duration(json))
    case .cubicBezier: return .cubicBezier(try cubicBezier(json))
    case .number:
      guard let number = json.numberValue else { throw DTCGShapeError("expected a number") }
      return .number(number)
    case .strokeStyle: return .strokeStyle(try strokeStyle(json))
    case .border:
      return .border(
        color: try color(field(json, "color")), width: try dimension(field(json, "width")),
        style: try strokeStyle(field(json, "style")))
    case .transition:
      return .transition(
        duration: try duration(field(json, "duration")),
        delay: try duration(field(json, "delay")),
        timingFunction: try cubicBezier(field(json, "timingFunction")))
    case .shadow:
      let list = json.arrayValue ?? [json]
      var shadows: [DTCGShadow] = []
      for item in list { shadows.append(try shadow(item)) }
      return .shadow(shadows)
    case .gradient:
      guard let stops = json.arrayValue else { throw DTCGShapeError("expected an array of stops") }
      var result: [DTCGGradientStop] = []
      for stop in stops {
        guard let position = try field(stop, "position").numberValue else {
          throw DTCGShapeError("gradient position must be a number")
        }
        result.append(
          DTCGGradientStop(
            color: try color(field(stop, "color")), position: min(max(position, 0), 1)))
      }
      return .gradient(result)
    case .typography:
      return .typography(
        DTCGTypography(
          fontFamily: try fontFamily(field(json, "fontFamily")),
          fontSize: try dimension(field(json, "fontSize")),
          fontWeight: try fontWeight(field(json, "fontWeight")),
          letterSpacing: try dimension(field(json, "letterSpacing")),
          lineHeight: try number(field(json, "lineHeight"), "lineHeight")))
    }
  }

  private static func field(_ json: JSONValue, _ name: String) throws(DTCGShapeError) -> JSONValue {
    guard case .object = json else { throw DTCGShapeError("expected an object with \(name)") }
    guard let value = json[name] else { throw DTCGShapeError("missing \(name)") }
    return value
  }

  private static func number(_ json: JSONValue, _ name: String) throws(DTCGShapeError) -> Double {
    guard let number = json.numberValue else { throw DTCGShapeError("\(name) must be a number") }
    return number
  }

  static func color(_ json: JSONValue) throws(DTCGShapeError) -> DTCGColor {
    if let text = json.stringValue {
      // Legacy form: a hex string.
      guard let parsed = try? TesseraColorHex.parse(text) else {
        throw DTCGShapeError("'\(text)' is not a color")
      }
      return DTCGColor(parsed)
    }
    guard let space = try field(json, "colorSpace").stringValue else {
      throw DTCGShapeError("colorSpace must be a string")
    }
    let known: Set<String> = [
      "srgb", "srgb-linear", "display-p3", "a98-rgb", "prophoto-rgb", "rec2020", "hsl", "hwb",
      "lab", "lch", "oklab", "oklch", "xyz-d65", "xyz-d50",
    ]
    guard known.contains(space) else { throw DTCGShapeError("unknown colorSpace '\(space)'") }
    guard let parts = try field(json, "components").arrayValue, parts.count == 3 else {
      throw DTCGShapeError("components must be an array of three numbers or \"none\"")
    }
    var components: [Double?] = []
    for part in parts {
      if part.stringValue == "none" {
        components.append(nil)
      } else if let number = part.numberValue {
        components.append(number)
      } else {
        throw DTCGShapeError("a component must be a number or \"none\"")
      }
    }
    var alpha = 1.0
    if let value = json["alpha"] {
      guard let number = value.numberValue, (0...1).contains(number) else {
        throw DTCGShapeError("alpha must be a number in 0...1")
      }
      alpha = number
    }
    var hex: String?
    if let value = json["hex"] {
      guard let text = value.stringValue, text.count == 7, text.first == "#",
        (try? TesseraColorHex.parse(text)) != nil
      else { throw DTCGShapeError("hex must be #rrggbb") }
      hex = text
    }
    return DTCGColor(colorSpace: space, components: components, alpha: alpha, hex: hex)
  }

  static func dimension(_ json: JSONValue) throws(DTCGShapeError) -> DTCGDimension {
    let value = try number(field(json, "value"), "value")
    guard let unit = try field(json, "unit").stringValue, unit == "px" || unit == "rem" else {
      throw DTCGShapeError("dimension unit must be \"px\" or \"rem\"")
    }
    return DTCGDimension(value: value, unit: unit)
  }

  static func duration(_ json: JSONValue) throws(DTCGShapeError) -> DTCGDuration {
    let value = try number(field(json, "value"), "value")
    guard let unit = try field(json, "unit").stringValue, unit == "ms" || unit == "s" else {
      throw DTCGShapeError("duration unit must be \"ms\" or \"s\"")
    }
    return DTCGDuration(value: value, unit: unit)
  }

  static func fontFamily(_ json: JSONValue) throws(DTCGShapeError) -> [String] {
    if let name = json.stringValue { return [name] }
    guard let list = json.arrayValue, !list.isEmpty else {
      throw DTCGShapeError("fontFamily must be a string or a non-empty array of strings")
    }
    var names: [String] = []
    for item in list {
      guard let name = item.stringValue else {
        throw DTCGShapeError("fontFamily entries must be strings")
      }
      names.append(name)
    }
    return names
  }

  static func fontWeight(_ json: JSONValue) throws(DTCGShapeError) -> Double {
    if let number = json.numberValue {
      guard (1...1000).contains(number) else {
        throw DTCGShapeError("fontWeight must be in 1...1000")
      }
      return number
    }
    guard let name = json.stringValue, let weight = namedWeights[name] else {
      throw DTCGShapeError("fontWeight must be a number or a named weight such as \"bold\"")
    }
    return weight
  }

  static func cubicBezier(_ json: JSONValue) throws(DTCGShapeError) -> [Double] {
    guard let list = json.arrayValue, list.count == 4 else {
      throw DTCGShapeError("cubicBezier must be [P1x, P1y, P2x, P2y]")
    }
    var points: [Double] = []
    for item in list {
      guard let number = item.numberValue else {
        throw DTCGShapeError("cubicBezier entries must be numbers")
      }
      points.append(number)
    }
    guard (0...1).contains(points[0]), (0...1).contains(points[2]) else {
      throw DTCGShapeError("cubicBezier x coordinates must be in 0...1")
    }
    return points
  }

  static func strokeStyle(_ json: JSONValue) throws(DTCGShapeError) -> DTCGStrokeStyle {
    if let keyword = json.stringValue {
      guard strokeKeywords.contains(keyword) else {
        throw DTCGShapeError("unknown strokeStyle '\(keyword)'")
      }
      return .keyword(keyword)
    }
    guard let dashes = try field(json, "dashArray").arrayValue,
      let cap = try field(json, "lineCap").stringValue, ["round", "butt", "square"].contains(cap)
    else { throw DTCGShapeError("strokeStyle object needs dashArray and lineCap") }
    var lengths: [DTCGDimension] = []
    for dash in dashes { lengths.append(try dimension(dash)) }
    return .dashes(lengths, lineCap: cap)
  }

  static func shadow(_ json: JSONValue) throws(DTCGShapeError) -> DTCGShadow {
    var inset = false
    if let value = json["inset"] {
      guard case .bool(let flag) = value else { throw DTCGShapeError("inset must be a boolean") }
      inset = flag
    }
    return DTCGShadow(
      color: try color(field(json, "color")), offsetX: try dimension(field(json, "offsetX")),
      offsetY: try dimension(field(json, "offsetY")), blur: try dimension(field(json, "blur")),
      spread: try dimension(field(json, "spread")), inset: inset)
  }
}

/// Why a value does not have the shape its type requires.
struct DTCGShapeError: Error {
  var message: String
  init(_ message: String) { self.message = message }
}

/// Hex parsing for legacy DTCG colors.
enum TesseraColorHex {
  static func parse(_ text: String) throws -> SRGBColor { try SRGBColor(hex: text) }
}
