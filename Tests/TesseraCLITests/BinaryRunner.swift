import Foundation

/// Runs the built `tessera` binary, as a user or an app's CI would, and captures what it prints.
struct BinaryRunner {
  struct Outcome {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// The `tessera` executable that `swift build` put beside the test bundle.
  static let executable: URL? = {
    var directory = Bundle.main.bundleURL
    for _ in 0..<3 {
      let candidate = directory.appendingPathComponent("tessera")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      directory.deleteLastPathComponent()
    }
    return nil
  }()

  static func run(_ arguments: [String], stdin: String? = nil) throws -> Outcome {
    guard let executable else { throw CocoaError(.fileNoSuchFile) }
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
