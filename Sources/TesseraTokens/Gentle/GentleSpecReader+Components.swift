import TesseraColor
import TesseraJSON

// The button and surface sections of a Gentle spec: roles, press animations, and surfaces
// with solid, material or glass backgrounds.

extension GentleSpecReader {
  mutating func readButtons(_ value: JSONValue) throws(ThemeSpecError) {
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

  mutating func readSurfaces(_ value: JSONValue) throws(ThemeSpecError) {
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

  mutating func animation(_ value: JSONValue, at path: String, base: ButtonAnimationSpec)
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

  mutating func buttonRole(
    _ value: JSONValue, at path: String, role: DSButtonRole, base: ButtonRoleSpec
  ) throws(ThemeSpecError) -> ButtonRoleSpec {
    var spec = base
    var pressNumbers: [(String, Double)] = []
    var label: (GentleColorRole, String)?
    for member in try object(value, at: path) {
      let field = "\(path).\(member.key)"
      switch member.key {
      case "shape":
        spec.shape = try mapped(member.value, at: field, GentleRoleMap.buttonShapes)
      // 0.2.3 names the fill backgroundRole and adds labelColorRole and textRole.
      case "labelColorRole":
        label = (try gentleColor(member.value, at: field), field)
      case "textRole":
        let text = try enumeration(member.value, at: field, GentleTextRole.self)
        if text != GentleRoleMap.buttonTitles[role] {
          note(
            field, .noCounterpart,
            "Tessera titles every button in its button typography role, which takes "
              + "\(GentleRoleMap.buttonTitles[role]?.rawValue ?? "primaryButtonTitle_m")")
        }
      case "fillRole":
        // GentleButtonFillRole: a treatment, not a color role.
        let fill = try mapped(member.value, at: field, GentleRoleMap.buttonFills)
        spec.background = fill
        spec.pressedBackground = fill.map(Self.pressed)
        spec.foreground = fill.map { foreground(on: $0, role: role, base: base) } ?? .accent
      case "backgroundRole":
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
        // GentleButtonBorderRole (hidden, accent, subtle), or in spec 0.2.3 a color role.
        if let text = member.value.stringValue, let border = GentleRoleMap.buttonBorders[text] {
          spec.border = border
        } else {
          spec.border = try optionalColor(member.value, at: field)
        }
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
            "shape", "fillRole", "backgroundRole", "labelColorRole", "textRole", "borderRole",
            "animationRole", "pressedScale", "pressedOpacity", "usesNativeStyle",
          ])
      }
    }
    if let (gentle, field) = label {
      if let mapped = gentle.tesseraRole {
        spec.foreground = mapped
      } else {
        note(
          field, .noCounterpart,
          "\(gentle.rawValue) is not a Tessera role; the title keeps \(spec.foreground.rawValue)")
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

  /// The title color of a button: the on-color of its fill (`textOnAccent` on the accent,
  /// `textOnAccentSecondary` on the secondary accent), or its Gentle title role's color.
  func foreground(on fill: ColorRole?, role: DSButtonRole, base: ButtonRoleSpec)
    -> ColorRole
  {
    if let fill, let label = ColorRole.allCases.first(where: { $0.fill == fill }) {
      return label
    }
    guard let title = GentleRoleMap.buttonTitles[role], let spec = gentleTypography[title],
      fill == nil || fill == base.background
    else { return base.foreground }
    return spec.colorRole
  }

  static func pressed(_ fill: ColorRole) -> ColorRole {
    switch fill {
    case .accent: return .accentPressed
    case .destructive: return .destructivePressed
    default: return fill
    }
  }

  mutating func surface(_ value: JSONValue, at path: String, base: SurfaceRoleSpec)
    throws(ThemeSpecError) -> SurfaceRoleSpec
  {
    var spec = base
    var shadow = (radius: 0.0, opacity: 0.0, x: 0.0, y: 0.0)
    var shadowGiven = false
    var borderPair: ColorValues?
    var earlier: [String: JSONValue] = [:]
    for member in try object(value, at: path) {
      let field = "\(path).\(member.key)"
      switch member.key {
      case "backgroundStyle": try background(member.value, at: field, into: &spec)
      case "visualEffect", "colorRole", "appleMaterial", "useGlass":
        earlier[member.key] = member.value
      case "specularEffect":
        let effect = try string(member.value, at: field)
        guard ["noEffect", "indent", "highlight"].contains(effect) else {
          throw unknownValue(effect, at: field, among: ["highlight", "indent", "noEffect"])
        }
        if effect != "noEffect" {
          note(field, .noCounterpart, "Tessera surfaces draw no specular '\(effect)' effect")
        }
      case "specularStrength":
        _ = try number(member.value, at: field, minimum: 0, maximum: 1)
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
            "backgroundStyle", "specularEffect", "specularStrength", "border", "cornerRadius",
            "borderWidth", "shadowRadius", "shadowOpacity", "shadowOffsetX", "shadowOffsetY",
            "visualEffect", "colorRole", "appleMaterial", "useGlass",
          ])
      }
    }
    if !earlier.isEmpty {
      try earlierBackground(
        earlier, at: path, styled: value["backgroundStyle"] != nil, into: &spec)
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

  /// `GentleSurfaceBackgroundStyle`, which Gentle writes flat with a `type` tag:
  /// `{"type": "solid", "colorRole": ...}`, `{"type": "material", "material": ...,
  /// "tintColorRole": ..., "tintOpacity": ...}` or `{"type": "glass", "fallbackMaterial": ...,
  /// "fallbackColorRole": ...}` (tint and fallback material optional, as Gentle decodes them).
  mutating func background(
    _ value: JSONValue, at path: String, into spec: inout SurfaceRoleSpec
  ) throws(ThemeSpecError) {
    let members = try object(value, at: path)
    let type = try string(required(value, "type", at: path), at: path + ".type")
    switch type {
    case "solid":
      unknownKeys(members, known: ["type", "colorRole"], at: path, noun: "key")
      let gentle = try gentleColor(required(value, "colorRole", at: path), at: path + ".colorRole")
      spec.material = .none
      setBackground(gentle, at: path + ".colorRole", into: &spec)
    case "material":
      unknownKeys(
        members, known: ["type", "material", "tintColorRole", "tintOpacity"], at: path,
        noun: "key")
      spec.material = try material(required(value, "material", at: path), at: path + ".material")
      if let tint = value["tintColorRole"], tint != .null {
        setBackground(
          try gentleColor(tint, at: path + ".tintColorRole"), at: path + ".tintColorRole",
          into: &spec)
      }
      if let opacity = value["tintOpacity"] {
        let tint = try number(opacity, at: path + ".tintOpacity", minimum: 0, maximum: 1)
        if tint > 0 {
          note(
            path + ".tintOpacity", .noCounterpart,
            "Tessera's material surfaces draw their background role where blur is unavailable;"
              + " no tint layer")
        }
      }
    case "glass":
      unknownKeys(
        members, known: ["type", "fallbackMaterial", "fallbackColorRole"], at: path, noun: "key")
      if let fallback = value["fallbackMaterial"], fallback != .null {
        spec.material = try material(fallback, at: path + ".fallbackMaterial")
      } else {
        spec.material = .none
      }
      setBackground(
        try gentleColor(
          required(value, "fallbackColorRole", at: path), at: path + ".fallbackColorRole"),
        at: path + ".fallbackColorRole", into: &spec)
      note(
        path, .noCounterpart,
        "Tessera has no glass surface; its fallback material and color are used")
    default:
      throw .invalidValue(
        path: path + ".type",
        reason: "'\(type)' is not a background style; expected solid, material or glass")
    }
  }

  /// The flat keys a surface had before `backgroundStyle`, which Gentle still migrates from:
  /// `visualEffect` (`appBackground`, `surface`, `surfaceOverlay`), or `colorRole`,
  /// `appleMaterial` and `useGlass`. Read as Gentle migrates them (a solid `background` or
  /// `surfaceBase`; a `regular` material tinted `surfaceOverlay`; glass over the material and
  /// color; the material tinted by the color; or the solid color); noted and ignored when
  /// `backgroundStyle` is given too, which Gentle reads first.
  mutating func earlierBackground(
    _ keys: [String: JSONValue], at path: String, styled: Bool,
    into spec: inout SurfaceRoleSpec
  ) throws(ThemeSpecError) {
    if styled {
      for key in keys.keys.sorted() {
        note(
          "\(path).\(key)", .noCounterpart,
          "GentleDesignSystem reads backgroundStyle first and ignores this earlier key")
      }
      return
    }
    func member(_ key: String, _ text: String) -> JSONMember {
      JSONMember(key, .string(text))
    }
    var style: [JSONMember]
    if let effect = keys["visualEffect"] {
      let field = path + ".visualEffect"
      let text = try string(effect, at: field)
      switch text {
      case "appBackground": style = [member("type", "solid"), member("colorRole", "background")]
      case "surface": style = [member("type", "solid"), member("colorRole", "surfaceBase")]
      case "surfaceOverlay":
        style = [
          member("type", "material"), member("material", "regular"),
          member("tintColorRole", "surfaceOverlay"),
          JSONMember("tintOpacity", .number(0.1)),
        ]
      default:
        throw unknownValue(text, at: field, among: ["appBackground", "surface", "surfaceOverlay"])
      }
    } else {
      let color = try keys["colorRole"].map { value throws(ThemeSpecError) in
        try string(value, at: path + ".colorRole")
      }
      let material = try keys["appleMaterial"].map { value throws(ThemeSpecError) in
        try string(value, at: path + ".appleMaterial")
      }
      if let material {
        _ = try mapped(.string(material), at: path + ".appleMaterial", GentleRoleMap.materials)
      }
      let glass = try keys["useGlass"].map { value throws(ThemeSpecError) in
        try bool(value, at: path + ".useGlass")
      }
      let colorRole = member("colorRole", color ?? "surfaceBase")
      let hasMaterial = material != nil && material != "noMaterial"
      if glass == true {
        style = [member("type", "glass"), member("fallbackColorRole", color ?? "surfaceBase")]
        if let material, hasMaterial { style.append(member("fallbackMaterial", material)) }
      } else if let material, hasMaterial {
        style = [
          member("type", "material"), member("material", material),
          member("tintColorRole", color ?? "surfaceBase"),
          JSONMember("tintOpacity", .number(0.1)),
        ]
      } else {
        style = [member("type", "solid"), colorRole]
      }
    }
    try background(.object(style), at: path, into: &spec)
  }

  mutating func setBackground(
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
  mutating func borderRole(matching pair: ColorValues, at path: String) -> ColorRole {
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
  func level(radius: Double, opacity: Double) -> ElevationLevel {
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

}
