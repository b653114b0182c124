import TesseraTokens
import Testing

@testable import TesseraComponents

@Suite("Avatar groups, swipe to dismiss and skeletons")
struct FeedbackLogicTests {
  @Test(
    "avatar groups fill their slots and count the rest",
    arguments: [
      (0, 4, 0, nil), (3, 4, 3, nil), (4, 4, 4, nil), (5, 4, 3, "+2"), (100, 4, 3, "+97"),
      (3, 0, 1, "+2"), (-3, 4, 0, nil),
    ] as [(Int, Int, Int, String?)])
  func avatarGroup(count: Int, maximum: Int, visible: Int, overflow: String?) {
    let group = AvatarGroupLayout(count: count, maximumVisible: maximum)
    #expect(group.visibleCount == visible)
    #expect(group.overflowText == overflow)
  }

  @Test("avatar group widths account for overlap")
  func avatarGroupWidth() {
    #expect(AvatarGroupLayout(count: 3, overlap: 0.25).width(diameter: 40) == 100)
    #expect(AvatarGroupLayout(count: 0).width(diameter: 40) == 0)
    #expect(AvatarGroupLayout(count: 2, overlap: .nan).overlap == 0.25)
    #expect(AvatarGroupLayout(count: 1).accessibilityLabel == "1 person")
  }

  @Test(
    "swipes dismiss past half the height or when flung",
    arguments: [
      (SwipeToDismiss.Direction.up, -50.0, 0.0, true), (.up, -30, 0, false), (.up, -10, -900, true),
      (.up, 60, 0, false), (.up, 5, 900, false), (.down, 45, 0, true), (.trailing, 10, 700, true),
      (.leading, .nan, -900, false),
    ])
  func swipe(direction: SwipeToDismiss.Direction, offset: Double, velocity: Double, dismiss: Bool) {
    let rule = SwipeToDismiss(direction: direction)
    #expect(rule.shouldDismiss(offset: offset, velocity: velocity, extent: 80) == dismiss)
  }

  @Test("dragging the wrong way is resisted")
  func resistance() {
    let rule = SwipeToDismiss(direction: .up)
    #expect(rule.resistedOffset(-40) == -40)
    let resisted = rule.resistedOffset(100)
    #expect(resisted > 0 && resisted < 100)
    #expect(rule.resistedOffset(.infinity) == 0)
    #expect(SwipeToDismiss(direction: .up, distanceThreshold: 7).distanceThreshold == 1)
  }

  @Test("skeleton shapes fit the width and grow with Dynamic Type")
  func skeletonShapes() {
    let theme = PresetThemes.default.resolved(for: .light)
    let large = PresetThemes.default.resolved(for: .light, contentSize: .accessibility3)
    for kind in [SkeletonKind.text(lines: 3), .avatar, .card, .listItem] {
      let shapes = theme.skeletonShapes(kind, width: 300)
      #expect(!shapes.isEmpty)
      #expect(shapes.allSatisfy { $0.frame.maxX <= 300 && $0.frame.minX >= 0 })
    }
    let text = theme.skeletonShapes(.text(lines: 3), width: 300)
    #expect(text.count == 3)
    #expect(text[2].frame.size.width < text[0].frame.size.width)
    let bigText = large.skeletonShapes(.text(lines: 3), width: 300)
    #expect(bigText[0].frame.size.height > text[0].frame.size.height)
    #expect(theme.skeletonShapes(.text(lines: 10_000), width: 300).count == 50)
    #expect(theme.skeletonShapes(.text(lines: 2), width: .nan)[0].frame.size.width == 0)
  }

  @Test("the shimmer moves, wraps around, and stops under Reduce Motion")
  func shimmer() {
    let theme = PresetThemes.default.resolved(for: .light)
    let start = theme.skeletonShimmerPhase(elapsed: 0)
    let later = theme.skeletonShimmerPhase(elapsed: 0.2)
    #expect(start == 0)
    #expect((later ?? 0) > 0 && (later ?? 1) < 1)
    #expect(theme.skeletonShimmerPhase(elapsed: 1e9).map { $0 >= 0 && $0 < 1 } == true)
    let reduced = PresetThemes.default.resolved(for: .light, reduceMotion: true)
    #expect(reduced.skeletonShimmerPhase(elapsed: 0.2) == nil)
  }

  @Test("side-by-side content stacks and titles wrap at accessibility sizes")
  func adaptive() {
    let standard = PresetThemes.default.resolved(for: .light)
    let huge = PresetThemes.default.resolved(for: .light, contentSize: .accessibility5)
    #expect(!standard.stacksSideBySideContent && huge.stacksSideBySideContent)
    #expect(standard.titleLineLimit == 1 && huge.titleLineLimit == nil)
    #expect(ButtonRole.ghost == .quaternary)
  }

  @Test("the strength meter goes from error to success and always has a readable label")
  func strengthMeter() {
    let theme = PresetThemes.default.resolved(for: .light)
    let weak = theme.strengthMeterAppearance(.weak)
    let strong = theme.strengthMeterAppearance(.veryStrong)
    #expect(weak.fill?.role == .error || weak.fill?.role == .textPrimary)
    #expect(strong.fill?.role == .success || strong.fill?.role == .textPrimary)
    #expect(weak.fill != strong.fill)
    #expect(weak.requirements.contains { $0.part == .foreground })
  }
}

@Suite("Toast stacks and navigation bar collapse")
struct StackAndCollapseTests {
  @Test("older toasts peek out behind the newest, the rest are hidden")
  func stack() {
    let stack = ToastStackLayout(count: 5, maximumVisible: 3)
    let placements = stack.placements
    #expect(placements.map(\.isVisible) == [true, true, true, false, false])
    #expect(placements[0].scale == 1 && placements[0].offset == 0 && placements[0].opacity == 1)
    #expect(placements[1].scale < 1 && placements[1].offset == 8)
    #expect(placements[3].opacity == 0)
    #expect(stack.isActive(0) && !stack.isActive(1))
    #expect(ToastStackLayout(count: 0).placements.isEmpty)
    #expect(!ToastStackLayout(count: 0).isActive(0))
    #expect(ToastStackLayout(count: 2, maximumVisible: 99, peek: .nan).maximumVisible == 5)
  }

  @Test(
    "the large title collapses with the scroll offset",
    arguments: [
      (-30.0, 0.0, 0.0, false), (0, 0, 0, false), (26, 0.5, 0, false), (52, 1, 1, true),
      (500, 1, 1, true), (.nan, 0, 0, false),
    ])
  func collapse(offset: Double, progress: Double, opacity: Double, separator: Bool) {
    let collapse = NavigationBarCollapse(largeTitleHeight: 52)
    #expect(collapse.progress(scrollOffset: offset) == progress)
    #expect(abs(collapse.inlineTitleOpacity(scrollOffset: offset) - opacity) < 1e-9)
    #expect(collapse.showsSeparator(scrollOffset: offset) == separator)
    #expect(NavigationBarCollapse(largeTitleHeight: -1).largeTitleHeight == 52)
  }
}
