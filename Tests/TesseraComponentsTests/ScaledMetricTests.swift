import TesseraTokens
import Testing

@testable import TesseraComponents

@Suite("Metrics grow with Dynamic Type beside their text")
struct ScaledMetricTests {
  @Test(
    "a metric scales by its text style's curve from Large",
    arguments: [
      (ContentSize.large, 32.0, 32.0), (.xSmall, 34.0, 28.0), (.accessibility5, 17.0, 53.0),
      (.accessibility1, 34.0, 56.0),
    ])
  func scales(size: ContentSize, base: Double, expected: Double) {
    let theme = PresetThemes.default.resolved(for: .light, contentSize: size)
    #expect(abs(theme.scaledMetric(base, relativeTo: .body) - expected) < 1e-9)
  }

  @Test("a part's minimum size grows along its own text style: an avatar's by 49/15 at AX5")
  func minimumSize() {
    let large = PresetThemes.default.resolved(for: .light, contentSize: .large)
    let ax5 = PresetThemes.default.resolved(for: .light, contentSize: .accessibility5)
    let look = large.appearance(ComponentStyle(.avatar))
    // Avatar initials are subheadline text: 15 points at Large, 49 at AX5 (Apple's table).
    #expect(look.text.relativeTo == .subheadline)
    #expect(large.scaledMinimumSize(of: look) == look.minimumSize)
    let grown = ax5.scaledMinimumSize(of: ax5.appearance(ComponentStyle(.avatar)))
    #expect(abs(grown.width - look.minimumSize.width * 49 / 15) < 1e-9)
    #expect(abs(grown.height - look.minimumSize.height * 49 / 15) < 1e-9)
  }

  @Test("a title-relative metric grows less than a body one at AX5, and bad sizes are 0")
  func styles() {
    let theme = PresetThemes.default.resolved(for: .light, contentSize: .accessibility5)
    #expect(theme.scaledMetric(12, relativeTo: .caption) == 43)
    #expect(theme.scaledMetric(34, relativeTo: .largeTitle) == 60)
    #expect(
      theme.scaledMetric(24, relativeTo: .largeTitle) < theme.scaledMetric(24, relativeTo: .body))
    #expect(theme.scaledMetric(.nan) == 0 && theme.scaledMetric(-4) == 0)
  }
}
