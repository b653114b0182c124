#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents

/// DesignSystemPro's table placeholder: a header row of shorter cells and `rows` rows of `columns` cells; exactly `DSSkeleton(.table(rows:columns:))`.
///
/// ```swift
/// DSSkeletonTable(rows: 8, columns: 3)
/// ```
public struct DSSkeletonTable: View {
  private let kind: SkeletonKind
  private let identifier: String?

  /// Creates the placeholder.
  /// - Parameters:
  ///   - rows: The number of body rows (0 to 100).
  ///   - columns: The number of columns (1 to 12).
  ///   - accessibilityIdentifier: An identifier for UI tests.
  public init(rows: Int = 5, columns: Int = 4, accessibilityIdentifier: String? = nil) {
    self.kind = .table(rows: rows, columns: columns)
    self.identifier = accessibilityIdentifier
  }

  /// The placeholder, drawn by DSSkeleton.
  public var body: some View {
    DSSkeleton(kind, accessibilityIdentifier: identifier)
  }
}
#endif
