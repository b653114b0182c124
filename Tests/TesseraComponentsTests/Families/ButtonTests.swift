import TesseraColor
import TesseraTokens
import Testing

@testable import TesseraComponents

@Suite("Button")
struct ButtonTests {
  static let modes = ThemeMode.allCases

  /// A color from hex text that the test spells out; a typo fails the test instead of
  /// becoming black.
  static func color(_ hex: String) throws -> SRGBColor { try SRGBColor(hex: hex) }

  @Test("buttons take the preset's accent fill, on-accent title, shape and press animation")
  func buttonFromTheme() throws {
    // Ocean's dark recipe publishes accent #22D3EE with #04121B on fills, a capsule shape and
    // the subtlePress animation; both colors pass as published, so they reach the button as
    // they are. Every exact value is also pinned by TesseraComponentsTests/References/appearance.
    let theme = PresetThemes.ocean.resolved(for: .dark)
    let normal = theme.buttonAppearance(role: .primary)
    let pressed = theme.buttonAppearance(role: .primary, state: .pressed)
    #expect(normal.background?.color == (try Self.color("#22D3EE")))
    #expect(normal.background?.token == "button.primary.background")
    #expect(normal.foreground?.color == (try Self.color("#04121B")))
    #expect(normal.substitutions.isEmpty)
    let pressedFill = try #require(pressed.background)
    #expect(pressedFill.token == "button.primary.pressedBackground")
    #expect(pressedFill.color != normal.background?.color)
    let title = try #require(pressed.foreground?.color)
    #expect(title.contrastRatio(with: pressedFill.color) >= 4.5)
    #expect(normal.typography == .button)
    #expect(normal.minimumSize.height == 44, "Apple's minimum hit height")
    #expect(normal.cornerRadius == 22, "a capsule is rounded by half its height")
    let press = try #require(normal.press)
    #expect(press.role == .subtlePress)
    #expect(press.pressedScale < 1 && press.pressedOpacity < 1, "subtlePress dims and shrinks")
    #expect(pressed.press == press)
    #expect(normal.focusRing == nil)
    #expect(theme.buttonAppearance(role: .primary, state: .focused).focusRing != nil)
  }

  @Test("disabled components carry disabled colors, no requirements and no press")
  func disabled() throws {
    // Forest's light recipe publishes #A3AEA5 for disabled text.
    let theme = PresetThemes.forest.resolved(for: .light)
    let look = theme.buttonAppearance(role: .destructive, state: .disabled)
    #expect(look.foreground?.color == (try Self.color("#A3AEA5")))
    #expect(look.foreground?.token == "button.destructive.disabledForeground")
    #expect(look.requirements.isEmpty)
    #expect(look.press == nil)
    #expect(!look.isInteractive)
    #expect(theme.textFieldAppearance(state: .disabled).foreground?.role == .textDisabled)
  }

  @Test("loading buttons show progress and ignore input")
  func loading() {
    let look = PresetThemes.default.resolved(for: .light).buttonAppearance(
      role: .primary, state: .loading)
    #expect(look.showsProgress)
    #expect(!look.isInteractive)
  }

  @Test("Reduce Motion removes the press scale and overshoot", arguments: [false, true])
  func reduceMotion(reduce: Bool) throws {
    // Gentle Default presses with subtlePress (a shrink) and boldOrange with springBack (a
    // shrink and an overshoot on release); Reduce Motion keeps the press but not the movement.
    for spec in [PresetThemes.gentleDefault, PresetThemes.boldOrange] {
      let theme = spec.resolved(for: .light, reduceMotion: reduce)
      let press = try #require(theme.buttonAppearance(role: .primary).press)
      if reduce {
        #expect(press.pressedScale == 1, "\(spec.name)")
        #expect(press.releaseOvershootScale == 1, "\(spec.name)")
      } else {
        #expect(press.pressedScale < 1, "\(spec.name)")
      }
    }
    let boldOrange = PresetThemes.boldOrange.resolved(for: .light, reduceMotion: reduce)
    let springBack = try #require(boldOrange.buttonAppearance(role: .primary).press)
    #expect(springBack.role == .springBack)
    #expect((springBack.releaseOvershootScale > 1) == !reduce)
    let theme = PresetThemes.gentleDefault.resolved(for: .light, reduceMotion: reduce)
    let shimmer = theme.appearance(ComponentStyle(.skeleton)).motion
    #expect(shimmer?.isReduced == reduce)
  }
}
