import SwiftUI
import TesseraComponents
import TesseraState
import TesseraTokens
import Testing

@testable import TesseraUI

/// A map screen that owns the sheet's presentation and can open and close it from outside.
private struct MapScreen: View {
  @State var showsDetails = true
  var detents: [SheetDetent] = [.small, .medium, .large]
  var showDragIndicator = true
  var dismissOnBackgroundTap = true
  var body: some View {
    ZStack {
      VStack {
        Button("Open") { showsDetails = true }
        Text(showsDetails ? "shown" : "hidden")
      }
      BottomSheet(
        isPresented: $showsDetails, detents: detents, showDragIndicator: showDragIndicator,
        dismissOnBackgroundTap: dismissOnBackgroundTap
      ) {
        VStack {
          Text("Details")
          Button("Close from app") { showsDetails = false }
        }
      }
    }
  }
}

@MainActor
@Suite("BottomSheet, executed")
struct BottomSheetBehaviourTests {
  @Test("it is the platform's sheet, presented and dismissed through the binding")
  func presentedThroughBinding() throws {
    let host = try ViewHost(MapScreen())
    #expect(host.presentations == ["sheet"])
    #expect(host.texts.contains("Details"))
    try host.tap("Close from app")
    #expect(host.presentations.isEmpty)
    #expect(!host.texts.contains("Details"))
    #expect(host.texts.contains("hidden"))
    try host.tap("Open")
    #expect(host.presentations == ["sheet"])
  }

  @Test("a swipe down dismisses it and tells the app")
  func personDismisses() throws {
    let host = try ViewHost(MapScreen())
    try host.dismissPresentation()
    #expect(host.presentations.isEmpty)
    #expect(host.texts.contains("hidden"))
  }

  @Test("its detents are the platform's, lowest first: small a quarter, large three quarters")
  func detents() throws {
    let host = try ViewHost(MapScreen(detents: [.large, .custom(120), .medium, .full]))
    #expect(
      host.presentation?.detents == [.height(120), .medium, .fraction(0.75), .large])
    #expect(host.presentation?.detent == .height(120))
    let small = try ViewHost(MapScreen())
    #expect(small.presentation?.detents == [.fraction(0.25), .medium, .fraction(0.75)])
  }

  @Test("moved to its largest detent and dismissed by the person, it reopens at its lowest")
  func reopensAtLowestAfterSwipe() throws {
    let host = try ViewHost(MapScreen())
    #expect(host.presentation?.detent == .fraction(0.25))
    try host.moveSheet(to: .fraction(0.75))
    #expect(host.presentation?.detent == .fraction(0.75))
    try host.dismissPresentation()
    try host.tap("Open")
    #expect(host.presentation?.detent == .fraction(0.25))
  }

  @Test("moved to its largest detent and closed by the app, it reopens at its lowest")
  func reopensAtLowestAfterApp() throws {
    let host = try ViewHost(MapScreen())
    try host.moveSheet(to: .medium)
    try host.tap("Close from app")
    try host.tap("Open")
    #expect(host.presentation?.detent == .fraction(0.25))
  }

  @Test("while it is up, it stays where the person moved it")
  func staysWhereMoved() throws {
    let host = try ViewHost(MapScreen())
    try host.moveSheet(to: .medium)
    try host.update(MapScreen())
    #expect(host.presentation?.detent == .medium)
  }

  @Test("the grabber is the system's drag indicator, shown or hidden")
  func grabber() throws {
    func indicator(_ screen: MapScreen) throws -> [String] {
      try ViewHost(screen).modifiers(named: "View.presentationDragIndicator(_:)")
        .flatMap { $0.arguments.map(\.1) }
    }
    #expect(try indicator(MapScreen()) == ["visible"])
    #expect(try indicator(MapScreen(showDragIndicator: false)) == ["hidden"])
  }

  @Test("dismissOnBackgroundTap false: the person cannot dismiss it; the app and VoiceOver can")
  func notDismissible() throws {
    let host = try ViewHost(MapScreen(dismissOnBackgroundTap: false))
    #expect(host.presentation?.dismissesInteractively == false)
    #expect(throws: RuntimeError.self) { try host.dismissPresentation() }
    #expect(host.presentations == ["sheet"])
    #expect(try host.escape(from: "Details"))
    #expect(host.texts.contains("hidden"))
    let dismissible = try ViewHost(MapScreen())
    #expect(dismissible.presentation?.dismissesInteractively == true)
  }

  @Test("the page behind is dimmed and out of reach: touches and VoiceOver reach the sheet")
  func modal() throws {
    let host = try ViewHost(MapScreen())
    #expect(host.presentation?.backgroundInteraction.description == "disabled")
    #expect(throws: RuntimeError.self) { try host.tap("Open") }
    let labels = host.accessibilityElements.map(\.label)
    #expect(labels.contains("Details"))
    #expect(labels.contains("Close from app"))
    #expect(!labels.contains("shown"))
  }

  @Test("VoiceOver's escape gesture closes it and tells the app; a Close action is offered")
  func escape() throws {
    let host = try ViewHost(MapScreen())
    func containers(_ elements: [AccessibilityElement]) -> [AccessibilityElement] {
      elements.flatMap { [$0] + containers($0.children) }
    }
    #expect(containers(host.accessibilityTree).contains { $0.actionNames.contains("Close") })
    #expect(try host.escape(from: "Details"))
    #expect(host.texts.contains("hidden"))
    try host.tap("Open")
    #expect(host.presentation?.detent == .fraction(0.25))
  }

  @Test("drawn from the theme: the sheet surface as background, the surface's corner radius")
  func themed() throws {
    let theme = ThemeSource.standard.resolved(
      systemScheme: .dark, systemContrast: .standard, contentSize: .large, reduceMotion: false)
    let host = try ViewHost(MapScreen().environment(\.dsTheme, theme))
    let look = theme.appearance(.bottomSheet)
    func argument(_ api: String) -> [String] {
      host.modifiers(named: api).flatMap { $0.arguments.map(\.1) }
    }
    #expect(
      argument("View.presentationCornerRadius(_:)")
        == [String(describing: Optional(CGFloat(look.cornerRadius)))])
    let surface = try #require(look.background)
    #expect(
      argument("View.presentationBackground(_:)") == [String(describing: Color(surface.color))])
  }

  @Test("its preview lays out in the lowest detent above the home indicator, no findings")
  func layout() throws {
    let entry = try #require(
      TesseraUIPreviews.all.first {
        $0.preview.displayName == "BottomSheet: presented over content"
      })
    let host = try entry.preview.host()
    let findings = try host.layout(
      in: CGSize(width: 390, height: 844),
      safeArea: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
    #expect(findings.isEmpty, "\(findings)")
    #expect(host.presentation?.detent == .fraction(0.25))
    // A quarter of 844 pt: the sheet's top is at 633 pt; the home indicator starts at 810 pt.
    let heading = try #require(host.frame(ofText: "Nearby places"))
    #expect(heading.minY >= 633)
    #expect(heading.maxY <= 810)
  }
}
