import Foundation
import TesseraRenderTesting
import Testing

@Suite("RenderReferenceStore")
struct RenderReferenceStoreTests {
  /// A fresh, empty folder under the temporary directory.
  static func temporaryFolder() -> URL {
    FileManager.default.temporaryDirectory
      .appendingPathComponent("tessera-render-refs-\(UUID().uuidString)")
  }

  /// A 16x16 image: the top half `top`, the bottom half `bottom` (RGBA, opaque).
  static func fingerprint(top: UInt8, bottom: UInt8) throws -> RenderFingerprint {
    var pixels: [UInt8] = []
    for y in 0..<16 {
      let value = y < 8 ? top : bottom
      for _ in 0..<16 { pixels += [value, value, value, 255] }
    }
    return try RenderFingerprint(rgba: pixels, width: 16, height: 16)
  }

  @Test("a recorded reference reads back equal and the same render matches it")
  func recordThenCompare() throws {
    let folder = Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = RenderReferenceStore(directory: folder)
    let render = try Self.fingerprint(top: 0, bottom: 255)

    let recorded = try store.check(render, name: "action-light", record: true)
    let path = folder.appendingPathComponent("action-light.json").path
    #expect(recorded == .recorded(path: path))
    #expect(try store.reference(named: "action-light") == render)

    guard
      case .compared(let comparison) = try store.check(render, name: "action-light", record: false)
    else {
      Issue.record("expected a comparison")
      return
    }
    #expect(comparison.matches)
    #expect(comparison.summary(grid: render.grid) == "matches")
  }

  @Test("a changed color fails and names the cells that moved")
  func mismatch() throws {
    let folder = Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = RenderReferenceStore(directory: folder)
    _ = try store.record(try Self.fingerprint(top: 0, bottom: 255), name: "feedback-dark")

    let changed = try Self.fingerprint(top: 0, bottom: 200)
    guard
      case .compared(let comparison) = try store.check(
        changed, name: "feedback-dark", record: false)
    else {
      Issue.record("expected a comparison")
      return
    }
    #expect(!comparison.matches)
    #expect(comparison.differingCells == Array(32..<64))
    #expect(
      comparison.summary(grid: 8).hasPrefix("32 cell(s) differ, largest channel difference 0.216"))
    #expect(comparison.summary(grid: 8).contains("(0, 4)"))
  }

  @Test("a difference within the tolerance passes, one just over it fails")
  func tolerance() throws {
    let folder = Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = RenderReferenceStore(directory: folder)
    _ = try store.record(try Self.fingerprint(top: 0, bottom: 255), name: "input-light")

    // 7/255 = 0.0275 is within 0.03; 8/255 = 0.0314 is not.
    let close = try store.check(
      try Self.fingerprint(top: 7, bottom: 255), name: "input-light", record: false)
    let far = try store.check(
      try Self.fingerprint(top: 8, bottom: 255), name: "input-light", record: false)
    guard case .compared(let within) = close, case .compared(let beyond) = far else {
      Issue.record("expected comparisons")
      return
    }
    #expect(within.matches)
    #expect(!beyond.matches)
  }

  @Test("a missing reference is an error that says how to record it")
  func missing() throws {
    let folder = Self.temporaryFolder()
    let store = RenderReferenceStore(directory: folder, recordingHint: "Run with X=1.")
    #expect(
      throws: RenderReferenceError.missing(
        path: folder.appendingPathComponent("display-dark.json").path, hint: "Run with X=1.")
    ) {
      try store.check(
        try Self.fingerprint(top: 0, bottom: 255), name: "display-dark", record: false)
    }
    let error = RenderReferenceError.missing(path: "/r/a.json", hint: "Run with X=1.")
    #expect(error.description == "no reference at /r/a.json. Run with X=1.")
  }

  @Test("a corrupt or inconsistent reference file is reported, not trusted")
  func unreadable() throws {
    let folder = Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let store = RenderReferenceStore(directory: folder)
    try Data("{\"width\": 3".utf8).write(to: folder.appendingPathComponent("bad.json"))
    try Data(#"{"width":8,"height":8,"grid":8,"cells":[]}"#.utf8)
      .write(to: folder.appendingPathComponent("short.json"))

    for name in ["bad", "short"] {
      do {
        _ = try store.reference(named: name)
        Issue.record("\(name) should not load")
      } catch {
        guard case .unreadable(let path, _) = error else {
          Issue.record("unexpected \(error)")
          continue
        }
        #expect(path.hasSuffix("\(name).json"))
      }
    }
  }

  @Test("a blank render is neither recorded nor compared")
  func blank() throws {
    let folder = Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = RenderReferenceStore(directory: folder)
    let flat = try Self.fingerprint(top: 255, bottom: 255)
    #expect(throws: RenderReferenceError.blankRender(name: "x")) {
      try store.check(flat, name: "x", record: true)
    }
    #expect(throws: RenderReferenceError.blankRender(name: "x")) {
      try store.check(flat, name: "x", record: false)
    }
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("x.json").path))
  }

  @Test("names that would leave the folder are rejected", arguments: ["", "../x", "a/b", "a\\b"])
  func invalidNames(name: String) throws {
    let store = RenderReferenceStore(directory: Self.temporaryFolder())
    #expect(throws: RenderReferenceError.invalidName(name)) { try store.url(for: name) }
  }
}
