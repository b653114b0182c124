import TesseraColor
import TesseraJSON

/// Reads a ``ThemeSpec`` straight from a parsed JSON value, without the `Decoder` protocol's
/// containers, coding keys and existentials: the fast path of ``ThemeSpec/decode(from:)``.
///
/// The reader accepts only what the strict `JSONValueDecoder` accepts and builds the same value
/// from it: every object holds only the keys its type reads (and none twice), every value has
/// the type, case or hex form the type asks for. At the first thing it would have to refuse
/// (or any duplicate key) it gives up and returns nil, and ``ThemeSpec/decode(from:)`` decodes
/// the same value with `JSONValueDecoder`, which names the error exactly as before.
///
/// - Complexity: O(n) in the size of the value.
enum ThemeSpecReader {
  /// The spec `root` describes, or nil when the strict decoder would refuse it or the reader
  /// does not take the shortcut (duplicate keys).
  static func spec(from root: JSONValue) -> ThemeSpec? {
    try? readSpec(root)
  }

  /// The reader gave up: the strict decoder decides.
  struct GiveUp: Error {}

  // MARK: - The spec

  private static let specKeys = [
    "specVersion", "name", "summary", "purpose", "symbol", "palette", "colors", "typography",
    "spacing", "gaps", "insets", "grid", "minimumTouchTarget", "radii", "borders", "elevation",
    "motion", "buttonAnimations", "buttons", "surfaces", "contrastPairs", "fontFamily",
  ]

  private static func readSpec(_ root: JSONValue) throws(GiveUp) -> ThemeSpec {
    let f = try Fields(root, specKeys)
    let radii = try f.optional(13).map(radiusScale) ?? .standard
    let borders = try f.optional(14).map(borderWidths) ?? .standard
    return ThemeSpec(
      specVersion: try f.optional(0).map(integer) ?? ThemeSpec.currentVersion,
      name: try f.optional(1).map(string) ?? "Untitled",
      summary: try f.optional(2).map(string) ?? "",
      purpose: try f.optional(3).map(string) ?? "",
      symbol: try f.optional(4).map(string) ?? "paintpalette",
      palette: try f.optional(5).map(palette) ?? [:],
      colors: try f.optional(6).map { (v) throws(GiveUp) in try keyed(v, colorValues) } ?? [:],
      typography: try f.optional(7).map { (v) throws(GiveUp) in try keyed(v, typographyRole) },
      spacing: try f.optional(8).map(spacingScale) ?? .standard,
      gaps: try f.optional(9).map(gapTokens) ?? .standard,
      insets: try f.optional(10).map { (v) throws(GiveUp) in try keyed(v, axisInsets) },
      grid: try f.optional(11).map { (v) throws(GiveUp) in try array(v, gridBreakpoint) }
        ?? GridBreakpoint.standard,
      minimumTouchTarget: try f.optional(12).map(number) ?? 44,
      radii: radii, borders: borders,
      elevation: try f.optional(15).map { (v) throws(GiveUp) in
        try keyed(v) { (layers) throws(GiveUp) in try array(layers, shadowLayer) }
      },
      motion: try f.optional(16).map { (v) throws(GiveUp) in try keyed(v, motionSpec) },
      buttonAnimations: try f.optional(17).map { (v) throws(GiveUp) in
        try keyed(v, buttonAnimationSpec)
      },
      buttons: try f.optional(18).map { (v) throws(GiveUp) in try keyed(v, buttonRoleSpec) },
      surfaces: try f.optional(19).map { (v) throws(GiveUp) in try keyed(v, surfaceRoleSpec) },
      contrastPairs: try f.optional(20).map { (v) throws(GiveUp) in try array(v, contrastPair) }
        ?? ContrastPair.standardSet,
      fontFamily: try f.optional(21).map(fontFamily))
  }

  // MARK: - Sections

  private static func palette(_ value: JSONValue) throws(GiveUp) -> [String: SRGBColor] {
    guard case .object(let members) = value else { throw GiveUp() }
    var result: [String: SRGBColor] = [:]
    result.reserveCapacity(members.count)
    for member in members {
      guard result.updateValue(try color(member.value), forKey: member.key) == nil else {
        throw GiveUp()
      }
    }
    return result
  }

  private static let colorKeys = [
    "light", "dark", "lightIncreasedContrast", "darkIncreasedContrast",
  ]

  private static func colorValues(_ value: JSONValue) throws(GiveUp) -> ColorValues {
    let f = try Fields(value, colorKeys)
    return ColorValues(
      light: try color(f.required(0)), dark: try color(f.required(1)),
      lightIncreasedContrast: try f.optional(2).map(color),
      darkIncreasedContrast: try f.optional(3).map(color))
  }

  private static let typographyKeys = [
    "size", "weight", "design", "width", "lineSpacing", "letterSpacing", "isUppercased",
    "colorRole", "relativeTo", "maximumSize", "fontFamily",
  ]

  private static func typographyRole(_ value: JSONValue) throws(GiveUp) -> TypographyRoleSpec {
    let f = try Fields(value, typographyKeys)
    return TypographyRoleSpec(
      size: try number(f.required(0)), weight: try enumCase(f.required(1)),
      design: try enumCase(f.required(2)), width: try enumCase(f.required(3)),
      lineSpacing: try number(f.required(4)), letterSpacing: try number(f.required(5)),
      isUppercased: try bool(f.required(6)), colorRole: try enumCase(f.required(7)),
      relativeTo: try enumCase(f.required(8)), maximumSize: try f.optional(9).map(number),
      fontFamily: try f.optional(10).map(fontFamily))
  }

  private static let fontFamilyKeys = ["name", "fallbacks"]

  private static func fontFamily(_ value: JSONValue) throws(GiveUp) -> FontFamilyToken {
    if case .string(let name) = value { return FontFamilyToken(name) }
    let f = try Fields(value, fontFamilyKeys)
    return FontFamilyToken(
      try string(f.required(0)),
      fallbacks: try f.optional(1).map { (v) throws(GiveUp) in try array(v, string) } ?? [])
  }

  private static let spacingKeys = ["xs", "sm", "md", "lg", "xl", "xxl"]

  private static func spacingScale(_ value: JSONValue) throws(GiveUp) -> SpacingScale {
    let f = try Fields(value, spacingKeys)
    return SpacingScale(
      xs: try number(f.required(0)), sm: try number(f.required(1)),
      md: try number(f.required(2)), lg: try number(f.required(3)),
      xl: try number(f.required(4)), xxl: try number(f.required(5)))
  }

  private static let gapKeys = ["tight", "regular", "loose"]

  private static func gapTokens(_ value: JSONValue) throws(GiveUp) -> GapTokens {
    let f = try Fields(value, gapKeys)
    return GapTokens(
      tight: try enumCase(f.required(0)), regular: try enumCase(f.required(1)),
      loose: try enumCase(f.required(2)))
  }

  private static let axisInsetKeys = ["horizontal", "vertical"]

  private static func axisInsets(_ value: JSONValue) throws(GiveUp) -> AxisInsets {
    let f = try Fields(value, axisInsetKeys)
    return AxisInsets(
      horizontal: try enumCase(f.required(0)), vertical: try enumCase(f.required(1)))
  }

  private static let gridKeys = ["minimumWidth", "columns", "gutter", "margin"]

  private static func gridBreakpoint(_ value: JSONValue) throws(GiveUp) -> GridBreakpoint {
    let f = try Fields(value, gridKeys)
    return GridBreakpoint(
      minimumWidth: try number(f.required(0)), columns: try integer(f.required(1)),
      gutter: try number(f.required(2)), margin: try number(f.required(3)))
  }

  private static let radiusKeys = ["none", "small", "medium", "large", "extraLarge", "full"]

  private static func radiusScale(_ value: JSONValue) throws(GiveUp) -> RadiusScale {
    let f = try Fields(value, radiusKeys)
    return RadiusScale(
      none: try number(f.required(0)), small: try number(f.required(1)),
      medium: try number(f.required(2)), large: try number(f.required(3)),
      extraLarge: try number(f.required(4)), full: try number(f.required(5)))
  }

  private static let borderKeys = ["hairline", "thin", "thick"]

  private static func borderWidths(_ value: JSONValue) throws(GiveUp) -> BorderWidths {
    let f = try Fields(value, borderKeys)
    return BorderWidths(
      hairline: try number(f.required(0)), thin: try number(f.required(1)),
      thick: try number(f.required(2)))
  }

  private static let shadowKeys = ["color", "radius", "offsetX", "offsetY", "spread"]

  private static func shadowLayer(_ value: JSONValue) throws(GiveUp) -> ShadowLayer {
    let f = try Fields(value, shadowKeys)
    return ShadowLayer(
      color: try color(f.required(0)), radius: try number(f.required(1)),
      offsetX: try number(f.required(2)), offsetY: try number(f.required(3)),
      spread: try number(f.required(4)))
  }

  private static let motionKeys = ["duration", "curve", "reduced"]

  private static func motionSpec(_ value: JSONValue) throws(GiveUp) -> MotionSpec {
    let f = try Fields(value, motionKeys)
    return MotionSpec(
      duration: try number(f.required(0)), curve: try motionCurve(f.required(1)),
      reduced: try reducedMotion(f.required(2)))
  }

  private static let reducedMotionKeys = ["duration", "curve", "allowsMovement"]

  private static func reducedMotion(_ value: JSONValue) throws(GiveUp) -> ReducedMotionSpec {
    let f = try Fields(value, reducedMotionKeys)
    return ReducedMotionSpec(
      duration: try number(f.required(0)), curve: try motionCurve(f.required(1)),
      allowsMovement: try bool(f.required(2)))
  }

  // A curve reads only the keys of its type, so only those may be present.
  private static let curveTypeKeys = ["type"]
  private static let cubicBezierKeys = ["type", "x1", "y1", "x2", "y2"]
  private static let springKeys = ["type", "response", "dampingFraction"]

  private static func motionCurve(_ value: JSONValue) throws(GiveUp) -> MotionCurve {
    guard let type = value["type"]?.stringValue else { throw GiveUp() }
    switch type {
    case "linear", "easeIn", "easeOut", "easeInOut":
      _ = try Fields(value, curveTypeKeys)
      switch type {
      case "linear": return .linear
      case "easeIn": return .easeIn
      case "easeOut": return .easeOut
      default: return .easeInOut
      }
    case "cubicBezier":
      let f = try Fields(value, cubicBezierKeys)
      return .cubicBezier(
        x1: try number(f.required(1)), y1: try number(f.required(2)),
        x2: try number(f.required(3)), y2: try number(f.required(4)))
    case "spring":
      let f = try Fields(value, springKeys)
      return .spring(
        response: try number(f.required(1)), dampingFraction: try number(f.required(2)))
    default:
      throw GiveUp()
    }
  }

  private static let buttonAnimationKeys = [
    "pressedScale", "pressedOpacity", "duration", "springResponse", "springDamping",
    "releaseOvershootScale",
  ]

  private static func buttonAnimationSpec(_ value: JSONValue) throws(GiveUp)
    -> ButtonAnimationSpec
  {
    let f = try Fields(value, buttonAnimationKeys)
    return ButtonAnimationSpec(
      pressedScale: try number(f.required(0)), pressedOpacity: try number(f.required(1)),
      duration: try number(f.required(2)), springResponse: try number(f.required(3)),
      springDamping: try number(f.required(4)),
      releaseOvershootScale: try number(f.required(5)))
  }

  private static let buttonRoleKeys = [
    "shape", "background", "pressedBackground", "foreground", "border", "animation",
    "typography", "minimumHeight",
  ]

  private static func buttonRoleSpec(_ value: JSONValue) throws(GiveUp) -> ButtonRoleSpec {
    let f = try Fields(value, buttonRoleKeys)
    return ButtonRoleSpec(
      shape: try enumCase(f.required(0)), background: try f.optional(1).map(enumCase),
      pressedBackground: try f.optional(2).map(enumCase),
      foreground: try enumCase(f.required(3)), border: try f.optional(4).map(enumCase),
      animation: try enumCase(f.required(5)), typography: try enumCase(f.required(6)),
      minimumHeight: try number(f.required(7)))
  }

  private static let surfaceRoleKeys = [
    "background", "border", "borderWidth", "cornerRadius", "elevation", "insets", "material",
  ]

  private static func surfaceRoleSpec(_ value: JSONValue) throws(GiveUp) -> SurfaceRoleSpec {
    let f = try Fields(value, surfaceRoleKeys)
    return SurfaceRoleSpec(
      background: try enumCase(f.required(0)), border: try f.optional(1).map(enumCase),
      borderWidth: try number(f.required(2)), cornerRadius: try number(f.required(3)),
      elevation: try enumCase(f.required(4)), insets: try f.optional(5).map(enumCase),
      material: try enumCase(f.required(6)))
  }

  private static let contrastPairKeys = ["foreground", "background", "requirement"]

  private static func contrastPair(_ value: JSONValue) throws(GiveUp) -> ContrastPair {
    let f = try Fields(value, contrastPairKeys)
    return ContrastPair(
      try enumCase(f.required(0)), on: try enumCase(f.required(1)),
      try enumCase(f.required(2)))
  }

  // MARK: - Values

  /// The members of an object by the keys its type reads: each key at most once, no other.
  private struct Fields {
    private var values: [JSONValue?]

    init(_ value: JSONValue, _ keys: [String]) throws(GiveUp) {
      guard case .object(let members) = value else { throw GiveUp() }
      values = [JSONValue?](repeating: nil, count: keys.count)
      for member in members {
        guard let index = keys.firstIndex(of: member.key), values[index] == nil else {
          throw GiveUp()
        }
        values[index] = member.value
      }
    }

    /// The member at `index`, which must be present and not null.
    func required(_ index: Int) throws(GiveUp) -> JSONValue {
      guard let value = values[index] else { throw GiveUp() }
      if case .null = value { throw GiveUp() }
      return value
    }

    /// The member at `index`, or nil when it is missing or null.
    func optional(_ index: Int) -> JSONValue? {
      guard let value = values[index] else { return nil }
      if case .null = value { return nil }
      return value
    }
  }

  /// An object keyed by the cases of `Key`, each value read by `read`.
  private static func keyed<Key: RawRepresentable<String> & Hashable, Value>(
    _ value: JSONValue, _ read: (JSONValue) throws(GiveUp) -> Value
  ) throws(GiveUp) -> [Key: Value] {
    guard case .object(let members) = value else { throw GiveUp() }
    var result: [Key: Value] = [:]
    result.reserveCapacity(members.count)
    for member in members {
      guard let key = Key(rawValue: member.key),
        result.updateValue(try read(member.value), forKey: key) == nil
      else { throw GiveUp() }
    }
    return result
  }

  /// An array, each element read by `read`.
  private static func array<Element>(
    _ value: JSONValue, _ read: (JSONValue) throws(GiveUp) -> Element
  ) throws(GiveUp) -> [Element] {
    guard case .array(let elements) = value else { throw GiveUp() }
    var result: [Element] = []
    result.reserveCapacity(elements.count)
    for element in elements { result.append(try read(element)) }
    return result
  }

  private static func number(_ value: JSONValue) throws(GiveUp) -> Double {
    guard case .number(let number) = value else { throw GiveUp() }
    return number
  }

  private static func integer(_ value: JSONValue) throws(GiveUp) -> Int {
    guard case .number(let number) = value, number == number.rounded(),
      let integer = Int(exactly: number)
    else { throw GiveUp() }
    return integer
  }

  private static func string(_ value: JSONValue) throws(GiveUp) -> String {
    guard case .string(let text) = value else { throw GiveUp() }
    return text
  }

  private static func bool(_ value: JSONValue) throws(GiveUp) -> Bool {
    guard case .bool(let flag) = value else { throw GiveUp() }
    return flag
  }

  private static func enumCase<Case: RawRepresentable<String>>(_ value: JSONValue)
    throws(GiveUp) -> Case
  {
    guard case .string(let text) = value, let found = Case(rawValue: text) else {
      throw GiveUp()
    }
    return found
  }

  private static func color(_ value: JSONValue) throws(GiveUp) -> SRGBColor {
    guard case .string(let text) = value, let color = try? SRGBColor(hex: text) else {
      throw GiveUp()
    }
    return color
  }
}
