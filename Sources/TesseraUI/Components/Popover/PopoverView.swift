#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraLayout
import TesseraLocalization

/// Content in a bubble on the theme's popover surface with an arrow: SwiftUI-Components'
/// `PopoverView(arrowDirection:content:)`. The arrow is kept clear of the rounded corners
/// (`PopoverArrow`). `.dsPopover(isPresented:arrowDirection:content:)` shows content in the
/// system popover where the platform has one (iOS, macOS, visionOS) and in this bubble on tvOS
/// and watchOS, placed beside its anchor where it fits (the tooltip's `TooltipPlacement`), kept
/// inside the window and its arrow turned to the anchor; tapping it, or VoiceOver's Close
/// action, closes it.
///
/// `.left` and `.right` are on screen: an arrow pointing left points left in both layout
/// directions, while the content inside follows the reading direction.
///
/// ```swift
/// Button("Filters") { showsFilters.toggle() }
///   .dsPopover(isPresented: $showsFilters, arrowDirection: .up) { FilterList() }
/// ```
public struct PopoverView<Content: View>: View {
  /// SwiftUI-Components' name for the arrow's side.
  public typealias ArrowDirection = PopoverArrowDirection

  private let arrowDirection: PopoverArrowDirection
  private let arrowCenter: Double?
  var identifier: String?
  private let content: Content
  @State private var size = CGSize.zero
  @Environment(\.dsTheme) private var theme
  @Environment(\.layoutDirection) private var layoutDirection

  /// Creates a popover bubble.
  /// - Parameters:
  ///   - arrowDirection: The side the arrow sticks out of.
  ///   - content: The bubble's content.
  public init(
    arrowDirection: ArrowDirection = .up,
    @ViewBuilder content: () -> Content
  ) {
    self.init(
      arrowDirection: arrowDirection, arrowCenter: nil, identifier: nil,
      content: content())
  }

  init(
    arrowDirection: PopoverArrowDirection, arrowCenter: Double?, identifier: String?,
    content: Content
  ) {
    self.arrowDirection = arrowDirection
    self.arrowCenter = arrowCenter
    self.identifier = identifier
    self.content = content
  }

  /// The bubble.
  public var body: some View {
    let look = theme.appearance(.popover)
    let bubble = LayoutSize(width: size.width, height: size.height)
    let vertical = arrowDirection == .up || arrowDirection == .down
    let arrow = PopoverArrow(
      direction: arrowDirection, bubble: bubble, cornerRadius: look.cornerRadius,
      arrowWidth: look.knobDiameter,
      pointingAt: arrowCenter ?? (vertical ? bubble.width : bubble.height) / 2)
    let shape = PopoverBubble(
      arrow: arrow, cornerRadius: look.cornerRadius, arrowWidth: look.knobDiameter,
      arrowHeight: look.trackThickness)
    content
      .dsLookText(look)
      .padding(look.insets.edgeInsets)
      .onGeometryChange(for: CGSize.self, of: { $0.size }) { size = $0 }
      .padding(edge(arrowDirection), look.trackThickness)
      .background {
        if let fill = look.background {
          DSShadowedShape(shape: shape, fill: fill.color, shadows: look.shadows)
            .environment(\.layoutDirection, .leftToRight)
        }
      }
      .accessibilityElement(children: .contain)
      .dsAccessibilityIdentifier(identifier)
  }

  /// The layout edge the arrow's room is added on: left and right are on screen.
  private func edge(_ direction: PopoverArrowDirection) -> Edge.Set {
    switch direction {
    case .up: return .top
    case .down: return .bottom
    case .left, .right:
      return direction.isOnLeadingEdge(in: layoutDirection.horizontal) == true
        ? .leading : .trailing
    }
  }
}

/// A rounded rectangle with a triangular arrow on one side, in screen coordinates: the bubble
/// fills the rectangle left after the arrow's height.
struct PopoverBubble: Shape {
  let arrow: PopoverArrow
  let cornerRadius: Double
  let arrowWidth: Double
  let arrowHeight: Double

  func path(in rect: CGRect) -> Path {
    var body = rect
    switch arrow.direction {
    case .up:
      body.origin.y += arrowHeight
      body.size.height -= arrowHeight
    case .down: body.size.height -= arrowHeight
    case .left:
      body.origin.x += arrowHeight
      body.size.width -= arrowHeight
    case .right: body.size.width -= arrowHeight
    }
    var path = Path(roundedRect: body, cornerRadius: cornerRadius)
    let half = arrowWidth / 2
    let center = arrow.center
    let points: [CGPoint]
    switch arrow.direction {
    case .up:
      points = [
        CGPoint(x: body.minX + center - half, y: body.minY),
        CGPoint(x: body.minX + center, y: rect.minY),
        CGPoint(x: body.minX + center + half, y: body.minY),
      ]
    case .down:
      points = [
        CGPoint(x: body.minX + center - half, y: body.maxY),
        CGPoint(x: body.minX + center, y: rect.maxY),
        CGPoint(x: body.minX + center + half, y: body.maxY),
      ]
    case .left:
      points = [
        CGPoint(x: body.minX, y: body.minY + center - half),
        CGPoint(x: rect.minX, y: body.minY + center),
        CGPoint(x: body.minX, y: body.minY + center + half),
      ]
    case .right:
      points = [
        CGPoint(x: body.maxX, y: body.minY + center - half),
        CGPoint(x: rect.maxX, y: body.minY + center),
        CGPoint(x: body.maxX, y: body.minY + center + half),
      ]
    }
    path.move(to: points[0])
    path.addLine(to: points[1])
    path.addLine(to: points[2])
    path.closeSubpath()
    return path
  }
}

extension View {
  /// Shows `content` in a popover beside this view while `isPresented`. Tapping outside, or
  /// VoiceOver's Close action, closes it.
  ///
  /// On iOS, macOS and visionOS it is the system popover (`popover(isPresented:...)`),
  /// anchored to this view with its arrow on the side `arrowDirection` asks for, kept a popover
  /// on iPhone too (`presentationCompactAdaptation(.popover)`), its content in the theme's
  /// popover text and insets on the system's popover material. On tvOS and watchOS, which have
  /// no popover, it is a ``PopoverView`` drawn over the nearest `DSThemeProvider`'s content (or
  /// a Tessera sheet's): on the side `arrowDirection` asks for when it fits, else the opposite,
  /// else the roomiest, kept inside, its arrow at the anchor, moving with the anchor as it
  /// scrolls; tapping the bubble closes it. With no provider above, this view draws the bubble
  /// over itself, raised above its siblings, where a scroll view around it can clip it.
  ///
  /// `.left` and `.right` are on screen in both layout directions: `.left` puts the popover
  /// on the anchor's right, its arrow pointing left at it.
  ///
  /// ```swift
  /// Button("Filters") { showsFilters.toggle() }
  ///   .dsPopover(isPresented: $showsFilters) { FilterList() }
  /// ```
  public func dsPopover<PopoverContent: View>(
    isPresented: Binding<Bool>, arrowDirection: PopoverArrowDirection = .up,
    @ViewBuilder content: @escaping () -> PopoverContent
  ) -> some View {
    modifier(
      DSPopoverModifier(
        isPresented: isPresented, arrowDirection: arrowDirection, popoverContent: content))
  }
}

private struct DSPopoverModifier<PopoverContent: View>: ViewModifier {
  @Binding var isPresented: Bool
  let arrowDirection: PopoverArrowDirection
  let popoverContent: () -> PopoverContent
  @Environment(\.layoutDirection) private var layoutDirection
  #if os(iOS) || os(macOS) || os(visionOS)
  func body(content: Content) -> some View {
    content.modifier(
      DSSystemPopover(
        isPresented: $isPresented,
        edge: arrowDirection.placementEdge(in: layoutDirection.horizontal), style: .popover,
        fillsBackground: false, popoverContent: popoverContent))
  }
  #else
  @State private var id = UUID().uuidString

  func body(content: Content) -> some View {
    let binding = $isPresented
    let (id, direction, build) = (id, layoutDirection, popoverContent)
    let edge = arrowDirection.placementEdge(in: direction.horizontal)
    content.modifier(
      DSFloatingAnchor(
        entry: isPresented
          ? { anchor in
            DSFloatingEntry(
              id: id, anchor: anchor, preferredEdge: edge, layoutDirection: direction,
              bubble: .popover(AnyView(build())), dismiss: { binding.wrappedValue = false })
          } : nil))
  }
  #endif
}

#if os(iOS) || os(macOS) || os(visionOS)
/// The system popover (`popover(isPresented:attachmentAnchor:arrowEdge:content:)`), anchored to
/// the bounds of the view it modifies with its arrow on `edge` (in reading order), kept a
/// popover on iPhone (`presentationCompactAdaptation(.popover)`), its content in the text and
/// insets of the theme's `style`, carrying the theme and a tooltip host (not the notices, which
/// stay in the window the bubble does not cover), closed by the binding, a tap outside or
/// escape: `.dsPopover`'s, and a tooltip's where no floating host is above it.
struct DSSystemPopover<PopoverContent: View>: ViewModifier {
  @Binding var isPresented: Bool
  /// The side of the anchor the popover goes on, in reading order.
  let edge: TooltipPlacement.Edge
  /// The look of the content.
  let style: ComponentStyle
  /// Whether the popover is filled with the look's background instead of the system's
  /// popover material (a tooltip's inverted bubble).
  let fillsBackground: Bool
  let popoverContent: () -> PopoverContent
  @Environment(\.dsTheme) private var theme
  private var presenting = DSPresentingEnvironment()

  init(
    isPresented: Binding<Bool>, edge: TooltipPlacement.Edge, style: ComponentStyle,
    fillsBackground: Bool, @ViewBuilder popoverContent: @escaping () -> PopoverContent
  ) {
    _isPresented = isPresented
    self.edge = edge
    self.style = style
    self.fillsBackground = fillsBackground
    self.popoverContent = popoverContent
  }

  func body(content: Content) -> some View {
    content.popover(
      isPresented: $isPresented, attachmentAnchor: .rect(.bounds), arrowEdge: Edge(edge)
    ) {
      let look = theme.appearance(style)
      popoverContent()
        .dsLookText(look)
        .padding(look.insets.edgeInsets)
        .modifier(DSPresentationFill(color: fillsBackground ? look.color(.background) : nil))
        .modifier(presenting.carriedIntoPopover)
        .dsDismissesOnEscape { isPresented = false }
        .presentationCompactAdaptation(.popover)
    }
  }
}
#endif

extension Edge {
  /// The SwiftUI edge of a placement side, both in reading order.
  init(_ edge: TooltipPlacement.Edge) {
    switch edge {
    case .top: self = .top
    case .bottom: self = .bottom
    case .leading: self = .leading
    case .trailing: self = .trailing
    }
  }
}
#endif
