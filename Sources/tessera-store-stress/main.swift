// Child process for TesseraState's fault test: saves numbered documents in a loop through the
// store until it is killed. Before each save it prints "saving N" so the parent can SIGKILL it
// in the middle of a save.
//
// Usage: tessera-store-stress <directory> <file-name> <payload-lines>
import Foundation
import TesseraState

/// The document the child writes; the test decodes the same shape and checks `checksum`.
struct StressDocument: Codable, Sendable {
  var sequence: Int
  var lines: [String]
  var checksum: Int
}

func document(_ sequence: Int, lines count: Int) -> StressDocument {
  let lines = (0..<count).map {
    "line \($0) of save \(sequence): " + String(repeating: "x", count: 64)
  }
  return StressDocument(
    sequence: sequence, lines: lines, checksum: lines.reduce(0) { $0 &+ $1.utf8.count } &+ sequence)
}

let arguments = CommandLine.arguments
guard arguments.count == 4, let lineCount = Int(arguments[3]) else {
  FileHandle.standardError.write(Data("usage: tessera-store-stress <dir> <file> <lines>\n".utf8))
  exit(2)
}
let store: FileDocumentStore<StressDocument>
do {
  store = try FileDocumentStore(
    directory: URL(fileURLWithPath: arguments[1]), fileName: arguments[2])
} catch {
  FileHandle.standardError.write(Data("\(error)\n".utf8))
  exit(2)
}
for sequence in 1...1_000_000 {
  FileHandle.standardOutput.write(Data("saving \(sequence)\n".utf8))
  do {
    try await store.save(document(sequence, lines: lineCount))
  } catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(1)
  }
}
