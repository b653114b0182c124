#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents

/// A quiet label for categorizing content ("Swift", "Beta"), on the theme's secondary fill with
/// a hairline border.
///
/// ```swift
/// HStack { DSTag("Swift"); DSTag("Concurrency") }
/// ```
public struct DSTag: View {
  private let title: String
  private let size: ComponentSize
  private let identifier: String?
  @Environment(\.dsTheme) private var theme
  @Environment(\.dsBackdrop) private var backdrop

  /// Creates a tag.
  /// - Parameters:
  ///   - title: The text, also read by VoiceOver.
  ///   - size: Small, medium or large.
  ///   - accessibilityIdentifier: An identifier for UI tests.
  public init(
    _ title: String, size: ComponentSize = .medium, accessibilityIdentifier: String? = nil
  ) {
    self.title = title
    self.size = size
    self.identifier = accessibilityIdentifier
  }

  /// The tag.
  public var body: some View {
    let look = theme.appearance(.tag, size: size, on: backdrop)
    Text(title)
      .dsChrome(look)
      .accessibilityLabel(title)
      .dsAccessibilityIdentifier(identifier)
  }
}
#endif
