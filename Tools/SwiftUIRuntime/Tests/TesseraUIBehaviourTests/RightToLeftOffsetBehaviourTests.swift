import SwiftUI
import TesseraComponents
import TesseraGestures
import Testing

@testable import TesseraUI

/// "TesseraUI on a device" 23: Apple's pages do not say whether `offset(x:)` mirrors right to
/// left, so a view is right in both cases only when no horizontal offset of it is applied in a
/// right-to-left environment (`directionDependentOffsets`): an offset in a left-to-right one is
/// rightward either way, and a shape's path mirrors by definition. The runtime mirrors nothing,
/// so each test also checks where, on screen, what follows a finger goes.
@MainActor
@Suite("Right to left without relying on offset(x:) mirroring, executed")
struct RightToLeftOffsetBehaviourTests {
  private static var arabic: EnvironmentValues { arabicEnvironment }

  /// The horizontal offsets applied in a left-to-right environment: screen distances,
  /// rightward positive, whether or not `offset(x:)` mirrors.
  private func rightwardOffsets<Root: View>(_ host: ViewHost<Root>) -> [Double] {
    host.modifiers(named: "View.offset(x:y:)").compactMap { node in
      guard node.layoutDirection == .leftToRight,
        let x = node.arguments.first(where: { $0.0 == "x" }).flatMap({ Double($0.1) }), x != 0
      else { return nil }
      return x
    }
  }

  @Test("right to left, a swipeable row's content follows the finger and shows trailing actions")
  func swipeableRow() throws {
    let host = try ViewHost(
      SwipeableRow(
        leadingActions: [.init(title: "Archive") {}], trailingActions: [.delete {}]
      ) { Text("Meeting notes") },
      environment: Self.arabic)
    let drag = try host.startDrag("Meeting notes")
    // A finger moving right, in Arabic, moves toward the leading edge: the content goes right
    // under it and uncovers the trailing actions, at the left edge.
    try drag.move(by: CGSize(width: 60, height: 0))
    #expect(host.directionDependentOffsets.map(\.x) == [])
    #expect(rightwardOffsets(host) == [60])
    #expect(host.texts.contains("حذف"))  // Delete
    #expect(!host.texts.contains("Archive"))
    try drag.finish(.cancelled)
    #expect(rightwardOffsets(host) == [])
  }

  @Test("right to left, a message swiped toward its trailing edge follows and is dismissed")
  func swipeToDismiss() throws {
    final class Log { var dismissed = 0 }
    let log = Log()
    let host = try ViewHost(
      Text("Saved")
        .dsSwipeToDismiss(
          SwipeToDismiss(direction: .trailing), onBegin: {}, onCancel: {},
          onDismiss: { log.dismissed += 1 }),
      environment: Self.arabic)
    // The trailing edge is the left in Arabic: a finger moving left takes the message with it
    // (followed from where the drag was claimed, 10 pt in).
    let drag = try host.startDrag("Saved")
    try drag.move(by: CGSize(width: -10, height: 0))
    try drag.move(by: CGSize(width: -40, height: 0))
    #expect(host.directionDependentOffsets.map(\.x) == [])
    #expect(rightwardOffsets(host) == [-30])
    // Past half the message's width (the 390 pt screen), released: dismissed.
    try drag.move(by: CGSize(width: -300, height: 0))
    try drag.finish(.ended)
    #expect(log.dismissed == 1)
  }

  @Test("right to left, a panned view follows the finger on screen")
  func transformable() throws {
    struct Photo: View {
      @State var transform = TransformState()
      var body: some View { Image(systemName: "map").transformable($transform) }
    }
    let host = try ViewHost(Photo(), environment: Self.arabic)
    let drag = try host.startDrag("map")
    try drag.move(by: CGSize(width: 40, height: 0))
    try drag.move(by: CGSize(width: 80, height: 0))
    #expect(host.directionDependentOffsets.map(\.x) == [])
    let moved = try #require(rightwardOffsets(host).first)
    #expect(moved > 0)
    try drag.finish(.cancelled)
  }

  @Test("right to left, indeterminate progress and a skeleton's shimmer are placed by shapes")
  func bandsAndSegments() throws {
    let progress = try ViewHost(
      DSProgressBar("Preparing", value: .indeterminate), environment: Self.arabic)
    #expect(progress.directionDependentOffsets.map(\.x) == [])
    let determinate = try ViewHost(
      DSProgressBar("Uploading", value: ProgressValue(fraction: 0.4)), environment: Self.arabic)
    #expect(determinate.directionDependentOffsets.map(\.x) == [])
    let skeleton = try ViewHost(DSSkeleton(.text(lines: 3)), environment: Self.arabic)
    #expect(skeleton.directionDependentOffsets.map(\.x) == [])
  }

  @Test("a track's segment is drawn from the shape's left edge, which mirrors right to left")
  func segmentShape() {
    let track = CGRect(x: 0, y: 0, width: 200, height: 4)
    let fill = DSTrackSegmentShape(phase: 0, roundedEnds: true) { length, _ in
      TrackSegment(offset: 0, length: length * 0.25)
    }
    #expect(
      fill.path(in: track)
        == Path(roundedRect: CGRect(x: 0, y: 0, width: 50, height: 4), cornerRadius: 2))
    // A quarter-track band halfway through its sweep: 200 × (0.5 × 1.25 − 0.25) = 75 pt in.
    let band = DSTrackSegmentShape(phase: 0.5, roundedEnds: false) { length, phase in
      TrackSegment.sweeping(phase: phase, trackLength: length, bandFraction: 0.25)
    }
    #expect(
      band.path(in: track)
        == Path(roundedRect: CGRect(x: 75, y: 0, width: 50, height: 4), cornerRadius: 0))
  }
}

/// A row whose trailing actions the app changes (an item that becomes read-only).
private struct EditableNote: View {
  var actions: [SwipeableRow<Text>.SwipeAction]
  var body: some View {
    SwipeableRow(trailingActions: actions) { Text("Meeting notes") }
  }
}

/// Two swipeable rows of one list with no `DSThemeProvider` above them, which the app can take
/// off screen.
private struct TwoRows: View {
  var showsRows = true
  var body: some View {
    if showsRows {
      VStack {
        SwipeableRow(trailingActions: [.delete {}]) { Text("First row") }
        SwipeableRow(trailingActions: [.delete {}]) { Text("Second row") }
      }
    }
  }
}

@MainActor
@Suite("Swipeable rows without a theme provider, executed")
struct SwipeableRowGroupBehaviourTests {
  /// The rows drawn open: their content's horizontal offsets.
  private func openOffsets<Root: View>(_ host: ViewHost<Root>) -> [String] {
    host.modifiers(named: "View.offset(x:y:)").compactMap { node in
      node.arguments.first(where: { $0.0 == "x" }).flatMap { Double($0.1) } == 0
        ? nil : node.key
    }
  }

  /// The x offsets drawn, in tree order.
  private func offsets<Root: View>(_ host: ViewHost<Root>) -> [Double] {
    host.modifiers(named: "View.offset(x:y:)").compactMap { node in
      node.arguments.first(where: { $0.0 == "x" }).flatMap { Double($0.1) }
    }.filter { $0 != 0 }
  }

  @Test("an open row whose actions change rests where the actions it has now put it")
  func actionsChangeWhileOpen() throws {
    let two: [SwipeableRow<Text>.SwipeAction] = [.init(title: "Flag") {}, .delete {}]
    let host = try ViewHost(EditableNote(actions: two))
    try host.drag("Meeting notes", through: [CGSize(width: -100, height: 0)])
    let openWithTwo = try #require(offsets(host).first)
    // One action left: the row stays open by one action's width, not two.
    try host.update(EditableNote(actions: [.delete {}]))
    let openWithOne = try #require(offsets(host).first, "\(host.layoutDescription)")
    #expect(abs(openWithOne) < abs(openWithTwo) && openWithOne < 0)
    // None left: the row closes, with no blank strip beside it.
    try host.update(EditableNote(actions: []))
    #expect(offsets(host).isEmpty, "\(offsets(host))")
  }

  /// "TesseraUI on a device" 11: only under a `DSThemeProvider` did opening a row close the
  /// open one; without one, two rows of a list stayed open together.
  @Test("without a provider, opening a second row closes the first")
  func oneOpenRow() throws {
    let host = try ViewHost(TwoRows())
    try host.drag("First row", through: [CGSize(width: -100, height: 0)])
    #expect(openOffsets(host).count == 1)
    let first = openOffsets(host)
    try host.drag("Second row", through: [CGSize(width: -100, height: 0)])
    let open = openOffsets(host)
    #expect(open.count == 1)
    #expect(open != first)
    // The rows go while one is open: no open row is left behind for the app's other rows.
    try host.update(TwoRows(showsRows: false))
    #expect(openRow(of: EnvironmentValues().dsSwipeRowGroup) == nil)
  }

  /// The open row of the group rows share without a provider (nil where there is none).
  private func openRow(of group: DSSwipeRowGroup?) -> UUID? { group?.rows.openRow }
}
