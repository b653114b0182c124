import Testing

@testable import TesseraArgumentParser

@Suite("Completion scripts")
struct CompletionScriptTests {
  static let program = SampleProgram.program

  @Test("each script names every command, subcommand and option", arguments: Shell.allCases)
  func everything(shell: Shell) {
    let script = Self.program.completionScript(for: shell)
    for word in ["echo", "lint", "check", "completions"] {
      #expect(script.contains(word), "\(shell): \(word)")
    }
    for option in ["case", "out"] {
      let spelled = shell == Shell.fish ? "-l \(option) " : "--\(option)"
      #expect(script.contains(spelled), "\(shell): --\(option)")
    }
    for value in ["upper lower", "alpha beta", "bash zsh fish"] {
      let found =
        script.contains(value) || script.contains("(\(value))")
      #expect(found, "\(shell): \(value)")
    }
  }

  @Test("the completions command prints the script of the shell it names")
  func command() {
    for shell in Shell.allCases {
      let result = SampleProgram.run(["completions", shell.rawValue])
      #expect(result.0 == SampleProgram.Status.success)
      #expect(result.out == Self.program.completionScript(for: shell))
    }
    let bad = SampleProgram.run(["completions", "tcsh"])
    #expect(bad.0 == SampleProgram.Status.badInput)
    #expect(bad.err.hasPrefix("usage error: expected one shell: bash, zsh, fish; got 'tcsh'\n"))
  }

  @Test("zsh specs escape brackets and colons and quote apostrophes")
  func zshEscaping() {
    let script = Self.program.completionScript(for: Shell.zsh)
    #expect(
      script.contains(#"'--case[Change the case\: \[a\] or \[b\].]:case:(upper lower)'"#))
    #expect(script.contains(#"'--out[Where\: it'\''s here.]:PATH:_files -g "*.txt"'"#))
  }

  @Test("fish quotes apostrophes in descriptions")
  func fishEscaping() {
    let script = Self.program.completionScript(for: Shell.fish)
    #expect(script.contains(#"-l out -r -F -d 'Where: it\'s here.'"#))
  }

  @Test("the bash script completes files of the declared extension and directories")
  func bashFiles() {
    let script = Self.program.completionScript(for: Shell.bash)
    #expect(
      script.contains(
        "--out) compopt -o filenames 2>/dev/null; COMPREPLY=( $(compgen -d -- \"$cur\") $(compgen -f -X '!*.txt' -- \"$cur\") ); return ;;"
      ))
    #expect(script.contains("COMPREPLY=( $(compgen -d -- \"$cur\") );"))
  }
}
