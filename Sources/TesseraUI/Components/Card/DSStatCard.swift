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
  private let title: Text
  private let value: String
  private let change: String?
  private let isPositive: Bool
  private let icon: Image?
  var identifier: String?
  @Environment(\.dsTheme) private var theme
  @Environment(\.dsBackdrop) private var backdrop

  /// Creates a stat card whose title is looked up in the app's strings; a string literal
  /// chooses this one.
  /// - Parameters:
  ///   - title: The key of what is measured.
  ///   - value: The figure, formatted by the app ("$12,345"), shown as written, as
  ///     `LabeledContent`'s value is.
  ///   - change: The change, formatted ("+12%"), if any, shown as written.
  ///   - isPositive: Whether the change is good news.
  ///   - icon: An icon beside the title, decorative.
  public init(
    title: LocalizedStringKey, value: String, change: String? = nil, isPositive: Bool = true,
    icon: Image? = nil
  ) {
    self.init(
      text: Text(title), value: value, change: change, isPositive: isPositive, icon: icon,
      identifier: nil)
  }

  init(
    text title: Text, value: String, change: String?, isPositive: Bool, icon: Image?,
    identifier: String?
  ) {
    self.title = title
    self.value = value
    self.change = change
    self.isPositive = isPositive
    self.icon = icon
    self.identifier = identifier
  }

  /// The card.
  public var body: some View {
    let look = theme.appearance(.card(.elevated), on: backdrop)
    DSCard(variant: .elevated) {
      VStack(alignment: .leading, spacing: theme.gaps.tight) {
        HStack(spacing: theme.gaps.tight) {
          if let icon { icon.accessibilityHidden(true) }
          title
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
