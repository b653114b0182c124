import TesseraTokens

/// A family's appearance function: given the theme, fills in an appearance (created with neutral
/// defaults for a style, size, state and backdrop) for one of the family's variants. Families
/// call a `ResolvedTheme` method: `{ $0.styleButton(&$1, $2) }` is a `Drawing<DSButtonRole>`.
/// (A curried method reference, `ResolvedTheme.styleButton`, would allocate a closure holding
/// the theme on every appearance.)
typealias Drawing<Variant> =
  @Sendable (ResolvedTheme, inout ComponentAppearance, Variant) -> Void

/// Everything Tessera decides about one component family, declared at the end of the family's own
/// file as a static member of `ResolvedTheme` beside its appearance function
/// (`ResolvedTheme.buttonFamily` and `styleButton` in `Button/Button.swift`):
/// its typed variants (the `Variant` of its appearance function), the states and sizes it is
/// drawn in, whether it is interactive, its text limits, the catalog components drawn with it,
/// and the appearance function itself.
///
/// ```swift
/// extension ResolvedTheme {
///   func styleToggle(_ look: inout ComponentAppearance, _: SingleVariant) { ... }
///
///   static let toggleFamily = ComponentFamilyDefinition(
///     .toggle, states: [.normal, .pressed, .focused, .selected, .disabled],
///     sizes: ComponentSize.allCases, isInteractive: true,
///     components: [.component("DSToggle", .selection, "An on/off switch with a label.")],
///     draw: { $0.styleToggle(&$1, $2) })
/// }
/// ```
///
/// ``ComponentStyleFamily/definition`` maps each family to its definition; the catalog, the
/// audit sweep, the gallery and the render samples all read the families from there.
struct ComponentFamilyDefinition<Variant: ComponentVariant>: AnyComponentFamilyDefinition {
  let family: ComponentStyleFamily
  let states: [ComponentState]
  let sizes: [ComponentSize]
  let isInteractive: Bool
  let minimumTextScale: Double
  let maximumLines: Int?
  let components: [ComponentDescriptor]
  /// The family's appearance function. The rules every family shares (the focus ring, the
  /// touch target, disabled states promising nothing) are applied afterwards by
  /// `ResolvedTheme.appearance(_:size:state:on:)`.
  let draw: Drawing<Variant>

  /// A definition; every family is drawn at rest in a medium size, promises no touch target,
  /// never shrinks its text and has no line limit unless it says otherwise.
  init(
    _ family: ComponentStyleFamily, states: [ComponentState] = [.normal],
    sizes: [ComponentSize] = [.medium], isInteractive: Bool = false,
    minimumTextScale: Double = 1, maximumLines: Int? = nil, components: [CatalogEntry],
    draw: @escaping Drawing<Variant>
  ) {
    self.family = family
    self.states = states
    self.sizes = sizes
    self.isInteractive = isInteractive
    self.minimumTextScale = minimumTextScale
    self.maximumLines = maximumLines
    self.components = components.map { $0.descriptor(style: family) }
    self.draw = draw
  }

  /// The style of `variant` of this family.
  func style(_ variant: Variant) -> ComponentStyle {
    ComponentStyle(self, variant)
  }

  var defaultStyle: ComponentStyle { style(Variant.defaultVariant) }

  var styles: [ComponentStyle] { Variant.allVariants.map(style) }

  func style(named name: String) -> ComponentStyle? {
    Variant.allVariants.first { $0.variantName == name }.map(style)
  }
}

/// A family definition without its variant type, as the registry hands it out.
protocol AnyComponentFamilyDefinition: Sendable {
  /// The family.
  var family: ComponentStyleFamily { get }
  /// The states the family is drawn in.
  var states: [ComponentState] { get }
  /// The sizes the family comes in.
  var sizes: [ComponentSize] { get }
  /// Whether the family takes input and so must offer a 44 × 44 pt touch target.
  var isInteractive: Bool { get }
  /// The smallest factor the family's text may shrink by to fit before it truncates.
  var minimumTextScale: Double { get }
  /// The most lines the family's main text wraps to, or nil for no limit.
  var maximumLines: Int? { get }
  /// The catalog components whose main style is this family, in display order.
  var components: [ComponentDescriptor] { get }
  /// The default variant's style.
  var defaultStyle: ComponentStyle { get }
  /// Every variant's style, default first.
  var styles: [ComponentStyle] { get }
  /// The style whose variant is called `name`, or nil when the family has no such variant.
  func style(named name: String) -> ComponentStyle?
}

/// A catalog entry as a family declares it: the family fills in the style.
struct CatalogEntry: Sendable {
  let name: String
  let section: ComponentSection
  let summary: String
  let parts: [ComponentStyleFamily]
  let unavailableOn: String?

  /// A component called `name` in the catalog section `section`, with a one-sentence summary,
  /// the families of the parts drawn inside it, and the platforms it is missing on.
  static func component(
    _ name: String, _ section: ComponentSection, _ summary: String,
    parts: [ComponentStyleFamily] = [], unavailableOn: String? = nil
  ) -> CatalogEntry {
    CatalogEntry(
      name: name, section: section, summary: summary, parts: parts, unavailableOn: unavailableOn)
  }

  func descriptor(style: ComponentStyleFamily) -> ComponentDescriptor {
    ComponentDescriptor(
      name: name, section: section, summary: summary, style: style, partStyles: parts,
      unavailableOn: unavailableOn)
  }
}
