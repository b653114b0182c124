import Foundation
import TesseraColor
import TesseraTokens
import Testing

@testable import TesseraComponents

@Suite("Component appearances")
struct AppearanceTests {
  static let modes = ThemeMode.allCases

  /// A color from hex text that the test spells out; a typo fails the test instead of
  /// becoming black.
  static func color(_ hex: String) throws -> SRGBColor { try SRGBColor(hex: hex) }

  @Test("buttons take the preset's accent fill, on-accent title, shape and press animation")
  func buttonFromTheme() throws {
    // Ocean's dark recipe publishes accent #22D3EE with #04121B on fills, a capsule shape and
    // the subtlePress animation; both colors pass as published, so they reach the button as
    // they are. Every exact value is also pinned by Tests/References/appearance.
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

  @Test("every interactive style offers at least a 44 point target in every size")
  func touchTargets() {
    let theme = PresetThemes.compactMint.resolved(for: .light)
    for style in ComponentStyle.all where style.family.isInteractive {
      for size in style.family.sizes {
        let target = theme.appearance(style, size: size).touchTarget
        #expect((target?.width ?? 0) >= 44 && (target?.height ?? 0) >= 44, "\(style) \(size)")
      }
    }
  }

  @Test("the checkbox tick meets 3:1 on its fill in every preset and mode")
  func checkboxTick() {
    for spec in PresetThemes.all {
      for mode in Self.modes {
        let look = spec.resolved(for: mode).checkboxAppearance(state: .selected)
        let tick = look.tick?.color ?? .clear
        let fill = look.background?.color ?? .clear
        #expect(tick.contrastRatio(with: fill) >= 3, "\(spec.name) \(mode)")
      }
    }
  }

  @Test("avatar initials meet 4.5:1 on every palette color in every preset and mode")
  func avatarInitials() {
    for spec in PresetThemes.all {
      for mode in Self.modes {
        let theme = spec.resolved(for: mode)
        for slot in 0..<AvatarPalette.count {
          let look = theme.appearance(.avatar(AvatarPalette.Slot(slot)))
          let ratio = look.contrastRatio(
            for: PartContrastRequirement(.foreground, against: .background, level: .textAA))
          #expect((ratio ?? 0) >= 4.5, "\(spec.name) \(mode) slot \(slot)")
        }
      }
    }
  }

  @Test("an avatar's color follows the name, not the session")
  func avatarStable() {
    let theme = PresetThemes.default.resolved(for: .light)
    let first = theme.avatarAppearance(for: "Ada Lovelace")
    let again = theme.avatarAppearance(for: "  ada lovelace")
    #expect(first.background == again.background)
    #expect(first.style.variant.hasPrefix("palette"))
  }

  @Test("toggles keep track and thumb apart by 3:1, on and off")
  func toggle() {
    for spec in PresetThemes.all {
      let theme = spec.resolved(for: .dark)
      for state in [ComponentState.normal, .selected] {
        let look = theme.toggleAppearance(state: state)
        let track = look.track?.color ?? .clear
        #expect((look.thumb?.color ?? .clear).contrastRatio(with: track) >= 3)
        #expect(track.contrastRatio(with: look.backdrop.color) >= 3)
      }
    }
  }

  @Test("fields show their state through the border")
  func fieldBorders() {
    let theme = PresetThemes.lavender.resolved(for: .light)
    let normal = theme.textFieldAppearance()
    let focused = theme.textFieldAppearance(state: .focused)
    let error = theme.textFieldAppearance(state: .error)
    #expect(normal.border?.role == .borderStrong)
    #expect(focused.border?.role == .accent)
    #expect(error.border?.role == .error)
    #expect(error.borderWidth > normal.borderWidth)
    #expect(error.secondaryForeground?.role == .error)
  }

  @Test("sizes grow from small to large")
  func sizes() {
    let theme = PresetThemes.default.resolved(for: .light)
    for family in [ComponentStyleFamily.button, .textField, .toggle, .checkbox, .avatar] {
      let heights = ComponentSize.allCases.map {
        theme.appearance(ComponentStyle(family), size: $0).minimumSize.height
      }
      #expect(heights == heights.sorted(), "\(family)")
      #expect(heights.first ?? 0 < heights.last ?? 0, "\(family)")
    }
  }

  @Test("a variant name the family does not have gives no style instead of the default")
  func unknownVariant() {
    #expect(ComponentStyle(.button, variant: "sparkly") == nil)
    #expect(ComponentStyle(.button, variant: "Primary") == nil, "names are case-sensitive")
    #expect(ComponentStyle(.toast, variant: "primary") == nil, "another family's variant")
    #expect(ComponentStyle(.button, variant: "destructive") == .button(.destructive))
  }

  @Test("decoding a style with an unknown variant fails and names the family's variants")
  func unknownVariantDecoding() throws {
    let json = Data(#"{"family": "button", "variant": "sparkly"}"#.utf8)
    do {
      _ = try JSONDecoder().decode(ComponentStyle.self, from: json)
      Issue.record("decoded an unknown variant")
    } catch let DecodingError.dataCorrupted(context) {
      #expect(context.codingPath.map(\.stringValue) == ["variant"])
      #expect(
        context.debugDescription
          == #"button has no variant "sparkly"; expected one of "#
          + "primary, secondary, tertiary, quaternary, destructive")
    }
    let valid = Data(#"{"family": "toast", "variant": "error"}"#.utf8)
    #expect(try JSONDecoder().decode(ComponentStyle.self, from: valid) == .toast(.error))
  }

  @Test("appearances round-trip through JSON")
  func codable() throws {
    let look = PresetThemes.sunset.resolved(for: .darkIncreasedContrast).checkboxAppearance(
      state: .focused)
    let data = try JSONEncoder().encode(look)
    #expect(try JSONDecoder().decode(ComponentAppearance.self, from: data) == look)
  }
}

@Suite("Every style declares what it promises")
struct StyleCoverageTests {
  /// Families that are decorative and so promise no contrast (WCAG exempts them).
  static let decorative: Set<ComponentStyleFamily> = [.divider, .skeleton]

  @Test("every non-decorative style draws colors and declares contrast requirements")
  func requirements() {
    let theme = PresetThemes.default.resolved(for: .dark)
    for style in ComponentStyle.all {
      for state in style.family.states where state != .disabled {
        let look = theme.appearance(style, state: state)
        #expect(!look.colors.isEmpty, "\(style) \(state) draws nothing")
        if Self.decorative.contains(style.family) {
          #expect(look.requirements.isEmpty, "\(style) is decorative")
        } else {
          #expect(!look.requirements.isEmpty, "\(style) \(state) promises nothing")
        }
        for requirement in look.requirements {
          #expect(look[requirement.part] != nil, "\(style) \(state) \(requirement.part) undrawn")
        }
      }
    }
  }

  @Test("focused states draw a focus ring and others do not")
  func focusRings() {
    let theme = PresetThemes.forest.resolved(for: .lightIncreasedContrast)
    for style in ComponentStyle.all {
      for state in style.family.states {
        let look = theme.appearance(style, state: state)
        #expect((look.focusRing != nil) == (state == .focused), "\(style) \(state)")
      }
    }
  }
}
