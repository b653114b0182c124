import SwiftUI
import TesseraComponents
import Testing

@testable import TesseraUI

private func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 0.01 }

/// "TesseraUI on a device" 23: a slider's thumb is placed by a leading-aligned `ZStack` and
/// leading padding, both in reading order by definition, so it sits at its value from the
/// leading edge whether or not `offset(x:)` mirrors. The runtime now places a `ZStack`'s layers
/// by its alignment (ZStack's page), so these read the thumbs' frames rather than the
/// direction of their environment.
@MainActor
@Suite("Slider thumbs drawn at their values, in either direction, executed")
struct ThumbPlacementBehaviourTests {
  private func environment(rightToLeft: Bool) -> EnvironmentValues {
    rightToLeft ? arabicEnvironment : EnvironmentValues()
  }

  /// The track (the widest capsule) and the thumbs (the circles), as laid out.
  private func parts<Root: View>(_ host: ViewHost<Root>) throws -> (CGRect, [CGRect]) {
    _ = try host.layout()
    let capsules = host.allNodes.filter { $0.kind == .shape("SwiftUI.Capsule") }
      .compactMap(\.frames.first)
    let track = try #require(capsules.max { $0.width < $1.width })
    let thumbs = host.allNodes.filter { $0.kind == .shape("SwiftUI.Circle") }
      .compactMap(\.frames.first)
    return (track, thumbs)
  }

  @Test("a slider's thumb rests at either end and in the middle, from the leading edge")
  func sliderEnds() throws {
    for rightToLeft in [false, true] {
      var centres: [Double: CGFloat] = [:]
      for value in [0.0, 0.5, 1.0] {
        let host = try ViewHost(
          DSSlider("Volume", value: .constant(value)),
          environment: environment(rightToLeft: rightToLeft))
        let (track, thumbs) = try parts(host)
        let thumb = try #require(thumbs.first)
        #expect(thumbs.count == 1)
        #expect(track.width > 100, "the track spans the screen")
        #expect(close(thumb.midY, track.midY), "the thumb is centred on the track")
        let leadingEdge = rightToLeft ? track.maxX - thumb.maxX : thumb.minX - track.minX
        let trailingEdge = rightToLeft ? thumb.minX - track.minX : track.maxX - thumb.maxX
        switch value {
        case 0: #expect(close(leadingEdge, 0), "\(rightToLeft): at the leading end")
        case 1: #expect(close(trailingEdge, 0), "\(rightToLeft): at the trailing end")
        default: #expect(close(thumb.midX, track.midX), "\(rightToLeft): in the middle")
        }
        centres[value] = thumb.midX
      }
      let (low, high) = (try #require(centres[0]), try #require(centres[1]))
      #expect(rightToLeft ? low > high : low < high, "\(rightToLeft): the value rises trailing")
    }
  }

  @Test("a quarter of the way is a quarter from the leading end, mirrored right to left")
  func sliderQuarter() throws {
    let ltr = try parts(ViewHost(DSSlider("Volume", value: .constant(0.25))))
    let rtl = try parts(
      ViewHost(DSSlider("Volume", value: .constant(0.25)), environment: arabicEnvironment))
    let (track, thumb) = (ltr.0, try #require(ltr.1.first))
    let mirrored = try #require(rtl.1.first)
    #expect(track == rtl.0, "the track is where it was")
    #expect(thumb.midX < track.midX)
    #expect(close(thumb.midX - track.minX, track.maxX - mirrored.midX))
    // The thumb's centre travels from knob/2 to width - knob/2: a quarter of that way.
    let travel = track.width - thumb.width
    #expect(close(thumb.minX - track.minX, travel / 4))
  }

  @Test("a range slider's thumbs sit at their bounds, the lower one leading")
  func rangeSlider() throws {
    for rightToLeft in [false, true] {
      let host = try ViewHost(
        RangeSlider("Price", range: .constant(25...75), in: 0...100),
        environment: environment(rightToLeft: rightToLeft))
      let (track, thumbs) = try parts(host)
      #expect(thumbs.count == 2)
      let sorted = thumbs.sorted { $0.midX < $1.midX }
      let (left, right) = (try #require(sorted.first), try #require(sorted.last))
      // Symmetric bounds: the thumbs are as far from the middle on either side.
      #expect(close(track.midX - left.midX, right.midX - track.midX))
      #expect(left.midX < track.midX && right.midX > track.midX)
      #expect(thumbs.allSatisfy { close($0.midY, track.midY) })
      // The lower thumb is drawn first, at the leading side.
      let lower = try #require(thumbs.first)
      #expect(rightToLeft ? lower == right : lower == left, "\(rightToLeft)")
    }
  }
}
