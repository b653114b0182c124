import TesseraTokens
import Testing

@testable import TesseraComponents

@Suite("Tag")
struct TagTests {
  static let theme = PresetThemes.default.resolved(for: .light)

  @Test("a tag is quiet: secondary background, subtle hairline border, secondary text")
  func quiet() {
    let look = Self.theme.appearance(.tag)
    #expect(look.background?.role == .backgroundSecondary)
    #expect(look.border?.role == .borderSubtle)
    #expect(look.borderWidth == Self.theme.borderWidths.hairline)
    #expect(look.foreground?.role == .textSecondary)
    #expect(look.cornerRadius == Self.theme.radii.small, "a rounded rectangle, not a capsule")
    #expect(!ComponentStyleFamily.tag.isInteractive && look.touchTarget == nil)
  }
}
