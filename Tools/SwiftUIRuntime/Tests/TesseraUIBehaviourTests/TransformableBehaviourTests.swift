import Foundation
import SwiftUI
import TesseraGestures
import Testing

@testable import TesseraUI

/// A photo the person can pinch, rotate and pan, as the catalog's map is.
private struct Photo: View {
  @State var transform = TransformState()
  var body: some View {
    Image(systemName: "map").transformable($transform)
    Text("scale \(transform.scale) rotation \(transform.rotation)")
  }
}

/// A 120 × 80 photo, so the effects' anchors resolve to points.
private struct SizedPhoto: View {
  static let size = CGSize(width: 120, height: 80)
  @State var transform = TransformState()
  var body: some View {
    Image(systemName: "map").frame(width: Self.size.width, height: Self.size.height)
      .transformable($transform)
  }
}

@MainActor
@Suite("transformable(_:), executed")
struct TransformableBehaviourTests {
  /// Where the photo's point `point` is drawn, by the effects recorded on it, each applied as
  /// Apple documents it, innermost first: `scaleEffect(_:anchor:)` and
  /// `rotationEffect(_:anchor:)` about their anchor's point in the view's frame (`UnitPoint`),
  /// then `offset(x:y:)`.
  private func drawnPoint<Root: View>(_ point: CGPoint, on host: ViewHost<Root>) throws
    -> CGPoint
  {
    func numbers(_ text: String) -> [Double] {
      text.split(whereSeparator: { !"-0123456789.e".contains($0) }).compactMap { Double($0) }
    }
    func argument(_ api: String, _ name: String) throws -> String {
      let node = try #require(host.modifiers(named: api).first, "\(api)")
      return try #require(node.arguments.first { $0.0 == name }?.1, "\(api) \(name)")
    }
    func anchorPoint(_ api: String) throws -> CGPoint {
      let unit = numbers(try argument(api, "anchor"))
      try #require(unit.count == 2)
      return CGPoint(x: unit[0] * SizedPhoto.size.width, y: unit[1] * SizedPhoto.size.height)
    }
    let scale = try #require(Double(try argument("View.scaleEffect(_:anchor:)", "s")))
    let scaleAnchor = try anchorPoint("View.scaleEffect(_:anchor:)")
    var p = CGPoint(
      x: scaleAnchor.x + scale * (point.x - scaleAnchor.x),
      y: scaleAnchor.y + scale * (point.y - scaleAnchor.y))
    let radians = try #require(
      numbers(try argument("View.rotationEffect(_:anchor:)", "angle")).first)
    let turnAnchor = try anchorPoint("View.rotationEffect(_:anchor:)")
    let (dx, dy) = (p.x - turnAnchor.x, p.y - turnAnchor.y)
    p = CGPoint(
      x: turnAnchor.x + dx * cos(radians) - dy * sin(radians),
      y: turnAnchor.y + dx * sin(radians) + dy * cos(radians))
    let offset = try #require(host.modifiers(named: "View.offset(x:y:)").first)
    let x = try #require(offset.arguments.first { $0.0 == "x" }.flatMap { Double($0.1) })
    let y = try #require(offset.arguments.first { $0.0 == "y" }.flatMap { Double($0.1) })
    return CGPoint(x: p.x + x, y: p.y + y)
  }

  private func expectNear(_ a: CGPoint, _ b: CGPoint, _ comment: Comment) {
    #expect(abs(a.x - b.x) < 0.01 && abs(a.y - b.y) < 0.01, "\(comment): \(a) is not \(b)")
  }

  @Test("the point under the fingers stays under them through a pinch and a rotation")
  func fingersKeepTheirPoint() throws {
    let host = try ViewHost(SizedPhoto())
    let fingers = CGPoint(x: 90, y: 20)
    try host.pinch("map", through: [1.5, 2], at: fingers)
    expectNear(try drawnPoint(fingers, on: host), fingers, "after a pinch")
    // The point under the fingers now is the one drawn there after the pinch.
    let corner = CGPoint.zero
    let cornerNow = try drawnPoint(corner, on: host)
    try host.rotate("map", through: [.degrees(45), .degrees(90)], at: cornerNow)
    expectNear(try drawnPoint(corner, on: host), cornerNow, "after a rotation")
  }

  @Test("lifting one finger after a pinch does not move the photo: the pan goes on from there")
  func oneFingerLifted() throws {
    let host = try ViewHost(SizedPhoto())
    let drag = try host.startDrag("map")
    // The drag is claimed at its first move, and the photo follows from there.
    try drag.move(by: CGSize(width: 30, height: 0))
    try drag.move(by: CGSize(width: 40, height: 0))
    try host.pinch("map", through: [2], at: .zero)
    let pinched = try drawnPoint(.zero, on: host)
    // One finger is lifted; the other pans 10 points further, and the photo follows it by 10.
    try drag.move(by: CGSize(width: 50, height: 0))
    let panned = CGPoint(x: pinched.x + 10, y: pinched.y)
    expectNear(try drawnPoint(.zero, on: host), panned, "while panning")
    try drag.finish(.ended)
    expectNear(try drawnPoint(.zero, on: host), panned, "after lifting")
  }

  @Test("the settle and VoiceOver's actions animate, but not under Reduce Motion")
  func reduceMotion() throws {
    let moving = try ViewHost(SizedPhoto())
    var start = animationLog.count
    try moving.pinch("map", through: [2, 6])
    #expect(animationLog[start...].contains { $0 != "none" })
    var environment = EnvironmentValues()
    environment.setSystemValue("accessibilityReduceMotion", true)
    let still = try ViewHost(SizedPhoto(), environment: environment)
    start = animationLog.count
    try still.pinch("map", through: [2, 6])
    try still.perform("Zoom out", on: "map")
    #expect(animationLog.count > start)
    #expect(animationLog[start...].allSatisfy { $0 == "none" }, "\(animationLog[start...])")
  }

  /// The scale and rotation the view is drawn with.
  private func drawn<Root: View>(_ host: ViewHost<Root>) throws -> (scale: Double, degrees: Double)
  {
    let scale = try #require(
      host.modifiers(named: "View.scaleEffect(_:anchor:)").first?.arguments.first?.1)
    let angle = try #require(
      host.modifiers(named: "View.rotationEffect(_:anchor:)").first?.arguments.first?.1)
    let radians = try #require(
      Double(angle.replacingOccurrences(of: "Angle(radians: ", with: "").dropLast()))
    return (try #require(Double(scale)), radians * 180 / .pi)
  }

  @Test("a pinch past the largest scale rubber-bands, then settles within it when it ends")
  func pinchEnds() throws {
    let host = try ViewHost(Photo())
    let drag = try host.startDrag("map")
    try drag.finish(.cancelled)
    try host.pinch("map", through: [2, 6])
    #expect(try drawn(host).scale <= TransformLimits.standard.maximumScale)
  }

  @Test("a pinch the system cancels settles too: the transform is not left mid-gesture")
  func pinchCancelled() throws {
    let host = try ViewHost(Photo())
    try host.pinch("map", through: [2, 6], ending: .cancelled)
    #expect(try drawn(host).scale <= TransformLimits.standard.maximumScale)
    // The next pinch starts from the settled transform, not from the abandoned one.
    try host.pinch("map", through: [1], ending: .ended)
    #expect(try drawn(host).scale <= TransformLimits.standard.maximumScale)
  }

  @Test("a small rotation the system cancels snaps back to the right angle")
  func rotationCancelled() throws {
    let host = try ViewHost(Photo())
    try host.rotate("map", through: [.degrees(3), .degrees(5)], ending: .cancelled)
    #expect(try abs(drawn(host).degrees) < 0.001)
  }

  @Test("VoiceOver's Zoom in enlarges it, and a Zoom out follows")
  func voiceOver() throws {
    let host = try ViewHost(Photo())
    try host.perform("Zoom in", on: "map")
    let zoomed = try drawn(host).scale
    #expect(zoomed > 1)
    try host.perform("Zoom out", on: "map")
    #expect(try drawn(host).scale < zoomed)
  }
}
