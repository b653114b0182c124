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
  private let identifier: String?
  @Environment(\.dsTheme) private var theme
  @Environment(\.locale) private var locale
  @State private var start = Date()

  /// Creates a skeleton.
  /// - Parameters:
  ///   - kind: The shape of the content it stands in for.
  ///   - accessibilityIdentifier: An identifier for UI tests.
  public init(_ kind: SkeletonKind, accessibilityIdentifier: String? = nil) {
    self.kind = kind
    self.identifier = accessibilityIdentifier
  }

  /// The placeholder.
  public var body: some View {
    let look = theme.appearance(.skeleton)
    GeometryReader { proxy in
      let shapes = theme.skeletonShapes(kind, width: proxy.size.width)
      TimelineView(.animation(paused: theme.skeletonShimmerPhase(elapsed: 0) == nil)) { context in
        let phase = theme.skeletonShimmerPhase(elapsed: context.date.timeIntervalSince(start))
        ZStack(alignment: .topLeading) {
          ForEach(shapes.indices, id: \.self) { index in
            let shape = shapes[index]
            RoundedRectangle(cornerRadius: shape.cornerRadius, style: .continuous)
              .fill(look.color(.fill) ?? .clear)
              .frame(width: shape.frame.size.width, height: shape.frame.size.height)
              .offset(x: shape.frame.minX, y: shape.frame.minY)
          }
          if let phase {
            Rectangle()
              .fill(look.color(.indicator) ?? .clear)
              .frame(width: band(width: proxy.size.width, phase: phase).length)
              .offset(x: band(width: proxy.size.width, phase: phase).offset)
              .mask(alignment: .topLeading) {
                ZStack(alignment: .topLeading) {
                  ForEach(shapes.indices, id: \.self) { index in
                    let shape = shapes[index]
                    RoundedRectangle(cornerRadius: shape.cornerRadius, style: .continuous)
                      .frame(width: shape.frame.size.width, height: shape.frame.size.height)
                      .offset(x: shape.frame.minX, y: shape.frame.minY)
                  }
                }
              }
          }
        }
      }
      .frame(height: shapes.map(\.frame.maxY).max() ?? 0, alignment: .topLeading)
    }
    .frame(
      minHeight: theme.skeletonShapes(kind, width: ResolvedTheme.skeletonReferenceWidth).map(
        \.frame.maxY
      ).max() ?? 0
    )
    .accessibilityElement(children: .ignore)
    .accessibilityLabel(LocalizationKey.loading.string(for: locale))
    .dsAccessibilityIdentifier(identifier)
  }

  /// The shimmer band across a skeleton `width` points wide, as the theme places it.
  private func band(width: CGFloat, phase: Double) -> TrackSegment {
    theme.skeletonShimmerBand(width: width, phase: phase)
  }
}
#endif
