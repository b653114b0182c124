#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents

/// DesignSystemPro's card placeholder: an optional image block, a title and `lines` lines; exactly `DSSkeleton(.cardContent(hasImage:lines:))`.
///
/// ```swift
/// DSSkeletonCard(hasImage: false, lines: 2)
/// ```
public struct DSSkeletonCard: View {
  private let kind: SkeletonKind
  var identifier: String?

  /// Creates the placeholder.
  /// - Parameters:
  ///   - hasImage: Whether the card starts with an image block.
  ///   - lines: The number of text lines under the title (0 to 50).
  public init(hasImage: Bool = true, lines: Int = 3) {
    self.kind = .cardContent(hasImage: hasImage, lines: lines)
  }

  /// The placeholder, drawn by DSSkeleton.
  public var body: some View {
    DSSkeleton(kind).dsAccessibilityIdentifier(identifier)
  }
}
#endif
