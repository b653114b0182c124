import SwiftUI
import TesseraTokens
import Testing

@testable import TesseraUI

/// A banner inserted and removed with a DesignSystemPro transition and token.
private struct SlidingBanner: View {
  var body: some View {
    Text("Update ready")
      .dsTransition(TransitionTokens.slideTop, animation: AnimationTokens.Component.slide)
  }
}

@MainActor
@Suite("dsTransition(_:animation:), executed")
struct TransitionBehaviourTests {
  /// The transition recorded on the banner.
  private func transition<Root: View>(_ host: ViewHost<Root>) throws -> String {
    let node = try #require(host.modifiers(named: "View.transition(_:)").first)
    return try #require(node.arguments.first?.1)
  }

  @Test("the token times the insertion, riding on the transition; under Reduce Motion, a fade")
  func tokenOnTheTransition() throws {
    let slide = AnimationTokens.Component.slide
    let moving = try ViewHost(SlidingBanner())
    let expected = try #require(Animation.ds(slide, reduceMotion: false))
    #expect(
      try transition(moving)
        == "(\(TransitionTokens.slideTop.id)) animated \(expected.id)")
    var environment = EnvironmentValues()
    environment.setSystemValue("accessibilityReduceMotion", true)
    let still = try ViewHost(SlidingBanner(), environment: environment)
    let reduced = Animation.ds(slide, reduceMotion: true)?.id ?? "none"
    #expect(try transition(still) == "(opacity) animated \(reduced)")
  }
}
