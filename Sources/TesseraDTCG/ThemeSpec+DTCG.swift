import Foundation
import TesseraColor
import TesseraJSON
import TesseraTokens

/// Why a DTCG file could not become a Tessera theme.
public enum DTCGImportError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The file breaks the DTCG format.
  case format(DTCGError)
  /// The embedded Tessera spec (`$extensions["dev.tessera"].spec`) is invalid.
  case embeddedSpec(ThemeSpecError)
  /// A token has a value Tessera cannot use, at its path.
  case unusable(DTCGIssue)

  /// A message naming the problem and where it is.
  public var description: String {
    switch self {
    case .format(let error): return error.description
    case .embeddedSpec(let error): return "embedded Tessera spec: \(error.description)"
    case .unusable(let issue): return "unusable token \(issue)"
    }
  }
}

/// The DTCG mode contexts Tessera writes, one per ``ThemeMode``.
extension ThemeMode {
  /// The context name in the exported resolver's `mode` modifier.
  public var dtcgContext: String {
    switch (scheme, contrast) {
    case (.light, .standard): return "light"
    case (.dark, .standard): return "dark"
    case (.light, .increased): return "light-increased-contrast"
    case (.dark, .increased): return "dark-increased-contrast"
    }
  }
}

extension ThemeSpec {
  /// The `$extensions` key under which Tessera keeps what DTCG has no type for.
  public static let dtcgExtensionKey = "dev.tessera"

  /// The theme as a DTCG Resolver Module document.
  ///
  /// Colors live in a `mode` modifier with one context per mode (`light`, `dark`,
  /// `light-increased-contrast`, `dark-increased-contrast`); the palette, spacing, radii,
  /// border widths, touch target, typography, elevation and motion are typed tokens in the
  /// `base` set. Everything DTCG has no type for (button and surface roles, promised contrast
  /// pairs, insets, grid, metadata) is kept under `$extensions["dev.tessera"]`, so the file
  /// reads back as exactly the same theme.
  public func dtcgResolverDocument() -> DTCGResolverDocument {
    var base: [JSONMember] = []
    base.append(JSONMember("$description", .string(summary)))
    if let specJSON = embeddedSpecJSON() {
      base.append(
        JSONMember(
          "$extensions",
          .object([JSONMember(Self.dtcgExtensionKey, .object([JSONMember("spec", specJSON)]))])))
    }
    base.append(
      JSONMember(
        "palette",
        group(
          type: .color,
          palette.keys.sorted().compactMap { key in
            palette[key].map { JSONMember(key, token(color: $0)) }
          })))
    base.append(
      JSONMember(
        "spacing",
        group(type: .dimension, spacing.steps.map { JSONMember($0.name, token(points: $0.value)) }))
    )
    base.append(
      JSONMember(
        "radius",
        group(
          type: .dimension,
          [
            ("none", radii.none), ("small", radii.small), ("medium", radii.medium),
            ("large", radii.large), ("extraLarge", radii.extraLarge), ("full", radii.full),
          ].map { JSONMember($0.0, token(points: $0.1)) })))
    base.append(
      JSONMember(
        "borderWidth",
        group(
          type: .dimension,
          [("hairline", borders.hairline), ("thin", borders.thin), ("thick", borders.thick)]
            .map { JSONMember($0.0, token(points: $0.1)) })))
    base.append(
      JSONMember(
        "size",
        group(
          type: .dimension, [JSONMember("minimumTouchTarget", token(points: minimumTouchTarget))]
        )))
    if let font = dtcgFontGroup() { base.append(font) }
    base.append(
      JSONMember(
        "typography",
        group(type: .typography, typography) { token(text: $0) }))
    base.append(
      JSONMember(
        "elevation",
        group(type: .shadow, elevation) { layers in
          .object([JSONMember("$value", .array(layers.map(shadow)))])
        }))
    base.append(
      JSONMember(
        "motion",
        group(type: .duration, motion) { spec in
          .object([
            JSONMember(
              "$value",
              .object([
                JSONMember("value", .number((spec.duration * 1000).rounded())),
                JSONMember("unit", .string("ms")),
              ]))
          ])
        }))
    var contexts: [(name: String, sources: [JSONValue])] = []
    for mode in ThemeMode.allCases {
      let roles = group(type: .color, colors) { token(color: $0.value(for: mode)) }
      contexts.append((mode.dtcgContext, [.object([JSONMember("color", roles)])]))
    }
    return DTCGResolverDocument(
      name: name, sets: ["base": [.object(base)]],
      modifiers: ["mode": .init(contexts: contexts, defaultContext: "light")],
      resolutionOrder: [.set("base"), .modifier("mode")])
  }

  /// Reads a theme from a DTCG file: a resolver document with a `mode` modifier (as
  /// ``dtcgResolverDocument()`` writes), or a plain token file (one mode, used for all four).
  ///
  /// Tokens win over the embedded Tessera spec, so edits made in a design tool come through.
  /// Color tokens are read from `color.<role>` (role names as in ``ColorRole``); roles that are
  /// missing keep the embedded or default values and are listed in the returned notes.
  public static func fromDTCG(_ bytes: [UInt8], limits: DTCGLimits = .default)
    throws(DTCGImportError) -> (spec: ThemeSpec, notes: [String])
  {
    let root: JSONValue
    do {
      root = try JSONParser.parse(bytes, limits: limits.json)
    } catch {
      throw .format(.json(error))
    }
    var documents: [ThemeMode: DTCGDocument] = [:]
    do {
      if root["resolutionOrder"] != nil {
        let resolver = try DTCGResolverDocument(root: root)
        for mode in ThemeMode.allCases {
          let hasMode = resolver.modifiers["mode"]?.contexts.contains {
            $0.name == mode.dtcgContext
          }
          let inputs = hasMode == true ? ["mode": mode.dtcgContext] : [:]
          documents[mode] = try resolver.document(for: inputs, limits: limits)
        }
      } else {
        let document = try DTCGDocument(root: root, limits: limits)
        for mode in ThemeMode.allCases { documents[mode] = document }
      }
    } catch {
      throw .format(error)
    }
    var resolved: [ThemeMode: [String: DTCGResolvedToken]] = [:]
    do {
      for (mode, document) in documents { resolved[mode] = try document.resolve(limits: limits) }
    } catch {
      throw .format(error)
    }
    guard let light = resolved[.light], let lightDocument = documents[.light] else {
      throw .format(.invalid([DTCGIssue(path: "(root)", message: "no tokens")]))
    }
    var notes: [String] = []
    var spec = PresetThemes.default
    let embedded = lightDocument.root["$extensions"]?[dtcgExtensionKey]?["spec"]
    if let embedded {
      do {
        spec = try ThemeSpec.decode(from: Data(embedded.serialized(indent: 0).utf8))
      } catch {
        throw .embeddedSpec(error)
      }
    } else {
      notes.append("no embedded Tessera spec: non-color tokens start from the default theme")
    }
    // Colors, mode by mode.
    var missing: [ColorRole] = []
    var derived: [ColorRole] = []
    for role in ColorRole.allCases {
      var values: [ThemeMode: SRGBColor] = [:]
      for mode in ThemeMode.allCases {
        guard let token = resolved[mode]?["color.\(role.rawValue)"] else { continue }
        guard case .color(let color) = token.value, let srgb = color.srgb else {
          throw .unusable(
            DTCGIssue(path: "color.\(role.rawValue)", message: "needs a color convertible to sRGB"))
        }
        values[mode] = srgb
      }
      if values.isEmpty {
        // A role of the split accent takes the file's accent or on-accent when it has one.
        if embedded == nil, let source = role.derivedFromVersion2Role,
          resolved[.light]?["color.\(source.rawValue)"] != nil
        {
          spec.colors[role] = spec.colorValues(source)
          derived.append(role)
        } else {
          missing.append(role)
        }
        continue
      }
      let current = spec.colorValues(role)
      spec.colors[role] = ColorValues(
        light: values[.light] ?? current.light, dark: values[.dark] ?? current.dark,
        lightIncreasedContrast: values[.lightIncreasedContrast] ?? current.lightIncreasedContrast,
        darkIncreasedContrast: values[.darkIncreasedContrast] ?? current.darkIncreasedContrast)
    }
    if !missing.isEmpty {
      notes.append(
        "color roles not in the file kept their \(embedded == nil ? "default" : "embedded") values: "
          + missing.map(\.rawValue).joined(separator: ", "))
    }
    if !derived.isEmpty {
      notes.append(
        "color roles not in the file took the file's accent or textOnAccent: "
          + derived.map(\.rawValue).joined(separator: ", "))
    }
    try applyBaseTokens(light, to: &spec)
    try applyFontFamilies(light, to: &spec, notes: &notes)
    return (spec, notes)
  }

  private static func points(_ tokens: [String: DTCGResolvedToken], _ path: String)
    throws(DTCGImportError) -> Double?
  {
    guard let token = tokens[path] else { return nil }
    guard case .dimension(let dimension) = token.value, dimension.value.isFinite,
      dimension.value >= 0
    else {
      throw .unusable(DTCGIssue(path: path, message: "needs a non-negative dimension"))
    }
    return dimension.points()
  }

  private static func applyBaseTokens(
    _ tokens: [String: DTCGResolvedToken], to spec: inout ThemeSpec
  )
    throws(DTCGImportError)
  {
    for (path, token) in tokens where path.hasPrefix("palette.") {
      guard case .color(let color) = token.value, let srgb = color.srgb else {
        throw .unusable(DTCGIssue(path: path, message: "needs a color convertible to sRGB"))
      }
      spec.palette[String(path.dropFirst(8))] = srgb
    }
    if let value = try points(tokens, "spacing.xs") { spec.spacing.xs = value }
    if let value = try points(tokens, "spacing.sm") { spec.spacing.sm = value }
    if let value = try points(tokens, "spacing.md") { spec.spacing.md = value }
    if let value = try points(tokens, "spacing.lg") { spec.spacing.lg = value }
    if let value = try points(tokens, "spacing.xl") { spec.spacing.xl = value }
    if let value = try points(tokens, "spacing.xxl") { spec.spacing.xxl = value }
    if let value = try points(tokens, "radius.none") { spec.radii.none = value }
    if let value = try points(tokens, "radius.small") { spec.radii.small = value }
    if let value = try points(tokens, "radius.medium") { spec.radii.medium = value }
    if let value = try points(tokens, "radius.large") { spec.radii.large = value }
    if let value = try points(tokens, "radius.extraLarge") { spec.radii.extraLarge = value }
    if let value = try points(tokens, "radius.full") { spec.radii.full = value }
    if let value = try points(tokens, "borderWidth.hairline") { spec.borders.hairline = value }
    if let value = try points(tokens, "borderWidth.thin") { spec.borders.thin = value }
    if let value = try points(tokens, "borderWidth.thick") { spec.borders.thick = value }
    if let value = try points(tokens, "size.minimumTouchTarget") {
      spec.minimumTouchTarget = value
    }
    for role in TypographyRole.allCases {
      let path = "typography.\(role.rawValue)"
      guard let token = tokens[path] else { continue }
      guard case .typography(let text) = token.value, text.fontSize.value > 0 else {
        throw .unusable(DTCGIssue(path: path, message: "needs a typography value with a size"))
      }
      var style = spec.typographySpec(role)
      let embedded = style
      style.size = text.fontSize.points()
      style.letterSpacing = text.letterSpacing.points()
      // The line height is written as a multiple of the size, rounded to 4 places: the
      // embedded spacing stands while the token still says the same, an edited one is read.
      if abs(Self.dtcgLineHeight(embedded) - text.lineHeight) > 0.00005
        || embedded.size != style.size
      {
        style.lineSpacing =
          ((text.lineHeight * style.size - style.size * 1.2) * 100).rounded() / 100
      }
      style.weight =
        FontWeightToken.allCases.min {
          abs(Double($0.numericWeight) - text.fontWeight)
            < abs(Double($1.numericWeight) - text.fontWeight)
        } ?? style.weight
      spec.typography[role] = style
    }
    for level in ElevationLevel.allCases {
      let path = "elevation.\(level.rawValue)"
      guard let token = tokens[path] else { continue }
      guard case .shadow(let shadows) = token.value else {
        throw .unusable(DTCGIssue(path: path, message: "needs a shadow value"))
      }
      var layers: [ShadowLayer] = []
      for item in shadows {
        guard let color = item.color.srgb else {
          throw .unusable(DTCGIssue(path: path, message: "shadow color must convert to sRGB"))
        }
        layers.append(
          ShadowLayer(
            color: color, radius: item.blur.points(), offsetX: item.offsetX.points(),
            offsetY: item.offsetY.points(), spread: item.spread.points()))
      }
      spec.elevation[level] = layers
    }
    for token in MotionToken.allCases {
      let path = "motion.\(token.rawValue)"
      guard let found = tokens[path] else { continue }
      guard case .duration(let duration) = found.value, duration.seconds >= 0,
        duration.seconds.isFinite
      else {
        throw .unusable(DTCGIssue(path: path, message: "needs a non-negative duration"))
      }
      if var motion = spec.motion[token] {
        if abs(motion.duration - duration.seconds) >= 0.0005 { motion.duration = duration.seconds }
        spec.motion[token] = motion
      }
    }
  }

  private func embeddedSpecJSON() -> JSONValue? {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    guard let data = try? encoder.encode(self) else { return nil }
    return try? JSONParser.parse([UInt8](data))
  }

  private func group(type: DTCGType, _ members: [JSONMember]) -> JSONValue {
    .object([JSONMember("$type", .string(type.rawValue))] + members)
  }

  /// A group of `type` with a token for each key of `map`, in the order of the key's cases and
  /// named by its raw value.
  private func group<Key: CaseIterable & RawRepresentable<String>, Value>(
    type: DTCGType, _ map: [Key: Value], _ token: (Value) -> JSONValue
  ) -> JSONValue {
    group(
      type: type,
      Key.allCases.compactMap { key in map[key].map { JSONMember(key.rawValue, token($0)) } })
  }

  private func token(color: SRGBColor) -> JSONValue {
    .object([JSONMember("$value", colorJSON(color))])
  }

  private func colorJSON(_ color: SRGBColor) -> JSONValue {
    let value = DTCGColor(color)
    var members: [JSONMember] = [
      JSONMember("colorSpace", .string(value.colorSpace)),
      JSONMember("components", .array(value.components.map { .number($0 ?? 0) })),
    ]
    if value.alpha < 1 { members.append(JSONMember("alpha", .number(value.alpha))) }
    if let hex = value.hex { members.append(JSONMember("hex", .string(hex))) }
    return .object(members)
  }

  private func token(points: Double) -> JSONValue {
    .object([JSONMember("$value", dimension(points))])
  }

  private func dimension(_ points: Double) -> JSONValue {
    .object([JSONMember("value", .number(points)), JSONMember("unit", .string("px"))])
  }

  /// A style's line height as the DTCG typography token writes it: a multiple of the size,
  /// rounded to 4 places.
  static func dtcgLineHeight(_ text: TypographyRoleSpec) -> Double {
    let lineHeight = text.size > 0 ? ((text.size * 1.2 + text.lineSpacing) / text.size) : 1.2
    return (lineHeight * 10_000).rounded() / 10_000
  }

  private func token(text: TypographyRoleSpec) -> JSONValue {
    var extensions: [JSONMember] = [
      JSONMember("design", .string(text.design.rawValue)),
      JSONMember("width", .string(text.width.rawValue)),
      JSONMember("lineSpacing", .number(text.lineSpacing)),
      JSONMember("isUppercased", .bool(text.isUppercased)),
      JSONMember("colorRole", .string(text.colorRole.rawValue)),
      JSONMember("relativeTo", .string(text.relativeTo.rawValue)),
    ]
    if let maximum = text.maximumSize {
      extensions.append(JSONMember("maximumSize", .number(maximum)))
    }
    return .object([
      JSONMember(
        "$value",
        .object([
          JSONMember("fontFamily", dtcgFontFamily(text)),
          JSONMember("fontSize", dimension(text.size)),
          JSONMember("fontWeight", .number(Double(text.weight.numericWeight))),
          JSONMember("letterSpacing", dimension(text.letterSpacing)),
          JSONMember("lineHeight", .number(Self.dtcgLineHeight(text))),
        ])),
      JSONMember("$extensions", .object([JSONMember(Self.dtcgExtensionKey, .object(extensions))])),
    ])
  }

  private func shadow(_ layer: ShadowLayer) -> JSONValue {
    .object([
      JSONMember("color", colorJSON(layer.color)),
      JSONMember("offsetX", dimension(layer.offsetX)),
      JSONMember("offsetY", dimension(layer.offsetY)),
      JSONMember("blur", dimension(layer.radius)),
      JSONMember("spread", dimension(layer.spread)),
    ])
  }
}
