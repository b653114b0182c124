import Foundation
import Testing

@testable import SwiftUI

/// A screen with a sheet, as the sheet page's example presents one from a button
/// (https://developer.apple.com/documentation/swiftui/view/sheet(ispresented:ondismiss:content:)).
private struct ShowLicenseAgreement: View {
  @State private var isShowingSheet = false
  @State private var dismissals = 0
  var body: some View {
    Button("Show License Agreement") { isShowingSheet.toggle() }
      .sheet(isPresented: $isShowingSheet, onDismiss: { dismissals += 1 }) {
        VStack {
          Text("License Agreement")
          Button("Dismiss") { isShowingSheet.toggle() }
          DraftField()
        }
      }
    Text("dismissed \(dismissals)")
  }
}

/// State inside the sheet: it lives as long as the sheet is presented.
private struct DraftField: View {
  @State var taps = 0
  var body: some View {
    Button("Draft \(taps)") { taps += 1 }
  }
}

private struct Count: PreferenceKey {
  static let defaultValue = 0
  static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

@MainActor
@Suite("Presentations and preferences")
struct PresentationTests {
  @Test("a sheet is modal: only its elements are read and reachable while it is up")
  func modal() throws {
    let host = try ViewHost(ShowLicenseAgreement())
    #expect(host.presentations == [])
    try host.tap("Show License Agreement")
    #expect(host.presentations == ["sheet"])
    #expect(
      host.accessibilityElements.map(\.label) == ["License Agreement", "Dismiss", "Draft 0"])
    #expect(throws: RuntimeError.self) { try host.tap("Show License Agreement") }
  }

  @Test("dismissing from inside or by swiping runs onDismiss once each time")
  func dismiss() throws {
    let host = try ViewHost(ShowLicenseAgreement())
    try host.tap("Show License Agreement")
    try host.tap("Dismiss")
    #expect(host.presentations == [])
    #expect(host.texts.last == "dismissed 1")
    try host.tap("Show License Agreement")
    try host.dismissPresentation()
    #expect(host.texts.last == "dismissed 2")
    #expect(throws: RuntimeError.self) { try host.dismissPresentation() }
  }

  @Test("a sheet's state lives as long as it is presented")
  func sheetState() throws {
    let host = try ViewHost(ShowLicenseAgreement())
    try host.tap("Show License Agreement")
    try host.tap("Draft 0")
    #expect(host.texts.contains("Draft 1"))
    try host.dismissPresentation()
    try host.tap("Show License Agreement")
    #expect(host.texts.contains("Draft 0"))
  }

  @Test("a popover is presented modally too, and records its kind")
  func popover() throws {
    let host = try ViewHost(
      Text("Anchor").popover(isPresented: .constant(true)) { Text("Tip") })
    #expect(host.presentations == ["popover"])
    #expect(host.accessibilityElements.map(\.label) == ["Tip"])
  }

  @Test("preferences reduce in tree order; a transform changes its subtree's value")
  func preferences() throws {
    let host = try ViewHost(
      VStack {
        Text("a").anchorPreference(key: Count.self, value: .bounds) { _ in 1 }
        Text("b").anchorPreference(key: Count.self, value: .bounds) { _ in 2 }
          .transformPreference(Count.self) { $0 *= 10 }
      }
      .overlayPreferenceValue(Count.self) { Text("total \($0)") })
    #expect(host.texts.last == "total 21")
  }

  @Test("an anchor resolves to the screen's rectangle (layout is not modelled)")
  func anchors() throws {
    struct Bounds: PreferenceKey {
      static let defaultValue: Anchor<CGRect>? = nil
      static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
        value = value ?? nextValue()
      }
    }
    let host = try ViewHost(
      Text("a").anchorPreference(key: Bounds.self, value: .bounds) { $0 }
        .overlayPreferenceValue(Bounds.self) { anchor in
          GeometryReader { proxy in
            Text(anchor.map { "\(Int(proxy[$0].width))" } ?? "none")
          }
        })
    #expect(host.texts.last == "390")
  }

  @Test("withAnimation records its animation and runs its body")
  func animations() throws {
    animationLog = []
    var value = 0
    withAnimation(.easeIn(duration: 0.2)) { value = 1 }
    withAnimation(nil) { value += 1 }
    #expect(value == 2)
    #expect(animationLog == ["easeIn(duration: 0.2)", "none"])
  }

  @Test("a keyboard shortcut acts on the reachable control: the sheet's, not the page's below")
  func shortcuts() throws {
    struct Page: View {
      @State var showsSheet = false
      @State var log: [String] = []
      var body: some View {
        VStack {
          Button("Leave page") { log.append("page") }.keyboardShortcut(.cancelAction)
          Button("Open") { showsSheet = true }
          Text(log.joined(separator: ","))
        }
        .sheet(isPresented: $showsSheet) {
          Button("Close") {
            log.append("sheet")
            showsSheet = false
          }
          .keyboardShortcut(.cancelAction)
        }
      }
    }
    let host = try ViewHost(Page())
    try host.tap("Open")
    try host.pressShortcut(.cancelAction)
    #expect(host.presentations.isEmpty)
    try host.pressShortcut(.cancelAction)
    #expect(host.texts.last == "sheet,page")
    #expect(throws: RuntimeError.self) { try host.pressShortcut(.defaultAction) }
  }
}
