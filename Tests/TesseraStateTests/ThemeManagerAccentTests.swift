import TesseraColor
import TesseraTokens
import Testing

@testable import TesseraState

/// Editing the accent through the manager re-derives the roles brand generation derives from
/// it, except those the user edited.
@Suite("Theme manager accent edits")
@MainActor
struct ThemeManagerAccentTests {
  private let red = SRGBColor(red: 0.82, green: 0.05, blue: 0.11)
  private let green = SRGBColor(red: 0.1, green: 0.6, blue: 0.2)

  private func hueDistance(_ a: SRGBColor, _ b: SRGBColor) -> Double {
    let difference = abs(a.oklch.hue - b.oklch.hue).truncatingRemainder(dividingBy: 360)
    return min(difference, 360 - difference)
  }

  @Test("a toggle's indicator takes the new accent's hue in every mode")
  func indicatorFollowsAccent() {
    let manager = ThemeManager(theme: PresetThemes.ocean)
    let before = manager.colorValues(for: .indicator)
    manager.setColorValues(ColorValues(red), for: .accent)
    for mode in ThemeMode.allCases {
      let indicator = manager.colorValues(for: .indicator).value(for: mode)
      #expect(indicator != before.value(for: mode), "\(mode)")
      #expect(hueDistance(indicator, red) < 8, "\(mode): \(indicator.hexString)")
      let page = manager.colorValues(for: .backgroundPrimary).value(for: mode)
      #expect(indicator.contrastRatio(with: page) >= 3, "\(mode): \(indicator.hexString)")
    }
    // The resolved theme a toggle draws from follows too.
    #expect(hueDistance(manager.resolvedTheme.color(.indicator), red) < 8)
  }

  @Test("links, labels, container and focus ring follow a light-only accent edit")
  func dependentsFollowSingleModeEdit() {
    let manager = ThemeManager(theme: PresetThemes.ocean)
    manager.setColor(red, for: .accent, in: .light)
    let theme = manager.currentTheme
    for role in [ColorRole.textLink, .accentContainer, .textOnAccentContainer, .focusRing] {
      #expect(
        hueDistance(theme.colorValues(role).light, red) < 12,
        "\(role.rawValue): \(theme.colorValues(role).light.hexString)")
    }
    let page = theme.colorValues(.backgroundPrimary).light
    #expect(theme.colorValues(.textLink).light.contrastRatio(with: page) >= 4.5)
    #expect(theme.colorValues(.textOnAccent).light.contrastRatio(with: red) >= 4.5)
    // The dark accent was not edited: the dark indicator still starts from it.
    #expect(
      hueDistance(
        theme.colorValues(.indicator).dark, PresetThemes.ocean.colorValues(.accent).dark) < 8)
  }

  @Test("a derived role the user set keeps its value when the accent changes")
  func explicitRoleIsKept() {
    let manager = ThemeManager(theme: PresetThemes.ocean)
    manager.setColor(green, for: .indicator, in: .light)
    let indicator = manager.colorValues(for: .indicator)
    manager.setColorValues(ColorValues(red), for: .accent)
    #expect(manager.editedColorRoles == [.indicator, .accent])
    #expect(manager.colorValues(for: .indicator) == indicator)
    #expect(hueDistance(manager.colorValues(for: .textLink).light, red) < 8)
  }

  @Test("undo takes the accent and its dependents back in one step")
  func undoRestoresDependents() {
    let manager = ThemeManager(theme: PresetThemes.ocean)
    manager.setColorValues(ColorValues(red), for: .accent)
    manager.setColorValues(ColorValues(green), for: .accent)
    manager.undo()
    #expect(manager.currentTheme == PresetThemes.ocean)
    #expect(manager.editedColorRoles.isEmpty)
  }

  @Test("after a theme switch the edited roles follow the accent again")
  func themeSwitchForgetsEdits() {
    let manager = ThemeManager(theme: PresetThemes.ocean)
    manager.setColor(green, for: .indicator, in: .light)
    manager.setTheme(PresetThemes.forest)
    #expect(manager.editedColorRoles.isEmpty)
    manager.setColorValues(ColorValues(red), for: .accent)
    #expect(hueDistance(manager.colorValues(for: .indicator).light, red) < 8)
    manager.undo()
    #expect(manager.currentTheme == PresetThemes.forest)
    manager.undo()
    #expect(manager.editedColorRoles == [.indicator])
  }

  @Test("the edit history remembers edited roles per undo step")
  func historyTracksEditedRoles() {
    var history = ThemeEditHistory(PresetThemes.ocean)
    var edited = PresetThemes.ocean
    edited.colors[.textLink] = ColorValues(red)
    history.apply(edited, key: .color(.textLink))
    #expect(history.editedColorRoles == [.textLink])
    history.apply(PresetThemes.forest)
    #expect(history.editedColorRoles.isEmpty)
    history.undo()
    #expect(history.editedColorRoles == [.textLink])
    history.undo()
    #expect(history.editedColorRoles.isEmpty)
  }
}
