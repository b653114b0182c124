import Foundation
import TesseraLayout
import TesseraTokens
import Testing

@testable import TesseraComponents

/// The rules every component family shares, checked across the registry; each family's own
/// promises are in `Families/<Family>Tests.swift`.
@Suite("Component appearances")
struct AppearanceTests {
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

  @Test(
    "the reveal, clear and banner buttons are at least 44 points in every preset",
    arguments: PresetThemes.all)
  func partTargets(spec: ThemeSpec) {
    let parts: [(ComponentStyle, TappablePart)] =
      [(.textField, .revealButton), (.textField, .clearButton), (.snackBar, .action)]
      + StatusKind.allCases.flatMap { [(.banner($0), .action), (.banner($0), .closeButton)] }
    for contentSize in [ContentSize.xSmall, .large, .accessibility5] {
      for mode in ThemeMode.allCases {
        let theme = spec.resolved(for: mode, contentSize: contentSize)
        for (style, part) in parts {
          for size in style.family.sizes {
            let look = theme.appearance(style, size: size)
            let target = look.tapTargets[part]
            #expect(target != nil, "\(style) has no \(part)")
            #expect(
              (target?.width ?? 0) >= 44 && (target?.height ?? 0) >= 44,
              "\(spec.name) \(style) \(size) \(part) \(contentSize)")
            // Never smaller than the symbol or line it holds, which Dynamic Type grows.
            #expect((target?.height ?? 0) >= look.text.size, "\(style) \(part) \(contentSize)")
          }
        }
      }
    }
  }

  @Test("a field's button reaches into the field's padding instead of growing it")
  func overhang() {
    var look = PresetThemes.default.resolved(for: .light).appearance(.textField)
    look.tapTargets[.revealButton] = LayoutSize(width: 44, height: 44)
    #expect(look.tapTargetOverhang(.revealButton, rowHeight: 17) == 13.5)
    #expect(look.tapTargetOverhang(.revealButton, rowHeight: 60) == 0)
    #expect(look.tapTargetOverhang(.revealButton, rowHeight: .nan) == 0)
    #expect(look.tapTargetOverhang(.action, rowHeight: 17) == 0, "no such part")
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

  @Test("text in fixed circles may shrink, ordinary text does not")
  func textScale() {
    let theme = PresetThemes.default.resolved(for: .light)
    #expect(theme.appearance(ComponentStyle(.avatar)).minimumTextScale == 0.5)
    #expect(theme.appearance(.progress(.ring)).minimumTextScale == 0.5)
    #expect(theme.appearance(ComponentStyle(.tabBar)).minimumTextScale == 0.75)
    #expect(theme.appearance(ComponentStyle(.swipeableRow)).minimumTextScale == 0.75)
    #expect(theme.appearance(ComponentStyle(.button)).minimumTextScale == 1)
    for family in ComponentStyleFamily.allCases {
      let scale = theme.appearance(ComponentStyle(family)).minimumTextScale
      #expect(scale > 0 && scale <= 1)
    }
  }

  @Test(
    "tab items and swipe actions wrap to two lines, avatar initials stay on one, other text never clips"
  )
  func maximumLines() {
    let theme = PresetThemes.default.resolved(for: .light, contentSize: .accessibility5)
    #expect(theme.appearance(ComponentStyle(.tabBar)).maximumLines == 2)
    #expect(theme.appearance(ComponentStyle(.swipeableRow)).maximumLines == 2)
    #expect(theme.avatarAppearance(for: "Ada Lovelace").maximumLines == 1)
    let limited: Set<ComponentStyleFamily> = [.tabBar, .avatar, .swipeableRow]
    for family in ComponentStyleFamily.allCases where !limited.contains(family) {
      #expect(theme.appearance(ComponentStyle(family)).maximumLines == nil)
    }
  }

  @Test("side-by-side content stacks and titles wrap at accessibility sizes")
  func adaptive() {
    let standard = PresetThemes.default.resolved(for: .light)
    let huge = PresetThemes.default.resolved(for: .light, contentSize: .accessibility5)
    #expect(!standard.stacksSideBySideContent && huge.stacksSideBySideContent)
    #expect(standard.titleLineLimit == 1 && huge.titleLineLimit == nil)
    #expect(DSButtonRole.ghost == .quaternary)
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
