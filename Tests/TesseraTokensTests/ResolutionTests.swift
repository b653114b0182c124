import Foundation
import TesseraColor
import Testing

@testable import TesseraTokens

@Suite("Resolving a theme")
struct ResolutionTests {
  @Test("colors resolve to the spec's value for each mode", arguments: ThemeMode.allCases)
  func colors(_ mode: ThemeMode) {
    let spec = PresetThemes.forest
    let theme = spec.resolved(for: mode)
    #expect(theme.mode == mode)
    for role in ColorRole.allCases {
      #expect(theme.color(role) == spec.colors[role]?.value(for: mode))
    }
  }

  @Test("light and dark differ for backgrounds and text")
  func schemesDiffer() {
    let light = PresetThemes.default.resolved(for: .light)
    let dark = PresetThemes.default.resolved(for: .dark)
    #expect(light.color(.backgroundPrimary).relativeLuminance > 0.8)
    #expect(dark.color(.backgroundPrimary).relativeLuminance < 0.05)
    #expect(light.color(.textPrimary).relativeLuminance < 0.05)
    #expect(dark.color(.textPrimary).relativeLuminance > 0.8)
  }

  @Test("system text styles take the HIG size exactly at every content size")
  func systemSizes() {
    for size in ContentSize.allCases {
      let theme = PresetThemes.default.resolved(for: .light, contentSize: size)
      for role in TypographyRole.systemStyles {
        #expect(theme.text(role).size == DynamicTypeTable.size(of: role, at: size))
      }
    }
    let ax5 = PresetThemes.default.resolved(for: .light, contentSize: .accessibility5)
    #expect(ax5.text(.body).size == 53)
    #expect(ax5.text(.caption2).size == 40)
    #expect(ax5.text(.largeTitle).size == 60)
    let xs = PresetThemes.default.resolved(for: .light, contentSize: .xSmall)
    #expect(xs.text(.footnote).size == 12)
    #expect(xs.text(.title).size == 25)
  }

  @Test("a custom size scales by the ratio to its style's Large size")
  func customScaling() {
    #expect(DynamicTypeTable.scaled(20, relativeTo: .body, at: .accessibility5) == 20.0 * 53 / 17)
    #expect(DynamicTypeTable.scaled(20, relativeTo: .body, at: .large) == 20)
    #expect(DynamicTypeTable.scaled(15, relativeTo: .body, at: .xSmall) == 15.0 * 14 / 17)
    #expect(DynamicTypeTable.scaled(20, relativeTo: .body, at: .accessibility5, maximum: 40) == 40)
    let code = PresetThemes.default.resolved(for: .light, contentSize: .accessibility3).text(.code)
    #expect(abs(code.size - 15.0 * 40 / 17) < 1e-9)
    #expect(code.design == .monospaced)
    #expect(code.relativeTo == .body)
  }

  @Test("display sizes stop at their maximum")
  func displayMaximum() {
    let spec = PresetThemes.default
    let maximum = spec.typography[.displayLarge]?.maximumSize ?? 0
    let ax5 = spec.resolved(for: .light, contentSize: .accessibility5).text(.displayLarge)
    #expect(ax5.size == maximum)
    let large = spec.resolved(for: .light).text(.displayLarge)
    #expect(large.size == spec.typography[.displayLarge]?.size)
  }

  @Test("text sizes never shrink as the content size grows", arguments: TypographyRole.allCases)
  func monotonic(_ role: TypographyRole) {
    let sizes = ContentSize.allCases.map {
      PresetThemes.editorialPaper.resolved(for: .light, contentSize: $0).text(role).size
    }
    #expect(zip(sizes, sizes.dropFirst()).allSatisfy { $0 <= $1 })
  }

  @Test("reduce motion swaps every motion for its reduced variant")
  func reduceMotion() {
    let spec = PresetThemes.default
    let normal = spec.resolved(for: .light)
    let reduced = spec.resolved(for: .light, reduceMotion: true)
    for token in MotionToken.allCases {
      #expect(!normal.motion(token).isReduced)
      #expect(reduced.motion(token).isReduced)
      #expect(!reduced.motion(token).allowsMovement)
      #expect(reduced.motion(token).duration <= normal.motion(token).duration)
      #expect(!reduced.motion(token).curve.overshoots)
    }
    #expect(normal.motion(.bouncy).curve.overshoots)
  }

  @Test("buttons resolve colors, size, shape and press animation")
  func buttons() {
    let spec = PresetThemes.boldOrange
    let theme = spec.resolved(for: .dark)
    let primary = theme.button(.primary)
    #expect(primary.background == theme.color(.accent))
    #expect(primary.pressedBackground == theme.color(.accentPressed))
    #expect(primary.foreground == theme.color(.textOnAccent))
    #expect(primary.minimumHeight >= 44)
    #expect(primary.press.role == .springBack)
    #expect(primary.press.releaseOvershootScale > 1)
    #expect(primary.press.pressedScale < 1)
    #expect(primary.cornerRadius == theme.radii.full)
    #expect(primary.text.isUppercased)
    let tertiary = theme.button(.tertiary)
    #expect(tertiary.background == .clear)
    #expect(tertiary.foreground == theme.color(.accent))
    let calm = spec.resolved(for: .dark, reduceMotion: true).button(.primary)
    #expect(calm.press.pressedScale == 1)
    #expect(calm.press.releaseOvershootScale == 1)
  }

  @Test("surfaces resolve background, radius, shadows and insets")
  func surfaces() {
    let theme = PresetThemes.default.resolved(for: .light)
    let card = theme.surface(.card)
    #expect(card.background == theme.color(.backgroundElevated))
    #expect(card.cornerRadius == theme.radii.medium)
    #expect(card.shadows == theme.elevation(.low))
    #expect(card.shadows.count == 2)
    #expect(card.insets == theme.insets(.card))
    #expect(theme.surface(.sheet).shadows == theme.elevation(.highest))
    #expect(theme.surface(.scrim).background.alpha < 1)
    #expect(theme.elevation(.none).isEmpty)
  }

  @Test("spacing, radii, borders, touch target and grid")
  func layout() {
    let theme = PresetThemes.default.resolved(for: .light)
    #expect(theme.spacing.md == 12)
    #expect(theme.minimumTouchTarget == 44)
    #expect(theme.radii.full >= 999)
    #expect(theme.borderWidths.hairline < theme.borderWidths.thick)
    #expect(theme.grid(forWidth: 375).columns == 4)
    #expect(theme.grid(forWidth: 800).columns == 8)
    #expect(theme.grid(forWidth: 1366).columns == 12)
    let compact = PresetThemes.compactMint.resolved(for: .light)
    #expect(compact.spacing.md < theme.spacing.md)
    #expect(compact.insets(.listRow).vertical < theme.insets(.listRow).vertical)
  }

  @Test("resolution is pure: the same inputs give equal themes")
  func pure() {
    let a = PresetThemes.lavender.resolved(for: .darkIncreasedContrast, contentSize: .xxLarge)
    let b = PresetThemes.lavender.resolved(for: .darkIncreasedContrast, contentSize: .xxLarge)
    #expect(a == b)
    #expect(a != PresetThemes.lavender.resolved(for: .dark, contentSize: .xxLarge))
  }

  @Test("a spec round-trips through JSON", arguments: PresetThemes.all)
  func roundTrip(_ spec: ThemeSpec) throws {
    let data = try JSONEncoder().encode(spec)
    let decoded = try JSONDecoder().decode(ThemeSpec.self, from: data)
    #expect(decoded == spec)
  }
}
