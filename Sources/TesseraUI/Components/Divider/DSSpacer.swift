#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraTokens

/// DesignSystemPro's spacer: fixed space of one step of the theme's spacing scale (so a theme
/// with a denser scale tightens every screen), or flexible space with a theme minimum. Empty,
/// so VoiceOver skips it.
///
/// ```swift
/// VStack { header; DSSpacer(.lg); content }
/// ```
public struct DSSpacer: View {
  private let step: SpacingToken
  private let isFlexible: Bool
  var identifier: String?
  @Environment(\.dsTheme) private var theme

  /// Creates a spacer.
  /// - Parameters:
  ///   - step: The spacing step (medium by default).
  ///   - isFlexible: Grows to fill the stack, never below `step`.
  public init(_ step: SpacingToken = .md, isFlexible: Bool = false) {
    self.step = step
    self.isFlexible = isFlexible
  }

  /// The space.
  public var body: some View {
    let points = theme.spacing.value(step)
    Group {
      if isFlexible {
        Spacer(minLength: points)
      } else {
        Color.clear.frame(width: points, height: points)
      }
    }
    .accessibilityHidden(true)
    .dsAccessibilityIdentifier(identifier)
  }
}
#endif
