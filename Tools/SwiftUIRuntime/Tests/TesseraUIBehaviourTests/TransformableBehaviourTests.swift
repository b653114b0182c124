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

@MainActor
@Suite("transformable(_:), executed")
struct TransformableBehaviourTests {
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
