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
  var identifier: String?

  /// Creates the placeholder.
  /// - Parameters:
  ///   - rows: The number of body rows (0 to 100).
  ///   - columns: The number of columns (1 to 12).
  public init(rows: Int = 5, columns: Int = 4) {
    self.kind = .table(rows: rows, columns: columns)
  }

  /// The placeholder, drawn by DSSkeleton.
  public var body: some View {
    DSSkeleton(kind).dsAccessibilityIdentifier(identifier)
  }
}
#endif
