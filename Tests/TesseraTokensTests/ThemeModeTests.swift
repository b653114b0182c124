import TesseraColor
import Testing

@testable import TesseraTokens

@Suite("Theme modes and content sizes")
struct ThemeModeTests {
  @Test("the four modes are distinct and named")
  func fourModes() {
    #expect(ThemeMode.allCases.count == 4)
    #expect(Set(ThemeMode.allCases).count == 4)
    #expect(
      ThemeMode.allCases.map(\.name) == [
        "light", "dark", "lightIncreasedContrast", "darkIncreasedContrast",
      ])
    #expect(ThemeMode.darkIncreasedContrast.scheme == .dark)
    #expect(ThemeMode.darkIncreasedContrast.isIncreasedContrast)
    #expect(!ThemeMode.light.isIncreasedContrast)
  }

  @Test("content sizes are ordered and the last five are accessibility sizes")
  func contentSizes() {
    #expect(ContentSize.allCases.count == 12)
    #expect(ContentSize.allCases == ContentSize.allCases.sorted())
    #expect(ContentSize.xSmall < .large)
    #expect(ContentSize.allCases.filter(\.isAccessibilitySize).count == 5)
    #expect(!ContentSize.xxxLarge.isAccessibilitySize)
    #expect(ContentSize.accessibility1.isAccessibilitySize)
    for (offset, size) in ContentSize.allCases.enumerated() { #expect(size.index == offset) }
  }

  @Test("ColorValues returns the value of each mode")
  func colorValues() throws {
    let values = ColorValues(
      light: try SRGBColor(hex: "#111111"), dark: try SRGBColor(hex: "#222222"),
      lightIncreasedContrast: try SRGBColor(hex: "#333333"),
      darkIncreasedContrast: try SRGBColor(hex: "#444444"))
    #expect(values.value(for: .light).hexString == "#111111")
    #expect(values.value(for: .dark).hexString == "#222222")
    #expect(values.value(for: .lightIncreasedContrast).hexString == "#333333")
    #expect(values.value(for: .darkIncreasedContrast).hexString == "#444444")
    var copy = values
    copy.setValue(.white, for: .darkIncreasedContrast)
    #expect(copy.value(for: .darkIncreasedContrast) == .white)
    #expect(copy.value(for: .dark) == values.dark)
  }

  @Test("contrast requirements: 4.5 and 7 for text, 3 and 4.5 for large text, 3 non-text")
  func requirements() {
    #expect(ContrastRequirement.text.minimumRatio(in: .light) == 4.5)
    #expect(ContrastRequirement.text.minimumRatio(in: .darkIncreasedContrast) == 7)
    #expect(ContrastRequirement.largeText.minimumRatio(in: .dark) == 3)
    #expect(ContrastRequirement.largeText.minimumRatio(in: .lightIncreasedContrast) == 4.5)
    #expect(ContrastRequirement.nonText.minimumRatio(in: .lightIncreasedContrast) == 3)
  }
}
