import TesseraLayout
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

/// The layouts behind DesignSystemPro's skeleton names. The default theme at the Large size:
/// body 17 pt, so a skeleton line is 13.6 pt tall; spacing 4/8/12/16/24/32; small radius 8.
/// Every expected value was worked out by hand from those.
@Suite("Skeleton layouts: table, profile, card and circle")
struct SkeletonLayoutTests {
  let theme = PresetThemes.default.resolved(for: .light)

  @Test("a table skeleton: a header of shorter cells over rows of cells, columns 8 pt apart")
  func tableSkeleton() {
    let shapes = theme.skeletonShapes(.table(rows: 2, columns: 3), width: 320)
    #expect(shapes.count == 9)
    // Cell width (320 - 2 * 8) / 3 = 101.333; header cells are 60% of it.
    #expect(close(shapes[0].frame.size.width, 60.8))
    #expect(close(shapes[0].frame.size.height, 13.6))
    // Row 2, column 2: x = 2 * (101.333 + 8) = 218.667, y = 2 * (13.6 + 12) = 51.2.
    #expect(close(shapes[8].frame.minX, 218 + 2.0 / 3))
    #expect(close(shapes[8].frame.minY, 51.2))
    #expect(close(shapes[8].frame.size.width, 101 + 1.0 / 3))
    #expect(close(shapes[8].cornerRadius, 6.8))
  }

  @Test("a profile skeleton: an 80 pt centered avatar, name, handle and three lines")
  func profileSkeleton() {
    let shapes = theme.skeletonShapes(.profile, width: 320)
    #expect(shapes.count == 6)
    #expect(shapes[0].frame == LayoutRect(x: 120, y: 0, width: 80, height: 80))
    #expect(shapes[0].cornerRadius == 40)
    // Name at 80 + 12 = 92, half the width, centered; handle at 92 + 13.6 + 8 = 113.6.
    #expect(close(shapes[1].frame.minY, 92) && close(shapes[1].frame.minX, 80))
    #expect(close(shapes[1].frame.size.width, 160))
    #expect(close(shapes[2].frame.minY, 113.6) && close(shapes[2].frame.minX, 104))
    // The bio starts 16 pt under the handle: 113.6 + 13.6 + 16 = 143.2; its last line is 60%.
    #expect(close(shapes[3].frame.minY, 143.2))
    #expect(close(shapes[5].frame.size.width, 192))
  }

  @Test("card skeletons with and without an image; the plain card is image and two lines")
  func cardSkeleton() {
    let plain = theme.skeletonShapes(.cardContent(hasImage: false, lines: 1), width: 300)
    #expect(plain.count == 2)
    #expect(close(plain[0].frame.minY, 0) && close(plain[0].frame.size.width, 210))
    // One body line 13.6 + 2 * 8 under the title's top, full width (a single line is not cut).
    #expect(close(plain[1].frame.minY, 29.6) && close(plain[1].frame.size.width, 300))
    #expect(
      theme.skeletonShapes(.card, width: 300)
        == theme.skeletonShapes(.cardContent(hasImage: true, lines: 2), width: 300))
  }

  @Test("a sized avatar skeleton is one circle; a bad diameter draws nothing")
  func circleSkeleton() {
    let circle = theme.skeletonShapes(.circle(diameter: 64), width: 320)
    #expect(
      circle == [
        SkeletonShape(frame: LayoutRect(x: 0, y: 0, width: 64, height: 64), cornerRadius: 32)
      ])
    #expect(theme.skeletonShapes(.circle(diameter: -5), width: 320)[0].frame.size.width == 0)
    #expect(theme.skeletonShapes(.circle(diameter: .nan), width: 320)[0].frame.size.width == 0)
  }
}
