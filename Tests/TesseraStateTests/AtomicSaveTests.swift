import Foundation
import Testing

@testable import TesseraState

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

private struct Note: Codable, Sendable, Equatable {
  var title: String
}

/// The inode behind `path`: a save through a temporary file and `rename` gives the name a new
/// one; writing the file in place keeps the old one.
private func inode(_ path: String) throws -> UInt64 {
  var info = stat()
  try #require(stat(path, &info) == 0, "cannot stat \(path): errno \(errno)")
  return UInt64(info.st_ino)
}

@Suite("Atomic save")
struct AtomicSaveTests {
  @Test("each save replaces the file through a new one: the name gets a new inode")
  func saveReplacesTheFile() async throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = try FileDocumentStore<Note>(directory: directory, fileName: "note.json")
    let path = directory.appendingPathComponent("note.json").path
    try await store.save(Note(title: "first"))
    let first = try inode(path)
    try await store.save(Note(title: "second"))
    #expect(try inode(path) != first, "the save wrote over the old file in place")
  }

  @Test("a reader that opened the old file keeps reading the old contents, whole")
  func openReaderSeesOldFile() async throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = try FileDocumentStore<Note>(directory: directory, fileName: "note.json")
    let url = directory.appendingPathComponent("note.json")
    try await store.save(Note(title: String(repeating: "old ", count: 1_000)))
    let expected = try Data(contentsOf: url)
    let descriptor = open(url.path, O_RDONLY)
    try #require(descriptor >= 0)
    defer { close(descriptor) }
    try await store.save(Note(title: "new"))
    var seen = Data()
    var buffer = [UInt8](repeating: 0, count: 4_096)
    while true {  // bounded: a regular file read to its end, not a pipe
      let count = read(descriptor, &buffer, buffer.count)
      guard count > 0 else { break }
      seen.append(contentsOf: buffer[0..<count])
    }
    #expect(seen == expected, "a reader of the old file saw \(seen.count) bytes of something else")
    #expect(try await store.load() == Note(title: "new"))
  }
}
