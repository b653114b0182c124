import TesseraColor
import TesseraLayout
import TesseraTokens
import Testing

@testable import TesseraComponents

/// The decisions behind DesignSystemPro's component names that Tessera added (skeleton
/// layouts, avatar decorations, dots, stat cards, area charts, focus rings). The default theme
/// at the Large size: body 17 pt, so a skeleton line is 13.6 pt tall; spacing 4/8/12/16/24/32;
/// small radius 8; thick border 2. Every expected value was worked out by hand from those.
@Suite("DesignSystemPro components: the decisions behind the seed names")
struct DesignSystemProComponentTests {
  let theme = PresetThemes.default.resolved(for: .light)

  func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }

  @Test("a table skeleton: a header of shorter cells over rows of cells, columns 8 pt apart")
  func tableSkeleton() {
    let shapes = theme.skeletonShapes(.table(rows: 2, columns: 3), width: 320)
    #expect(shapes.count == 9)
    // Cell width (320 - 2 * 8) / 3 = 101.333; header cells are 60% of it.
    #expect(close(shapes[0].frame.size.width, 60.8))
    #expect(close(shapes[0].frame.size.height, 13.6))
    // Row 2, column 2: x = 2 * (101.333 + 8) = 218.667, y = 2 * (13.6 + 12) = 51.2.
    #expect(close(shapes[8].frame.minX, 218 + 2.0 / 3))
    #expect(close(shapes[8].frame.minY, 51.2))
    #expect(close(shapes[8].frame.size.width, 101 + 1.0 / 3))
    #expect(close(shapes[8].cornerRadius, 6.8))
  }

  @Test("a profile skeleton: an 80 pt centered avatar, name, handle and three lines")
  func profileSkeleton() {
    let shapes = theme.skeletonShapes(.profile, width: 320)
    #expect(shapes.count == 6)
    #expect(shapes[0].frame == LayoutRect(x: 120, y: 0, width: 80, height: 80))
    #expect(shapes[0].cornerRadius == 40)
    // Name at 80 + 12 = 92, half the width, centered; handle at 92 + 13.6 + 8 = 113.6.
    #expect(close(shapes[1].frame.minY, 92) && close(shapes[1].frame.minX, 80))
    #expect(close(shapes[1].frame.size.width, 160))
    #expect(close(shapes[2].frame.minY, 113.6) && close(shapes[2].frame.minX, 104))
    // The bio starts 16 pt under the handle: 113.6 + 13.6 + 16 = 143.2; its last line is 60%.
    #expect(close(shapes[3].frame.minY, 143.2))
    #expect(close(shapes[5].frame.size.width, 192))
  }

  @Test("card skeletons with and without an image; the plain card is image and two lines")
  func cardSkeleton() {
    let plain = theme.skeletonShapes(.cardContent(hasImage: false, lines: 1), width: 300)
    #expect(plain.count == 2)
    #expect(close(plain[0].frame.minY, 0) && close(plain[0].frame.size.width, 210))
    // One body line 13.6 + 2 * 8 under the title's top, full width (a single line is not cut).
    #expect(close(plain[1].frame.minY, 29.6) && close(plain[1].frame.size.width, 300))
    #expect(
      theme.skeletonShapes(.card, width: 300)
        == theme.skeletonShapes(.cardContent(hasImage: true, lines: 2), width: 300))
  }

  @Test("a sized avatar skeleton is one circle; a bad diameter draws nothing")
  func circleSkeleton() {
    let circle = theme.skeletonShapes(.circle(diameter: 64), width: 320)
    #expect(
      circle == [
        SkeletonShape(frame: LayoutRect(x: 0, y: 0, width: 64, height: 64), cornerRadius: 32)
      ])
    #expect(theme.skeletonShapes(.circle(diameter: -5), width: 320)[0].frame.size.width == 0)
    #expect(theme.skeletonShapes(.circle(diameter: .nan), width: 320)[0].frame.size.width == 0)
  }

  @Test("an avatar's badge is centered on the circle's top-trailing 45° point")
  func avatarBadge() {
    // r = 20, inset = 20 (1 - cos 45°) = 5.857864; a 20 x 16 badge's center moves
    // 10 - 5.857864 toward trailing and 5.857864 - 8 down.
    let offset = ResolvedTheme.avatarBadgeOffset(
      avatarDiameter: 40, badgeSize: LayoutSize(width: 20, height: 16))
    #expect(abs(offset.x - 4.142135623730951) < 1e-12)
    #expect(abs(offset.y - -2.142135623730951) < 1e-12)
    let bad = ResolvedTheme.avatarBadgeOffset(
      avatarDiameter: .nan, badgeSize: LayoutSize(width: 20, height: 16))
    #expect(bad == LayoutPoint(x: 0, y: 0))
  }

  /// The default theme with one color replaced in every mode.
  func theme(with role: ColorRole, _ hex: String) throws -> ResolvedTheme {
    var spec = PresetThemes.default
    spec.colors[role] = ColorValues(try SRGBColor(hex: hex))
    return spec.resolved(for: .light)
  }

  @Test("status dots, avatar rings and focus rings keep 3:1, falling back when too pale")
  func nonTextFallbacks() throws {
    #expect(theme.dotBadgeColor(.error).role == .error)
    #expect(theme.borderedAvatarRing().color.role == .accent)
    #expect(theme.borderedAvatarRing().width == 2)
    #expect(theme.focusRing().color.role == .focusRing)
    // #FFE0E0 on white is about 1.2:1: the dot falls back to the primary text color.
    #expect(try theme(with: .error, "#FFE0E0").dotBadgeColor(.error).role == .textPrimary)
    #expect(try theme(with: .focusRing, "#F0F0F0").focusRing().color.role == .accent)
  }

  @Test("a stat card's change is readable text on the card, green or red, else secondary text")
  func statChange() throws {
    for isPositive in [true, false] {
      let color = theme.statCardChangeColor(isPositive: isPositive)
      let fill = try #require(theme.appearance(.card(.elevated)).background).color
      #expect(color.color.contrastRatio(with: fill) >= 4.5)
      #expect(color.role == (isPositive ? .success : .error))
    }
    #expect(
      try theme(with: .success, "#B8F0C8").statCardChangeColor(isPositive: true).role
        == .textSecondary)
  }

  @Test("an area chart fills each run down to the baseline; a lone point has no area")
  func areaPolygons() {
    // 0, 10, 5 on a 0...10 axis: positions 0, 1 and 0.5 at x 0, 0.5 and 1.
    let layout = ChartLayout(
      kind: DSChartType.area.layoutKind,
      points: [ChartPoint("a", 0), ChartPoint("b", 10), ChartPoint("c", 5)])
    #expect(
      layout.areaPolygons == [
        [
          LayoutPoint(x: 0, y: 0), LayoutPoint(x: 0.5, y: 1), LayoutPoint(x: 1, y: 0.5),
          LayoutPoint(x: 1, y: 0), LayoutPoint(x: 0, y: 0),
        ]
      ])
    let gap = ChartLayout(
      kind: .line, points: [ChartPoint("a", 4), ChartPoint("b", .nan), ChartPoint("c", 6)])
    #expect(gap.areaPolygons.isEmpty)
    #expect(DSChartType.pie.layoutKind == .donut)
    #expect(DSChartType.bar.layoutKind == .bar)
  }

  @Test("pulse, rotation and shake follow the clock, and stop under Reduce Motion")
  func motionPhases() {
    // The default slow motion is 0.6 s, so a pulse period is 1.2 s.
    #expect(theme.pulseScale(elapsed: 0).map { close($0, 0.95) } == true)
    #expect(theme.pulseScale(elapsed: 0.3).map { close($0, 1.0) } == true)
    #expect(theme.pulseScale(elapsed: 0.6).map { close($0, 1.05) } == true)
    #expect(theme.pulseScale(elapsed: 1.2).map { close($0, 0.95) } == true)
    #expect(theme.rotationDegrees(elapsed: 2.25, duration: 1).map { close($0, 90) } == true)
    #expect(theme.rotationDegrees(elapsed: 1, duration: 0) == nil)
    // 0.05 s into a shake: progress 0.125, 8 sin(0.75 pi) (1 - 0.125) = 4.9497.
    #expect(theme.shakeOffset(elapsed: 0.05).map { abs($0 - 4.949747468305833) < 1e-9 } == true)
    #expect(theme.shakeOffset(elapsed: 0.5) == 0)
    let reduced = PresetThemes.default.resolved(for: .light, reduceMotion: true)
    #expect(reduced.pulseScale(elapsed: 0.3) == nil)
    #expect(reduced.rotationDegrees(elapsed: 0.3) == nil)
    #expect(reduced.shakeOffset(elapsed: 0.05) == nil)
  }

  @Test("views animate pulse and rotation over the periods the clock functions repeat at")
  func motionPeriods() throws {
    // Twice the default slow motion of 0.6 s.
    let period = try #require(theme.pulsePeriod)
    #expect(close(period, 1.2))
    #expect(theme.pulseScale(elapsed: period / 2).map { close($0, 1.05) } == true)
    #expect(theme.pulseScale(elapsed: period).map { close($0, 0.95) } == true)
    #expect(theme.rotationPeriod(duration: 1.5) == 1.5)
    #expect(theme.rotationDegrees(elapsed: 1.5, duration: 1.5).map { close($0, 0) } == true)
    #expect(theme.rotationPeriod(duration: 0) == nil)
    #expect(theme.rotationPeriod(duration: .infinity) == nil)
    let reduced = PresetThemes.default.resolved(for: .light, reduceMotion: true)
    #expect(reduced.pulsePeriod == nil)
    #expect(reduced.rotationPeriod(duration: 1) == nil)
  }

  @Test("half a pulse along pulseCurve is pulseScale's cosine to within 0.2% of the swing")
  func pulseCurveFollowsTheCosine() throws {
    guard case .cubicBezier(let x1, let y1, let x2, let y2) = ResolvedTheme.pulseCurve else {
      Issue.record("pulseCurve is \(ResolvedTheme.pulseCurve), not a cubic Bezier")
      return
    }
    // The CSS/SwiftUI timing curve from (0, 0) to (1, 1): solve x(t) = u by bisection, read y(t).
    func component(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
      3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t
    }
    func eased(_ u: Double) -> Double {
      var low = 0.0
      var high = 1.0
      for _ in 0..<60 {
        let middle = (low + high) / 2
        if component(x1, x2, middle) < u { low = middle } else { high = middle }
      }
      return component(y1, y2, (low + high) / 2)
    }
    let period = try #require(theme.pulsePeriod)
    for step in 0...100 {
      let u = Double(step) / 100
      let scale = try #require(theme.pulseScale(elapsed: u * period / 2))
      let swing = (scale - 0.95) / 0.1
      #expect(abs(eased(u) - swing) < 0.002, "at \(u) of the half pulse")
    }
  }
}
