import TesseraTokens
import Testing

@testable import TesseraComponents

@Suite("Empty state")
struct EmptyStateTests {
  static let theme = PresetThemes.default.resolved(for: .light)

  @Test("an empty state shows a large secondary symbol above a title3 title")
  func layout() {
    let look = Self.theme.appearance(.emptyState)
    #expect(look.typography == .title3)
    #expect(look.icon?.role == .textSecondary)
    #expect(look.knobDiameter >= 44, "the symbol is larger than a touch target")
    #expect(look.insets.top == Self.theme.spacing.xl)
  }
}
