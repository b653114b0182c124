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
    var seen: [ColorRole: [OKLab]] = [:]
    func refresh(_ role: ColorRole) {
      guard let color = current[role] else { return }
      seen[role] = ColorVisionDeficiency.allCases.map { color.simulating($0).oklab }
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
          let distance = zip(a, b).map { $0.distance(to: $1) }.min() ?? .infinity
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
