import Foundation
import SwiftUI
import TesseraComponents
import TesseraState
import TesseraTestSupport
import Testing

@testable import TesseraCatalogFixtures
@testable import TesseraUI

/// The settings layout can differ in: both contrasts (Increase Contrast may change borders and
/// weights), Large and AX5, both reading directions. Light and dark draw alike in layout.
let layoutSettings = DeviceSetting.all.filter { $0.scheme == .light }

@MainActor
@Suite("Layout of every public view and catalog section")
struct LayoutSweepTests {
  /// Lays a view out in every setting on every screen: no interactive element of zero size,
  /// off the screen or under 44 pt, and no text cut short where no line limit asked for it.
  /// A view whose layout the runtime does not model fails by name.
  private func sweep(_ name: String, _ host: (EnvironmentValues) throws -> any ExecutedHost)
    throws
  {
    for setting in layoutSettings {
      for screen in layoutScreens {
        let findings = try host(setting.environment).layout(
          in: screen.size, safeArea: screen.safeArea)
        #expect(findings == [], "\(name) \(setting) \(screen.name)")
      }
    }
  }

  @Test("each public view the catalog leaves out", arguments: UncataloguedView.allCases)
  func views(view: UncataloguedView) throws {
    try sweep(view.rawValue) { try view.host(in: $0) }
  }

  @Test("each catalog section in the catalog's scroll view", arguments: ExecutingSection.allCases)
  func sections(section: ExecutingSection) throws {
    try sweep(section.rawValue) { try section.host(in: $0) }
  }

  @Test("the Buttons section")
  func buttons() throws {
    try sweep("buttons") {
      try ViewHost(ScrollView { ButtonsSection(toasts: DSToastManager()) }, environment: $0)
    }
  }
}

private struct Page: Identifiable {
  var name: String
  var id: String { name }
}

@MainActor
@Suite("Layout regressions")
struct LayoutRegressionTests {
  /// "TesseraUI on a device" 8: with no height, the carousel's pages sat in a bare
  /// GeometryReader that a scroll view proposes no height, so it collapsed to 10 pt and
  /// clipped every page.
  @Test("a carousel with no height in a scroll view is as tall as its pages")
  func carouselInScrollView() throws {
    var environment = EnvironmentValues()
    environment.dynamicTypeSize = .accessibility5
    let host = try ViewHost(
      ScrollView {
        DSCarousel(items: [Page(name: "Quarterly results are in"), Page(name: "Beta")]) {
          Text($0.name).padding()
        }
      }, environment: environment)
    #expect(try host.layout() == [])
    let page = try #require(host.frame(ofText: "Quarterly results are in"))
    // At AX5 (53/62 pt body) 358 pt hold 10 characters a line: "Quarterly", "results",
    // "are in", 3 × 62 pt.
    #expect(page.height == 186)
    let scroll = try #require(
      host.allNodes.first { $0.kind == .container("ScrollView") && $0.key.contains("DSCarousel") }?
        .frames.first)
    #expect(scroll.height >= page.height + 32, "the pages' scroll view holds a padded page")
  }

  /// "TesseraUI on a device" 12: the alert fixed its size vertically with no scroll view, so
  /// at accessibility sizes a long message pushed the buttons off the screen.
  @Test("an alert's buttons stay on screen under a long message at AX5")
  func alertAtAccessibilitySizes() throws {
    var environment = EnvironmentValues()
    environment.dynamicTypeSize = .accessibility5
    let message = String(repeating: "This draft and its attachments will be removed. ", count: 8)
    for screen in layoutScreens {
      let host = try ViewHost(
        DSAlert(
          "Delete draft?", message: LocalizedStringKey(message),
          primary: .init("Delete", role: .destructive), secondary: .init("Keep", role: .secondary)
        ) {}, environment: environment)
      #expect(
        try host.layout(in: screen.size, safeArea: screen.safeArea) == [], "\(screen.name)")
      try expectButtons(["Delete", "Keep"], inSafeAreaOf: screen, in: host)
    }
  }

  /// Issue #29, found by the previews' layout sweep: the confirmation dialog fixed its title
  /// and message at their full height with no scroll view, so at AX5 they squeezed the actions
  /// until their titles were cut short.
  @Test("a confirmation dialog's actions stay whole under a long message at AX5")
  func confirmationDialogAtAccessibilitySizes() throws {
    var environment = EnvironmentValues()
    environment.dynamicTypeSize = .accessibility5
    let message = String(repeating: "Everyone with the link can see these photos. ", count: 6)
    for screen in layoutScreens {
      let host = try ViewHost(
        ConfirmationDialog(
          "Share album", message: LocalizedStringKey(message),
          actions: [
            ConfirmationDialog.Action("Invite people"),
            ConfirmationDialog.Action("Stop sharing", role: .destructive),
          ]), environment: environment)
      #expect(
        try host.layout(in: screen.size, safeArea: screen.safeArea) == [], "\(screen.name)")
      try expectButtons(
        ["Invite people", "Stop sharing", "Cancel"], inSafeAreaOf: screen, in: host)
    }
  }

  /// Issue #29, found by the previews' layout sweep: the empty state fixed its height with no
  /// scroll view, so at AX5 a long message pushed its action below the screen.
  @Test("an empty state scrolls to its action at AX5 and does not scroll when it fits")
  func emptyStateAtAccessibilitySizes() throws {
    func host(_ size: DynamicTypeSize) throws -> ViewHost<DSEmptyState> {
      var environment = EnvironmentValues()
      environment.dynamicTypeSize = size
      return try ViewHost(
        DSEmptyState(
          "Your library is empty",
          message: LocalizedStringKey(
            String(repeating: "Downloads appear here and stay until you remove them. ", count: 3)),
          systemImage: "arrow.down.circle", actionTitle: "Browse the catalog"
        ) {}, environment: environment)
    }
    for screen in layoutScreens {
      let large = try host(.accessibility5)
      #expect(
        try large.layout(in: screen.size, safeArea: screen.safeArea) == [], "\(screen.name)")
      #expect(
        large.allNodes.contains { $0.kind == .button && $0.text == "Browse the catalog" },
        "\(screen.name)")
    }
    // At the default size the three short paragraphs fit on an iPhone: nothing scrolls.
    let regular = try host(.large)
    let screen = layoutScreens[0]
    #expect(try regular.layout(in: screen.size, safeArea: screen.safeArea) == [])
    #expect(!regular.allNodes.contains { $0.kind == .container("ScrollView") })
  }

  /// Issue #29, found by the previews' layout sweep: the text area laid its prompt over an
  /// editor only as tall as its minimum lines, so at AX5 the prompt, wrapping to more lines
  /// than that, was cut short.
  @Test("a text area shows its whole prompt at AX5")
  func textAreaPromptAtAccessibilitySizes() throws {
    var environment = EnvironmentValues()
    environment.dynamicTypeSize = .accessibility5
    for screen in layoutScreens {
      let host = try ViewHost(
        DSTextArea("Notes", text: .constant(""), prompt: "Anything we should know?"),
        environment: environment)
      #expect(
        try host.layout(in: screen.size, safeArea: screen.safeArea) == [], "\(screen.name)")
      // The prompt wraps to more lines than the three the editor keeps, and the field's box
      // grows to hold them all.
      let prompt = try #require(host.frame(ofText: "Anything we should know?"))
      let box = try #require(
        host.allNodes.first {
          if case .view(let name) = $0.kind { name.hasSuffix("DSChromeModifier") } else { false }
        }?.frames.first)
      #expect(
        prompt.minX >= box.minX && prompt.maxX <= box.maxX && prompt.minY >= box.minY
          && prompt.maxY <= box.maxY, "\(screen.name)")
    }
  }

  /// Issue #29, found by the previews' layout sweep: the toast container stacked every
  /// visible toast, so at AX5 on a small phone the newest was pushed below the screen.
  @Test("toasts that do not fit wait behind the newest, which stays on screen")
  func toastsAtAccessibilitySizes() throws {
    func host(_ size: DynamicTypeSize) throws -> (DSToastManager, ViewHost<some View>) {
      let manager = DSToastManager(clock: ManualClock())
      manager.show(
        DSToastData(
          id: "saved", title: "Saved", message: "Your changes are safe.", style: .success))
      manager.show(
        DSToastData(
          id: "deleted", title: "Message deleted", style: .info,
          action: NoticeAction(title: "Undo") {}))
      var environment = EnvironmentValues()
      environment.dynamicTypeSize = size
      let host = try ViewHost(
        Color.clear.frame(maxWidth: .infinity, maxHeight: .infinity)
          .overlay(alignment: .top) { DSToastContainer(manager: manager) },
        environment: environment)
      return (manager, host)
    }
    // The SE's 548 pt under its status bar hold one AX5 toast, not two: the newest shows,
    // the older one waits.
    let small = layoutScreens[3]
    let (manager, crowded) = try host(.accessibility5)
    #expect(try crowded.layout(in: small.size, safeArea: small.safeArea) == [])
    let deleted = try #require(crowded.frame(ofText: "Message deleted"))
    #expect(CGRect(origin: .zero, size: small.size).inset(by: 20, 0).contains(deleted))
    #expect(crowded.frame(ofText: "Saved") == nil)
    // When the newest goes, the one that waited takes its place.
    manager.dismiss(id: "deleted")
    try crowded.render()
    #expect(try crowded.layout(in: small.size, safeArea: small.safeArea) == [])
    #expect(crowded.frame(ofText: "Saved") != nil)
    // At the default size both fit on an iPhone, oldest on top.
    let phone = layoutScreens[0]
    let (_, roomy) = try host(.large)
    #expect(try roomy.layout(in: phone.size, safeArea: phone.safeArea) == [])
    let saved = try #require(roomy.frame(ofText: "Saved"))
    let newest = try #require(roomy.frame(ofText: "Message deleted"))
    #expect(saved.maxY < newest.minY)
  }

  /// A toast being swiped has its timer paused; when a newer toast pushes it off the stack
  /// its view goes with the swipe, which never ends or resets there.
  @Test("a toast swiped as a newer one pushes it off the stack lets its timer run again")
  func toastSwipedOffTheStack() throws {
    let manager = DSToastManager(clock: ManualClock())
    manager.show(
      DSToastData(id: "saved", title: "Saved", message: "Your changes are safe.", style: .success))
    var environment = EnvironmentValues()
    environment.dynamicTypeSize = .accessibility5
    let host = try ViewHost(
      Color.clear.frame(maxWidth: .infinity, maxHeight: .infinity)
        .overlay(alignment: .top) { DSToastContainer(manager: manager) },
      environment: environment)
    let small = layoutScreens[3]
    _ = try host.layout(in: small.size, safeArea: small.safeArea)
    let swipe = try host.startDrag("Saved")
    try swipe.move(by: CGSize(width: 0, height: -30))
    #expect(manager.isPaused(id: "saved"))
    manager.show(
      DSToastData(
        id: "deleted", title: "Message deleted", style: .info,
        action: NoticeAction(title: "Undo") {}))
    try host.render()
    _ = try host.layout(in: small.size, safeArea: small.safeArea)
    #expect(host.frame(ofText: "Message deleted") != nil)
    #expect(host.frame(ofText: "Saved") == nil)
    try? swipe.finish(.cancelled)
    #expect(!manager.isPaused(id: "saved"))
  }
}

/// Found by laying TesseraUI's previews out (issue #28's fixtures): each failed before its fix.
@MainActor
@Suite("Layout regressions the previews found")
struct PreviewLayoutRegressionTests {
  @Test("a counter badge on an icon shows 99+ whole")
  func counterBadgeOnIcon() throws {
    let host = try ViewHost(
      Image(systemName: "envelope").font(.title)
        .overlay(alignment: .topTrailing) { DSCounterBadge(count: 250) })
    #expect(try host.layout() == [])
    // The overlay proposes the icon's size; the badge keeps its own: "99+" is three 12 pt
    // caption characters, 3 × 0.62 × 12 = 22.3 pt, wider than the 28 pt title icon allows
    // once the badge's padding is taken off.
    let badge = try #require(host.frame(ofText: "99+"))
    #expect(badge.width >= 22.3)
  }

  @Test("a ten-star rating fits a phone: its stars narrow instead of running off the screen")
  func tenStars() throws {
    for screen in layoutScreens {
      let host = try ViewHost(
        VStack { RatingInput(rating: .constant(7), scale: RatingScale(maximum: 10)) }.padding())
      #expect(try host.layout(in: screen.size, safeArea: screen.safeArea) == [], "\(screen.name)")
    }
  }

  /// Left to right only: where the bubble lands depends on its anchor's frame, which the
  /// runtime resolves to the screen (Presenting.swift), so only its size is checked here.
  @Test("a presented tooltip's bubble, which a tap dismisses, is a 44 pt target")
  func tooltipTarget() throws {
    let host = try ViewHost(
      DSThemeProvider {
        DSIconButton("info.circle", accessibilityLabel: "Prices") {}
          .dsTooltip("Prices include VAT", isPresented: .constant(true))
          .frame(maxWidth: .infinity, maxHeight: .infinity)
      })
    #expect(try host.layout() == [])
  }
}

/// The fields drawn in a box, each as an app writes it.
enum BoxedField: String, CaseIterable, CustomStringConvertible, Sendable {
  case text, password, search, textArea

  var description: String { rawValue }

  @MainActor func host() throws -> any TappableHost {
    switch self {
    case .text: try ViewHost(DSTextField("Email", text: .constant("")))
    case .password: try ViewHost(DSPasswordField("Password", text: .constant("")))
    case .search: try ViewHost(DSSearchField(text: .constant(""), prompt: "Search recipes"))
    case .textArea: try ViewHost(DSTextArea("Notes", text: .constant("")))
    }
  }
}

/// A host a test lays out and taps at a point.
@MainActor protocol TappableHost: ExecutedHost {
  var allNodes: [Node] { get }
  var focusedField: Node? { get }
  func tap(at point: CGPoint) throws
}

extension ViewHost: TappableHost {}

@MainActor
@Suite("Field boxes")
struct FieldBoxTests {
  /// A field is one line of text in a box at least 44 pt tall: a tap in the box's padding,
  /// above the line of text, must focus the field as a tap on the text does.
  @Test(
    "a tap in the box around the line of text focuses the field", arguments: BoxedField.allCases)
  func tapInBox(field: BoxedField) throws {
    let host = try field.host()
    _ = try host.layout(in: layoutScreens[0].size, safeArea: layoutScreens[0].safeArea)
    let line = try #require(
      host.allNodes.first {
        if case .textField = $0.kind { $0.allowsHitTesting } else { false }
      }?.frames.first)
    #expect(host.focusedField == nil)
    try host.tap(at: CGPoint(x: line.midX, y: line.minY - 4))
    #expect(host.focusedField != nil, "\(field)")
  }
}
