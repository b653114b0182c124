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
  private let identifier: String?

  /// Creates the placeholder.
  /// - Parameters:
  ///   - hasImage: Whether the card starts with an image block.
  ///   - lines: The number of text lines under the title (0 to 50).
  ///   - accessibilityIdentifier: An identifier for UI tests.
  public init(hasImage: Bool = true, lines: Int = 3, accessibilityIdentifier: String? = nil) {
    self.kind = .cardContent(hasImage: hasImage, lines: lines)
    self.identifier = accessibilityIdentifier
  }

  /// The placeholder, drawn by DSSkeleton.
  public var body: some View {
    DSSkeleton(kind, accessibilityIdentifier: identifier)
  }
}
#endif
