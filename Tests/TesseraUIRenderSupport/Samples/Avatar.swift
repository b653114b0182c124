#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraUI

extension ComponentSample {
  /// The render samples of the Avatar family's catalog components, by name; nil for a name
  /// that is not one of them.
  @MainActor static func avatarSamples(_ name: String) -> AnyView? {
    switch name {
    case "DSAvatar": return AnyView(DSAvatar(name: "Ada Lovelace"))
    case "DSBorderedAvatar": return AnyView(DSBorderedAvatar(name: "Grace Hopper", size: .large))
    case "DSAvatarWithBadge": return AnyView(DSAvatarWithBadge(name: "Alan Turing", badge: "3"))
    case "DSAvatarGroup":
      return AnyView(
        DSAvatarGroup(names: ["Grace Hopper", "Alan Turing", "Edsger Dijkstra", "Barbara Liskov"])
      )
    default: return nil
    }
  }
}
#endif
