#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraLocalization

/// A row of dots for paged content, the current page in the accent. With many pages only a
/// window of dots shows, the edge dots shrinking (`PageIndicatorLayout`). VoiceOver reads
/// "Page 3 of 12" and swipes up or down to change page.
///
/// ```swift
/// DSPageIndicator(pageCount: pages.count, currentPage: $page)
/// ```
public struct DSPageIndicator: View {
  @Environment(\.locale) private var locale
  private let pageCount: Int
  @Binding private var currentPage: Int
  private let maximumVisibleDots: Int
  var identifier: String?
  @Environment(\.dsTheme) private var theme
  @Environment(\.dsBackdrop) private var backdrop

  /// Creates a page indicator.
  /// - Parameters:
  ///   - pageCount: How many pages there are.
  ///   - currentPage: The current page, zero-based.
  ///   - maximumVisibleDots: How many dots show at most.
  public init(pageCount: Int, currentPage: Binding<Int>, maximumVisibleDots: Int = 7) {
    self.pageCount = pageCount
    self._currentPage = currentPage
    self.maximumVisibleDots = maximumVisibleDots
  }

  /// The dots.
  public var body: some View {
    let layout = PageIndicatorLayout(
      pageCount: pageCount, currentPage: currentPage, maximumVisibleDots: maximumVisibleDots)
    let base = theme.appearance(.pageIndicator, on: backdrop)
    HStack(spacing: base.knobDiameter) {
      ForEach(layout.dots, id: \.page) { dot in
        let look = theme.appearance(
          .pageIndicator, state: dot.isCurrent ? .selected : .normal,
          on: backdrop)
        Circle()
          .fill(look.color(.fill) ?? .clear)
          .frame(width: look.knobDiameter * dot.scale, height: look.knobDiameter * dot.scale)
      }
    }
    .animation(base.motion.flatMap { Animation.tessera($0) }, value: currentPage)
    .accessibilityElement(children: .ignore)
    .accessibilityLabel(LocalizationKey.pageLabel.string(for: locale))
    .accessibilityValue(layout.accessibilityPhrase.string(for: locale))
    // A swipe steps from the page the dots show and VoiceOver reads (the app's page kept in
    // range), and with no pages it writes nothing: never -1, nor a page past the end.
    .accessibilityAdjustableAction { direction in
      guard pageCount > 0 else { return }
      let shown = layout.currentPage
      currentPage = direction == .increment ? min(pageCount - 1, shown + 1) : max(0, shown - 1)
    }
    .dsAccessibilityIdentifier(identifier)
  }
}
#endif
