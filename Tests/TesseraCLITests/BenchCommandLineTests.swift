import Testing

@Suite("tessera-bench command line")
struct BenchCommandLineTests {
  @Test("an unknown option is a usage error, not ignored")
  func unknownOption() throws {
    let outcome = try BinaryRunner.run(["--formt", "json"], program: "tessera-bench")
    #expect(outcome.status == 2)
    #expect(outcome.stdout.isEmpty)
    #expect(
      outcome.stderr
        == "usage error: unknown option '--formt'\nRun 'tessera-bench --help'.\n")
  }

  @Test("an unknown group, a bad format and a repeated option are usage errors")
  func usageErrors() throws {
    let group = try BinaryRunner.run(["colour"], program: "tessera-bench")
    #expect(group.status == 2)
    #expect(group.stderr.hasPrefix("usage error: unknown group 'colour'; groups: contrast, "))
    let format = try BinaryRunner.run(["--format", "csv"], program: "tessera-bench")
    #expect(format.status == 2)
    #expect(format.stderr.hasPrefix("usage error: --format must be one of table, json"))
    let twice = try BinaryRunner.run(
      ["--data", "a", "--data", "b", "gestures"], program: "tessera-bench")
    #expect(twice.status == 2)
    #expect(twice.stderr.hasPrefix("usage error: --data was given more than once"))
  }

  @Test("--version prints the program and its version")
  func version() throws {
    let outcome = try BinaryRunner.run(["--version"], program: "tessera-bench")
    #expect(outcome.status == 0)
    #expect(outcome.stdout.hasPrefix("tessera-bench "))
  }
}
