/// The words of one command line after the command name, consumed by a command as it reads
/// its options; whatever is left at the end is an error, so a typo never passes silently.
public struct Arguments: Sendable {
  private var words: [String]

  /// Wraps the words that follow the command name.
  public init(_ words: [String]) { self.words = words }

  /// Whether `--help` or `-h` was given.
  public var wantsHelp: Bool { words.contains("--help") || words.contains("-h") }

  /// Removes `--name` and returns whether it was present.
  public mutating func flag(_ name: String) -> Bool {
    guard let index = words.firstIndex(of: "--\(name)") else { return false }
    words.remove(at: index)
    return true
  }

  /// Removes `--name VALUE` or `--name=VALUE` and returns the value (the last one wins).
  public mutating func option(_ name: String) throws(CommandError) -> String? {
    try options(name).last
  }

  /// Removes every `--name VALUE` or `--name=VALUE` and returns the values in order.
  public mutating func options(_ name: String) throws(CommandError) -> [String] {
    var values: [String] = []
    var index = 0
    while index < words.count {
      let word = words[index]
      if word == "--\(name)" {
        guard index + 1 < words.count else { throw .usage("--\(name) needs a value") }
        values.append(words[index + 1])
        words.removeSubrange(index...(index + 1))
      } else if word.hasPrefix("--\(name)=") {
        values.append(String(word.dropFirst(name.count + 3)))
        words.remove(at: index)
      } else {
        index += 1
      }
    }
    return values
  }

  /// Removes an option whose value must be one of `choices`.
  public mutating func choice(_ name: String, from choices: [String]) throws(CommandError)
    -> String?
  {
    guard let value = try option(name) else { return nil }
    guard choices.contains(value) else {
      throw .usage(
        "--\(name) must be one of \(choices.joined(separator: ", ")), not '\(value)'")
    }
    return value
  }

  /// Removes and returns the remaining positional words; throws on any unknown `--option`.
  public mutating func positionals() throws(CommandError) -> [String] {
    var result: [String] = []
    var afterSeparator = false
    for word in words {
      if afterSeparator {
        result.append(word)
      } else if word == "--" {
        afterSeparator = true
      } else if word.hasPrefix("--") && word.count > 2 {
        throw .usage("unknown option '\(word)'")
      } else {
        result.append(word)
      }
    }
    words = []
    return result
  }

  /// Throws when any word is left unread.
  public func finish() throws(CommandError) {
    if let extra = words.first { throw .usage("unexpected argument '\(extra)'") }
  }
}
