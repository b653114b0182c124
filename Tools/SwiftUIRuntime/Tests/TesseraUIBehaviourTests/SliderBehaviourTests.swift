import SwiftUI
import TesseraComponents
import Testing

@testable import TesseraUI

/// A screen that owns the slider's value and shows it.
private struct VolumeScreen: View {
  @State var value = 0.5
  var body: some View {
    DSSlider("Volume", value: $value)
    Text("volume \(Int((value * 100).rounded()))")
  }
}

@MainActor
@Suite("DSSlider, executed")
struct SliderBehaviourTests {
  private func volume<Root: View>(_ host: ViewHost<Root>) -> String? {
    host.texts.last { $0.hasPrefix("volume ") }
  }

  /// The thumb's fill, which the theme darkens while the slider is pressed.
  private func thumb<Root: View>(_ host: ViewHost<Root>) -> String {
    host.allNodes.filter { $0.kind == .shape("SwiftUI.Circle") }
      .flatMap(\.arguments).filter { $0.0 == "style" }.map(\.1).joined()
  }

  @Test("VoiceOver reads one adjustable element with the value; swipes up and down adjust it")
  func voiceOver() throws {
    let host = try ViewHost(VolumeScreen())
    let element = try host.element(labelled: "Volume")
    #expect(element.isAdjustable)
    #expect(element.value == "0.5")
    try host.increment("Volume")
    let raised = try #require(Double(try host.element(labelled: "Volume").value ?? ""))
    #expect(raised > 0.5)
    try host.decrement("Volume")
    try host.decrement("Volume")
    let lowered = try #require(Double(try host.element(labelled: "Volume").value ?? ""))
    #expect(lowered < 0.5)
  }

  @Test("a drag moves the value with the finger, pressed until the drag is over")
  func drag() throws {
    let host = try ViewHost(VolumeScreen())
    let idle = thumb(host)
    let drag = try host.startDrag("Volume")
    try drag.move(by: CGSize(width: 20, height: 0))
    let near = volume(host)
    #expect(thumb(host) != idle)
    try drag.move(by: CGSize(width: 300, height: 0))
    let far = volume(host)
    #expect(near != far)
    try drag.finish(.ended)
    #expect(thumb(host) == idle)
    #expect(volume(host) == far)
  }

  /// "TesseraUI on a device" 10: a continuous slider's selection haptic fired on every value
  /// change, so the phone buzzed for the whole drag.
  @Test("a continuous slider's haptic plays at its end, not for every move of the drag")
  func hapticOnlyAtTheEnds() throws {
    let host = try ViewHost(VolumeScreen())
    let drag = try host.startDrag("Volume")
    for _ in 0..<4 { try drag.move(by: CGSize(width: 15, height: 0)) }
    #expect(volume(host) != "volume 50", "the value moved")
    #expect(host.graph.feedback.isEmpty, "no tick between the ends")
    try drag.move(by: CGSize(width: 400, height: 0))
    #expect(volume(host) == "volume 100")
    #expect(host.graph.feedback.count == 1, "one tick on reaching the end")
    try drag.finish(.ended)
  }

  @Test("a cancelled drag keeps the value it reached and no longer draws the slider pressed")
  func cancelledDrag() throws {
    let host = try ViewHost(VolumeScreen())
    let idle = thumb(host)
    let drag = try host.startDrag("Volume")
    try drag.move(by: CGSize(width: 40, height: 0))
    let reached = volume(host)
    #expect(reached != "volume 50")
    #expect(thumb(host) != idle)
    try drag.finish(.cancelled)
    #expect(thumb(host) == idle)
    #expect(volume(host) == reached)
  }

  @Test("the app setting the value while on screen changes what VoiceOver reads")
  func externalChange() throws {
    let host = try ViewHost(DSSlider("Volume", value: .constant(0.25)))
    #expect(try host.element(labelled: "Volume").value == "0.25")
    try host.update(DSSlider("Volume", value: .constant(0.75)))
    #expect(try host.element(labelled: "Volume").value == "0.75")
  }

  @Test("disabled, neither a drag nor VoiceOver changes it")
  func disabled() throws {
    let host = try ViewHost(VolumeScreen().disabled(true))
    #expect(throws: RuntimeError.self) {
      try host.drag("Volume", through: [CGSize(width: 200, height: 0)])
    }
    #expect(throws: RuntimeError.self) { try host.increment("Volume") }
    #expect(volume(host) == "volume 50")
  }
}
