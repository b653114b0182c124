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
  private let identifier: String?

  /// Creates the placeholder.
  /// - Parameters:
  ///   - accessibilityIdentifier: An identifier for UI tests.
  public init(accessibilityIdentifier: String? = nil) {
    self.kind = .profile
    self.identifier = accessibilityIdentifier
  }

  /// The placeholder, drawn by DSSkeleton.
  public var body: some View {
    DSSkeleton(kind, accessibilityIdentifier: identifier)
  }
}
#endif
