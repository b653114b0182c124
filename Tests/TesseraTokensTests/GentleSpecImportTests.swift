import TesseraColor
import TesseraTokens
import Testing

/// GentleDesignSystem spec JSON read as a Tessera theme. Every expected value below was worked
/// out by hand from the JSON in the test, not by running the importer.
@Suite("Gentle spec import: every section mapped, every loss reported")
struct GentleSpecImportTests {
  /// A small but complete Gentle spec: a non-standard spacing scale so each mapped step is
  /// told apart from Tessera's defaults.
  static let spec = #"""
    {
      "_specVersion": "1.2",
      "colors": {"pairByRole": {
        "primaryCTA": {"lightHex": "#2F5FB3", "darkHex": "#8AB4F8"},
        "textOnPrimaryCTA": {"lightHex": "#FFFFFF", "darkHex": "#0B1B33"},
        "background": {"lightHex": "#F7F6F3", "darkHex": "#121214"},
        "surfaceBase": {"lightHex": "#FFFFFF", "darkHex": "#1C1C1F"},
        "borderSubtle": {"lightHex": "#E2DFD8", "darkHex": "#2E2E33"},
        "themePrimary": {"lightHex": "#7A5C99", "darkHex": "#C9B3E6"}
      }},
      "typography": {"roles": {
        "title_xl": {"pointSize": 30, "weight": "heavy", "design": "serif", "relativeTo": "title",
                     "lineSpacing": 1, "letterSpacing": 0.3, "isUppercased": false,
                     "colorRole": "textPrimary"},
        "caption2_s": {"pointSize": 11, "weight": "semibold", "design": "default",
                       "width": "condensed", "relativeTo": "caption2", "lineSpacing": 0,
                       "letterSpacing": 0.6, "isUppercased": true, "colorRole": "textTertiary"},
        "primaryButtonTitle_m": {"pointSize": 16, "weight": "semibold", "design": "rounded",
                                 "relativeTo": "body", "colorRole": "textOnPrimaryCTA"},
        "secondaryButtonTitle_m": {"pointSize": 16, "weight": "semibold", "design": "rounded",
                                   "relativeTo": "body", "colorRole": "primaryCTA"},
        "footnote_s": {"pointSize": 13, "weight": "regular", "design": "default",
                       "relativeTo": "footnote", "colorRole": "textOnScrim"}
      }},
      "layout": {
        "scale": {"xs": 2, "s": 6, "m": 10, "l": 14, "xl": 20, "xxl": 28},
        "gap": {"xs": 2, "s": 6, "m": 10, "l": 14, "xl": 11, "xxl": 28},
        "grid": {"xs": 2, "s": 6, "m": 10, "l": 14, "xl": 20, "xxl": 28},
        "touch": {"xs": 2, "s": 6, "m": 10, "l": 14, "xl": 20, "xxl": 28},
        "inset": {"tokensByRole": {
          "card": {"horizontal": "l", "vertical": "s"},
          "control": {"horizontal": "m", "vertical": "xs"},
          "toolbar": {"horizontal": "m", "vertical": "xs"}
        }}
      },
      "visual": {
        "radii": {"small": 6, "medium": 10, "large": 18, "pill": 500},
        "shadows": {"none": 0, "small": 4, "medium": 10}
      },
      "buttons": {
        "roles": {
          "secondary": {"shape": "rounded", "backgroundRole": "surfaceCardSecondary",
                        "borderRole": "borderSubtle", "animationRole": "subtlePress",
                        "pressedScale": 0.97, "pressedOpacity": 0.9, "usesNativeStyle": false},
          "tertiary": {"shape": "pill", "fillRole": "hollow", "borderRole": "hidden",
                       "animationRole": "unknown", "pressedScale": 1, "pressedOpacity": 0.7,
                       "usesNativeStyle": true},
          "destructive": {"shape": "pill", "fillRole": "solidFillDestructive", "borderRole": "hidden",
                          "animationRole": "squish", "pressedScale": 0.94, "pressedOpacity": 1,
                          "usesNativeStyle": false}
        },
        "animations": {
          "subtlePress": {"pressedScale": 0.97, "pressedOpacity": 0.9, "duration": 0.12,
                          "springResponse": 0.3, "springDamping": 0.8, "springBlend": 0},
          "squish": {"pressedScale": 0.94, "pressedOpacity": 1, "duration": 0.18,
                     "springResponse": 0.3, "springDamping": 0.6, "springBlend": 0}
        }
      },
      "surfaces": {"roles": {
        "card": {"backgroundStyle": {"type": "solid", "colorRole": "surfaceBase"},
                 "border": {"lightHex": "#E2DFD8", "darkHex": "#2E2E33"},
                 "cornerRadius": 12, "borderWidth": 1, "shadowRadius": 4, "shadowOpacity": 0.08,
                 "shadowOffsetX": 0, "shadowOffsetY": 2},
        "chrome": {"backgroundStyle": {"type": "material", "material": "bar",
                   "tintColorRole": "surfaceTint", "tintOpacity": 0.6},
                   "border": {"lightHex": "#E2DFD8", "darkHex": "#2E2E33"},
                   "cornerRadius": 0, "borderWidth": 0, "shadowRadius": 0, "shadowOpacity": 0,
                   "shadowOffsetX": 0, "shadowOffsetY": 0},
        "floatingPanel": {"backgroundStyle": {"type": "glass", "fallbackMaterial": "thick",
                          "fallbackColorRole": "surfaceBase"},
                          "specularEffect": "highlight", "specularStrength": 0.1,
                          "border": {"lightHex": "#D6D2C9", "darkHex": "#3A3A40"},
                          "cornerRadius": 20, "borderWidth": 1, "shadowRadius": 10,
                          "shadowOpacity": 0.14, "shadowOffsetX": 0, "shadowOffsetY": 4}
      }}
    }
    """#

  func imported(_ text: String = spec) throws -> GentleSpecImport {
    try ThemeSpec.fromGentleSpec(Array(text.utf8), name: "Imported")
  }

  func hex(_ text: String) throws -> SRGBColor { try SRGBColor(hex: text) }

  func notes(_ result: GentleSpecImport, _ kind: GentleImportNote.Kind) -> [String] {
    result.notes.filter { $0.kind == kind }.map(\.path)
  }

  @Test("colors map by role; roles Tessera lacks go to the palette and are reported")
  func colors() throws {
    let result = try imported()
    let spec = result.spec
    #expect(spec.colors[.accent]?.light == (try hex("#2F5FB3")))
    #expect(spec.colors[.accent]?.dark == (try hex("#8AB4F8")))
    #expect(spec.colors[.textOnAccent]?.dark == (try hex("#0B1B33")))
    #expect(spec.colors[.backgroundPrimary]?.light == (try hex("#F7F6F3")))
    #expect(spec.colors[.backgroundElevated]?.dark == (try hex("#1C1C1F")))
    #expect(spec.palette["gentle.themePrimary.light"] == (try hex("#7A5C99")))
    #expect(spec.palette["gentle.themePrimary.dark"] == (try hex("#C9B3E6")))
    #expect(notes(result, .noCounterpart).contains("colors.pairByRole.themePrimary"))
    #expect(result.specVersion == "1.2")
  }

  @Test("pressed and disabled fills, links, overlays are derived from Gentle's colors")
  func derivedColors() throws {
    let result = try imported()
    // #2F5FB3 15% toward black: 47, 95, 179 times 0.85 = 39.95, 80.75, 152.15 -> #285198.
    #expect(result.spec.colors[.accentPressed]?.light == (try hex("#285198")))
    // #8AB4F8 15% toward white: 138 + 117 * 0.15 = 155.55, 180 + 75 * 0.15 = 191.25,
    // 248 + 7 * 0.15 = 249.05 -> #9CBFF9.
    #expect(result.spec.colors[.accentPressed]?.dark == (try hex("#9CBFF9")))
    #expect(result.spec.colors[.focusRing]?.light == (try hex("#2F5FB3")))
    #expect(result.spec.colors[.surfaceOverlay]?.dark == (try hex("#1C1C1F")))
    #expect(result.derived.contains("colors.accentPressed (from primaryCTA)"))
    // No destructive color in the file: nothing derived from it, and it stays a default.
    #expect(!result.derived.contains { $0.hasPrefix("colors.destructivePressed") })
    #expect(result.defaulted.contains("colors.destructive"))
  }

  @Test("themeSecondary is the secondary accent: container and labels derived, buttons fill")
  func secondaryAccent() throws {
    let text = #"""
      {"colors": {"pairByRole": {
        "background": {"lightHex": "#F7F6F3", "darkHex": "#121214"},
        "primaryCTA": {"lightHex": "#2F5FB3", "darkHex": "#8AB4F8"},
        "themeSecondary": {"lightHex": "#7A5C99", "darkHex": "#C9B3E6"}
      }},
      "buttons": {"roles": {"secondary": {"backgroundRole": "themeSecondary"}}}}
      """#
    let result = try imported(text)
    let colors = result.spec.colors
    #expect(colors[.accentSecondary]?.light == (try hex("#7A5C99")))
    #expect(colors[.accentSecondary]?.dark == (try hex("#C9B3E6")))
    #expect(result.spec.palette["gentle.themeSecondary.light"] == nil)
    #expect(!notes(result, .noCounterpart).contains("colors.pairByRole.themeSecondary"))
    // #7A5C99 has luminance 0.141: white reads at 5.50:1, black at 3.82:1, so white.
    #expect(colors[.textOnAccentSecondary]?.light == .white)
    // #C9B3E6 has luminance 0.504: black reads at 11.1:1, white at 1.90:1, so the dark ink.
    let darkLabel = try #require(colors[.textOnAccentSecondary]?.dark)
    #expect(darkLabel.relativeLuminance < 0.02)
    #expect(darkLabel.contrastRatio(with: try hex("#C9B3E6")) >= 4.5)
    // 20% #7A5C99 and 80% #F7F6F3: 24.4 + 197.6, 18.4 + 196.8, 30.6 + 194.4 -> #DED7E1.
    #expect(colors[.accentSecondaryContainer]?.light == (try hex("#DED7E1")))
    let containerLabel = try #require(colors[.textOnAccentSecondaryContainer]?.light)
    #expect(containerLabel.contrastRatio(with: try hex("#DED7E1")) >= 4.5)
    for role in ["textOnAccentSecondary", "accentSecondaryContainer"] {
      #expect(result.derived.contains("colors.\(role) (from themeSecondary)"))
    }
    // A button filled with themeSecondary is labelled with the secondary accent's on-color.
    let button = try #require(result.spec.buttons[.secondary])
    #expect(button.background == .accentSecondary)
    #expect(button.foreground == .textOnAccentSecondary)
    // Gentle has no tertiary color: each tertiary role is reported, and keeps no value.
    let reported = result.notes.filter { $0.path == "colors.pairByRole" }.map(\.reason)
    for role in [
      "accentTertiary", "textOnAccentTertiary", "accentTertiaryContainer",
      "textOnAccentTertiaryContainer",
    ] {
      #expect(reported.contains { $0.hasPrefix("Tessera's \(role):") }, "\(role)")
      #expect(result.defaulted.contains("colors.\(role)"))
    }
  }

  @Test("typography roles keep size, weight, design, width, spacing, case and color")
  func typography() throws {
    let spec = try imported().spec
    let title = try #require(spec.typography[.title])
    #expect(title.size == 30)
    #expect(title.weight == .heavy)
    #expect(title.design == .serif)
    #expect(title.lineSpacing == 1)
    #expect(title.letterSpacing == 0.3)
    let caption2 = try #require(spec.typography[.caption2])
    #expect(caption2.width == .condensed)
    #expect(caption2.isUppercased)
    #expect(caption2.colorRole == .textTertiary)
    let button = try #require(spec.typography[.button])
    #expect(button.size == 16)
    #expect(button.design == .rounded)
    #expect(button.colorRole == .textOnAccent)
  }

  @Test("a second button-title role that differs, and a color with no role, are reported")
  func typographyLosses() throws {
    let result = try imported()
    let lost = notes(result, .noCounterpart)
    #expect(lost.contains("typography.roles.secondaryButtonTitle_m"))
    #expect(lost.contains("typography.roles.footnote_s.colorRole"))
    // textOnScrim has no Tessera role: the footnote keeps Tessera's footnote color.
    #expect(result.spec.typography[.footnote]?.colorRole == .textSecondary)
  }

  @Test("the spacing scale, gaps, grid, touch target and insets are read")
  func layout() throws {
    let result = try imported()
    let spec = result.spec
    #expect(spec.spacing == SpacingScale(xs: 2, sm: 6, md: 10, lg: 14, xl: 20, xxl: 28))
    // Gap intents: tight is gap s (6, exactly sm), regular gap m (10, md); loose is gap xl,
    // 11, 1 from md (10) and 3 from lg (14), so md, noted.
    #expect(spec.gaps == GapTokens(tight: .sm, regular: .md, loose: .md))
    #expect(notes(result, .approximated).contains("layout.gap.xl"))
    #expect(notes(result, .noCounterpart).contains("layout.gap"))
    // Gentle's grid and touch tokens are spacing scales: reported, Tessera's kept.
    #expect(spec.grid == GridBreakpoint.standard)
    #expect(spec.minimumTouchTarget == 44)
    #expect(notes(result, .noCounterpart).contains("layout.grid"))
    #expect(notes(result, .noCounterpart).contains("layout.touch"))
    #expect(spec.insets[.card] == AxisInsets(horizontal: .lg, vertical: .sm))
    #expect(spec.insets[.button] == AxisInsets(horizontal: .md, vertical: .xs))
    #expect(spec.insets[.field] == AxisInsets(horizontal: .md, vertical: .xs))
    // `toolbar` is no Gentle inset role.
    #expect(notes(result, .unknownKey).contains("layout.inset.tokensByRole.toolbar"))
  }

  @Test("radii and shadows: pill is the full radius, a shadow radius becomes one layer")
  func visual() throws {
    let spec = try imported().spec
    #expect(spec.radii.small == 6)
    #expect(spec.radii.large == 18)
    #expect(spec.radii.full == 500)
    // small = 4: black at 12% (0.12 * 255 = 30.6, so byte 31), blur 4, down 2.
    #expect(
      spec.elevation[.low] == [
        ShadowLayer(
          color: SRGBColor(red8: 0, green8: 0, blue8: 0, alpha8: 31), radius: 4, offsetY: 2)
      ])
    #expect(spec.elevation[.none] == [])
  }

  @Test("button roles take fill, border, shape and animation; losses are reported")
  func buttons() throws {
    let result = try imported()
    let spec = result.spec
    let destructive = try #require(spec.buttons[.destructive])
    #expect(destructive.background == .destructive)
    #expect(destructive.pressedBackground == .destructivePressed)
    #expect(destructive.foreground == .textOnDestructive)
    #expect(destructive.animation == .squish)
    let secondary = try #require(spec.buttons[.secondary])
    #expect(secondary.shape == .roundedRectangle)
    #expect(secondary.background == .backgroundSecondary)
    #expect(secondary.border == .borderSubtle)
    // Its title role's color, primaryCTA, is Tessera's accent.
    #expect(secondary.foreground == .accent)
    let tertiary = try #require(spec.buttons[.tertiary])
    #expect(tertiary.background == nil)
    #expect(tertiary.border == nil)
    // A hollow button's title is Gentle's primaryCTA, Tessera's accent.
    #expect(tertiary.foreground == .accent)
    #expect(tertiary.animation == ButtonAnimationRole.none)
    #expect(spec.buttonAnimations[.subtlePress]?.pressedScale == 0.97)
    #expect(spec.buttonAnimations[.squish]?.springDamping == 0.6)
    let lost = notes(result, .noCounterpart)
    #expect(lost.contains("buttons.animations.subtlePress.springBlend"))
    #expect(lost.contains("buttons.roles.tertiary.usesNativeStyle"))
    // Opacity 0.7 while Gentle's "unknown" animation (Tessera's none) has 1.
    #expect(lost.contains("buttons.roles.tertiary.pressedOpacity"))
    // 0.97 and 0.9 are exactly subtlePress's numbers: nothing lost.
    #expect(!lost.contains("buttons.roles.secondary.pressedScale"))
  }

  @Test("surfaces: solid, material and glass backgrounds, border roles and shadow levels")
  func surfaces() throws {
    let result = try imported()
    let spec = result.spec
    let card = try #require(spec.surfaces[.card])
    #expect(card.background == .backgroundElevated)
    #expect(card.material == SurfaceMaterial.none)
    #expect(card.cornerRadius == 12)
    #expect(card.borderWidth == 1)
    #expect(card.border == .borderSubtle)
    // Blur 4 is exactly the imported low level's blur.
    #expect(card.elevation == .low)
    let chrome = try #require(spec.surfaces[.chrome])
    #expect(chrome.material == .regular)
    #expect(chrome.border == nil)
    #expect(chrome.elevation == ElevationLevel.none)
    let panel = try #require(spec.surfaces[.floatingPanel])
    #expect(panel.material == .thick)
    #expect(panel.background == .backgroundElevated)
    // Blur 10 is the imported medium level's.
    #expect(panel.elevation == .medium)
    let approximated = notes(result, .approximated)
    #expect(approximated.contains("surfaces.roles.chrome.backgroundStyle.material"))
    #expect(approximated.contains("surfaces.roles.floatingPanel.border"))
    let lost = notes(result, .noCounterpart)
    #expect(lost.contains("surfaces.roles.floatingPanel.backgroundStyle"))
    #expect(lost.contains("surfaces.roles.floatingPanel.specularEffect"))
    #expect(lost.contains("surfaces.roles.chrome.backgroundStyle.tintOpacity"))
    #expect(lost.contains("surfaces.roles.chrome.backgroundStyle.tintColorRole"))
  }

  @Test("unknown keys are reported with the nearest Gentle name, never dropped silently")
  func unknownKeys() throws {
    let result = try imported(
      ##"{"colors": {"pairByRol": {}}, "typography": {"roles": {"title_xxl": {"pointSize": 1}}}}"##)
    let unknown = result.notes.filter { $0.kind == .unknownKey }
    #expect(unknown.map(\.path) == ["colors.pairByRol", "typography.roles.title_xxl"])
    #expect(unknown[0].reason.contains("did you mean 'pairByRole'"))
    #expect(unknown[1].reason.contains("did you mean 'title_xl'"))
  }

  @Test("color names of earlier Gentle specs are read under the role they became")
  func earlierColorNames() throws {
    let result = try imported(
      ##"""
      {"colors": {"pairByRole": {
        "onDestructive": {"lightHex": "#FFFFFF", "darkHex": "#2A0A08"},
        "onOverlay": {"lightHex": "#F9FAFB", "darkHex": "#F9FAFB"},
        "surface": {"lightHex": "#FAFAFE", "darkHex": "#111827"},
        "surfaceSpecular": {"lightHex": "#FFFFFF66", "darkHex": "#FFFFFF33"}
      }}}
      """##)
    #expect(result.spec.colors[.textOnDestructive]?.dark == (try hex("#2A0A08")))
    #expect(result.spec.colors[.backgroundElevated]?.light == (try hex("#FAFAFE")))
    // onOverlay is textOnOverlay, which Tessera keeps in the palette.
    #expect(result.spec.palette["gentle.textOnOverlay.light"] == (try hex("#F9FAFB")))
    #expect(result.spec.palette["gentle.surfaceSpecular.dark"] == (try hex("#FFFFFF33")))
    #expect(result.notes.filter { $0.kind == .unknownKey }.isEmpty)
  }

  @Test("a surface's earlier flat keys are read as Gentle migrates them")
  func earlierSurfaceKeys() throws {
    let result = try imported(
      ##"""
      {"surfaces": {"roles": {
        "appBackground": {"visualEffect": "appBackground",
                          "border": {"lightHex": "#E5E7EB", "darkHex": "#374151"}},
        "card": {"colorRole": "surface", "appleMaterial": "thin", "useGlass": false,
                 "border": {"lightHex": "#E5E7EB", "darkHex": "#374151"}},
        "chrome": {"colorRole": "surfaceBase", "appleMaterial": "noMaterial", "useGlass": true,
                   "border": {"lightHex": "#E5E7EB", "darkHex": "#374151"}},
        "cardSecondary": {"backgroundStyle": {"type": "solid", "colorRole": "background"},
                          "visualEffect": "surface",
                          "border": {"lightHex": "#E5E7EB", "darkHex": "#374151"}}
      }}}
      """##)
    let surfaces = result.spec.surfaces
    #expect(surfaces[.appBackground]?.background == .backgroundPrimary)
    #expect(surfaces[.appBackground]?.material == SurfaceMaterial.none)
    // A thin material tinted with `surface` (0.2.x's name for surfaceBase).
    #expect(surfaces[.card]?.material == .thin)
    #expect(surfaces[.card]?.background == .backgroundElevated)
    // Glass with no material: no fallback material, the color as fallback, noted.
    #expect(surfaces[.chrome]?.material == SurfaceMaterial.none)
    #expect(surfaces[.chrome]?.background == .backgroundElevated)
    #expect(notes(result, .noCounterpart).contains("surfaces.roles.chrome"))
    // backgroundStyle wins; the earlier key is noted, not applied.
    #expect(surfaces[.cardSecondary]?.background == .backgroundPrimary)
    #expect(notes(result, .noCounterpart).contains("surfaces.roles.cardSecondary.visualEffect"))
    #expect(result.notes.filter { $0.kind == .unknownKey }.isEmpty)
  }

  @Test("keys no Gentle version wrote are unknown: specVersion without _, gap intents by name")
  func guessedShapeIsUnknown() throws {
    let result = try imported(
      ##"{"specVersion": "0.2.1", "layout": {"gap": {"tight": "s"}, "grid": {"columns": 4}}}"##)
    let unknown = result.notes.filter { $0.kind == .unknownKey }.map(\.path)
    #expect(unknown == ["specVersion", "layout.gap.tight", "layout.grid.columns"])
    #expect(result.specVersion == nil)
  }

  @Test(
    "bad input is a typed error at its Gentle JSON path",
    arguments: [
      (
        ##"{"colors": {"pairByRole": {"primaryCTA": {"lightHex": "#12345", "darkHex": "#FFF"}}}}"##,
        "colors.pairByRole.primaryCTA.lightHex"
      ),
      (
        ##"{"colors": {"pairByRole": {"background": {"lightHex": "#FFFFFF"}}}}"##,
        "colors.pairByRole.background.darkHex"
      ),
      (
        ##"{"typography": {"roles": {"title_xl": {"pointSize": "28", "weight": "bold", "design": "default", "relativeTo": "title"}}}}"##,
        "typography.roles.title_xl.pointSize"
      ),
      (
        ##"{"typography": {"roles": {"body_m": {"pointSize": 17, "weight": "bolder", "design": "default", "relativeTo": "body"}}}}"##,
        "typography.roles.body_m.weight"
      ),
      (
        ##"{"typography": {"roles": {"body_m": {"pointSize": 17, "weight": "bold", "design": "default", "relativeTo": "code"}}}}"##,
        "typography.roles.body_m.relativeTo"
      ),
      (##"{"layout": {"scale": {"xs": -4}}}"##, "layout.scale.xs"),
      (
        ##"{"layout": {"inset": {"tokensByRole": {"card": {"horizontal": "huge", "vertical": "s"}}}}}"##,
        "layout.inset.tokensByRole.card.horizontal"
      ),
      (
        ##"{"buttons": {"roles": {"primary": {"fillRole": "themePrimary"}}}}"##,
        "buttons.roles.primary.fillRole"
      ),
      (
        ##"{"buttons": {"roles": {"primary": {"backgroundRole": "themePrimary"}}}}"##,
        "buttons.roles.primary.backgroundRole"
      ),
      (
        ##"{"buttons": {"roles": {"primary": {"borderRole": "none"}}}}"##,
        "buttons.roles.primary.borderRole"
      ),
      (
        ##"{"buttons": {"animations": {"pop": {"pressedScale": 3}}}}"##,
        "buttons.animations.pop.pressedScale"
      ),
      (
        ##"{"surfaces": {"roles": {"card": {"backgroundStyle": {"colorRole": "background"}}}}}"##,
        "surfaces.roles.card.backgroundStyle.type"
      ),
      (
        ##"{"surfaces": {"roles": {"card": {"backgroundStyle": {"type": "frosted"}}}}}"##,
        "surfaces.roles.card.backgroundStyle.type"
      ),
      (
        ##"{"surfaces": {"roles": {"card": {"backgroundStyle": {"type": "material", "material": "frosted"}}}}}"##,
        "surfaces.roles.card.backgroundStyle.material"
      ),
      (
        ##"{"surfaces": {"roles": {"card": {"specularEffect": "shine"}}}}"##,
        "surfaces.roles.card.specularEffect"
      ),
      (##"{"layout": {"gap": {"s": "wide"}}}"##, "layout.gap.s"),
      (
        ##"{"surfaces": {"roles": {"card": {"visualEffect": "frosted"}}}}"##,
        "surfaces.roles.card.visualEffect"
      ),
      (
        ##"{"surfaces": {"roles": {"card": {"appleMaterial": "frosted"}}}}"##,
        "surfaces.roles.card.appleMaterial"
      ),
      (
        ##"{"surfaces": {"roles": {"card": {"useGlass": "yes"}}}}"##,
        "surfaces.roles.card.useGlass"
      ),
      (##"{"layout": {"touch": {"xxl": -1}}}"##, "layout.touch.xxl"),
      (
        ##"{"buttons": {"roles": {"primary": {"shape": "capsule"}}}}"##,
        "buttons.roles.primary.shape"
      ),
    ])
  func badInput(json: String, path: String) {
    #expect {
      _ = try imported(json)
    } throws: { error in
      (error as? ThemeSpecError)?.path == path
    }
  }

  @Test("the JSON itself is bounded: too large, not an object, not JSON")
  func bounds() {
    let large = [UInt8](repeating: UInt8(ascii: " "), count: ThemeSpec.maximumByteCount + 1)
    #expect(throws: ThemeSpecError.tooLarge(bytes: large.count, limit: ThemeSpec.maximumByteCount))
    {
      _ = try ThemeSpec.fromGentleSpec(large)
    }
    #expect(throws: ThemeSpecError.malformedJSON("the top level must be an object, not an array")) {
      _ = try imported("[]")
    }
    #expect {
      _ = try imported(##"{"colors": [1, }"##)
    } throws: { error in
      if case .malformedJSON = error as? ThemeSpecError { return true }
      return false
    }
  }

  @Test("the role tables cover every Gentle role, and the seed's groupings partition colors")
  func tables() {
    #expect(GentleColorRole.allCases.count == 19)
    #expect(GentleTextRole.allCases.count == 17)
    #expect(GentleSurfaceRole.allCases.count == 10)
    #expect(GentleColorRole.allCases.allSatisfy { GentleRoleMap.colors[$0] != nil })
    #expect(GentleTextRole.allCases.allSatisfy { GentleRoleMap.typography[$0] != nil })
    #expect(GentleSurfaceRole.allCases.allSatisfy { GentleRoleMap.surfaces[$0] != nil })
    let groups =
      GentleColorRole.textRoles + GentleColorRole.surfaceRoles + GentleColorRole.actionRoles
      + GentleColorRole.themeRoles
    #expect(groups.count == 19 && Set(groups).count == 19)
    #expect(GentleColorRole.primaryCTA.tesseraRole == .accent)
    #expect(GentleColorRole.themePrimary.tesseraRole == nil)
    #expect(GentleColorRole.themeSecondary.tesseraRole == .accentSecondary)
    #expect(GentleTextRole.title_xl.tesseraRole == .title)
    #expect(GentleSurfaceRole.overlaySheet.tesseraRole == .sheet)
  }
}
