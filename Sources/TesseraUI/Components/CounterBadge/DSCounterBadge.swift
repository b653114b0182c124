#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraLocalization

/// A count in a small circle, capped as "99+" by `BadgeCount`, and hidden when the count is
/// zero. VoiceOver reads the count ("12"), and a capped one as words ("More than 99"), not the
/// symbol "99+" (`BadgeCount.accessibilityPhrase`).
///
/// ```swift
/// Image(systemName: "bell")
///   .overlay(alignment: .topTrailing) { DSCounterBadge(count: unread) }
/// ```
public struct DSCounterBadge: View {
  @Environment(\.locale) private var locale
  private let count: BadgeCount
  private let size: ComponentSize?
  var identifier: String?
  @Environment(\.dsTheme) private var theme
  @Environment(\.dsBackdrop) private var backdrop
  @Environment(\.controlSize) private var controlSize

  /// Creates a counter badge.
  /// - Parameters:
  ///   - count: The number to show; zero or less hides the badge.
  ///   - maximum: The largest number shown before "+" (99 shows "99+").
  ///   - size: Small, medium or large; nil (the default) follows the environment's
  ///     `controlSize`, as SwiftUI's controls do (`.controlSize(.large)`).
  public init(count: Int, maximum: Int = 99, size: ComponentSize? = nil) {
    self.count = BadgeCount(count, maximum: maximum)
    self.size = size
  }

  /// The badge, or nothing when the count is zero.
  public var body: some View {
    if let text = count.text, count.isVisible {
      let look = theme.appearance(
        .counterBadge, size: size ?? ComponentSize(controlSize), on: backdrop)
      Text(text)
        .monospacedDigit()
        .dsChrome(look)
        // A badge sits in an overlay, which proposes it the decorated view's size (an icon's
        // 28 pt); at its ideal size "99+" is never cut short.
        .fixedSize()
        .accessibilityLabel(count.accessibilityPhrase?.string(for: locale) ?? "\(count.count)")
        .dsAccessibilityIdentifier(identifier)
    }
  }
}
#endif
