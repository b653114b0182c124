import TesseraGestures
import Testing

@Suite("Transformable views offer named actions instead of pinches")
struct TransformAccessibilityActionTests {
  @Test("zoom actions step the scale within the limits and are withdrawn at them")
  func zoom() {
    var state = TransformState(limits: TransformLimits(minimumScale: 1, maximumScale: 1.5))
    #expect(
      TransformAccessibilityAction.available(in: state) == [.zoomIn, .rotateLeft, .rotateRight])
    TransformAccessibilityAction.zoomIn.perform(on: &state)
    #expect(state.scale == 1.25)
    TransformAccessibilityAction.zoomIn.perform(on: &state)
    #expect(state.scale == 1.5)
    #expect(!TransformAccessibilityAction.available(in: state).contains(.zoomIn))
    #expect(TransformAccessibilityAction.available(in: state).contains(.reset))
    TransformAccessibilityAction.zoomOut.perform(on: &state)
    #expect(abs(state.scale - 1.2) < 1e-12)
  }

  @Test("rotate actions turn a quarter turn each way, and reset returns to the identity")
  func rotateAndReset() {
    var state = TransformState()
    TransformAccessibilityAction.rotateRight.perform(on: &state)
    #expect(abs(state.rotation - .pi / 2) < 1e-12)
    TransformAccessibilityAction.rotateLeft.perform(on: &state)
    TransformAccessibilityAction.rotateLeft.perform(on: &state)
    #expect(abs(state.rotation + .pi / 2) < 1e-12)
    TransformAccessibilityAction.reset.perform(on: &state)
    #expect(state == TransformState())
    #expect(!TransformAccessibilityAction.available(in: state).contains(.reset))
  }
}
