import SwiftUI
import TesseraComponents
import Testing

@testable import TesseraUI

/// A settings row that owns the switch's state.
private struct WiFiRow: View {
  @State var isOn = false
  var body: some View {
    DSToggle(isOn: $isOn, label: "Wi-Fi")
    Text(isOn ? "connected" : "offline")
  }
}

@MainActor
@Suite("DSToggle, executed")
struct ToggleBehaviourTests {
  @Test("VoiceOver reads one element: its label, On or Off, and the toggle trait")
  func element() throws {
    let host = try ViewHost(WiFiRow())
    let element = try host.element(labelled: "Wi-Fi")
    #expect(element.value == "Off")
    #expect(element.traits.contains(.isToggle))
    #expect(element.traits.contains(.isButton))
    #expect(host.accessibilityElements.map(\.label) == ["Wi-Fi", "offline"])
  }

  @Test("a tap switches the binding; VoiceOver's activation switches it back")
  func tapAndActivate() throws {
    let host = try ViewHost(WiFiRow())
    try host.tap("Wi-Fi")
    #expect(host.texts.contains("connected"))
    #expect(try host.element(labelled: "Wi-Fi").value == "On")
    try host.activate("Wi-Fi")
    #expect(host.texts.contains("offline"))
    #expect(try host.element(labelled: "Wi-Fi").value == "Off")
  }

  @Test("the app setting the binding while on screen changes what VoiceOver reads")
  func externalChange() throws {
    let host = try ViewHost(DSToggle(isOn: .constant(false), label: "Wi-Fi"))
    #expect(try host.element(labelled: "Wi-Fi").value == "Off")
    try host.update(DSToggle(isOn: .constant(true), label: "Wi-Fi"))
    #expect(try host.element(labelled: "Wi-Fi").value == "On")
    #expect(host.graph.feedback.isEmpty)
  }

  @Test("a tap plays the selection haptic once")
  func haptic() throws {
    let host = try ViewHost(WiFiRow())
    try host.tap("Wi-Fi")
    #expect(host.graph.feedback.count == 1)
  }

  @Test("disabled, neither a tap nor VoiceOver switches it")
  func disabled() throws {
    let host = try ViewHost(WiFiRow().disabled(true))
    #expect(throws: RuntimeError.self) { try host.tap("Wi-Fi") }
    #expect(throws: RuntimeError.self) { try host.activate("Wi-Fi") }
    #expect(host.texts.contains("offline"))
  }

  @Test("in Arabic the value is Arabic")
  func arabic() throws {
    let host = try ViewHost(
      DSToggle(isOn: .constant(true), label: "واي فاي"), environment: arabicEnvironment)
    #expect(try host.element(labelled: "واي فاي").value == "مفعّل")
  }

  @Test("the sweeps' right-to-left settings read Tessera's Arabic strings")
  func sweepsReadArabic() throws {
    for setting in DeviceSetting.all {
      let host = try ViewHost(
        DSToggle(isOn: .constant(true), label: "Wi-Fi"), environment: setting.environment)
      let arabic = setting.direction == .rightToLeft
      #expect(try host.element(labelled: "Wi-Fi").value == (arabic ? "مفعّل" : "On"), "\(setting)")
    }
  }
}
