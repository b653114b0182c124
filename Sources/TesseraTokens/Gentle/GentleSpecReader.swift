import TesseraColor
import TesseraJSON

/// Walks a parsed GentleDesignSystem spec section by section, building a ``ThemeSpec`` and
/// noting what has no counterpart. Each error names the Gentle JSON path.
struct GentleSpecReader {
  var notes: [GentleImportNote] = []
  var defaulted: [String] = []

  var colors: [ColorRole: ColorValues] = [:]
  var palette: [String: SRGBColor] = [:]
  var typography = ThemeDefaults.typography
  var gentleTypography: [GentleTextRole: TypographyRoleSpec] = [:]
  var spacing = SpacingScale.standard
  var gaps = GapTokens.standard
  var grid = GridBreakpoint.standard
  var minimumTouchTarget = 44.0
  var insets = ThemeDefaults.insets
  var importedInsets: Set<InsetRole> = []
  var radii = RadiusScale.standard
  var elevation = ShadowLayer.standardElevation
  var animations = ButtonAnimationSpec.standardSet
  var buttons: [DSButtonRole: ButtonRoleSpec] = [:]
  var surfaces: [SurfaceRole: SurfaceRoleSpec] = [:]

  /// Reads the whole spec.
  mutating func read(_ root: JSONValue, name: String) throws(ThemeSpecError) -> GentleSpecImport {
    guard let top = root.members else {
      throw .malformedJSON("the top level must be an object, not \(root.phrase)")
    }
    let sections = [
      "_specVersion", "colors", "typography", "layout", "visual", "buttons", "surfaces",
    ]
    unknownKeys(top, known: sections, at: "", noun: "section")
    var version: String?
    switch root["_specVersion"] {
    case nil: break
    case .string(let text): version = text
    case .number(let number): version = format(number)
    case .some(let other):
      throw .typeMismatch(path: "_specVersion", expected: "a string", found: other.phrase)
    }
    // Colors first (borders and buttons look them up), then typography (button titles carry
    // their color), layout and visual (surfaces use radii and shadows), then the rest.
    if let value = root["colors"] { try readColors(value) }
    if let value = root["typography"] { try readTypography(value) }
    if let value = root["layout"] {
      try readLayout(value)
    } else {
      defaulted += ["spacing", "gaps", "grid", "minimumTouchTarget"]
    }
    if let value = root["visual"] {
      try readVisual(value)
    } else {
      defaulted += ["radii", "elevation"]
    }
    if let value = root["buttons"] {
      try readButtons(value)
    } else {
      defaulted.append("buttonAnimations")
    }
    if let value = root["surfaces"] { try readSurfaces(value) }
    let derived = deriveMissingColors()
    var spec = ThemeSpec(
      name: name, summary: "Imported from a GentleDesignSystem spec",
      palette: palette, colors: colors, typography: typography, spacing: spacing, gaps: gaps,
      insets: insets, grid: grid, minimumTouchTarget: minimumTouchTarget, radii: radii,
      elevation: elevation, buttonAnimations: animations,
      buttons: ButtonRoleSpec.standardSet(animation: .subtlePress, shape: .capsule)
        .merging(buttons) { $1 },
      surfaces: SurfaceRoleSpec.standardSet(radii: radii, border: BorderWidths.standard.hairline)
        .merging(surfaces) { $1 })
    // Gentle has one light and one dark value; Increase Contrast is derived as for a
    // version-1 Tessera spec: each pair the theme promises is lifted to 7:1.
    PresetBuilder.deriveIncreasedContrast(&spec)
    try spec.validate()
    defaulted += spec.missingColorRoles.map { "colors.\($0.rawValue)" }
    let imported = Set(gentleTypography.keys.map(\.tesseraRole))
    defaulted += TypographyRole.allCases.filter { !imported.contains($0) }
      .map { "typography.\($0.rawValue)" }
    defaulted += InsetRole.allCases.filter { !importedInsets.contains($0) }.map {
      "insets.\($0.rawValue)"
    }
    defaulted += DSButtonRole.allCases.filter { buttons[$0] == nil }.map {
      "buttons.\($0.rawValue)"
    }
    defaulted += SurfaceRole.allCases.filter { surfaces[$0] == nil }.map {
      "surfaces.\($0.rawValue)"
    }
    defaulted.append("radii.extraLarge")
    return GentleSpecImport(
      spec: spec, specVersion: version, notes: notes, derived: derived, defaulted: defaulted)
  }

  /// Tessera roles Gentle has no token for but that follow from one it has, derived by the
  /// one ``DerivedColorRule`` presets and brand themes use: pressed fills, the disabled accent,
  /// and from `themeSecondary` (the secondary accent) its container and the labels on both;
  /// focus ring and links in the accent, overlays on the card surface, grouped backgrounds on
  /// the app background. Returns `role (from gentleRole)`.
  mutating func deriveMissingColors() -> [String] {
    var derived: [String] = []
    func derive(
      _ role: ColorRole, from source: ColorRole, _ gentle: GentleColorRole,
      _ color: (SRGBColor, ThemeScheme) -> SRGBColor
    ) {
      guard colors[role] == nil, let values = colors[source] else { return }
      colors[role] = ColorValues(
        light: PresetBuilder.quantized(color(values.light, .light)),
        dark: PresetBuilder.quantized(color(values.dark, .dark)))
      derived.append("colors.\(role.rawValue) (from \(gentle.rawValue))")
    }
    let rule = DerivedColorRule.standard
    let page = colors[.backgroundPrimary]
    func pressed(label: ColorRole) -> (SRGBColor, ThemeScheme) -> SRGBColor {
      let labels = colors[label]
      return { color, scheme in
        rule.pressed(
          color, label: scheme == .light ? labels?.light : labels?.dark,
          ratio: ContrastLevel.textAA.minimumRatio, scheme: scheme)
      }
    }
    derive(.accentPressed, from: .accent, .primaryCTA, pressed(label: .textOnAccent))
    derive(
      .destructivePressed, from: .destructive, .destructive, pressed(label: .textOnDestructive))
    derive(.accentDisabled, from: .accent, .primaryCTA) { color, scheme in
      guard let page else { return color }
      return rule.disabled(color, page: scheme == .light ? page.light : page.dark)
    }
    derive(.focusRing, from: .accent, .primaryCTA) { color, _ in color }
    derive(.textLink, from: .accent, .primaryCTA) { color, _ in color }
    derive(.surfaceOverlay, from: .backgroundElevated, .surfaceBase) { color, _ in color }
    derive(.backgroundGrouped, from: .backgroundPrimary, .background) { color, _ in color }
    func label(_ fill: SRGBColor, _ scheme: ThemeScheme) -> SRGBColor {
      let lch = fill.oklch
      return rule.label(
        on: fill, hue: lch.hue, chroma: lch.isAchromatic ? 0 : lch.chroma,
        ratio: ContrastLevel.textAA.minimumRatio)
    }
    derive(.textOnAccentSecondary, from: .accentSecondary, .themeSecondary, label)
    derive(.accentSecondaryContainer, from: .accentSecondary, .themeSecondary) { color, scheme in
      guard let page else { return color }
      return rule.container(color, page: scheme == .light ? page.light : page.dark, scheme: scheme)
    }
    derive(
      .textOnAccentSecondaryContainer, from: .accentSecondaryContainer, .themeSecondary, label)
    return derived
  }

  // MARK: Sections

  mutating func readColors(_ value: JSONValue) throws(ThemeSpecError) {
    let members = try object(value, at: "colors")
    unknownKeys(members, known: ["pairByRole"], at: "colors", noun: "key")
    guard let pairs = value["pairByRole"] else { return }
    for member in try object(pairs, at: "colors.pairByRole") {
      let path = "colors.pairByRole.\(member.key)"
      if let reason = GentleRoleMap.earlierColorsWithoutCounterpart[member.key] {
        let pair = try colorPair(member.value, at: path)
        palette["gentle.\(member.key).light"] = pair.light
        palette["gentle.\(member.key).dark"] = pair.dark
        note(
          path, .noCounterpart,
          "\(reason); kept in the palette as gentle.\(member.key).light and .dark")
        continue
      }
      guard let role = GentleRoleMap.colorRole(named: member.key) else {
        unknown(
          member.key, at: path,
          among: GentleColorRole.allCases.map(\.rawValue)
            + GentleRoleMap.earlierColorNames.keys.sorted())
        continue
      }
      let pair = try colorPair(member.value, at: path)
      guard let target = GentleRoleMap.colors[role], let tessera = target.role else {
        palette[GentleRoleMap.paletteKey(role, .light)] = pair.light
        palette[GentleRoleMap.paletteKey(role, .dark)] = pair.dark
        let reason = GentleRoleMap.colors[role]?.note ?? ""
        note(
          path, .noCounterpart,
          "\(reason); kept in the palette as gentle.\(role.rawValue).light and .dark")
        continue
      }
      colors[tessera] = pair
    }
    for role in ColorRole.allCases where colors[role] == nil {
      guard let reason = GentleRoleMap.colorsWithoutCounterpart[role] else { continue }
      note("colors.pairByRole", .noCounterpart, "Tessera's \(role.rawValue): \(reason)")
    }
  }

  mutating func readTypography(_ value: JSONValue) throws(ThemeSpecError) {
    let members = try object(value, at: "typography")
    unknownKeys(members, known: ["roles"], at: "typography", noun: "key")
    guard let roles = value["roles"] else { return }
    for member in try object(roles, at: "typography.roles") {
      let path = "typography.roles.\(member.key)"
      guard let role = GentleTextRole(rawValue: member.key) else {
        unknown(member.key, at: path, among: GentleTextRole.allCases.map(\.rawValue))
        continue
      }
      gentleTypography[role] = try textRole(member.value, at: path, role: role)
    }
    var taken: [TypographyRole: GentleTextRole] = [:]
    for role in GentleTextRole.allCases {
      guard let spec = gentleTypography[role] else { continue }
      let target = role.tesseraRole
      guard let first = taken[target] else {
        taken[target] = role
        typography[target] = spec
        continue
      }
      if gentleTypography[first] != spec {
        note(
          "typography.roles.\(role.rawValue)", .noCounterpart,
          "Tessera has one button-title role; it takes \(first.rawValue), and this role differs")
      }
    }
  }

  mutating func readLayout(_ value: JSONValue) throws(ThemeSpecError) {
    let members = try object(value, at: "layout")
    unknownKeys(
      members, known: ["scale", "gap", "grid", "touch", "inset"], at: "layout", noun: "key")
    if let scale = value["scale"] {
      let read = try steps(scale, at: "layout.scale")
      for name in Self.stepNames where read[name] == nil {
        defaulted.append("spacing.\(GentleRoleMap.spacing[name]?.rawValue ?? name)")
      }
      spacing = SpacingScale(
        xs: read["xs"] ?? spacing.xs, sm: read["s"] ?? spacing.sm, md: read["m"] ?? spacing.md,
        lg: read["l"] ?? spacing.lg, xl: read["xl"] ?? spacing.xl, xxl: read["xxl"] ?? spacing.xxl)
    } else {
      defaulted.append("spacing")
    }
    if let gap = value["gap"] { try readGaps(gap) } else { defaulted.append("gaps") }
    // Gentle's grid and touch tokens are spacing scales like `scale` (read through its
    // layout facade's intents), not a column grid or a minimum target size.
    if let grid = value["grid"] {
      _ = try steps(grid, at: "layout.grid")
      note(
        "layout.grid", .noCounterpart,
        "Gentle's grid tokens are a spacing scale (xs to xxl) for grid spacing; Tessera's grid is"
          + " breakpoints with columns, gutter and margin, so Tessera's grid is kept")
    }
    defaulted.append("grid")
    if let touch = value["touch"] {
      _ = try steps(touch, at: "layout.touch")
      note(
        "layout.touch", .noCounterpart,
        "Gentle's touch tokens are a spacing scale (xs to xxl); Tessera's touch token is the"
          + " minimum target size, which stays 44 pt")
    }
    defaulted.append("minimumTouchTarget")
    if let inset = value["inset"] { try readInsets(inset) }
  }

  /// Gentle's spacing-scale step names, in order.
  static let stepNames = ["xs", "s", "m", "l", "xl", "xxl"]

  /// A Gentle spacing scale (`GentleSpacingScaleTokens`: `xs` to `xxl`, points): the steps
  /// given, each checked; other keys are reported.
  mutating func steps(_ value: JSONValue, at path: String) throws(ThemeSpecError)
    -> [String: Double]
  {
    let members = try object(value, at: path)
    unknownKeys(members, known: Self.stepNames, at: path, noun: "step")
    var read: [String: Double] = [:]
    for name in Self.stepNames {
      guard let step = value[name] else { continue }
      read[name] = try number(step, at: "\(path).\(name)", minimum: 0, maximum: 1000)
    }
    return read
  }

  /// Gentle's gap scale is read by intent: `tight` is its `s`, `regular` its `m`, `loose` its
  /// `xl` (GentleGapScaleFacade); each becomes the step of the spacing scale with that value,
  /// or the nearest (noted). Its `micro`, `ample` and `expansive` intents have no counterpart.
  mutating func readGaps(_ value: JSONValue) throws(ThemeSpecError) {
    let read = try steps(value, at: "layout.gap")
    let intents: [(String, WritableKeyPath<GapTokens, SpacingToken>)] = [
      ("s", \.tight), ("m", \.regular), ("xl", \.loose),
    ]
    for (name, keyPath) in intents {
      guard let points = read[name] else {
        defaulted.append("gaps.\(name)")
        continue
      }
      gaps[keyPath: keyPath] = try spacingStep(.number(points), at: "layout.gap.\(name)")
    }
    note(
      "layout.gap", .noCounterpart,
      "Tessera's gaps are tight (gap s), regular (gap m) and loose (gap xl); Gentle's micro (xs),"
        + " ample (l) and expansive (xxl) intents have none")
  }

  mutating func readInsets(_ value: JSONValue) throws(ThemeSpecError) {
    let members = try object(value, at: "layout.inset")
    unknownKeys(members, known: ["tokensByRole"], at: "layout.inset", noun: "key")
    guard let roles = value["tokensByRole"] else { return }
    for member in try object(roles, at: "layout.inset.tokensByRole") {
      let path = "layout.inset.tokensByRole.\(member.key)"
      let axes = try object(member.value, at: path)
      unknownKeys(axes, known: ["horizontal", "vertical"], at: path, noun: "key")
      let horizontal = try spacingToken(
        required(member.value, "horizontal", at: path), at: path + ".horizontal")
      let vertical = try spacingToken(
        required(member.value, "vertical", at: path), at: path + ".vertical")
      guard let roles = GentleRoleMap.insets[member.key] else {
        unknown(member.key, at: path, among: GentleRoleMap.insets.keys.sorted())
        continue
      }
      for role in roles {
        insets[role] = AxisInsets(horizontal: horizontal, vertical: vertical)
        importedInsets.insert(role)
      }
    }
  }

  mutating func readVisual(_ value: JSONValue) throws(ThemeSpecError) {
    let members = try object(value, at: "visual")
    unknownKeys(members, known: ["radii", "shadows"], at: "visual", noun: "key")
    if let radiiValue = value["radii"] {
      let steps = try object(radiiValue, at: "visual.radii")
      let names = ["small", "medium", "large", "pill"]
      unknownKeys(steps, known: names, at: "visual.radii", noun: "radius")
      func radius(_ name: String) throws(ThemeSpecError) -> Double? {
        guard let step = radiiValue[name] else { return nil }
        return try number(step, at: "visual.radii.\(name)", minimum: 0, maximum: 10_000)
      }
      radii.small = try radius("small") ?? radii.small
      radii.medium = try radius("medium") ?? radii.medium
      radii.large = try radius("large") ?? radii.large
      radii.full = try radius("pill") ?? radii.full
    } else {
      defaulted.append("radii")
    }
    if let shadows = value["shadows"] {
      let levels: [(String, ElevationLevel)] = [
        ("none", .none), ("small", .low), ("medium", .medium),
      ]
      unknownKeys(
        try object(shadows, at: "visual.shadows"), known: levels.map(\.0), at: "visual.shadows",
        noun: "shadow")
      for (name, level) in levels {
        guard let step = shadows[name] else { continue }
        let path = "visual.shadows.\(name)"
        let radius = try number(step, at: path, minimum: 0, maximum: 500)
        guard level != .none else {
          if radius > 0 {
            note(path, .noCounterpart, "Tessera's flat level draws no shadow")
          }
          continue
        }
        let alpha = level == .low ? 0.12 : 0.14
        elevation[level] =
          radius == 0
          ? []
          : [
            ShadowLayer(color: shadowBlack(alpha), radius: radius, offsetY: radius / 2)
          ]
        note(
          path, .approximated,
          "elevation '\(level.rawValue)' is one layer of this blur, black at \(Int(alpha * 100))%,"
            + " offset down by half the blur")
      }
    } else {
      defaulted.append("elevation")
    }
  }

  // MARK: Values

  mutating func colorPair(_ value: JSONValue, at path: String) throws(ThemeSpecError)
    -> ColorValues
  {
    let members = try object(value, at: path)
    unknownKeys(members, known: ["lightHex", "darkHex"], at: path, noun: "key")
    return ColorValues(
      light: try hex(required(value, "lightHex", at: path), at: path + ".lightHex"),
      dark: try hex(required(value, "darkHex", at: path), at: path + ".darkHex"))
  }

  mutating func textRole(_ value: JSONValue, at path: String, role: GentleTextRole)
    throws(ThemeSpecError) -> TypographyRoleSpec
  {
    let members = try object(value, at: path)
    unknownKeys(
      members,
      known: [
        "pointSize", "weight", "design", "width", "relativeTo", "lineSpacing", "letterSpacing",
        "isUppercased", "colorRole",
      ], at: path, noun: "key")
    let base =
      ThemeDefaults.typography[role.tesseraRole] ?? TypographyRoleSpec(size: 17, relativeTo: .body)
    var spec = base
    spec.size = try number(
      required(value, "pointSize", at: path), at: path + ".pointSize", minimum: 1, maximum: 500)
    spec.weight = try enumeration(
      required(value, "weight", at: path), at: path + ".weight", FontWeightToken.self)
    spec.design = try enumeration(
      required(value, "design", at: path), at: path + ".design", FontDesignToken.self)
    if let width = value["width"], width != .null {
      spec.width = try enumeration(width, at: path + ".width", FontWidthToken.self)
    }
    let relative = try enumeration(
      required(value, "relativeTo", at: path), at: path + ".relativeTo", TypographyRole.self)
    guard relative.isSystemStyle else {
      throw .invalidValue(
        path: path + ".relativeTo",
        reason: "'\(relative.rawValue)' is not one of Apple's eleven text styles")
    }
    spec.relativeTo = relative
    if let spacing = value["lineSpacing"] {
      spec.lineSpacing = try number(spacing, at: path + ".lineSpacing", minimum: -100, maximum: 500)
    }
    if let tracking = value["letterSpacing"] {
      spec.letterSpacing = try number(
        tracking, at: path + ".letterSpacing", minimum: -50, maximum: 50)
    }
    if let uppercased = value["isUppercased"] {
      spec.isUppercased = try bool(uppercased, at: path + ".isUppercased")
    }
    if let colorValue = value["colorRole"] {
      let gentle = try gentleColor(colorValue, at: path + ".colorRole")
      if let mapped = gentle.tesseraRole {
        spec.colorRole = mapped
      } else {
        note(
          path + ".colorRole", .noCounterpart,
          "\(gentle.rawValue) is not a Tessera role; the text keeps \(base.colorRole.rawValue)")
      }
    }
    return spec
  }

}
