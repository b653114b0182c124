import SwiftUI
import TesseraComponents
import TesseraState
import Testing

@testable import TesseraUI

/// A price with a tooltip the person opens with its info button, and a line saying whether
/// the hint is up, optionally under a theme provider (the floating host).
private struct PricePage: View {
  @State var showsHint = true
  var hosted = false
  /// Whether the page fills the screen, as an app's root (a navigation stack) does.
  var fillsScreen = false
  var preferredEdge: TooltipPlacement.Edge = .top

  var body: some View {
    if hosted {
      DSThemeProvider { content }
    } else {
      content
    }
  }

  private var content: some View {
    VStack {
      DSIconButton("info.circle", accessibilityLabel: "Prices") { showsHint.toggle() }
        .dsTooltip("Prices include VAT", isPresented: $showsHint, preferredEdge: preferredEdge)
      Text(showsHint ? "Hint up" : "Hint closed")
    }
    .frame(maxWidth: fillsScreen ? .infinity : nil, maxHeight: fillsScreen ? .infinity : nil)
  }
}

/// The device review's item 13: with no floating host above, a tooltip drawn in its anchor's
/// overlay is covered by later siblings and clipped by scroll views. On iOS (and macOS and
/// visionOS) it is presented as the system popover instead, anchored to the view it
/// describes; under a host it still goes to the host.
@MainActor
@Suite("Tooltip, executed: the system popover without a floating host")
struct TooltipBehaviourTests {
  /// The nodes showing the hint's text, and how many of them a presentation holds.
  private func hintNodes<Root: View>(in host: ViewHost<Root>) -> (all: Int, presented: Int) {
    let hint = Node.Kind.text("Prices include VAT")
    return (
      host.allNodes.filter { $0.kind == hint }.count,
      host.presentedNodes.filter { $0.kind == hint }.count
    )
  }

  @Test("without a host it is a popover anchored to its view, not drawn in the view's overlay")
  func unhostedIsPopover() throws {
    let host = try ViewHost(PricePage())
    #expect(host.presentations == ["popover"])
    let popover = try #require(host.presentation)
    #expect(popover.attachmentAnchor == "rect(bounds)")
    #expect(popover.anchorLabels == ["Prices"])
    #expect(popover.arrowEdge == .top)
    // The hint's text is shown once, in the popover; nothing of it is left over the anchor.
    let nodes = hintNodes(in: host)
    #expect(nodes.all == 1)
    #expect(nodes.presented == 1)
    // Outside the popover (whose content carries a host of its own), no view reads bubbles.
    func page(_ node: Node) -> [Node] {
      if case .presentation = node.kind { return [] }
      return [node] + node.children.flatMap(page)
    }
    let reader = Node.Kind.modifier("View.overlayPreferenceValue(_:alignment:_:)")
    #expect(!host.nodes.flatMap(page).contains { $0.kind == reader })
    // Kept a popover on iPhone, which would otherwise adapt it to a sheet.
    let adaptations = host.modifiers(named: "View.presentationCompactAdaptation(_:)")
    #expect(adaptations.flatMap { $0.arguments.map(\.1) } == ["popover"])
  }

  @Test("in a BottomSheet under a theme provider, the sheet's own host draws the bubble")
  func inBottomSheet() throws {
    let host = try ViewHost(
      DSThemeProvider {
        Text("Checkout")
          .bottomSheet(isPresented: .constant(true)) { PricePage() }
      })
    #expect(host.presentations == ["sheet"])
    // The sheet inherits the provider's environment, so the tooltip reports to a host: the
    // one the sheet carries, over the sheet, not the provider's beneath it.
    let nodes = hintNodes(in: host)
    #expect(nodes.all == 1)
    #expect(nodes.presented == 1)
  }

  @Test(
    "the popover's arrow is on the side asked for, in reading order",
    arguments: [TooltipPlacement.Edge.top, .bottom, .leading, .trailing])
  func arrowEdge(edge: TooltipPlacement.Edge) throws {
    for direction in [LayoutDirection.leftToRight, .rightToLeft] {
      let host = try ViewHost(
        PricePage(preferredEdge: edge).environment(\.layoutDirection, direction))
      let expected: Edge =
        switch edge {
        case .top: .top
        case .bottom: .bottom
        case .leading: .leading
        case .trailing: .trailing
        }
      #expect(host.presentation?.arrowEdge == expected, "\(direction)")
    }
  }

  @Test("the popover is filled with the theme's tooltip color, its text in the tooltip's look")
  func themed() throws {
    let theme = ThemeSource.standard.resolved(
      systemScheme: .dark, systemContrast: .standard, contentSize: .large, reduceMotion: false)
    let host = try ViewHost(PricePage().environment(\.dsTheme, theme))
    let look = theme.appearance(.tooltip)
    let fill = try #require(look.background)
    let backgrounds = host.modifiers(named: "View.presentationBackground(_:)")
    #expect(
      backgrounds.flatMap { $0.arguments.map(\.1) } == [String(describing: Color(fill.color))])
  }

  @Test("the popover lays out on every screen: its bubble, which a tap closes, a 44 pt target")
  func layout() throws {
    for screen in layoutScreens {
      let host = try ViewHost(PricePage())
      #expect(try host.layout(in: screen.size, safeArea: screen.safeArea) == [], "\(screen.name)")
      let bubble = try #require(host.frame(ofText: "Prices include VAT"))
      #expect(bubble.width > 0)
    }
  }

  @Test("under a theme provider it still goes to the provider's floating host")
  func hostedGoesToHost() throws {
    let host = try ViewHost(PricePage(hosted: true))
    #expect(host.presentations.isEmpty)
    let nodes = hintNodes(in: host)
    #expect(nodes.all == 1)
    #expect(nodes.presented == 0)
  }

  @Test(
    "under a host the bubble is laid out beside its anchor, on the side asked for",
    arguments: [TooltipPlacement.Edge.top, .bottom, .leading, .trailing])
  func hostedPlacement(edge: TooltipPlacement.Edge) throws {
    for direction in [LayoutDirection.leftToRight, .rightToLeft] {
      let host = try ViewHost(
        PricePage(hosted: true, fillsScreen: true, preferredEdge: edge)
          .environment(\.layoutDirection, direction))
      // An iPad mini: the anchor, in the middle, has room on every side, so the side asked
      // for wins and reading order decides which of left and right it is.
      let screen = CGRect(x: 0, y: 0, width: 744, height: 1133)
      _ = try host.layout(in: screen.size)
      #expect(try host.layout(in: screen.size) == [], "\(edge) \(direction)")
      let bubble = try #require(host.frame(ofText: "Prices include VAT"))
      let anchor = try #require(
        host.allNodes.first { $0.kind == .view("TesseraUI.DSIconButton") }?.frames.first)
      #expect(screen.contains(bubble), "\(edge) \(direction): on screen")
      #expect(!bubble.intersects(anchor), "\(edge) \(direction): the anchor stays visible")
      let leadingIsLeft = direction == .leftToRight
      switch edge {
      case .top: #expect(bubble.maxY <= anchor.minY, "\(direction)")
      case .bottom: #expect(bubble.minY >= anchor.maxY, "\(direction)")
      case .leading:
        #expect(leadingIsLeft ? bubble.maxX <= anchor.minX : bubble.minX >= anchor.maxX)
      case .trailing:
        #expect(leadingIsLeft ? bubble.minX >= anchor.maxX : bubble.maxX <= anchor.minX)
      }
    }
  }

  /// The bubble was laid out at its natural width: at AX5 "Prices include VAT" ran past both
  /// sides of the screen. Wider than the host less its margins, it now wraps.
  @Test("under a host at the largest text size the bubble wraps inside the screen")
  func hostedLargestText() throws {
    for direction in [LayoutDirection.leftToRight, .rightToLeft] {
      for screen in layoutScreens {
        var environment = EnvironmentValues()
        environment.dynamicTypeSize = .accessibility5
        environment.layoutDirection = direction
        let host = try ViewHost(
          PricePage(hosted: true, fillsScreen: true), environment: environment)
        let findings = try host.layout(in: screen.size, safeArea: screen.safeArea)
        #expect(findings == [], "\(direction) \(screen.name)")
        let bubble = try #require(host.frame(ofText: "Prices include VAT"))
        let anchor = try #require(
          host.allNodes.first { $0.kind == .view("TesseraUI.DSIconButton") }?.frames.first)
        #expect(bubble.minX >= 0 && bubble.maxX <= screen.size.width, "\(screen.name)")
        #expect(!bubble.intersects(anchor), "\(direction) \(screen.name)")
      }
    }
  }

  @Test("a tap outside, a tap on the bubble and escape each close it and tell the binding")
  func dismissal() throws {
    let host = try ViewHost(PricePage())
    try host.dismissPresentation()
    #expect(host.presentations.isEmpty)
    #expect(host.texts.contains("Hint closed"))

    try host.tap("Prices")
    #expect(host.presentations == ["popover"])
    try host.tap("Prices include VAT")
    #expect(host.presentations.isEmpty)
    #expect(host.texts.contains("Hint closed"))

    try host.tap("Prices")
    #expect(try host.escape(from: "Prices include VAT"))
    #expect(host.presentations.isEmpty)
    #expect(host.texts.contains("Hint closed"))
  }

  @Test("VoiceOver gets the hint as the view's hint, hosted or not, and reads it in the popover")
  func voiceOverHint() throws {
    let unhosted = try ViewHost(PricePage())
    // The popover is modal: VoiceOver reads the hint there.
    #expect(unhosted.accessibilityElements.map(\.label) == ["Prices include VAT"])
    try unhosted.dismissPresentation()
    #expect(try unhosted.element(labelled: "Prices").hint == "Prices include VAT")

    let hosted = try ViewHost(PricePage(hosted: true))
    #expect(try hosted.element(labelled: "Prices").hint == "Prices include VAT")
    // The host's bubble is hidden from VoiceOver: the hint is read once, on the view.
    #expect(!hosted.accessibilityElements.contains { $0.label == "Prices include VAT" })
  }
}
