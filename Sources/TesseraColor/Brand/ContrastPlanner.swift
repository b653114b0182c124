import Foundation

/// What the planner changed for one role, and why.
public struct ContrastChange<Role: Hashable & Sendable>: Sendable, Hashable {
  /// The role that changed.
  public var role: Role
  /// Its color before.
  public var from: SRGBColor
  /// Its color after.
  public var to: SRGBColor
  /// The requirements it failed before the change (background role and ratio).
  public var reasons: [ContrastPlanner.Requirement<Role>]
}

/// Makes a set of role colors meet a set of contrast requirements with the smallest changes.
///
/// Roles are settled backgrounds first (a topological order of the requirement graph, ties in
/// the order given). Each role's allowed luminances are [0, 1] minus every band that would fail
/// a requirement against an already settled background, minus the band in which none of its
/// own foregrounds could reach their ratio (even black or white), and kept on the same side as
/// any settled background it shares a foreground with. A role whose color is already allowed
/// is left exactly as it is; otherwise only its OKLCH lightness moves, to the nearest allowed
/// luminance (nearest in CIELAB tone), keeping hue and as much chroma as fits. Results are 8-bit
/// exact. A final pass re-checks every requirement and repairs what rounding broke.
///
/// ```swift
/// let plan = ContrastPlanner.satisfy(
///   ["text": gray, "page": .white],
///   requirements: [
///     ContrastPlanner.Requirement(foreground: "text", background: "page", ratio: 4.5)
///   ],
///   order: ["page", "text"])
/// ```
public enum ContrastPlanner {
  /// One promise: `foreground` drawn on `background` reaches `ratio`. (Nested, because
  /// TesseraTokens' `ContrastRequirement` names what a theme's pair is used for.)
  public struct Requirement<Role: Hashable & Sendable>: Sendable, Hashable {
    /// The role drawn on top.
    public var foreground: Role
    /// The role underneath.
    public var background: Role
    /// The minimum WCAG ratio, compared unrounded.
    public var ratio: Double

    /// Creates a requirement.
    public init(foreground: Role, background: Role, ratio: Double) {
      self.foreground = foreground
      self.background = background
      self.ratio = ratio
    }

    /// The same promise between the roles `transform` gives for each of these.
    func mapRoles<Other>(_ transform: (Role) -> Other) -> Requirement<Other> {
      Requirement<Other>(
        foreground: transform(foreground), background: transform(background), ratio: ratio)
    }
  }

  /// The planned colors, the changes made, and any requirement that cannot be met (empty unless
  /// the requirements contradict each other, such as one color needing 7:1 against both black
  /// and white).
  public struct Plan<Role: Hashable & Sendable>: Sendable {
    /// The colors after planning.
    public var colors: [Role: SRGBColor]
    /// Every change, in the order made.
    public var changes: [ContrastChange<Role>]
    /// Requirements still failing.
    public var unmet: [Requirement<Role>]
  }

  /// Plans `colors` so every requirement holds. Roles missing from `colors` are ignored, as are
  /// requirements that name them. `order` breaks ties (earlier roles settle first).
  ///
  /// - Complexity: O(r · q) luminance work for r roles and q requirements, plus one fixed
  ///   search per changed role.
  public static func satisfy<Role: Hashable & Sendable>(
    _ colors: [Role: SRGBColor], requirements: [Requirement<Role>], order: [Role]
  ) -> Plan<Role> {
    // Work on integer indices: role lookups in the inner loops are array reads.
    var roles: [Role] = []
    var index: [Role: Int] = [:]
    for role in order + Array(colors.keys) where index[role] == nil && colors[role] != nil {
      index[role] = roles.count
      roles.append(role)
    }
    var graph = Graph(count: roles.count)
    for requirement in requirements {
      guard let fg = index[requirement.foreground], let bg = index[requirement.background],
        fg != bg
      else { continue }
      graph.add(Edge(foreground: fg, background: bg, ratio: requirement.ratio))
    }
    let outcome = plan(roles.map { colors[$0] ?? .black }, graph)
    var result: [Role: SRGBColor] = colors
    for (offset, role) in roles.enumerated() { result[role] = outcome.colors[offset] }
    let changes = outcome.changes.map { change in
      ContrastChange(
        role: roles[change.role], from: change.from, to: outcome.colors[change.role],
        reasons: change.reasons.map { $0.mapRoles { roles[$0] } })
    }
    let unmet = outcome.unmet.map { $0.mapRoles { roles[$0] } }
    return Plan(colors: result, changes: changes, unmet: unmet)
  }

  /// A change made by ``plan(_:_:derive:)``: the role index, its color before, and the
  /// requirements it failed.
  package typealias IndexedChange = (role: Int, from: SRGBColor, reasons: [Edge])

  /// The planner on role indices. `derive`, when given, may replace a role's color just before
  /// it settles, from the colors settled so far (pressed states from their settled fills).
  /// Roles in the graph's `fixed` set keep their colors: they are neither derived nor moved,
  /// and the others are planned around them.
  package static func plan(
    _ colors: [SRGBColor], _ graph: Graph, order: [Int]? = nil,
    derive: ((Int, [SRGBColor]) -> SRGBColor?)? = nil
  ) -> (colors: [SRGBColor], changes: [IndexedChange], unmet: [Edge]) {
    var state = State(colors: colors)
    var changed: [IndexedChange] = []
    var settled = [Bool](repeating: false, count: colors.count)
    for role in order ?? graph.settlingOrder() {
      if graph.fixed.contains(role) {
        settled[role] = true
        continue
      }
      if let derive, let replacement = derive(role, state.colors) { state.set(role, replacement) }
      let current = state.colors[role]
      let y = state.luminance[role]
      var range = LuminanceRange()
      var reasons: [Edge] = []
      for edge in graph.asForeground[role] where settled[edge.background] {
        let backgroundY = state.luminance[edge.background]
        range.excludeFailing(against: backgroundY, ratio: edge.ratio * (1 + 1e-9))
        if SRGBColor.contrastRatio(luminance: y, backgroundY) < edge.ratio { reasons.append(edge) }
      }
      constrainForDependents(role, &range, graph, state, settled)
      if range.isEmpty {
        range = LuminanceRange()
        for edge in graph.asForeground[role] where settled[edge.background] {
          range.excludeFailing(against: state.luminance[edge.background], ratio: edge.ratio)
        }
      }
      if !range.contains(y), let target = range.nearest(to: y) {
        let moved = place(current, atLuminance: target.luminance, fromAbove: target.fromAbove)
        if moved != current {
          state.set(role, moved)
          changed.append((role, current, reasons))
        }
      }
      settled[role] = true
    }
    repair(&state, &changed, graph)
    let unmet = graph.edges.filter {
      SRGBColor.contrastRatio(
        luminance: state.luminance[$0.foreground], state.luminance[$0.background]) < $0.ratio
    }
    return (state.colors, changed, unmet)
  }

  /// A requirement between role indices, as the planner's graph holds it.
  package typealias Edge = Requirement<Int>

  package struct Graph: Sendable {
    package var asForeground: [[Edge]]
    package var asBackground: [[Edge]]
    package var edges: [Edge] = []
    /// Extra settling constraints without a contrast requirement: `after` settles after `before`.
    package var orderings: [(before: Int, after: Int)] = []
    /// Roles whose colors are given and never change (a theme's own roles when only some are
    /// derived); requirements with a fixed foreground are reported unmet, not repaired.
    package var fixed: Set<Int> = []

    package init(count: Int) {
      asForeground = Array(repeating: [], count: count)
      asBackground = Array(repeating: [], count: count)
    }

    package mutating func settle(_ after: Int, after before: Int) {
      orderings.append((before, after))
    }

    package mutating func add(_ edge: Edge) {
      edges.append(edge)
      asForeground[edge.foreground].append(edge)
      asBackground[edge.background].append(edge)
    }

    /// Backgrounds before their foregrounds; ties (and cycles) broken by index.
    package func settlingOrder() -> [Int] {
      let count = asForeground.count
      var pending = asForeground.map { $0.count }
      for ordering in orderings { pending[ordering.after] += 1 }
      var done = [Bool](repeating: false, count: count)
      var result: [Int] = []
      result.reserveCapacity(count)
      while result.count < count {
        var next = -1
        var fallback = -1
        for candidate in 0..<count where !done[candidate] {
          if fallback < 0 { fallback = candidate }
          if pending[candidate] == 0 {
            next = candidate
            break
          }
        }
        if next < 0 { next = fallback }
        if next < 0 { break }
        result.append(next)
        done[next] = true
        for edge in asBackground[next] where !done[edge.foreground] {
          pending[edge.foreground] -= 1
        }
        for ordering in orderings where ordering.before == next && !done[ordering.after] {
          pending[ordering.after] -= 1
        }
      }
      return result
    }
  }

  struct State: Sendable {
    var colors: [SRGBColor]
    var luminance: [Double]

    init(colors: [SRGBColor]) {
      self.colors = colors
      luminance = colors.map {
        ($0.isOpaque ? $0 : $0.composited(over: .white)).relativeLuminance
      }
    }

    mutating func set(_ role: Int, _ color: SRGBColor) {
      colors[role] = color
      luminance[role] = color.relativeLuminance
    }
  }

  /// The band a background may not take because its foregrounds could then not reach their
  /// ratios even as black or white, and the side-consistency with co-backgrounds.
  private static func constrainForDependents(
    _ role: Int, _ range: inout LuminanceRange, _ graph: Graph, _ state: State, _ settled: [Bool]
  ) {
    for edge in graph.asBackground[role] {
      let ratio = edge.ratio * (1 + 1e-9)
      range.exclude(1.05 / ratio - 0.05, 0.05 * ratio - 0.05)
      // Other settled backgrounds of the same foreground force the same zone.
      for sibling in graph.asForeground[edge.foreground]
      where sibling.background != role && settled[sibling.background] {
        let other = state.luminance[sibling.background]
        let zoneRatio = max(ratio, sibling.ratio * (1 + 1e-9))
        let dark = 1.05 / zoneRatio - 0.05
        let light = 0.05 * zoneRatio - 0.05
        if other <= dark && other < light {
          range.keep(atMost: true, dark)
        } else if other >= light && other > dark {
          range.keep(atMost: false, light)
        }
      }
    }
  }

  /// The color on `color`'s OKLCH hue line at (or just past) `luminance`, 8-bit exact, rounded
  /// away from the excluded side.
  static func place(_ color: SRGBColor, atLuminance luminance: Double, fromAbove: Bool)
    -> SRGBColor
  {
    let lch = color.oklch
    let chroma = lch.isAchromatic ? 0 : lch.chroma
    let lightness = LuminanceSearch.lightness(
      forLuminance: luminance, chroma: chroma, hue: lch.hue, atLeast: !fromAbove)
    let placed = LuminanceSearch.color(lightness: lightness, chroma: chroma, hue: lch.hue)
      .quantized(fromAbove ? .down : .up)
    let y = placed.relativeLuminance
    if fromAbove ? y <= luminance : y >= luminance { return placed }
    return fromAbove ? .black : .white
  }

  /// Re-checks every requirement; a failing foreground is moved against all of its backgrounds.
  private static func repair(
    _ state: inout State, _ changed: inout [IndexedChange],
    _ graph: Graph
  ) {
    for _ in 0..<3 {
      var anyChange = false
      for edge in graph.edges {
        let fg = edge.foreground
        let y = state.luminance[fg]
        guard !graph.fixed.contains(fg),
          SRGBColor.contrastRatio(luminance: y, state.luminance[edge.background]) < edge.ratio
        else { continue }
        var range = LuminanceRange()
        for other in graph.asForeground[fg] {
          range.excludeFailing(
            against: state.luminance[other.background], ratio: other.ratio * (1 + 1e-9))
        }
        guard let target = range.nearest(to: y) else { continue }
        let before = state.colors[fg]
        state.set(fg, place(before, atLuminance: target.luminance, fromAbove: target.fromAbove))
        changed.append((fg, before, [edge]))
        anyChange = true
      }
      if !anyChange { return }
    }
  }
}
