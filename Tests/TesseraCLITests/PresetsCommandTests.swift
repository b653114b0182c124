import Foundation
import Testing

@Suite("tessera presets")
struct PresetsCommandTests {
  @Test("the text list shows each identifier as the JSON spells it, in the same order")
  func identifiersMatchJSON() throws {
    let text = try BinaryRunner.run(["presets"])
    let json = try BinaryRunner.run(["presets", "--format", "json"])
    #expect(text.status == 0 && json.status == 0)
    let listed = text.stdout.split(separator: "\n").compactMap {
      $0.split(separator: " ").first.map(String.init)
    }
    let rows = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: String]])
    #expect(listed == rows.compactMap { $0["identifier"] })
    #expect(listed.count == 14)
    #expect(listed.contains("gentleDefault"))
  }

  @Test("every listed identifier is accepted by --preset")
  func identifiersResolve() throws {
    let listed = try BinaryRunner.run(["presets"]).stdout.split(separator: "\n").compactMap {
      $0.split(separator: " ").first.map(String.init)
    }
    let outcome = try BinaryRunner.run(
      ["audit", "--no-components"] + listed.flatMap { ["--preset", $0] })
    #expect(outcome.status == 0, "\(outcome.stderr)")
    #expect(outcome.stdout.hasSuffix("All \(listed.count) theme(s) pass.\n"))
  }
}
