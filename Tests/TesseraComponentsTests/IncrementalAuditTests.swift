import TesseraColor
import TesseraComponents
import TesseraTestSupport
import TesseraTokens
import Testing

/// The incremental component audit an editor runs on every keystroke, against the full audit.
@Suite("An incremental audit after each edit equals a full audit")
struct IncrementalAuditTests {
  /// A random opaque color: often readable, sometimes not, so failures come and go.
  func randomColor(_ rng: inout SeededRandomNumberGenerator) -> SRGBColor {
    SRGBColor(
      red8: UInt8.random(in: 0...255, using: &rng), green8: UInt8.random(in: 0...255, using: &rng),
      blue8: UInt8.random(in: 0...255, using: &rng))
  }

  @Test(
    "seeded edit sequences: every incremental report equals a full audit of the edited spec",
    arguments: [1, 2, 3] as [UInt64])
  func editSequences(seed: UInt64) {
    var rng = SeededRandomNumberGenerator(seed: seed)
    let presets = [PresetThemes.ocean, PresetThemes.sunset, PresetThemes.modernGray]
    var spec = presets[Int(seed) % presets.count]
    var audit = IncrementalComponentAudit(spec)
    #expect(audit.report == ComponentAudit.audit(spec))
    for step in 0..<5 {
      let role = ColorRole.allCases.randomElement(using: &rng) ?? .accent
      let mode = ThemeMode.allCases.randomElement(using: &rng) ?? .light
      var values = spec.colorValues(role)
      values.setValue(randomColor(&rng), for: mode)
      spec.colors[role] = values
      // Half the edits also re-derive what the rule derives from the edited role.
      if step % 2 == 0, role == .accent || role == .destructive {
        let pressed: ColorRole = role == .accent ? .accentPressed : .destructivePressed
        let label: ColorRole = role == .accent ? .textOnAccent : .textOnDestructive
        var derived = spec.colorValues(pressed)
        derived.setValue(
          DerivedColorRule.standard.pressed(
            values.value(for: mode), label: spec.colorValues(label).value(for: mode), ratio: 4.5),
          for: mode)
        spec.colors[pressed] = derived
      }
      audit.update(to: spec)
      let full = ComponentAudit.audit(spec)
      #expect(audit.report == full, "seed \(seed) step \(step): \(role.rawValue) in \(mode)")
    }
  }

  @Test("an edit to one role re-checks only the appearances that read it")
  func recheckesOnlyReaders() throws {
    var spec = PresetThemes.default
    var audit = IncrementalComponentAudit(spec)
    let everything = audit.recheckedCount
    var values = spec.colorValues(.warning)
    values.light = try SRGBColor(hex: "#FFE08A")
    spec.colors[.warning] = values
    audit.update(to: spec)
    #expect(audit.recheckedCount > 0)
    #expect(audit.recheckedCount * 4 < everything)
    #expect(audit.report == ComponentAudit.audit(spec))
  }

  @Test("an edit to typography re-checks everything")
  func typographyEdit() {
    var spec = PresetThemes.forest
    var audit = IncrementalComponentAudit(spec)
    let everything = audit.recheckedCount
    spec.typography[.body]?.size = 9
    audit.update(to: spec)
    #expect(audit.recheckedCount == everything)
    #expect(audit.report == ComponentAudit.audit(spec))
  }

  @Test("an unchanged spec re-checks nothing")
  func noEdit() {
    var audit = IncrementalComponentAudit(PresetThemes.lavender)
    audit.update(to: PresetThemes.lavender)
    #expect(audit.recheckedCount == 0)
  }
}
