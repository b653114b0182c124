#if canImport(SwiftUI)
import CoreGraphics
import SwiftUI
import TesseraTokens
import TesseraComponents

/// A group of components rendered together for the rendering references: one per catalog
/// family (`ComponentFamily`), with the same names. Each group is rendered in light and dark
/// mode with `ComponentRenderer` and compared with `Tests/References/render/<platform>/
/// <group>-<mode>.json`.
///
/// On Linux the same components are covered by the HTML gallery's components pages
/// (`<theme>/components-light.html` and `components-dark.html`), which draw every style family
/// the group's components use; `galleryStyleFamilies` lists those sections.
///
/// ```swift
/// for group in ComponentGroup.allCases {
///   let fingerprint = try ComponentRenderer.fingerprint(of: group, mode: .dark)
/// }
/// ```
public enum ComponentGroup: String, CaseIterable, Sendable, Hashable, Codable {
  /// Buttons and button groups.
  case action
  /// Text and value entry.
  case input
  /// Toggles, checkboxes, radios, segments and chips.
  case selection
  /// Cards, badges, tags, avatars, rows, key-values and timelines.
  case display
  /// Progress, gauges and charts.
  case dataDisplay
  /// Toasts, snack bars, banners, alerts, sheets, tooltips and loading states.
  case feedback
  /// Bars, indicators and carousels.
  case navigation

  /// The group of a catalog family.
  public init(_ family: ComponentFamily) {
    switch family {
    case .action: self = .action
    case .input: self = .input
    case .selection: self = .selection
    case .display: self = .display
    case .dataDisplay: self = .dataDisplay
    case .feedback: self = .feedback
    case .navigation: self = .navigation
    }
  }

  /// The catalog family the group draws.
  public var family: ComponentFamily {
    switch self {
    case .action: return .action
    case .input: return .input
    case .selection: return .selection
    case .display: return .display
    case .dataDisplay: return .dataDisplay
    case .feedback: return .feedback
    case .navigation: return .navigation
    }
  }

  /// The catalog's components of this group.
  public var components: [ComponentDescriptor] { ComponentCatalog.family(family) }

  /// The style families the group's components draw with, in `ComponentStyleFamily` order:
  /// the sections of the gallery's components pages that cover this group on Linux.
  public var galleryStyleFamilies: [ComponentStyleFamily] {
    let used = Set(components.flatMap(\.allStyles))
    return ComponentStyleFamily.allCases.filter { used.contains($0) }
  }

  /// Components of the family that `ComponentGroupSample` does not draw, and why. Everything
  /// else in `components` is drawn.
  public var omittedComponents: [String: String] {
    switch self {
    case .feedback:
      return [
        "DSToastContainer":
          "hosts the toasts of a DSToastManager and is empty without any; DSToastView is drawn"
      ]
    default:
      return [:]
    }
  }

  /// The size, in points, the group is laid out and rendered at. Fixed, so a layout change
  /// moves cell colors instead of changing the image size.
  public var canvasSize: CGSize {
    switch self {
    case .action: return CGSize(width: 390, height: 360)
    case .input: return CGSize(width: 390, height: 1100)
    case .selection: return CGSize(width: 390, height: 760)
    case .display: return CGSize(width: 390, height: 820)
    case .dataDisplay: return CGSize(width: 390, height: 760)
    case .feedback: return CGSize(width: 390, height: 1100)
    case .navigation: return CGSize(width: 390, height: 640)
    }
  }

  /// The reference file name (without `.json`) for a mode: `<group>-<mode>`, for example
  /// `action-light` or `feedback-darkIncreasedContrast`.
  public func referenceName(for mode: ThemeMode) -> String {
    "\(rawValue)-\(mode.name)"
  }
}
#endif
