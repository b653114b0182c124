import TesseraComponents
import Testing

/// `cornerRadius(_:corners:)`'s portable half: screen corners to layout-corner radii.
@Suite("Rounded corners: screen corners stay put in right-to-left layouts")
struct RoundedCornersTests {
  @Test("left to right, each screen corner is its layout corner")
  func leftToRight() {
    let radii = RoundedCorners([.topLeft, .bottomRight]).radii(10, layoutDirection: .leftToRight)
    #expect(
      radii == CornerRadii(topLeading: 10, topTrailing: 0, bottomLeading: 0, bottomTrailing: 10))
  }

  @Test("right to left, the left corners are the trailing ones")
  func rightToLeft() {
    let radii = RoundedCorners([.topLeft, .bottomRight]).radii(10, layoutDirection: .rightToLeft)
    #expect(
      radii == CornerRadii(topLeading: 0, topTrailing: 10, bottomLeading: 10, bottomTrailing: 0))
  }

  @Test("UIKit's bits read as the same corners; allCorners' all-ones is the four corners")
  func uikitBits() {
    #expect(RoundedCorners(rawValue: 1 | 2) == [.topLeft, .topRight])
    #expect(RoundedCorners(rawValue: UInt.max) == .allCorners)
    #expect(RoundedCorners.allCorners.rawValue == 15)
  }

  @Test("a negative or non-finite radius rounds nothing")
  func badRadius() {
    let zero = CornerRadii(topLeading: 0, topTrailing: 0, bottomLeading: 0, bottomTrailing: 0)
    #expect(RoundedCorners.allCorners.radii(-4, layoutDirection: .leftToRight) == zero)
    #expect(RoundedCorners.allCorners.radii(.nan, layoutDirection: .rightToLeft) == zero)
  }
}
