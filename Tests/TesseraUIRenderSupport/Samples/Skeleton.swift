#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraUI

extension ComponentSample {
  /// The render samples of the Skeleton family's catalog components, by name; nil for a name
  /// that is not one of them.
  @MainActor static func skeletonSamples(_ name: String) -> AnyView? {
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
