import Foundation
import Testing

@Suite("tessera fingerprint --split")
struct FingerprintSplitTests {
  let directory: URL = FileManager.default.temporaryDirectory
    .appendingPathComponent("tessera-split-\(UUID().uuidString)")

  init() throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  func url(_ name: String) -> URL { directory.appendingPathComponent(name) }

  /// Three 40 × 30 "pages" side by side: page k is split into two colors at column 10 × (k+1).
  func sheet(_ name: String, changingPage changed: Int? = nil) throws -> URL {
    let file = url(name)
    try writePNG(width: 120, height: 30, to: file) { x, _ in
      let page = x / 40
      let local = x % 40
      if page == changed { return [200, 30, 30, 255] }
      return local < 10 * (page + 1) ? [10, 60, 180, 255] : [245, 245, 240, 255]
    }
    return file
  }

  @Test("each tile is recorded alone and matches a screenshot of that page alone")
  func tilesMatchPages() throws {
    let sheet = try sheet("sheet.png")
    let references = (0..<3).map { url("page\($0).json").path }
    let record = try BinaryRunner.run(
      ["fingerprint", sheet.path, "--split", "3"] + references.flatMap { ["--record", $0] })
    #expect(record.status == 0, "\(record.stderr)")
    let single = url("page1.png")
    try writePNG(width: 40, height: 30, to: single) { x, _ in
      x < 20 ? [10, 60, 180, 255] : [245, 245, 240, 255]
    }
    let alone = try BinaryRunner.run(["fingerprint", single.path, "--compare", references[1]])
    #expect(alone.status == 0, "\(alone.stdout)")
    let other = try BinaryRunner.run(["fingerprint", single.path, "--compare", references[2]])
    #expect(other.status == 1)
  }

  @Test("a change in one tile fails that tile only; a wrong reference count is bad usage")
  func changedTile() throws {
    let references = (0..<3).map { url("ref\($0).json").path }
    let record = try BinaryRunner.run(
      ["fingerprint", try sheet("a.png").path, "--split", "3"]
        + references.flatMap { ["--record", $0] })
    #expect(record.status == 0)
    let changed = try BinaryRunner.run(
      ["fingerprint", try sheet("b.png", changingPage: 2).path, "--split", "3"]
        + references.flatMap { ["--compare", $0] })
    #expect(changed.status == 1)
    #expect(changed.stdout.contains("match: \(url("b.png").path) tile 1/3"))
    #expect(changed.stdout.contains("match: \(url("b.png").path) tile 2/3"))
    #expect(changed.stdout.contains("blank: \(url("b.png").path) tile 3/3"))
    let wrong = try BinaryRunner.run(
      ["fingerprint", url("a.png").path, "--split", "3", "--compare", references[0]])
    #expect(wrong.status == 2)
    #expect(wrong.stderr.contains("needs 3 references"))
  }
}
