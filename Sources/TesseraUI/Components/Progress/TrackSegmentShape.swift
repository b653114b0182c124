#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents

/// A segment of a track (a progress bar's fill or moving segment, a skeleton's shimmer band)
/// drawn as a shape: `segment` places it from the track's start for the track's length and the
/// phase, and the path puts it that far from the rectangle's left edge. A shape's path mirrors
/// right to left (Apple documents `Shape.layoutDirectionBehavior` as `.mirrors` when deploying
/// on iOS 17, macOS 14, tvOS 17, watchOS 10 and later, Tessera's minimums), so the segment
/// starts at the leading edge in both directions. Moving a view with `offset(x:)` from a
/// leading alignment would also need `offset(x:)` to mirror, which Apple's pages do not say.
///
/// The phase is the shape's animatable data, so one animation of the phase from 0 to 1
/// (``DSRepeatingPhase``) sweeps the segment without re-running a body every frame; the
/// segment's offset is linear in the phase (`TrackSegment.sweeping`), so the sweep runs at the
/// speed the portable decision gives.
struct DSTrackSegmentShape: Shape {
  /// Where the cycle is, 0...1.
  var phase: Double
  /// Whether the segment's ends are round (a capsule) or square.
  let roundedEnds: Bool
  /// The segment on a track of the given length at the given phase.
  let segment: @Sendable (_ trackLength: Double, _ phase: Double) -> TrackSegment

  var animatableData: Double {
    get { phase }
    set { phase = newValue }
  }

  func path(in rect: CGRect) -> Path {
    let placed = segment(Double(rect.width), phase)
    guard placed.length.isFinite, placed.offset.isFinite, placed.length > 0 else { return Path() }
    let frame = CGRect(
      x: rect.minX + placed.offset, y: rect.minY, width: placed.length, height: rect.height)
    let radius = roundedEnds ? min(frame.width, frame.height) / 2 : 0
    return Path(roundedRect: frame, cornerRadius: radius, style: .continuous)
  }
}
#endif
