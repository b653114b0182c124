import SwiftUI
import TesseraGestures
import Testing

@testable import TesseraUI

/// A card with state of its own: a count the person raises with a button.
private struct CountingCard: View {
  @State private var count = 0
  var body: some View {
    VStack {
      Text(verbatim: "Card \(count)")
      Button("Add") { count += 1 }
    }
  }
}

/// A screen whose swipe directions change with a setting (a card that can also be swiped up
/// once unlocked); the swipes it hears are shown.
private struct SwipeScreen: View {
  @State private var unlocked = false
  @State private var heard: [SwipeDirection] = []
  var body: some View {
    VStack {
      CountingCard()
        .onSwipe(directions: unlocked ? Set(SwipeDirection.allCases) : [.left, .right]) {
          heard.append($0)
        }
      Button("Unlock") { unlocked = true }
      Text(verbatim: "heard \(heard.map { "\($0)" }.joined(separator: ","))")
    }
  }
}

/// `onSwipe` follows the directions it is given without giving its content a new identity:
/// SwiftUI keeps a view's state only while the view keeps its identity, and a view moved to
/// another branch of a conditional gets a new one
/// (https://developer.apple.com/documentation/swiftui/state: "SwiftUI ... keeps the state for
/// the lifetime of the view"; "Demystify SwiftUI", structural identity).
@MainActor
@Suite("onSwipe")
struct SwipeBehaviourTests {
  @Test("changing the directions keeps the content's state, and the new directions are taken")
  func directionsChange() throws {
    let host = try ViewHost(SwipeScreen())
    try host.tap("Add")
    try host.tap("Add")
    #expect(host.texts.contains("Card 2"))
    // Along one axis the drag sits beside the scroll view's pan; along both, it owns the drag.
    #expect(enabled(host) == ["View.simultaneousGesture(_:including:)"])
    try host.tap("Unlock")
    #expect(host.texts.contains("Card 2"), "\(host.texts)")
    #expect(enabled(host) == ["View.gesture(_:including:)"])
    // An upward swipe, which only the new directions take, is heard.
    try host.drag("Card 2", through: (1...6).map { CGSize(width: 0, height: -30 * Double($0)) })
    #expect(host.texts.contains("heard up"), "\(host.texts)")
  }

  /// The gesture modifiers whose drag is attached with its mask enabled.
  private func enabled(_ host: ViewHost<some View>) -> [String] {
    ["simultaneousGesture", "gesture", "highPriorityGesture"].flatMap { name in
      host.modifiers(named: "View.\(name)(_:including:)").filter {
        $0.arguments.contains { $0 == ("mask", "all") }
      }
    }.compactMap { if case .modifier(let api) = $0.kind { api } else { nil } }
  }
}
