import TesseraColor

/// The one rule that keeps a theme's status colors apart for people with protanopia,
/// deuteranopia or tritanopia: presets (``PresetThemes``) and brand themes
/// (``BrandConfiguration``) both pass their status colors through it, so
/// ``ColorVisionCheck`` finds nothing to warn about in any of them.
///
/// Red, amber and green fall on one line for a person without red or green cones, so hue alone
/// cannot keep error, warning and success apart; lightness can. Whenever two status colors,
/// simulated with Machado's model, come closer than the check's line (ΔE_OK 0.05, plus a small
/// margin so that rounding to bytes never lands them under it), the one already further from
/// the page (darker in light modes, lighter in dark modes) moves further from it in OKLCH
/// lightness, its hue and chroma kept (within the sRGB gamut), one step at a time. A status
/// color only ever gains contrast against the page, against its tinted background and against
/// a label on the other side of it, so every contrast pair that held still holds; the brand's
/// own accent is never a status color, so it stays exactly as given.
///
/// ```swift
/// let seen = StatusSeparation.separated(
///   [.success: green, .warning: amber, .error: red, .info: blue], scheme: .light)
/// // error and warning now differ in lightness by enough to tell them apart under deuteranopia
/// ```
public enum StatusSeparation {
  /// The roles kept apart: ``ColorVisionCheck/statusRoles``.
  public static let roles = ColorVisionCheck.statusRoles

  /// The distance the rule aims at: ``ColorVisionCheck/defaultMinimumDistance`` plus 0.004, so
  /// that the colors as stored (whole bytes) keep the check's distance.
  public static let targetDistance = ColorVisionCheck.defaultMinimumDistance + 0.004

  /// One lightness step, in OKLCH lightness (0...1).
  static let step = 0.005

  /// `colors` with every pair of ``roles`` at least ``targetDistance`` apart under each
  /// simulated deficiency, moving only roles not in `fixed`. Roles `colors` lacks are ignored.
  ///
  /// Of a pair too close, the color that has moved less so far takes the step, so the change
  /// is shared: the deeper one away from the page, or the other toward it when `keeps` says
  /// the color it would become still meets every contrast it owes (with the default, only
  /// the deeper one ever moves). Colors come back quantized to whole bytes; a pair that cannot
  /// reach the distance (a color pushed to black or white) is left as close as the rule got it.
  /// - Complexity: O(s · r² · d) for s steps (at most 1,600), r roles and d deficiencies.
  public static func separated(
    _ colors: [ColorRole: SRGBColor], scheme: ThemeScheme, fixed: Set<ColorRole> = [],
    keeps: (ColorRole, SRGBColor) -> Bool = { _, _ in false }
  ) -> [ColorRole: SRGBColor] {
    let present = roles.filter { colors[$0] != nil }
    var start: [ColorRole: OKLCH] = [:]
    var offset: [ColorRole: Double] = [:]
    var current: [ColorRole: SRGBColor] = [:]
    for role in present {
      guard let color = colors[role] else { continue }
      start[role] = color.oklch
      offset[role] = 0
      current[role] = color.quantized()
    }
    // Darker is further from a light page; lighter from a dark one.
    let away = scheme == .light ? -1.0 : 1.0
    func depth(_ role: ColorRole) -> Double { (current[role]?.oklab.lightness ?? 0) * away }
    var seen: [ColorRole: SimulatedViews] = [:]
    func refresh(_ role: ColorRole) {
      guard let color = current[role] else { return }
      seen[role] = SimulatedViews(color)
    }
    // The color a role becomes one more step from its start (`direction` 1 away from the page,
    // -1 toward it), or nil when it is fixed or would leave 0...1.
    func stepped(_ role: ColorRole, _ direction: Double) -> (SRGBColor, Double)? {
      guard !fixed.contains(role), let origin = start[role], let shift = offset[role] else {
        return nil
      }
      let next = shift + step * away * direction
      let lightness = origin.lightness + next
      guard (0...1).contains(lightness) else { return nil }
      let color = OKLCH(lightness: lightness, chroma: origin.chroma, hue: origin.hue)
        .gamutMapped().quantized()
      return (color, next)
    }
    var outwardOnly: Set<ColorRole> = []
    var towardOnly: Set<ColorRole> = []
    present.forEach(refresh)
    for _ in 0..<1600 {
      // The closest pair under any deficiency, first in role order on ties.
      var closest: (ColorRole, ColorRole, Double)?
      for (index, first) in present.enumerated() {
        for second in present[(index + 1)...] {
          guard let a = seen[first], let b = seen[second] else { continue }
          let distance = a.distance(to: b)
          if distance < targetDistance, distance < (closest?.2 ?? .infinity) {
            closest = (first, second, distance)
          }
        }
      }
      guard let (first, second, _) = closest else { break }
      let (deep, shallow) = depth(second) > depth(first) ? (second, first) : (first, second)
      // Each color keeps the direction it first moved in, so none goes back and forth between
      // two neighbours. When neither may take its step, one turns back (the deeper one away
      // from the page, or else the other toward it where `keeps` allows) and keeps its new
      // direction for good: every color turns at most once, so the steps end.
      func direction(_ role: ColorRole) -> Double { (offset[role] ?? 0) * away }
      var moves: [(role: ColorRole, color: SRGBColor, offset: Double)] = []
      let outward = towardOnly.contains(deep) ? nil : stepped(deep, 1)
      var inward: (SRGBColor, Double)?
      if !outwardOnly.contains(shallow), let (color, next) = stepped(shallow, -1),
        keeps(shallow, color)
      {
        inward = (color, next)
      }
      if let (color, next) = outward, direction(deep) >= 0 { moves.append((deep, color, next)) }
      if let (color, next) = inward, direction(shallow) <= 0 {
        moves.append((shallow, color, next))
      }
      if moves.isEmpty, let (color, next) = outward {
        outwardOnly.insert(deep)
        moves.append((deep, color, next))
      } else if moves.isEmpty, let (color, next) = inward {
        towardOnly.insert(shallow)
        moves.append((shallow, color, next))
      }
      // The one that has moved less so far; the deeper one on a tie.
      guard
        let move = moves.min(by: { abs(offset[$0.role] ?? 0) < abs(offset[$1.role] ?? 0) })
      else { break }
      offset[move.role] = move.offset
      current[move.role] = move.color
      refresh(move.role)
    }
    var result = colors
    for (role, color) in current where color != colors[role]?.quantized() {
      result[role] = color
    }
    return result
  }
}

extension StatusSeparation {
  /// How far (ΔE_OK) a container stays from the page, at least, unless it started closer:
  /// enough to read as a tint, not as the page.
  public static let pageDistance = 0.04

  /// The status containers kept apart: ``ColorVisionCheck/containerRoles``, in ``roles``
  /// order.
  public static let containerRoles = ColorVisionCheck.containerRoles

  /// `colors` with every pair of ``containerRoles`` at least ``targetDistance`` apart under
  /// each simulated deficiency where `keeps` allows it; only roles not in `fixed` move.
  ///
  /// Containers are pale in light modes and deep in dark modes, and text sits on them, so no
  /// direction is free as it is for the status colors: every step is checked with `keeps`,
  /// given the role, the color it would become and the colors as they stand (the contrast
  /// each color owes). A step moves one container lighter, darker or to more chroma (hue
  /// kept), in OKLCH, by 1 to 40 lightness steps of 0.005. A container stays a tint: it
  /// keeps most of its chroma and stays ``pageDistance`` from `page` (or as close as it
  /// started). When a step would leave the container's status color (its text) short of
  /// contrast, the status color deepens with it, away from the container, by the fewest steps
  /// of the same ladder that keep every pair it is in, provided the status colors stay as far
  /// apart as ``separated(_:scheme:fixed:keeps:)`` left them. Each time, the step taken
  /// is the allowed one that most reduces the total shortfall of the container pairs per
  /// square root of its size (a step that deepens the text counts for half); the search ends
  /// when every pair is apart or no allowed step helps; when no one container's step helps,
  /// two containers step at once. It is tried within three widening reaches in turn (a
  /// container moving at most 0.12 in lightness, then 0.2, then as far as the colors allow),
  /// and the first that keeps every pair apart is kept, so the smallest change that works
  /// wins. Colors come back quantized to whole bytes.
  /// - Complexity: O(s · r · j) for s steps (at most 1,600 per reach), r roles and j jumps.
  public static func separatedContainers(
    _ colors: [ColorRole: SRGBColor], page: SRGBColor? = nil, fixed: Set<ColorRole> = [],
    keeps: (ColorRole, SRGBColor, [ColorRole: SRGBColor]) -> Bool
  ) -> [ColorRole: SRGBColor] {
    var result = colors
    // Every reach starts from the same colors and mostly retraces the last one's first steps:
    // the colors a container may step to from a color are worked out once.
    var steps: [StepKey: [ContainerStep]] = [:]
    for reach in reaches {
      let attempt = searchContainers(
        colors, page: page, fixed: fixed, reach: reach, steps: &steps, keeps: keeps)
      result = attempt.colors
      if attempt.apart { break }
    }
    return result
  }

  /// The sizes of a container's moves, in lightness steps: small ones to settle, large ones to
  /// pass another container.
  static let jumps = [1, 2, 3, 4, 6, 8, 12, 16, 24, 32, 40]

  /// How far the containers' search may go, tried in order until one keeps every pair apart:
  /// first a container moves at most 0.12 in lightness and its text deepens at most 0.1, then
  /// 0.2 and 0.15, then as far as the colors allow; a container keeps 90% of its chroma, and
  /// in the last reach half of it.
  static let reaches: [(container: Double, text: Int, chroma: Double, page: Double, hue: Double)] =
    [
      (0.12, 20, 0.9, pageDistance, 0), (0.2, 30, 0.9, pageDistance, 0),
      (1, 200, 0.5, 0.02, 20),
    ]

  /// One search of ``separatedContainers(_:page:fixed:keeps:)`` within `reach`, and whether it
  /// kept every pair apart.
  private static func searchContainers(
    _ colors: [ColorRole: SRGBColor], page: SRGBColor?, fixed: Set<ColorRole>,
    reach: (container: Double, text: Int, chroma: Double, page: Double, hue: Double),
    steps known: inout [StepKey: [ContainerStep]],
    keeps: (ColorRole, SRGBColor, [ColorRole: SRGBColor]) -> Bool
  ) -> (colors: [ColorRole: SRGBColor], apart: Bool) {
    // Everything is kept by position (containers and statuses present, in role order), not in
    // dictionaries keyed by role: the search compares thousands of candidates per theme.
    let containers = containerRoles.filter { colors[$0] != nil }
    let statuses = roles.filter { colors[$0] != nil }
    let containerFixed = containers.map { fixed.contains($0) }
    let statusFixed = statuses.map { fixed.contains($0) }
    // The status (text) of each container, by position in `statuses`.
    let statusOf: [Int?] = containers.map { role in
      containerRoles.firstIndex(of: role).flatMap { statuses.firstIndex(of: roles[$0]) }
    }
    var current: [ColorRole: SRGBColor] = [:]
    var containerColor: [SRGBColor] = []
    var containerSeen: [SimulatedViews] = []
    var statusColor: [SRGBColor] = []
    var statusSeen: [SimulatedViews] = []
    for role in containers {
      let color = colors[role]?.quantized() ?? .black
      current[role] = color
      containerColor.append(color)
      containerSeen.append(SimulatedViews(color))
    }
    for role in statuses {
      let color = colors[role]?.quantized() ?? .black
      current[role] = color
      statusColor.append(color)
      statusSeen.append(SimulatedViews(color))
    }
    func shortfall(_ a: SimulatedViews, _ b: SimulatedViews) -> Double {
      max(0, targetDistance - a.distance(to: b))
    }
    // How far below the target the pairs of container `index` fall, it seen as `views`.
    func containerShortfall(_ index: Int, _ views: SimulatedViews) -> Double {
      var total = 0.0
      for other in containerSeen.indices where other != index {
        total += shortfall(views, containerSeen[other])
      }
      return total
    }
    func statusShortfall(_ index: Int, _ views: SimulatedViews) -> Double {
      var total = 0.0
      for other in statusSeen.indices where other != index {
        total += shortfall(views, statusSeen[other])
      }
      return total
    }
    // The status color deepened away from container `index` (as `color`) until both keep
    // their contrast, or nil when no depth within the reach does.
    func deepened(_ status: Int, for index: Int, as color: SRGBColor)
      -> (SRGBColor, SimulatedViews)?
    {
      guard !statusFixed[status] else { return nil }
      let original = statusColor[status]
      let role = statuses[status]
      let container = containers[index]
      let start = original.oklch
      let away = start.lightness < color.oklch.lightness ? -1.0 : 1.0
      let before = statusShortfall(status, statusSeen[status])
      for count in jumps + [60, 100, 200] where count <= reach.text {
        let lightness = start.lightness + away * step * Double(count)
        guard (0...1).contains(lightness) else { return nil }
        let deeper = OKLCH(lightness: lightness, chroma: start.chroma, hue: start.hue)
          .gamutMapped().quantized()
        // The container's own pairs first: they are the cheaper check, and the one that
        // fails until the text is deep enough.
        var around = current
        around[role] = deeper
        guard keeps(container, color, around) else { continue }
        around[role] = original
        around[container] = color
        guard keeps(role, deeper, around) else { continue }
        let deeperViews = SimulatedViews(deeper)
        guard statusShortfall(status, deeperViews) <= before + 1e-12 else { continue }
        return (deeper, deeperViews)
      }
      return nil
    }
    // A container stays a tint: most of the chroma it came with (the reach says how much),
    // and no closer to the page than it was, or than `pageDistance` where it was further.
    let pageLab = page?.oklab
    let originals = containers.map { role in
      let color = colors[role] ?? .black
      let floor = pageLab.map { min(color.oklab.distance(to: $0), reach.page) } ?? 0
      return (oklch: color.oklch, floor: floor)
    }
    func isTint(_ index: Int, _ step: ContainerStep) -> Bool {
      let original = originals[index]
      guard step.oklch.chroma >= original.oklch.chroma * reach.chroma,
        abs(step.oklch.lightness - original.oklch.lightness) <= reach.container
      else { return false }
      guard let pageLab else { return true }
      return step.oklab.distance(to: pageLab) >= original.floor
    }
    // The colors a container may step to from `color`, as seen under each deficiency, with
    // the cost of the step (the square root of its size); kept until the container moves.
    typealias Candidate = (color: SRGBColor, views: SimulatedViews, cost: Double)
    func candidates(_ index: Int, _ color: SRGBColor) -> [Candidate] {
      let key = StepKey(color: color, hue: reach.hue)
      var all = known[key] ?? Self.steps(from: color, hue: reach.hue)
      // A step is simulated only once it is allowed: most of a wide jump's never are.
      var result: [Candidate] = []
      for offset in all.indices where isTint(index, all[offset]) {
        let views = all[offset].views ?? SimulatedViews(all[offset].color)
        all[offset].views = views
        result.append((all[offset].color, views, all[offset].cost))
      }
      known[key] = all
      return result
    }
    var moves: [[Candidate]?] = Array(repeating: nil, count: containers.count)
    func candidatesOf(_ index: Int) -> [Candidate] {
      if let known = moves[index] { return known }
      let made = candidates(index, containerColor[index])
      moves[index] = made
      return made
    }
    func move(_ index: Int, to color: SRGBColor, _ views: SimulatedViews) {
      containerColor[index] = color
      containerSeen[index] = views
      current[containers[index]] = color
      moves[index] = nil
    }
    // The total shortfall of the container pairs, `a` and `b` seen as given.
    func total(_ a: Int, _ viewsA: SimulatedViews, _ b: Int, _ viewsB: SimulatedViews) -> Double {
      var sum = 0.0
      for first in containerSeen.indices {
        let one = first == a ? viewsA : first == b ? viewsB : containerSeen[first]
        for second in (first + 1)..<containerSeen.count {
          let other = second == a ? viewsA : second == b ? viewsB : containerSeen[second]
          sum += shortfall(one, other)
        }
      }
      return sum
    }
    // The best pair of steps, one for each container of a pair still too close, that lowers
    // the total shortfall, both steps keeping every contrast they owe; nil when none does.
    typealias Step = (index: Int, color: SRGBColor, views: SimulatedViews)
    func pairStep() -> (Step, Step)? {
      // Each pair counted from both sides.
      let before =
        containerSeen.indices.reduce(0.0) { $0 + containerShortfall($1, containerSeen[$1]) } / 2
      var best: (Step, Step, gain: Double)?
      for a in containers.indices where !containerFixed[a] {
        for b in (a + 1)..<containers.count where !containerFixed[b] {
          guard shortfall(containerSeen[a], containerSeen[b]) > 0 else { continue }
          let stepsB = candidatesOf(b)
          for stepA in candidatesOf(a) where keeps(containers[a], stepA.color, current) {
            var around = current
            around[containers[a]] = stepA.color
            for stepB in stepsB {
              let gain =
                (before - total(a, stepA.views, b, stepB.views)) / (stepA.cost + stepB.cost)
              guard gain > 1e-9, gain > (best?.gain ?? 0),
                keeps(containers[b], stepB.color, around)
              else { continue }
              best = ((a, stepA.color, stepA.views), (b, stepB.color, stepB.views), gain)
            }
          }
        }
      }
      return best.map { ($0.0, $0.1) }
    }
    for _ in 0..<1600 {
      var best:
        (
          index: Int, color: SRGBColor, views: SimulatedViews,
          status: (SRGBColor, SimulatedViews)?, gain: Double
        )?
      for index in containers.indices where !containerFixed[index] {
        let before = containerShortfall(index, containerSeen[index])
        guard before > 0 else { continue }
        for (candidate, candidateViews, cost) in candidatesOf(index) {
          let gain = (before - containerShortfall(index, candidateViews)) / cost
          guard gain > 1e-9, gain > (best?.gain ?? 0) else { continue }
          if keeps(containers[index], candidate, current) {
            best = (index, candidate, candidateViews, nil, gain)
          } else if gain * 0.5 > (best?.gain ?? 0), let status = statusOf[index],
            let deeper = deepened(status, for: index, as: candidate)
          {
            // A step that changes the text too counts for half: the container moves alone
            // whenever that does nearly as well.
            best = (index, candidate, candidateViews, deeper, gain * 0.5)
          }
        }
      }
      guard let step = best else {
        // No one container's step helps: each pair still close is held by a third container
        // on its other side. Two containers moving at once (one step each, both keeping every
        // pair they are in) can pass where one cannot.
        guard let (first, second) = pairStep() else { break }
        move(first.index, to: first.color, first.views)
        move(second.index, to: second.color, second.views)
        continue
      }
      move(step.index, to: step.color, step.views)
      if let (color, views) = step.status, let status = statusOf[step.index] {
        statusColor[status] = color
        statusSeen[status] = views
        current[statuses[status]] = color
      }
    }
    var result = colors
    for (role, color) in current where color != colors[role]?.quantized() {
      result[role] = color
    }
    let apart = containers.indices.allSatisfy { containerShortfall($0, containerSeen[$0]) == 0 }
    return (result, apart)
  }
}

extension StatusSeparation {
  /// A container's color and the hue turn of the reach: what its possible steps depend on.
  struct StepKey: Hashable {
    let color: SRGBColor
    let hue: Double
  }

  /// One color a container may step to, with what the search needs of it.
  struct ContainerStep {
    let color: SRGBColor
    let oklch: OKLCH
    let oklab: OKLab
    /// How it is seen under each deficiency, once it is needed.
    var views: SimulatedViews?
    /// The square root of the step's size in lightness steps.
    let cost: Double
  }

  /// The colors a container may step to from `color`, in the order the search tries them:
  /// for each of ``jumps``, darker and lighter, more chroma (up to 16 steps) and, when `hue`
  /// is not zero, the hue turned each way (up to 8 steps, `hue` degrees at the most), each
  /// mapped into sRGB and quantized to whole bytes; the color itself never.
  static func steps(from color: SRGBColor, hue: Double) -> [ContainerStep] {
    let start = color.oklch
    var result: [ContainerStep] = []
    for count in jumps {
      let shift = step * Double(count)
      var steps = [
        OKLCH(lightness: start.lightness - shift, chroma: start.chroma, hue: start.hue),
        OKLCH(lightness: start.lightness + shift, chroma: start.chroma, hue: start.hue),
      ]
      if count <= 16 {
        steps.append(
          OKLCH(lightness: start.lightness, chroma: start.chroma + shift, hue: start.hue))
      }
      if count <= 8, hue > 0 {
        // 2.5° a step, up to 20°: hue helps where lightness has no room left.
        let turn = hue * Double(count) / 8
        steps.append(
          OKLCH(lightness: start.lightness, chroma: start.chroma, hue: start.hue + turn))
        steps.append(
          OKLCH(lightness: start.lightness, chroma: start.chroma, hue: start.hue - turn))
      }
      for next in steps where (0...1).contains(next.lightness) {
        let candidate = next.gamutMapped().quantized()
        guard candidate != color else { continue }
        let oklab = candidate.oklab
        result.append(
          ContainerStep(
            color: candidate, oklch: oklab.oklch, oklab: oklab, views: nil,
            cost: Double(count).squareRoot()))
      }
    }
    return result
  }
}

/// A color as seen under each of ``ColorVisionDeficiency/allCases``, in OKLab: a value, so the
/// searches compare thousands of candidates without allocating.
struct SimulatedViews {
  let protanopia: OKLab
  let deuteranopia: OKLab
  let tritanopia: OKLab

  init(_ color: SRGBColor) {
    self.init(
      linearRed: SRGBColor.linearize(color.red), green: SRGBColor.linearize(color.green),
      blue: SRGBColor.linearize(color.blue))
  }

  /// The views of the color with these linear-light sRGB components.
  init(linearRed red: Double, green: Double, blue: Double) {
    protanopia = ColorVisionDeficiency.protanopia.simulatedOKLab(
      linearRed: red, green: green, blue: blue)
    deuteranopia = ColorVisionDeficiency.deuteranopia.simulatedOKLab(
      linearRed: red, green: green, blue: blue)
    tritanopia = ColorVisionDeficiency.tritanopia.simulatedOKLab(
      linearRed: red, green: green, blue: blue)
  }

  /// The smallest of the three distances.
  func distance(to other: Self) -> Double {
    min(
      protanopia.distance(to: other.protanopia), deuteranopia.distance(to: other.deuteranopia),
      tritanopia.distance(to: other.tritanopia))
  }
}
