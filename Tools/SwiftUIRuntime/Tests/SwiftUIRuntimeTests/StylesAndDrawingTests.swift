import Testing

@testable import SwiftUI

/// The red of the examples below (the stand-in declares only the colors Tessera uses).
private let red = Color(red: 1, green: 0, blue: 0)

/// The ButtonStyle page's example: a label with a red border
/// (https://developer.apple.com/documentation/swiftui/buttonstyle), here also showing its press.
private struct RedBorderedButtonStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .padding(4)
      .overlay {
        RoundedRectangle(cornerRadius: 4)
          .stroke(configuration.isPressed ? red.opacity(0.5) : red, lineWidth: 1)
      }
      .opacity(configuration.isPressed ? 0.5 : 1)
  }
}

/// The ToggleStyle page's example: a checklist toggle that draws a circle and toggles from a
/// button (https://developer.apple.com/documentation/swiftui/togglestyle).
private struct ChecklistToggleStyle: ToggleStyle {
  func makeBody(configuration: Configuration) -> some View {
    Button {
      configuration.isOn.toggle()
    } label: {
      HStack {
        Image(systemName: configuration.isOn ? "checkmark.circle.fill" : "circle")
          .accessibilityHidden(true)
        configuration.label
      }
    }
    .accessibilityAddTraits(.isToggle)
    .accessibilityValue(configuration.isOn ? "1" : "0")
  }
}

/// A toggle style that draws and never writes isOn: a toggle nobody can switch.
private struct DrawingOnlyToggleStyle: ToggleStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label
  }
}

private struct ChecklistItem: View {
  @State var isOn = false
  var body: some View {
    Toggle("Milk", isOn: $isOn).toggleStyle(ChecklistToggleStyle())
    Text(isOn ? "bought" : "to buy")
  }
}

@MainActor
@Suite("Styles and drawing")
struct StylesAndDrawingTests {
  @Test("a ButtonStyle draws the button, which stays one element with the button trait")
  func buttonStyleDraws() throws {
    var taps = 0
    let host = try ViewHost(
      Button("Sign In") { taps += 1 }.buttonStyle(RedBorderedButtonStyle()))
    #expect(host.accessibilityElements.map(\.summary) == ["Sign In; traits: button"])
    #expect(host.modifiers(named: "View.padding(_:)").count == 1)
    #expect(host.allNodes.contains { $0.kind == .shape("SwiftUI.RoundedRectangle") })
    try host.tap("Sign In")
    #expect(taps == 1)
  }

  @Test("isPressed is true while a finger is down; lifting it acts once, cancelling does not")
  func pressAndRelease() throws {
    var taps = 0
    let host = try ViewHost(
      Button("Sign In") { taps += 1 }.buttonStyle(RedBorderedButtonStyle()))
    func opacity() -> String? {
      host.modifiers(named: "View.opacity(_:)").first?.arguments.first?.1
    }
    #expect(opacity() == "1.0")
    try host.press("Sign In")
    #expect(opacity() == "0.5")
    #expect(taps == 0)
    try host.release()
    #expect(opacity() == "1.0")
    #expect(taps == 1)
    try host.press("Sign In")
    try host.cancelPress()
    #expect(opacity() == "1.0")
    #expect(taps == 1)
  }

  @Test("a disabled button cannot be pressed, and draws unpressed")
  func disabledPress() throws {
    let host = try ViewHost(
      Button("Sign In") {}.buttonStyle(RedBorderedButtonStyle()).disabled(true))
    #expect(throws: RuntimeError.self) { try host.press("Sign In") }
    #expect(host.graph.pressedKey == nil)
  }

  @Test("the nearest buttonStyle wins; .plain draws the label as it is")
  func nearestStyle() throws {
    let host = try ViewHost(
      VStack {
        Button("Inner") {}.buttonStyle(.plain)
        Button("Outer") {}
      }.buttonStyle(RedBorderedButtonStyle()))
    // Only the outer button gets the red border's padding.
    #expect(host.modifiers(named: "View.padding(_:)").count == 1)
    #expect(
      host.accessibilityElements.map(\.summary) == [
        "Inner; traits: button", "Outer; traits: button",
      ])
  }

  @Test("a ToggleStyle's body is the toggle: its button switches the binding")
  func toggleStyle() throws {
    let host = try ViewHost(ChecklistItem())
    #expect(
      host.accessibilityElements.map(\.summary) == [
        "Milk; value: 0; traits: button, toggle", "to buy",
      ])
    try host.tap("Milk")
    #expect(host.texts.contains("bought"))
    try host.activate("Milk")
    #expect(host.texts.contains("to buy"))
    #expect(host.accessibilityElements.first?.value == "0")
  }

  @Test("a toggle whose style never writes isOn cannot be switched")
  func drawingOnlyToggle() throws {
    let host = try ViewHost(
      Toggle("Milk", isOn: .constant(false)).toggleStyle(DrawingOnlyToggleStyle()))
    #expect(throws: RuntimeError.self) { try host.toggle("Milk") }
    #expect(host.accessibilityElements.map(\.summary) == ["Milk"])
  }

  @Test("a symbol is an image element named by its symbol; a decorative image is not an element")
  func images() throws {
    let host = try ViewHost(
      VStack {
        Image(systemName: "trash")
        Image(decorative: "banner")
        Image(systemName: "star").accessibilityHidden(true)
      })
    #expect(host.accessibilityElements.map(\.summary) == ["trash; traits: image"])
  }

  @Test("a background's elements come before the view's, an overlay's after; shapes are none")
  func layers() throws {
    let host = try ViewHost(
      Text("Body")
        .background { Text("Behind") }
        .overlay(alignment: .topTrailing) {
          ZStack {
            Circle().fill(red)
            Text("3")
          }
        })
    #expect(host.accessibilityElements.map(\.label) == ["Behind", "Body", "3"])
    #expect(host.allNodes.contains { $0.kind == .shape("SwiftUI.Circle") })
  }

  @Test("accessibilityActions makes each button a named action of the element")
  func actions() throws {
    var archived = 0
    let host = try ViewHost(
      Text("Message")
        .accessibilityActions {
          Button("Archive") { archived += 1 }
          Button("Delete") {}.disabled(true)
        })
    #expect(
      host.accessibilityElements.map(\.summary) == [
        "Message; actions: Archive, Delete"
      ])
    try host.perform("Archive", on: "Message")
    try host.perform("Delete", on: "Message")
    #expect(archived == 1)
  }

  @Test("a determinate progress view says its percentage; a spinner says it is in progress")
  func progress() throws {
    let host = try ViewHost(
      VStack {
        ProgressView("Upload", value: 0.25)
        ProgressView("Overflow", value: 3.0, total: 2.0)
        ProgressView()
      })
    #expect(
      host.accessibilityElements.map(\.summary) == [
        "Upload; value: 25 percent", "Overflow; value: 100 percent",
        "(no label); value: In progress",
      ])
    #expect(host.accessibilityElements[2].traits.contains(.updatesFrequently))
  }

  @Test("colors, fonts and animations record what they are, so two different ones differ")
  func values() {
    #expect(Color(red: 1, green: 0, blue: 0) != Color(red: 0, green: 0, blue: 1))
    #expect(red.opacity(0.5) != red)
    #expect(Font.system(size: 17) != Font.system(size: 17).weight(.bold))
    #expect(Animation.easeIn(duration: 0.2) != Animation.easeIn(duration: 0.3))
    #expect(TextInputAutocapitalization.never.name != TextInputAutocapitalization.words.name)
  }

  @Test("content called with a layout is placed in it, in order; AnyLayout is named by its layout")
  func layouts() throws {
    let host = try ViewHost(
      AnyLayout(VStackLayout()) {
        Text("One")
        Text("Two")
      })
    #expect(host.texts == ["One", "Two"])
    #expect(host.allNodes.contains { $0.kind == .container("SwiftUI.VStackLayout") })
  }
}
