#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents

/// The action of a toast, snack bar or banner ("Undo", "Retry"): text in the notice's own
/// `.action` color, in the `.action` hit area its appearance reports. Both come from the
/// notice's appearance, so the color drawn is the color `ComponentAudit` checks on the
/// notice's fill, and the hit area is the one it checks against 44 points.
struct DSNoticeActionButton: View {
  let title: String
  let look: ComponentAppearance
  let action: @MainActor () -> Void

  var body: some View {
    Button(action: action) {
      // The label carries the hit area: a frame outside a plain button is not tappable.
      Text(title).dsTapTarget(.action, of: look)
    }
    .buttonStyle(.plain)
    .dsForeground(look[.action])
  }
}
#endif
