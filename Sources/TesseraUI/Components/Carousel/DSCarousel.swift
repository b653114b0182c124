#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraGestures
import TesseraLocalization

/// Horizontally paged content: swipe (or use the arrow buttons) to move between items, with a
/// page indicator below. The pages sit in a horizontal `ScrollView` with
/// `scrollTargetBehavior(.paging)`, so the system's own paging physics settle a swipe, a
/// vertical scroll that starts on a page scrolls the screen, and a carousel inside a vertical
/// `ScrollView` is as tall as its pages. `scrollPosition(id:)` reports the page a swipe settles
/// on (`CarouselPosition.scrolled(toPage:)`) and scrolls to the page the arrows, keys and
/// VoiceOver choose; wrapping (`wraps`) applies to those, a swipe stops at the ends. Pages
/// slide under the theme's motion, or switch without sliding under Reduce Motion.
/// VoiceOver reads only the page on screen; the page control below it is adjustable ("Page,
/// Item 2 of 5", swipe up or down to change item), and its arrows remain buttons that Voice
/// Control can name ("Tap Next"). Arrow keys, Home and End page it on a keyboard
/// (`KeyAdjustment`). When `items` changes, the item on screen stays on screen wherever it moved,
/// or the page at its place or the new last page shows when it is gone
/// (`CarouselPosition.following(ids:from:)`).
///
/// Right to left: the scroll view lays the pages out from the right and pages toward the left,
/// and the arrows are `chevron.backward` / `chevron.forward`, which point the reading way.
///
/// Without a `height` the carousel is as tall as its tallest page (inside a vertical
/// `ScrollView` too); with one, that height grows with Dynamic Type as body text does
/// (`ResolvedTheme.scaledMetric(_:relativeTo:)`, Tessera's `@ScaledMetric`, so a
/// `.dynamicTypeSize(_:)` above it applies too), so pages that hold text keep room for it at
/// the largest sizes.
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
  var identifier: String?
  private let content: (Item) -> Content
  @State private var position: CarouselPosition
  /// The id of the page the scroll view shows, as `scrollPosition(id:)` reads and sets it.
  @State private var scrolledID: Item.ID?
  @Environment(\.dsTheme) private var theme

  /// Creates a carousel.
  /// - Parameters:
  ///   - items: The items, one per page.
  ///   - wraps: Whether moving past the last item returns to the first.
  ///   - height: The pages' height at the default text size, scaled with Dynamic Type relative
  ///     to `.body`; nil (the default) takes the height the carousel is offered.
  ///   - content: The page for an item.
  public init(
    items: [Item], wraps: Bool = false, height: CGFloat? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) {
    self.items = items
    self.wraps = wraps
    self.height = height
    self.content = content
    self._position = State(initialValue: CarouselPosition(count: items.count, wraps: wraps))
  }

  /// The carousel.
  public var body: some View {
    let look = theme.appearance(.carousel)
    // A page change scrolls, which is movement: under Reduce Motion (the theme's motion does
    // not move) the page switches at once instead of sliding, or sweeping across every page
    // when a wrapping carousel goes from the last to the first.
    let animation = look.motion.flatMap(Animation.tesseraMovement)
    VStack(spacing: theme.gaps.regular) {
      ScrollView(.horizontal, showsIndicators: false) {
        HStack(spacing: 0) {
          ForEach(Array(items.enumerated()), id: \.element.id) { index, item in
            content(item)
              // Each page is as wide as the scroll view, so `.paging` settles on pages.
              .containerRelativeFrame(.horizontal)
              // Off-screen pages are hidden from VoiceOver, which would read them otherwise.
              .accessibilityHidden(!position.isOnScreen(index))
          }
        }
        .scrollTargetLayout()
      }
      .scrollTargetBehavior(.paging)
      .scrollPosition(id: $scrolledID)
      .frame(height: height.map { CGFloat(theme.scaledMetric(Double($0), relativeTo: .body)) })
      .accessibilityElement(children: .contain)
      // The page control is the adjustable element VoiceOver swipes up and down on, as
      // UIPageControl is; the arrows stay buttons of their own, so Voice Control users can say
      // "Tap Next".
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
          currentPage: .constant(position.index)
        )
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(LocalizationKey.pageLabel.string(for: locale))
        .accessibilityValue(position.accessibilityPhrase.string(for: locale))
        .accessibilityAdjustableAction { direction in
          withAnimation(animation) {
            if direction == .increment { position.next() } else { position.previous() }
          }
        }
        DSIconButton(
          "chevron.forward", accessibilityLabel: LocalizationKey.next.string(for: locale),
          role: .quaternary
        ) {
          withAnimation(animation) { position.next() }
        }
        .disabled(!position.canGoForward)
      }
      .accessibilityElement(children: .contain)
    }
    .dsAdjustableKeys(axis: .horizontal, focus: .container) { outcome in
      withAnimation(animation) { position.move(by: outcome) }
    }
    // A swipe the scroll view settled moves the position; the arrows, keys and VoiceOver move
    // the position, and the scroll view follows it.
    .onChange(of: scrolledID) { _, id in
      position = position.scrolled(toPage: id.flatMap { id in items.firstIndex { $0.id == id } })
    }
    .onChange(of: position.index, initial: true) { _, index in
      let id = items.indices.contains(index) ? items[index].id : nil
      if scrolledID != id { withAnimation(animation) { scrolledID = id } }
    }
    // The position is seeded once from the items; it follows the item on screen when they
    // change (by its id, as the scroll view does), and the scroll view follows the position,
    // also when the page's index stays but its item is gone.
    .onChange(of: items.map(\.id)) { old, new in
      position = position.following(ids: new, from: old)
      let id = new.indices.contains(position.index) ? new[position.index] : nil
      if scrolledID != id { scrolledID = id }
    }
    .onChange(of: wraps) { _, wraps in
      position = position.following(count: items.count, wraps: wraps)
    }
    .accessibilityElement(children: .contain)
    .dsAccessibilityIdentifier(identifier)
  }
}
#endif
