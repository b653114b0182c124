import TesseraColor
import TesseraLayout
import TesseraTokens

@testable import TesseraComponents

/// Every component appearance of one theme as stable, human-readable text: one text per style
/// family, plus an index of the families. The golden tests compare it with
/// `Tests/TesseraComponentsTests/References/appearance/<preset>/`.
///
/// It lives in the tests, not in Sources, on purpose: a refactor of the component API (issue
/// #11) adapts the few lines that read today's API (``Sweep``, ``properties(of:)``) and must
/// then reproduce the references byte for byte. Everything is keyed by names (family,
/// variant, size, state, mode, backdrop), and orders are spelled here, not taken from enum
/// declarations, so reordering cases changes nothing.
///
/// Format: a section per variant and state, `[variant state]`, with one line per property.
/// Each property was computed at every size × mode × backdrop × motion setting; a line without
/// brackets holds for all of them, otherwise its brackets name the smallest set of those
/// dimensions the value depends on (`cornerRadius [small]: 6`,
/// `color.border [dark/increased on backgroundGrouped]: #7FA3B5 borderStrong`). Colors are
/// 8-bit hex (`#RRGGBB`, `#RRGGBBAA` when translucent); numbers are rounded to 4 decimals.
enum AppearanceDump {
  /// A dimension the values are computed along, with its values in print order.
  struct Dimension {
    var name: String
    var values: [String]
  }

  /// The backdrops the audit checks components on, by role name.
  static let backdrops = [
    "backgroundPrimary", "backgroundSecondary", "backgroundElevated", "backgroundGrouped",
  ]
  /// The four modes, as `scheme/contrast`.
  static let modes = ["light/standard", "dark/standard", "light/increased", "dark/increased"]
  /// The sizes in print order.
  static let sizeOrder = ["small", "medium", "large"]
  /// The Reduce Motion setting.
  static let motions = ["motion standard", "motion reduced"]

  /// The per-family texts (keyed by family name) and the index, for `spec` at `contentSize`.
  static func texts(of spec: ThemeSpec, contentSize: ContentSize = .large) -> [String: String] {
    let sweep = Sweep(spec: spec, contentSize: contentSize)
    var texts: [String: String] = ["index": index(sweep)]
    for family in sweep.families {
      texts[family.name] = text(of: family, in: sweep)
    }
    return texts
  }

  // MARK: - Reading today's API (adapt these to a new component API)

  /// One style family as names: its variants, sizes and states.
  struct Family {
    var name: String
    var defaultVariant: String
    var variants: [String]
    var sizes: [String]
    var states: [String]
    var isInteractive: Bool
    var catalogComponents: [String]
  }

  /// The resolved themes and the families of one spec; draws one appearance by names.
  struct Sweep {
    var spec: ThemeSpec
    var contentSize: ContentSize
    var families: [Family]
    /// Resolved themes by "mode|motion".
    var themes: [String: ResolvedTheme]

    init(spec: ThemeSpec, contentSize: ContentSize) {
      self.spec = spec
      self.contentSize = contentSize
      var catalog: [String: [String]] = [:]
      for component in ComponentCatalog.all {
        for style in component.allStyles {
          catalog[style.rawValue, default: []].append(component.name)
        }
      }
      families = ComponentStyleFamily.allCases.map { family in
        Family(
          name: family.rawValue, defaultVariant: ComponentStyle(family).variant,
          variants: family.variants.sorted(),
          sizes: AppearanceDump.sizeOrder.filter { name in
            family.sizes.contains { $0.rawValue == name }
          },
          states: family.states.map(\.rawValue).sorted(), isInteractive: family.isInteractive,
          catalogComponents: (catalog[family.rawValue] ?? []).sorted())
      }
      .sorted { $0.name < $1.name }
      var themes: [String: ResolvedTheme] = [:]
      for mode in ThemeMode.allCases {
        let modeName = "\(mode.scheme.rawValue)/\(mode.contrast.rawValue)"
        for (motion, reduce) in zip(AppearanceDump.motions, [false, true]) {
          themes["\(modeName)|\(motion)"] = spec.resolved(
            for: mode, contentSize: contentSize, reduceMotion: reduce)
        }
      }
      self.themes = themes
    }

    func theme(mode: String, motion: String) -> ResolvedTheme? {
      themes["\(mode)|\(motion)"]
    }

    /// The property lines of one appearance, or a line saying why it could not be drawn.
    func properties(
      family: String, variant: String, size: String, state: String, mode: String,
      backdrop: String, motion: String
    ) -> [(String, String)] {
      guard let styleFamily = ComponentStyleFamily(rawValue: family),
        let componentSize = ComponentSize(rawValue: size),
        let componentState = ComponentState(rawValue: state),
        let backdropRole = ColorRole(rawValue: backdrop),
        let style = ComponentStyle(styleFamily, variant: variant),
        let theme = theme(mode: mode, motion: motion)
      else { return [("error", "cannot draw \(family) \(variant) \(size) \(state)")] }
      let look = theme.appearance(
        style, size: componentSize, state: componentState, on: backdropRole)
      var lines = AppearanceDump.properties(of: look)
      if look.style != style { lines.insert(("style", look.style.description), at: 0) }
      if look.size != componentSize { lines.insert(("size", look.size.rawValue), at: 0) }
      if look.state != componentState { lines.insert(("state", look.state.rawValue), at: 0) }
      let requested = ThemedColor(backdropRole, in: theme)
      lines.append(
        ("backdrop", look.backdrop == requested ? "as requested" : color(look.backdrop)))
      return lines
    }
  }

  /// Every stored property of an appearance as (name, value) lines; parts not drawn are left
  /// out (the grouping shows them as "none" where another setting draws them).
  static func properties(of look: ComponentAppearance) -> [(String, String)] {
    var lines: [(String, String)] = [
      ("typography", look.typography.rawValue),
      ("text", text(look.text)),
      ("secondaryTypography", look.secondaryTypography.rawValue),
      ("insets", insets(look.insets)),
      ("gap", number(look.gap)),
      ("cornerRadius", number(look.cornerRadius)),
      ("borderWidth", number(look.borderWidth)),
      ("focusRingWidth", number(look.focusRingWidth)),
      ("minimumSize", size(look.minimumSize)),
      ("touchTarget", look.touchTarget.map(size) ?? "none"),
      (
        "tapTargets",
        look.tapTargets.isEmpty
          ? "none"
          : look.tapTargets.map { "\($0.key.rawValue) \(size($0.value))" }.sorted()
            .joined(separator: "; ")
      ),
      ("trackThickness", number(look.trackThickness)),
      ("knobDiameter", number(look.knobDiameter)),
      ("press", look.press.map(press) ?? "none"),
      ("motion", look.motion.map(motion) ?? "none"),
      ("shadows", look.shadows.isEmpty ? "none" : look.shadows.map(shadow).joined(separator: "; ")),
      ("opacity", number(look.opacity)),
      ("showsProgress", look.showsProgress ? "yes" : "no"),
      ("isInteractive", look.isInteractive ? "yes" : "no"),
      (
        "requirements",
        look.requirements.isEmpty
          ? "none" : look.requirements.map(requirement).sorted().joined(separator: "; ")
      ),
      (
        "substitutions",
        look.substitutions.isEmpty ? "none" : look.substitutions.sorted().joined(separator: "; ")
      ),
    ]
    for (part, value) in look.colors.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
      lines.append(("color.\(part.rawValue)", color(value)))
    }
    return lines
  }

  // MARK: - Formatting

  /// `value` rounded to 4 decimals, without a trailing ".0" ("17", "0.98", "-0.5").
  static func number(_ value: Double) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
    let rounded = (value * 10_000).rounded() / 10_000
    if rounded == 0 { return "0" }
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
    return String(rounded)
  }

  /// `#RRGGBB`, or `#RRGGBBAA` when the color is translucent, from the color's components.
  static func hex(_ color: SRGBColor) -> String {
    func byte(_ component: Double) -> String {
      let value = Int((min(1, max(0, component)) * 255).rounded())
      let digits = String(value, radix: 16, uppercase: true)
      return digits.count == 1 ? "0" + digits : digits
    }
    let rgb = "#" + byte(color.red) + byte(color.green) + byte(color.blue)
    return color.alpha >= 1 ? rgb : rgb + byte(color.alpha)
  }

  static func color(_ value: ThemedColor) -> String {
    var text = "\(hex(value.color)) \(value.token)"
    if let role = value.role, role.rawValue != value.token { text += " (role \(role.rawValue))" }
    if value.role == nil && ColorRole(rawValue: value.token) != nil { text += " (no role)" }
    return text
  }

  static func text(_ style: ResolvedTextStyle) -> String {
    var parts = [
      "\(number(style.size))pt \(style.weight.rawValue)", "design \(style.design.rawValue)",
      "width \(style.width.rawValue)", "lineSpacing \(number(style.lineSpacing))",
      "letterSpacing \(number(style.letterSpacing))",
      "uppercase \(style.isUppercased ? "yes" : "no")", "color \(style.colorRole.rawValue)",
      "relativeTo \(style.relativeTo.rawValue)",
    ]
    parts.append("family " + (style.fontFamily.map { $0.joined(separator: ", ") } ?? "system"))
    return parts.joined(separator: ", ")
  }

  static func insets(_ insets: ComponentInsets) -> String {
    "top \(number(insets.top)), leading \(number(insets.leading)), "
      + "bottom \(number(insets.bottom)), trailing \(number(insets.trailing))"
  }

  static func size(_ size: LayoutSize) -> String {
    "\(number(size.width))x\(number(size.height))"
  }

  static func curve(_ curve: MotionCurve) -> String {
    switch curve {
    case .linear: return "linear"
    case .easeIn: return "easeIn"
    case .easeOut: return "easeOut"
    case .easeInOut: return "easeInOut"
    case .cubicBezier(let x1, let y1, let x2, let y2):
      return "cubicBezier(\(number(x1)), \(number(y1)), \(number(x2)), \(number(y2)))"
    case .spring(let response, let damping):
      return "spring(response \(number(response)), damping \(number(damping)))"
    }
  }

  static func press(_ press: ResolvedPressAnimation) -> String {
    "\(press.role.rawValue), scale \(number(press.pressedScale)), "
      + "opacity \(number(press.pressedOpacity)), overshoot \(number(press.releaseOvershootScale)), "
      + "\(number(press.duration))s \(curve(press.curve))"
  }

  static func motion(_ motion: ResolvedMotion) -> String {
    "\(number(motion.duration))s \(curve(motion.curve)), "
      + "movement \(motion.allowsMovement ? "yes" : "no"), reduced \(motion.isReduced ? "yes" : "no")"
  }

  static func shadow(_ layer: ShadowLayer) -> String {
    "\(hex(layer.color)) radius \(number(layer.radius)) x \(number(layer.offsetX)) "
      + "y \(number(layer.offsetY)) spread \(number(layer.spread))"
  }

  static func requirement(_ requirement: PartContrastRequirement) -> String {
    "\(requirement.part.rawValue) on \(requirement.against?.rawValue ?? "backdrop") "
      + requirement.level.rawValue
  }

  // MARK: - Layout of the text

  static func index(_ sweep: Sweep) -> String {
    var lines = [
      "# Component appearances of \(sweep.spec.name) at content size \(sweep.contentSize.rawValue).",
      "# Generated by Tests/TesseraComponentsTests/AppearanceDump.swift; see Guides/Testing.md.",
      "# One file per style family; each draws every variant in every state at every size, in",
      "# the four modes, on the four backdrops, with and without Reduce Motion.",
      "",
    ]
    for family in sweep.families {
      lines.append("\(family.name)")
      lines.append("  default variant: \(family.defaultVariant)")
      lines.append("  variants: \(family.variants.joined(separator: ", "))")
      lines.append("  sizes: \(family.sizes.joined(separator: ", "))")
      lines.append("  states: \(family.states.joined(separator: ", "))")
      lines.append("  interactive: \(family.isInteractive ? "yes" : "no")")
      let components = family.catalogComponents
      lines.append(
        "  components: \(components.isEmpty ? "none" : components.joined(separator: ", "))")
    }
    lines.append("")
    lines.append("backdrops")
    for mode in modes {
      guard let theme = sweep.theme(mode: mode, motion: motions[0]) else { continue }
      let colors = backdrops.compactMap { name in
        ColorRole(rawValue: name).map { "\(name) \(hex(theme.color($0)))" }
      }
      lines.append("  \(mode): \(colors.joined(separator: ", "))")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  static func text(of family: Family, in sweep: Sweep) -> String {
    var lines = [
      "# \(family.name) in \(sweep.spec.name) at content size \(sweep.contentSize.rawValue); "
        + "sizes \(family.sizes.joined(separator: ", ")). Format: see AppearanceDump.swift."
    ]
    let grid = Grid([
      Dimension(name: "size", values: family.sizes), Dimension(name: "mode", values: modes),
      Dimension(name: "backdrop", values: backdrops), Dimension(name: "motion", values: motions),
    ])
    for variant in family.variants {
      for state in family.states {
        lines.append("")
        lines.append("[\(variant) \(state)]")
        // values[property][combination index] = value; names keep first-seen order.
        var names: [String] = []
        var values: [String: [Int: String]] = [:]
        var combination = 0
        for size in family.sizes {
          for mode in modes {
            for backdrop in backdrops {
              for motion in motions {
                let properties = sweep.properties(
                  family: family.name, variant: variant, size: size, state: state, mode: mode,
                  backdrop: backdrop, motion: motion)
                for (name, value) in properties {
                  if values[name] == nil {
                    names.append(name)
                    values[name] = [:]
                  }
                  values[name]?[combination] = value
                }
                combination += 1
              }
            }
          }
        }
        for name in names {
          lines += grouped(name, values[name] ?? [:], grid: grid)
        }
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The combinations of some dimensions (the last varies fastest) and, for each, its
  /// coordinates, computed once per family.
  struct Grid {
    var dimensions: [Dimension]
    var counts: [Int]
    var points: [[Int]]
    /// Subsets of the axes, fewest printed lines first (ties: fewer axes, then earlier ones),
    /// so the first subset a value is a function of is the smallest one.
    var subsets: [[Int]]

    init(_ dimensions: [Dimension]) {
      self.dimensions = dimensions
      let counts = dimensions.map(\.values.count)
      self.counts = counts
      points = (0..<counts.reduce(1, *)).map { index in
        var rest = index
        var point = [Int](repeating: 0, count: counts.count)
        for axis in stride(from: counts.count - 1, through: 0, by: -1) {
          point[axis] = rest % counts[axis]
          rest /= counts[axis]
        }
        return point
      }
      let lineCount = { (axes: [Int]) in axes.map { counts[$0] }.reduce(1, *) }
      subsets = (0..<(1 << counts.count)).map { mask in
        (0..<counts.count).filter { mask & (1 << $0) != 0 }
      }
      .sorted { a, b in
        if lineCount(a) != lineCount(b) { return lineCount(a) < lineCount(b) }
        if a.count != b.count { return a.count < b.count }
        return a.lexicographicallyPrecedes(b)
      }
    }

    /// The combination's position among the combinations of `axes` alone.
    func key(_ point: [Int], _ axes: [Int]) -> Int {
      axes.reduce(0) { $0 * counts[$1] + point[$1] }
    }
  }

  /// The lines of one property whose value at each combination of `grid` (missing entries are
  /// "none") depends on the smallest possible subset of the grid's dimensions.
  static func grouped(_ name: String, _ values: [Int: String], grid: Grid) -> [String] {
    let table = grid.points.indices.map { values[$0] ?? "none" }
    if table.allSatisfy({ $0 == table[0] }) { return ["\(name): \(table[0])"] }
    for axes in grid.subsets where !axes.isEmpty {
      var seen = [String?](repeating: nil, count: axes.map { grid.counts[$0] }.reduce(1, *))
      var firstIndex = [Int](repeating: -1, count: seen.count)
      var isFunction = true
      for (index, point) in grid.points.enumerated() {
        let key = grid.key(point, axes)
        if let earlier = seen[key] {
          if earlier != table[index] {
            isFunction = false
            break
          }
        } else {
          seen[key] = table[index]
          firstIndex[key] = index
        }
      }
      guard isFunction else { continue }
      return firstIndex.sorted().map { index in
        let labels = axes.map { axis -> String in
          let value = grid.dimensions[axis].values[grid.points[index][axis]]
          return grid.dimensions[axis].name == "backdrop" ? "on \(value)" : value
        }
        return "\(name) [\(labels.joined(separator: " "))]: \(table[index])"
      }
    }
    return []
  }
}
