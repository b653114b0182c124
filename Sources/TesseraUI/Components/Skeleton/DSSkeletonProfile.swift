#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents

/// DesignSystemPro's profile placeholder: a large centered avatar, a name, a handle and three lines; exactly `DSSkeleton(.profile)`.
///
/// ```swift
/// if profile == nil { DSSkeletonProfile() }
/// ```
public struct DSSkeletonProfile: View {
  private let kind: SkeletonKind
  var identifier: String?

  /// Creates the placeholder.
  public init() {
    self.kind = .profile
  }

  /// The placeholder, drawn by DSSkeleton.
  public var body: some View {
    DSSkeleton(kind).dsAccessibilityIdentifier(identifier)
  }
}
#endif
