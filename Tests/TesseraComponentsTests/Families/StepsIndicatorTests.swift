import TesseraTokens
import Testing

@testable import TesseraComponents

@Suite("Steps indicator")
struct StepsIndicatorTests {
  @Test("steps before the current one are completed")
  func steps() {
    let steps = StepsIndicatorLayout(titles: ["Cart", "Address", "Pay"], currentIndex: 1)
    #expect(steps.statuses == [.completed, .current, .upcoming])
    #expect(steps.progress == 0.5)
    #expect(steps.accessibilityLabel(for: 1) == "Step 2 of 3, Address, current")
    #expect(steps.accessibilityLabel(for: 7) == "")
    let done = StepsIndicatorLayout(titles: ["A", "B"], currentIndex: 9, isFinished: true)
    #expect(done.currentIndex == 1)
    #expect(done.statuses == [.completed, .completed])
    #expect(StepsIndicatorLayout(titles: [], currentIndex: 3).statuses.isEmpty)
  }
}

@Suite("Steps indicator appearance")
struct StepsIndicatorAppearanceTests {
  static let theme = PresetThemes.default.resolved(for: .light)

  @Test("completed steps are filled with a tick, the current one outlined in the indicator")
  func steps() {
    let completed = Self.theme.appearance(.stepsIndicator(.completed))
    let current = Self.theme.appearance(.stepsIndicator(.current))
    let upcoming = Self.theme.appearance(.stepsIndicator(.upcoming))
    #expect(completed.background?.role == .indicator && completed.tick != nil)
    #expect(current.background == nil && current.border?.role == .indicator)
    #expect(upcoming.border?.role == .borderStrong && upcoming.tick == nil)
  }
}
