import TesseraLayout
import TesseraTokens
import Testing

@testable import TesseraComponents

@Suite("Swipe actions")
struct SwipeActionsTests {
  static let row = SwipeActions(
    rowWidth: 390, leadingCount: 1, trailingCount: 2, actionWidth: 74, direction: .leftToRight)
  static let rtl = SwipeActions(
    rowWidth: 390, leadingCount: 1, trailingCount: 2, actionWidth: 74, direction: .rightToLeft)

  @Test("an action grows with the text, capped so a row resting open is far from a full swipe")
  func actionWidth() {
    func width(
      _ preferred: Double, row: Double = 390, counts: (Int, Int) = (1, 2), share: Double? = 0.6
    )
      -> Double
    {
      SwipeActions.actionWidth(
        preferred: preferred, minimum: 74, rowWidth: row, leadingCount: counts.0,
        trailingCount: counts.1, fullSwipeShare: share)
    }
    // At the default text size the family's width is kept.
    #expect(width(74) == 74)
    // Larger text: two trailing actions may take 3/4 of 60% of a 390-point row.
    #expect(abs(width(120) - 87.75) < 1e-9)
    #expect(width(80) == 80)
    // One action on each side: up to 175.5 points; without long swipes, 3/4 of the row.
    #expect(abs(width(250, counts: (1, 1)) - 175.5) < 1e-9)
    #expect(abs(width(400, counts: (1, 1), share: nil) - 292.5) < 1e-9)
    // Never below the family's width, even on a row too narrow, or before it is measured.
    #expect(width(120, row: 0) == 74)
    #expect(width(.nan) == 74)
    #expect(width(.infinity) == 74)
    // The cap keeps a resting open row short of performing its action.
    let row = SwipeActions(
      rowWidth: 390, leadingCount: 0, trailingCount: 2, actionWidth: width(200),
      direction: .leftToRight)
    let open = row.restingOffset(for: .open(.trailing))
    #expect(row.settle(offset: open, velocity: 0) == .open(.trailing))
  }

  @Test("a swipe follows the finger over the actions and toward the side it reveals")
  func following() {
    #expect(Self.row.offset(from: 0, translation: -100) == -100)
    #expect(Self.row.offset(from: 0, translation: 50) == 50)
    #expect(Self.row.offset(from: -148, translation: 30) == -118)
    // Right to left, a leftward swipe moves toward the trailing edge: the leading actions.
    #expect(Self.rtl.offset(from: 0, translation: -50) == 50)
    #expect(Self.rtl.offset(from: 0, translation: 100) == -100)
  }

  @Test("the content moves under the finger on screen: right to left, trailing is leftward")
  func displacementOnScreen() {
    // Left to right, revealing the leading actions (at the left) moves the content right.
    #expect(Self.row.rightwardDisplacement(at: 74) == 74)
    #expect(Self.row.rightwardDisplacement(at: -148) == -148)
    // Right to left, the leading action sits at the right edge: the content moves left to show
    // it, under a finger that moved left; the trailing ones, at the left, by moving right.
    #expect(Self.rtl.rightwardDisplacement(at: 74) == -74)
    #expect(Self.rtl.rightwardDisplacement(at: -148) == 148)
    let followed = Self.rtl.offset(from: 0, translation: -60)
    #expect(Self.rtl.rightwardDisplacement(at: followed) == -60)
    #expect(Self.rtl.rightwardDisplacement(at: .nan) == 0)
  }

  @Test("a side without actions resists, and past the actions only a full swipe follows")
  func resisting() {
    let trailingOnly = SwipeActions(
      rowWidth: 390, leadingCount: 0, trailingCount: 1, fullSwipeShare: nil,
      direction: .leftToRight)
    let pulled = trailingOnly.offset(from: 0, translation: 100)
    // (1 − 1 / (100 × 0.55 / 390 + 1)) × 390 = 48.2...
    #expect(abs(pulled - 48.20) < 0.01)
    let past = trailingOnly.offset(from: 0, translation: -200)
    #expect(past < -74 && past > -200)
    #expect(Self.row.offset(from: 0, translation: -300) == -300)
    #expect(Self.row.offset(from: 0, translation: -900) == -390)
    #expect(Self.row.offset(from: .nan, translation: .infinity) == 0)
  }

  @Test(
    "a released swipe opens past half its actions, performs past 60% of the row, else closes",
    arguments: [
      (-100.0, 0.0, SwipeSettlement.open(.trailing)), (-70, 0, .closed), (-74, 0, .open(.trailing)),
      (-234, 0, .performed(.trailing)), (-233, 0, .open(.trailing)), (40, 0, .open(.leading)),
      (30, 0, .closed), (240, 0, .performed(.leading)), (0, 900, .closed),
    ])
  func settling(offset: Double, velocity: Double, expected: SwipeSettlement) {
    #expect(Self.row.settle(offset: offset, velocity: velocity) == expected)
  }

  @Test("a flick opens toward its side and closes away from it, in either direction")
  func flicks() {
    #expect(Self.row.settle(offset: -20, velocity: -700) == .open(.trailing))
    #expect(Self.row.settle(offset: -120, velocity: 700) == .closed)
    #expect(Self.rtl.settle(offset: -20, velocity: 700) == .open(.trailing))
    #expect(Self.rtl.settle(offset: -120, velocity: -700) == .closed)
  }

  @Test("without full swipes a long swipe only opens the row")
  func noFullSwipe() {
    let row = SwipeActions(
      rowWidth: 390, leadingCount: 1, trailingCount: 1, fullSwipeShare: nil,
      direction: .leftToRight)
    #expect(row.settle(offset: -380, velocity: 0) == .open(.trailing))
  }

  @Test("resting offsets and drawn action widths")
  func geometry() {
    #expect(Self.row.restingOffset(for: .open(.trailing)) == -148)
    #expect(Self.row.restingOffset(for: .open(.leading)) == 74)
    #expect(Self.row.restingOffset(for: .performed(.trailing)) == 0)
    #expect(Self.row.actionWidth(at: -148) == 74)
    #expect(Self.row.actionWidth(at: -300) == 150)
    #expect(Self.row.actionWidth(at: 0) == 0)
    #expect(
      SwipeActions(rowWidth: 100, leadingCount: 3, trailingCount: 0, direction: .leftToRight)
        .revealWidth(.leading) == 100)
  }
}

@Suite("Swipeable row appearance")
struct SwipeableRowAppearanceTests {
  @Test("each action role fills with its color and keeps its title readable")
  func roles() {
    let theme = PresetThemes.default.resolved(for: .light)
    #expect(theme.appearance(.swipeableRow(.standard)).background?.role == .accent)
    #expect(theme.appearance(.swipeableRow(.destructive)).background?.role == .destructive)
    #expect(
      theme.appearance(.swipeableRow(.destructive), state: .pressed).background?.role
        == .destructivePressed)
    #expect(theme.appearance(.swipeableRow(.warning)).background?.role == .warning)
    #expect(theme.appearance(.swipeableRow(.neutral)).background?.role == .textSecondary)
    for role in SwipeActionRole.allCases {
      let look = theme.appearance(.swipeableRow(role))
      #expect(
        look.requirements.contains { $0.part == .foreground && $0.against == .background },
        "\(role)")
      #expect(look.tapTarget(.action).width >= 74 && look.tapTarget(.action).height >= 44)
    }
  }
}

@Suite("Swipeable rows open one at a time")
struct OpenSwipeRowTests {
  @Test("opening a row closes the one that was open")
  func oneOpen() {
    var rows = OpenSwipeRow<Int>()
    rows.opened(1)
    rows.opened(2)
    #expect(!rows.isOpen(1))
    #expect(rows.isOpen(2))
    rows.closed(1)
    #expect(rows.isOpen(2))
    rows.closed(2)
    #expect(rows.openRow == nil)
  }

  @Test("a tap on an open row closes it and goes no further")
  func tapOpenRow() {
    var rows = OpenSwipeRow<String>()
    rows.opened("a")
    let first = rows.tap(on: "a")
    #expect(first == .closedOpenRow)
    #expect(!rows.isOpen("a"))
    let second = rows.tap(on: "a")
    #expect(second == .reachesRow)
  }

  @Test("a tap on another row while one is open only closes the open one")
  func tapOtherRow() {
    var rows = OpenSwipeRow<String>()
    rows.opened("a")
    let outcome = rows.tap(on: "b")
    #expect(outcome == .closedOpenRow)
    #expect(rows.openRow == nil)
  }

  @Test("a drag on another row closes the open one; a drag on the open row keeps it")
  func dragOtherRow() {
    var rows = OpenSwipeRow<Int>()
    rows.opened(1)
    rows.dragBegan(on: 1)
    #expect(rows.isOpen(1))
    rows.dragBegan(on: 2)
    #expect(rows.openRow == nil)
  }
}
