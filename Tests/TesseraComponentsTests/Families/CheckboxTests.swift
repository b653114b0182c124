import TesseraTokens
import Testing

@testable import TesseraComponents

@Suite("Checkbox")
struct CheckboxTests {
  static let modes = ThemeMode.allCases

  static let themes: [ResolvedTheme] = PresetThemes.all.flatMap { spec in
    [spec.resolved(for: .light), spec.resolved(for: .dark, contentSize: .accessibility5)]
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

  @Test("the checkbox tick and radio dot fit inside their box with room to spare")
  func tickAndDot() {
    for theme in Self.themes {
      for size in ComponentSize.allCases {
        let box = theme.appearance(ComponentStyle(.checkbox), size: size, state: .selected)
        #expect(box.tickSymbolSize > 0)
        #expect(box.tickSymbolSize < box.knobDiameter)
        #expect(box.tickSymbolSize < min(box.minimumSize.width, box.minimumSize.height))
        let radio = theme.appearance(ComponentStyle(.radio), size: size, state: .selected)
        #expect(radio.radioDotDiameter > 0)
        #expect(radio.radioDotDiameter < radio.knobDiameter)
        #expect(radio.radioDotDiameter < min(radio.minimumSize.width, radio.minimumSize.height))
      }
    }
  }

  @Test("the tick symbol is drawn at least semibold")
  func tickWeight() {
    let look = PresetThemes.default.resolved(for: .dark).appearance(
      ComponentStyle(.checkbox), state: .selected)
    let order = FontWeightToken.allCases
    let weight = order.firstIndex(of: look.tickSymbolWeight) ?? 0
    #expect(weight >= order.firstIndex(of: .semibold) ?? .max)
  }
}
