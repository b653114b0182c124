import TesseraTokens
import Testing

@testable import TesseraComponents

@Suite("Card")
struct CardTests {
  /// Every preset resolved in all four modes.
  static let themes: [ResolvedTheme] = PresetThemes.all.flatMap { spec in
    ThemeMode.allCases.map { spec.resolved(for: $0) }
  }
  static let theme = PresetThemes.default.resolved(for: .light)

  @Test(
    "each card variant is drawn with its surface role's tokens", arguments: CardVariant.allCases)
  func surfaces(variant: CardVariant) {
    let look = Self.theme.cardAppearance(variant)
    let role: String
    switch variant {
    case .flat: role = "card"
    case .elevated: role = "cardElevated"
    case .secondary: role = "cardSecondary"
    }
    #expect(look.background?.token == "surface.\(role).background")
    #expect(look.style.variant == variant.rawValue)
  }

  @Test("a card's title and detail are readable on every variant in every preset and mode")
  func readable() {
    for theme in Self.themes {
      for variant in CardVariant.allCases {
        let look = theme.cardAppearance(variant)
        for part in [ComponentPart.foreground, .secondaryForeground] {
          let ratio = look.contrastRatio(
            for: PartContrastRequirement(part, against: .background, level: .textAA))
          #expect((ratio ?? 0) >= 4.5, "\(theme.name) [\(theme.mode)] \(variant) \(part)")
        }
      }
    }
  }

  @Test("a pressed card dims, and the elevated card casts a shadow the flat one does not")
  func pressedAndElevated() {
    #expect(Self.theme.cardAppearance(.flat, state: .pressed).opacity < 1)
    #expect(Self.theme.cardAppearance(.flat).opacity == 1)
    #expect(!Self.theme.cardAppearance(.elevated).shadows.isEmpty)
  }
}
