/// The sections the component catalog is organized in, for docs, the gallery and tests: what a
/// component is for (action, input ...). Not to be confused with ``ComponentStyleFamily``, the
/// family whose appearance a component draws with; a section holds components of several
/// families.
public enum ComponentSection: String, Sendable, Hashable, Codable, CaseIterable {
  /// Buttons and button groups.
  case action
  /// Text entry and value entry (fields, sliders, steppers, ratings, forms).
  case input
  /// Choosing among options (toggles, checkboxes, radios, segments, chips).
  case selection
  /// Showing content and status (cards, badges, tags, avatars, rows).
  case display
  /// Showing numbers (progress, gauges, charts).
  case dataDisplay
  /// Telling the user something happened (toasts, banners, alerts, loading).
  case feedback
  /// Moving around (bars, indicators, carousels).
  case navigation
}

/// The catalog's sections under their former name.
@available(*, deprecated, renamed: "ComponentSection")
public typealias ComponentFamily = ComponentSection

/// One public component: its name as users write it, catalog section, a one-line summary, and
/// the appearance style the views apply to it.
public struct ComponentDescriptor: Sendable, Hashable, Codable, Identifiable {
  /// The SwiftUI type name, as in the seeds ("DSButton", "RatingInput").
  public let name: String
  /// The catalog section.
  public let section: ComponentSection
  /// What it is for, in one sentence.
  public let summary: String
  /// The appearance family that styles it (see `ComponentStyleFamily`).
  public let style: ComponentStyleFamily
  /// Further styles for parts drawn inside it (a password field's strength meter).
  public let partStyles: [ComponentStyleFamily]
  /// Platforms it is not available on, if any (for example "tvOS, watchOS").
  public let unavailableOn: String?

  /// Creates a descriptor.
  public init(
    name: String, section: ComponentSection, summary: String, style: ComponentStyleFamily,
    partStyles: [ComponentStyleFamily] = [], unavailableOn: String? = nil
  ) {
    self.name = name
    self.section = section
    self.summary = summary
    self.style = style
    self.partStyles = partStyles
    self.unavailableOn = unavailableOn
  }

  /// Every style family the component draws with.
  public var allStyles: [ComponentStyleFamily] { [style] + partStyles }

  /// The name, which is unique in the catalog.
  public var id: String { name }

  /// The catalog section, under its former name.
  @available(*, deprecated, renamed: "section")
  public var family: ComponentSection { section }

  /// Creates a descriptor, with the section under its former label.
  @available(*, deprecated, renamed: "init(name:section:summary:style:partStyles:unavailableOn:)")
  public init(
    name: String, family: ComponentSection, summary: String, style: ComponentStyleFamily,
    partStyles: [ComponentStyleFamily] = [], unavailableOn: String? = nil
  ) {
    self.init(
      name: name, section: family, summary: summary, style: style, partStyles: partStyles,
      unavailableOn: unavailableOn)
  }

  // Encoded as before the rename: the section under the key "family".
  private enum CodingKeys: String, CodingKey {
    case name, summary, style, partStyles, unavailableOn
    case section = "family"
  }
}

/// Every public component Tessera ships, so docs, the gallery and tests can check coverage. The
/// entries are declared by their families (each family's `components`) and collected by
/// ``ComponentRegistry``.
///
/// ```swift
/// ComponentCatalog.all.count                          // every component
/// ComponentCatalog.named("DSButton")?.section         // .action
/// ComponentCatalog.section(.feedback)                 // its components
/// ```
public enum ComponentCatalog {
  /// The components, grouped by section in display order (``ComponentRegistry/components``).
  public static var all: [ComponentDescriptor] { ComponentRegistry.components }

  /// The component called `name`, if any.
  public static func named(_ name: String) -> ComponentDescriptor? {
    all.first { $0.name == name }
  }

  /// The components of one catalog section.
  public static func section(_ section: ComponentSection) -> [ComponentDescriptor] {
    ComponentRegistry.components(in: section)
  }

  /// The components of one catalog section, under its former name.
  @available(*, deprecated, renamed: "section(_:)")
  public static func family(_ section: ComponentSection) -> [ComponentDescriptor] {
    self.section(section)
  }
}
