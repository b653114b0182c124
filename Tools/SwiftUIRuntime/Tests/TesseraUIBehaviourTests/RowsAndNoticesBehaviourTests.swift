import SwiftUI
import TesseraComponents
import TesseraState
import Testing

@testable import TesseraUI

/// Records taps outside the views.
@MainActor
private final class Taps {
  var names: [String] = []
}

/// A settings page that owns a switch.
private struct AirplaneRow: View {
  @State var isOn = false
  var body: some View {
    DSSwitch(isOn: $isOn, label: "Airplane mode", labelHidden: true)
    Text(isOn ? "airplane on" : "airplane off")
  }
}

/// An onboarding screen that owns its page.
private struct Onboarding: View {
  @State var page = 0
  var pageCount = 4
  var body: some View {
    DSPageIndicator(pageCount: pageCount, currentPage: $page)
    Text("page \(page)")
  }
}

/// A search screen that owns its query and counts searches.
private struct RecipeSearch: View {
  let taps: Taps
  @State var query = ""
  var body: some View {
    DSSearchField(text: $query, prompt: "Search recipes") { taps.names.append("search \(query)") }
    Text("query \(query)")
  }
}

@MainActor
@Suite("Rows, bars, switches and notices, executed")
struct RowsAndNoticesBehaviourTests {
  @Test("a switch with its label hidden is still named; a tap and VoiceOver switch it")
  func labelHiddenSwitch() throws {
    let host = try ViewHost(AirplaneRow())
    let element = try host.element(labelled: "Airplane mode")
    #expect(element.traits.contains(.isToggle))
    #expect(element.value == "Off")
    try host.tap("Airplane mode")
    #expect(host.texts.contains("airplane on"))
    try host.activate("Airplane mode")
    #expect(host.texts.contains("airplane off"))
    let disabled = try ViewHost(AirplaneRow().disabled(true))
    #expect(throws: RuntimeError.self) { try disabled.tap("Airplane mode") }
  }

  @Test("a navigation bar: a header between its buttons, which act")
  func navigationBar() throws {
    let taps = Taps()
    let host = try ViewHost(
      DSNavigationBar("Settings") {
        DSIconButton("chevron.backward", accessibilityLabel: "Back", role: .quaternary) {
          taps.names.append("back")
        }
      } trailing: {
        DSIconButton("plus", accessibilityLabel: "Add", role: .quaternary) {
          taps.names.append("add")
        }
      })
    #expect(host.accessibilityElements.map { $0.label ?? "" } == ["Back", "Settings", "Add"])
    #expect(try host.element(labelled: "Settings").traits.contains(.isHeader))
    try host.tap("Back")
    try host.activate("Add")
    #expect(taps.names == ["back", "add"])
  }

  @Test("a page indicator is adjustable: VoiceOver turns pages within the count")
  func pageIndicator() throws {
    let host = try ViewHost(Onboarding())
    #expect(try host.element(labelled: "Page").isAdjustable)
    try host.increment("Page")
    #expect(host.texts.contains("page 1"))
    try host.decrement("Page")
    try host.decrement("Page")
    #expect(host.texts.contains("page 0"))
    for _ in 0..<6 { try host.increment("Page") }
    #expect(host.texts.contains("page 3"))
    // No pages yet (still loading): a swipe writes nothing, never -1.
    let empty = try ViewHost(Onboarding(pageCount: 0))
    try empty.increment("Page")
    #expect(empty.texts.contains("page 0"))
    try empty.decrement("Page")
    #expect(empty.texts.contains("page 0"))
    // The app's page past the end (the count fell to 4): a swipe down goes to the page before
    // the one shown, the last.
    let beyond = try ViewHost(Onboarding(page: 7))
    try beyond.decrement("Page")
    #expect(beyond.texts.contains("page 2"))
    let bound = try ViewHost(DSPageIndicator(pageCount: 4, currentPage: .constant(0)))
    let first = try bound.element(labelled: "Page").value
    try bound.update(DSPageIndicator(pageCount: 4, currentPage: .constant(2)))
    #expect(try bound.element(labelled: "Page").value != first)
  }

  @Test("a list row with an action is one button; a tap runs it; disabled, it does not")
  func listRow() throws {
    let taps = Taps()
    let row = DSListRow("Wi-Fi", subtitle: "Home", icon: "wifi") {
      EmptyView()
    } action: {
      taps.names.append("wifi")
    }
    let host = try ViewHost(row)
    let element = try host.element(labelled: "Wi-Fi, Home")
    #expect(element.traits.contains(.isButton))
    try host.tap("Wi-Fi, Home")
    try host.activate("Wi-Fi, Home")
    #expect(taps.names == ["wifi", "wifi"])
    let disabled = try ViewHost(row.disabled(true))
    #expect(throws: RuntimeError.self) { try disabled.tap("Wi-Fi, Home") }
    #expect(taps.names.count == 2)
  }

  @Test("an expandable row opens and closes its content, saying so")
  func expandableRow() throws {
    let host = try ViewHost(
      ExpandableRow("Shipping", subtitle: "2–4 days", icon: "shippingbox") {
        Text("Orders ship from Lisbon.")
      })
    #expect(try host.element(labelled: "Shipping, 2–4 days").value == "Collapsed")
    #expect(!host.texts.contains("Orders ship from Lisbon."))
    try host.tap("Shipping, 2–4 days")
    #expect(host.texts.contains("Orders ship from Lisbon."))
    #expect(try host.element(labelled: "Shipping, 2–4 days").value == "Expanded")
    try host.activate("Shipping, 2–4 days")
    #expect(!host.texts.contains("Orders ship from Lisbon."))
  }

  @Test("a search field is a search field; typing and Return search; disabled, no typing")
  func searchField() throws {
    let taps = Taps()
    let host = try ViewHost(RecipeSearch(taps: taps))
    #expect(try host.element(labelled: "Search recipes").traits.contains(.isSearchField))
    // Empty, the prompt is drawn but said once, as the label: not again as the field's value.
    #expect(try host.element(labelled: "Search recipes").value == nil)
    #expect(host.accessibilityElements.filter { $0.label == "Search recipes" }.count == 1)
    #expect(host.texts.contains("Search recipes"))
    try host.type("soup", into: "Search recipes")
    #expect(try host.element(labelled: "Search recipes").value == "soup")
    #expect(!host.texts.contains("Search recipes"))
    try host.submit()
    #expect(taps.names == ["search soup"])
    #expect(host.texts.contains("query soup"))
    let disabled = try ViewHost(RecipeSearch(taps: Taps()).disabled(true))
    #expect(throws: RuntimeError.self) { try disabled.type("x", into: "Search recipes") }
  }

  @Test("an inline alert is read as its status, title and message, not as an image")
  func inlineAlert() throws {
    let host = try ViewHost(
      DSInlineAlert("Card expires soon", message: "Update it before 1 May.", status: .warning))
    let element = try host.element(labelled: "Warning, Card expires soon, Update it before 1 May.")
    #expect(!element.traits.contains(.isImage))
  }

  @Test("a banner says its status before its title, not only by color and icon")
  func bannerStatus() throws {
    let host = try ViewHost(
      Banner(
        banner: BannerData(id: "b", title: "Offline", message: "Check the network", style: .warning)
      ))
    #expect(host.accessibilityElements.first?.label == "Warning: Offline.")
    #expect(try host.element(labelled: "Close").traits.contains(.isButton))
  }
}
