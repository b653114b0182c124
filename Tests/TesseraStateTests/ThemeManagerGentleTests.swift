import TesseraColor
import TesseraState
import TesseraTokens
import Testing

/// GentleDesignSystem's manager vocabulary on Tessera's ThemeManager: `theme.editableSpec`,
/// and the values its `colorBinding(for:)` / `typographyBinding(for:)` read and write.
@Suite("Theme manager: Gentle roles and themes")
@MainActor
struct ThemeManagerGentleTests {
  private let teal = SRGBColor(red8: 0x0F, green8: 0x8A, blue8: 0x74)
  private let plum = SRGBColor(red8: 0x6B, green8: 0x2F, blue8: 0xA3)

  @Test("setting theme.editableSpec applies a preset, and undo returns to the one before")
  func editableSpec() throws {
    let manager = ThemeManager(theme: PresetThemes.gentleDefault)
    let paper = try #require(
      GentleDesignSystemSpec.allPresets.first { $0.name == "Editorial Paper" })
    manager.theme.editableSpec = paper.spec
    #expect(manager.currentTheme.name == "Editorial Paper")
    #expect(manager.theme.defaultSpec.name == "Gentle Default")
    manager.undo()
    #expect(manager.currentTheme.name == "Gentle Default")
  }

  @Test("a Gentle color role with a Tessera role edits that role in all four modes")
  func mappedColor() {
    let manager = ThemeManager(theme: PresetThemes.gentleDefault)
    manager.setColorValues(ColorValues(light: teal, dark: plum), for: GentleColorRole.primaryCTA)
    #expect(manager.currentTheme.colors[.accent]?.light == teal)
    #expect(manager.currentTheme.colors[.accent]?.darkIncreasedContrast == plum)
    #expect(manager.colorValues(for: GentleColorRole.primaryCTA).dark == plum)
  }

  @Test("a Gentle color role without one edits its palette entries, read back the same")
  func paletteColor() {
    let manager = ThemeManager(theme: PresetThemes.gentleDefault)
    // Before any edit it reads as the role it is drawn in: themePrimary draws as the accent.
    #expect(
      manager.colorValues(for: GentleColorRole.themePrimary).light
        == PresetThemes.gentleDefault.colorValues(.accent).light)
    manager.setColorValues(ColorValues(light: teal, dark: plum), for: GentleColorRole.themePrimary)
    #expect(manager.currentTheme.palette["gentle.themePrimary.light"] == teal)
    #expect(manager.currentTheme.palette["gentle.themePrimary.dark"] == plum)
    #expect(manager.colorValues(for: GentleColorRole.themePrimary).dark == plum)
    // The accent is untouched.
    #expect(manager.currentTheme.colors[.accent] == PresetThemes.gentleDefault.colors[.accent])
  }

  @Test("a palette-role edit keeps the roles edited before, and drags are one undo step")
  func paletteEditKeepsEditedRoles() {
    let manager = ThemeManager(theme: PresetThemes.gentleDefault)
    manager.setColor(teal, for: .indicator, in: .light)
    manager.setColorValues(ColorValues(light: plum, dark: plum), for: GentleColorRole.themePrimary)
    manager.setColorValues(ColorValues(light: teal, dark: teal), for: GentleColorRole.themePrimary)
    #expect(manager.editedColorRoles == [.indicator])
    // The indicator the user chose survives a later accent edit.
    manager.setColorValues(ColorValues(plum), for: .accent)
    #expect(manager.colorValues(for: .indicator).light == teal)
    manager.undo()
    manager.undo()
    #expect(manager.currentTheme.palette["gentle.themePrimary.light"] == nil)
    #expect(manager.colorValues(for: .indicator).light == teal)
  }

  @Test("a Gentle typography role edits its Tessera role; button titles share one")
  func typography() {
    let manager = ThemeManager(theme: PresetThemes.gentleDefault)
    var body = manager.typography(for: GentleTextRole.body_m)
    body.size = 19
    manager.setTypography(body, for: GentleTextRole.body_m)
    #expect(manager.currentTheme.typography[.body]?.size == 19)
    var button = manager.typography(for: GentleTextRole.secondaryButtonTitle_m)
    button.weight = .heavy
    manager.setTypography(button, for: GentleTextRole.secondaryButtonTitle_m)
    #expect(manager.typography(for: GentleTextRole.primaryButtonTitle_m).weight == .heavy)
  }

  @Test("GentleThemeManager(theme:) starts on the editable spec and resets to the default one")
  func gentleInit() {
    let manager = GentleThemeManager(
      theme: GentleTheme(
        defaultSpec: PresetThemes.gentleDefault, editableSpec: PresetThemes.softGreen))
    #expect(manager.currentTheme.name == "Soft Green")
    #expect(manager.defaultTheme.name == "Gentle Default")
    manager.resetToDefault()
    #expect(manager.currentTheme.name == "Gentle Default")
    #expect(GentleThemeManager(theme: .default).currentTheme == PresetThemes.gentleDefault)
  }
}
