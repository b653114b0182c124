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
  @State var frame = CGRect.zero
  @State var calls = 0
  var body: some View {
    VStack(spacing: 0) {
      GeometryReader { proxy in
        let global = proxy.frame(in: .global)
        Text("reader \(Int(proxy.size.width))x\(Int(proxy.size.height)) at \(Int(global.minY))")
      }
      Color.clear.frame(width: 100, height: 200)
        .onGeometryChange(for: CGRect.self, of: { $0.frame(in: .global) }) {
          frame = $0
          calls += 1
        }
      let origin = "\(Int(frame.minX)),\(Int(frame.minY))"
      Text("measured \(origin) \(Int(frame.width))x\(Int(frame.height))").frame(height: 50)
      Text("calls \(calls)").frame(height: 50)
    }
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

  @Test("a gesture masked with .subviews is not attached; one that masks the subviews fails")
  func masks() throws {
    var ends: [String] = []
    let host = try ViewHost(
      Text("pad")
        .simultaneousGesture(
          DragGesture().onEnded { _ in ends.append("masked") }, including: .subviews
        )
        .gesture(DragGesture().onEnded { _ in ends.append("outer") }))
    // The innermost view with a gesture takes the drag: the masked one is not there.
    try host.drag("pad", through: [CGSize(width: 40, height: 0)])
    #expect(ends == ["outer"])
    #expect(throws: RuntimeError.self) {
      try ViewHost(Text("pad").gesture(DragGesture(), including: .gesture))
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

  @Test("a geometry reader and onGeometryChange see what layout gave them, and only that")
  func geometry() throws {
    // A 390 × 844 pt screen: the two 50 pt texts and the 200 pt color leave the reader 544 pt;
    // the color, 100 pt wide, is centred below it.
    let host = try ViewHost(SizeReader())
    #expect(host.texts == ["reader 390x544 at 0", "measured 145,544 100x200", "calls 1"])
    host.graph.screenSize = CGSize(width: 744, height: 1133)
    try host.update(SizeReader())
    #expect(host.texts == ["reader 744x833 at 0", "measured 322,833 100x200", "calls 2"])
    // The same geometry again: the action does not run.
    try host.update(SizeReader())
    #expect(host.texts.last == "calls 2")
  }

  @Test("onGeometryChange runs after layout, never with a value from before it")
  func geometryAfterLayout() throws {
    final class Log { var widths: [Double] = [] }
    let log = Log()
    let host = try ViewHost(
      HStack(spacing: 0) {
        Color.clear.frame(width: 120, height: 10)
          .onGeometryChange(for: Double.self, of: { $0.size.width }) { log.widths.append($0) }
        Text("b")
      })
    #expect(log.widths == [120])
    #expect(host.texts == ["b"])
  }

  @Test("right to left, layout mirrors: a stack runs from the right, leading is the right edge")
  func rightToLeftLayout() throws {
    var environment = EnvironmentValues()
    environment.layoutDirection = .rightToLeft
    let host = try ViewHost(
      VStack(spacing: 0) {
        HStack(spacing: 0) {
          Text("a")
          Text("b")
        }
        .frame(width: 200, alignment: .leading)
        HStack(spacing: 0) {
          Text("c")
          Text("d")
        }
        .frame(width: 200, alignment: .leading)
        .environment(\.layoutDirection, .leftToRight)
      },
      environment: environment)
    _ = try host.layout(in: CGSize(width: 400, height: 800))
    let a = try #require(host.frame(ofText: "a"))
    let b = try #require(host.frame(ofText: "b"))
    let c = try #require(host.frame(ofText: "c"))
    let d = try #require(host.frame(ofText: "d"))
    // The 200 pt frames are centred (100 to 300); in right to left "a" leads at the right.
    #expect(abs(a.maxX - 300) < 0.001 && abs(b.maxX - a.minX) < 0.001, "\(host.layoutDescription)")
    // A left-to-right view inside keeps its order from its own leading (left) edge.
    #expect(abs(c.minX - 100) < 0.001 && abs(d.minX - c.maxX) < 0.001)
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
