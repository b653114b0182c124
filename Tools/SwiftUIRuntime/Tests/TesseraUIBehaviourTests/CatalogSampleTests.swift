import SwiftUI
import TesseraComponents
import Testing

@testable import TesseraUI

/// The catalog samples (`CatalogSample`, written beside each family's previews), which the Apple
/// render references draw through Tests/TesseraUIRenderSupport, executed here too: every catalog
/// component's sample runs in every setting with every control named, keeps its own height in a
/// screen that does not scroll, and lays out on every screen. Before the samples sat in TesseraUI
/// they ran only on a Mac.
@MainActor
@Suite("TesseraUI's catalog samples, executed", .serialized)
struct CatalogSampleTests {
  /// Every catalog component but DSToastContainer, which hosts a manager's toasts and is empty
  /// without any (the reason `ComponentSample` gives for leaving it out).
  nonisolated static let names = ComponentCatalog.all.map(\.name).filter {
    $0 != "DSToastContainer"
  }

  /// The sample of the catalog component `name`; fails the test when it has none.
  private func sample(_ name: String) throws -> AnyView {
    let component = try #require(ComponentCatalog.named(name))
    return try #require(
      CatalogSample.samples(of: component.style, named: name), "\(name) has no catalog sample")
  }

  @Test("the samples cover the catalog")
  func everyComponentSampled() throws {
    #expect(Self.names.count > 90, "the catalog was read")
    for name in Self.names { _ = try sample(name) }
    // A name that is no component of the family has no sample.
    #expect(CatalogSample.samples(of: .button, named: "DSBadge") == nil)
  }

  @Test("each sample runs in every setting with every control named", arguments: names)
  func accessibility(name: String) async throws {
    let view = try sample(name)
    for setting in DeviceSetting.all {
      // Other suites' work waits on the main actor this sweep holds: give it a turn.
      await Task.yield()
      let host = try ViewHost(view, environment: setting.environment)
      _ = try host.layout(in: layoutScreens[0].size, safeArea: layoutScreens[0].safeArea)
      #expect(accessibilityFindings(host.accessibilityElements) == [], "\(name) \(setting)")
    }
  }

  /// The samples that fill what they are offered by design: a list (a scroll view of its own),
  /// a sheet's content (it fills the sheet) and the alert that covers the screen with a scrim.
  nonisolated static let fillsItsContainer: Set<String> = [
    "ReorderableList", "DSSheet", "DSAlert",
  ]

  /// The height of the sample's outermost TesseraUI view after `host`'s layout.
  private func sampleHeight(in host: ViewHost<AnyView>) throws -> CGFloat {
    let node = try #require(
      host.allNodes.first {
        if case .view(let name) = $0.kind { return name.hasPrefix("TesseraUI.") }
        return false
      })
    return try #require(node.frames.first).height
  }

  /// A view is as tall in a stack that does not scroll, above a spacer, as in a scroll view
  /// (which offers it no height, so it takes its ideal one). One that asks for all the height
  /// it is offered (a shape, a geometry reader, `maxHeight: .infinity`) swells over the screen
  /// instead: a phone field 844 points tall, a progress ring as wide as the screen.
  @Test("each sample keeps its own height in a screen that does not scroll", arguments: names)
  func keepsItsHeight(name: String) throws {
    let view = try sample(name)
    let screen = layoutScreens[0]
    let stacked = try ViewHost(
      AnyView(
        VStack(spacing: 0) {
          view; Spacer(minLength: 0)
        }))
    _ = try stacked.layout(in: screen.size, safeArea: screen.safeArea)
    let scrolled = try ViewHost(AnyView(ScrollView { view }))
    _ = try scrolled.layout(in: screen.size, safeArea: screen.safeArea)
    let height = try sampleHeight(in: stacked)
    let ideal = try sampleHeight(in: scrolled)
    if Self.fillsItsContainer.contains(name) {
      #expect(height > ideal, "\(name) fills what it is offered")
    } else {
      #expect(abs(height - ideal) < 0.5, "\(name): \(height) pt in a stack, \(ideal) pt scrolled")
    }
  }

  /// Nothing off the screen or under 44 pt, no text cut short, at the text size the render
  /// references draw (Large): the samples' fixed heights are chosen for it, and the previews
  /// sweep lays the same views out at every size.
  @Test("each sample lays out on every screen", arguments: names)
  func layout(name: String) async throws {
    let view = try sample(name)
    for setting in layoutSettings where setting.size == .large {
      await Task.yield()
      for screen in layoutScreens {
        let host = try ViewHost(view, environment: setting.environment)
        let findings = try host.layout(in: screen.size, safeArea: screen.safeArea)
        #expect(findings == [], "\(name) \(setting) \(screen.name)")
      }
    }
  }
}
