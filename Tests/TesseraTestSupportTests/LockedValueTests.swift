import TesseraTestSupport
import Testing

@Suite("LockedValue")
struct LockedValueTests {
  @Test("Increments from many concurrent tasks are all kept")
  func concurrentIncrements() async {
    let counter = LockedValue(0)
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<64 {
        group.addTask {
          for _ in 0..<500 { counter.withLock { $0 += 1 } }
        }
      }
    }
    #expect(counter.withLock { $0 } == 64 * 500)
  }

  @Test("withLock returns the body's result and rethrows its error")
  func resultAndRethrow() {
    struct Refused: Error {}
    let names = LockedValue(["a"])
    let count = names.withLock { names -> Int in
      names.append("b")
      return names.count
    }
    #expect(count == 2)
    #expect(throws: Refused.self) {
      try names.withLock { _ in throw Refused() }
    }
    #expect(names.withLock { $0 } == ["a", "b"])
  }
}
