import Testing

@testable import TesseraGestures

@Suite("drag claims: which drags a control takes from a scroll view")
struct DragClaimTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var claim: DragClaim
    var x: Double
    var y: Double
    var expected: DragClaim.Decision
    var testDescription: String { "\(claim.axes.rawValue) (\(x), \(y)) -> \(expected.rawValue)" }
  }

  // 30° from the axis is tan 30° = 0.577: 10 across 17.32 along is on the edge.
  static let cases: [Case] = [
    Case(claim: .horizontal, x: 0, y: 0, expected: .undecided),
    Case(claim: .horizontal, x: 6, y: 7.9, expected: .undecided),  // 9.99 pt
    Case(claim: .horizontal, x: 10, y: 0, expected: .claimed),  // exactly 10 pt
    Case(claim: .horizontal, x: -10, y: 0, expected: .claimed),  // leftwards too
    Case(claim: .horizontal, x: 14, y: 4, expected: .claimed),
    Case(claim: .horizontal, x: 17.33, y: -10, expected: .claimed),  // just inside 30°
    Case(claim: .horizontal, x: 17.3, y: 10, expected: .released),  // just outside
    Case(claim: .horizontal, x: 10, y: 10, expected: .released),  // a diagonal scrolls
    Case(claim: .horizontal, x: 2, y: -14, expected: .released),  // a vertical scroll
    Case(claim: .vertical, x: 2, y: -14, expected: .claimed),
    Case(claim: .vertical, x: 14, y: 2, expected: .released),
    Case(claim: .any, x: 7, y: -7.2, expected: .claimed),
    Case(claim: .any, x: 3, y: 3, expected: .undecided),
    Case(claim: .horizontal, x: .nan, y: 20, expected: .undecided),
    Case(claim: .horizontal, x: .infinity, y: 0, expected: .undecided),
    Case(
      claim: DragClaim(axes: .horizontal, minimumDistance: 0), x: 0.5, y: 0, expected: .claimed),
    Case(claim: DragClaim(axes: .horizontal, minimumDistance: 0), x: 0, y: 0, expected: .undecided),
  ]

  @Test("decides from the distance and the angle to the followed axis", arguments: cases)
  func decision(_ item: Case) {
    #expect(item.claim.decision(for: GesturePoint(x: item.x, y: item.y)) == item.expected)
  }

  @Test("bad limits fall back: NaN or negative distance is 10 pt, the angle stays under 45°")
  func limits() {
    #expect(DragClaim(axes: .horizontal, minimumDistance: .nan).minimumDistance == 10)
    #expect(DragClaim(axes: .horizontal, minimumDistance: -3).minimumDistance == 10)
    let wide = DragClaim(axes: .horizontal, maximumAngle: 2)
    #expect(wide.maximumAngle < Double.pi / 4)
    // Even the widest claim gives an exact diagonal to the scroll view.
    #expect(wide.decision(for: GesturePoint(x: 20, y: 20)) == .released)
  }

  @Test("a swipe handler claims the axes of the directions it listens for")
  func swipes() {
    #expect(DragClaim.swipe([.left, .right]) == .horizontal)
    #expect(DragClaim.swipe([.left]) == .horizontal)
    #expect(DragClaim.swipe([.down]) == .vertical)
    #expect(DragClaim.swipe([.up, .left]) == .any)
    #expect(DragClaim.swipe([]) == .any)
  }

  @Test("a drag is decided once: a claimed drag stays claimed, a released one stays released")
  func decidedOnce() {
    let claim = DragClaim.horizontal
    var slider = DragClaim.Decision.undecided
    #expect(!claim.follows(GesturePoint(x: 3, y: 1), decision: &slider))  // not yet followed
    #expect(slider == .undecided)
    #expect(claim.follows(GesturePoint(x: 15, y: 2), decision: &slider))
    #expect(claim.follows(GesturePoint(x: 15, y: 60), decision: &slider))  // wanders down
    #expect(slider == .claimed)
    var scroll = DragClaim.Decision.undecided
    #expect(!claim.follows(GesturePoint(x: 1, y: 12), decision: &scroll))
    #expect(scroll == .released)
    #expect(!claim.follows(GesturePoint(x: 80, y: 14), decision: &scroll))  // turns sideways
    #expect(scroll == .released)
  }
}
