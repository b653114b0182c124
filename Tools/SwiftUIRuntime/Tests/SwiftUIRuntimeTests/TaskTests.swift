import SwiftUI
import Testing

/// What a task saw, written from the task and read by the test.
@MainActor private final class Log {
  var entries: [String] = []
}

private struct Loader: View {
  let log: Log
  @State private var text = "Loading"
  var body: some View {
    Text(text)
      .onAppear { log.entries.append("appear") }
      .task {
        log.entries.append("task")
        text = "Ready"
      }
  }
}

/// A child whose task waits on a stream nobody feeds, until it is cancelled.
private struct Waiter: View {
  let log: Log
  let stream: AsyncStream<Int>
  var body: some View {
    Text("Waiting")
      .task {
        for await _ in stream {}
        log.entries.append(Task.isCancelled ? "cancelled" : "ended")
      }
  }
}

private struct Screen: View {
  let log: Log
  let stream: AsyncStream<Int>
  @State var showsWaiter = true
  var body: some View {
    VStack {
      Button("Hide") { showsWaiter = false }
      if showsWaiter { Waiter(log: log, stream: stream) }
    }
  }
}

/// `task(name:priority:file:line:_:)`: "Adds an asynchronous task to perform before this view
/// appears"; SwiftUI cancels it "after the view disappears before the action completes".
@MainActor
@Suite("Tasks")
struct TaskTests {
  @Test("a task starts when its view appears and its result is rendered")
  func runsOnAppear() async throws {
    let log = Log()
    let host = try ViewHost(Loader(log: log))
    #expect(host.texts == ["Loading"])
    #expect(log.entries == ["appear"], "created with onAppear; its body has not run yet")
    #expect(host.runningTasks == 1)
    #expect(try await host.runTasks() == 0)
    #expect(log.entries == ["appear", "task"])
    #expect(host.texts == ["Ready"])
  }

  @Test("a task still running when its view goes is cancelled")
  func cancelledOnDisappear() async throws {
    let log = Log()
    let (stream, continuation) = AsyncStream<Int>.makeStream()
    let host = try ViewHost(Screen(log: log, stream: stream))
    #expect(try await host.runTasks(turns: 20) == 1, "waiting on the stream")
    #expect(log.entries.isEmpty)
    try host.tap("Hide")
    #expect(try await host.runTasks() == 0)
    #expect(log.entries == ["cancelled"])
    continuation.finish()
  }

  @Test("a task of a view that never appears never runs")
  func notShown() async throws {
    let log = Log()
    let host = try ViewHost(
      VStack {
        if log.entries.count > 5 { Loader(log: log) }
      })
    #expect(host.runningTasks == 0)
    _ = try await host.runTasks()
    #expect(log.entries.isEmpty)
  }
}
