#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraGestures
import TesseraLocalization

/// Horizontally paged content: swipe (or use the arrow buttons) to move between items, with a
/// page indicator below. Where a drag settles (past half a page, or flung at the release speed
/// `DragGesture.Value.velocity`), and wrapping, come from `CarouselPosition`;
/// pages slide under the theme's motion, or switch without sliding under Reduce Motion.
/// VoiceOver reads only the page on screen; the page control below it is adjustable ("Page,
/// Item 2 of 5", swipe up or down to change item). Arrow keys, Home and End page it on a
/// keyboard (`KeyAdjustment`). When `items` changes, the current page stays, or moves to the new
/// last page (`CarouselPosition.following(count:wraps:)`).
///
/// Right to left: SwiftUI lays the pages out from the right and mirrors their `offset(x:)`, and
/// the arrows are `chevron.backward` / `chevron.forward`, which point the reading way; the drag,
/// which SwiftUI reports in unmirrored screen space, is converted by
/// `CarouselPosition.contentOffset(pageWidth:translation:direction:)` and
/// `settle(translation:velocity:pageWidth:direction:)`, so a drag to the right shows the next
/// page in Arabic and the previous one in English.
///
/// Without a `height` the carousel takes the height it is offered; with one, that height grows
/// with Dynamic Type as body text does (`ResolvedTheme.scaledMetric(_:relativeTo:)`, Tessera's
/// `@ScaledMetric`, so a `.dynamicTypeSize(_:)` above it applies too), so pages that hold text
/// keep room for it at the largest sizes.
///
/// ```swift
/// DSCarousel(items: photos, height: 220) { photo in
///   Image(photo.name).resizable().scaledToFill()
/// }
/// ```
public struct DSCarousel<Item: Identifiable, Content: View>: View {
  @Environment(\.locale) private var locale
  private let items: [Item]
  private let wraps: Bool
  private let height: CGFloat?
  private let identifier: String?
  private let content: (Item) -> Content
  @State private var position: CarouselPosition
  @State private var dragTranslation: CGFloat = 0
  @Environment(\.dsTheme) private var theme
  @Environment(\.layoutDirection) private var layoutDirection

  /// Creates a carousel.
  /// - Parameters:
  ///   - items: The items, one per page.
  ///   - wraps: Whether moving past the last item returns to the first.
  ///   - height: The pages' height at the default text size, scaled with Dynamic Type relative
  ///     to `.body`; nil (the default) takes the height the carousel is offered.
  ///   - accessibilityIdentifier: An identifier for UI tests.
  ///   - content: The page for an item.
  public init(
    items: [Item], wraps: Bool = false, height: CGFloat? = nil,
    accessibilityIdentifier: String? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) {
    self.items = items
    self.wraps = wraps
    self.height = height
    self.identifier = accessibilityIdentifier
    self.content = content
    self._position = State(initialValue: CarouselPosition(count: items.count, wraps: wraps))
  }

  /// The carousel.
  public var body: some View {
    let look = theme.appearance(.carousel)
    let animation = look.motion.flatMap { Animation.tessera($0) }
    VStack(spacing: theme.gaps.regular) {
      GeometryReader { proxy in
        let width = proxy.size.width
        HStack(spacing: 0) {
          ForEach(Array(items.enumerated()), id: \.element.id) { index, item in
            content(item)
              .frame(width: width)
              // Off-screen pages are hidden from VoiceOver, which would read them otherwise.
              .accessibilityHidden(!position.isOnScreen(index))
          }
        }
        // SwiftUI mirrors the HStack and this offset in right-to-left layouts; the drag's
        // translation is screen space, so CarouselPosition converts it by direction.
        .offset(
          x: position.contentOffset(
            pageWidth: width, translation: dragTranslation, direction: layoutDirection.horizontal)
        )
        .dsDrag(
          claim: DragClaim(axes: .horizontal, minimumDistance: CarouselPosition.dragStartDistance),
          onChanged: { drag in dragTranslation = drag.translation.width },
          onEnded: { drag in
            withAnimation(animation) {
              position.settle(
                translation: drag.translation.width, velocity: drag.velocity.width,
                pageWidth: width, direction: layoutDirection.horizontal)
              dragTranslation = 0
            }
          },
          // A cancelled drag returns to the page it left instead of staying between two.
          onReset: {
            if dragTranslation != 0 { withAnimation(animation) { dragTranslation = 0 } }
          }
        )
      }
      .frame(height: height.map { CGFloat(theme.scaledMetric(Double($0), relativeTo: .body)) })
      .clipped()
      .accessibilityElement(children: .contain)
      // The page control is the adjustable element VoiceOver swipes up and down on, as
      // UIPageControl is; its arrows are not separate stops.
      HStack(spacing: theme.gaps.regular) {
        DSIconButton(
          "chevron.backward", accessibilityLabel: LocalizationKey.previous.string(for: locale),
          role: .quaternary
        ) {
          withAnimation(animation) { position.previous() }
        }
        .disabled(!position.canGoBack)
        DSPageIndicator(
          pageCount: items.count,
          currentPage: .constant(position.index))
        DSIconButton(
          "chevron.forward", accessibilityLabel: LocalizationKey.next.string(for: locale),
          role: .quaternary
        ) {
          withAnimation(animation) { position.next() }
        }
        .disabled(!position.canGoForward)
      }
      .accessibilityElement(children: .ignore)
      .accessibilityLabel(LocalizationKey.pageLabel.string(for: locale))
      .accessibilityValue(position.accessibilityPhrase.string(for: locale))
      .accessibilityAdjustableAction { direction in
        withAnimation(animation) {
          if direction == .increment { position.next() } else { position.previous() }
        }
      }
    }
    .dsAdjustableKeys(axis: .horizontal) { outcome in
      withAnimation(animation) { position.move(by: outcome) }
    }
    // The position is seeded once from the items; it follows when they change.
    .onChange(of: items.count) { _, count in
      position = position.following(count: count, wraps: wraps)
    }
    .onChange(of: wraps) { _, wraps in
      position = position.following(count: items.count, wraps: wraps)
    }
    .accessibilityElement(children: .contain)
    .dsAccessibilityIdentifier(identifier)
  }
}
#endif
