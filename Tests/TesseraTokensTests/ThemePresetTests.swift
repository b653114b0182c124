import TesseraTokens
import Testing

/// The preset list with GentleDesignSystem's fields: name, summary, description, purpose and
/// symbol.
@Suite("Theme presets as a picker lists them")
struct ThemePresetTests {
  @Test("every preset is listed once, in order, with all five fields filled")
  func everyPreset() {
    let presets = PresetThemes.allPresets
    #expect(presets.map(\.name) == PresetThemes.all.map(\.name))
    #expect(Set(presets.map(\.id)).count == presets.count)
    for preset in presets {
      #expect(!preset.summary.isEmpty && !preset.purpose.isEmpty, "\(preset.name)")
      #expect(!preset.systemImageString.isEmpty, "\(preset.name)")
      // A description of its own, longer than the tagline, not the tagline repeated.
      #expect(preset.description.count > preset.summary.count, "\(preset.name)")
    }
  }

  @Test("Gentle's list is its nine presets under their published names and taglines")
  func gentlePresets() throws {
    let presets = GentleDesignSystemSpec.allPresets
    #expect(
      presets.map(\.name) == [
        "Gentle Default", "Classic Tan", "Modern Gray", "Soft Green", "Editorial Paper",
        "Technical Blue", "Bold Orange", "Elegant Purple", "Compact Mint",
      ])
    let paper = try #require(presets.first { $0.name == "Editorial Paper" })
    #expect(paper.summary == "Refined and print-inspired.")
    #expect(paper.purpose == "Content-heavy apps and long-form reading.")
    #expect(paper.systemImageString == "newspaper")
    #expect(paper.spec == PresetThemes.editorialPaper)
  }

  @Test("GentleTheme.default is Gentle Default, for both its default and its edited spec")
  func defaultTheme() {
    #expect(GentleTheme.default.defaultSpec == PresetThemes.gentleDefault)
    #expect(GentleTheme.default.editableSpec == PresetThemes.gentleDefault)
  }
}
