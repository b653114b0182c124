#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents

/// A solid badge: the status color as fill with its paired on-color as text, readable in every
/// mode of the active theme. Use ``DSStatusBadge`` for the quieter tinted style.
///
/// ```swift
/// DSBadge("New", variant: .info)
/// ```
public struct DSBadge: View {
  private let title: String
  private let variant: StatusKind
  private let size: ComponentSize
  private let identifier: String?
  @Environment(\.dsTheme) private var theme
  @Environment(\.dsBackdrop) private var backdrop

  /// Creates a badge.
  /// - Parameters:
  ///   - title: The text, also read by VoiceOver.
  ///   - variant: The status the badge conveys.
  ///   - size: Small, medium or large.
  ///   - accessibilityIdentifier: An identifier for UI tests.
  public init(
    _ title: String, variant: StatusKind = .neutral, size: ComponentSize = .medium,
    accessibilityIdentifier: String? = nil
  ) {
    self.title = title
    self.variant = variant
    self.size = size
    self.identifier = accessibilityIdentifier
  }

  /// The badge.
  public var body: some View {
    let look = theme.appearance(
      .badge(variant), size: size, on: backdrop)
    Text(title)
      .dsChrome(look)
      .accessibilityLabel(title)
      .dsAccessibilityIdentifier(identifier)
  }
}
#endif
