import TesseraTokens

/// A component family and one of its typed variants: what
/// `ResolvedTheme.appearance(_:size:state:on:)` draws.
///
/// Each family's file declares its constructor (at the top of `Families/<Family>/<Family>.swift`),
/// so a variant is checked by the compiler:
///
/// ```swift
/// theme.appearance(.button(.destructive), state: .pressed)
/// theme.appearance(.toast(.error))
/// theme.appearance(.textField, state: .focused)
/// ComponentStyle(.card)                  // a family's default variant (flat)
/// ComponentStyle(.button, variant: "primary")   // by name: nil for a name the family lacks
/// ```
public struct ComponentStyle: Sendable, Hashable, Codable, CustomStringConvertible {
  /// The family.
  public let family: ComponentStyleFamily
  /// The variant's name, one of `family.variants`.
  public let variant: String
  /// The family's appearance function applied to the typed variant.
  let draw: @Sendable (inout ComponentAppearance, ResolvedTheme) -> Void

  /// The style of a typed variant of a family definition.
  init<Variant>(_ definition: ComponentFamilyDefinition<Variant>, _ variant: Variant) {
    family = definition.family
    self.variant = variant.variantName
    let draw = definition.draw
    self.draw = { look, theme in draw(theme, &look, variant) }
  }

  /// The family's default variant (its first): `ComponentStyle(.card)` is a flat card.
  public init(_ family: ComponentStyleFamily) {
    self = family.definition.defaultStyle
  }

  /// The variant of `family` called `name`, or nil when the family has no such variant, so a
  /// name read from a file is checked instead of drawing the default.
  public init?(_ family: ComponentStyleFamily, variant name: String) {
    guard let style = family.definition.style(named: name) else { return nil }
    self = style
  }

  /// Every family with every variant, in registry order: what the audit sweeps.
  public static var all: [ComponentStyle] { ComponentRegistry.styles }

  /// "button.primary", "card.elevated".
  public var description: String { "\(family.rawValue).\(variant)" }

  /// Styles are equal when family and variant are.
  public static func == (lhs: ComponentStyle, rhs: ComponentStyle) -> Bool {
    lhs.family == rhs.family && lhs.variant == rhs.variant
  }

  /// Hashes the family and the variant.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(family)
    hasher.combine(variant)
  }

  private enum CodingKeys: String, CodingKey {
    case family, variant
  }

  /// Decodes `{"family": "button", "variant": "primary"}`; a variant the family does not have
  /// is an error naming the family's variants.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let family = try container.decode(ComponentStyleFamily.self, forKey: .family)
    let name = try container.decode(String.self, forKey: .variant)
    guard let style = ComponentStyle(family, variant: name) else {
      throw DecodingError.dataCorruptedError(
        forKey: .variant, in: container,
        debugDescription:
          "\(family.rawValue) has no variant \"\(name)\"; expected one of "
          + family.variants.joined(separator: ", "))
    }
    self = style
  }

  /// Encodes the family and the variant's name.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(family, forKey: .family)
    try container.encode(variant, forKey: .variant)
  }
}
