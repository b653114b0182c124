import TesseraColor
import TesseraTokens
import Testing

@testable import TesseraComponents

@Suite("Toast stacks and swipe to dismiss")
struct ToastTests {
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

  @Test("a toast's action is link text audited on the toast's panel, with a 44-point target")
  func action() {
    for spec in PresetThemes.all {
      for mode in ThemeMode.allCases {
        let look = spec.resolved(for: mode).appearance(.toast(.error))
        let ratio = look.contrastRatio(
          for: PartContrastRequirement(.action, against: .background, level: .textAA))
        #expect((ratio ?? 0) >= 4.5, "\(spec.name) [\(mode)]")
        #expect(look.requirements.contains { $0.part == .action && $0.against == .background })
        #expect(look.tapTarget(.action).height >= 44 && look.tapTarget(.action).width >= 44)
      }
    }
  }

  @Test("a link color unreadable on the panel falls back to the primary text color")
  func actionFallback() throws {
    var spec = PresetThemes.default
    let panel = spec.resolved(for: .light).surface(.floatingPanel).background
    spec.colors[.textLink] = ColorValues(panel)
    spec.colors[.accent] = ColorValues(panel)
    let look = spec.resolved(for: .light).appearance(.toast(.info))
    #expect(look[.action]?.role == .textPrimary)
    #expect(look.substitutions.contains { $0.hasPrefix("action: textLink") })
  }
}
