import TesseraSignposts
import TesseraTestSupport
import Testing

@Suite("Signposts: the one home of Tessera's Instruments intervals")
struct SignpostsTests {
  private struct Refused: Error, Equatable {}

  @Test("the subsystem and categories are the names Instruments filters on")
  func names() {
    #expect(Signposts.subsystem == "dev.tessera")
    #expect(
      SignpostCategory.allCases.map(\.rawValue) == ["Theme", "ThemeStore", "Patterns", "Forms"])
  }

  @Test("an interval reports its category and name, and passes the body's result through")
  func interval() {
    let events = LockedValue<[String]>([])
    let result = Signposts.$recorder.withValue({ category, name in
      events.withLock { $0.append("\(category)/\(name)") }
    }) {
      Signposts.interval(.themeStore, "Load") { 42 }
    }
    #expect(result == 42)
    #expect(events.withLock { $0 } == ["ThemeStore/Load"])
  }

  @Test("an interval whose body throws still begins, and the typed error comes through")
  func throwing() {
    let events = LockedValue<[String]>([])
    let outcome: Result<Int, Refused> = Signposts.$recorder.withValue({ category, name in
      events.withLock { $0.append("\(category)/\(name)") }
    }) {
      Result { () throws(Refused) in
        try Signposts.interval(.patterns, "Compile pattern") { () throws(Refused) -> Int in
          throw Refused()
        }
      }
    }
    #expect(outcome == .failure(Refused()))
    #expect(events.withLock { $0 } == ["Patterns/Compile pattern"])
  }

  @Test("the recorder sees only its own task's intervals")
  func taskLocal() {
    let events = LockedValue<[String]>([])
    Signposts.interval(.forms, "Validate form") {}
    Signposts.$recorder.withValue({ category, name in
      events.withLock { $0.append("\(category)/\(name)") }
    }) {
      Signposts.interval(.theme, "Resolve theme") {}
    }
    Signposts.interval(.forms, "Validate form") {}
    #expect(events.withLock { $0 } == ["Theme/Resolve theme"])
  }
}
