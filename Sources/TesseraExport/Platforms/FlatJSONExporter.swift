import TesseraColor
import TesseraJSON
import TesseraTokens

/// Writes a theme as one flat JSON object with one key per token, for build tools that want
/// neither nesting nor a token format:
///
/// ```json
/// {
///   "color.accent.light": "#0A84FF",
///   "color.accent.darkIncreasedContrast": "#70B7FF",
///   "font.body.size": 17,
///   "space.md": 12,
///   "motion.quick.duration": 150
/// }
/// ```
///
/// Keys are dotted Tessera names (roles as in `ColorRole`, modes as in `ThemeMode.name`);
/// no key is a prefix of another, so a tool that rebuilds nesting from the dots gets no
/// conflicts. Colors are `#RRGGBB` (or `#RRGGBBAA`), lengths are points (= px = dp), durations
/// are milliseconds, font families are arrays in order of preference, and every color role
/// has all four audited modes.
public struct FlatJSONExporter: Sendable {
  /// Creates an exporter.
  public init() {}

  /// The file name for `spec`: `ocean.flat.json`.
  public func fileName(for spec: ThemeSpec) -> String {
    PlatformNaming.lowercased(spec.name, separator: "-") + ".flat.json"
  }

  /// The key/value pairs, in file order.
  public func entries(for spec: ThemeSpec) -> [(key: String, value: JSONValue)] {
    let tokens = PlatformTokens(spec)
    var result: [(key: String, value: JSONValue)] = []
    func number(_ value: Double) -> JSONValue { .number(Double(ExportNaming.number(value)) ?? 0) }
    for entry in tokens.colors {
      for mode in ThemeMode.allCases {
        result.append(
          (
            "color.\(entry.role.rawValue).\(mode.name)",
            .string(entry.values.value(for: mode).hexString)
          ))
      }
    }
    for entry in PlatformNaming.paletteNames(spec, separator: "-", Self.keyPart) {
      guard let color = spec.palette[entry.key] else { continue }
      result.append(("palette.\(entry.name)", .string(color.hexString)))
    }
    for text in tokens.text {
      let name = "font.\(text.role.rawValue)"
      let style = text.style
      result.append(("\(name).size", number(style.size)))
      result.append(("\(name).lineHeight", number(text.lineHeight)))
      result.append(("\(name).weight", .number(Double(style.weight.numericWeight))))
      result.append(("\(name).letterSpacing", number(style.letterSpacing)))
      result.append(("\(name).design", .string(style.design.rawValue)))
      result.append(("\(name).uppercased", .bool(style.isUppercased)))
      if let family = style.fontFamily, !family.isEmpty {
        result.append(("\(name).family", .array(family.map { .string($0) })))
      }
    }
    for step in tokens.spacing { result.append(("space.\(step.name)", number(step.value))) }
    for radius in tokens.radii { result.append(("radius.\(radius.name)", number(radius.value))) }
    for border in tokens.borders { result.append(("border.\(border.name)", number(border.value))) }
    result.append(("size.minimumTouchTarget", number(tokens.touchTarget)))
    for shadow in tokens.shadows {
      result.append(
        ("shadow.\(shadow.level.rawValue)", .string(ExportNaming.cssShadow(shadow.layers))))
    }
    for motion in tokens.motions {
      let name = "motion.\(motion.token.rawValue)"
      result.append(("\(name).duration", .number((motion.standard.duration * 1000).rounded())))
      result.append(("\(name).easing", .string(ExportNaming.cssEasing(motion.standard.curve))))
      result.append(
        ("\(name).reducedDuration", .number((motion.reduced.duration * 1000).rounded())))
    }
    return result
  }

  /// The JSON text for `spec`, two-space indented, one key per line.
  /// - Complexity: O(roles × modes + typography roles + palette).
  public func json(for spec: ThemeSpec) -> String {
    JSONValue.object(entries(for: spec).map { JSONMember($0.key, $0.value) }).serialized() + "\n"
  }

  /// A palette key as one dotted part: dots become `-`, so `palette.<key>` stays two parts
  /// (keys that then coincide get `-2`, `-3` …).
  static func keyPart(_ key: String) -> String {
    let cleaned = key.replacingOccurrences(of: ".", with: "-")
    return cleaned.isEmpty ? "-" : cleaned
  }
}
