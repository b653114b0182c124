#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents

#Preview("Skeleton: every kind") {
  ScrollView {
    VStack(alignment: .leading, spacing: 12) {
      Text("Text")
      DSSkeleton(.text(lines: 2))
      Text("Avatar")
      DSSkeleton(.avatar)
      Text("Circle")
      DSSkeleton(.circle(diameter: 24))
      Text("List item")
      DSSkeleton(.listItem)
      Text("Card")
      DSSkeleton(.card)
      Text("Card content without an image")
      DSSkeleton(.cardContent(hasImage: false, lines: 2))
      Text("Table")
      DSSkeleton(.table(rows: 3, columns: 3))
      Text("Profile")
      DSSkeleton(.profile)
    }
    .padding()
  }
}

#Preview("Skeleton: the named shapes") {
  ScrollView {
    VStack(alignment: .leading, spacing: 12) {
      Text("Small avatar")
      DSSkeletonAvatar(size: .small)
      Text("Medium avatar")
      DSSkeletonAvatar()
      Text("Large avatar")
      DSSkeletonAvatar(size: .large)
      Text("Text, 3 lines")
      DSSkeletonText()
      Text("Text, 1 line")
      DSSkeletonText(lines: 1)
      Text("List item")
      DSSkeletonListItem()
      Text("Card")
      DSSkeletonCard()
      Text("Card without an image")
      DSSkeletonCard(hasImage: false, lines: 2)
      Text("Table")
      DSSkeletonTable(rows: 4, columns: 3)
      Text("Profile")
      DSSkeletonProfile()
    }
    .padding()
  }
}

#Preview("ConditionalSkeleton: loading and loaded") {
  ScrollView {
    VStack(alignment: .leading, spacing: 24) {
      DSConditionalSkeleton(isLoading: true) {
        DSListRow("Ada Lovelace", subtitle: "Online", icon: "person")
      } skeleton: {
        DSSkeletonListItem()
      }
      DSConditionalSkeleton(isLoading: false) {
        DSListRow("Grace Hopper", subtitle: "Away", icon: "person")
      } skeleton: {
        DSSkeletonListItem()
      }
    }
    .padding()
  }
}

// The family's catalog samples, which the rendering references draw.

extension CatalogSample {
  /// The catalog samples of the Skeleton family's components, by name; nil for a name
  /// that is not one of them.
  @MainActor package static func skeletonSamples(_ name: String) -> AnyView? {
    switch name {
    case "DSSkeleton": return AnyView(DSSkeleton(.listItem))
    case "DSSkeletonText": return AnyView(DSSkeletonText(lines: 3))
    case "DSSkeletonAvatar": return AnyView(DSSkeletonAvatar(size: .large))
    case "DSSkeletonCard": return AnyView(DSSkeletonCard(hasImage: true, lines: 2))
    case "DSSkeletonListItem": return AnyView(DSSkeletonListItem())
    case "DSSkeletonTable": return AnyView(DSSkeletonTable(rows: 3, columns: 3))
    case "DSSkeletonProfile": return AnyView(DSSkeletonProfile())
    case "DSConditionalSkeleton":
      return AnyView(
        DSConditionalSkeleton(isLoading: true) {
          Text("Loaded")
        } skeleton: {
          DSSkeletonText()
        })
    default: return nil
    }
  }
}
#endif
