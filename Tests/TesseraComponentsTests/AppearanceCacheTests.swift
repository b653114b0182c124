import TesseraColor
import TesseraComponents
import TesseraTokens
import Testing

/// Appearances a resolved theme keeps once computed.
@Suite("A resolved theme answers appearances from values computed once")
struct AppearanceCacheTests {
  @Test("a kept appearance equals one computed afresh, for every style of the registry")
  func keptEqualsComputed() {
    let theme = PresetThemes.sunset.resolved(for: .dark)
    for style in ComponentRegistry.styles {
      let first = theme.appearance(style, size: .large, state: .pressed, on: .backgroundGrouped)
      let again = theme.appearance(style, size: .large, state: .pressed, on: .backgroundGrouped)
      let fresh = theme.computedAppearance(
        style, size: .large, state: .pressed, on: .backgroundGrouped)
      #expect(first == fresh, "\(style)")
      #expect(again == fresh, "\(style)")
    }
  }

  @Test("changing a theme's color drops what it kept")
  func mutationInvalidates() throws {
    var theme = PresetThemes.ocean.resolved(for: .light)
    let before = ComponentRegistry.styles.map { theme.appearance($0) }
    theme.colors[.accent] = try SRGBColor(hex: "#B00020")
    let after = ComponentRegistry.styles.map { theme.appearance($0) }
    let fresh = ComponentRegistry.styles.map { theme.computedAppearance($0) }
    #expect(after == fresh)
    #expect(after != before)
  }

  @Test("a copy changed apart keeps the original's appearances intact")
  func copiesAreIndependent() throws {
    let original = PresetThemes.ocean.resolved(for: .light)
    let before = original.buttonAppearance(role: .primary, size: .medium, state: .normal)
    var copy = original
    copy.colors[.accent] = try SRGBColor(hex: "#B00020")
    copy.buttons[.primary]?.background = try SRGBColor(hex: "#B00020")
    let changed = copy.buttonAppearance(role: .primary, size: .medium, state: .normal)
    #expect(changed != before)
    #expect(original.buttonAppearance(role: .primary, size: .medium, state: .normal) == before)
  }

  @Test("what a theme kept is no part of its value: equal, hashed and coded alike")
  func memoIsNotValue() throws {
    let used = PresetThemes.forest.resolved(for: .dark)
    _ = used.buttonAppearance(role: .primary, size: .medium, state: .normal)
    let fresh = PresetThemes.forest.resolved(for: .dark)
    #expect(used == fresh)
    #expect(used.hashValue == fresh.hashValue)
  }

  @Test("every style, size and state is kept in its own place, on each backdrop")
  func everyCombinationKeptApart() {
    let theme = PresetThemes.lavender.resolved(for: .light)
    let backdrops: [ColorRole] = [.backgroundPrimary, .backgroundElevated]
    for backdrop in backdrops {
      for style in ComponentRegistry.styles {
        for size in ComponentSize.allCases {
          for state in ComponentState.allCases {
            _ = theme.appearance(style, size: size, state: state, on: backdrop)
          }
        }
      }
    }
    for backdrop in backdrops {
      for style in ComponentRegistry.styles {
        for size in ComponentSize.allCases {
          for state in ComponentState.allCases {
            let look = theme.appearance(style, size: size, state: state, on: backdrop)
            let asked = "\(style) \(size) \(state) on \(backdrop)"
            #expect(look.style == style, "\(asked)")
            #expect(look.size == size && look.state == state, "\(asked)")
            #expect(look.backdrop.role == backdrop, "\(asked)")
          }
        }
      }
    }
  }

  @Test("changing an appearance the theme handed out leaves the kept one as it was")
  func handedOutAppearancesAreValues() throws {
    let theme = PresetThemes.ocean.resolved(for: .dark)
    let kept = theme.appearance(.button(.primary), state: .focused)
    var changed = theme.appearance(.button(.primary), state: .focused)
    changed[.background] = nil
    changed.colors[.tick] = kept.foreground
    changed.requirements.append(PartContrastRequirement(.tick, level: .nonText))
    changed.cornerRadius += 10
    changed.substitutions = ["changed"]
    var copy = changed
    copy.opacity = 0.5
    #expect(changed.opacity == 1)
    #expect(changed != kept)
    #expect(changed.background == nil && kept.background != nil)
    #expect(changed.requirements.count == kept.requirements.count + 1)
    let again = theme.appearance(.button(.primary), state: .focused)
    #expect(again == kept)
    #expect(again == theme.computedAppearance(.button(.primary), state: .focused))
    #expect(again.substitutions != ["changed"])
  }
}
