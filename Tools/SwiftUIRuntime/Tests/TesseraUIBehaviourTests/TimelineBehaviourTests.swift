import SwiftUI
import TesseraComponents
import Testing

@testable import TesseraUI

/// DSTimeline's line from one event's dot to the next, wherever the timeline stands.
@MainActor
@Suite("DSTimeline")
struct TimelineBehaviourTests {
  static let events = [
    DSTimeline.Event("Ordered", detail: "Monday", status: .completed),
    DSTimeline.Event("Shipped", detail: "Tuesday", status: .current),
    DSTimeline.Event("Delivered", status: .upcoming),
  ]

  /// The frames of the dots (circles) and the lines (rectangles) after `host`'s layout, top first.
  private func parts(_ host: ViewHost<AnyView>) -> (dots: [CGRect], lines: [CGRect]) {
    func frames(_ kind: Node.Kind) -> [CGRect] {
      host.allNodes.filter { $0.kind == kind }.compactMap(\.frames.first).sorted {
        $0.minY < $1.minY
      }
    }
    return (frames(.shape("SwiftUI.Circle")), frames(.shape("SwiftUI.Rectangle")))
  }

  @Test(
    "each line runs from under its dot to the next dot, in a scroll view and in a stack",
    arguments: [false, true])
  func linesJoinTheDots(scrolls: Bool) throws {
    let timeline = DSTimeline(events: Self.events)
    let root =
      scrolls
      ? AnyView(ScrollView { timeline })
      : AnyView(
        VStack(spacing: 0) {
          timeline; Spacer()
        })
    let host = try ViewHost(root)
    _ = try host.layout(in: CGSize(width: 390, height: 844), safeArea: EdgeInsets())
    let (dots, lines) = parts(host)
    #expect(dots.count == 3)
    #expect(lines.count == 2, "no line after the last event")
    for (index, line) in lines.enumerated() where dots.count == 3 {
      #expect(abs(line.minY - dots[index].maxY) < 0.5, "line \(index) starts under its dot")
      #expect(abs(line.maxY - dots[index + 1].minY) < 0.5, "line \(index) reaches the next dot")
      #expect(abs(line.midX - dots[index].midX) < 0.5, "line \(index) is centred under its dot")
    }
  }
}
