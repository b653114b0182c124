import Testing

@testable import TesseraTokens

@Suite("DesignSystemPro's animation and text-style names")
struct SeedAnimationTokenTests {
  @Test("durations are the seed's, in seconds")
  func durations() {
    let seconds = DurationScale.allCases.map(\.rawValue)
    #expect(seconds == [0, 0.05, 0.1, 0.15, 0.2, 0.3, 0.4, 0.5, 0.7, 1.0])
  }

  @Test("easings become the same curves and springs")
  func easings() {
    #expect(EasingCurve.linear.curve == .linear)
    #expect(EasingCurve.easeOut.curve == .easeOut)
    #expect(EasingCurve.emphasizedOut.curve == .cubicBezier(x1: 0.05, y1: 0.7, x2: 0.1, y2: 1))
    #expect(EasingCurve.emphasizedIn.curve == .cubicBezier(x1: 0.3, y1: 0, x2: 0.8, y2: 0.15))
    #expect(EasingCurve.spring.curve == .spring(response: 0.5, dampingFraction: 0.7))
    #expect(EasingCurve.bounce.curve == .spring(response: 0.6, dampingFraction: 0.5))
    #expect(
      EasingCurve.custom(c1x: 0.1, c1y: 0.2, c2x: 0.3, c2y: 0.4).curve
        == .cubicBezier(x1: 0.1, y1: 0.2, x2: 0.3, y2: 0.4))
  }

  @Test("a token runs its curve for its duration when motion is allowed")
  func fullMotion() {
    let motion = AnimationTokens.Page.sheetEnter.resolved(reduceMotion: false)
    #expect(motion.duration == 0.3)
    #expect(motion.curve == .cubicBezier(x1: 0.05, y1: 0.7, x2: 0.1, y2: 1))
    #expect(motion.allowsMovement && !motion.isReduced)
  }

  @Test("with Reduce Motion a token is a short cross-fade: no bounce, no movement")
  func reducedMotion() {
    let bounce = AnimationTokens.Feedback.success.resolved(reduceMotion: true)
    #expect(bounce.curve == .easeInOut)
    #expect(bounce.duration == 0.2)
    #expect(!bounce.allowsMovement && bounce.isReduced)
    // Shorter tokens keep their own length.
    #expect(AnimationTokens.Micro.hover.resolved(reduceMotion: true).duration == 0.1)
    // An instant token stays instant either way.
    let instant = AnimationToken(duration: .instant, easing: .spring)
    #expect(instant.resolved(reduceMotion: false).duration == 0)
    #expect(instant.resolved(reduceMotion: true).duration == 0)
  }

  @Test("a delay is never negative or NaN")
  func delays() {
    #expect(AnimationToken(delay: 0.25).delay == 0.25)
    #expect(AnimationToken(delay: -1).delay == 0)
    #expect(AnimationToken(delay: .nan).delay == 0)
    #expect(AnimationToken(delay: .infinity).delay == 0)
  }

  @Test("spring presets are the seed's springs and stop bouncing under Reduce Motion")
  func springs() {
    #expect(SpringConfig.default.curve == .spring(response: 0.5, dampingFraction: 0.75))
    #expect(SpringConfig.gentle.curve == .spring(response: 0.5, dampingFraction: 1))
    #expect(SpringConfig.wobbly.curve == .spring(response: 0.6, dampingFraction: 0.4))
    #expect(
      SpringConfig.custom(response: 0.4, dampingFraction: 0.6, blendDuration: 0.2).curve
        == .spring(response: 0.4, dampingFraction: 0.6))
    #expect(
      SpringConfig.custom(response: .nan, dampingFraction: -2, blendDuration: 0).curve
        == .spring(response: 0, dampingFraction: 0))
    let full = SpringConfig.stiff.resolved(reduceMotion: false)
    #expect(full.duration == 0.3 && full.curve == .spring(response: 0.3, dampingFraction: 0.8))
    let reduced = SpringConfig.bouncy.resolved(reduceMotion: true)
    #expect(reduced.curve == .easeInOut && reduced.duration == 0.2 && !reduced.allowsMovement)
  }

  @Test("display, heading and body styles map to distinct roles, largest first")
  func textStyles() {
    let theme = PresetThemes.default.resolved(for: .light)
    for roles in [
      DisplayStyle.allCases.map(\.role), HeadingLevel.allCases.map(\.role),
      BodyStyle.allCases.map(\.role),
    ] {
      #expect(Set(roles).count == roles.count)
      let sizes = roles.map { theme.text($0).size }
      #expect(sizes == sizes.sorted(by: >), "\(roles): \(sizes)")
      #expect(Set(sizes).count == sizes.count, "\(roles): \(sizes)")
    }
    #expect(HeadingLevel.h2.role == TypographyTokens.Heading.h2)
    #expect(DisplayStyle.hero.role == .displayLarge)
    #expect(BodyStyle.large.role == .body)
  }
}
