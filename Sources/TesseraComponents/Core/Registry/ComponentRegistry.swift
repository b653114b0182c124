import TesseraTokens

/// The one registry of Tessera's components: every component family, in order, with its
/// definition. The catalog (`ComponentCatalog`), the audit sweep (`ComponentAudit`), the HTML
/// gallery's components pages and the SwiftUI render samples all enumerate it, so nothing keeps
/// a second list.
///
/// Adding a family is a case of ``ComponentStyleFamily`` and its folder `Families/<Family>/`:
/// `<Family>.swift`, opening with its typed style (and a shortcut where views ask for one),
/// then its appearance function and, closing the file, its definition. `ComponentStyleFamily.definition`, the switch from each case to its definition, is
/// generated from the folders (`Generated/ComponentStyleFamily+Definition.swift`, by
/// `python3 Tools/checks/family-wiring.py --write`); the compiler then asks for whichever of
/// the case and the folder is missing. Adding a component to a family is one entry in that
/// definition's `components`.
///
/// ```swift
/// ComponentRegistry.families.count                  // 57
/// ComponentRegistry.styles.count                    // every family × variant
/// ComponentRegistry.components(in: .feedback).map(\.name)
/// ```
public enum ComponentRegistry {
  /// Every family, in registry order (the order of ``ComponentStyleFamily``'s cases).
  public static var families: [ComponentStyleFamily] { ComponentStyleFamily.allCases }

  /// Every family with every variant, in registry order: what the audit sweeps and the
  /// gallery draws.
  public static let styles: [ComponentStyle] = families.flatMap(\.styles)

  /// Every catalog component, grouped by catalog section (``ComponentSection``) in section
  /// order, and within a section in registry order.
  public static let components: [ComponentDescriptor] = ComponentSection.allCases.flatMap {
    components(in: $0)
  }

  /// The catalog components of one section, in registry order.
  public static func components(in section: ComponentSection) -> [ComponentDescriptor] {
    families.flatMap { $0.components.filter { $0.section == section } }
  }

  /// The names of the catalog components drawn with `family`, as their main style or as a
  /// part, in catalog order.
  public static func componentNames(drawnWith family: ComponentStyleFamily) -> [String] {
    namesByFamily[family] ?? []
  }

  /// ``componentNames(drawnWith:)`` for every family, computed once (the audit asks per check).
  private static let namesByFamily: [ComponentStyleFamily: [String]] = {
    var names: [ComponentStyleFamily: [String]] = [:]
    for component in components {
      for style in component.allStyles { names[style, default: []].append(component.name) }
    }
    return names
  }()
}
