import SwiftUI
import Testing

@MainActor
@Suite("Accessibility tree")
struct AccessibilityTreeTests {
  @Test("each text is an element and a button is one element labelled by its label")
  func defaults() throws {
    let host = try ViewHost(
      VStack {
        Text("Title")
        Button(action: {}) {
          HStack {
            Text("Save")
            Text("draft")
          }
        }
      })
    #expect(host.accessibilityElements.map(\.label) == ["Title", "Save, draft"])
    #expect(host.accessibilityElements[1].traitNames == ["button"])
  }

  @Test(".combine merges the children into one element")
  func combine() throws {
    let host = try ViewHost(
      HStack {
        Text("Battery")
        Text("80%")
      }.accessibilityElement(children: .combine))
    #expect(host.accessibilityElements.map(\.label) == ["Battery, 80%"])
  }

  @Test(".ignore makes one element without the children's labels; the modifiers after it label it")
  func ignore() throws {
    let host = try ViewHost(
      HStack {
        Text("Battery")
        Text("80%")
      }
      .accessibilityElement(children: .ignore)
      .accessibilityLabel("Battery level")
      .accessibilityValue("80 percent"))
    let elements = host.accessibilityElements
    #expect(elements.map(\.label) == ["Battery level"])
    #expect(elements.first?.value == "80 percent")
  }

  @Test(".contain keeps the children as elements of a container")
  func contain() throws {
    let host = try ViewHost(
      VStack {
        Text("One")
        Text("Two")
      }.accessibilityElement(children: .contain).accessibilityLabel("Group"))
    #expect(host.accessibilityTree.count == 1)
    #expect(host.accessibilityTree.first?.isContainer == true)
    #expect(host.accessibilityElements.map(\.label) == ["One", "Two"])
  }

  @Test("a modal element hides its siblings, in its container and on the screen")
  func modal() throws {
    let host = try ViewHost(
      VStack {
        Text("Behind")
        VStack {
          Text("Inside")
          VStack { Text("Panel") }.accessibilityElement(children: .contain)
            .accessibilityAddTraits(.isModal)
        }
        .accessibilityElement(children: .contain)
      })
    // The panel's sibling in the container is hidden; the container's own sibling on the
    // screen is not a sibling of the panel.
    #expect(host.accessibilityElements.map(\.label) == ["Behind", "Panel"])
    let flat = try ViewHost(
      ZStack {
        Text("Behind")
        Text("Panel").accessibilityAddTraits(.isModal)
      })
    #expect(flat.accessibilityElements.map(\.label) == ["Panel"])
  }

  @Test("hidden views are not visited")
  func hidden() throws {
    let host = try ViewHost(
      VStack {
        Text("Shown")
        Text("Decoration").accessibilityHidden(true)
      })
    #expect(host.accessibilityElements.map(\.label) == ["Shown"])
  }

  @Test("adjustable and named actions run through VoiceOver's gestures")
  func actions() throws {
    struct Rating: View {
      @State var stars = 2
      @State var cleared = false
      var body: some View {
        Text("Rating")
          .accessibilityValue("\(stars) stars")
          .accessibilityAdjustableAction { direction in
            switch direction {
            case .increment: stars += 1
            case .decrement: stars -= 1
            }
          }
          .accessibilityAction(named: "Clear") { stars = 0 }
      }
    }
    let host = try ViewHost(Rating())
    try host.increment("Rating")
    #expect(try host.element(labelled: "Rating").value == "3 stars")
    try host.decrement("Rating")
    try host.decrement("Rating")
    #expect(try host.element(labelled: "Rating").value == "1 stars")
    try host.perform("Clear", on: "Rating")
    #expect(try host.element(labelled: "Rating").value == "0 stars")
    #expect(try host.element(labelled: "Rating").actionNames == ["Clear"])
  }

  @Test("an onTapGesture target is activated by VoiceOver, without becoming a button")
  func tapGestureActivation() throws {
    struct Card: View {
      @State var opened = false
      var body: some View {
        Text(opened ? "Opened" : "Closed").onTapGesture { opened = true }
      }
    }
    let host = try ViewHost(Card())
    #expect(try host.element(labelled: "Closed").traitNames.isEmpty)
    try host.activate("Closed")
    #expect(host.texts == ["Opened"])
  }

  @Test("VoiceOver's escape runs the nearest escape action above the focused element, or none")
  func escapeAction() throws {
    struct Dialog: View {
      @State var isShown = true
      var body: some View {
        VStack {
          Text("Page")
          if isShown {
            VStack {
              Text("Delete?")
              Button("Keep") {}
            }
            .accessibilityElement(children: .contain)
            .accessibilityAction(.escape) { isShown = false }
          }
        }
      }
    }
    let host = try ViewHost(Dialog())
    #expect(try host.escape(from: "Page") == false)
    #expect(host.texts == ["Page", "Delete?", "Keep"])
    #expect(try host.escape(from: "Keep"))
    #expect(host.texts == ["Page"])
  }

  @Test("a default action replaces what activating does; a named kind is a custom action")
  func actionKinds() throws {
    struct Row: View {
      @State var log: [String] = []
      var body: some View {
        Text(log.isEmpty ? "Row" : log.joined(separator: " "))
          .onTapGesture { log.append("tap") }
          .accessibilityAction { log.append("default") }
          .accessibilityAction(AccessibilityActionKind(named: Text("Archive"))) {
            log.append("archive")
          }
          .accessibilityAction(.magicTap) { log.append("magic") }
      }
    }
    let host = try ViewHost(Row())
    #expect(try host.element(labelled: "Row").actionNames == ["Archive"])
    try host.activate("Row")
    #expect(host.texts == ["default"])
    try host.perform("Archive", on: "default")
    #expect(host.texts == ["default archive"])
  }
}
