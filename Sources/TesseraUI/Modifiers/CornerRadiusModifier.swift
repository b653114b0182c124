#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents

#if canImport(UIKit)
import UIKit
#endif

extension View {
  /// Clips the view to a rectangle with only `corners` rounded, on every platform. The corners
  /// are where they appear on screen: `.topLeft` stays on the left in a right-to-left layout
  /// (``RoundedCorners/radii(_:layoutDirection:)``).
  ///
  /// ```swift
  /// Image("cover").dsCornerRadius(16, corners: [.topLeft, .topRight])
  /// ```
  public func dsCornerRadius(_ radius: CGFloat, corners: RoundedCorners) -> some View {
    modifier(DSCornerRadiusModifier(radius: Double(radius), corners: corners))
  }
}

#if canImport(UIKit)
extension View {
  /// Clips the view to a rectangle with only `corners` rounded: SwiftUI-Components'
  /// `cornerRadius(_:corners:)`, kept for migration. It takes UIKit's `UIRectCorner` and so
  /// exists where UIKit does; ``dsCornerRadius(_:corners:)`` is the same on every platform.
  ///
  /// Many apps define an extension with this very signature. Tessera's is disfavored, so an
  /// app's own `cornerRadius(_:corners:)` wins without an "ambiguous use" error; call
  /// `dsCornerRadius(_:corners:)` to use Tessera's by name.
  ///
  /// ```swift
  /// Image("cover").cornerRadius(16, corners: [.topLeft, .topRight])
  /// ```
  @_disfavoredOverload
  public func cornerRadius(_ radius: CGFloat, corners: UIRectCorner) -> some View {
    dsCornerRadius(radius, corners: RoundedCorners(rawValue: corners.rawValue))
  }
}
#endif

private struct DSCornerRadiusModifier: ViewModifier {
  let radius: Double
  let corners: RoundedCorners
  @Environment(\.layoutDirection) private var layoutDirection

  func body(content: Content) -> some View {
    let radii = corners.radii(radius, layoutDirection: layoutDirection.horizontal)
    content.clipShape(
      UnevenRoundedRectangle(
        topLeadingRadius: radii.topLeading, bottomLeadingRadius: radii.bottomLeading,
        bottomTrailingRadius: radii.bottomTrailing, topTrailingRadius: radii.topTrailing,
        style: .continuous))
  }
}
#endif
