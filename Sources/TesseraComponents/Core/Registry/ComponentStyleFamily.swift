import TesseraTokens

// What every component family answers. The enum itself, its cases in registry order, is
// generated (Generated/ComponentStyleFamily+Cases.swift, by
// `python3 Tools/checks/family-wiring.py --write`): a case per folder of Families/, in the order
// of Tools/checks/family-order.txt (a new folder goes last), each documented by the opening
// sentence of its `<Family>/<Family>.swift` ("// The button family: DSButton, ...").

extension ComponentStyleFamily {
  /// The names of the variants this family accepts, default first.
  public var variants: [String] { definition.styles.map(\.variant) }

  /// Every variant's style, default first.
  public var styles: [ComponentStyle] { definition.styles }

  /// The states this family can be drawn in.
  public var states: [ComponentState] { Self.facts[caseIndex(self)].states }

  /// The sizes this family comes in.
  public var sizes: [ComponentSize] { Self.facts[caseIndex(self)].sizes }

  /// Whether the family is interactive and so must offer a 44 × 44 pt touch target.
  public var isInteractive: Bool { Self.facts[caseIndex(self)].isInteractive }

  /// The states, sizes and interactivity of every family, by case, read once from the
  /// definitions: the audit asks them for every appearance, and reading them from a definition
  /// copies it into an existential.
  private static let facts:
    [(states: [ComponentState], sizes: [ComponentSize], isInteractive: Bool)] =
      allCases.map { family in
        let definition = family.definition
        return (definition.states, definition.sizes, definition.isInteractive)
      }

  /// The catalog components whose main style is this family, in display order.
  public var components: [ComponentDescriptor] { definition.components }
}
