import TesseraTokens
import Testing

@testable import TesseraComponents

@Suite("List row")
struct ListRowTests {
  static let theme = PresetThemes.default.resolved(for: .light)

  @Test("a row is highlighted only when pressed or selected, and selection tints its icon")
  func highlight() {
    #expect(Self.theme.appearance(.listRow).background == nil)
    #expect(Self.theme.appearance(.listRow, state: .focused).background == nil)
    for state in [ComponentState.pressed, .selected] {
      #expect(
        Self.theme.appearance(.listRow, state: state).background?.role == .backgroundSecondary)
    }
    #expect(Self.theme.appearance(.listRow).icon?.role == .textSecondary)
    #expect(Self.theme.appearance(.listRow, state: .selected).icon?.role == .indicator)
  }

  @Test("rows are at least a touch target tall and a disabled row draws no icon")
  func sizeAndDisabled() {
    let look = Self.theme.appearance(.listRow)
    #expect(look.minimumSize.height >= 44)
    let disabled = Self.theme.appearance(.listRow, state: .disabled)
    #expect(disabled.icon == nil)
    #expect(disabled.foreground?.role == .textDisabled)
    #expect(disabled.requirements.isEmpty && !disabled.isInteractive)
  }
}
