import SwiftUI
import TesseraComponents
import Testing

@testable import TesseraUI

private struct Page: Identifiable {
  var name: String
  var id: String { name }
}

/// A screen whose pages the app can change while the carousel is on screen.
private struct Pages: View {
  var names = ["Alpha", "Beta", "Gamma"]
  var wraps = false
  var body: some View {
    DSCarousel(items: names.map { Page(name: $0) }, wraps: wraps) { page in
      Text(page.name)
    }
  }
}

@MainActor
@Suite("DSCarousel, executed")
struct CarouselBehaviourTests {
  /// The page VoiceOver can read (off-screen pages are hidden) and the page control's value.
  private func shown<Root: View>(_ host: ViewHost<Root>) throws -> [String?] {
    let pages = host.accessibilityElements.filter { ["Alpha", "Beta", "Gamma"].contains($0.label) }
    return pages.map(\.label) + [try host.element(labelled: "Page").value]
  }

  @Test("it opens on the first page, which is all VoiceOver reads of the pages; Previous is dimmed")
  func start() throws {
    let host = try ViewHost(Pages())
    #expect(try shown(host) == ["Alpha", "Item 1 of 3"])
    #expect(try !host.element(labelled: "Previous").isEnabled)
    #expect(try host.element(labelled: "Next").traitNames == ["button"])
  }

  @Test("a swipe the scroll view settles moves the page control; past the last it stays")
  func swipe() throws {
    let host = try ViewHost(Pages())
    try host.swipePage(1)
    #expect(try shown(host) == ["Beta", "Item 2 of 3"])
    try host.swipePage(1)
    try host.swipePage(1)
    #expect(try shown(host) == ["Gamma", "Item 3 of 3"])
    try host.swipePage(-1)
    #expect(try shown(host) == ["Beta", "Item 2 of 3"])
  }

  @Test("the arrows slide the pages, but under Reduce Motion they switch without sliding")
  func reduceMotion() throws {
    let moving = try ViewHost(Pages())
    var start = animationLog.count
    try moving.tap("Next")
    #expect(animationLog[start...].contains { $0 != "none" })
    var environment = EnvironmentValues()
    environment.setSystemValue("accessibilityReduceMotion", true)
    let still = try ViewHost(Pages(wraps: true), environment: environment)
    start = animationLog.count
    try still.tap("Next")
    try still.tap("Previous")
    try still.tap("Previous")
    #expect(try shown(still) == ["Gamma", "Item 3 of 3"])
    #expect(animationLog[start...].allSatisfy { $0 == "none" }, "\(animationLog[start...])")
  }

  @Test("the arrows move the page and the scroll view follows; Next is dimmed at the end")
  func arrows() throws {
    let host = try ViewHost(Pages())
    try host.tap("Next")
    try host.tap("Next")
    #expect(try shown(host) == ["Gamma", "Item 3 of 3"])
    #expect(try !host.element(labelled: "Next").isEnabled)
    #expect(throws: RuntimeError.self) { try host.activate("Next") }
    try host.tap("Previous")
    #expect(try shown(host) == ["Beta", "Item 2 of 3"])
  }

  @Test("VoiceOver swipes up and down on the page control to turn pages")
  func voiceOver() throws {
    let host = try ViewHost(Pages())
    try host.increment("Page")
    #expect(try shown(host) == ["Beta", "Item 2 of 3"])
    try host.decrement("Page")
    #expect(try shown(host) == ["Alpha", "Item 1 of 3"])
  }

  @Test("a wrapping carousel goes from the last page to the first")
  func wraps() throws {
    let host = try ViewHost(Pages(wraps: true))
    #expect(try host.element(labelled: "Previous").isEnabled)
    try host.tap("Previous")
    #expect(try shown(host) == ["Gamma", "Item 3 of 3"])
    try host.tap("Next")
    #expect(try shown(host) == ["Alpha", "Item 1 of 3"])
  }

  @Test("when the app removes pages while it shows the last, it follows to the new last page")
  func itemsChange() throws {
    let host = try ViewHost(Pages())
    try host.tap("Next")
    try host.tap("Next")
    try host.update(Pages(names: ["Alpha", "Beta"]))
    #expect(try shown(host) == ["Beta", "Item 2 of 2"])
  }

  @Test("the page on screen stays when the app removes or inserts pages before it")
  func itemsMoveAround() throws {
    let host = try ViewHost(Pages())
    try host.tap("Next")
    try host.update(Pages(names: ["Beta", "Gamma"]))
    #expect(try shown(host) == ["Beta", "Item 1 of 2"])
    #expect(try host.element(labelled: "Next").isEnabled)
    try host.update(Pages(names: ["Alpha", "Gamma", "Beta"]))
    #expect(try shown(host) == ["Beta", "Item 3 of 3"])
    try host.tap("Previous")
    #expect(try shown(host) == ["Gamma", "Item 2 of 3"])
  }

  @Test("a page whose item is gone shows the page that took its place")
  func itemReplaced() throws {
    let host = try ViewHost(Pages())
    try host.tap("Next")
    try host.update(Pages(names: ["Alpha", "Delta", "Gamma"]))
    let readable = host.accessibilityElements.map(\.label)
    #expect(readable.contains("Delta") && !readable.contains("Alpha"), "\(readable)")
    #expect(try host.element(labelled: "Page").value == "Item 2 of 3")
  }
}
