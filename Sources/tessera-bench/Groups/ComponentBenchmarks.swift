import TesseraColor
import TesseraComponents
import TesseraTokens

/// Component logic: appearances, the component audit, and behaviour values.
enum ComponentBenchmarks: BenchmarkGroup {
  static let name = "components"
  static let summary = "Component appearances, the component audit of a preset, initials, charts."

  static func run(_ options: BenchOptions, report: inout BenchReport) throws {
    let theme = PresetThemes.ocean.resolved(for: .dark)
    report.results.append(
      measure("components.appearance-button") {
        blackHole(theme.buttonAppearance(role: .primary, size: .medium, state: .pressed))
      })
    // One lookup of an appearance the theme already holds; the baseline computes it afresh,
    // as every lookup did before themes kept their appearances.
    let styles = ComponentRegistry.styles
    var next = 0
    for style in styles { _ = theme.appearance(style, size: .medium, state: .pressed) }
    report.results.append(
      measure(
        "components.appearance-lookup",
        {
          next = next + 1 == styles.count ? 0 : next + 1
          blackHole(theme.appearance(styles[next], size: .medium, state: .pressed))
        }, baseline: "computed afresh",
        {
          next = next + 1 == styles.count ? 0 : next + 1
          blackHole(theme.computedAppearance(styles[next], size: .medium, state: .pressed))
        }))
    report.results.append(
      measure("components.audit-one-preset-4-modes", samples: 11) {
        blackHole(ComponentAudit.audit(PresetThemes.ocean).checkedCount)
      })
    // An editor's keystroke: one role of one mode changes, the audit catches up. Alternating
    // between two values keeps every sample an edit; the baseline audits the edited spec in full.
    var edited = PresetThemes.ocean
    var incremental = IncrementalComponentAudit(edited)
    let warnings = [
      SRGBColor(red8: 0xB4, green8: 0x53, blue8: 0x09),
      SRGBColor(red8: 0xE0, green8: 0xA0, blue8: 0x30),
    ]
    var flip = 0
    func edit() {
      flip ^= 1
      var values = edited.colorValues(.warning)
      values.light = warnings[flip]
      edited.colors[.warning] = values
    }
    report.results.append(
      measure(
        "components.audit-incremental-one-edit",
        {
          edit()
          incremental.update(to: edited)
          blackHole(incremental.report.checkedCount)
        }, baseline: "full audit of the edited spec",
        {
          edit()
          blackHole(ComponentAudit.audit(edited).checkedCount)
        }, samples: 11))
    // A theme with a pale light link color and a dim dark secondary text: the fix plans two
    // modes and audits twice more; the baseline is the two audits alone.
    var weak = PresetThemes.default
    var link = weak.colorValues(.textLink)
    link.light = SRGBColor(red8: 0x66, green8: 0xAA, blue8: 0xFF)
    weak.colors[.textLink] = link
    var secondary = weak.colorValues(.textSecondary)
    secondary.dark = SRGBColor(red8: 0x55, green8: 0x55, blue8: 0x55)
    weak.colors[.textSecondary] = secondary
    report.results.append(
      measure(
        "components.audit-fix-weak-theme", { blackHole(AuditFix.fix(weak).passes) },
        baseline: "ThemeAudit + ComponentAudit of the same theme",
        {
          blackHole(ThemeAudit.audit(weak).passed)
          blackHole(ComponentAudit.audit(weak).passed)
        }, samples: 11))
    let names = (0..<64).map { "Person Number\($0) Example" }
    report.results.append(
      measure(
        "components.avatar-palette-index-64",
        {
          var sum = 0
          for name in names { sum &+= AvatarInitials.paletteIndex(for: name, paletteCount: 6) }
          blackHole(sum)
        }, baseline: "Swift Hasher (per-process seed)",
        {
          var sum = 0
          for name in names {
            var hasher = Hasher()
            hasher.combine(name.lowercased())
            sum &+= Int(UInt(bitPattern: hasher.finalize()) % 6)
          }
          blackHole(sum)
        }))
    report.results.append(
      measure("components.initials-64") {
        var total = 0
        for name in names { total &+= AvatarInitials.initials(from: name).count }
        blackHole(total)
      })
    let values = (0..<10_000).map { Double($0 % 977) * 1.37 - 200 }
    report.results.append(
      measure("components.chart-axis-10k-values") {
        blackHole(ChartAxis(values: values).ticks)
      })
    report.results.append(
      measure("components.password-strength-24-chars") {
        blackHole(PasswordStrength(evaluating: "Correct-Horse-Battery-42!").level)
      })
  }
}
