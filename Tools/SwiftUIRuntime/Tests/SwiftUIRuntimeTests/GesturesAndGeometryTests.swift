import Foundation
import Testing

@testable import SwiftUI

/// The DragGesture page's example (https://developer.apple.com/documentation/swiftui/draggesture):
/// a flag set in onChanged and cleared in onEnded, drawn as the circle's color.
private struct DragGestureView: View {
  @State private var isDragging = false
  var drag: some Gesture {
    DragGesture()
      .onChanged { _ in self.isDragging = true }
      .onEnded { _ in self.isDragging = false }
  }
  var body: some View {
    Circle()
      .fill(isDragging ? Color(red: 1, green: 0, blue: 0) : Color(red: 0, green: 0, blue: 1))
      .frame(width: 100, height: 100, alignment: .center)
      .gesture(drag)
      .accessibilityElement(children: .ignore)
      .accessibilityLabel("Circle")
    Text(isDragging ? "dragging" : "still")
  }
}

/// The same flag as a @GestureState, as the GestureState page recommends: SwiftUI puts it
/// back when the gesture ends or is cancelled.
private struct GestureStateView: View {
  @GestureState private var isDragging = false
  @State var moves: [Double] = []
  @State var ends = 0
  var body: some View {
    Text(isDragging ? "dragging" : "still")
      .gesture(
        DragGesture(minimumDistance: 10)
          .updating($isDragging) { _, state, _ in state = true }
          .onChanged { moves.append($0.translation.width) }
          .onEnded { _ in ends += 1 })
    Text("moves \(moves.map { Int($0) }) ends \(ends)")
  }
}

private struct SizeReader: View {
  @State var width: Double = 0
  var body: some View {
    GeometryReader { proxy in
      Text("reader \(Int(proxy.size.width))x\(Int(proxy.size.height))")
    }
    Text("measured \(Int(width))")
      .onGeometryChange(for: Double.self, of: { $0.size.width }) { width = $0 }
  }
}

private struct KeyPad: View {
  @State var log: [String] = []
  var body: some View {
    VStack {
      Text("field")
        .onKeyPress(keys: [.upArrow]) { _ in
          log.append("inner up")
          return .handled
        }
        .onKeyPress(keys: [.downArrow]) { _ in
          log.append("inner down ignored")
          return .ignored
        }
    }
    .onKeyPress(keys: [.downArrow, .upArrow]) { press in
      log.append("outer \(press.key == .downArrow ? "down" : "up")")
      return .handled
    }
    Text(log.joined(separator: ", "))
  }
}

@MainActor
@Suite("Gestures and geometry")
struct GesturesAndGeometryTests {
  @Test("a drag delivers changes; onEnded runs when the finger lifts")
  func dragEnds() throws {
    let host = try ViewHost(DragGestureView())
    let drag = try host.startDrag("Circle")
    try drag.move(by: CGSize(width: 30, height: 0))
    #expect(host.texts == ["dragging"])
    try drag.finish(.ended)
    #expect(host.texts == ["still"])
  }

  @Test("a cancelled drag never runs onEnded: the page's flag stays set (the defect)")
  func cancelledDragKeepsOnEndedState() throws {
    let host = try ViewHost(DragGestureView())
    try host.drag("Circle", through: [CGSize(width: 30, height: 0)], ending: .cancelled)
    #expect(host.texts == ["dragging"])
  }

  @Test("a @GestureState goes back to its initial value when the drag ends or is cancelled")
  func gestureStateResets() throws {
    let host = try ViewHost(GestureStateView())
    let drag = try host.startDrag("still")
    try drag.move(by: CGSize(width: 20, height: 0))
    #expect(host.texts.first == "dragging")
    try drag.finish(.cancelled)
    #expect(host.texts == ["still", "moves [20] ends 0"])
    try host.drag("still", through: [CGSize(width: 15, height: 0)], ending: .ended)
    #expect(host.texts == ["still", "moves [20, 15] ends 1"])
  }

  @Test("nothing is delivered before the drag moves its minimum distance")
  func minimumDistance() throws {
    let host = try ViewHost(GestureStateView())
    try host.drag(
      "still", through: [CGSize(width: 3, height: 4), CGSize(width: 6, height: 8)],
      ending: .ended)
    // 5 pt, then exactly 10 pt: only the second is a change.
    #expect(host.texts == ["still", "moves [6] ends 1"])
    try host.drag("still", through: [CGSize(width: 9, height: 0)], ending: .ended)
    #expect(host.texts == ["still", "moves [6] ends 1"])
  }

  @Test("a disabled view's gesture does nothing")
  func disabledDrag() throws {
    let host = try ViewHost(GestureStateView().disabled(true))
    #expect(throws: RuntimeError.self) {
      try host.drag("still", through: [CGSize(width: 40, height: 0)])
    }
  }

  @Test("a drag's velocity is its last move over the event interval")
  func velocity() throws {
    var velocities: [Double] = []
    let host = try ViewHost(
      Text("pad").gesture(DragGesture().onEnded { velocities.append($0.velocity.width) }))
    try host.drag(
      "pad", through: [CGSize(width: 10, height: 0), CGSize(width: 20, height: 0)],
      interval: 0.1)
    #expect(velocities == [100])
  }

  @Test("a geometry reader and onGeometryChange see the screen, first on appearance")
  func geometry() throws {
    let host = try ViewHost(SizeReader())
    #expect(host.texts == ["reader 390x844", "measured 390"])
    host.graph.screenSize = CGSize(width: 744, height: 1133)
    try host.update(SizeReader())
    #expect(host.texts == ["reader 744x1133", "measured 744"])
  }

  @Test("a key press goes to the innermost handler and outwards until one handles it")
  func keyPresses() throws {
    let host = try ViewHost(KeyPad())
    #expect(try host.pressKey(.upArrow, on: "field"))
    #expect(try host.pressKey(.downArrow, on: "field"))
    #expect(try !host.pressKey(.leftArrow, on: "field"))
    #expect(host.texts.last == "inner up, inner down ignored, outer down")
  }

  @Test("a disabled element stays visible to VoiceOver, and its adjustment and actions do nothing")
  func dimmedElement() throws {
    var level = 0
    let host = try ViewHost(
      Text("Level")
        .accessibilityAdjustableAction { level += $0 == .increment ? 1 : -1 }
        .accessibilityAction(named: "Reset") { level = 0 }
        .disabled(true))
    let element = try host.element(labelled: "Level")
    #expect(element.isAdjustable && !element.isEnabled)
    #expect(throws: RuntimeError.self) { try host.increment("Level") }
    #expect(throws: RuntimeError.self) { try host.perform("Reset", on: "Level") }
    #expect(level == 0)
  }
}
