import TesseraColor
import TesseraJSON

/// Walks a parsed GentleDesignSystem spec section by section, building a ``ThemeSpec`` and
/// noting what has no counterpart. Each error names the Gentle JSON path.
struct GentleSpecReader {
  private var notes: [GentleImportNote] = []
  private var defaulted: [String] = []

  private var colors: [ColorRole: ColorValues] = [:]
  private var palette: [String: SRGBColor] = [:]
  private var typography = ThemeDefaults.typography
  private var gentleTypography: [GentleTextRole: TypographyRoleSpec] = [:]
  private var spacing = SpacingScale.standard
  private var gaps = GapTokens.standard
  private var grid = GridBreakpoint.standard
  private var minimumTouchTarget = 44.0
  private var insets = ThemeDefaults.insets
  private var importedInsets: Set<InsetRole> = []
  private var radii = RadiusScale.standard
  private var elevation = ShadowLayer.standardElevation
  private var animations = ButtonAnimationSpec.standardSet
  private var buttons: [DSButtonRole: ButtonRoleSpec] = [:]
  private var surfaces: [SurfaceRole: SurfaceRoleSpec] = [:]

  /// Reads the whole spec.
  mutating func read(_ root: JSONValue, name: String) throws(ThemeSpecError) -> GentleSpecImport {
    guard let top = root.members else {
      throw .malformedJSON("the top level must be an object, not \(root.phrase)")
    }
    let sections = [
      "specVersion", "colors", "typography", "layout", "visual", "buttons", "surfaces",
    ]
    unknownKeys(top, known: sections, at: "", noun: "section")
    var version: String?
    switch root["specVersion"] {
    case nil: break
    case .string(let text): version = text
    case .number(let number): version = format(number)
    case .some(let other):
      throw .typeMismatch(path: "specVersion", expected: "a string", found: other.phrase)
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

  /// Tessera roles Gentle has no token for but that follow from one it has, derived as the
  /// presets derive them: pressed fills 15% toward black (light) or white (dark), the disabled
  /// accent 60% toward the page, focus ring and links in the accent, overlays on the card
  /// surface, grouped backgrounds on the app background. Returns `role (from gentleRole)`.
  private mutating func deriveMissingColors() -> [String] {
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
    func pressed(_ color: SRGBColor, _ scheme: ThemeScheme) -> SRGBColor {
      PresetBuilder.mix(color, scheme == .light ? .black : .white, 0.15)
    }
    let page = colors[.backgroundPrimary]
    derive(.accentPressed, from: .accent, .primaryCTA, pressed)
    derive(.destructivePressed, from: .destructive, .destructive, pressed)
    derive(.accentDisabled, from: .accent, .primaryCTA) { color, scheme in
      guard let page else { return color }
      return PresetBuilder.mix(color, scheme == .light ? page.light : page.dark, 0.6)
    }
    derive(.focusRing, from: .accent, .primaryCTA) { color, _ in color }
    derive(.textLink, from: .accent, .primaryCTA) { color, _ in color }
    derive(.surfaceOverlay, from: .backgroundElevated, .surfaceBase) { color, _ in color }
    derive(.backgroundGrouped, from: .backgroundPrimary, .background) { color, _ in color }
    return derived
  }

  // MARK: Sections

  private mutating func readColors(_ value: JSONValue) throws(ThemeSpecError) {
    let members = try object(value, at: "colors")
    unknownKeys(members, known: ["pairByRole"], at: "colors", noun: "key")
    guard let pairs = value["pairByRole"] else { return }
    for member in try object(pairs, at: "colors.pairByRole") {
      let path = "colors.pairByRole.\(member.key)"
      guard let role = GentleColorRole(rawValue: member.key) else {
        unknown(member.key, at: path, among: GentleColorRole.allCases.map(\.rawValue))
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
  }

  private mutating func readTypography(_ value: JSONValue) throws(ThemeSpecError) {
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

  private mutating func readLayout(_ value: JSONValue) throws(ThemeSpecError) {
    let members = try object(value, at: "layout")
    unknownKeys(
      members, known: ["scale", "gap", "grid", "touch", "inset"], at: "layout", noun: "key")
    if let scale = value["scale"] {
      let steps = try object(scale, at: "layout.scale")
      let names = ["xs", "s", "m", "l", "xl", "xxl"]
      unknownKeys(steps, known: names, at: "layout.scale", noun: "step")
      var read: [String: Double] = [:]
      for name in names {
        guard let step = scale[name] else {
          defaulted.append("spacing.\(GentleRoleMap.spacing[name]?.rawValue ?? name)")
          continue
        }
        read[name] = try number(step, at: "layout.scale.\(name)", minimum: 0, maximum: 1000)
      }
      spacing = SpacingScale(
        xs: read["xs"] ?? spacing.xs, sm: read["s"] ?? spacing.sm, md: read["m"] ?? spacing.md,
        lg: read["l"] ?? spacing.lg, xl: read["xl"] ?? spacing.xl, xxl: read["xxl"] ?? spacing.xxl)
    } else {
      defaulted.append("spacing")
    }
    if let gap = value["gap"] { try readGaps(gap) } else { defaulted.append("gaps") }
    if let grid = value["grid"] { try readGrid(grid) } else { defaulted.append("grid") }
    if let touch = value["touch"] {
      try readTouch(touch)
    } else {
      defaulted.append("minimumTouchTarget")
    }
    if let inset = value["inset"] { try readInsets(inset) }
  }

  private mutating func readGaps(_ value: JSONValue) throws(ThemeSpecError) {
    for member in try object(value, at: "layout.gap") {
      let path = "layout.gap.\(member.key)"
      let keyPath: WritableKeyPath<GapTokens, SpacingToken>
      switch member.key {
      case "tight": keyPath = \.tight
      case "regular": keyPath = \.regular
      case "loose": keyPath = \.loose
      default:
        note(path, .noCounterpart, "Tessera's gaps are tight, regular and loose")
        continue
      }
      gaps[keyPath: keyPath] = try spacingStep(member.value, at: path)
    }
  }

  private mutating func readGrid(_ value: JSONValue) throws(ThemeSpecError) {
    var narrowest = grid[0]
    for member in try object(value, at: "layout.grid") {
      let path = "layout.grid.\(member.key)"
      switch member.key {
      case "columns":
        let columns = try number(member.value, at: path, minimum: 1, maximum: 48)
        guard columns == columns.rounded() else {
          throw .invalidValue(path: path, reason: "\(columns) is not a whole number of columns")
        }
        narrowest.columns = Int(columns)
      case "gutter", "columnSpacing", "spacing":
        narrowest.gutter = try length(member.value, at: path)
      case "margin":
        narrowest.margin = try length(member.value, at: path)
      default:
        note(path, .noCounterpart, "Tessera's grid has columns, a gutter and a margin")
        continue
      }
      note(
        path, .approximated,
        "applied to Tessera's narrowest grid (under 600 pt); wider grids keep Tessera's values")
    }
    grid[0] = narrowest
  }

  private mutating func readTouch(_ value: JSONValue) throws(ThemeSpecError) {
    for member in try object(value, at: "layout.touch") {
      let path = "layout.touch.\(member.key)"
      switch member.key {
      case "minimumTarget", "minTarget", "minimumSize", "minimumTouchTarget", "minimum":
        minimumTouchTarget = try number(member.value, at: path, minimum: 1, maximum: 200)
      default:
        note(path, .noCounterpart, "Tessera's touch token is the minimum target size")
      }
    }
  }

  private mutating func readInsets(_ value: JSONValue) throws(ThemeSpecError) {
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
      guard let role = InsetRole(rawValue: member.key) else {
        note(
          path, .noCounterpart,
          "Tessera's inset roles are "
            + InsetRole.allCases.map(\.rawValue).joined(separator: ", "))
        continue
      }
      insets[role] = AxisInsets(horizontal: horizontal, vertical: vertical)
      importedInsets.insert(role)
    }
  }

  private mutating func readVisual(_ value: JSONValue) throws(ThemeSpecError) {
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

  private mutating func readButtons(_ value: JSONValue) throws(ThemeSpecError) {
    let members = try object(value, at: "buttons")
    unknownKeys(members, known: ["roles", "animations"], at: "buttons", noun: "key")
    if value["animations"] == nil { defaulted.append("buttonAnimations") }
    if let list = value["animations"] {
      for member in try object(list, at: "buttons.animations") {
        let path = "buttons.animations.\(member.key)"
        guard let role = GentleRoleMap.buttonAnimations[member.key] else {
          unknown(member.key, at: path, among: Array(GentleRoleMap.buttonAnimations.keys).sorted())
          continue
        }
        animations[role] = try animation(
          member.value, at: path,
          base: animations[role] ?? ButtonAnimationSpec.standardSet[.none]
            ?? ButtonAnimationSpec(pressedScale: 1, pressedOpacity: 1, duration: 0))
      }
    }
    guard let roles = value["roles"] else { return }
    let standard = ButtonRoleSpec.standardSet(animation: .subtlePress, shape: .capsule)
    for member in try object(roles, at: "buttons.roles") {
      let path = "buttons.roles.\(member.key)"
      guard let role = DSButtonRole(rawValue: member.key), let base = standard[role] else {
        unknown(member.key, at: path, among: DSButtonRole.allCases.map(\.rawValue))
        continue
      }
      buttons[role] = try buttonRole(member.value, at: path, role: role, base: base)
    }
  }

  private mutating func readSurfaces(_ value: JSONValue) throws(ThemeSpecError) {
    let members = try object(value, at: "surfaces")
    unknownKeys(members, known: ["roles"], at: "surfaces", noun: "key")
    guard let roles = value["roles"] else { return }
    let standard = SurfaceRoleSpec.standardSet(radii: radii, border: BorderWidths.standard.hairline)
    for member in try object(roles, at: "surfaces.roles") {
      let path = "surfaces.roles.\(member.key)"
      guard let gentle = GentleSurfaceRole(rawValue: member.key),
        let base = standard[gentle.tesseraRole]
      else {
        unknown(member.key, at: path, among: GentleSurfaceRole.allCases.map(\.rawValue))
        continue
      }
      surfaces[gentle.tesseraRole] = try surface(member.value, at: path, base: base)
    }
  }

  // MARK: Values

  private mutating func colorPair(_ value: JSONValue, at path: String) throws(ThemeSpecError)
    -> ColorValues
  {
    let members = try object(value, at: path)
    unknownKeys(members, known: ["lightHex", "darkHex"], at: path, noun: "key")
    return ColorValues(
      light: try hex(required(value, "lightHex", at: path), at: path + ".lightHex"),
      dark: try hex(required(value, "darkHex", at: path), at: path + ".darkHex"))
  }

  private mutating func textRole(_ value: JSONValue, at path: String, role: GentleTextRole)
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

  private mutating func animation(_ value: JSONValue, at path: String, base: ButtonAnimationSpec)
    throws(ThemeSpecError) -> ButtonAnimationSpec
  {
    var spec = base
    for member in try object(value, at: path) {
      let field = "\(path).\(member.key)"
      switch member.key {
      case "pressedScale":
        spec.pressedScale = try number(member.value, at: field, minimum: 0.5, maximum: 1.5)
      case "pressedOpacity":
        spec.pressedOpacity = try number(member.value, at: field, minimum: 0, maximum: 1)
      case "duration":
        spec.duration = try number(member.value, at: field, minimum: 0, maximum: 10)
      case "springResponse":
        spec.springResponse = try number(member.value, at: field, minimum: 0, maximum: 10)
      case "springDamping":
        spec.springDamping = try number(member.value, at: field, minimum: 0, maximum: 10)
      case "springBlend":
        _ = try number(member.value, at: field, minimum: 0, maximum: 10)
        note(field, .noCounterpart, "Tessera's springs have a response and damping, no blend")
      default:
        unknown(
          member.key, at: field,
          among: [
            "pressedScale", "pressedOpacity", "duration", "springResponse", "springDamping",
            "springBlend",
          ])
      }
    }
    return spec
  }

  private mutating func buttonRole(
    _ value: JSONValue, at path: String, role: DSButtonRole, base: ButtonRoleSpec
  ) throws(ThemeSpecError) -> ButtonRoleSpec {
    var spec = base
    var pressNumbers: [(String, Double)] = []
    for member in try object(value, at: path) {
      let field = "\(path).\(member.key)"
      switch member.key {
      case "shape":
        spec.shape = try mapped(member.value, at: field, GentleRoleMap.buttonShapes)
      case "fillRole":
        if let fill = try optionalColor(member.value, at: field) {
          spec.background = fill
          spec.pressedBackground = Self.pressed(fill)
          spec.foreground = foreground(on: fill, role: role, base: base)
        } else {
          spec.background = nil
          spec.pressedBackground = nil
          spec.foreground = foreground(on: nil, role: role, base: base)
        }
      case "borderRole":
        spec.border = try optionalColor(member.value, at: field)
      case "animationRole":
        spec.animation = try mapped(member.value, at: field, GentleRoleMap.buttonAnimations)
      case "pressedScale", "pressedOpacity":
        pressNumbers.append(
          (member.key, try number(member.value, at: field, minimum: 0, maximum: 1.5)))
      case "usesNativeStyle":
        if try bool(member.value, at: field) {
          note(field, .noCounterpart, "Tessera always draws the theme's button style")
        }
      default:
        unknown(
          member.key, at: field,
          among: [
            "shape", "fillRole", "borderRole", "animationRole", "pressedScale", "pressedOpacity",
            "usesNativeStyle",
          ])
      }
    }
    let press = animations[spec.animation]
    for (name, number) in pressNumbers {
      let fromAnimation = name == "pressedScale" ? press?.pressedScale : press?.pressedOpacity
      if fromAnimation != number {
        note(
          "\(path).\(name)", .noCounterpart,
          "Tessera takes press numbers from the button's animation role, which has "
            + (fromAnimation.map(format) ?? "none"))
      }
    }
    return spec
  }

  /// The title color of a button: the on-color of its fill, or its Gentle title role's color.
  private func foreground(on fill: ColorRole?, role: DSButtonRole, base: ButtonRoleSpec)
    -> ColorRole
  {
    switch fill {
    case .accent: return .textOnAccent
    case .destructive: return .textOnDestructive
    default:
      guard let title = GentleRoleMap.buttonTitles[role], let spec = gentleTypography[title],
        fill == nil || fill == base.background
      else { return base.foreground }
      return spec.colorRole
    }
  }

  private static func pressed(_ fill: ColorRole) -> ColorRole {
    switch fill {
    case .accent: return .accentPressed
    case .destructive: return .destructivePressed
    default: return fill
    }
  }

  private mutating func surface(_ value: JSONValue, at path: String, base: SurfaceRoleSpec)
    throws(ThemeSpecError) -> SurfaceRoleSpec
  {
    var spec = base
    var shadow = (radius: 0.0, opacity: 0.0, x: 0.0, y: 0.0)
    var shadowGiven = false
    var borderPair: ColorValues?
    for member in try object(value, at: path) {
      let field = "\(path).\(member.key)"
      switch member.key {
      case "backgroundStyle": try background(member.value, at: field, into: &spec)
      case "border": borderPair = try colorPair(member.value, at: field)
      case "cornerRadius":
        spec.cornerRadius = try number(member.value, at: field, minimum: 0, maximum: 10_000)
      case "borderWidth":
        spec.borderWidth = try number(member.value, at: field, minimum: 0, maximum: 100)
      case "shadowRadius":
        shadow.radius = try number(member.value, at: field, minimum: 0, maximum: 500)
        shadowGiven = true
      case "shadowOpacity":
        shadow.opacity = try number(member.value, at: field, minimum: 0, maximum: 1)
        shadowGiven = true
      case "shadowOffsetX":
        shadow.x = try number(member.value, at: field, minimum: -500, maximum: 500)
        shadowGiven = true
      case "shadowOffsetY":
        shadow.y = try number(member.value, at: field, minimum: -500, maximum: 500)
        shadowGiven = true
      default:
        unknown(
          member.key, at: field,
          among: [
            "backgroundStyle", "border", "cornerRadius", "borderWidth", "shadowRadius",
            "shadowOpacity", "shadowOffsetX", "shadowOffsetY",
          ])
      }
    }
    if spec.borderWidth == 0 {
      spec.border = nil
    } else if let borderPair {
      spec.border = borderRole(matching: borderPair, at: path + ".border")
    }
    if shadowGiven {
      spec.elevation = level(radius: shadow.radius, opacity: shadow.opacity)
      if spec.elevation != .none || shadow.radius > 0 {
        note(
          path + ".shadowRadius", .approximated,
          "Tessera surfaces take a shadow level; blur \(format(shadow.radius)), opacity "
            + "\(format(shadow.opacity)), offset (\(format(shadow.x)), \(format(shadow.y))) drawn as"
            + " elevation '\(spec.elevation.rawValue)'")
      }
    }
    return spec
  }

  private mutating func background(
    _ value: JSONValue, at path: String, into spec: inout SurfaceRoleSpec
  ) throws(ThemeSpecError) {
    let members = try object(value, at: path)
    guard members.count == 1, let style = members.first else {
      throw .invalidValue(
        path: path, reason: "expected one of solid, material or glass, found \(members.count) keys")
    }
    let field = "\(path).\(style.key)"
    switch style.key {
    case "solid":
      unknownKeys(try object(style.value, at: field), known: ["colorRole"], at: field, noun: "key")
      let gentle = try gentleColor(
        required(style.value, "colorRole", at: field), at: field + ".colorRole")
      spec.material = .none
      setBackground(gentle, at: field + ".colorRole", into: &spec)
    case "material":
      unknownKeys(
        try object(style.value, at: field), known: ["material", "tintColorRole", "tintOpacity"],
        at: field, noun: "key")
      spec.material = try material(
        required(style.value, "material", at: field), at: field + ".material")
      if let tint = style.value["tintColorRole"] {
        setBackground(
          try gentleColor(tint, at: field + ".tintColorRole"), at: field + ".tintColorRole",
          into: &spec)
      }
      if let opacity = style.value["tintOpacity"] {
        _ = try number(opacity, at: field + ".tintOpacity", minimum: 0, maximum: 1)
        note(
          field + ".tintOpacity", .noCounterpart,
          "Tessera's material surfaces draw their background role where blur is unavailable; no tint layer"
        )
      }
    case "glass":
      unknownKeys(
        try object(style.value, at: field), known: ["fallbackMaterial", "fallbackColorRole"],
        at: field, noun: "key")
      spec.material = try material(
        required(style.value, "fallbackMaterial", at: field), at: field + ".fallbackMaterial")
      setBackground(
        try gentleColor(
          required(style.value, "fallbackColorRole", at: field), at: field + ".fallbackColorRole"),
        at: field + ".fallbackColorRole", into: &spec)
      note(
        field, .noCounterpart,
        "Tessera has no glass surface; its fallback material and color are used")
    default:
      throw .invalidValue(
        path: path,
        reason: "'\(style.key)' is not a background style; expected solid, material or glass")
    }
  }

  private mutating func setBackground(
    _ gentle: GentleColorRole, at path: String, into spec: inout SurfaceRoleSpec
  ) {
    if let role = gentle.tesseraRole {
      spec.background = role
    } else {
      note(
        path, .noCounterpart,
        "\(gentle.rawValue) is not a Tessera role; the surface keeps \(spec.background.rawValue)")
    }
  }

  /// The border role whose imported colors are exactly `pair`, or `borderSubtle` with a note.
  private mutating func borderRole(matching pair: ColorValues, at path: String) -> ColorRole {
    let candidates: [ColorRole] = [.borderSubtle, .borderDefault, .borderStrong]
    if let exact = candidates.first(where: {
      let values = colors[$0] ?? ThemeDefaults.colors[$0]
      return values?.light == pair.light && values?.dark == pair.dark
    }) {
      return exact
    }
    note(
      path, .approximated,
      "Tessera surface borders take a color role; \(pair.light.hexString)/\(pair.dark.hexString)"
        + " matches none, so borderSubtle is used")
    return .borderSubtle
  }

  /// The elevation level whose first layer's blur is nearest `radius`.
  private func level(radius: Double, opacity: Double) -> ElevationLevel {
    guard radius > 0, opacity > 0 else { return .none }
    let levels: [ElevationLevel] = [.low, .medium, .high, .highest]
    var best = ElevationLevel.low
    var distance = Double.infinity
    for level in levels {
      guard let first = elevation[level]?.first else { continue }
      let difference = abs(first.radius - radius)
      if difference < distance {
        best = level
        distance = difference
      }
    }
    return best
  }

  // MARK: Primitive readers

  private func object(_ value: JSONValue, at path: String) throws(ThemeSpecError) -> [JSONMember] {
    guard let members = value.members else {
      throw .typeMismatch(path: path, expected: "an object", found: value.phrase)
    }
    return members
  }

  private func required(_ value: JSONValue, _ key: String, at path: String) throws(ThemeSpecError)
    -> JSONValue
  {
    guard let member = value[key] else { throw .missingValue(path: "\(path).\(key)") }
    return member
  }

  private func number(_ value: JSONValue, at path: String, minimum: Double, maximum: Double)
    throws(ThemeSpecError) -> Double
  {
    guard let number = value.numberValue else {
      throw .typeMismatch(path: path, expected: "a number", found: value.phrase)
    }
    guard number >= minimum else {
      throw .invalidValue(
        path: path, reason: "\(format(number)) is below the minimum \(format(minimum))")
    }
    guard number <= maximum else {
      throw .invalidValue(
        path: path, reason: "\(format(number)) is above the maximum \(format(maximum))")
    }
    return number
  }

  private func bool(_ value: JSONValue, at path: String) throws(ThemeSpecError) -> Bool {
    guard case .bool(let flag) = value else {
      throw .typeMismatch(path: path, expected: "true or false", found: value.phrase)
    }
    return flag
  }

  private func string(_ value: JSONValue, at path: String) throws(ThemeSpecError) -> String {
    guard let text = value.stringValue else {
      throw .typeMismatch(path: path, expected: "a string", found: value.phrase)
    }
    return text
  }

  private func hex(_ value: JSONValue, at path: String) throws(ThemeSpecError) -> SRGBColor {
    let text = try string(value, at: path)
    do {
      return try SRGBColor(hex: text)
    } catch {
      throw .invalidValue(path: path, reason: error.description)
    }
  }

  private func enumeration<Value: RawRepresentable & CaseIterable>(
    _ value: JSONValue, at path: String, _ type: Value.Type
  ) throws(ThemeSpecError) -> Value where Value.RawValue == String {
    let text = try string(value, at: path)
    guard let result = Value(rawValue: text) else {
      throw unknownValue(text, at: path, among: Value.allCases.map(\.rawValue))
    }
    return result
  }

  private func mapped<Value>(_ value: JSONValue, at path: String, _ table: [String: Value])
    throws(ThemeSpecError) -> Value
  {
    let text = try string(value, at: path)
    guard let result = table[text] else {
      throw unknownValue(text, at: path, among: table.keys.sorted())
    }
    return result
  }

  private mutating func material(_ value: JSONValue, at path: String) throws(ThemeSpecError)
    -> SurfaceMaterial
  {
    let entry = try mapped(value, at: path, GentleRoleMap.materials)
    if !entry.exact {
      note(
        path, .approximated,
        "Tessera has no '\(value.stringValue ?? "")' material; the nearest, '\(entry.material.rawValue)', is used"
      )
    }
    return entry.material
  }

  private func gentleColor(_ value: JSONValue, at path: String) throws(ThemeSpecError)
    -> GentleColorRole
  {
    try enumeration(value, at: path, GentleColorRole.self)
  }

  /// A color role, or `nil` for `none`/`clear` (no fill, no border).
  private mutating func optionalColor(_ value: JSONValue, at path: String) throws(ThemeSpecError)
    -> ColorRole?
  {
    if value == .null { return nil }
    let text = try string(value, at: path)
    if ["none", "clear", "transparent"].contains(text) { return nil }
    let gentle = try enumeration(value, at: path, GentleColorRole.self)
    guard let role = gentle.tesseraRole else {
      throw .invalidValue(
        path: path,
        reason: "\(gentle.rawValue) has no Tessera color role, so a button cannot be drawn in it")
    }
    return role
  }

  private func spacingToken(_ value: JSONValue, at path: String) throws(ThemeSpecError)
    -> SpacingToken
  {
    try mapped(value, at: path, GentleRoleMap.spacing)
  }

  /// A spacing step given by name, or by a number that is one of the scale's values (else
  /// the nearest step, noted).
  private mutating func spacingStep(_ value: JSONValue, at path: String) throws(ThemeSpecError)
    -> SpacingToken
  {
    if value.stringValue != nil { return try spacingToken(value, at: path) }
    let points = try number(value, at: path, minimum: 0, maximum: 1000)
    let steps = SpacingToken.allCases
    if let exact = steps.first(where: { spacing.value($0) == points }) { return exact }
    let nearest =
      steps.min { abs(spacing.value($0) - points) < abs(spacing.value($1) - points) } ?? .md
    note(
      path, .approximated,
      "\(format(points)) pt is not a step of the scale; the nearest, \(nearest.rawValue) "
        + "(\(format(spacing.value(nearest))) pt), is used")
    return nearest
  }

  /// Points given as a number or a spacing-token name.
  private func length(_ value: JSONValue, at path: String) throws(ThemeSpecError) -> Double {
    if value.stringValue != nil { return spacing.value(try spacingToken(value, at: path)) }
    return try number(value, at: path, minimum: 0, maximum: 1000)
  }

  private func unknownValue(_ text: String, at path: String, among names: [String])
    -> ThemeSpecError
  {
    let suggestion = JSONDecodingError.suggestion(for: text, among: names)
    return .invalidValue(
      path: path,
      reason: "'\(text)' is not one of \(names.joined(separator: ", "))"
        + (suggestion.map { "; did you mean '\($0)'?" } ?? ""))
  }

  private mutating func unknownKeys(
    _ members: [JSONMember], known: [String], at path: String, noun: String
  ) {
    for member in members where !known.contains(member.key) {
      unknown(
        member.key, at: path.isEmpty ? member.key : "\(path).\(member.key)", among: known,
        noun: noun)
    }
  }

  private mutating func unknown(
    _ key: String, at path: String, among names: [String], noun: String = "role"
  ) {
    let suggestion = JSONDecodingError.suggestion(for: key, among: names)
    note(
      path, .unknownKey,
      "not a GentleDesignSystem \(noun); not imported"
        + (suggestion.map { " (did you mean '\($0)'?)" } ?? ""))
  }

  private mutating func note(_ path: String, _ kind: GentleImportNote.Kind, _ reason: String) {
    notes.append(GentleImportNote(path: path, kind: kind, reason: reason))
  }

  private func format(_ number: Double) -> String {
    number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
  }
}
