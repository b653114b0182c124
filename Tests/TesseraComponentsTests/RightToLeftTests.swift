import Testing

@testable import TesseraComponents

/// Where SwiftUI puts a view that `offset(x:)` moves by `offset` points, measured on screen
/// (positive to the right): SwiftUI mirrors the offset in a right-to-left layout. This is the
/// platform behaviour the component arithmetic is written against, not code under test.
private func screenMovement(ofOffset offset: Double, _ direction: HorizontalLayoutDirection)
  -> Double
{
  direction == .leftToRight ? offset : -offset
}

@Suite("Right-to-left")
struct RightToLeftTests {
  @Test("a touch's distance from the leading edge is measured from the right in RTL")
  func leadingDistance() {
    #expect(HorizontalLayoutDirection.leftToRight.leadingDistance(ofX: 30, inWidth: 200) == 30)
    #expect(HorizontalLayoutDirection.rightToLeft.leadingDistance(ofX: 30, inWidth: 200) == 170)
    #expect(HorizontalLayoutDirection.rightToLeft.leadingDistance(ofX: .nan, inWidth: 200).isNaN)
    #expect(HorizontalLayoutDirection.leftToRight.leadingDistance(ofX: 3, inWidth: .infinity).isNaN)
  }

  @Test("a rightward movement and a right arrow point toward leading in RTL")
  func movement() {
    #expect(HorizontalLayoutDirection.leftToRight.trailingMovement(ofRightward: 40) == 40)
    #expect(HorizontalLayoutDirection.rightToLeft.trailingMovement(ofRightward: 40) == -40)
    #expect(HorizontalLayoutDirection.leftToRight.rightwardMovement(ofTrailing: 40) == 40)
    #expect(HorizontalLayoutDirection.rightToLeft.rightwardMovement(ofTrailing: 40) == -40)
    #expect(HorizontalLayoutDirection.leftToRight.trailingSteps(ofRightward: 1) == 1)
    #expect(HorizontalLayoutDirection.rightToLeft.trailingSteps(ofRightward: 1) == -1)
    #expect(HorizontalLayoutDirection.rightToLeft.trailingSteps(ofRightward: -1) == 1)
  }

  @Test("the slider's lower bound is under the left end in LTR and the right end in RTL")
  func sliderEnds() {
    let ltr = SliderTrack(width: 228, knobDiameter: 28, direction: .leftToRight)
    let rtl = SliderTrack(width: 228, knobDiameter: 28, direction: .rightToLeft)
    // The thumb's center at either end of its travel: 14 pt in from each edge.
    #expect(ltr.fraction(atX: 14) == 0)
    #expect(ltr.fraction(atX: 214) == 1)
    #expect(rtl.fraction(atX: 14) == 1)
    #expect(rtl.fraction(atX: 214) == 0)
    // Past the ends clamps; a quarter of the way from the left is three quarters in RTL.
    #expect(rtl.fraction(atX: -50) == 1)
    #expect(ltr.fraction(atX: 64) == 0.25)
    #expect(rtl.fraction(atX: 64) == 0.75)
  }

  @Test("a slider touch picks the value under the finger in both directions")
  func sliderValues() {
    let scale = SliderScale(from: 0, through: 100, step: 1)
    let ltr = SliderTrack(width: 228, knobDiameter: 28, direction: .leftToRight)
    let rtl = SliderTrack(width: 228, knobDiameter: 28, direction: .rightToLeft)
    #expect(scale.value(atX: 60, on: ltr) == 23)
    #expect(scale.value(atX: 60, on: rtl) == 77)
    #expect(scale.value(atX: .nan, on: rtl) == nil)
    #expect(
      scale.value(atX: 10, on: SliderTrack(width: 20, knobDiameter: 28, direction: .rightToLeft))
        == nil)
  }

  @Test("the thumb drawn for a value sits where a touch would choose that value")
  func sliderRoundTrip() {
    for direction in HorizontalLayoutDirection.allCases {
      let track = SliderTrack(width: 300, knobDiameter: 24, direction: direction)
      for fraction in stride(from: 0.0, through: 1, by: 0.125) {
        // The thumb's center on screen: the view offsets it from the leading edge, and the
        // leading edge is the left in LTR, the right in RTL.
        let fromLeading = track.thumbOffset(atFraction: fraction) + track.knobDiameter / 2
        let x = direction == .leftToRight ? fromLeading : track.width - fromLeading
        #expect(track.fraction(atX: x) == fraction, "\(direction) \(fraction)")
        #expect(track.fillLength(atFraction: fraction) == fromLeading)
      }
    }
  }

  @Test("a rating touch picks the star under the finger in both directions")
  func rating() {
    let scale = RatingScale(maximum: 5)
    #expect(scale.value(atX: 30, width: 200, direction: .leftToRight) == 1)
    #expect(scale.value(atX: 30, width: 200, direction: .rightToLeft) == 5)
    #expect(scale.value(atX: 170, width: 200, direction: .leftToRight) == 5)
    #expect(scale.value(atX: 170, width: 200, direction: .rightToLeft) == 1)
    let halves = RatingScale(maximum: 5, rounding: .half)
    #expect(halves.value(atX: 130, width: 200, direction: .rightToLeft) == 2)
    #expect(scale.value(atX: 30, width: 0, direction: .rightToLeft) == nil)
    #expect(scale.value(atX: .infinity, width: 200, direction: .leftToRight) == nil)
  }

  @Test(
    "a drag to the right goes back in LTR and forward in RTL",
    arguments: [
      (180.0, 0.0, HorizontalLayoutDirection.leftToRight, 1),
      (180, 0, .rightToLeft, 3),
      (-180, 0, .leftToRight, 3),
      (-180, 0, .rightToLeft, 1),
      (20, 400, .leftToRight, 1),
      (20, 400, .rightToLeft, 3),
      (-20, -400, .rightToLeft, 1),
      (620, 0, .rightToLeft, 4),
    ])
  func carouselSettle(
    translation: Double, velocity: Double, direction: HorizontalLayoutDirection, page: Int
  ) {
    var position = CarouselPosition(count: 5, index: 2)
    position.settle(
      translation: translation, velocity: velocity, pageWidth: 300, direction: direction)
    #expect(position.index == page)
  }

  @Test("the pages follow the finger on screen in both directions")
  func carouselFollowsFinger() {
    let position = CarouselPosition(count: 5, index: 2)
    for direction in HorizontalLayoutDirection.allCases {
      let resting = position.contentOffset(pageWidth: 300, direction: direction)
      #expect(resting == -600)
      for translation in [-120.0, -1, 35, 250] {
        let dragged = position.contentOffset(
          pageWidth: 300, translation: translation, direction: direction)
        let moved = screenMovement(ofOffset: dragged - resting, direction)
        #expect(moved == translation, "\(direction) \(translation)")
      }
    }
    #expect(
      position.contentOffset(pageWidth: 300, translation: 40, direction: .rightToLeft) == -640)
    #expect(position.contentOffset(pageWidth: .nan, direction: .rightToLeft) == 0)
    #expect(
      position.contentOffset(pageWidth: 300, translation: .infinity, direction: .leftToRight)
        == -600)
  }

  @Test("a drag that follows the finger past half a page lands on the page it revealed")
  func carouselRevealsTheSettledPage() {
    // The page revealed by moving the row is the one whose leading edge came nearest the
    // viewport's leading edge; settling must pick that page, not its mirror image.
    for direction in HorizontalLayoutDirection.allCases {
      for translation in [-200.0, 200] {
        var position = CarouselPosition(count: 5, index: 2)
        let offset = position.contentOffset(
          pageWidth: 300, translation: translation, direction: direction)
        let revealed = Int((-offset / 300).rounded())
        position.settle(
          translation: translation, velocity: 0, pageWidth: 300, direction: direction)
        #expect(position.index == revealed, "\(direction) \(translation)")
      }
    }
  }
}
