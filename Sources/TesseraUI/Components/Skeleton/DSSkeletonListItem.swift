#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents

/// DesignSystemPro's list-row placeholder: an avatar beside a title and a subtitle; exactly `DSSkeleton(.listItem)`.
///
/// ```swift
/// ForEach(0..<5, id: \.self) { _ in DSSkeletonListItem() }
/// ```
public struct DSSkeletonListItem: View {
  private let kind: SkeletonKind
  var identifier: String?

  /// Creates the placeholder.
  public init() {
    self.kind = .listItem
  }

  /// The placeholder, drawn by DSSkeleton.
  public var body: some View {
    DSSkeleton(kind).dsAccessibilityIdentifier(identifier)
  }
}
#endif
