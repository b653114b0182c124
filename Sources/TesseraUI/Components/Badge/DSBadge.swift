#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents

/// A solid badge: the status color as fill with its paired on-color as text, readable in every
/// mode of the active theme. Use ``DSStatusBadge`` for the quieter tinted style.
///
/// ```swift
/// DSBadge("New", variant: .info)
/// ```
public struct DSBadge: View {
  private let title: Text
  private let variant: StatusKind
  private let size: ComponentSize?
  var identifier: String?
  @Environment(\.dsTheme) private var theme
  @Environment(\.dsBackdrop) private var backdrop
  @Environment(\.controlSize) private var controlSize

  /// Creates a badge whose text is looked up in the app's strings, as `Text`'s
  /// `LocalizedStringKey` initializer does; a string literal chooses this one.
  /// - Parameters:
  ///   - titleKey: The text's key, also read by VoiceOver.
  ///   - variant: The status the badge conveys.
  ///   - size: Small, medium or large; nil (the default) follows the environment's
  ///     `controlSize`, as SwiftUI's controls do (`.controlSize(.large)`).
  public init(
    _ titleKey: LocalizedStringKey, variant: StatusKind = .neutral, size: ComponentSize? = nil
  ) {
    self.init(
      title: Text(titleKey), variant: variant, size: size, identifier: nil)
  }

  /// A badge whose text is already a `Text` (an avatar's badge).
  init(title: Text, variant: StatusKind, size: ComponentSize?, identifier: String?) {
    self.title = title
    self.variant = variant
    self.size = size
    self.identifier = identifier
  }

  /// The badge.
  public var body: some View {
    let look = theme.appearance(
      .badge(variant), size: size ?? ComponentSize(controlSize), on: backdrop)
    title
      .dsChrome(look)
      .accessibilityLabel(title)
      .dsAccessibilityIdentifier(identifier)
  }
}
#endif
