#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraLayout
import TesseraLocalization

// Where tooltip bubbles (and popover bubbles where the platform has no native popover) are
// drawn. An anchor reports its bubble up the tree as an anchor preference; the nearest host
// (a DSThemeProvider's content, or a presentation's) resolves the anchor in its own space
// and places the bubble there, over everything it covers. Nothing is written to state when
// the anchor moves: scrolling changes the preference, and the host re-places the bubble in
// the same layout pass, so the bubble moves with its anchor instead of trailing it.
//
// With no host above, nothing placed in the anchor's own overlay can escape it: a later
// sibling covers it and a scroll view around the anchor clips it. So on iOS, macOS and
// visionOS a tooltip with no host presents the system popover instead (DSTooltipModifier), as
// `.dsPopover` always does there. tvOS and watchOS have no popover, and their one presentation,
// the sheet, covers the whole screen, too much for a hint; there an unhosted anchor still draws
// its bubble over itself, raised above its siblings (`zIndex`), which a scroll view can still
// clip: the documented cure is a host (DSThemeProvider, DSApp).
//
// Right to left: the host lays itself out left to right, so the anchor's rectangle and the
// bubble's position are in one coordinate space whether or not a primitive mirrors in
// right-to-left layouts; TooltipPlacement resolves leading and trailing from the anchor's own
// direction, and the bubble's content is laid out in that direction again.

/// One bubble an anchor asks its host to draw.
struct DSFloatingEntry: Identifiable {
  /// What the bubble shows.
  enum Bubble {
    /// A tooltip's hint (``DSTooltip``).
    case tooltip(Text)
    /// A popover's content, drawn in a ``PopoverView``.
    case popover(AnyView)
  }

  /// Stable for the anchor's lifetime.
  let id: String
  /// The anchor's bounds, resolved by the host in its own coordinate space.
  let anchor: Anchor<CGRect>
  /// The side tried first, in reading order.
  let preferredEdge: TooltipPlacement.Edge
  /// The anchor's layout direction: it resolves leading and trailing, and lays out the
  /// bubble's content.
  let layoutDirection: LayoutDirection
  let bubble: Bubble
  /// Sets the anchor's `isPresented` to false.
  let dismiss: @MainActor () -> Void
}

/// The bubbles reported under one host, in view-tree order.
struct DSFloatingEntries: PreferenceKey {
  static var defaultValue: [DSFloatingEntry] { [] }

  static func reduce(value: inout [DSFloatingEntry], nextValue: () -> [DSFloatingEntry]) {
    value.append(contentsOf: nextValue())
  }
}

private struct DSFloatingHostedKey: EnvironmentKey {
  static let defaultValue = false
}

extension EnvironmentValues {
  /// Whether a host above draws the bubbles anchors report (under a ``DSThemeProvider`` or in
  /// a presentation's content); without one a tooltip is a system popover where there is one,
  /// and each anchor hosts its own bubble, unbounded, on tvOS and watchOS.
  var dsFloatingHosted: Bool {
    get { self[DSFloatingHostedKey.self] }
    set { self[DSFloatingHostedKey.self] = newValue }
  }
}

extension View {
  /// Draws the bubbles that anchors under this view report, over this view and kept inside
  /// it, and keeps them from reaching an outer host.
  func dsFloatingHost() -> some View {
    environment(\.dsFloatingHosted, true)
      .overlayPreferenceValue(DSFloatingEntries.self, alignment: .topLeading) { entries in
        DSFloatingHost(entries: entries, bounded: true)
      }
      .transformPreference(DSFloatingEntries.self) { $0 = [] }
  }
}

/// Reports this view's bubble, when `entry` is non-nil, to the nearest host; without a host
/// (on tvOS and watchOS: elsewhere an unhosted tooltip is a system popover), draws it over this
/// view, on its preferred side, with nothing to keep it inside, and raises this view above its
/// siblings while it shows one. A scroll view around it still clips it.
struct DSFloatingAnchor: ViewModifier {
  let entry: ((Anchor<CGRect>) -> DSFloatingEntry)?
  @Environment(\.dsFloatingHosted) private var hosted

  func body(content: Content) -> some View {
    let entry = entry
    // Always the same modifier, so showing the bubble keeps the anchor's identity.
    let reported = content.anchorPreference(key: DSFloatingEntries.self, value: .bounds) {
      anchor in entry.map { [$0(anchor)] } ?? []
    }
    if hosted {
      reported
    } else {
      reported
        .overlayPreferenceValue(DSFloatingEntries.self, alignment: .topLeading) { entries in
          DSFloatingHost(entries: entries, bounded: false)
        }
        .transformPreference(DSFloatingEntries.self) { $0 = [] }
        .zIndex(entry == nil ? 0 : 1)
    }
  }
}

/// Places each reported bubble with ``TooltipPlacement`` in the host's own space.
struct DSFloatingHost: View {
  let entries: [DSFloatingEntry]
  /// Whether bubbles stay inside the host (false: an anchor hosting its own bubble).
  let bounded: Bool
  @Environment(\.dsTheme) private var theme
  @Environment(\.locale) private var locale
  /// Each bubble's size without its arrow, written when the bubble's content changes size,
  /// never when it moves.
  @State private var sizes: [String: CGSize] = [:]

  var body: some View {
    let popover = theme.appearance(.popover)
    let motion = theme.appearance(.tooltip).motion
    GeometryReader { proxy in
      ZStack(alignment: .topLeading) {
        ForEach(entries) { entry in
          bubble(for: entry, in: proxy, popover: popover)
        }
      }
      .frame(width: proxy.size.width, height: proxy.size.height, alignment: .topLeading)
    }
    // The anchors' rectangles and the bubbles' positions share this left-to-right space.
    .environment(\.layoutDirection, .leftToRight)
    .animation(motion.flatMap { Animation.tessera($0) }, value: entries.map(\.id))
    .onChange(of: entries.map(\.id)) { _, shown in
      sizes = sizes.filter { shown.contains($0.key) }
    }
  }

  /// How far a 44 pt tap area reaches past each end of a bubble's side `length` points long.
  static func overhang(of length: CGFloat) -> CGFloat {
    max(0, (ComponentAudit.minimumTouchTarget - length) / 2)
  }

  private func bubble(
    for entry: DSFloatingEntry, in proxy: GeometryProxy, popover: ComponentAppearance
  ) -> some View {
    let anchor = proxy[entry.anchor]
    let measured = sizes[entry.id]
    let isPopover: Bool
    if case .popover = entry.bubble { isPopover = true } else { isPopover = false }
    let arrowLength = isPopover ? popover.trackThickness : 0
    let direction = entry.layoutDirection.horizontal
    let container =
      bounded ? LayoutRect(x: 0, y: 0, width: proxy.size.width, height: proxy.size.height) : nil
    let placement = theme.tooltipPlacement(
      anchor: LayoutRect(anchor),
      tooltip: LayoutSize(
        width: Double(measured?.width ?? 0), height: Double(measured?.height ?? 0)),
      container: container,
      preferredEdge: entry.preferredEdge, layoutDirection: direction, arrowLength: arrowLength)
    let arrow = PopoverArrowDirection(placedOn: placement.edge, in: direction)
    // The bubble as drawn, its arrow included.
    let arrowIsVertical = arrow == .up || arrow == .down
    let drawn = CGSize(
      width: (measured?.width ?? 0) + (arrowIsVertical ? 0 : arrowLength),
      height: (measured?.height ?? 0) + (arrowIsVertical ? arrowLength : 0))
    // Bounded, a bubble wider than the host less its margins wraps to that width.
    return DSFloatingPlacement(
      x: placement.frame.minX, y: placement.frame.minY,
      maximumWidth: theme.tooltipMaximumWidth(in: container)
    ) {
      Group {
        switch entry.bubble {
        case .tooltip(let text):
          DSTooltip(text: text)
            .environment(\.layoutDirection, entry.layoutDirection)
            .accessibilityHidden(true)
        case .popover(let content):
          PopoverView(
            arrowDirection: arrow, arrowCenter: placement.arrowOffset, identifier: nil,
            content: content.environment(\.layoutDirection, entry.layoutDirection)
          )
          .accessibilityAddTraits(.isModal)
          .accessibilityAction(named: LocalizationKey.close.string(for: locale)) {
            entry.dismiss()
          }
          .accessibilityAction(.escape) { entry.dismiss() }
        }
      }
      .onGeometryChange(for: CGSize.self, of: { $0.size }) { size in
        // The arrow sticks out on the side it is drawn on; the size kept is without it.
        let vertical = arrow == .up || arrow == .down
        sizes[entry.id] = CGSize(
          width: size.width - (vertical ? 0 : arrowLength),
          height: size.height - (vertical ? arrowLength : 0))
      }
      // A tap on the bubble dismisses it: the tap area reaches 44 × 44 pt around a one-line
      // bubble without moving it (the frame's overhang is given back as negative padding).
      .frame(
        minWidth: ComponentAudit.minimumTouchTarget, minHeight: ComponentAudit.minimumTouchTarget
      )
      .contentShape(Rectangle())
      .padding(.vertical, -Self.overhang(of: drawn.height))
      .padding(.horizontal, -Self.overhang(of: drawn.width))
      .onTapGesture { entry.dismiss() }
    }
    .opacity(measured == nil ? 0 : 1)
    .transition(.opacity)
  }
}

/// Puts its content's top-left corner at (`x`, `y`) in its own bounds, which fill what its
/// container offers: a placement by layout, in the host's left-to-right space. The content is
/// laid out at its ideal size, or, when that is wider than `maximumWidth`, at that width and
/// the height it needs there (its text wrapped).
struct DSFloatingPlacement: Layout {
  let x: Double
  let y: Double
  let maximumWidth: Double?

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    for subview in subviews {
      var offered = ProposedViewSize.unspecified
      if let maximumWidth, subview.sizeThatFits(.unspecified).width > maximumWidth {
        offered = ProposedViewSize(width: maximumWidth, height: nil)
      }
      subview.place(
        at: CGPoint(x: bounds.minX + x, y: bounds.minY + y), anchor: .topLeading,
        proposal: offered)
    }
  }
}
#endif
