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
  var identifier: String?
  @Environment(\.dsTheme) private var theme

  /// Creates the placeholder.
  /// - Parameters:
  ///   - size: The avatar size it stands in for.
  public init(size: ComponentSize = .medium) {
    self.size = size
  }

  /// The placeholder, drawn by DSSkeleton.
  public var body: some View {
    // The circle's size, grown with the text as DSAvatar's is.
    let diameter = theme.scaledMinimumSize(
      of: theme.appearance(.avatar(.defaultVariant), size: size)
    )
    .width
    DSSkeleton(.circle(diameter: diameter)).dsAccessibilityIdentifier(identifier)
      .frame(width: diameter, height: diameter)
  }
}
#endif
