import TesseraColor
import Testing

@testable import TesseraTokens

@Suite("Token tables")
struct TokenTableTests {
  @Test("the HIG table has twelve growing sizes per style, leading above size, Large as published")
  func dynamicTypeTable() {
    #expect(DynamicTypeTable.sizes.count == 11)
    let large: [TypographyRole: Double] = [
      .largeTitle: 34, .title: 28, .title2: 22, .title3: 20, .headline: 17, .body: 17,
      .callout: 16, .subheadline: 15, .footnote: 13, .caption: 12, .caption2: 11,
    ]
    for style in TypographyRole.systemStyles {
      let sizes = DynamicTypeTable.sizes[style] ?? []
      let leadings = DynamicTypeTable.leadings[style] ?? []
      #expect(sizes.count == 12 && leadings.count == 12)
      #expect(zip(sizes, sizes.dropFirst()).allSatisfy { $0 <= $1 })
      #expect(zip(sizes, leadings).allSatisfy { $0 < $1 })
      #expect(DynamicTypeTable.size(of: style, at: .large) == large[style])
      #expect(style.isSystemStyle)
    }
    #expect(!TypographyRole.code.isSystemStyle)
    #expect(DynamicTypeTable.size(of: .code, at: .large) == nil)
    #expect(DynamicTypeTable.scaled(15, relativeTo: .code, at: .accessibility5) == 15)
  }

  @Test("the five press animations behave as named")
  func pressAnimations() {
    let set = ButtonAnimationSpec.standardSet
    for role in ButtonAnimationRole.allCases { #expect(set[role] != nil) }
    #expect(set[.none]?.pressedScale == 1)
    #expect((set[.subtlePress]?.pressedScale ?? 0) > (set[.squish]?.pressedScale ?? 1))
    #expect((set[.pop]?.pressedScale ?? 0) > 1)
    #expect((set[.bouncy]?.springDamping ?? 1) < 1)
    #expect((set[.springBack]?.releaseOvershootScale ?? 0) > 1)
  }

  @Test("on-colors and backgrounds are classified")
  func roleGroups() {
    #expect(ColorRole.allCases.filter(\.isOnColor).count == 12)
    #expect(ColorRole.textOnAccent.isOnColor)
    for role in ColorRole.allCases {
      #expect(role.isOnColor == (role.fill != nil), "\(role)")
    }
    #expect(ColorRole.textOnIndicator.fill == .indicator)
    #expect(!ColorRole.textPrimary.isOnColor)
    #expect(ColorRole.successBackground.isBackground)
    #expect(!ColorRole.accent.isBackground)
  }

  @Test("the audit measures each pair once, keeping the strictest requirement")
  func deduplication() {
    var spec = PresetThemes.default
    spec.contrastPairs = [
      ContrastPair(.borderStrong, on: .backgroundPrimary, .nonText),
      ContrastPair(.borderStrong, on: .backgroundPrimary, .text),
      ContrastPair(.borderStrong, on: .backgroundPrimary, .largeText),
    ]
    let pairs = ThemeAudit.auditedPairs(spec).filter { $0.pair.foreground == .borderStrong }
    #expect(pairs.count == 1)
    #expect(pairs.first?.pair.requirement == .text)
    let sources = Set(ThemeAudit.auditedPairs(spec).map(\.source))
    #expect(sources.contains("button.primary"))
    #expect(sources.contains { $0.hasPrefix("typography.") })
  }

  @Test("a large-text pair needs 3:1 normally and 4.5:1 with increased contrast")
  func largeText() throws {
    var spec = PresetThemes.default
    let gray = try SRGBColor(hex: "#8A8A8A")  // 3.45:1 on white
    spec.colors[.textTertiary] = ColorValues(
      light: gray, dark: spec.colorValues(.textTertiary).dark,
      lightIncreasedContrast: gray, darkIncreasedContrast: spec.colorValues(.textTertiary).dark)
    spec.contrastPairs = [ContrastPair(.textTertiary, on: .backgroundPrimary, .largeText)]
    spec.buttons = [:]
    for (role, style) in spec.typography where style.colorRole == .textTertiary {
      spec.typography[role]?.colorRole = .textSecondary
    }
    let failures = ThemeAudit.audit(spec).failures.filter { $0.foreground == .textTertiary }
    #expect(failures.count == 1)
    #expect(failures.first?.mode == .lightIncreasedContrast)
    #expect(failures.first?.level == .largeTextAAA)
  }
}
