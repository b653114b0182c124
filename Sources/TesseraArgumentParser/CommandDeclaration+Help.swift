extension UsageElement {
  /// How usage shows the element; `bracketed` is true inside ``optional(_:)``.
  func usageText(bracketed: Bool = false) -> String {
    switch self {
    case .option(let option): return option.usageText
    case .argument(let argument): return argument.usageText
    case .optional(let elements):
      if elements.count == 1, case .oneOf(let alternatives) = elements[0] {
        return "[" + alternatives.map { $0.usageText() }.joined(separator: " | ") + "]"
      }
      return "[" + elements.map { $0.usageText(bracketed: true) }.joined(separator: " ") + "]"
    case .oneOf(let alternatives):
      return "(" + alternatives.map { $0.usageText() }.joined(separator: " | ") + ")"
    }
  }
}

extension CommandDeclaration {
  /// The widest a usage line grows before the next element moves to a line of its own.
  package static let usageWidth = 91

  /// The usage line(s) for the command reached by `path` (program name first): each top-level
  /// element whole, wrapped at ``usageWidth`` with continuation lines aligned after the path.
  ///
  /// ```text
  /// USAGE: tessera audit (--all | --preset NAME ... | FILE ...) [--format text|json]
  ///                      [--no-components]
  /// ```
  package func usageLines(path: [String]) -> String {
    let head = "USAGE: " + path.joined(separator: " ")
    let indent = String(repeating: " ", count: head.count + 1)
    var lines: [String] = []
    var line = head
    var lineHasElement = false
    for element in usage.map({ $0.usageText() }) {
      if lineHasElement && line.count + 1 + element.count > Self.usageWidth {
        lines.append(line)
        line = indent + element
      } else {
        line += " " + element
      }
      lineHasElement = true
    }
    lines.append(line)
    return lines.joined(separator: "\n")
  }

  /// The help text of the command reached by `path`: its usage and its discussion. A command
  /// with subcommands shows each subcommand's help in turn.
  package func help(path: [String]) -> String {
    guard subcommands.isEmpty else {
      return subcommands.map { $0.help(path: path + [$0.name]) }.joined(separator: "\n\n")
    }
    let usage = usageLines(path: path)
    return discussion.isEmpty ? usage : usage + "\n\n" + discussion
  }

  /// The command list of a command with subcommands: `  name  summary`, names padded to one
  /// column.
  package var commandList: String {
    let width = subcommands.map(\.name.count).max() ?? 0
    return subcommands.map { command in
      let padding = String(repeating: " ", count: width - command.name.count)
      return "  \(command.name)\(padding)  \(command.summary)"
    }.joined(separator: "\n")
  }
}
