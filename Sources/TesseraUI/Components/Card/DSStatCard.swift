#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents

/// DesignSystemPro's stat card: a title, a large value and an optional change line, green when
/// good and red when bad (each readable on the card, ``TesseraComponents/ResolvedTheme/statCardChangeColor(isPositive:variant:)``),
/// with an arrow that VoiceOver skips: the change is read as its text.
///
/// ```swift
/// DSStatCard(title: "Revenue", value: "$12,345", change: "+12%", isPositive: true)
/// ```
public struct DSStatCard: View {
  private let title: String
  private let value: String
  private let change: String?
  private let isPositive: Bool
  private let icon: Image?
  private let identifier: String?
  @Environment(\.dsTheme) private var theme
  @Environment(\.dsBackdrop) private var backdrop

  /// Creates a stat card.
  /// - Parameters:
  ///   - title: What is measured.
  ///   - value: The figure, formatted.
  ///   - change: The change, formatted ("+12%"), if any.
  ///   - isPositive: Whether the change is good news.
  ///   - icon: An icon beside the title, decorative.
  ///   - accessibilityIdentifier: An identifier for UI tests.
  public init(
    title: String, value: String, change: String? = nil, isPositive: Bool = true,
    icon: Image? = nil, accessibilityIdentifier: String? = nil
  ) {
    self.title = title
    self.value = value
    self.change = change
    self.isPositive = isPositive
    self.icon = icon
    self.identifier = accessibilityIdentifier
  }

  /// The card.
  public var body: some View {
    let look = theme.appearance(.card(.elevated), on: backdrop)
    DSCard(variant: .elevated) {
      VStack(alignment: .leading, spacing: theme.gaps.tight) {
        HStack(spacing: theme.gaps.tight) {
          if let icon { icon.accessibilityHidden(true) }
          Text(title)
        }
        .dsSecondaryText(look)
        Text(value).dsText(.title2).dsForeground(look.foreground)
        if let change {
          HStack(spacing: theme.gaps.tight) {
            Image(systemName: isPositive ? "arrow.up.right" : "arrow.down.right")
              .accessibilityHidden(true)
            Text(change)
          }
          .dsText(.footnote)
          .foregroundStyle(Color(theme.statCardChangeColor(isPositive: isPositive).color))
        }
      }
    }
    .accessibilityElement(children: .combine)
    .dsAccessibilityIdentifier(identifier)
  }
}
#endif
