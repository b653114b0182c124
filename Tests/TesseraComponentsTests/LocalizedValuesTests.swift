import TesseraComponents
import TesseraLocalization
import Testing

@Suite struct LocalizedValuesTests {
  @Test("component values VoiceOver reads come in each language with their plural forms")
  func spokenValues() {
    let half = RatingScale(maximum: 5, rounding: .half)
    #expect(half.accessibilityPhrase(for: 3.4).string(in: .russian) == "3,5 из 5 звёзд")
    #expect(half.accessibilityPhrase(for: 3.4).string(in: .german) == "3,5 von 5 Sternen")
    #expect(
      ProgressValue(fraction: 0.456).accessibilityPhrase.string(in: .russian) == "45 процентов")
    #expect(ProgressValue(fraction: nil).accessibilityPhrase.string(in: .french) == "En cours")
    #expect(
      PageIndicatorLayout(pageCount: 5, currentPage: 1).accessibilityPhrase.string(in: .korean)
        == "5페이지 중 2페이지")
    #expect(AvatarGroupLayout(count: 2).accessibilityPhrase.string(in: .arabic) == "شخصان")
    #expect(BadgeCount(150).accessibilityPhrase?.string(in: .spanish) == "Más de 99")
    #expect(PasswordStrength.Level.veryWeak.phrase.string(in: .portugueseBrazil) == "Muito fraca")
  }

  @Test("a chart's summary is one sentence in the language, counted nouns included")
  func chartSummary() {
    let chart = ChartLayout(
      kind: .bar, points: [ChartPoint("Mo", 3), ChartPoint("Di", 9), ChartPoint("Mi", 5)])
    #expect(
      chart.accessibilityPhrase.string(in: .german)
        == "Balkendiagramm, 3 Werte. Minimum Mo 3, Maximum Di 9. Steigend.")
    #expect(
      chart.accessibilityPhrase.string(in: .russian)
        == "Столбчатая диаграмма, 3 значения. Минимум: Mo 3, максимум: Di 9. Рост.")
    #expect(chart.accessibilitySummary == "Bar chart, 3 values. Lowest Mo 3, highest Di 9. Rising.")
  }
}
