import Testing

@Suite("tessera pattern")
struct PatternCommandTests {
  @Test("prints one line per input with UTF-16 ranges and exits 0")
  func matches() throws {
    let outcome = try BinaryRunner.run(["pattern", #"\d+"#, "abc123", "none", "😀42"])
    #expect(outcome.status == 0)
    #expect(outcome.stdout == "match 3..<6\nno match\nmatch 2..<4\n")
    #expect(outcome.stderr.isEmpty)
  }

  @Test("--ignore-case matches regardless of case")
  func ignoreCase() throws {
    let plain = try BinaryRunner.run(["pattern", "abc", "xABC"])
    #expect(plain.stdout == "no match\n")
    let folded = try BinaryRunner.run(["pattern", "abc", "xABC", "--ignore-case"])
    #expect(folded.stdout == "match 1..<4\n")
    #expect(folded.status == 0)
  }

  @Test("a refused pattern prints its error with the offset and exits 2")
  func refused() throws {
    let outcome = try BinaryRunner.run(["pattern", "ab(?>cd|c)", "abc"])
    #expect(outcome.status == 2)
    #expect(outcome.stdout.isEmpty)
    #expect(outcome.stderr.contains("atomic group"))
    #expect(outcome.stderr.contains("offset 2"))
  }

  @Test("an invalid pattern prints a syntax error with the offset and exits 2")
  func invalid() throws {
    let outcome = try BinaryRunner.run(["pattern", "a{3,1}", "aaa"])
    #expect(outcome.status == 2)
    #expect(outcome.stderr.contains("offset 1"))
  }

  @Test("catastrophic patterns answer at once")
  func redos() throws {
    let attack = String(repeating: "a", count: 5000) + "!"
    let outcome = try BinaryRunner.run(["pattern", "(a+)+b", attack])
    #expect(outcome.status == 0)
    #expect(outcome.stdout == "no match\n")
    let star = try BinaryRunner.run(["pattern", #"(\w*)*!"#, attack])
    #expect(star.stdout == "match 0..<5001\n")
  }

  @Test("missing inputs are a usage error")
  func usage() throws {
    #expect(try BinaryRunner.run(["pattern"]).status == 2)
    #expect(try BinaryRunner.run(["pattern", "a"]).status == 2)
    #expect(try BinaryRunner.run(["pattern", "a", "b", "--bogus"]).status == 2)
    let help = try BinaryRunner.run(["pattern", "--help"])
    #expect(help.status == 0)
    #expect(help.stdout.hasPrefix("USAGE: tessera pattern"))
  }

  @Test("-h after the pattern is an input to match, not a request for help")
  func shortHelpAfterArguments() throws {
    let outcome = try BinaryRunner.run(["pattern", "^-h$", "-h", "x"])
    #expect(outcome.status == 0)
    #expect(outcome.stdout == "match 0..<2\nno match\n")
    let help = try BinaryRunner.run(["pattern", "-h", "x"])
    #expect(help.stdout.hasPrefix("USAGE: tessera pattern"))
  }

  @Test("after -- a word that looks like an option is an input")
  func separator() throws {
    let outcome = try BinaryRunner.run(["pattern", "abc", "--", "--ignore-case", "ABC", "abc"])
    #expect(outcome.status == 0)
    #expect(outcome.stdout == "no match\nno match\nmatch 0..<3\n")
  }

  @Test("--ignore-case given twice is a usage error")
  func repeatedFlag() throws {
    let outcome = try BinaryRunner.run(["pattern", "a", "A", "--ignore-case", "--ignore-case"])
    #expect(outcome.status == 2)
    #expect(outcome.stderr.hasPrefix("usage error: --ignore-case was given more than once\n"))
  }
}
