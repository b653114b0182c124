import Foundation
import TesseraTestSupport
import TesseraTokens
import Testing

@testable import TesseraState

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Theme number `sequence` as `tessera-store-stress` builds it.
private func stressTheme(_ sequence: Int, padding: Int) -> ThemeSpec {
  var theme = PresetThemes.all[sequence % PresetThemes.all.count]
  theme.name = "stress-\(sequence)"
  theme.summary = String(repeating: "\(sequence % 10)", count: padding)
  return theme
}

/// What `theme` becomes after a trip through JSON (colors are stored as hex).
private func roundTripped(_ theme: ThemeSpec) throws -> ThemeSpec {
  try ThemeSpec.decode(from: JSONEncoder().encode(theme))
}

/// Finds the `tessera-store-stress` child that `swift build` put beside the test bundle.
private let stressExecutable: URL? = {
  var directory = Bundle.main.bundleURL
  for _ in 0..<3 {
    let candidate = directory.appendingPathComponent("tessera-store-stress")
    if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    directory.deleteLastPathComponent()
  }
  return nil
}()

@Suite("Store fault injection")
struct StoreFaultTests {
  /// When to kill the child.
  private enum Moment {
    /// Right after it announces save N (usually while it encodes).
    case announced(Int)
    /// As soon as its temporary file exists: between `open` and `rename`, mid-write.
    case temporaryFileExists
  }

  /// The longest a round waits for the child to reach its moment: ample for a child that
  /// saves in a loop from its first millisecond, and short enough that a store that never
  /// announces or never writes a temporary file fails in seconds instead of hanging.
  private static let momentLimit: Duration = .seconds(15)

  /// Starts the child and SIGKILLs it at `moment`, or at ``momentLimit`` if it never gets
  /// there; returns the finished process and whether the moment was reached.
  private func runAndKill(
    _ executable: URL, directory: URL, padding: Int, at moment: Moment
  ) throws -> (process: Process, reached: Bool) {
    let process = Process()
    process.executableURL = executable
    process.arguments = [directory.path, "theme.json", "\(padding)"]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    // Temporary files of earlier victims stay until the child's first save removes them.
    let before = Set((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
    try process.run()
    let pid = process.processIdentifier
    // The watchdog kills a child that never reaches the moment, which ends the blocking read
    // of `.announced` (end of file) and the directory poll of `.temporaryFileExists`.
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: Self.momentLimit)
    let limit = Self.momentLimit
    // On a thread of its own, so blocking reads on the pool cannot delay it.
    let watchdog = ProcessWatchdog(processIdentifier: pid, limit: limit)
    defer { _ = try? watchdog.finish("the child reached the moment") }
    var reached = false
    switch moment {
    case .announced(let target):
      let marker = Data("saving \(target)\n".utf8)
      var seen = Data()
      while seen.range(of: marker) == nil {
        // bounded: the watchdog kills the child at the deadline, which ends the read.
        let chunk = output.fileHandleForReading.availableData
        if chunk.isEmpty { break }  // the child exited or was killed
        seen.append(chunk)
      }
      reached = seen.range(of: marker) != nil
    case .temporaryFileExists:
      // Wait for the event itself, not for a clock; the deadline only bounds a broken store.
      // bounded: by the deadline.
      while process.isRunning, clock.now < deadline {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        if names.contains(where: { $0.hasPrefix(".theme.json.tmp-") && !before.contains($0) }) {
          reached = true
          break
        }
      }
    }
    kill(pid, SIGKILL)
    process.waitUntilExit()  // bounded: SIGKILL cannot be caught or ignored
    return (process, reached)
  }

  @Test("a writer killed mid-save many times always leaves a complete file")
  func killedWriterNeverTearsTheFile() async throws {
    let executable = try #require(stressExecutable, "tessera-store-stress was not built")
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = try FileThemeStore(directory: directory, fileName: "theme.json")
    var rng = SeededRandomNumberGenerator(seed: 0x5AFE_5A7E)
    var interruptedWrites = 0
    for round in 0..<40 {
      let target = Int.random(in: 1...6, using: &rng)
      let padding = Int.random(in: 1_000...150_000, using: &rng)
      let midWrite = Bool.random(using: &rng)
      let (process, reached) = try runAndKill(
        executable, directory: directory, padding: padding,
        at: midWrite ? .temporaryFileExists : .announced(target))
      try #require(
        reached,
        """
        round \(round): within \(Self.momentLimit) the writer never \(midWrite
          ? "created a temporary file (does the store still save through one?)"
          : "announced save \(target)")
        """)
      #expect(process.terminationReason == .uncaughtSignal, "round \(round) exited by itself")

      let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      if names.contains(where: { $0.hasPrefix(".theme.json.tmp-\(process.processIdentifier)-") }) {
        interruptedWrites += 1
      }
      #expect(
        !names.contains { $0.contains(".corrupt-") }, "round \(round) produced a corrupt file")
      // The file must be a valid theme, exactly one that was saved: old or new, never torn.
      let loaded = try await store.load()
      if round > 0 || (!midWrite && target > 1) {
        let theme = try #require(loaded, "round \(round): the theme file vanished")
        let sequence = try #require(Int(theme.name.dropFirst("stress-".count)))
        let expected = try roundTripped(stressTheme(sequence, padding: theme.summary.count))
        #expect(theme == expected, "round \(round): theme \(sequence) differs from what was saved")
        if !midWrite {
          #expect(sequence >= target - 1, "round \(round): lost completed saves")
        }
      }
    }
    // Evidence that kills landed inside writes (a temporary file was left behind) at least once.
    #expect(interruptedWrites > 0, "no kill landed inside a write; the test proved nothing")
  }
}
