import Foundation
import Testing

@Suite("tessera brand")
struct BrandCommandTests {
  func json(_ text: String) throws -> [String: Any] {
    let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
    return try #require(object as? [String: Any])
  }

  @Test("prints a complete theme whose light accent is the brand color when it passes")
  func keepsBrand() throws {
    let outcome = try BinaryRunner.run(["brand", "--primary", "#2563EB", "--name", "Acme"])
    #expect(outcome.status == 0)
    let spec = try json(outcome.stdout)
    #expect(spec["name"] as? String == "Acme")
    #expect(spec["specVersion"] as? Int != nil)
    let colors = try #require(spec["colors"] as? [String: Any])
    let accent = try #require(colors["accent"] as? [String: Any])
    #expect(accent["light"] as? String == "#2563EB")
    #expect(colors.count >= 34)
  }

  @Test("the generated theme passes tessera audit, for a yellow that must be adjusted")
  func passesAudit() throws {
    let outcome = try BinaryRunner.run([
      "brand", "--primary", "#FFFF00", "--secondary", "#00FFFF", "--style", "vibrant", "--report",
    ])
    #expect(outcome.status == 0)
    #expect(outcome.stderr.contains("light accent: #FFFF00"))
    #expect(outcome.stderr.contains("needs 4.50:1"))
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("tessera-brand-\(UUID().uuidString).json")
    try Data(outcome.stdout.utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let audit = try BinaryRunner.run(["audit", url.path])
    #expect(audit.status == 0, "\(audit.stdout)\(audit.stderr)")
  }

  @Test("--gallery writes the generated theme's gallery beside the JSON")
  func gallery() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("tessera-brand-gallery-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let outcome = try BinaryRunner.run([
      "brand", "--primary", "#1DB954", "--name", "Green <Co>", "--gallery", directory.path,
    ])
    #expect(outcome.status == 0, "\(outcome.stderr)")
    #expect(try json(outcome.stdout)["name"] as? String == "Green <Co>")
    #expect(outcome.stderr.contains("wrote the gallery of Green <Co>"))
    let index = try String(
      contentsOf: directory.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(index.contains("Green &lt;Co&gt;"))
    #expect(!index.contains("Green <Co>"))
    let pages = try FileManager.default.contentsOfDirectory(
      at: directory.appendingPathComponent("greenCo"), includingPropertiesForKeys: nil)
    #expect(pages.map(\.lastPathComponent).contains("roles.html"))
    // The gallery shows the generated theme: its light accent is on the roles page.
    let roles = try String(
      contentsOf: directory.appendingPathComponent("greenCo/roles.html"), encoding: .utf8)
    let accent = try #require(
      (try json(outcome.stdout)["colors"] as? [String: Any])?["accent"] as? [String: Any])
    #expect(roles.contains(try #require(accent["light"] as? String)))
  }

  @Test("--gallery into a path under a file exits 2 and names the option")
  func galleryUnderFile() throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("tessera-brand-file-\(UUID().uuidString)")
    try Data("x".utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let outcome = try BinaryRunner.run([
      "brand", "--primary", "#1DB954", "--gallery", file.appendingPathComponent("site").path,
    ])
    #expect(outcome.status == 2)
    #expect(outcome.stderr.contains("--gallery"))
    #expect(outcome.stdout.isEmpty)
  }

  @Test("a bad hex exits 2 naming the option and the offset")
  func badHex() throws {
    let outcome = try BinaryRunner.run(["brand", "--primary", "#12G"])
    #expect(outcome.status == 2)
    #expect(outcome.stderr.contains("--primary"))
    #expect(outcome.stderr.contains("offset 3"))
    #expect(outcome.stdout.isEmpty)
    let error = try BinaryRunner.run(["brand", "--primary", "#123", "--error", "nope"])
    #expect(error.status == 2)
    #expect(error.stderr.contains("--error"))
  }

  @Test("usage errors exit 2: no primary, unknown style, stray arguments")
  func usage() throws {
    #expect(try BinaryRunner.run(["brand"]).status == 2)
    #expect(try BinaryRunner.run(["brand", "--primary", "#123", "--style", "loud"]).status == 2)
    #expect(try BinaryRunner.run(["brand", "--primary", "#123", "extra"]).status == 2)
    #expect(try BinaryRunner.run(["brand", "--primary", "#123", "--bogus", "1"]).status == 2)
  }

  @Test("--help prints usage and the command is listed")
  func help() throws {
    let outcome = try BinaryRunner.run(["brand", "--help"])
    #expect(outcome.status == 0)
    #expect(outcome.stdout.hasPrefix("USAGE: tessera brand"))
    #expect(try BinaryRunner.run(["--help"]).stdout.contains("brand"))
  }
}
