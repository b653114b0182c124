import Foundation
import SwiftUI
import TesseraComponents
import Testing

@testable import TesseraUI

/// `MarqueeText` executing ("TesseraUI on a device" items 20 and 23): it learns its text's and
/// its container's widths from `onGeometryChange`, which reports what the layout gave each
/// view, and scrolls only when the text is wider. It moves by one repeating animation; the
/// runtime does not animate (state lands at the animation's end, README), so each test reads
/// where the layout put the two copies of the line at the end of a cycle, which looks as its
/// start does, and the animation it asked for.
@MainActor
@Suite("MarqueeText, executed")
struct MarqueeBehaviourTests {
  static let long = "Now playing: a very long song title that does not fit"
  static let speed = 40.0

  /// A marquee of `text` in a frame `width` points wide, laid out on the iPhone.
  private func marquee(
    _ text: LocalizedStringKey, width: CGFloat = 200, startsPaused: Bool = false,
    environment: EnvironmentValues = EnvironmentValues()
  ) throws -> ViewHost<some View> {
    let host = try ViewHost(
      MarqueeText(text, speed: Self.speed, startsPaused: startsPaused).frame(width: width),
      environment: environment)
    _ = try host.layout(in: CGSize(width: 390, height: 844))
    return host
  }

  /// The visible box: the frame the overlay holding the moving line was laid out at.
  private func box(_ host: ViewHost<some View>) throws -> CGRect {
    try #require(
      host.modifiers(named: "View.overlay(alignment:content:)").first {
        $0.subtree.contains { if case .text = $0.kind { true } else { false } }
      }?.frames.first)
  }

  /// The frames of the line drawn in the overlay (one still line, or the two copies that
  /// scroll), in tree order.
  private func lines(_ host: ViewHost<some View>, _ text: String) -> [CGRect] {
    host.allNodes.filter { $0.kind == .text(text) && $0.path.contains("overlay") }
      .compactMap(\.frames.first)
  }

  /// The repeating animations asked for since `start` in this test (the log is the process's;
  /// a synchronous test on the main actor is not interleaved with another).
  private func repeating(since start: Int) -> [String] {
    animationLog[start...].filter { $0.contains("repeatForever") }
  }

  /// The duration a logged `linear(duration:)` animation gives.
  private func duration(_ animation: String) -> Double? {
    guard let range = animation.range(of: "linear(duration: ") else { return nil }
    return Double(animation[range.upperBound...].prefix { $0 != ")" })
  }

  @Test("text wider than its box scrolls toward the leading edge, one copy and a gap a cycle")
  func scrolls() throws {
    let start = animationLog.count
    let host = try marquee(LocalizedStringKey(Self.long))
    let box = try box(host)
    #expect(box.width == 200)
    let copies = lines(host, Self.long)
    try #require(copies.count == 2, "\(host.layoutDescription)")
    let (first, second) = (copies[0], copies[1])
    // The laid-out text is wider than the box: that is why it moves.
    #expect(first.width > box.width && second.width == first.width)
    // A cycle moves the line by one copy and the gap after it: the second copy, a gap behind
    // the first, ends where the first began, at the box's leading (left) edge.
    let cycle = second.minX - first.minX
    #expect(cycle > first.width)
    #expect(abs(second.minX - box.minX) < 0.5)
    #expect(abs(first.minX - (box.minX - cycle)) < 0.5)
    // One linear animation over that distance at the marquee's speed, after a pause, repeated
    // for ever without reversing.
    let animations = repeating(since: start)
    try #require(animations.count == 1, "\(animations)")
    #expect(animations[0].contains("delay("))
    #expect(animations[0].hasSuffix("repeatForever(autoreverses: false)"))
    let seconds = try #require(duration(animations[0]))
    #expect(abs(seconds - Double(cycle) / Self.speed) < 0.01)
    // VoiceOver reads the whole text once, whatever is drawn.
    #expect(host.accessibilityElements.map(\.label) == [Self.long])
  }

  @Test("text that fits stands still at the leading edge, and VoiceOver reads it once")
  func fits() throws {
    let start = animationLog.count
    let host = try marquee("Short title")
    let box = try box(host)
    let still = lines(host, "Short title")
    try #require(still.count == 1, "\(host.layoutDescription)")
    #expect(still[0].width < box.width)
    #expect(abs(still[0].minX - box.minX) < 0.5)
    #expect(repeating(since: start).isEmpty)
    #expect(host.accessibilityElements.map(\.label) == ["Short title"])
  }

  @Test("a tap pauses it, the line resting at its start; another plays it again (WCAG 2.2.2)")
  func pauses() throws {
    let host = try marquee(LocalizedStringKey(Self.long))
    let box = try box(host)
    #expect(lines(host, Self.long).count == 2)
    let start = animationLog.count
    try host.tap(at: CGPoint(x: box.midX, y: box.midY))
    _ = try host.layout()
    let rest = lines(host, Self.long)
    try #require(rest.count == 1, "\(host.layoutDescription)")
    #expect(abs(rest[0].minX - box.minX) < 0.5)
    #expect(repeating(since: start).isEmpty)
    try host.tap(at: CGPoint(x: box.midX, y: box.midY))
    _ = try host.layout()
    #expect(lines(host, Self.long).count == 2)
    #expect(repeating(since: start).count == 1)
    #expect(host.accessibilityElements.map(\.label) == [Self.long])
  }

  @Test("started paused, it stands still until the person taps it")
  func startsPaused() throws {
    let host = try marquee(LocalizedStringKey(Self.long), startsPaused: true)
    #expect(lines(host, Self.long).count == 1)
    let box = try box(host)
    try host.tap(at: CGPoint(x: box.midX, y: box.midY))
    _ = try host.layout()
    #expect(lines(host, Self.long).count == 2)
  }

  @Test("under Reduce Motion it stands still, and VoiceOver reads the whole text")
  func reduceMotion() throws {
    var environment = EnvironmentValues()
    environment.setSystemValue("accessibilityReduceMotion", true)
    let start = animationLog.count
    let host = try marquee(LocalizedStringKey(Self.long), environment: environment)
    let box = try box(host)
    let still = lines(host, Self.long)
    try #require(still.count == 1, "\(host.layoutDescription)")
    #expect(abs(still[0].minX - box.minX) < 0.5)
    #expect(repeating(since: start).isEmpty)
    #expect(host.accessibilityElements.map(\.label) == [Self.long])
  }

  @Test("right to left it starts at the right edge and moves right, the way Arabic is read")
  func rightToLeft() throws {
    let arabic = "الآن: عنوان أغنية طويل جدا لا يتسع في سطر واحد على الشاشة"
    let host = try marquee(LocalizedStringKey(arabic), environment: arabicEnvironment)
    let box = try box(host)
    let copies = lines(host, arabic)
    try #require(copies.count == 2, "\(host.layoutDescription)")
    let (first, second) = (copies[0], copies[1])
    #expect(first.width > box.width)
    // The second copy, a gap behind the first on the left, ends where the first began: at the
    // box's right edge; the first has moved one copy and a gap to the right of it.
    let cycle = first.maxX - second.maxX
    #expect(cycle > first.width)
    #expect(abs(second.maxX - box.maxX) < 0.5)
    #expect(abs(first.maxX - (box.maxX + cycle)) < 0.5)
    // Placed by alignment and padding, not by an offset whose direction Apple leaves open.
    #expect(host.directionDependentOffsets.isEmpty)
    #expect(host.accessibilityElements.map(\.label) == [arabic])
  }
}
