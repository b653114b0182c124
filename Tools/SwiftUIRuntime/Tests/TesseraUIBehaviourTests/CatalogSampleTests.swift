import SwiftUI
import TesseraComponents
import Testing

@testable import TesseraUI

/// The catalog samples (`CatalogSample`, written beside each family's previews), which the Apple
/// render references draw through Tests/TesseraUIRenderSupport, executed here too: every catalog
/// component's sample runs in every setting with every control named. Before the samples sat in
/// TesseraUI they ran only on a Mac.
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
}
