#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents

#Preview("Avatar: sizes and scripts") {
  ScrollView {
    VStack(spacing: 16) {
      HStack(spacing: 16) {
        DSAvatar(name: "Ada Lovelace", size: .small)
        DSAvatar(name: "Alan Turing")
        DSAvatar(name: "Barbara Liskov", size: .large)
      }
      HStack(spacing: 16) {
        DSAvatar(name: "李小龍")
        DSAvatar(name: "Grace")
      }
    }
    .padding()
  }
}

#Preview("BorderedAvatar: sizes and border colors") {
  ScrollView {
    HStack(spacing: 16) {
      DSBorderedAvatar(name: "Grace Hopper", size: .small)
      DSBorderedAvatar(name: "Katherine Johnson")
      DSBorderedAvatar(name: "Margaret Hamilton", size: .large, borderRole: .accentSecondary)
    }
    .padding()
  }
}

#Preview("AvatarWithBadge: statuses") {
  ScrollView {
    HStack(spacing: 16) {
      DSAvatarWithBadge(name: "Alan Turing", badge: "3")
      DSAvatarWithBadge(name: "Ada Lovelace", badge: "Online", variant: .success)
      DSAvatarWithBadge(name: "Edsger Dijkstra", size: .large, badge: "Away", variant: .warning)
    }
    .padding()
  }
}

#Preview("AvatarGroup: within and over the limit") {
  ScrollView {
    VStack(alignment: .leading, spacing: 16) {
      DSAvatarGroup(names: ["Ada Lovelace", "Grace Hopper"])
      DSAvatarGroup(names: ["Ada Lovelace", "Grace Hopper", "李小龍", "Alan Turing", "Edsger"])
      DSAvatarGroup(
        names: ["Ada Lovelace", "Grace Hopper", "Alan Turing", "Barbara Liskov"],
        maximumVisible: 2, size: .large)
    }
    .padding()
  }
}

// The family's catalog samples, which the rendering references draw.

extension CatalogSample {
  /// The catalog samples of the Avatar family's components, by name; nil for a name
  /// that is not one of them.
  @MainActor package static func avatarSamples(_ name: String) -> AnyView? {
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
