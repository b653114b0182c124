import TesseraColor
import TesseraLayout
import TesseraTestSupport
import TesseraTokens
import Testing

@testable import TesseraComponents

@Suite("Component audit")
struct ComponentAuditTests {
  @Test("every preset passes the component audit in all four modes", arguments: PresetThemes.all)
  func presets(spec: ThemeSpec) {
    let report = ComponentAudit.audit(spec)
    #expect(report.checkedCount > 1_000)
    for failure in report.failures.prefix(25) {
      Issue.record("\(failure)")
    }
    #expect(report.passed, "\(report.failures.count) failures in \(spec.name)")
  }
}

@Suite("Component audit finds real problems")
struct ComponentAuditSensitivityTests {
  /// A theme where every color role is the same gray: nothing can be readable.
  static var flatGray: ThemeSpec {
    var spec = PresetThemes.default
    spec.name = "Flat Gray"
    for role in ColorRole.allCases {
      spec.colors[role] = ColorValues(SRGBColor(white: 0.5))
    }
    return spec
  }

  @Test("a theme without contrast fails for text, ticks, tracks and focus rings")
  func flatTheme() {
    let report = ComponentAudit.audit(Self.flatGray)
    #expect(!report.passed)
    let parts = Set(report.failures.map(\.part))
    for part in ["foreground", "tick", "track", "thumb", "focusRing", "border", "placeholder"] {
      #expect(parts.contains(part), "expected a \(part) failure")
    }
    let failure = report.failures.first { $0.component == "checkbox.default" && $0.part == "tick" }
    #expect(failure?.required == 3)
    #expect(failure?.components.contains("DSCheckbox") == true)
    #expect(report.failures.allSatisfy { $0.state != .disabled })
  }

  @Test("a touch target below 44 points is reported")
  func touchTarget() {
    let theme = PresetThemes.default.resolved(for: .light)
    var look = theme.buttonAppearance(role: .primary, size: .small)
    look.touchTarget = LayoutSize(width: 60, height: 30)
    var failures: [ComponentAuditFailure] = []
    _ = ComponentAudit.check(look, themeName: "t", mode: .light) { failures.append($0) }
    #expect(failures.map(\.part) == ["touchTarget"])
    #expect(failures.first?.ratio == 30)
  }

  @Test("a tappable part below 44 points fails though its component's target passes")
  func smallPart() {
    let theme = PresetThemes.default.resolved(for: .light)
    var look = theme.appearance(.textField)
    look.tapTargets[.clearButton] = LayoutSize(width: 30, height: 44)
    var failures: [ComponentAuditFailure] = []
    _ = ComponentAudit.check(look, themeName: "t", mode: .light) { failures.append($0) }
    #expect(failures.map(\.part) == ["touchTarget.clearButton"])
    #expect(failures.first?.ratio == 30)
    #expect(failures.first?.components.contains("DSSearchField") == true)
  }

  @Test("small tappable parts fail in the order the parts are declared, whatever the order set")
  func smallPartsInDeclaredOrder() {
    let theme = PresetThemes.default.resolved(for: .light)
    var look = theme.appearance(.textField)
    for part in [TappablePart.dragHandle, .clearButton, .closeButton, .revealButton] {
      look.tapTargets[part] = LayoutSize(width: 20, height: 20)
    }
    var failures: [ComponentAuditFailure] = []
    _ = ComponentAudit.check(look, themeName: "t", mode: .light) { failures.append($0) }
    #expect(
      failures.map(\.part) == [
        "touchTarget.revealButton", "touchTarget.clearButton", "touchTarget.closeButton",
        "touchTarget.dragHandle",
      ])
  }

  @Test("a theme whose touch target is under 44 points fails for controls and their parts")
  func smallTheme() {
    var spec = PresetThemes.default
    spec.name = "Tight"
    spec.minimumTouchTarget = 30
    let report = ComponentAudit.audit(spec)
    let sized = report.failures.filter { $0.level == nil }
    let parts = Set(sized.map(\.part))
    for part in [
      "touchTarget", "touchTarget.revealButton", "touchTarget.clearButton", "touchTarget.action",
      "touchTarget.closeButton",
    ] {
      #expect(parts.contains(part), "expected a \(part) failure")
    }
    let reveal = sized.first { $0.part == "touchTarget.revealButton" && $0.size == .medium }
    #expect(reveal?.ratio == 30)
    #expect(reveal?.components.contains("DSPasswordField") == true)
    #expect(sized.contains { $0.component.hasPrefix("banner.") && $0.part == "touchTarget.action" })
    #expect(
      sized.contains { $0.component == "snackBar.default" && $0.part == "touchTarget.action" })
    // The default theme, identical but for the 44 pt target, has none of these failures.
    #expect(ComponentAudit.audit(PresetThemes.default).failures.allSatisfy { $0.level != nil })
  }

  @Test(
    "controls keep their drawn heights (32, 44, 52) when a theme's touch target is smaller",
    arguments: [(ComponentSize.small, 32.0), (.medium, 44), (.large, 52)])
  func heightsUnderASmallTarget(size: ComponentSize, height: Double) {
    var spec = PresetThemes.default
    spec.minimumTouchTarget = 30
    let theme = spec.resolved(for: .light)
    #expect(theme.appearance(.stepper, size: size).minimumSize.height == height)
  }

  @Test("a touch target above a control's height raises it")
  func heightsUnderALargeTarget() {
    var spec = PresetThemes.default
    spec.minimumTouchTarget = 48
    let theme = spec.resolved(for: .light)
    #expect(theme.appearance(.stepper, size: .small).minimumSize.height == 32)
    #expect(theme.appearance(.stepper, size: .medium).minimumSize.height == 48)
    #expect(theme.appearance(.stepper, size: .large).minimumSize.height == 52)
  }

  @Test("failures read as one line naming the part, roles, mode and ratio")
  func description() {
    let failure = ComponentAudit.audit(Self.flatGray).failures.first
    let text = failure.map(String.init(describing:)) ?? ""
    #expect(text.hasPrefix("Flat Gray [light/standard]"))
    #expect(text.contains(":1 < "))
  }

  @Test("presets fall back only for actions, dark destructive items, messages with more contrast")
  func substitutions() {
    for spec in PresetThemes.all {
      for line in ComponentAudit.audit(spec).substitutions {
        // A destructive menu item's error-red title can be unreadable on a dark popover
        // surface; it falls back to the text color, as actions on status fills do.
        let destructiveItem = line.contains("dropdownMenu.destructive foreground: error ->")
        // Containers kept apart for colour-blind people leave no room for secondary text at
        // 7:1, so with Increase Contrast a banner's message takes the primary text color.
        let increasedMessage =
          line.contains("IncreasedContrast") || line.contains("/increased]")
        let message =
          increasedMessage && line.contains("secondaryForeground: textSecondary -> textPrimary")
        #expect(
          line.contains("action:") || destructiveItem || message, "unexpected fallback: \(line)")
      }
    }
  }

  @Test("substitution lines are listed once each, in the order the sweep first meets them")
  func substitutionLinesOnceInSweepOrder() {
    // Secondary text and links the color of the page make many parts fall back to the
    // primary text color; the expected list is gathered here from every appearance with a
    // set, independently of the audit's own bookkeeping.
    var spec = PresetThemes.default
    spec.name = "Faded"
    spec.colors[.textSecondary] = spec.colorValues(.backgroundPrimary)
    spec.colors[.textLink] = spec.colorValues(.backgroundPrimary)
    var expected: [String] = []
    var seen: Set<String> = []
    for mode in ThemeMode.allCases {
      let theme = spec.resolved(for: mode)
      for style in ComponentRegistry.styles {
        for size in style.family.sizes {
          for state in style.family.states where state != .disabled {
            for backdrop in ComponentAudit.backdrops {
              let look = theme.appearance(style, size: size, state: state, on: backdrop)
              for substitution in look.substitutions {
                let line =
                  "Faded [\(mode.scheme.rawValue)/\(mode.contrast.rawValue)] \(style) \(substitution)"
                if seen.insert(line).inserted { expected.append(line) }
              }
            }
          }
        }
      }
    }
    #expect(expected.count > 20)
    #expect(ComponentAudit.audit(spec).substitutions == expected)
    #expect(IncrementalComponentAudit(spec).report.substitutions == expected)
  }

  @Test("small text at the smallest content size still passes in the default preset")
  func smallContentSize() {
    #expect(ComponentAudit.audit(PresetThemes.default, contentSize: .xSmall).passed)
    #expect(ComponentAudit.audit(PresetThemes.ocean, contentSize: .accessibility5).passed)
  }
}

@Suite("Component audit on generated brand themes")
struct BrandComponentAuditTests {
  @Test("brand themes from random colors pass the component audit", arguments: [1, 2, 3, 4])
  func randomBrands(seed: UInt64) {
    var rng = SeededRandomNumberGenerator(seed: seed)
    for _ in 0..<6 {
      let primary = SRGBColor(
        red: Double.random(in: 0...1, using: &rng), green: Double.random(in: 0...1, using: &rng),
        blue: Double.random(in: 0...1, using: &rng))
      let spec = BrandConfiguration(primary: primary).themeSpec(name: primary.hexString)
      let report = ComponentAudit.audit(spec)
      for failure in report.failures.prefix(5) { Issue.record("\(failure)") }
      #expect(report.passed, "\(primary.hexString): \(report.failures.count) failures")
    }
  }

  @Test("the seeds' brand colors pass, including mid-tones that defeat white and black text")
  func knownBrands() throws {
    for hex in ["#60A5FA", "#FF6A00", "#808080", "#767676", "#00C853", "#FFD600", "#7B61FF"] {
      let spec = try BrandConfiguration(primaryHex: hex).themeSpec(name: hex)
      let report = ComponentAudit.audit(spec)
      for failure in report.failures.prefix(5) { Issue.record("\(failure)") }
      #expect(report.passed, "\(hex)")
    }
  }
}
