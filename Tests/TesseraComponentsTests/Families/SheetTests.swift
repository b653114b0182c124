import TesseraTokens
import Testing

@testable import TesseraComponents

@Suite("Sheet")
struct SheetTests {
  static let theme = PresetThemes.default.resolved(for: .light)

  @Test("a sheet sits on the sheet surface over the scrim and moves with the emphasized motion")
  func surface() throws {
    let look = Self.theme.appearance(.sheet)
    #expect(look.background?.token == "surface.sheet.background")
    #expect(look.scrim?.role == .scrim)
    let motion = try #require(look.motion)
    #expect(motion.duration == Self.theme.motion(.emphasized).duration)
    #expect(motion.duration > Self.theme.appearance(.alert).motion?.duration ?? .infinity)
  }
}
