/// A command line read against a ``CommandDeclaration``: every option's values, checked as
/// declared, and the positional arguments in order.
package struct ParsedArguments: Sendable, Equatable {
  /// The values of each option given, by name; a flag has one empty value per use.
  private var values: [String: [String]]
  /// The positional arguments, in order (everything after `--` among them).
  package var positionals: [String]

  /// Creates parsed arguments (the parser's result; tests may build their own).
  package init(values: [String: [String]] = [:], positionals: [String] = []) {
    self.values = values
    self.positionals = positionals
  }

  /// Whether the flag or option `name` was given.
  package func flag(_ name: String) -> Bool { values[name] != nil }

  /// The value of the option `name`, or nil when it was not given.
  package func value(_ name: String) -> String? { values[name]?.last }

  /// Every value of the repeatable option `name`, in the order given.
  package func values(_ name: String) -> [String] { values[name] ?? [] }

  /// The value of the whole-number option `name` (checked against its range while parsing).
  package func integer(_ name: String) -> Int? { value(name).flatMap { Int($0) } }

  /// The value of the number option `name` (checked while parsing).
  package func number(_ name: String) -> Double? { value(name).flatMap { Double($0) } }

  mutating func append(_ value: String, to name: String) {
    values[name, default: []].append(value)
  }
}

/// What a command line asks for.
package enum ParseOutcome: Sendable, Equatable {
  /// Run the command with these arguments.
  case run(ParsedArguments)
  /// Print the command's help.
  case help
}

extension CommandDeclaration {
  /// Reads the words after the command's name.
  ///
  /// - `--help` before `--`, or `-h` before the first positional argument, asks for help,
  ///   wherever else it stands and whatever else is wrong; after an argument `-h` is an
  ///   argument like any other word that starts with one dash.
  /// - `--name VALUE` and `--name=VALUE`; an option that does not repeat may be given once.
  /// - After `--` every word is a positional argument.
  /// - A declared option missing from the line, an unknown option, a missing or invalid value,
  ///   and an argument given to a command that takes none are usage errors.
  ///
  /// - Complexity: O(words × options).
  package func parse(_ words: [String]) throws(CommandError) -> ParseOutcome {
    var parsed = ParsedArguments()
    var firstError: CommandError?
    func fail(_ message: String) {
      if firstError == nil { firstError = .usage(message) }
    }
    var index = 0
    var afterSeparator = false
    while index < words.count {
      let word = words[index]
      index += 1
      if afterSeparator {
        parsed.positionals.append(word)
        continue
      }
      if word == "--" {
        afterSeparator = true
        continue
      }
      if word == "--help" || (word == "-h" && parsed.positionals.isEmpty) { return .help }
      guard word.hasPrefix("--"), word.count > 2 else {
        parsed.positionals.append(word)
        continue
      }
      let body = word.dropFirst(2)
      let name = String(body.prefix { $0 != "=" })
      let inline = body.firstIndex(of: "=").map { String(body[body.index(after: $0)...]) }
      guard let option = option(named: name) else {
        fail("unknown option '\(word)'")
        continue
      }
      if parsed.flag(name) && !option.isRepeatable {
        fail("\(option.flagText) was given more than once")
      }
      guard option.takesValue else {
        if inline != nil { fail("\(option.flagText) takes no value") }
        parsed.append("", to: name)
        continue
      }
      let value: String
      if let inline {
        value = inline
      } else if index < words.count {
        value = words[index]
        index += 1
      } else {
        fail("\(option.flagText) needs a value")
        continue
      }
      if let problem = Self.problem(with: value, for: option) { fail(problem) }
      parsed.append(value, to: name)
    }
    if let firstError { throw firstError }
    for (option, required) in options where required && !parsed.flag(option.name) {
      throw .usage(option.missingMessage ?? "\(option.usageText) is required")
    }
    if arguments.isEmpty, let extra = parsed.positionals.first {
      throw .usage("unexpected argument '\(extra)'")
    }
    return .run(parsed)
  }

  /// Why `value` is not acceptable for `option`, or nil.
  private static func problem(with value: String, for option: OptionDeclaration) -> String? {
    switch option.value {
    case .none, .text:
      return nil
    case .choice(let choices, _):
      guard choices.contains(value) else {
        return
          "\(option.flagText) must be one of \(choices.joined(separator: ", ")), not '\(value)'"
      }
      return nil
    case .integer(_, let range):
      guard let number = Int(value), range.contains(number) else {
        return
          "\(option.flagText) must be a whole number in \(range.lowerBound)...\(range.upperBound)"
      }
      return nil
    case .number:
      guard let number = Double(value), number.isFinite, number >= 0 else {
        return "\(option.flagText) must be a non-negative number"
      }
      return nil
    }
  }
}
