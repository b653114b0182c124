import Foundation
import TesseraGestures
import TesseraTestSupport
import Testing

@Suite("Transform state")
struct TransformStateTests {
  static func close(_ a: GesturePoint, _ b: GesturePoint, _ tolerance: Double = 1e-9) -> Bool {
    a.distance(to: b) <= tolerance
  }

  @Test("pinching and rotating keep the content under the anchor")
  func anchorStaysPut() {
    var state = TransformState(limits: TransformLimits(rotationSnapIncrement: nil))
    state.pan(by: GesturePoint(x: 30, y: -20))
    let anchor = GesturePoint(x: 150, y: 90)
    let content = state.contentPoint(at: anchor)
    state.begin(at: anchor)
    state.update(translation: GesturePoint(x: 12, y: 7), magnification: 1.8, rotation: 0.4)
    #expect(Self.close(state.apply(to: content), anchor + GesturePoint(x: 12, y: 7)))
    #expect(abs(state.scale - 1.8) < 1e-12)
    #expect(abs(state.rotation - 0.4) < 1e-12)
    state.end()
    #expect(Self.close(state.apply(to: content), anchor + GesturePoint(x: 12, y: 7)))
    #expect(!state.isInteracting)
  }

  @Test("past a limit the scale rubber-bands, then settles back to the limit on release")
  func rubberBand() {
    let limits = TransformLimits(minimumScale: 0.5, maximumScale: 2, rubberBandRange: 1.25)
    var state = TransformState(limits: limits)
    let anchor = GesturePoint(x: 50, y: 50)
    let content = state.contentPoint(at: anchor)
    state.begin(at: anchor)
    var previous = 0.0
    for magnification in [2.5, 3.0, 5.0, 50.0, 1e6] {
      state.update(magnification: magnification)
      #expect(state.scale > 2)
      #expect(state.scale < 2 * 1.25)
      #expect(state.scale > previous)
      previous = state.scale
    }
    state.end()
    #expect(state.scale == 2)
    #expect(Self.close(state.apply(to: content), anchor))
    state.begin(at: anchor)
    state.update(magnification: 0.1)
    #expect(state.scale < 0.5 && state.scale > 0.5 / 1.25)
    state.end()
    #expect(state.scale == 0.5)
  }

  @Test("a stiffness of zero is a hard stop")
  func hardStop() {
    var state = TransformState(limits: TransformLimits(maximumScale: 3, rubberBandStiffness: 0))
    state.begin(at: .zero)
    state.update(magnification: 10)
    #expect(state.scale == 3)
  }

  @Test(
    "rotation snaps to right angles only when near one",
    arguments: [(85.0, 90.0), (60.0, 60.0), (-7.0, 0.0), (178.0, 180.0), (275.0, -90.0)])
  func snapping(degrees: Double, expected: Double) {
    var state = TransformState()
    let anchor = GesturePoint(x: 10, y: 20)
    let content = state.contentPoint(at: anchor)
    state.begin(at: anchor)
    state.update(rotation: degrees * .pi / 180)
    state.end()
    #expect(abs(state.rotation * 180 / .pi - expected) < 1e-9)
    #expect(Self.close(state.apply(to: content), anchor, 1e-9))
  }

  @Test("NaN and infinite inputs are ignored")
  func nonFinite() {
    var state = TransformState()
    state.begin(at: GesturePoint(x: 1, y: 1))
    state.update(translation: GesturePoint(x: 5, y: 5), magnification: 1.5, rotation: 0.2)
    let before = state
    state.update(translation: GesturePoint(x: .nan, y: 0), magnification: .infinity, rotation: .nan)
    state.update(magnification: 0)
    state.update(magnification: -2)
    #expect(state == before)
    state.end()
    let settled = state
    state.pan(by: GesturePoint(x: .infinity, y: 0))
    state.zoom(by: .nan, anchor: .zero)
    state.zoom(by: 2, anchor: GesturePoint(x: .nan, y: 0))
    state.rotate(by: .infinity, anchor: .zero)
    state.begin(at: GesturePoint(x: 0, y: .nan))
    #expect(state == settled)
    #expect(state.offset.isFinite && state.scale.isFinite && state.rotation.isFinite)
  }

  @Test("incremental zoom clamps and keeps the anchor; reset returns to identity")
  func incremental() {
    var state = TransformState()
    let anchor = GesturePoint(x: 40, y: 60)
    let content = state.contentPoint(at: anchor)
    state.zoom(by: 100, anchor: anchor)
    #expect(state.scale == 4)
    #expect(Self.close(state.apply(to: content), anchor))
    state.rotate(by: 0.3, anchor: anchor)
    #expect(Self.close(state.apply(to: content), anchor, 1e-9))
    state.reset()
    #expect(state == TransformState())
  }

  @Test("contentPoint inverts apply for random transforms")
  func inverse() {
    var rng = SeededRandomNumberGenerator(seed: 9)
    for _ in 0..<50 {
      let state = TransformState(
        offset: GesturePoint(
          x: .random(in: -500...500, using: &rng), y: .random(in: -500...500, using: &rng)),
        scale: .random(in: 0.5...4, using: &rng), rotation: .random(in: -4...4, using: &rng))
      let point = GesturePoint(
        x: .random(in: -100...100, using: &rng), y: .random(in: -100...100, using: &rng))
      #expect(Self.close(state.contentPoint(at: state.apply(to: point)), point, 1e-9))
    }
  }

  @Test("limits correct reversed, zero and NaN values and survive JSON")
  func limits() throws {
    let limits = TransformLimits(
      minimumScale: 8, maximumScale: 2, rubberBandStiffness: .nan, rubberBandRange: 0.5,
      rotationSnapIncrement: -1)
    #expect(limits.minimumScale == 2 && limits.maximumScale == 8)
    #expect(limits.rubberBandStiffness == 0.55)
    #expect(limits.rubberBandRange == 1)
    #expect(limits.rotationSnapIncrement == nil)
    let json = Data(
      #"{"minimumScale":3,"maximumScale":1,"rubberBandStiffness":0.5,"rubberBandRange":1.1,"rotationSnapThreshold":0.1}"#
        .utf8)
    let decoded = try JSONDecoder().decode(TransformLimits.self, from: json)
    #expect(decoded.minimumScale == 1 && decoded.maximumScale == 3)
    #expect(decoded.rotationSnapIncrement == nil)
    let encoded = try JSONEncoder().encode(TransformLimits.standard)
    #expect(try JSONDecoder().decode(TransformLimits.self, from: encoded) == .standard)
  }
}

@Suite("Transform persistence")
struct TransformPersistenceTests {
  @Test("a settled transform round-trips through JSON, clamped into its limits")
  func roundTrip() throws {
    var state = TransformState()
    state.zoom(by: 2, anchor: GesturePoint(x: 10, y: 10))
    state.rotate(by: 0.25, anchor: .zero)
    let decoded = try JSONDecoder().decode(
      TransformState.self, from: try JSONEncoder().encode(state))
    #expect(decoded == state)
    let json = Data(
      #"{"offset":{"x":1,"y":2},"scale":99,"rotation":0,"limits":{"minimumScale":1,"maximumScale":3,"rubberBandStiffness":0.5,"rubberBandRange":1.2,"rotationSnapThreshold":0}}"#
        .utf8)
    #expect(try JSONDecoder().decode(TransformState.self, from: json).scale == 3)
  }
}
