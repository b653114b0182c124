import TesseraColor
import TesseraTokens

/// Writes a theme as an Xcode asset catalog: one color set per `ColorRole` with its light,
/// dark and increased-contrast appearances, so UIKit (`UIColor(named:)`), AppKit
/// (`NSColor(named:)`), SwiftUI (`Color("oceanAccent")`), Interface Builder, widgets and
/// Xcode's generated color symbols (`Color.oceanAccent`, `UIColor.oceanAccent`) all see the
/// audited values.
///
/// Each `Contents.json` is written the way Xcode writes it: keys in alphabetical order, two
/// spaces of indentation, `" : "` between key and value, `info` with author `xcode` and
/// version 1, and six entries per color set in Xcode's order: *Any*, *Light* and *Dark*, then
/// the same three with the `contrast: high` appearance (Any and Light carry the light
/// values). sRGB components are 8-bit hexadecimal strings (`"0x2B"`), exactly the theme's
/// values; Display P3 components are the same colors converted to P3, as four-decimal strings
/// (`"0.1690"`). Xcode's color panel writes three, but three lose near-black channels (sRGB
/// `#0C637A` would come back as `#0D637A`); four bring every value back to the theme's
/// audited 8-bit sRGB color, and Xcode reads any number of decimals.
///
/// Asset names are `<prefix><Role>` (`oceanBackgroundPrimary`): a prefix from the theme
/// name keeps them from colliding with the app's own assets (an `AccentColor` asset would
/// generate the same `accent` symbol as a bare `accent`), and the result is always a valid
/// Swift identifier, so Xcode can generate a symbol for every color.
///
/// ```swift
/// let files = XcodeAssetCatalogExporter().files(for: PresetThemes.ocean)
/// // Contents.json, oceanAccent.colorset/Contents.json, …
/// ```
public struct XcodeAssetCatalogExporter: Sendable {
  /// The color space the components are written in.
  public enum ColorSpace: String, Sendable, CaseIterable {
    /// sRGB: components are the theme's exact 8-bit values.
    case srgb
    /// Display P3: the same colors, converted.
    case displayP3 = "display-p3"
  }

  /// The prefix of every asset name; `nil` derives it from the theme name ("Bold Orange" →
  /// `boldOrange`).
  public var prefix: String?
  /// The color space of the components.
  public var colorSpace: ColorSpace

  /// Creates an exporter.
  public init(prefix: String? = nil, colorSpace: ColorSpace = .srgb) {
    self.prefix = prefix
    self.colorSpace = colorSpace
  }

  /// The folder name for the catalog of `spec`: `Ocean.xcassets`.
  public func catalogName(for spec: ThemeSpec) -> String {
    PlatformNaming.pascal(spec.name) + ".xcassets"
  }

  /// The asset name of `role`: `oceanBackgroundPrimary`, an ASCII identifier that starts with
  /// a lowercase letter.
  public func assetName(_ role: ColorRole, in spec: ThemeSpec) -> String {
    let base = PlatformNaming.camel(prefix ?? spec.name)
    return base + role.rawValue.prefix(1).uppercased() + role.rawValue.dropFirst()
  }

  /// The catalog's files, relative to the catalog folder (``catalogName(for:)``): its
  /// `Contents.json` and one `<asset>.colorset/Contents.json` per role.
  /// - Complexity: O(roles).
  public func files(for spec: ThemeSpec) -> [ExportedFile] {
    var files = [ExportedFile(path: "Contents.json", contents: Self.document([info]))]
    for role in ColorRole.allCases {
      let values = spec.colorValues(role)
      let entries: [XcodeJSON] = [
        entry(values.light, luminosity: nil, highContrast: false),
        entry(values.light, luminosity: "light", highContrast: false),
        entry(values.dark, luminosity: "dark", highContrast: false),
        entry(values.lightIncreasedContrast, luminosity: nil, highContrast: true),
        entry(values.lightIncreasedContrast, luminosity: "light", highContrast: true),
        entry(values.darkIncreasedContrast, luminosity: "dark", highContrast: true),
      ]
      files.append(
        ExportedFile(
          path: "\(assetName(role, in: spec)).colorset/Contents.json",
          contents: Self.document([("colors", .array(entries)), info])))
    }
    return files
  }

  private var info: (String, XcodeJSON) {
    ("info", .object([("author", .string("xcode")), ("version", .integer(1))]))
  }

  private func entry(_ color: SRGBColor, luminosity: String?, highContrast: Bool) -> XcodeJSON {
    var appearances: [XcodeJSON] = []
    if let luminosity {
      appearances.append(
        .object([("appearance", .string("luminosity")), ("value", .string(luminosity))]))
    }
    if highContrast {
      appearances.append(
        .object([("appearance", .string("contrast")), ("value", .string("high"))]))
    }
    var members: [(String, XcodeJSON)] = []
    if !appearances.isEmpty { members.append(("appearances", .array(appearances))) }
    members.append(
      (
        "color",
        .object([("color-space", .string(colorSpace.rawValue)), ("components", components(color))])
      )
    )
    members.append(("idiom", .string("universal")))
    return .object(members)
  }

  private func components(_ color: SRGBColor) -> XcodeJSON {
    let alpha = PlatformNaming.fixed(color.alpha, decimals: 3)
    switch colorSpace {
    case .srgb:
      let bytes = color.bytes
      return .object([
        ("alpha", .string(alpha)), ("blue", .string(Self.hexByte(bytes.blue))),
        ("green", .string(Self.hexByte(bytes.green))), ("red", .string(Self.hexByte(bytes.red))),
      ])
    case .displayP3:
      let p3 = DisplayP3.components(of: color)
      return .object([
        ("alpha", .string(alpha)), ("blue", .string(PlatformNaming.fixed(p3.blue, decimals: 4))),
        ("green", .string(PlatformNaming.fixed(p3.green, decimals: 4))),
        ("red", .string(PlatformNaming.fixed(p3.red, decimals: 4))),
      ])
    }
  }

  private static func hexByte(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return "0x" + String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
  }

  private static func document(_ members: [(String, XcodeJSON)]) -> String {
    XcodeJSON.object(members).serialized() + "\n"
  }
}

/// Conversion of sRGB colors to Display P3 coordinates (same white point, same transfer
/// curve, wider primaries), through linear light and CIE XYZ with the matrices of CSS Color 4.
enum DisplayP3 {
  /// The Display P3 components (gamma-encoded, 0...1) of an sRGB color.
  static func components(of color: SRGBColor) -> (red: Double, green: Double, blue: Double) {
    let linear = [color.red, color.green, color.blue].map(SRGBColor.linearize)
    let xyz = multiply(srgbToXYZ, linear)
    let p3 = multiply(xyzToP3, xyz).map { SRGBColor.delinearize(min(max($0, 0), 1)) }
    return (p3[0], p3[1], p3[2])
  }

  /// The sRGB color of Display P3 components; the inverse of ``components(of:)``.
  static func srgb(red: Double, green: Double, blue: Double) -> SRGBColor {
    let linear = [red, green, blue].map(SRGBColor.linearize)
    let xyz = multiply(p3ToXYZ, linear)
    let srgb = multiply(xyzToSRGB, xyz).map { SRGBColor.delinearize(min(max($0, 0), 1)) }
    return SRGBColor(red: srgb[0], green: srgb[1], blue: srgb[2])
  }

  private static func multiply(_ matrix: [[Double]], _ vector: [Double]) -> [Double] {
    matrix.map { row in zip(row, vector).reduce(0) { $0 + $1.0 * $1.1 } }
  }

  // The matrices of CSS Color 4 (section 18), as the exact fractions it publishes.
  static let srgbToXYZ: [[Double]] = [
    [506752 / 1228815, 87881 / 245763, 12673 / 70218],
    [87098 / 409605, 175762 / 245763, 12673 / 175545],
    [7918 / 409605, 87881 / 737289, 1001167 / 1053270],
  ]
  static let xyzToSRGB: [[Double]] = [
    [12831 / 3959, -329 / 214, -1974 / 3959],
    [-851781 / 878810, 1648619 / 878810, 36519 / 878810],
    [705 / 12673, -2585 / 12673, 705 / 667],
  ]
  static let p3ToXYZ: [[Double]] = [
    [608311 / 1250200, 189793 / 714400, 198249 / 1000160],
    [35783 / 156275, 247089 / 357200, 198249 / 2500400],
    [0, 32229 / 714400, 5220557 / 5000800],
  ]
  static let xyzToP3: [[Double]] = [
    [446124 / 178915, -333277 / 357830, -72051 / 178915],
    [-14852 / 17905, 63121 / 35810, 423 / 17905],
    [11844 / 330415, -50337 / 660830, 316169 / 330415],
  ]
}

/// The JSON Xcode writes in asset catalogs: members in the order given (the writers give them
/// alphabetically, as Xcode does), two-space indentation, `" : "` after keys.
indirect enum XcodeJSON {
  case string(String)
  case integer(Int)
  case array([XcodeJSON])
  case object([(String, XcodeJSON)])

  func serialized(level: Int = 0) -> String {
    let pad = String(repeating: "  ", count: level + 1)
    let closing = String(repeating: "  ", count: level)
    switch self {
    case .string(let text): return Self.quote(text)
    case .integer(let number): return String(number)
    case .array(let elements):
      if elements.isEmpty { return "[]" }
      return "[\n"
        + elements.map { pad + $0.serialized(level: level + 1) }.joined(separator: ",\n")
        + "\n\(closing)]"
    case .object(let members):
      if members.isEmpty { return "{}" }
      return "{\n"
        + members.map { pad + Self.quote($0.0) + " : " + $0.1.serialized(level: level + 1) }
        .joined(separator: ",\n") + "\n\(closing)}"
    }
  }

  private static func quote(_ text: String) -> String {
    PlatformNaming.quoted(text, replacing: ["/": "\\/", "\n": "\\n"])
  }
}
