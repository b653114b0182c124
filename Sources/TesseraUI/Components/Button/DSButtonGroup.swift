#if canImport(SwiftUI)
import SwiftUI

/// Lays out related buttons side by side with the theme's regular gap, and stacks them
/// vertically at accessibility text sizes so long labels never clip.
///
/// ```swift
/// DSButtonGroup {
///   DSButton("Cancel", role: .secondary) { dismiss() }
///   DSButton("Save") { save() }
/// }
/// ```
public struct DSButtonGroup<Content: View>: View {
  private let axis: Axis?
  var identifier: String?
  private let content: Content
  @Environment(\.dsTheme) private var theme
  @Environment(\.dynamicTypeSize) private var dynamicTypeSize

  /// Creates a group.
  /// - Parameters:
  ///   - axis: A fixed direction, or nil to go horizontal and switch to vertical at
  ///     accessibility text sizes.
  ///   - content: The buttons.
  public init(axis: Axis? = nil, @ViewBuilder content: () -> Content) {
    self.axis = axis
    self.content = content()
  }

  /// The group.
  public var body: some View {
    let vertical = axis == .vertical || (axis == nil && dynamicTypeSize.isAccessibilitySize)
    let layout =
      vertical
      ? AnyLayout(VStackLayout(spacing: theme.gaps.regular))
      : AnyLayout(HStackLayout(spacing: theme.gaps.regular))
    layout { content }
      .accessibilityElement(children: .contain)
      .dsAccessibilityIdentifier(identifier)
  }
}
#endif
