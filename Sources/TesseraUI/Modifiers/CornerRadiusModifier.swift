#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import TesseraComponents
import UIKit

extension View {
  /// Clips the view to a rectangle with only `corners` rounded (SwiftUI-Components'
  /// `cornerRadius(_:corners:)`, which takes UIKit's `UIRectCorner` and so exists where UIKit
  /// does). The corners are where they appear on screen: `.topLeft` stays on the left in a
  /// right-to-left layout (``RoundedCorners/radii(_:layoutDirection:)``).
  ///
  /// ```swift
  /// Image("cover").cornerRadius(16, corners: [.topLeft, .topRight])
  /// ```
  public func cornerRadius(_ radius: CGFloat, corners: UIRectCorner) -> some View {
    modifier(
      DSCornerRadiusModifier(
        radius: Double(radius), corners: RoundedCorners(rawValue: corners.rawValue)))
  }
}

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
