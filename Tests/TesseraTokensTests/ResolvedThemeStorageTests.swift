import Foundation
import TesseraColor
import Testing

@testable import TesseraTokens

@Suite("A resolved theme's shared storage")
struct ResolvedThemeStorageTests {
  @Test("a case's index is its position in allCases, for every key a theme indexes by")
  func caseIndexIsDeclarationOrder() {
    #expect(ColorRole.allCases.enumerated().allSatisfy { caseIndex($1) == $0 })
    #expect(TypographyRole.allCases.enumerated().allSatisfy { caseIndex($1) == $0 })
    #expect(DSButtonRole.allCases.enumerated().allSatisfy { caseIndex($1) == $0 })
    #expect(SurfaceRole.allCases.enumerated().allSatisfy { caseIndex($1) == $0 })
    // The enums that hash their case index (CaseHashing.swift).
    #expect(InsetRole.allCases.enumerated().allSatisfy { caseIndex($1) == $0 })
    #expect(ElevationLevel.allCases.enumerated().allSatisfy { caseIndex($1) == $0 })
    #expect(MotionToken.allCases.enumerated().allSatisfy { caseIndex($1) == $0 })
    #expect(ButtonAnimationRole.allCases.enumerated().allSatisfy { caseIndex($1) == $0 })
  }

  @Test("changing a copy leaves the original and its lookups as they were")
  func copyOnWrite() throws {
    let theme = PresetThemes.ocean.resolved(for: .dark)
    var copy = theme
    let red = try SRGBColor(hex: "#B00020")
    copy.colors[.accent] = red
    copy.textStyles[.body]?.size = 40
    copy.buttons[.primary] = nil
    #expect(copy.color(.accent) == red)
    #expect(copy.text(.body).size == 40)
    #expect(copy.button(.primary) == ThemeSpec.fallbackButton(.primary, in: copy))
    #expect(theme.color(.accent) == theme.colors[.accent])
    #expect(theme.text(.body) == theme.textStyles[.body])
    #expect(theme.button(.primary) == theme.buttons[.primary])
    #expect(copy != theme)
    #expect(theme == PresetThemes.ocean.resolved(for: .dark))
  }

  @Test("coding round-trips every value")
  func codingRoundTrip() throws {
    let theme = PresetThemes.ocean.resolved(
      for: .lightIncreasedContrast, contentSize: .accessibility2, reduceMotion: true)
    let data = try JSONEncoder().encode(theme)
    let decoded = try JSONDecoder().decode(ResolvedTheme.self, from: data)
    #expect(decoded == theme)
    #expect(decoded.hashValue == theme.hashValue)
    #expect(decoded.color(.accent) == theme.color(.accent))
  }
}
