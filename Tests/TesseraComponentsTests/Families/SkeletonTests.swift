import TesseraTokens
import Testing

@testable import TesseraComponents

@Suite("Skeleton")
struct SkeletonTests {
  @Test("skeleton shapes fit the width and grow with Dynamic Type")
  func skeletonShapes() {
    let theme = PresetThemes.default.resolved(for: .light)
    let large = PresetThemes.default.resolved(for: .light, contentSize: .accessibility3)
    for kind in [SkeletonKind.text(lines: 3), .avatar, .card, .listItem] {
      let shapes = theme.skeletonShapes(kind, width: 300)
      #expect(!shapes.isEmpty)
      #expect(shapes.allSatisfy { $0.frame.maxX <= 300 && $0.frame.minX >= 0 })
    }
    let text = theme.skeletonShapes(.text(lines: 3), width: 300)
    #expect(text.count == 3)
    #expect(text[2].frame.size.width < text[0].frame.size.width)
    let bigText = large.skeletonShapes(.text(lines: 3), width: 300)
    #expect(bigText[0].frame.size.height > text[0].frame.size.height)
    #expect(theme.skeletonShapes(.text(lines: 10_000), width: 300).count == 50)
    #expect(theme.skeletonShapes(.text(lines: 2), width: .nan)[0].frame.size.width == 0)
  }

  @Test("the shimmer moves, wraps around, and stops under Reduce Motion")
  func shimmer() {
    let theme = PresetThemes.default.resolved(for: .light)
    let start = theme.skeletonShimmerPhase(elapsed: 0)
    let later = theme.skeletonShimmerPhase(elapsed: 0.2)
    #expect(start == 0)
    #expect((later ?? 0) > 0 && (later ?? 1) < 1)
    #expect(theme.skeletonShimmerPhase(elapsed: 1e9).map { $0 >= 0 && $0 < 1 } == true)
    let reduced = PresetThemes.default.resolved(for: .light, reduceMotion: true)
    #expect(reduced.skeletonShimmerPhase(elapsed: 0.2) == nil)
  }

  @Test(
    "one shimmer sweep lasts three slow motions, the phase's period, and none under Reduce Motion")
  func shimmerPeriod() throws {
    let theme = PresetThemes.default.resolved(for: .light)
    let period = try #require(theme.skeletonShimmerPeriod)
    #expect(period == theme.motion(.slow).duration * 3)
    #expect(theme.skeletonShimmerPhase(elapsed: period / 2) == 0.5)
    #expect(theme.skeletonShimmerPhase(elapsed: period) == 0)
    let reduced = PresetThemes.default.resolved(for: .light, reduceMotion: true)
    #expect(reduced.skeletonShimmerPeriod == nil)
  }

  @Test("the shimmer band is a quarter of the skeleton, entering at 0 and gone at 1")
  func shimmerBand() {
    let theme = PresetThemes.default.resolved(for: .light)
    let first = theme.skeletonShimmerBand(width: 320, phase: 0)
    #expect(first.length == 80)
    #expect(first.offset + first.length == 0)
    let last = theme.skeletonShimmerBand(width: 320, phase: 1)
    #expect(last.offset == 320)
    #expect(theme.skeletonShimmerBand(width: 640, phase: 0.5).length == 160)
    // Phases outside 0...1 and NaN stay on the track's range.
    #expect(theme.skeletonShimmerBand(width: 320, phase: 7) == last)
    #expect(theme.skeletonShimmerBand(width: 320, phase: .nan).offset == 0)
  }
}
