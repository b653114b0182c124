#if canImport(SwiftUI)
import SwiftUI
import TesseraLayout

/// A SwiftUI layout that flows its subviews into lines like words in a paragraph, placing them
/// where `TesseraLayout.FlowLayout` says: the arithmetic is portable and tested on Linux, this
/// type only measures the subviews and places them.
///
/// Each subview is offered the full line width, so a chip whose text is wider than the line at
/// a large Dynamic Type size wraps its text instead of overflowing.
///
/// ```swift
/// DSFlowLayout(FlowLayout(spacing: 8)) {
///   ForEach(tags, id: \.self) { DSTag($0) }
/// }
/// ```
/// - Complexity: O(n) in the number of subviews per layout pass.
public struct DSFlowLayout: Layout {
  /// The portable flow rules: spacing, line spacing, alignment, direction and line limit.
  public var flow: FlowLayout

  /// Creates a flow layout.
  public init(_ flow: FlowLayout = FlowLayout()) {
    self.flow = flow
  }

  /// The size of the flowed subviews for the proposed width.
  public func sizeThatFits(
    proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) -> CGSize {
    let result = arrangement(width: proposal.width, subviews: subviews)
    return CGSize(width: result.size.width, height: result.size.height)
  }

  /// Places each subview at its flowed position; subviews beyond the line limit get no space.
  ///
  /// A layout cannot hide a view: with `maximumLines`, SwiftUI still draws the subviews past
  /// the limit (at the origin, offered no space) and VoiceOver still reads them. Pass only the
  /// items that fit, or hide the rest yourself.
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    let result = arrangement(width: bounds.width, subviews: subviews)
    for index in subviews.indices {
      guard index < result.frames.count else {
        subviews[index].place(at: bounds.origin, anchor: .topLeading, proposal: .zero)
        continue
      }
      let frame = result.frames[index]
      subviews[index].place(
        at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY),
        anchor: .topLeading,
        proposal: ProposedViewSize(width: frame.size.width, height: frame.size.height))
    }
  }

  private func arrangement(width: CGFloat?, subviews: Subviews) -> FlowLayoutResult {
    let maxWidth = width.map(Double.init) ?? .infinity
    let offer = ProposedViewSize(width: maxWidth.isFinite ? width : nil, height: nil)
    let sizes = subviews.map { subview in
      let size = subview.sizeThatFits(offer)
      return LayoutSize(width: size.width, height: size.height)
    }
    return flow.arrange(sizes: sizes, maxWidth: maxWidth)
  }
}
#endif
