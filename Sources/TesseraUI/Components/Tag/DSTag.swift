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
  private let title: Text
  private let size: ComponentSize?
  var identifier: String?
  @Environment(\.dsTheme) private var theme
  @Environment(\.dsBackdrop) private var backdrop
  @Environment(\.controlSize) private var controlSize

  /// Creates a tag whose title is looked up in the app's strings; a string literal chooses
  /// this one.
  /// - Parameters:
  ///   - titleKey: The key of the text, also read by VoiceOver.
  ///   - size: Small, medium or large; nil (the default) follows the environment's
  ///     `controlSize`, as SwiftUI's controls do (`.controlSize(.large)`).
  public init(_ titleKey: LocalizedStringKey, size: ComponentSize? = nil) {
    self.init(text: Text(titleKey), size: size, identifier: nil)
  }

  init(text: Text, size: ComponentSize?, identifier: String?) {
    self.title = text
    self.size = size
    self.identifier = identifier
  }

  /// The tag.
  public var body: some View {
    let look = theme.appearance(.tag, size: size ?? ComponentSize(controlSize), on: backdrop)
    title
      .dsChrome(look)
      .accessibilityLabel(title)
      .dsAccessibilityIdentifier(identifier)
  }
}
#endif
