import TesseraLayout
import TesseraTestSupport
import TesseraTokens
import Testing

@testable import TesseraComponents

@Suite("Range slider values")
struct RangeSliderValuesTests {
  static let scale = SliderScale(from: 0, through: 100, step: 5)

  @Test("values are snapped, ordered and kept apart")
  func creation() {
    let swapped = RangeSliderValues(lower: 82, upper: 18, scale: Self.scale)
    #expect(swapped.lower == 20 && swapped.upper == 80)
    let close = RangeSliderValues(lower: 40, upper: 42, scale: Self.scale, minimumDistance: 10)
    #expect(close.lower == 40 && close.upper == 50)
    let atTop = RangeSliderValues(lower: 98, upper: 100, scale: Self.scale, minimumDistance: 12)
    #expect(atTop.lower == 85 && atTop.upper == 100)
    let wide = RangeSliderValues(lower: 0, upper: 0, scale: Self.scale, minimumDistance: 500)
    #expect(wide.lower == 0 && wide.upper == 100 && wide.minimumDistance == 100)
    let nan = RangeSliderValues(lower: .nan, upper: 30, scale: Self.scale, minimumDistance: .nan)
    #expect(nan.lower == 0 && nan.upper == 30 && nan.minimumDistance == 0)
  }

  @Test("a thumb pushed into the other stops at the minimum distance")
  func pushing() {
    var range = RangeSliderValues(lower: 20, upper: 80, scale: Self.scale, minimumDistance: 10)
    range.move(.lower, to: 95)
    #expect(range.lower == 70 && range.upper == 80)
    range.move(.upper, to: -40)
    #expect(range.upper == 80)
    range.move(.lower, to: 10)
    range.move(.upper, to: 3)
    #expect(range.lower == 10 && range.upper == 20)
    range.move(.upper, to: 1_000)
    #expect(range.upper == 100)
  }

  @Test("accessibility steps move one stop and stop at the other thumb")
  func adjusting() {
    var range = RangeSliderValues(lower: 40, upper: 50, scale: Self.scale)
    range.adjust(.lower, by: 1)
    #expect(range.lower == 45)
    range.adjust(.lower, by: 5)
    #expect(range.lower == 50 && range.upper == 50)
    range.adjust(.upper, by: -1)
    #expect(range.upper == 50)
  }

  @Test("a touch takes the nearer thumb, and from thumbs together the one that can move")
  func nearest() {
    let range = RangeSliderValues(lower: 20, upper: 80, scale: Self.scale)
    #expect(range.thumb(nearestTo: 49) == .lower)
    #expect(range.thumb(nearestTo: 51) == .upper)
    let together = RangeSliderValues(lower: 50, upper: 50, scale: Self.scale)
    #expect(together.thumb(nearestTo: 70) == .upper)
    #expect(together.thumb(nearestTo: 30) == .lower)
    #expect(range.thumb(nearestTo: .nan) == .lower)
  }

  @Test("touches right to left move the thumbs the mirrored way and never cross them")
  func rightToLeft() {
    let track = SliderTrack(width: 228, knobDiameter: 28, direction: .rightToLeft)
    var range = RangeSliderValues(lower: 20, upper: 80, scale: Self.scale, minimumDistance: 5)
    // In RTL the left end is the top of the range: x = 14 is 100.
    let touched = Self.scale.value(atX: 14, on: track)
    #expect(touched == 100)
    #expect(range.thumb(nearestTo: touched ?? 0) == .upper)
    range.move(.upper, to: touched ?? 0)
    #expect(range.upper == 100)
    // The lower thumb dragged to the far left (the top) stops 5 below the upper one.
    range.move(.lower, to: Self.scale.value(atX: 0, on: track) ?? 0)
    #expect(range.lower == 95 && range.upper == 100)
  }

  @Test("random moves never cross the thumbs or leave the scale")
  func property() {
    var rng = SeededRandomNumberGenerator(seed: 14)
    for _ in 0..<2_000 {
      let scale = SliderScale(
        from: Double.random(in: -50...50, using: &rng),
        through: Double.random(in: -50...150, using: &rng),
        step: [0, 0.5, 3, 7][Int.random(in: 0..<4, using: &rng)])
      let distance = Double.random(in: 0...20, using: &rng)
      var range = RangeSliderValues(
        lower: Double.random(in: -100...200, using: &rng),
        upper: Double.random(in: -100...200, using: &rng), scale: scale,
        minimumDistance: distance)
      for _ in 0..<5 {
        let thumb: RangeThumb = Bool.random(using: &rng) ? .lower : .upper
        if Bool.random(using: &rng) {
          range.move(thumb, to: Double.random(in: -200...300, using: &rng))
        } else {
          range.adjust(thumb, by: Int.random(in: -4...4, using: &rng))
        }
        #expect(range.lower <= range.upper)
        #expect(range.lower >= scale.lowerBound && range.upper <= scale.upperBound)
        #expect(
          scale.snapped(range.lower) == range.lower && scale.snapped(range.upper) == range.upper)
      }
    }
  }

  @Test("keys move the focused thumb: steps, Home and End, never past the other thumb")
  func keys() {
    var values = RangeSliderValues(lower: 20, upper: 60, scale: Self.scale, minimumDistance: 10)
    values.adjust(.lower, by: KeyAdjustment.Outcome.step(2))
    #expect(values.lower == 30)
    values.adjust(.lower, by: .maximum)
    #expect(values.lower == 50)
    values.adjust(.upper, by: .minimum)
    #expect(values.upper == 60)
    values.adjust(.upper, by: .maximum)
    #expect(values.upper == 100)
    values.adjust(.lower, by: .minimum)
    #expect(values.lower == 0)
  }
}

@Suite("Range slider appearance")
struct RangeSliderAppearanceTests {
  @Test("drawn as a slider, with a 44-point hit area per thumb")
  func thumbs() {
    let theme = PresetThemes.default.resolved(for: .light)
    let look = theme.appearance(.rangeSlider)
    let slider = theme.appearance(.slider)
    #expect(look.fill == slider.fill && look.track == slider.track && look.thumb == slider.thumb)
    for part in [TappablePart.lowerThumb, .upperThumb] {
      #expect(look.tapTarget(part).width >= 44 && look.tapTarget(part).height >= 44)
    }
  }
}
