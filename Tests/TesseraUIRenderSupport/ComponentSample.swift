#if canImport(SwiftUI)
import CoreGraphics
import Foundation
import SwiftUI
import TesseraComponents
import TesseraTokens
import TesseraUI

/// What the rendering references draw for one catalog component: its view with fixed sample
/// data and constant bindings, or why it is left out. Nothing depends on the clock or on state
/// changed after the first layout.
///
/// Each family's samples sit beside its previews in TesseraUI
/// (`Components/<Family>/<Family>Previews.swift`), one function named after the family on
/// TesseraUI's `CatalogSample` (`buttonSamples(_:)`); ``sample(named:)`` reaches it through the
/// component's family and the switch generated from the family folders
/// (`Sources/TesseraUI/Catalog/Generated/CatalogSample.swift`, by
/// `python3 Tools/checks/family-wiring.py --write`). The section samples draw
/// ``sample(named:)`` for every component `ComponentRegistry.components(in:)` lists, so the
/// components drawn are the registry's, not a second list; a component without a sample is
/// ``missing`` and fails the render tests.
///
/// ```swift
/// if case .drawn(let view) = ComponentSample.sample(named: "DSButton") { view }
/// ```
public enum ComponentSample {
  /// The component's sample view.
  case drawn(AnyView)
  /// The component is not drawn, for the reason given.
  case omitted(reason: String)
  /// No sample is written for the component yet.
  case missing

  /// The sample of the catalog component called `name`: the one its family's previews file
  /// writes, found through the registry (the component's `style`).
  @MainActor
  public static func sample(named name: String) -> ComponentSample {
    if let component = ComponentCatalog.named(name),
      let view = CatalogSample.samples(of: component.style, named: name)
    {
      return .drawn(view)
    }
    if name == "DSToastContainer" {
      return .omitted(
        reason:
          "hosts the toasts of a DSToastManager and is empty without any; DSToastView is drawn")
    }
    return .missing
  }
}

/// The views of one catalog section as the rendering references draw them: the sample of every
/// component `ComponentRegistry.components(in:)` lists, in registry order, on the theme's
/// primary background, top-leading in the section's canvas (clipped to it).
///
/// ```swift
/// ComponentSectionSample(.selection)
///   .environment(\.dsTheme, PresetThemes.default.resolved(for: .dark))
/// ```
public struct ComponentSectionSample: View {
  /// The catalog section drawn.
  public let section: ComponentSection
  @Environment(\.dsTheme) private var theme

  /// Creates the sample of a catalog section.
  public init(_ section: ComponentSection) {
    self.section = section
  }

  /// The section's components on the theme's background, in the section's canvas.
  public var body: some View {
    VStack(alignment: .leading, spacing: theme.gaps.regular) {
      ForEach(ComponentRegistry.components(in: section), id: \.name) { component in
        if case .drawn(let view) = ComponentSample.sample(named: component.name) {
          view
        }
      }
    }
    .padding(16)
    .frame(
      width: section.canvasSize.width, height: section.canvasSize.height, alignment: .topLeading
    )
    .background(Color(theme.color(.backgroundPrimary)))
    // Content taller than the canvas is cut off rather than changing the image size.
    .clipped()
  }
}

extension ComponentSection {
  /// The size, in points, the section is laid out and rendered at. Fixed, so a layout change
  /// moves cell colors instead of changing the image size.
  public var canvasSize: CGSize {
    switch self {
    case .action: return CGSize(width: 390, height: 360)
    case .input: return CGSize(width: 390, height: 1200)
    case .selection: return CGSize(width: 390, height: 820)
    case .display: return CGSize(width: 390, height: 960)
    case .dataDisplay: return CGSize(width: 390, height: 820)
    case .feedback: return CGSize(width: 390, height: 1140)
    case .navigation: return CGSize(width: 390, height: 640)
    }
  }

  /// The reference file name (without `.json`) for a mode: `<section>-<mode>`, for example
  /// `action-light` or `feedback-darkIncreasedContrast`.
  public func referenceName(for mode: ThemeMode) -> String {
    "\(rawValue)-\(mode.name)"
  }

  /// The component families the section's components draw with, in registry order: the
  /// sections of the HTML gallery's components pages that cover this section on Linux.
  public var galleryStyleFamilies: [ComponentStyleFamily] {
    let used = Set(ComponentRegistry.components(in: self).flatMap(\.allStyles))
    return ComponentRegistry.families.filter { used.contains($0) }
  }
}
#endif
