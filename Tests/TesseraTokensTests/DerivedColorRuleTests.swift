import TesseraColor
import Testing

@testable import TesseraTokens

/// The one rule for derived colors: its values worked out by hand, and presets that change it.
@Suite("Derived colors follow one rule a preset can override")
struct DerivedColorRuleTests {
  let rule = DerivedColorRule.standard

  func hex(_ text: String) throws -> SRGBColor { try SRGBColor(hex: text) }

  // #2563EB is (37, 99, 235). 15% toward black: 31.45, 84.15, 199.75 -> #1F54C8.
  @Test("a fill under a light label presses 15% toward black")
  func pressedUnderLightLabel() throws {
    let pressed = rule.pressed(try hex("#2563EB"), label: .white, ratio: 4.5)
    #expect(pressed.hexString == "#1F54C8")
  }

  // #60A5FA is (96, 165, 250) with dark text: 15% toward white: 119.85, 178.5, 250.75.
  // 165 + 0.15 * 90 = 178.5 sits on a tie in doubles (178.50000000000003), so it rounds up.
  @Test("a fill under a dark label presses 15% toward white")
  func pressedUnderDarkLabel() throws {
    let pressed = rule.pressed(try hex("#60A5FA"), label: try hex("#111827"), ratio: 4.5)
    #expect(pressed.hexString == "#78B3FB")
  }

  // Without a label the scheme decides: dark modes press toward white.
  @Test("with no label, light modes press toward black and dark modes toward white")
  func pressedWithoutLabel() throws {
    let fill = try hex("#2563EB")
    #expect(rule.pressed(fill, label: nil, ratio: 4.5, scheme: .light).hexString == "#1F54C8")
    // 37 + 0.15 * 218 = 69.7 (70), 99 + 0.15 * 156 = 122.4, 235 + 0.15 * 20 = 238.
    #expect(rule.pressed(fill, label: nil, ratio: 4.5, scheme: .dark).hexString == "#467AEE")
  }

  // Black under white cannot darken; 15% toward white is (38.25 ...) -> #262626, on which white
  // still reads at 15:1.
  @Test("a fill already at the end of the scale presses the other way when its label still reads")
  func pressedAtTheEnd() throws {
    #expect(rule.pressed(.black, label: .white, ratio: 4.5).hexString == "#262626")
    // White under black: toward black 15% is 216.75 -> #D9D9D9, black reads there at 14:1.
    #expect(rule.pressed(.white, label: .black, ratio: 4.5).hexString == "#D9D9D9")
    // A label that would fall short keeps the (unmoved) fill.
    #expect(rule.pressed(.black, label: .white, ratio: 16).hexString == "#000000")
  }

  // 37 + 0.6 * 218 = 167.8, 99 + 0.6 * 156 = 192.6, 235 + 0.6 * 20 = 247 -> #A8C1F7.
  @Test("the disabled accent is 60% of the way to the page")
  func disabled() throws {
    #expect(rule.disabled(try hex("#2563EB"), page: .white).hexString == "#A8C1F7")
  }

  // Light: 37 + 0.8 * 218 = 211.4 ... -> #D3E0FB; dark on #111827 (17, 24, 39):
  // 37 - 0.65 * 20 = 24, 99 - 0.65 * 75 = 50.25, 235 - 0.65 * 196 = 107.6 -> #18326C.
  @Test("containers and status backgrounds move toward the page by their declared amounts")
  func containers() throws {
    let accent = try hex("#2563EB")
    #expect(rule.container(accent, page: .white, scheme: .light).hexString == "#D3E0FB")
    #expect(
      rule.container(accent, page: try hex("#111827"), scheme: .dark).hexString == "#18326C")
    // 0.88 toward white: 37 + 0.88 * 218 = 228.84, 99 + 0.88 * 156 = 236.28, 235 + 17.6.
    #expect(rule.statusBackground(accent, page: .white, scheme: .light).hexString == "#E5ECFD")
  }

  @Test("a label where none is declared is white, a dark ink of the hue, or black")
  func labels() throws {
    #expect(rule.label(on: try hex("#1D4ED8"), hue: 264, chroma: 0.2, ratio: 4.5) == .white)
    let ink = rule.label(on: try hex("#FFD600"), hue: 95, chroma: 0.18, ratio: 4.5)
    #expect(ink != .white && ink != .black)
    #expect(ink.contrastRatio(with: try hex("#FFD600")) >= 4.5)
  }

  @Test("an edit to the accent invalidates the accent, its pressed fill and the disabled accent")
  func affectedRoles() {
    #expect(DerivedColorRule.affected(by: .accent) == [.accent, .accentPressed, .accentDisabled])
    #expect(
      DerivedColorRule.affected(by: .backgroundPrimary) == [.backgroundPrimary, .accentDisabled])
    #expect(
      DerivedColorRule.affected(by: .textOnDestructive) == [
        .textOnDestructive, .destructivePressed,
      ])
    #expect(DerivedColorRule.affected(by: .textTertiary) == [.textTertiary])
  }

  // MARK: Presets

  @Test("every preset's pressed fills are the rule applied to its fills and labels")
  func presetsUseTheRule() {
    for spec in PresetThemes.all {
      for mode in ThemeMode.allCases {
        for (pressed, fill, label) in [
          (ColorRole.accentPressed, ColorRole.accent, ColorRole.textOnAccent),
          (.destructivePressed, .destructive, .textOnDestructive),
        ] {
          let expected = rule.pressed(
            spec.colorValues(fill).value(for: mode),
            label: spec.colorValues(label).value(for: mode),
            ratio: mode.contrast == .standard ? 4.5 : 7)
          #expect(
            spec.colorValues(pressed).value(for: mode) == expected,
            "\(spec.name) \(pressed.rawValue) \(mode)")
        }
      }
    }
  }

  @Test("every preset decides every role in every mode from hex literals")
  func presetsAreComplete() {
    #expect(PresetRecipe.all.map(\.name) == PresetThemes.all.map(\.name))
    for recipe in PresetRecipe.all {
      let problems = PresetBuilder.checkedBuild(recipe).problems
      #expect(problems.isEmpty, "\(recipe.name): \(problems)")
    }
  }

  @Test("a role a recipe leaves out is reported and drawn magenta, never black")
  func missingRole() {
    var map: [ColorRole: SRGBColor] = [:]
    for role in ColorRole.allCases where role != .warningBackground { map[role] = .white }
    let perMode = Dictionary(uniqueKeysWithValues: ThemeMode.allCases.map { ($0, map) })
    let (colors, missing) = PresetBuilder.assemble(perMode)
    #expect(missing == ThemeMode.allCases.map { .missingRole(.warningBackground, $0) })
    #expect(colors[.warningBackground]?.light.hexString == "#FF00FF")
    #expect(colors[.accent]?.light == .white)
  }

  @Test("a literal that is not hex is reported, never read as black")
  func badLiteral() {
    var recipe = PresetRecipe.ocean
    recipe.lightHues.warning = "#B4530"
    let problems = PresetBuilder.checkedBuild(recipe).problems
    #expect(problems == [.badLiteral("#B4530")])
  }

  @Test("a preset that pins one derived value keeps it and changes nothing else")
  func pinnedValue() throws {
    var recipe = PresetRecipe.default
    recipe.pinned = [.accentPressed: [.light: "#1A4BB5"]]
    let spec = PresetBuilder.build(recipe)
    let standard = PresetThemes.default
    #expect(spec.colorValues(.accentPressed).light.hexString == "#1A4BB5")
    for mode in ThemeMode.allCases where mode != .light {
      #expect(
        spec.colorValues(.accentPressed).value(for: mode)
          == standard.colorValues(.accentPressed).value(for: mode))
    }
    for role in ColorRole.allCases where role != .accentPressed {
      #expect(spec.colorValues(role) == standard.colorValues(role), "\(role.rawValue)")
    }
  }

  // Default's light accent #2563EB passes with white (5.17:1), so it is not repaired;
  // 20% toward black: 29.6, 79.2, 188 -> #1E4FBC.
  @Test("a preset that changes the rule's pressed amount presses by it")
  func changedAmount() {
    var recipe = PresetRecipe.default
    recipe.derivedColors.pressedShift = 0.2
    let spec = PresetBuilder.build(recipe)
    #expect(spec.colorValues(.accentPressed).light.hexString == "#1E4FBC")
    #expect(spec.colorValues(.accent).light.hexString == "#2563EB")
  }
}
