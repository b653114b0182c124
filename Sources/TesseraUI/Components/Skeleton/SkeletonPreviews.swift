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
#endif
