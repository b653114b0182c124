import Foundation
import TesseraTestSupport
import Testing

@testable import TesseraState

/// A fresh directory under the system temporary directory.
func makeTemporaryDirectory() throws -> URL {
  let url = FileManager.default.temporaryDirectory
    .appendingPathComponent("tessera-state-tests-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}

private struct Note: Codable, Sendable, Equatable {
  var title: String
  var count: Int
}

@Suite("File document store")
struct FileDocumentStoreTests {
  @Test("saves and loads a value; a missing file loads as nil")
  func roundTrip() async throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = try FileDocumentStore<Note>(directory: directory, fileName: "note.json")
    #expect(try await store.load() == nil)
    try await store.save(Note(title: "a", count: 1))
    try await store.save(Note(title: "b", count: 2))
    #expect(try await store.load() == Note(title: "b", count: 2))
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    #expect(names == ["note.json"])
  }

  @Test(
    "file names with traversal, separators or control characters are rejected",
    arguments: [
      "../theme.json", "..", ".", "", "a/b.json", "/etc/passwd", "a\\b.json", "..\\x", "x..json",
      ".hidden.json", "nul\u{0}.json", "tab\t.json", String(repeating: "a", count: 256),
    ])
  func rejectsBadNames(name: String) throws {
    #expect(throws: StoreError.self) {
      _ = try FileDocumentStore<Note>(directory: URL(fileURLWithPath: "/tmp"), fileName: name)
    }
    do {
      _ = try StoreFileName.validate(name)
      Issue.record("accepted \(name)")
    } catch {
      guard case .invalidFileName(let rejected, let reason) = error else {
        Issue.record("wrong error \(error)")
        return
      }
      #expect(rejected == name && !reason.isEmpty)
    }
  }

  @Test(
    "ordinary names are accepted", arguments: ["theme.json", "My Theme (2).json", "tema-ö.json"])
  func acceptsPlainNames(name: String) throws {
    #expect(try StoreFileName.validate(name) == name)
  }

  @Test(
    "empty, truncated and garbage files are moved aside, kept, and reported",
    arguments: [
      ("empty", [UInt8]()),
      ("truncated", Array(#"{"title":"a","cou"#.utf8)),
      ("wrong shape", Array(#"{"title":3}"#.utf8)),
      ("garbage", [0xFF, 0xFE, 0x00, 0x13, 0x37, 0xC3, 0x28]),
    ])
  func corruptFilesMovedAside(kind: String, bytes: [UInt8]) async throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("note.json")
    try Data(bytes).write(to: file)
    let store = try FileDocumentStore<Note>(directory: directory, fileName: "note.json")
    do {
      _ = try await store.load()
      Issue.record("\(kind) file loaded")
    } catch {
      guard case .corruptFile(let fileName, let movedTo, let reason) = error else {
        Issue.record("wrong error \(error)")
        return
      }
      #expect(fileName == "note.json" && movedTo == "note.json.corrupt-1")
      #expect(!reason.isEmpty)
      #expect(error.description.contains("note.json.corrupt-1"))
    }
    let kept = try Data(contentsOf: directory.appendingPathComponent("note.json.corrupt-1"))
    #expect([UInt8](kept) == bytes)
    #expect(!FileManager.default.fileExists(atPath: file.path))
    #expect(try await store.load() == nil)
  }

  @Test("a second corrupt file never overwrites the first copy")
  func corruptCopiesAccumulate() async throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = try FileDocumentStore<Note>(directory: directory, fileName: "note.json")
    let file = directory.appendingPathComponent("note.json")
    try Data("first".utf8).write(to: file)
    _ = try? await store.load()
    try Data("second".utf8).write(to: file)
    _ = try? await store.load()
    #expect(await store.corruptCopies() == ["note.json.corrupt-1", "note.json.corrupt-2"])
    let first = try String(
      contentsOf: directory.appendingPathComponent("note.json.corrupt-1"), encoding: .utf8)
    #expect(first == "first")
  }

  @Test("a directory in place of the file is unreadable and moved aside")
  func directoryInPlaceOfFile() async throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent("note.json"), withIntermediateDirectories: false)
    let store = try FileDocumentStore<Note>(directory: directory, fileName: "note.json")
    await #expect(throws: StoreError.self) { try await store.load() }
    #expect(await store.corruptCopies() == ["note.json.corrupt-1"])
  }

  @Test("saves from many concurrent tasks are serialized and leave one valid file")
  func concurrentSaves() async throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = try FileDocumentStore<Note>(directory: directory, fileName: "note.json")
    try await withThrowingTaskGroup(of: Void.self) { group in
      for index in 0..<50 {
        group.addTask { try await store.save(Note(title: "task \(index)", count: index)) }
      }
      try await group.waitForAll()  // bounded: each child is one save to a local file
    }
    let loaded = try #require(try await store.load())
    #expect(loaded.title == "task \(loaded.count)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["note.json"])
  }

  @Test("a missing directory is created on save")
  func createsDirectory() async throws {
    let root = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let nested = root.appendingPathComponent("a/b")
    let store = try FileDocumentStore<Note>(directory: nested, fileName: "note.json")
    try await store.save(Note(title: "x", count: 0))
    #expect(try await store.load() == Note(title: "x", count: 0))
  }

  @Test("a file where the directory should be fails the save and says where")
  func directoryIsAFile() async throws {
    let root = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let notADirectory = root.appendingPathComponent("plain")
    try Data("x".utf8).write(to: notADirectory)
    let store = try FileDocumentStore<Note>(directory: notADirectory, fileName: "note.json")
    do {
      try await store.save(Note(title: "x", count: 0))
      Issue.record("saved into a file")
    } catch {
      #expect(error == .directoryUnavailable(path: notADirectory.path, errno: ENOTDIR))
    }
  }

  @Test("temporary files of dead writers are removed by the next save; theme files never are")
  func orphanedTemporaryFilesRemoved() async throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    // No process has pid Int32.max, so this writer is certainly gone.
    let orphan = ".note.json.tmp-\(Int32.max)-42"
    try Data("{\"ti".utf8).write(to: directory.appendingPathComponent(orphan))
    try Data("kept".utf8).write(to: directory.appendingPathComponent("note.json.corrupt-1"))
    let store = try FileDocumentStore<Note>(directory: directory, fileName: "note.json")
    try await store.save(Note(title: "y", count: 1))
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    #expect(names == ["note.json", "note.json.corrupt-1"])
  }
}
