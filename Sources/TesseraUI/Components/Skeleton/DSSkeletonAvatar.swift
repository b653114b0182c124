#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents

/// DesignSystemPro's avatar placeholder: a circle as large as a ``DSAvatar`` of the same size
/// in this theme; exactly `DSSkeleton(.circle(diameter:))` with the avatar's diameter.
///
/// ```swift
/// HStack { DSSkeletonAvatar(size: .large); DSSkeletonText(lines: 2) }
/// ```
public struct DSSkeletonAvatar: View {
  private let size: ComponentSize
  private let identifier: String?
  @Environment(\.dsTheme) private var theme

  /// Creates the placeholder.
  /// - Parameters:
  ///   - size: The avatar size it stands in for.
  ///   - accessibilityIdentifier: An identifier for UI tests.
  public init(size: ComponentSize = .medium, accessibilityIdentifier: String? = nil) {
    self.size = size
    self.identifier = accessibilityIdentifier
  }

  /// The placeholder, drawn by DSSkeleton.
  public var body: some View {
    let diameter = theme.appearance(.avatar(.defaultVariant), size: size).minimumSize.width
    DSSkeleton(.circle(diameter: diameter), accessibilityIdentifier: identifier)
      .frame(width: diameter, height: diameter)
  }
}
#endif
