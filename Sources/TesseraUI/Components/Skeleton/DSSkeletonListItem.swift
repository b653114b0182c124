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
  private let identifier: String?

  /// Creates the placeholder.
  /// - Parameters:
  ///   - accessibilityIdentifier: An identifier for UI tests.
  public init(accessibilityIdentifier: String? = nil) {
    self.kind = .listItem
    self.identifier = accessibilityIdentifier
  }

  /// The placeholder, drawn by DSSkeleton.
  public var body: some View {
    DSSkeleton(kind, accessibilityIdentifier: identifier)
  }
}
#endif
