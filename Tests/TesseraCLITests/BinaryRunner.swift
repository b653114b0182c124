import Foundation

/// Runs the built `tessera` binary (or another executable of the package, such as
/// `tessera-bench`), as a user or an app's CI would, and captures what it prints.
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

  static func run(_ arguments: [String], stdin: String? = nil, program: String = "tessera")
    throws -> Outcome
  {
    let found = program == "tessera" ? Self.executable : Self.executable(named: program)
    guard let executable = found else { throw CocoaError(.fileNoSuchFile) }
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    if let stdin {
      let input = Pipe()
      process.standardInput = input
      input.fileHandleForWriting.write(Data(stdin.utf8))
      try input.fileHandleForWriting.close()
    }
    try process.run()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Outcome(
      status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self))
  }
}
