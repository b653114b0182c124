import TesseraTokens
import Testing

@testable import TesseraComponents

@Suite("Banner")
struct BannerTests {
  static let theme = PresetThemes.default.resolved(for: .light)

  @Test(
    "banners span the screen: no corners and no border, the status as fill, icon and border color")
  func fullWidth() {
    for status in StatusKind.allCases {
      let look = Self.theme.appearance(.banner(status))
      #expect(look.cornerRadius == 0, "\(status)")
      #expect(look.borderWidth == 0, "\(status)")
      #expect(look.action != nil, "\(status)")
    }
    let error = Self.theme.appearance(.banner(.error))
    #expect(error.background?.role == .errorBackground)
    #expect(error.icon?.role == .error && error.border?.role == .error)
    #expect(Self.theme.appearance(.banner(.neutral)).border?.role == .borderDefault)
  }
}
