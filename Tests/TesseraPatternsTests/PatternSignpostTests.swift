import TesseraSignposts
import TesseraTestSupport
import Testing

@testable import TesseraPatterns

@Suite("Signposts: pattern compilation is an interval Instruments can show")
struct PatternSignpostTests {
  @Test("compiling, even a pattern that is refused, begins one 'Compile pattern' interval")
  func compilation() {
    let events = LockedValue<[String]>([])
    Signposts.$recorder.withValue({ category, name in
      events.withLock { $0.append("\(category)/\(name)") }
    }) {
      _ = try? CompiledPattern("[a-z]+@[a-z]+")
      _ = try? CompiledPattern("(unclosed")
    }
    #expect(events.withLock { $0 } == ["Patterns/Compile pattern", "Patterns/Compile pattern"])
  }
}
