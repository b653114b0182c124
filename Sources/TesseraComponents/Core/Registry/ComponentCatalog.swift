/// The groups the component catalog is organized in, for docs, the gallery and tests.
public enum ComponentFamily: String, Sendable, Hashable, Codable, CaseIterable {
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

/// One public component: its name as users write it, family, a one-line summary, and the
/// appearance style the views apply to it.
public struct ComponentDescriptor: Sendable, Hashable, Codable, Identifiable {
  /// The SwiftUI type name, as in the seeds ("DSButton", "RatingInput").
  public let name: String
  /// The catalog family.
  public let family: ComponentFamily
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
    name: String, family: ComponentFamily, summary: String, style: ComponentStyleFamily,
    partStyles: [ComponentStyleFamily] = [], unavailableOn: String? = nil
  ) {
    self.name = name
    self.family = family
    self.summary = summary
    self.style = style
    self.partStyles = partStyles
    self.unavailableOn = unavailableOn
  }

  /// Every style family the component draws with.
  public var allStyles: [ComponentStyleFamily] { [style] + partStyles }

  /// The name, which is unique in the catalog.
  public var id: String { name }
}

/// Every public component Tessera ships, so docs, the gallery and tests can check coverage. The
/// entries are declared by their families (each family's `components`) and collected by
/// ``ComponentRegistry``.
///
/// ```swift
/// ComponentCatalog.all.count                          // every component
/// ComponentCatalog.named("DSButton")?.family          // .action
/// ComponentCatalog.all.filter { $0.family == .feedback }
/// ```
public enum ComponentCatalog {
  /// The components, grouped by family in display order (``ComponentRegistry/components``).
  public static var all: [ComponentDescriptor] { ComponentRegistry.components }

  /// The component called `name`, if any.
  public static func named(_ name: String) -> ComponentDescriptor? {
    all.first { $0.name == name }
  }

  /// The components of one family.
  public static func family(_ family: ComponentFamily) -> [ComponentDescriptor] {
    ComponentRegistry.components(in: family)
  }
}
