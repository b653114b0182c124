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

  @Test("an anchor resolves to its view's laid-out bounds, in the reading container's space")
  func anchors() throws {
    struct Bounds: PreferenceKey {
      static let defaultValue: Anchor<CGRect>? = nil
      static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
        value = value ?? nextValue()
      }
    }
    // The reader overlays the whole stack (390 wide: the colour takes the width offered); the
    // anchored 100 × 40 frame is centred across it, below the 100 pt colour and 8 pt of spacing.
    let host = try ViewHost(
      VStack {
        Color(red: 0, green: 0, blue: 1).frame(height: 100)
        Text("a").frame(width: 100, height: 40)
          .anchorPreference(key: Bounds.self, value: .bounds) { $0 }
      }
      .overlayPreferenceValue(Bounds.self, alignment: .topLeading) { anchor in
        GeometryReader { proxy in
          Text(
            anchor.map {
              let rect = proxy[$0]
              return "\(Int(rect.minX)) \(Int(rect.minY)) \(Int(rect.width)) \(Int(rect.height))"
            } ?? "none")
        }
      })
    #expect(host.texts.last == "145 108 100 40")
    // The overlay is laid out over the view it reads, not after it.
    let stack = try #require(host.allNodes.first { $0.kind == .container("VStack") }?.frames.first)
    let reader = try #require(
      host.allNodes.first { $0.kind == .container("GeometryReader") }?.frames.first)
    #expect(reader == stack)
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

  // MARK: Detents

  /// The presentationDetents page's example: a settings sheet at medium or large
  /// (https://developer.apple.com/documentation/swiftui/view/presentationdetents(_:)).
  private struct ViewSettings: View {
    @State var showSettings = false
    var detents: Set<PresentationDetent> = [.medium, .large]
    var body: some View {
      Button("View Settings") { showSettings = true }
        .sheet(isPresented: $showSettings) {
          Text("Settings").presentationDetents(detents)
        }
    }
  }

  @Test("a sheet without detents rests at large, the default")
  func defaultDetent() throws {
    let host = try ViewHost(ShowLicenseAgreement())
    #expect(host.presentation == nil)
    try host.tap("Show License Agreement")
    #expect(host.presentation?.detents == [.large])
    #expect(host.presentation?.detent == .large)
  }

  @Test("without a selection it opens at its smallest detent, and forgets a drag when dismissed")
  func detentsWithoutSelection() throws {
    let host = try ViewHost(ViewSettings(detents: [.large, .height(100), .fraction(0.3), .medium]))
    try host.tap("View Settings")
    // On the 844 pt screen: 100, 253.2, 422 and 844 pt.
    #expect(host.presentation?.detents == [.height(100), .fraction(0.3), .medium, .large])
    #expect(host.presentation?.detent == .height(100))
    try host.moveSheet(to: .medium)
    #expect(host.presentation?.detent == .medium)
    try host.dismissPresentation()
    try host.tap("View Settings")
    #expect(host.presentation?.detent == .height(100))
  }

  /// The selection page's example: the app reads and sets the detent
  /// (https://developer.apple.com/documentation/swiftui/view/presentationdetents(_:selection:)).
  private struct SelectedSettings: View {
    @State var showSettings = true
    @State var selectedDetent = PresentationDetent.medium
    var body: some View {
      Button("View Settings") { showSettings = true }
        .sheet(isPresented: $showSettings) {
          VStack {
            Text("at \(selectedDetent)")
            Button("Expand") { selectedDetent = .large }
            Button("Too small") { selectedDetent = .height(10) }
          }
          .presentationDetents([.medium, .large], selection: $selectedDetent)
        }
    }
  }

  @Test("with a selection the sheet rests at the binding's detent; a drag writes it")
  func detentsWithSelection() throws {
    let host = try ViewHost(SelectedSettings())
    #expect(host.presentation?.detent == .medium)
    try host.tap("Expand")
    #expect(host.presentation?.detent == .large)
    try host.moveSheet(to: .medium)
    #expect(host.texts.contains("at medium"))
    #expect(throws: RuntimeError.self) { try host.moveSheet(to: .fraction(0.2)) }
    #expect(host.presentation?.detent == .medium)
  }

  @Test("a selection that is not one of the sheet's detents fails the render")
  func selectionOutsideDetents() throws {
    let host = try ViewHost(SelectedSettings())
    #expect(throws: RuntimeError.self) { try host.tap("Too small") }
  }

  @Test("interactiveDismissDisabled: the person cannot dismiss the sheet, the app can")
  func interactiveDismissal() throws {
    struct Order: View {
      @State var showsSheet = true
      var body: some View {
        Text("Page")
          .sheet(isPresented: $showsSheet) {
            Button("Done") { showsSheet = false }.interactiveDismissDisabled()
          }
      }
    }
    let host = try ViewHost(Order())
    #expect(host.presentation?.dismissesInteractively == false)
    #expect(throws: RuntimeError.self) { try host.dismissPresentation() }
    #expect(host.presentations == ["sheet"])
    try host.tap("Done")
    #expect(host.presentations.isEmpty)
  }

  @Test("background interaction is recorded; the sheet stays modal")
  func backgroundInteraction() throws {
    let host = try ViewHost(
      Button("Behind") {}
        .sheet(isPresented: .constant(true)) {
          Text("Sheet")
            .presentationDetents([.height(200), .medium])
            .presentationBackgroundInteraction(.enabled(upThrough: .height(200)))
        })
    #expect(
      host.presentation?.backgroundInteraction.description == "enabled(upThrough: height(200.0))")
    #expect(host.accessibilityElements.map(\.label) == ["Sheet"])
  }

  @Test("a sheet at a detent is laid out in that height at the screen's bottom")
  func detentLayout() throws {
    let host = try ViewHost(ViewSettings())
    try host.tap("View Settings")
    _ = try host.layout(
      in: CGSize(width: 390, height: 844),
      safeArea: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
    // Medium: the lower 422 pt, less the home indicator's 34 pt; the text is centred in it.
    let frame = try #require(host.frame(ofText: "Settings"))
    #expect(frame.minY > 422)
    #expect(abs(frame.midY - (422 + 810) / 2) < 1)
    try host.moveSheet(to: .large)
    _ = try host.layout(
      in: CGSize(width: 390, height: 844),
      safeArea: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
    let large = try #require(host.frame(ofText: "Settings"))
    #expect(abs(large.midY - (47 + 810) / 2) < 1)
  }
}
