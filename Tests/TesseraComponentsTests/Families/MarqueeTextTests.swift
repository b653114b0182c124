import TesseraTokens
import Testing

@testable import TesseraComponents

@Suite("Marquee playback")
struct MarqueePlaybackTests {
  static let timing = MarqueeTiming(
    textWidth: 300, containerWidth: 200, speed: 40, gap: 20, pause: 1, reduceMotion: false)

  @Test("a playing marquee runs one repeating animation: text and gap at its speed")
  func playing() {
    let playback = MarqueePlayback()
    #expect(!playback.isPaused)
    #expect(playback.run(for: Self.timing) == MarqueeRun(distance: 320, duration: 8, delay: 1))
  }

  @Test("a tap pauses it, so it stops at its start, and another plays it again")
  func tapToggles() {
    var playback = MarqueePlayback()
    playback.toggle()
    #expect(playback.isPaused)
    #expect(playback.run(for: Self.timing) == nil)
    playback.toggle()
    #expect(!playback.isPaused)
    #expect(playback.run(for: Self.timing) != nil)
  }

  @Test("the app can start it paused, and a tap then plays it")
  func startsPaused() {
    var playback = MarqueePlayback(startsPaused: true)
    #expect(playback.run(for: Self.timing) == nil)
    playback.toggle()
    #expect(playback.run(for: Self.timing) == MarqueeRun(distance: 320, duration: 8, delay: 1))
  }

  @Test("Reduce Motion and text that fits stop it, whether or not it is paused")
  func stillWhenItMustBe() {
    let reduced = MarqueeTiming(
      textWidth: 300, containerWidth: 200, speed: 40, gap: 20, pause: 1, reduceMotion: true)
    let fits = MarqueeTiming(textWidth: 150, containerWidth: 200, reduceMotion: false)
    for paused in [false, true] {
      let playback = MarqueePlayback(startsPaused: paused)
      #expect(playback.run(for: reduced) == nil)
      #expect(playback.run(for: fits) == nil)
    }
  }
}

@Suite("Marquee timing")
struct MarqueeTimingTests {
  static let timing = MarqueeTiming(
    textWidth: 300, containerWidth: 200, speed: 40, gap: 20, pause: 1, reduceMotion: false)

  @Test("the text pauses, scrolls one text and gap at its speed, and starts over")
  func cycle() {
    #expect(Self.timing.scrolls)
    #expect(Self.timing.cycleDuration == 9)
    #expect(Self.timing.offset(at: 0) == 0)
    #expect(Self.timing.offset(at: 0.5) == 0)
    #expect(Self.timing.offset(at: 3) == -80)
    #expect(Self.timing.offset(at: 8.99) < -319)
    #expect(Self.timing.offset(at: 9) == 0)
    #expect(Self.timing.offset(at: 12) == -80)
  }

  @Test("Reduce Motion and text that fits stand still")
  func still() {
    let reduced = MarqueeTiming(
      textWidth: 300, containerWidth: 200, speed: 40, gap: 20, pause: 1, reduceMotion: true)
    #expect(!reduced.scrolls)
    #expect(reduced.offset(at: 3) == 0)
    #expect(reduced.cycleDuration == 0)
    let fits = MarqueeTiming(textWidth: 150, containerWidth: 200, reduceMotion: false)
    #expect(!fits.scrolls)
    #expect(fits.offset(at: 5) == 0)
  }

  @Test("bad speeds, sizes and times cannot produce NaN")
  func robust() {
    let odd = MarqueeTiming(
      textWidth: .nan, containerWidth: -5, speed: 0, gap: .infinity, pause: -1,
      reduceMotion: false)
    #expect(odd.speed == 30 && odd.gap == 0 && odd.pause == 0 && odd.textWidth == 0)
    #expect(!odd.scrolls)
    #expect(Self.timing.offset(at: .nan) == 0)
    #expect(Self.timing.offset(at: -4) == 0)
  }
}

@Suite("Marquee text appearance")
struct MarqueeTextAppearanceTests {
  @Test("one line of primary text with the theme's large spacing before its copy")
  func look() {
    let theme = PresetThemes.default.resolved(for: .light)
    let look = theme.appearance(.marqueeText)
    #expect(look.foreground?.role == .textPrimary)
    #expect(look.gap == theme.spacing.lg)
    #expect(look.motion?.duration == theme.motion(.slow).duration)
  }
}
