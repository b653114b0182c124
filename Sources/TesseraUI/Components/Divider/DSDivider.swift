#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents

/// A thin separator line in the theme's separator color and thickness, horizontal or vertical.
/// Decorative, so VoiceOver skips it.
///
/// ```swift
/// VStack { rowA; DSDivider(); rowB }
/// ```
public struct DSDivider: View {
  private let axis: Axis
  @Environment(\.dsTheme) private var theme
  @Environment(\.dsBackdrop) private var backdrop

  /// Creates a divider.
  /// - Parameter axis: `.horizontal` for a line across, `.vertical` for a line down.
  public init(axis: Axis = .horizontal) {
    self.axis = axis
  }

  /// The line.
  public var body: some View {
    let look = theme.appearance(.divider, on: backdrop)
    Rectangle()
      .fill(look.color(.separator) ?? .clear)
      .frame(
        width: axis == .vertical ? look.trackThickness : nil,
        height: axis == .horizontal ? look.trackThickness : nil
      )
      .frame(
        maxWidth: axis == .horizontal ? .infinity : nil,
        maxHeight: axis == .vertical ? .infinity : nil
      )
      .accessibilityHidden(true)
  }
}
#endif
