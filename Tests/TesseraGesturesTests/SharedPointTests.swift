import Foundation
import TesseraGestures
import Testing

@Suite("One point type for layout and gestures")
struct SharedPointTests {
  @Test("a laid-out frame's origin is a gesture point: pan from one item to the next")
  func layoutToGesture() {
    let sizes = [LayoutSize(width: 120, height: 32), LayoutSize(width: 240, height: 32)]
    let frames = FlowLayout.arrange(sizes: sizes, maxWidth: 200, spacing: 8).frames
    let first: GesturePoint = frames[0].origin
    var state = TransformState()
    state.pan(by: frames[1].origin - first)
    #expect(state.apply(to: first) == frames[1].origin)
    #expect(frames[1].origin == LayoutPoint(x: 0, y: 40))
  }

  @Test("the point keeps gestures' arithmetic and encodes as {x, y}, as both types did")
  func arithmeticAndCoding() throws {
    let point = GesturePoint(x: 1.5, y: -2)
    #expect(point.distance(to: LayoutPoint(x: 4.5, y: 2)) == 5)
    #expect((point * 2 + .zero).length == 5)
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let json = String(decoding: try encoder.encode(point), as: UTF8.self)
    #expect(json == #"{"x":1.5,"y":-2}"#)
    #expect(try JSONDecoder().decode(LayoutPoint.self, from: Data(json.utf8)) == point)
  }
}
