import Foundation
import Testing

@Suite("tessera contrast")
struct ContrastCommandTests {
  @Test("prints the ratio with two decimals and exits 0 when AA passes")
  func passing() throws {
    let outcome = try BinaryRunner.run(["contrast", "#FFFFFF", "#767676"])
    #expect(outcome.status == 0)
    #expect(outcome.stdout.hasPrefix("4.54:1  "))
    #expect(outcome.stdout.contains("pass  AA normal text"))
  }

  @Test("exits 1 when the pair fails AA, without rounding 4.478 up")
  func failing() throws {
    let outcome = try BinaryRunner.run(["contrast", "#FFF", "#777777"])
    #expect(outcome.status == 1)
    #expect(outcome.stdout.hasPrefix("4.47:1  "))
    #expect(outcome.stdout.contains("fail  AA normal text"))
  }

  @Test("prints APCA's lightness contrast beside the ratio, with APCA's published values")
  func apca() throws {
    // APCA-W3 0.1.9's published examples: #888 text on #fff is Lc 63.056, #fff on #888 -68.54.
    let dark = try BinaryRunner.run(["contrast", "#888888", "#FFFFFF"])
    #expect(dark.stdout.hasPrefix("3.54:1  (APCA Lc 63.1, for information)\n"))
    #expect(dark.status == 1, "WCAG 2.2, not APCA, decides the exit status")
    let light = try BinaryRunner.run(["contrast", "#FFFFFF", "#888888", "--format", "json"])
    let json = Data(light.stdout.utf8)
    let object = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
    let lc = try #require(object["apcaLc"] as? Double)
    #expect(abs(lc - -68.54) < 0.01)
  }

  @Test("an invalid color exits 2 with a message on standard error")
  func invalidColor() throws {
    let outcome = try BinaryRunner.run(["contrast", "#GG0000", "#FFFFFF"])
    #expect(outcome.status == 2)
    #expect(outcome.stderr.contains("'G' at offset 1"))
    #expect(outcome.stdout.isEmpty)
  }

  @Test("wrong argument counts and unknown options are usage errors")
  func usage() throws {
    #expect(try BinaryRunner.run(["contrast", "#FFF"]).status == 2)
    #expect(try BinaryRunner.run(["contrast", "#FFF", "#000", "--bogus"]).status == 2)
    #expect(try BinaryRunner.run(["nonsense"]).status == 2)
  }

  @Test("--help prints usage and exits 0")
  func help() throws {
    let outcome = try BinaryRunner.run(["contrast", "--help"])
    #expect(outcome.status == 0)
    #expect(outcome.stdout.hasPrefix("USAGE: tessera contrast"))
    let top = try BinaryRunner.run(["--help"])
    #expect(top.status == 0)
    #expect(top.stdout.contains("contrast"))
  }
}
