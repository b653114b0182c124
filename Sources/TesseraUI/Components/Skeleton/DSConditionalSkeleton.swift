#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents

/// DesignSystemPro's loading switch: the skeleton while `isLoading`, the content after, with
/// the theme's fade between them (none under Reduce Motion).
///
/// ```swift
/// DSConditionalSkeleton(isLoading: model.isLoading) {
///   ProfileHeader(user: model.user)
/// } skeleton: {
///   DSSkeletonProfile()
/// }
/// ```
public struct DSConditionalSkeleton<Content: View, Skeleton: View>: View {
  private let isLoading: Bool
  private let content: Content
  private let skeleton: Skeleton
  var identifier: String?
  @Environment(\.dsTheme) private var theme

  /// Creates the switch.
  /// - Parameters:
  ///   - isLoading: Whether the content is still loading.
  ///   - content: The loaded content.
  ///   - skeleton: The placeholder shown while loading.
  public init(
    isLoading: Bool, @ViewBuilder content: () -> Content,
    @ViewBuilder skeleton: () -> Skeleton
  ) {
    self.isLoading = isLoading
    self.content = content()
    self.skeleton = skeleton()
  }

  /// The skeleton or the content.
  public var body: some View {
    ZStack {
      if isLoading {
        skeleton.transition(.opacity)
      } else {
        content.transition(.opacity)
      }
    }
    .animation(.tessera(theme.motion(.standard)), value: isLoading)
    .dsAccessibilityIdentifier(identifier)
  }
}
#endif
