import TesseraColor

/// Two status colors that come too close to tell apart for people with one color-vision
/// deficiency: the smallest OKLab distance between their simulated colors, over the modes
/// where it falls below the minimum.
public struct ColorVisionWarning: Sendable, Hashable, Encodable, CustomStringConvertible {
  /// The first status role (in `ColorVisionCheck.statusRoles` order).
  public var first: ColorRole
  /// The second status role.
  public var second: ColorRole
  /// The deficiency simulated (Machado 2009, severity 1).
  public var deficiency: ColorVisionDeficiency
  /// Every mode where the simulated colors are closer than `minimumDistance`.
  public var modes: [ThemeMode]
  /// The mode where they are closest.
  public var worstMode: ThemeMode
  /// Their OKLab distance (ΔE_OK) in `worstMode`.
  public var distance: Double
  /// The distance they needed.
  public var minimumDistance: Double

  /// `warning and error under deuteranopia: ΔE_OK 0.007 < 0.05 in lightIncreasedContrast ...`.
  public var description: String {
    "\(first.rawValue) and \(second.rawValue) under \(deficiency.rawValue): ΔE_OK "
      + "\(ColorVisionCheck.format(distance)) < \(ColorVisionCheck.format(minimumDistance)) in "
      + worstMode.name
      + (modes.count > 1 ? " (below it in \(modes.count) of 4 modes)" : "")
  }

  private enum CodingKeys: String, CodingKey {
    case first, second, deficiency, modes, worstMode, distance, minimumDistance
  }

  /// Encodes the warning with modes as their names.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(first, forKey: .first)
    try c.encode(second, forKey: .second)
    try c.encode(deficiency, forKey: .deficiency)
    try c.encode(modes.map(\.name), forKey: .modes)
    try c.encode(worstMode.name, forKey: .worstMode)
    try c.encode(distance, forKey: .distance)
    try c.encode(minimumDistance, forKey: .minimumDistance)
  }
}

/// Checks that a theme's status colors (success, warning, error, info) and their containers
/// (the tinted backgrounds banners and badges sit on) stay apart for people with protanopia,
/// deuteranopia or tritanopia: each pair of status colors, and each pair of containers, is
/// simulated with Machado's model in every mode and compared in OKLab.
///
/// A warning is not a contrast failure: components never rely on a status color alone (each
/// status carries its icon and text), so `tessera audit` prints these as warnings and fails
/// on them only with `--strict`. Presets and brand themes keep their status colors apart by
/// ``StatusSeparation``, so they have none; a theme edited by hand may.
///
/// ```swift
/// var spec = PresetThemes.ocean
/// spec.colors[.error] = spec.colors[.warning]
/// ColorVisionCheck.warnings(spec).first?.description
/// // "warning and error under protanopia: ΔE_OK 0.000 < 0.050 in light (below it in 4 of 4 modes)"
/// ```
public enum ColorVisionCheck {
  /// The status colors, compared pairwise.
  public static let statusRoles: [ColorRole] = [.success, .warning, .error, .info]

  /// The status containers, compared pairwise, in ``statusRoles`` order.
  public static let containerRoles: [ColorRole] = [
    .successBackground, .warningBackground, .errorBackground, .infoBackground,
  ]

  /// The default minimum OKLab distance between two simulated status colors: 0.05, about two
  /// and a half just-noticeable differences (ΔE_OK ≈ 0.02), below which two colors are hard to
  /// tell apart at a glance.
  public static let defaultMinimumDistance = 0.05

  /// The pairs of status colors, then of containers, closer than `minimumDistance` under each
  /// deficiency, one warning per pair and deficiency, in role then deficiency order.
  /// - Complexity: O(12 pairs × 3 deficiencies × 4 modes).
  public static func warnings(
    _ spec: ThemeSpec, minimumDistance: Double = defaultMinimumDistance
  ) -> [ColorVisionWarning] {
    var result: [ColorVisionWarning] = []
    for (first, second) in pairs(statusRoles) + pairs(containerRoles) {
      for deficiency in ColorVisionDeficiency.allCases {
        var close: [(mode: ThemeMode, distance: Double)] = []
        for mode in ThemeMode.allCases {
          let a = spec.colorValues(first).value(for: mode).simulating(deficiency).oklab
          let b = spec.colorValues(second).value(for: mode).simulating(deficiency).oklab
          let distance = a.distance(to: b)
          if distance < minimumDistance { close.append((mode, distance)) }
        }
        guard let worst = close.min(by: { $0.distance < $1.distance }) else { continue }
        result.append(
          ColorVisionWarning(
            first: first, second: second, deficiency: deficiency, modes: close.map(\.mode),
            worstMode: worst.mode, distance: worst.distance, minimumDistance: minimumDistance))
      }
    }
    return result
  }

  /// Each unordered pair of `roles`, in order.
  private static func pairs(_ roles: [ColorRole]) -> [(ColorRole, ColorRole)] {
    roles.indices.flatMap { index in roles[(index + 1)...].map { (roles[index], $0) } }
  }

  /// A distance with three decimals (`0.007`), truncated so a failing one never prints as the
  /// minimum.
  static func format(_ value: Double) -> String {
    let thousandths = Int((value * 1000).rounded(.down))
    let fraction = String(thousandths % 1000)
    return "\(thousandths / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
  }
}
