import Foundation
import TesseraTestSupport

/// Runs the built `tessera` binary (or another executable of the package, such as
/// `tessera-bench`), as a user or an app's CI would, and captures what it prints.
///
/// Standard output and standard error are read concurrently and standard input is written on
/// its own thread, so a child that fills one pipe while the other waits, or reads its input
/// only after printing, never deadlocks the test.
struct BinaryRunner {
  struct Outcome {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// The `tessera` executable that `swift build` put beside the test bundle.
  static let executable: URL? = executable(named: "tessera")

  /// The package's executable `name` that `swift build` put beside the test bundle.
  static func executable(named name: String) -> URL? {
    var directory = Bundle.main.bundleURL
    for _ in 0..<3 {
      let candidate = directory.appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      directory.deleteLastPathComponent()
    }
    return nil
  }

  /// Runs the package's executable `program` with `arguments`, writing `stdin` to it.
  static func run(_ arguments: [String], stdin: String? = nil, program: String = "tessera")
    throws -> Outcome
  {
    let found = program == "tessera" ? Self.executable : Self.executable(named: program)
    guard let executable = found else { throw CocoaError(.fileNoSuchFile) }
    return try run(executable: executable, arguments, stdin: stdin.map { Data($0.utf8) })
  }

  /// The longest a command may run before it is killed and the test fails: far above any
  /// command's debug-build time on a loaded 2-core machine, so only a hang reaches it.
  static let limit: Duration = .seconds(120)

  /// Runs `executable` with `arguments`, writing `stdin` to it, and waits for it to end, at
  /// most ``limit``: a child still running then is killed and ``WaitTimeout`` thrown.
  static func run(executable: URL, _ arguments: [String], stdin: Data? = nil) throws -> Outcome {
    _ = ignoreBrokenPipe
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    let input = stdin.map { _ in Pipe() }
    if let input { process.standardInput = input }
    try process.run()
    let watchdog = ProcessWatchdog(processIdentifier: process.processIdentifier, limit: limit)
    // The parent's copies of the child's ends are closed so each read ends when the child's
    // side closes.
    try out.fileHandleForWriting.close()
    try err.fileHandleForWriting.close()
    let group = DispatchGroup()
    let outData = Collected()
    let errData = Collected()
    let outHandle = out.fileHandleForReading
    let errHandle = err.fileHandleForReading
    DispatchQueue.global().async(group: group) {
      outData.set(outHandle.readDataToEndOfFile())  // bounded: by the watchdog
    }
    DispatchQueue.global().async(group: group) {
      errData.set(errHandle.readDataToEndOfFile())  // bounded: by the watchdog
    }
    if let input, let stdin {
      try input.fileHandleForReading.close()
      let writer = input.fileHandleForWriting
      DispatchQueue.global().async(group: group) {
        // A child that exits before reading everything closes the pipe: the rest is dropped.
        try? writer.write(contentsOf: stdin)
        try? writer.close()
      }
    }
    group.wait()  // bounded: the readers end when the child ends, killed at the latest
    process.waitUntilExit()  // bounded: by the watchdog
    try watchdog.finish("\(executable.lastPathComponent) \(arguments.joined(separator: " "))")
    return Outcome(
      status: process.terminationStatus, stdout: String(decoding: outData.data, as: UTF8.self),
      stderr: String(decoding: errData.data, as: UTF8.self))
  }

  /// Writing to a child that closed its input fails with EPIPE instead of killing the tests.
  private static let ignoreBrokenPipe: Void = { _ = signal(SIGPIPE, SIG_IGN) }()

  /// Bytes one reader thread hands to the waiting test.
  private final class Collected: @unchecked Sendable {
    private let lock = NSLock()
    private var bytes = Data()

    var data: Data { lock.withLock { bytes } }

    func set(_ data: Data) { lock.withLock { bytes = data } }
  }
}
