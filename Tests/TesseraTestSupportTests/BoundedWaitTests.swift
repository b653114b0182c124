import Foundation
import TesseraTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite("Bounded waits")
struct BoundedWaitTests {
  @Test("a task that finishes gives its value")
  func finishedTask() async throws {
    let task = Task { 6 * 7 }
    #expect(try await boundedValue(of: task, "the product") == 42)
    let none: Task<Int, Never>? = nil
    #expect(try await boundedValue(of: none, "no task") == nil)
  }

  @Test("a task that never finishes fails with what was awaited, after the limit")
  func hungTask() async {
    // A sleeper on a manual clock nobody advances: the shape of a timer that was never cancelled.
    let clock = ManualClock()
    let task = Task { try? await clock.sleep(for: .seconds(1)) }
    let limit = Duration.milliseconds(50)
    await #expect(throws: WaitTimeout("the timer ended", limit: limit)) {
      try await boundedValue(of: task, "the timer ended", within: limit)
    }
    task.cancel()
    #expect(
      WaitTimeout("the timer ended", limit: limit).description
        == "the timer ended: did not happen within 0.05 seconds")
  }

  @Test("a throwing task's error is passed on, not turned into a timeout")
  func throwingTask() async {
    struct Failure: Error, Equatable {}
    let task = Task<Int, any Error> { throw Failure() }
    await #expect(throws: Failure()) { try await boundedValue(of: task, "the failure") }
  }

  @Test("a condition that becomes true ends the wait; one that never does times out")
  func conditions() async throws {
    let clock = ManualClock()
    let sleeper = Task { try await clock.sleep(for: .seconds(1)) }
    try await waitUntil("the sleeper sleeps") { clock.sleeperCount == 1 }
    sleeper.cancel()
    await #expect(throws: WaitTimeout.self) {
      try await waitUntil("two sleepers", within: .milliseconds(50)) { clock.sleeperCount == 2 }
    }
  }

  @Test("a child process past its limit is killed and reported")
  func watchdogKills() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", "exec sleep 30"]
    try process.run()
    let watchdog = ProcessWatchdog(
      processIdentifier: process.processIdentifier, limit: .milliseconds(100))
    process.waitUntilExit()  // bounded: by the watchdog, which this test checks
    #expect(process.terminationReason == .uncaughtSignal)
    #expect(throws: WaitTimeout.self) { try watchdog.finish("sleep 30") }
  }

  @Test("a child that ends in time is left alone")
  func watchdogDisarmed() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", "exit 3"]
    try process.run()
    let watchdog = ProcessWatchdog(
      processIdentifier: process.processIdentifier, limit: .seconds(60))
    process.waitUntilExit()  // bounded: by the watchdog
    try watchdog.finish("exit 3")
    #expect(process.terminationStatus == 3)
    #expect(!watchdog.fired)
  }
}
