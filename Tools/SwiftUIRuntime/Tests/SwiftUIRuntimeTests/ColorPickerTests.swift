import SwiftUI
import Testing

/// A colour well whose choice is shown as text, with and without opacity.
private struct Well: View {
  @State var color = Color(.sRGB, red: 1, green: 0, blue: 0, opacity: 1)
  let supportsOpacity: Bool
  var body: some View {
    VStack {
      ColorPicker(selection: $color, supportsOpacity: supportsOpacity) { Text("Fill") }
        .labelsHidden()
      Text(color.description)
      Text("opacity \(color.resolve(in: EnvironmentValues()).opacity)")
    }
  }
}

@MainActor
@Suite("ColorPicker and resolved colors")
struct ColorPickerTests {
  @Test("the picker is a button VoiceOver reads by its label, even with labels hidden")
  func element() throws {
    let host = try ViewHost(Well(supportsOpacity: true))
    let element = try host.element(labelled: "Fill")
    #expect(element.traits.contains(.isButton))
  }

  @Test("a colour chosen in the system picker is written to the selection")
  func choose() throws {
    let host = try ViewHost(Well(supportsOpacity: true))
    try host.pickColor(Color(.sRGB, red: 0, green: 0.5, blue: 1, opacity: 0.5), in: "Fill")
    #expect(host.texts.contains("sRGB(0.0, 0.5, 1.0, 0.5)"))
    #expect(host.texts.last == "opacity 0.5")
  }

  @Test("a picker without opacity strips it from the chosen colour")
  func opaque() throws {
    let host = try ViewHost(Well(supportsOpacity: false))
    try host.pickColor(Color(.sRGB, red: 0, green: 0.5, blue: 1, opacity: 0.5), in: "Fill")
    #expect(host.texts.last == "opacity 1.0")
  }

  @Test("a disabled picker chooses nothing")
  func disabled() throws {
    let host = try ViewHost(Well(supportsOpacity: true).disabled(true))
    #expect(throws: RuntimeError.self) {
      try host.pickColor(Color(.sRGB, red: 0, green: 0, blue: 1, opacity: 1), in: "Fill")
    }
  }

  @Test("an sRGB color resolves to its linear components; opacity multiplies")
  func resolves() {
    let environment = EnvironmentValues()
    let mid = Color(.sRGB, red: 0.5, green: 0, blue: 1, opacity: 1).resolve(in: environment)
    // The sRGB transfer function: ((0.5 + 0.055) / 1.055)^2.4 = 0.21404.
    #expect(abs(mid.linearRed - 0.21404) < 0.0001)
    #expect(mid.linearGreen == 0)
    #expect(mid.linearBlue == 1)
    let dark = Color(.sRGB, red: 0.04, green: 0, blue: 0, opacity: 1).resolve(in: environment)
    #expect(abs(dark.linearRed - 0.04 / 12.92) < 0.00001)
    let faded = Color(.sRGB, red: 1, green: 1, blue: 1, opacity: 0.8).opacity(0.5)
      .resolve(in: environment)
    #expect(abs(faded.opacity - 0.4) < 0.0001)
    let linear = Color(.sRGBLinear, red: 0.25, green: 0, blue: 0).resolve(in: environment)
    #expect(linear.linearRed == 0.25)
  }
}
