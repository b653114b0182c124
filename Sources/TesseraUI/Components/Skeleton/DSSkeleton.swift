#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraTokens
import TesseraLocalization

/// A placeholder for content that is loading: text lines, an avatar, a card or a list item, laid
/// out by TesseraComponents from the theme's text size (so it grows with Dynamic Type). A
/// shimmer sweeps across it; under Reduce Motion the placeholder stays still. Hidden from
/// VoiceOver except for one "Loading" element.
///
/// ```swift
/// if model.isLoading { DSSkeleton(.listItem) } else { row }
/// ```
public struct DSSkeleton: View {
  private let kind: SkeletonKind
  var identifier: String?
  @Environment(\.dsTheme) private var theme
  @Environment(\.locale) private var locale

  /// Creates a skeleton.
  /// - Parameters:
  ///   - kind: The shape of the content it stands in for.
  public init(_ kind: SkeletonKind) {
    self.kind = kind
  }

  /// The placeholder.
  public var body: some View {
    let look = theme.appearance(.skeleton)
    // As tall as its shapes at the width it is given: the geometry reader alone would take
    // all the height a stack that does not scroll offers.
    DSSkeletonFrame(theme: theme, kind: kind) {
      GeometryReader { proxy in
        let shapes = theme.skeletonShapes(kind, width: proxy.size.width)
        ZStack(alignment: .topLeading) {
          DSSkeletonShapes(shapes: shapes).fill(look.color(.fill) ?? .clear)
          // Under Reduce Motion there is no period and the placeholder stays still.
          if let period = theme.skeletonShimmerPeriod {
            DSShimmerSweep(
              period: period, width: proxy.size.width, color: look.color(.indicator) ?? .clear
            )
            // A new period or width is a new sweep, started over.
            .id([period, Double(proxy.size.width)])
            .mask(alignment: .topLeading) { DSSkeletonShapes(shapes: shapes) }
          }
        }
      }
    }
    .accessibilityElement(children: .ignore)
    .accessibilityLabel(LocalizationKey.loading.string(for: locale))
    .dsAccessibilityIdentifier(identifier)
  }
}

/// Gives a placeholder the width it is offered (the reference width when none is) and the height
/// of its shapes at that width, and offers its content exactly that size.
private struct DSSkeletonFrame: Layout {
  let theme: ResolvedTheme
  let kind: SkeletonKind

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let offered = proposal.width.map(Double.init) ?? .infinity
    let width = offered.isFinite ? offered : ResolvedTheme.skeletonReferenceWidth
    let height = theme.skeletonShapes(kind, width: width).map(\.frame.maxY).max() ?? 0
    return CGSize(width: width, height: height)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    for subview in subviews {
      subview.place(at: bounds.origin, anchor: .topLeading, proposal: ProposedViewSize(bounds.size))
    }
  }
}

/// A placeholder's shapes as one shape, their frames from its top-leading corner. A shape
/// mirrors right to left (Apple documents `Shape.layoutDirectionBehavior` as `.mirrors` on
/// Tessera's minimum systems), so the lines start at the leading edge in both directions, as
/// the shimmer band does (``DSTrackSegmentShape``); views moved with `offset(x:)` from a leading
/// alignment would rely on `offset(x:)` mirroring too, which Apple's pages do not say.
struct DSSkeletonShapes: Shape {
  let shapes: [SkeletonShape]

  func path(in rect: CGRect) -> Path {
    var path = Path()
    for shape in shapes {
      path.addRoundedRect(
        in: CGRect(
          x: rect.minX + shape.frame.minX, y: rect.minY + shape.frame.minY,
          width: shape.frame.size.width, height: shape.frame.size.height),
        cornerSize: CGSize(width: shape.cornerRadius, height: shape.cornerRadius),
        style: .continuous)
    }
    return path
  }
}

/// The shimmer band sweeping across a placeholder `width` points wide: one linear animation of
/// its phase from 0 to 1 over `period` seconds, repeated for ever (``DSRepeatingPhase``), so
/// the body is not re-run every frame. The band is a shape over the whole placeholder
/// (``DSTrackSegmentShape``), entering at the leading edge in both directions since a shape's
/// path mirrors right to left; its offset is linear in the phase (`TrackSegment.sweeping`), so
/// animating the phase animates the sweep. Views show none under Reduce Motion
/// (`skeletonShimmerPeriod` is nil), which removes it and ends the animation.
struct DSShimmerSweep: View {
  let period: Double
  /// The placeholder's width, kept so a new width starts a new sweep (callers' `id`).
  let width: CGFloat
  let color: Color
  @Environment(\.dsTheme) private var theme

  var body: some View {
    DSRepeatingPhase(animation: .linear(duration: period)) { phase in
      DSTrackSegmentShape(phase: phase, roundedEnds: false) { [theme] length, phase in
        theme.skeletonShimmerBand(width: length, phase: phase)
      }
      .fill(color)
    }
  }
}
#endif
