#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraLayout
import TesseraLocalization

/// Content in a bubble on the theme's popover surface with an arrow: SwiftUI-Components'
/// `PopoverView(arrowDirection:content:)`. The arrow is kept clear of the rounded corners
/// (`PopoverArrow`). Shown with `.dsPopover(isPresented:arrowDirection:content:)`, the bubble is
/// placed beside its anchor where it fits (the tooltip's `TooltipPlacement`), kept inside the
/// window and its arrow turned to the anchor; tapping it, or VoiceOver's Close action, closes it.
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
  private let identifier: String?
  private let content: Content
  @State private var size = CGSize.zero
  @Environment(\.dsTheme) private var theme
  @Environment(\.layoutDirection) private var layoutDirection

  /// Creates a popover bubble.
  /// - Parameters:
  ///   - arrowDirection: The side the arrow sticks out of.
  ///   - accessibilityIdentifier: An identifier for UI tests.
  ///   - content: The bubble's content.
  public init(
    arrowDirection: ArrowDirection = .up, accessibilityIdentifier: String? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.init(
      arrowDirection: arrowDirection, arrowCenter: nil, identifier: accessibilityIdentifier,
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
  /// Shows `content` in a ``PopoverView`` beside this view while `isPresented`: on the side
  /// `arrowDirection` asks for when it fits, else the opposite, else the roomiest, kept inside
  /// the window, its arrow at the anchor. Tapping the bubble closes it.
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
  @Environment(\.dsTheme) private var theme
  @Environment(\.dsTooltipBounds) private var bounds
  @Environment(\.layoutDirection) private var layoutDirection
  @Environment(\.locale) private var locale
  @State private var anchor = CGRect.zero
  @State private var bubble = CGSize.zero

  func body(content: Content) -> some View {
    let look = theme.appearance(.popover)
    let placement = theme.tooltipPlacement(
      anchor: LayoutRect(anchor), tooltip: LayoutSize(width: bubble.width, height: bubble.height),
      container: bounds.map { LayoutRect($0) }, preferredEdge: arrowDirection.placementEdge)
    let direction = PopoverArrowDirection(placedOn: placement.edge)
    content
      .onGeometryChange(for: CGRect.self, of: { $0.frame(in: .global) }) { anchor = $0 }
      .overlay(alignment: .topLeading) {
        if isPresented {
          PopoverView(
            arrowDirection: direction, arrowCenter: placement.arrowOffset, identifier: nil,
            content: popoverContent().environment(\.layoutDirection, layoutDirection)
          )
          .fixedSize()
          .onGeometryChange(for: CGSize.self, of: { $0.size }) { bubble = $0 }
          .offset(x: placement.frame.minX - anchor.minX, y: placement.frame.minY - anchor.minY)
          .onTapGesture { isPresented = false }
          .accessibilityAddTraits(.isModal)
          .accessibilityAction(named: LocalizationKey.close.string(for: locale)) {
            isPresented = false
          }
          .transition(.opacity)
        }
      }
      // Placement is in screen coordinates, so the overlay is laid out left to right.
      .environment(\.layoutDirection, .leftToRight)
      .animation(look.motion.flatMap { Animation.tessera($0) }, value: isPresented)
  }
}
#endif
