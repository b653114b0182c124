import Foundation
import TesseraColor
import TesseraDTCG
import TesseraJSON
import TesseraTokens

/// Why Figma variable files could not become a Tessera theme.
public enum FigmaImportError: Error, Sendable, Equatable, CustomStringConvertible {
  /// More files than a theme export has room for.
  case tooManyFiles(count: Int, limit: Int)
  /// A file is not valid DTCG (JSON syntax, a bad token, an alias that does not resolve).
  case unreadable(file: String, error: DTCGError)
  /// Two files claim the same color mode.
  case duplicateMode(mode: String, files: [String])
  /// None of the files is a color mode (Light, Dark, Light Increased Contrast, Dark Increased
  /// Contrast).
  case noColorModes(files: [String])
  /// A token has a value Tessera cannot use.
  case unusable(file: String, path: String, message: String)
  /// The embedded Tessera theme is invalid, or the result breaks a rule of theme specs.
  case invalidTheme(file: String, error: ThemeSpecError)

  /// A message naming the file and the token path.
  public var description: String {
    switch self {
    case .tooManyFiles(let count, let limit):
      return "\(count) files given; a Figma export of a theme has at most \(limit)"
    case .unreadable(let file, let error): return "\(file): \(error.description)"
    case .duplicateMode(let mode, let files):
      return "mode '\(mode)' is in more than one file: \(files.joined(separator: ", "))"
    case .noColorModes(let files):
      return "no color mode among \(files.joined(separator: ", ")): expected files whose "
        + "com.figma.modeName (or file name) is \(FigmaVariablesExporter.modeNames.joined(separator: ", "))"
    case .unusable(let file, let path, let message): return "\(file): \(path): \(message)"
    case .invalidTheme(let file, let error): return "\(file): \(error.description)"
    }
  }
}

/// Reads Figma variable files (as ``FigmaVariablesExporter`` writes them, or as Figma's
/// variable export writes them after a designer's edits) back into a theme, through the same
/// bounded DTCG reader `tessera import` uses.
///
/// Each file is one mode of one collection; its mode is `$extensions["com.figma.modeName"]`,
/// or the file name without `.tokens.json`. Files named for the four color modes supply
/// `color.<role>` in that mode; the others (single-mode collections) supply `palette.*`,
/// `spacing.*`, `radius.*`, `borderWidth.*`, `size.minimumTouchTarget` and
/// `typography.<role>.fontSize|lineHeight|letterSpacing|fontWeight`, as numbers or
/// dimensions. Everything else starts from the Tessera theme embedded in the export (or the
/// default theme when Figma's own export dropped it). Tokens win over the embedded theme, so
/// edits made in Figma come through; every token that is ignored, every role a mode lacks and
/// every fallback is reported in the notes.
public enum FigmaVariablesImporter {
  /// The most files read at once.
  public static let maximumFiles = 32

  /// The theme in `files` (path and bytes each), with notes about what was ignored or kept.
  /// - Complexity: O(total size of the files).
  public static func theme(
    from files: [(path: String, bytes: [UInt8])], limits: DTCGLimits = .default
  ) throws(FigmaImportError) -> (spec: ThemeSpec, notes: [String]) {
    guard files.count <= maximumFiles else {
      throw .tooManyFiles(count: files.count, limit: maximumFiles)
    }
    var modes: [ThemeMode: (file: String, tokens: [String: DTCGResolvedToken])] = [:]
    var base: [(file: String, tokens: [String: DTCGResolvedToken])] = []
    var embedded: (file: String, json: JSONValue)?
    var notes: [String] = []
    for file in files.sorted(by: { $0.path < $1.path }) {
      let root: JSONValue
      let tokens: [String: DTCGResolvedToken]
      do {
        root = try JSONParser.parse(file.bytes, limits: limits.json)
        tokens = try DTCGDocument(root: root, limits: limits).resolve(limits: limits)
      } catch let error as JSONParseError {
        throw .unreadable(file: file.path, error: .json(error))
      } catch let error as DTCGError {
        throw .unreadable(file: file.path, error: error)
      } catch {
        throw .unreadable(
          file: file.path, error: .invalid([DTCGIssue(path: "(root)", message: "\(error)")]))
      }
      let modeName = root["$extensions"]?["com.figma.modeName"]?.stringValue ?? stem(file.path)
      if let spec = root["$extensions"]?[ThemeSpec.dtcgExtensionKey]?["spec"] {
        embedded = (file.path, spec)
      }
      if let mode = colorMode(modeName) {
        if let other = modes[mode] {
          throw .duplicateMode(
            mode: PlatformTokens.modeTitle(mode), files: [other.file, file.path])
        }
        modes[mode] = (file.path, tokens)
        for path in tokens.keys.sorted() where !isRole(path) {
          notes.append("\(file.path): ignored \(path) (a color mode holds color.<role> only)")
        }
      } else {
        base.append((file.path, tokens))
      }
    }
    guard !modes.isEmpty else { throw .noColorModes(files: files.map(\.path).sorted()) }
    var spec = PresetThemes.default
    if let embedded {
      do {
        spec = try ThemeSpec.decode(from: Data(embedded.json.serialized(indent: 0).utf8))
      } catch {
        throw .invalidTheme(file: embedded.file, error: error)
      }
    } else {
      notes.append(
        "no embedded Tessera theme: values Figma has no variable for start from the default theme")
    }
    try applyColors(modes, to: &spec, notes: &notes)
    for entry in base { try applyBase(entry.tokens, file: entry.file, to: &spec, notes: &notes) }
    do {
      try spec.validate()
    } catch {
      throw .invalidTheme(
        file: base.first?.file ?? modes.values.first?.file ?? "(files)", error: error)
    }
    return (spec, notes)
  }

  /// The color mode a Figma mode name stands for: the exporter's names, case-insensitively,
  /// or Tessera's DTCG context names (`dark`, `light-increased-contrast` …).
  static func colorMode(_ name: String) -> ThemeMode? {
    let lowered = name.lowercased()
    return ThemeMode.allCases.first {
      PlatformTokens.modeTitle($0).lowercased() == lowered || $0.dtcgContext == lowered
    }
  }

  private static func stem(_ path: String) -> String {
    var name = String(path.split(separator: "/").last ?? Substring(path))
    for suffix in [".tokens.json", ".json"] where name.hasSuffix(suffix) {
      name.removeLast(suffix.count)
      break
    }
    return name
  }

  private static func isRole(_ path: String) -> Bool {
    guard path.hasPrefix("color.") else { return false }
    return ColorRole(rawValue: String(path.dropFirst(6))) != nil
  }

  private static func applyColors(
    _ modes: [ThemeMode: (file: String, tokens: [String: DTCGResolvedToken])],
    to spec: inout ThemeSpec, notes: inout [String]
  ) throws(FigmaImportError) {
    for mode in ThemeMode.allCases {
      guard let source = modes[mode] else {
        notes.append(
          "no \(PlatformTokens.modeTitle(mode)) file: that mode kept the theme's values")
        continue
      }
      var missing: [String] = []
      for role in ColorRole.allCases {
        let path = "color.\(role.rawValue)"
        guard let token = source.tokens[path] else {
          missing.append(role.rawValue)
          continue
        }
        guard case .color(let color) = token.value, let srgb = color.srgb else {
          throw .unusable(
            file: source.file, path: path, message: "needs a color convertible to sRGB")
        }
        var values = spec.colorValues(role)
        values.setValue(srgb, for: mode)
        spec.colors[role] = values
      }
      if !missing.isEmpty {
        notes.append(
          "\(source.file): roles missing, kept the theme's values: "
            + missing.joined(separator: ", "))
      }
    }
  }

  private static func applyBase(
    _ tokens: [String: DTCGResolvedToken], file: String, to spec: inout ThemeSpec,
    notes: inout [String]
  ) throws(FigmaImportError) {
    let palette = Dictionary(
      FigmaVariablesExporter.paletteNames(spec).map { ($0.name, $0.key) },
      uniquingKeysWith: { first, _ in first })
    for path in tokens.keys.sorted() {
      guard let token = tokens[path] else { continue }
      let parts = path.split(separator: ".").map(String.init)
      if parts.count == 2, parts[0] == "palette" {
        guard case .color(let color) = token.value, let srgb = color.srgb else {
          throw .unusable(file: file, path: path, message: "needs a color convertible to sRGB")
        }
        spec.palette[palette[parts[1]] ?? parts[1]] = srgb
        continue
      }
      if parts.count == 2, let keyPath = lengths[parts[0] + "." + parts[1]] {
        let value = try number(token, file: file, path: path, allowNegative: false)
        if abs(spec[keyPath: keyPath] - value) >= tolerance { spec[keyPath: keyPath] = value }
      } else if parts.count == 3, parts[0] == "typography",
        let role = TypographyRole(rawValue: parts[1]), textProperties.contains(parts[2])
      {
        let value = try number(
          token, file: file, path: path, allowNegative: parts[2] == "letterSpacing")
        applyText(value, parts[2], role, to: &spec)
      } else {
        notes.append("\(file): ignored \(path) (no Tessera token has this name)")
      }
    }
  }

  /// Differences below this are the exporter's rounding (four decimals), not edits.
  private static let tolerance = 0.0001

  /// The lengths a single-mode collection may set, by dotted path.
  private static let lengths: [String: any WritableKeyPath<ThemeSpec, Double> & Sendable] = [
    "spacing.xs": \.spacing.xs, "spacing.sm": \.spacing.sm, "spacing.md": \.spacing.md,
    "spacing.lg": \.spacing.lg, "spacing.xl": \.spacing.xl, "spacing.xxl": \.spacing.xxl,
    "radius.none": \.radii.none, "radius.small": \.radii.small, "radius.medium": \.radii.medium,
    "radius.large": \.radii.large, "radius.extraLarge": \.radii.extraLarge,
    "radius.full": \.radii.full, "borderWidth.hairline": \.borders.hairline,
    "borderWidth.thin": \.borders.thin, "borderWidth.thick": \.borders.thick,
    "size.minimumTouchTarget": \.minimumTouchTarget,
  ]

  /// The text-style properties a single-mode collection may set.
  private static let textProperties: Set<String> = [
    "fontSize", "lineHeight", "letterSpacing", "fontWeight",
  ]

  private static func number(
    _ token: DTCGResolvedToken, file: String, path: String, allowNegative: Bool
  ) throws(FigmaImportError) -> Double {
    let value: Double
    switch token.value {
    case .number(let number): value = number
    case .dimension(let dimension): value = dimension.points()
    default:
      throw .unusable(file: file, path: path, message: "needs a number or a dimension")
    }
    guard value.isFinite, allowNegative || value >= 0 else {
      throw .unusable(
        file: file, path: path,
        message: allowNegative ? "needs a finite number" : "needs a finite, non-negative number")
    }
    return value
  }

  private static func applyText(
    _ value: Double, _ property: String, _ role: TypographyRole, to spec: inout ThemeSpec
  ) {
    var style = spec.typographySpec(role)
    let large = spec.resolved(for: .light).text(role)
    switch property {
    case "fontSize":
      guard abs(large.size - value) >= tolerance else { return }
      style.size = value
    case "lineHeight":
      let lineSpacing = value - large.size * 1.2
      guard abs(large.lineSpacing - lineSpacing) >= tolerance else { return }
      style.lineSpacing = lineSpacing
    case "letterSpacing":
      guard abs(large.letterSpacing - value) >= tolerance else { return }
      style.letterSpacing = value
    case "fontWeight":
      let nearest = FontWeightToken.allCases.min {
        abs(Double($0.numericWeight) - value) < abs(Double($1.numericWeight) - value)
      }
      guard let nearest, nearest != style.weight else { return }
      style.weight = nearest
    default:
      return
    }
    spec.typography[role] = style
  }
}
