import TesseraColor
import TesseraTokens
import Testing

@testable import TesseraComponents

/// Components draw each use of the brand color from its own role: fills from `accent`,
/// selected states and signals from `indicator`, text actions from `textLink`.
@Suite("Roles by use in components")
struct RoleUseTests {
  /// Brand colors too light or too mid-toned to be text on white.
  static let brands = ["#1DB954", "#FFDA1A", "#FF9900", "#81D8D0", "#E20074"]

  @Test("a brand theme's primary button is the brand color; signals use the indicator")
  func brandRoles() throws {
    for hex in Self.brands {
      let brand = try SRGBColor(hex: hex)
      let spec = try BrandConfiguration(primaryHex: hex).generate().spec
      for mode in ThemeMode.allCases {
        let theme = spec.resolved(for: mode)
        let button = theme.appearance(.button(.primary))
        #expect(button.background?.color == theme.color(.accent), "\(hex) \(mode.name)")
        if mode == .light { #expect(button.background?.color == brand, "\(hex)") }
        let label = try #require(button.foreground?.color)
        let fill = try #require(button.background?.color)
        #expect(label.contrastRatio(with: fill) >= (mode.contrast == .increased ? 7 : 4.5))
        let toggle = theme.toggleAppearance(state: .selected)
        let checkbox = theme.checkboxAppearance(state: .selected)
        let progress = theme.appearance(.progress(.bar))
        let chip = theme.appearance(.chip, state: .selected)
        for (name, part) in [
          ("toggle", toggle.track), ("checkbox", checkbox.background),
          ("progress", progress.fill), ("chip", chip.background),
        ] {
          #expect(
            part?.role == .indicator, "\(hex) \(mode.name) \(name): \(String(describing: part))")
          let color = part?.color ?? .clear
          #expect(color.contrastRatio(with: theme.color(.backgroundPrimary)) >= 3)
        }
        let tertiary = theme.appearance(.button(.tertiary))
        #expect(tertiary.foreground?.color == theme.color(.textLink), "\(hex) \(mode.name)")
        let alert = theme.appearance(.alert)
        #expect(alert.action?.role == .textLink)
      }
    }
  }

  @Test("brand themes with exact fills pass the component audit in every mode")
  func componentAudit() throws {
    for hex in Self.brands {
      let spec = try BrandConfiguration(primaryHex: hex).generate().spec
      let report = ComponentAudit.audit(spec)
      #expect(report.passed, "\(hex): \(report.failures.prefix(3))")
    }
  }
}
