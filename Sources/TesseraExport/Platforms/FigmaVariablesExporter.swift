import Foundation
import TesseraColor
import TesseraDTCG
import TesseraJSON
import TesseraTokens

/// Writes a theme as Figma variable collections: one folder per collection, one DTCG token
/// file per mode, in the shape Figma's own variable export uses, so Figma's variables import
/// reads it back.
///
/// For a theme named Ocean:
/// - `Ocean Primitives/Value.tokens.json`: the palette as color variables
///   (`palette/blue500`), hidden from publishing;
/// - `Ocean Colors/Light.tokens.json`, `Dark`, `Light Increased Contrast`,
///   `Dark Increased Contrast`: every role (`color/backgroundPrimary`) with its audited value
///   in that mode; each file names its mode in `$extensions["com.figma.modeName"]`;
/// - `Ocean Dimensions/Value.tokens.json`: spacing, radii, border widths, the touch target and
///   each text style's size, line height, tracking and weight as number variables.
///
/// Colors are DTCG color objects (`colorSpace`, `components`, `alpha`, `hex`). A role whose
/// value is a palette color keeps that link as an alias to the primitive
/// (`$extensions["com.figma.aliasData"]`, by variable and collection name), with the value
/// beside it, so a file reads on its own and the alias holds once the primitives exist. Each
/// variable has `com.figma.scopes` so it shows in the right pickers (text colors for text,
/// radii for corners …). The dimensions file also carries the whole Tessera theme under
/// `$extensions["dev.tessera"]`, so ``FigmaVariablesImporter`` (`tessera import`) reads an
/// unchanged export back as exactly the same theme.
public struct FigmaVariablesExporter: Sendable {
  /// Creates an exporter.
  public init() {}

  /// The four color modes' names, in `ThemeMode.allCases` order: Light, Dark,
  /// Light Increased Contrast, Dark Increased Contrast.
  public static let modeNames = ThemeMode.allCases.map(PlatformTokens.modeTitle)

  /// The name of the single mode of the primitives and dimensions collections.
  public static let singleModeName = "Value"

  /// The collection names for `spec`: Primitives, Colors, Dimensions, prefixed with a
  /// file-safe theme name ("Ocean Colors").
  public func collectionNames(for spec: ThemeSpec)
    -> (primitives: String, colors: String, dimensions: String)
  {
    let base = PlatformNaming.fileName(spec.name)
    return ("\(base) Primitives", "\(base) Colors", "\(base) Dimensions")
  }

  /// The variable group and name of a palette key: `blue500` for "blue-500".
  static func paletteNames(_ spec: ThemeSpec) -> [(key: String, name: String)] {
    PlatformNaming.paletteNames(spec, separator: "") {
      PlatformNaming.camel($0, fallback: "color", digitPrefix: "color")
    }
  }

  /// The files of the three collections.
  /// - Complexity: O(roles × modes + palette + typography roles), plus the size of the theme
  ///   for the embedded spec.
  public func files(for spec: ThemeSpec) -> [ExportedFile] {
    let tokens = PlatformTokens(spec)
    let names = collectionNames(for: spec)
    let palette = Self.paletteNames(spec)
    var files: [ExportedFile] = []
    if !palette.isEmpty {
      let members = palette.compactMap { entry -> JSONMember? in
        guard let color = spec.palette[entry.key] else { return nil }
        return JSONMember(
          entry.name,
          token(
            "color", Self.color(color),
            [
              JSONMember("com.figma.scopes", .array([.string("ALL_SCOPES")])),
              JSONMember("com.figma.hiddenFromPublishing", .bool(true)),
            ]))
      }
      files.append(
        file(names.primitives, Self.singleModeName, [JSONMember("palette", .object(members))]))
    }
    var byColor: [SRGBColor: String] = [:]
    for entry in palette.reversed() {
      if let color = spec.palette[entry.key] { byColor[color] = entry.name }
    }
    for (index, mode) in ThemeMode.allCases.enumerated() {
      let roles = tokens.colors.map { entry -> JSONMember in
        let color = entry.values.value(for: mode)
        var extensions = [
          JSONMember("com.figma.scopes", .array(Self.scopes(entry.role).map { .string($0) }))
        ]
        if let alias = byColor[color] {
          extensions.append(
            JSONMember(
              "com.figma.aliasData",
              .object([
                JSONMember("targetVariableName", .string("palette/\(alias)")),
                JSONMember("targetVariableSetName", .string(names.primitives)),
              ])))
        }
        return JSONMember(entry.role.rawValue, token("color", Self.color(color), extensions))
      }
      files.append(file(names.colors, Self.modeNames[index], [JSONMember("color", .object(roles))]))
    }
    files.append(dimensions(tokens, names.dimensions))
    return files
  }

  private func dimensions(_ tokens: PlatformTokens, _ collection: String) -> ExportedFile {
    func numbers(_ values: [(name: String, value: Double)], _ scopes: [String]) -> JSONValue {
      .object(values.map { JSONMember($0.name, number($0.value, scopes)) })
    }
    let typography = tokens.text.map { text in
      JSONMember(
        text.role.rawValue,
        .object([
          JSONMember("fontSize", number(text.style.size, ["FONT_SIZE"])),
          JSONMember("lineHeight", number(text.lineHeight, ["LINE_HEIGHT"])),
          JSONMember("letterSpacing", number(text.style.letterSpacing, ["LETTER_SPACING"])),
          JSONMember(
            "fontWeight", number(Double(text.style.weight.numericWeight), ["FONT_WEIGHT"])),
        ]))
    }
    var members = [
      JSONMember("spacing", numbers(tokens.spacing, ["GAP", "WIDTH_HEIGHT"])),
      JSONMember("radius", numbers(tokens.radii, ["CORNER_RADIUS"])),
      JSONMember("borderWidth", numbers(tokens.borders, ["STROKE_FLOAT"])),
      JSONMember("size", numbers([("minimumTouchTarget", tokens.touchTarget)], ["WIDTH_HEIGHT"])),
      JSONMember("typography", .object(typography)),
    ]
    if let spec = try? JSONParser.parse(ThemeExporter.json(tokens.spec)) {
      members.append(
        JSONMember(
          "$extensions",
          .object([
            JSONMember("com.figma.modeName", .string(Self.singleModeName)),
            JSONMember(ThemeSpec.dtcgExtensionKey, .object([JSONMember("spec", spec)])),
          ])))
      return ExportedFile(
        path: "\(collection)/\(Self.singleModeName).tokens.json",
        contents: JSONValue.object(members).serialized() + "\n")
    }
    return file(collection, Self.singleModeName, members)
  }

  private func file(_ collection: String, _ mode: String, _ members: [JSONMember]) -> ExportedFile {
    let root = JSONValue.object(
      members + [
        JSONMember("$extensions", .object([JSONMember("com.figma.modeName", .string(mode))]))
      ])
    return ExportedFile(
      path: "\(collection)/\(mode).tokens.json", contents: root.serialized() + "\n")
  }

  private func token(_ type: String, _ value: JSONValue, _ extensions: [JSONMember]) -> JSONValue {
    .object([
      JSONMember("$type", .string(type)), JSONMember("$value", value),
      JSONMember("$extensions", .object(extensions)),
    ])
  }

  private func number(_ value: Double, _ scopes: [String]) -> JSONValue {
    token(
      "number", .number(Double(ExportNaming.number(value)) ?? 0),
      [JSONMember("com.figma.scopes", .array(scopes.map { .string($0) }))])
  }

  /// A DTCG sRGB color with the hex Figma writes (`#RRGGBB`, alpha separate).
  static func color(_ color: SRGBColor) -> JSONValue {
    .object([
      JSONMember("colorSpace", .string("srgb")),
      JSONMember(
        "components", .array([.number(color.red), .number(color.green), .number(color.blue)])),
      JSONMember("alpha", .number(color.alpha)),
      JSONMember("hex", .string(color.withAlpha(1).hexString)),
    ])
  }

  /// Where a role's variable is offered in Figma: text colors for text (and icons), borders
  /// for strokes, backgrounds for fills, and everything else (accents, status colors) anywhere.
  static func scopes(_ role: ColorRole) -> [String] {
    switch role {
    case .borderSubtle, .borderDefault, .borderStrong, .focusRing: return ["STROKE_COLOR"]
    case .textPrimary, .textSecondary, .textTertiary, .textDisabled, .textLink:
      return ["TEXT_FILL", "SHAPE_FILL"]
    case _ where role.isOnColor: return ["TEXT_FILL", "SHAPE_FILL"]
    case _ where role.isBackground: return ["FRAME_FILL", "SHAPE_FILL"]
    default: return ["ALL_SCOPES"]
    }
  }
}
