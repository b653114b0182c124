import SwiftUI
import TesseraComponents
import Testing

@testable import TesseraUI

/// A map screen that owns the sheet's presentation and can close it from outside.
private struct MapScreen: View {
  @State var showsDetails = true
  var body: some View {
    ZStack {
      VStack {
        Button("Open") { showsDetails = true }
        Button("Close from app") { showsDetails = false }
        Text(showsDetails ? "shown" : "hidden")
      }
      BottomSheet(isPresented: $showsDetails, detents: [.small, .medium, .large]) {
        Text("Details")
      }
    }
  }
}

@MainActor
@Suite("BottomSheet, executed")
struct BottomSheetBehaviourTests {
  private func size<Root: View>(_ host: ViewHost<Root>) throws -> String? {
    try host.element(labelled: "Sheet grabber").value
  }

  @Test("the grabber is an adjustable button saying the size; VoiceOver's swipes change it")
  func grabber() throws {
    let host = try ViewHost(MapScreen())
    let grabber = try host.element(labelled: "Sheet grabber")
    #expect(grabber.isAdjustable)
    #expect(grabber.traits.contains(.isButton))
    #expect(try size(host) == "Size 1 of 3")
    try host.increment("Sheet grabber")
    try host.increment("Sheet grabber")
    #expect(try size(host) == "Size 3 of 3")
    try host.increment("Sheet grabber")
    #expect(try size(host) == "Size 3 of 3")
    try host.decrement("Sheet grabber")
    #expect(try size(host) == "Size 2 of 3")
  }

  @Test("a tap on the grabber moves the sheet to another size")
  func tapGrabber() throws {
    let host = try ViewHost(MapScreen())
    try host.tap("Sheet grabber")
    #expect(try size(host) != "Size 1 of 3")
  }

  @Test("closed by the app at its largest size, the sheet opens again at its smallest")
  func reopensAtFirstDetent() throws {
    let host = try ViewHost(MapScreen())
    try host.increment("Sheet grabber")
    try host.increment("Sheet grabber")
    #expect(try size(host) == "Size 3 of 3")
    try host.tap("Close from app")
    #expect(host.texts.contains("hidden"))
    #expect(!host.texts.contains("Details"))
    try host.tap("Open")
    #expect(try size(host) == "Size 1 of 3")
  }

  @Test("a drag of the grabber that is cancelled leaves the sheet at its size")
  func cancelledDrag() throws {
    let host = try ViewHost(MapScreen())
    try host.increment("Sheet grabber")
    let drag = try host.startDrag("Sheet grabber")
    try drag.move(by: CGSize(width: 0, height: 300))
    try drag.finish(.cancelled)
    #expect(host.texts.contains("shown"))
    #expect(try size(host) == "Size 2 of 3")
  }

  @Test("VoiceOver's escape gesture closes it and tells the app; a Close action is offered")
  func escape() throws {
    let host = try ViewHost(MapScreen())
    // The panel is a container whose custom action, "Close", the rotor offers.
    func containers(_ elements: [AccessibilityElement]) -> [AccessibilityElement] {
      elements.flatMap { [$0] + containers($0.children) }
    }
    #expect(containers(host.accessibilityTree).contains { $0.actionNames.contains("Close") })
    #expect(try host.escape(from: "Details"))
    #expect(host.texts.contains("hidden"))
    try host.tap("Open")
    #expect(try size(host) == "Size 1 of 3")
  }
}
