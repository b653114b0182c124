import SwiftUI
import Testing

// The State page's example (https://developer.apple.com/documentation/swiftui/state).
private struct PlayButton: View {
  @State private var isPlaying: Bool = false
  var body: some View {
    Button(isPlaying ? "Pause" : "Play") { isPlaying.toggle() }
  }
}

private struct Counter: View {
  @State private var count: Int
  let title: String
  init(title: String, start: Int) {
    self.title = title
    _count = State(initialValue: start)
  }
  var body: some View {
    Button("\(title) \(count)") { count += 1 }
  }
}

private struct Swapped: View {
  let flag: Bool
  var body: some View {
    if flag {
      Counter(title: "A", start: 0)
    } else {
      Counter(title: "A", start: 0)
    }
  }
}

private struct Identified: View {
  let identity: Int
  var body: some View { Counter(title: "C", start: 0).id(identity) }
}

private struct Item: Identifiable {
  let id: String
}

private struct List3: View {
  let items: [Item]
  var body: some View {
    VStack {
      ForEach(items) { item in Counter(title: item.id, start: 0) }
    }
  }
}

private struct Erased: View {
  let useText: Bool
  var body: some View {
    if useText {
      AnyView(Counter(title: "E", start: 0))
    } else {
      AnyView(Counter(title: "E", start: 0).id("other"))
    }
  }
}

@MainActor
@Suite("State and identity")
struct StateAndIdentityTests {
  @Test("state changes re-render the view, as the State page's PlayButton does")
  func playButton() throws {
    let host = try ViewHost(PlayButton())
    #expect(host.texts == ["Play"])
    try host.tap("Play")
    #expect(host.texts == ["Pause"])
    try host.tap("Pause")
    #expect(host.texts == ["Play"])
  }

  @Test("state survives a parent's re-render and is never re-seeded from a new initializer")
  func notReseeded() throws {
    let host = try ViewHost(Counter(title: "N", start: 5))
    try host.tap("N 5")
    #expect(host.texts == ["N 6"])
    try host.update(Counter(title: "N", start: 40))
    #expect(host.texts == ["N 6"])
  }

  @Test("the two branches of an if/else are two identities: switching drops the state")
  func branchesAreIdentities() throws {
    let host = try ViewHost(Swapped(flag: true))
    try host.tap("A 0")
    #expect(host.texts == ["A 1"])
    try host.update(Swapped(flag: true))
    #expect(host.texts == ["A 1"])
    try host.update(Swapped(flag: false))
    #expect(host.texts == ["A 0"])
    try host.update(Swapped(flag: true))
    #expect(host.texts == ["A 0"])
  }

  @Test("a new id(_:) is a new view with fresh state")
  func explicitIdentity() throws {
    let host = try ViewHost(Identified(identity: 1))
    try host.tap("C 0")
    try host.update(Identified(identity: 1))
    #expect(host.texts == ["C 1"])
    try host.update(Identified(identity: 2))
    #expect(host.texts == ["C 0"])
  }

  @Test("ForEach keeps each element's state with its id when the order changes")
  func forEachIds() throws {
    let host = try ViewHost(List3(items: [Item(id: "x"), Item(id: "y")]))
    try host.tap("y 0")
    try host.update(List3(items: [Item(id: "y"), Item(id: "x")]))
    #expect(host.texts == ["y 1", "x 0"])
    try host.update(List3(items: [Item(id: "x")]))
    try host.update(List3(items: [Item(id: "y"), Item(id: "x")]))
    #expect(host.texts == ["y 0", "x 0"], "a removed element's state is dropped")
  }

  @Test("AnyView's wrapped type is part of identity")
  func anyViewType() throws {
    let host = try ViewHost(Erased(useText: true))
    try host.tap("E 0")
    #expect(host.texts == ["E 1"])
    try host.update(Erased(useText: false))
    #expect(host.texts == ["E 0"])
  }

  @Test("a binding writes through to the state that owns it")
  func bindings() throws {
    struct Owner: View {
      @State var on = false
      var body: some View {
        VStack {
          Toggle("Wi-Fi", isOn: $on)
          Text(on ? "connected" : "off")
        }
      }
    }
    let host = try ViewHost(Owner())
    #expect(try host.element(labelled: "Wi-Fi").value == "0")
    try host.toggle("Wi-Fi")
    #expect(host.texts.contains("connected"))
    #expect(try host.element(labelled: "Wi-Fi").value == "1")
  }
}
