#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraGestures
import TesseraLocalization

/// Horizontally paged content: swipe (or use the arrow buttons) to move between items, with a
/// page indicator below. Where a drag settles (past half a page, or flung at the release speed
/// `DragGesture.Value.velocity`), and wrapping, come from `CarouselPosition`;
/// pages slide under the theme's motion, or switch without sliding under Reduce Motion.
/// VoiceOver reads "Item 2 of 5" and swipes up or down to change item.
///
/// Right to left: SwiftUI lays the pages out from the right and mirrors their `offset(x:)`, and
/// the arrows are `chevron.backward` / `chevron.forward`, which point the reading way; the drag,
/// which SwiftUI reports in unmirrored screen space, is converted by
/// `CarouselPosition.contentOffset(pageWidth:translation:direction:)` and
/// `settle(translation:velocity:pageWidth:direction:)`, so a drag to the right shows the next
/// page in Arabic and the previous one in English.
///
/// ```swift
/// DSCarousel(items: photos) { photo in
///   Image(photo.name).resizable().scaledToFill()
/// }
/// ```
public struct DSCarousel<Item: Identifiable, Content: View>: View {
  @Environment(\.locale) private var locale
  private let items: [Item]
  private let wraps: Bool
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
  ///   - accessibilityIdentifier: An identifier for UI tests.
  ///   - content: The page for an item.
  public init(
    items: [Item], wraps: Bool = false, accessibilityIdentifier: String? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) {
    self.items = items
    self.wraps = wraps
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
          ForEach(items) { item in
            content(item).frame(width: width)
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
          }
        )
      }
      .clipped()
      .accessibilityElement(children: .contain)
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
      .accessibilityHidden(true)
    }
    .dsMoveCommand { steps in
      withAnimation(animation) {
        if steps > 0 { position.next() } else { position.previous() }
      }
    }
    .accessibilityElement(children: .contain)
    .accessibilityValue(position.accessibilityPhrase.string(for: locale))
    .accessibilityAdjustableAction { direction in
      withAnimation(animation) {
        if direction == .increment { position.next() } else { position.previous() }
      }
    }
    .dsAccessibilityIdentifier(identifier)
  }
}
#endif
