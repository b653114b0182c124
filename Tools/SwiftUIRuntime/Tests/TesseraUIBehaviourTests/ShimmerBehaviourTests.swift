import SwiftUI
import Testing

@testable import TesseraUI

/// Counts a view's appearances, outside the view.
@MainActor
private final class Appearances {
  var count = 0
}

/// A profile card that loads on appear and shimmers while it loads.
private struct LoadingCard: View {
  let appearances: Appearances
  var body: some View {
    Text("Ada Lovelace")
      .onAppear { appearances.count += 1 }
      .dsShimmer()
  }
}

@MainActor
@Suite("dsShimmer(duration:), executed")
struct ShimmerBehaviourTests {
  @Test("the shimmer draws over the view once: the view appears once and is read once")
  func contentOnce() throws {
    let appearances = Appearances()
    let host = try ViewHost(LoadingCard(appearances: appearances))
    #expect(appearances.count == 1)
    #expect(host.allNodes.filter { $0.kind == .text("Ada Lovelace") }.count == 1)
    // The sweep is drawn: the shimmer is on, outside Reduce Motion.
    #expect(!host.modifiers(named: "View.overlay(alignment:content:)").isEmpty)
  }
}
