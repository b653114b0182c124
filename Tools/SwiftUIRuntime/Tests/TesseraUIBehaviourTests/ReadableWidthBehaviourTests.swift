import SwiftUI
import TesseraComponents
import TesseraState
import TesseraTestSupport
import Testing

@testable import TesseraUI

/// Issue #29 items 12 and 15: a notice or a dialog keeps a readable width on an iPad or in a
/// Mac window instead of spanning it, and still uses a phone's width. The widths are the
/// theme's at the default text size: 560 pt for a toast or snack bar, 400 pt for a dialog.
@MainActor
@Suite("Notices and dialogs keep a readable width on large screens, executed")
struct ReadableWidthBehaviourTests {
  /// The frame of the chrome (the drawn surface) that holds `text`: the smallest chrome
  /// around it.
  private func surface(holding text: String, in host: ViewHost<some View>) throws -> CGRect {
    let line = try #require(host.frame(ofText: text), "no \(text)")
    let chromes = host.allNodes.filter {
      if case .view(let name) = $0.kind { name.hasSuffix("DSChromeModifier") } else { false }
    }
    .flatMap(\.frames).filter { $0.contains(line) }
    return try #require(chromes.min { $0.width * $0.height < $1.width * $1.height }, "\(text)")
  }

  /// Lays `view`, filling the screen, out on each screen, and checks the surface holding
  /// `text`: at most `maximum` wide and centred where the screen is wider, and most of a
  /// phone's width on a phone.
  private func check(
    _ view: some View, holding text: String, maximum: CGFloat,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    for screen in layoutScreens {
      let host = try ViewHost(view.frame(maxWidth: .infinity, maxHeight: .infinity))
      #expect(
        try host.layout(in: screen.size, safeArea: screen.safeArea) == [], "\(screen.name)",
        sourceLocation: sourceLocation)
      let frame = try surface(holding: text, in: host)
      if screen.size.width > 700 {
        #expect(frame.width <= maximum + 0.5, "\(screen.name)", sourceLocation: sourceLocation)
        #expect(
          abs(frame.midX - screen.size.width / 2) < 1, "\(screen.name)",
          sourceLocation: sourceLocation)
      } else {
        #expect(
          frame.width > screen.size.width * 0.8, "\(screen.name)", sourceLocation: sourceLocation)
      }
    }
  }

  @Test("a toast is at most 560 pt wide on an iPad and a Mac, centred")
  func toast() throws {
    let manager = DSToastManager(clock: ManualClock())
    manager.show(DSToastData(id: "saved", title: "Saved", message: "Your changes are safe."))
    try check(
      Color.clear.overlay(alignment: .top) { DSToastContainer(manager: manager) },
      holding: "Saved", maximum: 560)
  }

  @Test("a snack bar is at most 560 pt wide on an iPad and a Mac, centred")
  func snackBar() throws {
    let manager = SnackBarManager(clock: ManualClock())
    manager.show(SnackBarData(message: "Message archived"))
    try check(
      Color.clear.snackBarHost(manager: manager), holding: "Message archived", maximum: 560)
  }

  @Test("an alert is at most 400 pt wide on an iPad and a Mac, centred")
  func alert() throws {
    try check(
      DSAlert(
        "Delete draft?", message: "The draft and its attachments will be removed.",
        primary: .init("Delete", role: .destructive), secondary: .init("Keep", role: .secondary)
      ) {},
      holding: "Delete draft?", maximum: 400)
  }

  @Test("a modal is at most 400 pt wide on an iPad and a Mac, centred")
  func modal() throws {
    try check(
      DSModal(isPresented: .constant(true), title: "Share") {
        Text("Anyone with the link can view this board.")
      },
      holding: "Share", maximum: 400)
  }
}
