import TesseraTokens
import Testing

@testable import TesseraComponents

@Suite("Bottom sheet detents")
struct SheetDetentLayoutTests {
  @Test(
    "detents resolve to heights in the container, sorted, clamped and without repeats",
    arguments: [
      ([SheetDetent.medium, .large], 800.0, [400.0, 600]),
      ([.large, .small, .medium, .full], 800, [200, 400, 600, 800]),
      ([.custom(120), .fraction(0.9)], 800, [120, 720]),
      ([.custom(10), .custom(2_000)], 800, [44, 800]),
      ([.medium, .fraction(0.5), .custom(400)], 800, [400]),
      ([.custom(.nan), .fraction(.infinity)], 800, [400]),
      ([], 600, [300]),
      ([.medium], -50, [0]),
    ])
  func heights(detents: [SheetDetent], container: Double, expected: [Double]) {
    #expect(SheetDetentLayout(detents: detents, containerHeight: container).heights == expected)
  }

  static let layout = SheetDetentLayout(detents: [.small, .medium, .large], containerHeight: 800)

  @Test(
    "a released drag settles on the detent nearest its projection, lower on a tie",
    arguments: [
      (1, -90.0, 0.0, SheetSettlement.detent(1)),  // 490: nearer 400
      (1, -110, 0, .detent(2)),  // 510: nearer 600
      (1, -100, 0, .detent(1)),  // 500: a tie goes to the lower detent
      (1, 150, 0, .detent(0)),  // 250: nearer 200
      (2, -300, 0, .detent(2)),  // past the top
      (0, 60, 0, .detent(0)),  // 140: still above half the lowest (100)
      (0, 120, 0, .dismiss),  // 80: below half the lowest
      (1, -20, -400, .detent(1)),  // 420, projected 500 (not a flick): the tie keeps 400
    ])
  func settle(start: Int, translation: Double, velocity: Double, expected: SheetSettlement) {
    #expect(
      Self.layout.settle(from: start, translation: translation, velocity: velocity) == expected)
  }

  @Test("a flick moves at least one detent, and a downward flick from the lowest dismisses")
  func flicks() {
    #expect(Self.layout.settle(from: 1, translation: -5, velocity: -900) == .detent(2))
    #expect(Self.layout.settle(from: 1, translation: 5, velocity: 900) == .detent(0))
    #expect(Self.layout.settle(from: 0, translation: 5, velocity: 900) == .dismiss)
    #expect(
      Self.layout.settle(from: 0, translation: 5, velocity: 900, dismissible: false) == .detent(0))
    // A slow release projects only 0.2 s ahead: 400 − 5 − 300 × 0.2 = 335 stays at 400; from
    // 600, a release just under the flick speed projects to 435 and lands on 400 by projection.
    #expect(Self.layout.settle(from: 1, translation: 5, velocity: 300) == .detent(1))
    #expect(Self.layout.settle(from: 2, translation: 5, velocity: 799) == .detent(1))
  }

  @Test("a sheet that cannot be dismissed never settles dismissed")
  func notDismissible() {
    #expect(
      Self.layout.settle(from: 0, translation: 700, velocity: 3_000, dismissible: false)
        == .detent(0))
  }

  @Test("the dragged height follows the finger between detents and resists past the ends")
  func dragging() {
    #expect(Self.layout.height(from: 1, translation: -150) == 550)
    let overshoot = Self.layout.height(from: 2, translation: -100)
    #expect(overshoot > 600 && overshoot < 700)
    // (1 − 1 / (100 × 0.55 / 800 + 1)) × 800 = 51.46...
    #expect(abs(overshoot - 651.46) < 0.01)
    #expect(Self.layout.height(from: 0, translation: 150) == 50)
    #expect(Self.layout.height(from: 0, translation: 500) == 0)
    let held = Self.layout.height(from: 0, translation: 150, dismissible: false)
    #expect(held < 200 && held > 50)
    #expect(Self.layout.height(from: 1, translation: .nan) == 400)
  }

  @Test("during a drag the panel keeps its detent's height and is offset by the difference")
  func dragOffset() {
    // At the 400-point detent, 150 points up: 550 tall, so the 400-point panel is lifted 150.
    #expect(Self.layout.dragOffset(from: 1, translation: -150) == -150)
    // Down toward dismissal from the 200-point detent: lowered 150, then the whole 200.
    #expect(Self.layout.dragOffset(from: 0, translation: 150) == 150)
    #expect(Self.layout.dragOffset(from: 0, translation: 500) == 200)
    // Past the highest detent the offset follows the rubber band, not the finger.
    #expect(abs(Self.layout.dragOffset(from: 2, translation: -100) + 51.46) < 0.01)
    #expect(Self.layout.dragOffset(from: 1, translation: .nan) == 0)
  }

  @Test("the surface reaches under the home indicator and under any lift a drag can give")
  func surfaceExtension() {
    // At the 200-point detent of an 800-point container with a 34-point home indicator: the
    // inset, plus 400 to the highest detent, plus the 800-point rubber band's limit.
    #expect(Self.layout.surfaceExtension(at: 0, bottomSafeArea: 34) == 34 + 400 + 800)
    #expect(Self.layout.surfaceExtension(at: 2, bottomSafeArea: 34) == 34 + 800)
    #expect(Self.layout.surfaceExtension(at: 2, bottomSafeArea: -5) == 800)
    #expect(Self.layout.surfaceExtension(at: 2, bottomSafeArea: .infinity) == 800)
    // No drag lifts the panel further than the extension reaches.
    for index in 0..<3 {
      let lift = -Self.layout.dragOffset(from: index, translation: -1e9)
      #expect(lift < Self.layout.surfaceExtension(at: index, bottomSafeArea: 0))
    }
  }

  @Test("adjusting and the grabber step through the detents")
  func stepping() {
    #expect(Self.layout.index(from: 0, movedBy: 1) == 1)
    #expect(Self.layout.index(from: 2, movedBy: 1) == 2)
    #expect(Self.layout.index(from: 0, movedBy: -3) == 0)
    #expect(Self.layout.indexAfterGrabberTap(from: 1) == 2)
    #expect(Self.layout.indexAfterGrabberTap(from: 2) == 0)
    #expect(Self.layout.height(at: 9) == 600)
  }

  @Test("up and down keys move one detent, Home and End to the lowest and highest")
  func keys() {
    #expect(Self.layout.index(from: 0, by: .step(1)) == 1)
    #expect(Self.layout.index(from: 2, by: .step(1)) == 2)
    #expect(Self.layout.index(from: 1, by: .step(-10)) == 0)
    #expect(Self.layout.index(from: 0, by: .maximum) == 2)
    #expect(Self.layout.index(from: 2, by: .minimum) == 0)
  }
}

@Suite("Bottom sheet appearance")
struct BottomSheetAppearanceTests {
  static let theme = PresetThemes.default.resolved(for: .light)

  @Test("the sheet is the sheet surface with a grabber of 3:1 and a 44-point hit area")
  func surface() throws {
    let look = Self.theme.appearance(.bottomSheet)
    #expect(look.background?.token == "surface.sheet.background")
    #expect(look.scrim?.role == .scrim)
    let grabber = try #require(look.indicator)
    #expect(grabber.role == .borderStrong)
    #expect(
      look.requirements.contains(
        PartContrastRequirement(.indicator, against: .background, level: .nonText)))
    let target = look.tapTarget(.grabber)
    #expect(target.width >= 44 && target.height >= 44)
    #expect(Self.theme.appearance(.bottomSheet, state: .pressed).indicator?.role == .textPrimary)
  }
}

@Suite("Bottom sheet on the platform's sheet")
struct SheetPresentationPlanTests {
  @Test(
    "each detent keeps its height as a platform detent",
    arguments: [
      (SheetDetent.small, SheetPresentationPlan.Detent.fraction(0.25)),
      (.medium, .medium),
      (.large, .fraction(0.75)),
      (.full, .large),
      (.custom(120), .height(120)),
      (.fraction(0.4), .fraction(0.4)),
      (.fraction(1.5), .fraction(1)),
    ])
  func mapping(detent: SheetDetent, expected: SheetPresentationPlan.Detent) {
    #expect(detent.presentationDetent == expected)
  }

  @Test(
    "a height or share that is not a finite positive number has no platform detent",
    arguments: [
      SheetDetent.custom(0), .custom(-10), .custom(.nan), .fraction(0), .fraction(.infinity),
    ])
  func unusable(detent: SheetDetent) {
    #expect(detent.presentationDetent == nil)
  }

  @Test("the detents are ordered lowest first in the container, and it opens at the lowest")
  func order() {
    let plan = SheetPresentationPlan(
      detents: [.large, .custom(120), .medium, .small], containerHeight: 800)
    // 600, 120, 400 and 200 points in an 800 pt container.
    #expect(plan.detents == [.height(120), .fraction(0.25), .medium, .fraction(0.75)])
    #expect(plan.initialDetent == .height(120))
    // In a 400 pt container the 120 pt detent sits above a quarter (100 pt).
    let short = SheetPresentationPlan(detents: [.custom(120), .small], containerHeight: 400)
    #expect(short.detents == [.fraction(0.25), .height(120)])
    #expect(short.initialDetent == .fraction(0.25))
  }

  @Test("repeats are dropped, no usable detent gives medium, equal heights keep their order")
  func degenerate() {
    #expect(
      SheetPresentationPlan(detents: [.medium, .medium, .full], containerHeight: 800).detents
        == [.medium, .large])
    #expect(SheetPresentationPlan(detents: [], containerHeight: 800).detents == [.medium])
    #expect(
      SheetPresentationPlan(detents: [.custom(.nan)], containerHeight: 800).detents == [.medium])
    #expect(
      SheetPresentationPlan(detents: [.fraction(0.5), .medium], containerHeight: 800).detents
        == [.fraction(0.5), .medium])
    #expect(
      SheetPresentationPlan(detents: [.custom(900), .full], containerHeight: 800).detents
        == [.height(900), .large])
  }

  @Test("a sheet the background tap does not dismiss cannot be dismissed by the person")
  func dismissal() {
    #expect(
      SheetPresentationPlan(detents: [.medium], containerHeight: 800)
        .allowsInteractiveDismissal)
    #expect(
      !SheetPresentationPlan(
        detents: [.medium], containerHeight: 800, dismissOnBackgroundTap: false
      ).allowsInteractiveDismissal)
  }
}
