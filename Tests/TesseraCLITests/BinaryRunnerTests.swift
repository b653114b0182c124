import Foundation
import Testing

@Suite("Running a binary")
struct BinaryRunnerTests {
  static let shell = URL(fileURLWithPath: "/bin/sh")

  @Test("several MB on standard output and standard error at once do not hang")
  func largeOutputs() throws {
    // Each stream alone is far larger than a pipe's buffer (64 KiB on Linux), written
    // alternately: a runner that reads one stream to its end before the other deadlocks.
    let script = """
      i=0; while [ $i -lt 40 ]; do head -c 100000 /dev/zero | tr '\\0' o; \
      head -c 100000 /dev/zero | tr '\\0' e >&2; i=$((i+1)); done
      """
    let outcome = try BinaryRunner.run(executable: Self.shell, ["-c", script])
    #expect(outcome.status == 0)
    #expect(outcome.stdout.utf8.count == 4_000_000)
    #expect(outcome.stderr.utf8.count == 4_000_000)
    #expect(outcome.stdout.utf8.allSatisfy { $0 == UInt8(ascii: "o") })
    #expect(outcome.stderr.utf8.allSatisfy { $0 == UInt8(ascii: "e") })
  }

  @Test("several MB of standard input reach a child that prints as it reads")
  func largeInput() throws {
    let input = Data((0..<5_000_000).map { UInt8(ascii: "a") + UInt8($0 % 26) })
    let outcome = try BinaryRunner.run(executable: Self.shell, ["-c", "cat"], stdin: input)
    #expect(outcome.status == 0)
    #expect(Data(outcome.stdout.utf8) == input)
  }

  @Test("a child that exits without reading its input ends the run")
  func unreadInput() throws {
    let input = Data(repeating: UInt8(ascii: "x"), count: 3_000_000)
    let outcome = try BinaryRunner.run(executable: Self.shell, ["-c", "echo done"], stdin: input)
    #expect(outcome.status == 0)
    #expect(outcome.stdout == "done\n")
  }
}
