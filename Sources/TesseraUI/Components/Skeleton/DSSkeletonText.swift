#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents

/// DesignSystemPro's text placeholder: `lines` lines of the body text's height, the last one shorter; exactly `DSSkeleton(.text(lines:))`.
///
/// ```swift
/// if isLoading { DSSkeletonText(lines: 4) } else { Text(article.body) }
/// ```
public struct DSSkeletonText: View {
  private let kind: SkeletonKind
  var identifier: String?

  /// Creates the placeholder.
  /// - Parameters:
  ///   - lines: The number of lines (1 to 50).
  public init(lines: Int = 3) {
    self.kind = .text(lines: lines)
  }

  /// The placeholder, drawn by DSSkeleton.
  public var body: some View {
    DSSkeleton(kind).dsAccessibilityIdentifier(identifier)
  }
}
#endif
