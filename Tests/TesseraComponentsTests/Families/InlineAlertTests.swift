import TesseraTokens
import Testing

@testable import TesseraComponents

@Suite("Inline alert")
struct InlineAlertTests {
  static let theme = PresetThemes.default.resolved(for: .light)

  @Test("an inline alert is a banner with a thin border and the medium corner radius")
  func borderedBanner() {
    for status in StatusKind.allCases {
      let inline = Self.theme.appearance(.inlineAlert(status))
      let banner = Self.theme.appearance(.banner(status))
      #expect(inline.background == banner.background, "\(status)")
      #expect(inline.icon == banner.icon && inline.border == banner.border, "\(status)")
      #expect(inline.borderWidth == Self.theme.borderWidths.thin, "\(status)")
      #expect(inline.cornerRadius == Self.theme.radii.medium, "\(status)")
    }
  }
}
