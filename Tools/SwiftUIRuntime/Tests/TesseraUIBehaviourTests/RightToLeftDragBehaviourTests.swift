import SwiftUI
import TesseraComponents
import TesseraGestures
import Testing

@testable import TesseraUI

/// A slider's value, shown verbatim so the locale does not format it.
private struct Volume: View {
  @State var value = 0.5
  var body: some View {
    DSSlider("Volume", value: $value)
    Text(verbatim: "volume \(Int((value * 100).rounded()))")
  }
}

/// A range slider's range, shown verbatim.
private struct Price: View {
  @State var range = 20.0...60.0
  var body: some View {
    RangeSlider("Price", range: $range, in: 0...100)
    Text(verbatim: "price \(Int(range.lowerBound))-\(Int(range.upperBound))")
  }
}

/// A rating, shown verbatim.
private struct Stars: View {
  @State var rating = 3.0
  var body: some View {
    RatingInput(rating: $rating, label: "Rating")
    Text(verbatim: "rating \(Int(rating))")
  }
}

/// "TesseraUI on a device" 23, for controls placed by where a finger is: Apple's pages do not
/// say whether a drag's location and translation are mirrored right to left (DragGesture.Value,
/// LayoutDirection), so each control measures the drag in a left-to-right environment, where
/// SwiftUI flips nothing, and converts the screen position to reading order itself. The
/// runtime delivers drags unmirrored, from the view's left edge: with the drag measured left to
/// right, that is what SwiftUI delivers whichever the answer. Each test checks where the drag
/// is measured (`Drag.layoutDirection`), that the visible parts keep the person's direction,
/// and that a finger moving toward the trailing side (the left, in Arabic) raises the value.
@MainActor
@Suite("Right to left drags measured left to right, executed")
struct RightToLeftDragBehaviourTests {
  private static var arabic: EnvironmentValues { arabicEnvironment }

  private func shown<Root: View>(_ host: ViewHost<Root>, _ prefix: String) -> String? {
    host.texts.last { $0.hasPrefix(prefix) }
  }

  /// The layout directions of the environments the circles (thumbs) are drawn in.
  private func thumbDirections<Root: View>(_ host: ViewHost<Root>) -> [LayoutDirection] {
    host.allNodes.filter { $0.kind == .shape("SwiftUI.Circle") }.map(\.layoutDirection)
  }

  @Test("right to left, a slider dragged toward its trailing side (leftward) rises")
  func slider() throws {
    let host = try ViewHost(Volume(), environment: Self.arabic)
    #expect(thumbDirections(host) == [.rightToLeft])
    let drag = try host.startDrag("Volume")
    #expect(drag.layoutDirection == .leftToRight)
    // The finger goes down at the track's left edge, the upper end in Arabic, and moves left.
    try drag.move(by: CGSize(width: -40, height: 0))
    #expect(shown(host, "volume ") == "volume 100")
    // Rightward, toward the leading (lower) end, most of the way across: it falls.
    try drag.move(by: CGSize(width: 300, height: 0))
    let lowered = try #require(shown(host, "volume ").flatMap { Int($0.dropFirst(7)) })
    #expect(lowered < 50)
    try drag.finish(.ended)
    #expect(thumbDirections(host) == [.rightToLeft])
    // VoiceOver's adjustments are unchanged: an increment raises the value.
    try host.increment("Volume")
    #expect(shown(host, "volume ").flatMap { Int($0.dropFirst(7)) } ?? 0 > lowered)
  }

  @Test("right to left, a range slider's upper thumb follows a leftward drag up")
  func rangeSlider() throws {
    let host = try ViewHost(Price(), environment: Self.arabic)
    #expect(thumbDirections(host) == [.rightToLeft, .rightToLeft])
    // The thumbs are named "Price, " and their name in Arabic; the drag is on the track.
    let thumbs = host.accessibilityElements.filter(\.isAdjustable).compactMap(\.label)
    #expect(thumbs.count == 2)
    let drag = try host.startDrag(try #require(thumbs.last))
    #expect(drag.layoutDirection == .leftToRight)
    // Down at the left edge (the upper end in Arabic): the upper thumb is nearer and goes up.
    try drag.move(by: CGSize(width: -30, height: 0))
    try drag.finish(.ended)
    #expect(shown(host, "price ") == "price 20-100")
    #expect(thumbDirections(host) == [.rightToLeft, .rightToLeft])
  }

  @Test("right to left, a rating dragged toward its trailing side (leftward) rises")
  func rating() throws {
    let host = try ViewHost(Stars(), environment: Self.arabic)
    let drag = try host.startDrag("Rating")
    #expect(drag.layoutDirection == .leftToRight)
    // Down at the row's left edge, the last star in Arabic, moving left: all five stars.
    try drag.move(by: CGSize(width: -20, height: 0))
    #expect(shown(host, "rating ") == "rating 5")
    // Rightward past the row's right edge, the first star in Arabic: it falls.
    try drag.move(by: CGSize(width: 1000, height: 0))
    try drag.finish(.ended)
    let lowered = try #require(shown(host, "rating ").flatMap { Int($0.dropFirst(7)) })
    #expect(lowered < 3)
  }

  @Test("right to left, a drawing canvas measures and inks a stroke left to right")
  func drawingCanvas() throws {
    final class Log { var recognized = 0 }
    let log = Log()
    let host = try ViewHost(
      DSDrawingCanvas(recognizer: .builtIn(), label: "Canvas") { _ in log.recognized += 1 },
      environment: Self.arabic)
    let drag = try host.startDrag("Canvas")
    #expect(drag.layoutDirection == .leftToRight)
    try drag.move(by: CGSize(width: 40, height: 10))
    try drag.move(by: CGSize(width: 80, height: 40))
    // The ink is a path, which mirrors right to left: it is drawn left to right, under the
    // finger's screen locations.
    let ink = host.allNodes.filter {
      if case .shape(let type) = $0.kind { type.contains("Path") } else { false }
    }
    #expect(!ink.isEmpty)
    #expect(ink.allSatisfy { $0.layoutDirection == .leftToRight })
    try drag.finish(.ended)
    #expect(log.recognized == 1)
  }

  @Test(
    "a drawing canvas's ink is laid out over the area the drag measures, so it is under the finger",
    arguments: [LayoutDirection.leftToRight, .rightToLeft])
  func drawingCanvasInkUnderFinger(direction: LayoutDirection) throws {
    let host = try ViewHost(
      DSDrawingCanvas(recognizer: .builtIn(), label: "Canvas") { _ in },
      environment: direction == .rightToLeft ? Self.arabic : EnvironmentValues())
    let drag = try host.startDrag("Canvas")
    try drag.move(by: CGSize(width: 40, height: 10))
    _ = try host.layout(in: CGSize(width: 390, height: 844))
    // The drag's locations are from the top-left of the view the drag is attached to, which
    // takes touches over its whole area; the ink's points are drawn from its path's top-left.
    let touched = try #require(
      host.modifiers(named: "View.contentShape(_:eoFill:)").first?.frames.first)
    let ink = try #require(
      host.allNodes.first {
        if case .shape(let type) = $0.kind { type.contains("Path") } else { false }
      }?.frames.first)
    #expect(ink.origin == touched.origin, "\(host.layoutDescription)")
    #expect(ink.size == touched.size)
    try drag.finish(.cancelled)
  }

  @Test("right to left, a swipe to the left on screen is measured left to right and is .left")
  func swipe() throws {
    final class Log { var swipes: [SwipeDirection] = [] }
    let log = Log()
    let host = try ViewHost(
      Text("Card").onSwipe(directions: [.left, .right]) { log.swipes.append($0) },
      environment: Self.arabic)
    let drag = try host.startDrag("Card")
    #expect(drag.layoutDirection == .leftToRight)
    for step in 1...4 { try drag.move(by: CGSize(width: -50 * Double(step), height: 0)) }
    try drag.finish(.ended)
    #expect(log.swipes == [.left])
  }
}
