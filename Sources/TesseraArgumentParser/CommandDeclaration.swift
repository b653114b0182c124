/// What a shell may offer to complete an option's value or an argument.
package enum Completion: Sendable, Hashable {
  /// Nothing in particular.
  case none
  /// Files, optionally only those ending in one of `extensions` (without the dot).
  case files(extensions: [String])
  /// Directories.
  case directories
  /// One of a fixed list of words.
  case values([String])
}

/// One `--option` of a command: its name, the value it takes and how it is checked, whether it
/// may repeat, and a line of help for completions.
package struct OptionDeclaration: Sendable, Hashable {
  /// The value an option takes, which decides how it is parsed, checked and shown in usage.
  package enum Value: Sendable, Hashable {
    /// No value: a flag.
    case none
    /// Any text, shown as `placeholder` (`--out PATH`).
    case text(placeholder: String)
    /// One of `choices`, shown as `a|b|c` or as `placeholder` when one is given.
    case choice([String], placeholder: String?)
    /// A whole number within `range`, shown as `placeholder`.
    case integer(placeholder: String, range: ClosedRange<Int>)
    /// A finite, non-negative number, shown as `placeholder`.
    case number(placeholder: String)
  }

  /// The name without dashes: `format` for `--format`.
  package var name: String
  /// The value it takes.
  package var value: Value
  /// Whether it may be given more than once (each value is kept, in order).
  package var isRepeatable: Bool
  /// One line saying what it does (shell completions show it).
  package var help: String
  /// What a shell offers for its value.
  package var completion: Completion
  /// The message when a required option is missing; by default `<usage> is required`.
  package var missingMessage: String?

  /// Creates an option; ``flag(_:help:)``, ``option(_:_:repeatable:help:completion:)`` and the
  /// other factories read better at the declaration site.
  package init(
    name: String, value: Value, isRepeatable: Bool = false, help: String,
    completion: Completion = .none, missingMessage: String? = nil
  ) {
    self.name = name
    self.value = value
    self.isRepeatable = isRepeatable
    self.help = help
    self.completion = completion
    self.missingMessage = missingMessage
  }

  /// `--name` itself.
  package var flagText: String { "--\(name)" }

  /// Whether the option takes a value.
  package var takesValue: Bool { value != .none }

  /// What a shell offers for the value: the choices of a choice option, else ``completion``.
  package var valueCompletion: Completion {
    if case .choice(let choices, _) = value { return .values(choices) }
    return completion
  }

  /// How usage shows it: `--all`, `--out PATH`, `--format text|json`, `--preset NAME ...`.
  package var usageText: String {
    var text = flagText
    switch value {
    case .none: break
    case .text(let placeholder), .integer(let placeholder, _), .number(let placeholder):
      text += " " + placeholder
    case .choice(let choices, let placeholder):
      text += " " + (placeholder ?? choices.joined(separator: "|"))
    }
    return isRepeatable ? text + " ..." : text
  }
}

/// One positional argument (or a run of them) of a command.
package struct ArgumentDeclaration: Sendable, Hashable {
  /// The name usage shows: `<pattern>`, `FILE`, `<image.png>`.
  package var name: String
  /// Whether any number of them may follow (usage adds `...`).
  package var isRepeatable: Bool
  /// One line saying what it is.
  package var help: String
  /// What a shell offers for it.
  package var completion: Completion

  /// Creates an argument.
  package init(
    name: String, isRepeatable: Bool = false, help: String, completion: Completion = .none
  ) {
    self.name = name
    self.isRepeatable = isRepeatable
    self.help = help
    self.completion = completion
  }

  /// How usage shows it: `<input>...` for a placeholder in angle brackets, `FILE ...` otherwise.
  package var usageText: String {
    guard isRepeatable else { return name }
    return name.hasSuffix(">") ? name + "..." : name + " ..."
  }
}

/// The shape of a command line, as usage shows it. The leaves declare the options and
/// arguments; where a leaf stands says whether it is required: a leaf outside every
/// ``optional(_:)`` and ``oneOf(_:)`` must be given.
package indirect enum UsageElement: Sendable, Hashable {
  /// An option or flag.
  case option(OptionDeclaration)
  /// A positional argument.
  case argument(ArgumentDeclaration)
  /// Elements that may be left out, shown in brackets: `[--out PATH]`.
  case optional([UsageElement])
  /// Alternatives, shown as `(a | b)` (or `[a | b]` inside ``optional(_:)``). The command
  /// decides which combinations it accepts; the parser reads each leaf as usual.
  case oneOf([UsageElement])

  /// A flag: `--name`.
  package static func flag(_ name: String, help: String) -> UsageElement {
    .option(OptionDeclaration(name: name, value: .none, help: help))
  }

  /// An option with a text value: `--name PLACEHOLDER`.
  package static func option(
    _ name: String, _ placeholder: String, repeatable: Bool = false, help: String,
    completion: Completion = .none, missingMessage: String? = nil
  ) -> UsageElement {
    .option(
      OptionDeclaration(
        name: name, value: .text(placeholder: placeholder), isRepeatable: repeatable, help: help,
        completion: completion, missingMessage: missingMessage))
  }

  /// An option whose value must be one of `choices`.
  package static func choice(
    _ name: String, _ choices: [String], placeholder: String? = nil, help: String,
    missingMessage: String? = nil
  ) -> UsageElement {
    .option(
      OptionDeclaration(
        name: name, value: .choice(choices, placeholder: placeholder), help: help,
        missingMessage: missingMessage))
  }

  /// An option whose value is a whole number in `range`.
  package static func integer(
    _ name: String, _ placeholder: String, in range: ClosedRange<Int>, help: String
  ) -> UsageElement {
    .option(
      OptionDeclaration(
        name: name, value: .integer(placeholder: placeholder, range: range), help: help))
  }

  /// An option whose value is a finite, non-negative number.
  package static func number(_ name: String, _ placeholder: String, help: String)
    -> UsageElement
  {
    .option(OptionDeclaration(name: name, value: .number(placeholder: placeholder), help: help))
  }

  /// A positional argument.
  package static func argument(
    _ name: String, repeatable: Bool = false, help: String, completion: Completion = .none
  ) -> UsageElement {
    .argument(
      ArgumentDeclaration(
        name: name, isRepeatable: repeatable, help: help, completion: completion))
  }

  /// Every option below this element, in order, with whether it is required here.
  func options(required: Bool) -> [(OptionDeclaration, required: Bool)] {
    switch self {
    case .option(let option): return [(option, required)]
    case .argument: return []
    case .optional(let elements), .oneOf(let elements):
      return elements.flatMap { $0.options(required: false) }
    }
  }

  /// Every argument below this element, in order.
  var arguments: [ArgumentDeclaration] {
    switch self {
    case .option: return []
    case .argument(let argument): return [argument]
    case .optional(let elements), .oneOf(let elements): return elements.flatMap(\.arguments)
    }
  }
}

/// A command declared once: its name, the line the command list shows, the shape of its
/// command line, the prose of its help, and either subcommands or the function that runs it.
/// Parsing, `--help`, usage errors and shell completions are all generated from it.
///
/// ```swift
/// let presets = CommandDeclaration(
///   name: "presets", summary: "List the built-in theme presets.",
///   usage: [.optional([.choice("format", ["text", "json"], help: "Output format.")])],
///   discussion: "Lists every built-in preset.") { arguments, console in
///     console.print(arguments.value("format") ?? "text")
///     return .success
///   }
/// ```
package struct CommandDeclaration: Sendable {
  /// Runs a command with its parsed arguments.
  package typealias Run = @Sendable (ParsedArguments, Console) throws(CommandError) -> ExitStatus

  /// The word that selects the command (the program name for the root).
  package var name: String
  /// One line for the command list.
  package var summary: String
  /// The shape of the command line after the command's name.
  package var usage: [UsageElement]
  /// The help text after the usage line(s).
  package var discussion: String
  /// Subcommands, selected by the next word; a command has subcommands or a ``run``.
  package var subcommands: [CommandDeclaration]
  /// What the command does.
  package var run: Run?

  /// Creates a command that runs.
  package init(
    name: String, summary: String, usage: [UsageElement], discussion: String,
    run: @escaping Run
  ) {
    self.name = name
    self.summary = summary
    self.usage = usage
    self.discussion = discussion
    self.subcommands = []
    self.run = run
  }

  /// Creates a command that selects one of `subcommands` by the next word.
  package init(
    name: String, summary: String, discussion: String = "", subcommands: [CommandDeclaration]
  ) {
    self.name = name
    self.summary = summary
    self.usage = []
    self.discussion = discussion
    self.subcommands = subcommands
    self.run = nil
  }

  /// Every option, in usage order, with whether it must be given.
  package var options: [(OptionDeclaration, required: Bool)] {
    usage.flatMap { $0.options(required: true) }
  }

  /// Every positional argument, in usage order.
  package var arguments: [ArgumentDeclaration] { usage.flatMap(\.arguments) }

  /// The option named `name`.
  package func option(named name: String) -> OptionDeclaration? {
    options.first { $0.0.name == name }?.0
  }
}
