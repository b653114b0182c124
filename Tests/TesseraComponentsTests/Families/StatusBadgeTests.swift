import TesseraTokens
import Testing

@testable import TesseraComponents

@Suite("Status badge")
struct StatusBadgeTests {
  /// Every preset resolved in all four modes.
  static let themes: [ResolvedTheme] = PresetThemes.all.flatMap { spec in
    ThemeMode.allCases.map { spec.resolved(for: $0) }
  }
  static let theme = PresetThemes.default.resolved(for: .light)

  @Test("each status shows its subtle fill with its own color as text and icon")
  func subtleFills() {
    let expected: [StatusKind: ColorRole] = [
      .neutral: .backgroundSecondary, .info: .infoBackground, .success: .successBackground,
      .warning: .warningBackground, .error: .errorBackground,
    ]
    for status in StatusKind.allCases {
      let look = Self.theme.statusBadgeAppearance(status)
      #expect(look.background?.role == expected[status], "\(status)")
    }
    #expect(Self.theme.statusBadgeAppearance(.error).foreground?.role == .error)
    #expect(Self.theme.statusBadgeAppearance(.error).icon?.role == .error)
  }

  @Test("a status badge's text is readable on its fill in every preset and mode")
  func readable() {
    for theme in Self.themes {
      for status in StatusKind.allCases {
        for size in ComponentSize.allCases {
          let look = theme.statusBadgeAppearance(status, size: size)
          let ratio = look.contrastRatio(
            for: PartContrastRequirement(.foreground, against: .background, level: .textAA))
          #expect((ratio ?? 0) >= 4.5, "\(theme.name) [\(theme.mode)] \(status) \(size)")
        }
      }
    }
  }
}
