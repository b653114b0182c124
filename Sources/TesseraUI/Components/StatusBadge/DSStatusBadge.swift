#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraLocalization

/// A small capsule that names a status (neutral, info, success, warning, error) in a tinted fill,
/// with the status color as text, readable in every mode of the active theme.
///
/// The status is spoken with the text, so color is never the only signal.
///
/// ```swift
/// DSStatusBadge("Ready", variant: .success)
/// DSStatusBadge("3 failed", variant: .error, icon: "xmark.octagon")
/// ```
public struct DSStatusBadge: View {
  private let title: String
  private let variant: StatusKind
  @Environment(\.locale) private var locale
  private let size: ComponentSize
  private let icon: String?
  private let identifier: String?
  @Environment(\.dsTheme) private var theme
  @Environment(\.dsBackdrop) private var backdrop

  /// Creates a status badge.
  /// - Parameters:
  ///   - title: The text, also read by VoiceOver.
  ///   - variant: The status the badge conveys.
  ///   - size: Small, medium or large.
  ///   - icon: An SF Symbol name shown before the text.
  ///   - accessibilityIdentifier: An identifier for UI tests.
  public init(
    _ title: String, variant: StatusKind = .neutral, size: ComponentSize = .medium,
    icon: String? = nil, accessibilityIdentifier: String? = nil
  ) {
    self.title = title
    self.variant = variant
    self.size = size
    self.icon = icon
    self.identifier = accessibilityIdentifier
  }

  /// The badge.
  public var body: some View {
    let look = theme.appearance(
      .statusBadge(variant), size: size, on: backdrop)
    HStack(spacing: theme.gaps.tight) {
      if let icon {
        Image(systemName: icon)
          .dsForeground(look[.icon])
          .accessibilityHidden(true)
      }
      Text(title)
    }
    .dsChrome(look)
    .accessibilityElement(children: .combine)
    .accessibilityLabel(
      variant.accessibilityNamePhrase.map {
        title + LocalizationKey.listSeparator.string(for: locale) + $0.string(for: locale)
      } ?? title
    )
    .dsAccessibilityIdentifier(identifier)
  }
}
#endif
