import TesseraSignposts
import TesseraTestSupport
import Testing

@testable import TesseraTokens

@Suite("Signposts: theme resolution is an interval Instruments can show")
struct ThemeSignpostTests {
  @Test("resolving a theme begins one 'Resolve theme' interval in the Theme category")
  func resolution() {
    let events = LockedValue<[String]>([])
    Signposts.$recorder.withValue({ category, name in
      events.withLock { $0.append("\(category)/\(name)") }
    }) {
      _ = PresetThemes.default.resolved(for: .dark, contentSize: .accessibility5)
    }
    #expect(events.withLock { $0 } == ["Theme/Resolve theme"])
  }
}
