import SwiftUI
import Testing

/// What a long press did, in order.
@MainActor private final class PressLog {
  var entries: [String] = []
}

private struct Hold: View {
  let log: PressLog
  var body: some View {
    Text("Hold to add")
      .padding(12)
      .onLongPressGesture(minimumDuration: 1, maximumDistance: 10) {
        log.entries.append("action")
      } onPressingChanged: { pressing in
        log.entries.append(pressing ? "down" : "up")
      }
  }
}

/// `onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)`: "The
/// minimum duration of the long press that must elapse before the gesture succeeds"; "The
/// maximum distance that the fingers or cursor performing the long press can move before the
/// gesture fails".
@MainActor
@Suite("Long presses")
struct LongPressTests {
  @Test("held for the minimum duration, the action runs between pressing and release")
  func succeeds() throws {
    let log = PressLog()
    let host = try ViewHost(Hold(log: log))
    try host.longPress("Hold to add")
    #expect(log.entries == ["down", "action", "up"])
    try host.longPress("Hold to add", holding: 3)
    #expect(log.entries == ["down", "action", "up", "down", "action", "up"])
  }

  @Test("lifted too soon, moved too far or cancelled, the gesture fails")
  func fails() throws {
    let log = PressLog()
    let host = try ViewHost(Hold(log: log))
    try host.longPress("Hold to add", holding: 0.9)
    try host.longPress("Hold to add", moving: 10.5)
    try host.longPress("Hold to add", cancelled: true)
    #expect(log.entries == ["down", "up", "down", "up", "down", "up"])
  }

  @Test("a disabled view's long press does nothing")
  func disabled() throws {
    let log = PressLog()
    let host = try ViewHost(Hold(log: log).disabled(true))
    #expect(throws: RuntimeError.self) { try host.longPress("Hold to add") }
    #expect(log.entries.isEmpty)
  }

  @Test("a long-press target is held to the 44 pt rule like a tap target")
  func target() throws {
    let host = try ViewHost(Text("Hold").onLongPressGesture {})
    #expect(try host.layout().map(\.kind) == [.smallTarget])
    let padded = try ViewHost(
      Text("Hold").padding(12).contentShape(Rectangle()).onLongPressGesture {})
    #expect(try padded.layout() == [])
  }
}
