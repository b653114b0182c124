import Foundation
import Testing

@Suite("tessera gallery")
struct GalleryCommandTests {
  func temporaryDirectory(_ name: String) -> URL {
    FileManager.default.temporaryDirectory
      .appendingPathComponent("tessera-\(name)-\(UUID().uuidString)")
  }

  @Test("--compare with a preset and a file writes compare.html listing what changed")
  func compare() throws {
    let directory = temporaryDirectory("gallery-compare")
    defer { try? FileManager.default.removeItem(at: directory) }
    // The second theme: a red brand theme, from a file.
    let brand = try BinaryRunner.run(["brand", "--primary", "#B91C1C", "--name", "Red <Co>"])
    #expect(brand.status == 0)
    let file = temporaryDirectory("red.json")
    try Data(brand.stdout.utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let outcome = try BinaryRunner.run([
      "gallery", "--compare", "ocean", file.path, "--out", directory.path,
    ])
    #expect(outcome.status == 0, "\(outcome.stderr)")
    #expect(outcome.stdout.contains("compare.html"))
    let page = try String(
      contentsOf: directory.appendingPathComponent("compare.html"), encoding: .utf8)
    #expect(page.contains("Ocean → Red &lt;Co&gt;"))
    #expect(!page.contains("Red <Co>"))
    #expect(page.contains("<td>accent</td>"))
    #expect(page.contains("button.primary"))
    #expect(page.contains(" → "))
    #expect(page.contains("ocean/index.html"))
    #expect(
      FileManager.default.fileExists(
        atPath: directory.appendingPathComponent("ocean/components-action.html").path))
  }

  @Test("--compare needs exactly two themes and exits 2 otherwise")
  func compareNeedsTwo() throws {
    let directory = temporaryDirectory("gallery-compare-one")
    defer { try? FileManager.default.removeItem(at: directory) }
    let one = try BinaryRunner.run(["gallery", "--compare", "ocean", "--out", directory.path])
    #expect(one.status == 2)
    #expect(one.stderr.contains("exactly two themes"))
    let all = try BinaryRunner.run(["gallery", "--compare", "--all", "--out", directory.path])
    #expect(all.status == 2)
  }
}
