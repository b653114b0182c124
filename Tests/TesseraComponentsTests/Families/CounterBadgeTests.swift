import TesseraTokens
import Testing

@testable import TesseraComponents

@Suite("Badge counts")
struct BadgeCountTests {
  @Test(
    "counts show in full up to the maximum and capped above it",
    arguments: [
      (0, 99, nil), (-4, 99, nil), (1, 99, "1"), (99, 99, "99"), (100, 99, "99+"),
      (Int.max, 99, "99+"), (10, 9, "9+"), (9, 9, "9"), (5, 0, "1+"), (1, -5, "1"),
    ] as [(Int, Int, String?)])
  func text(count: Int, maximum: Int, expected: String?) {
    #expect(BadgeCount(count, maximum: maximum).text == expected)
  }

  @Test("hidden badges and capped badges read sensibly")
  func accessibility() {
    #expect(!BadgeCount(-1).isVisible)
    #expect(BadgeCount(0).accessibilityLabel == "None")
    #expect(BadgeCount(150).accessibilityLabel == "More than 99")
    #expect(BadgeCount(12).accessibilityLabel == "12")
  }
}

@Suite("Counter badge appearance")
struct CounterBadgeAppearanceTests {
  /// Every preset resolved in all four modes.
  static let themes: [ResolvedTheme] = PresetThemes.all.flatMap { spec in
    ThemeMode.allCases.map { spec.resolved(for: $0) }
  }

  @Test("the count bubble is a circle in the error color with readable digits")
  func bubble() {
    for theme in Self.themes {
      for size in ComponentSize.allCases {
        let look = theme.appearance(.counterBadge, size: size)
        #expect(look.background?.role == .error)
        #expect(look.cornerRadius == look.minimumSize.height / 2)
        #expect(look.minimumSize.width == look.minimumSize.height)
        let ratio = look.contrastRatio(
          for: PartContrastRequirement(.foreground, against: .background, level: .textAA))
        #expect((ratio ?? 0) >= 4.5, "\(theme.name) [\(theme.mode)] \(size)")
      }
    }
  }
}
