import Foundation
import Testing

/// Every command reads its files through one reader: the same messages for a missing file and
/// a directory, and `-` for standard input.
@Suite("Input files")
struct InputFileTests {
  static let directory = FileManager.default.temporaryDirectory.path
  static let missing = FileManager.default.temporaryDirectory
    .appendingPathComponent("tessera-missing-\(UUID().uuidString).json").path

  /// Command lines that read `path`, one per command that reads a file.
  static func commandLines(_ path: String) -> [[String]] {
    [
      ["audit", path], ["resolve", path, "--scheme", "light", "--contrast", "standard"],
      ["export", path, "--format", "css"], ["gallery", path, "--out", directory],
      ["import", path], ["form", "check", path],
    ]
  }

  @Test("a directory is bad input that says so, in every command that reads one file")
  func directoryRefused() throws {
    // `tessera import DIR` reads a folder of Figma variable collections (PlatformExportCommandTests).
    for line in Self.commandLines(Self.directory) where line[0] != "import" {
      let outcome = try BinaryRunner.run(line)
      #expect(outcome.status == 2, "\(line)")
      #expect(
        outcome.stderr == "error: cannot read \(Self.directory): it is a directory, not a file\n",
        "\(line)")
    }
  }

  @Test("a missing file is bad input naming the path, in every command")
  func missingRefused() throws {
    for line in Self.commandLines(Self.missing) {
      let outcome = try BinaryRunner.run(line)
      #expect(outcome.status == 2, "\(line)")
      #expect(outcome.stderr == "error: cannot read \(Self.missing): no such file\n", "\(line)")
    }
  }

  @Test("- reads the form schema from standard input")
  func standardInput() throws {
    let schema = #"{"fields": [{"id": "email", "type": "email", "required": true}]}"#
    let outcome = try BinaryRunner.run(["form", "check", "-"], stdin: schema)
    #expect(outcome.status == 0, "\(outcome.stderr)")
    #expect(outcome.stdout == "-: schema OK, 1 fields\n")
  }
}
