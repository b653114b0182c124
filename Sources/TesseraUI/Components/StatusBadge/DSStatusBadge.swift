#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraLocalization

/// A small capsule that names a status (neutral, info, success, warning, error) in a tinted fill,
/// with the status color as text, readable in every mode of the active theme.
///
/// The status is spoken with the text, so color is never the only signal.
///
/// ```swift
/// DSStatusBadge("Ready", variant: .success)
/// DSStatusBadge("3 failed", variant: .error, icon: "xmark.octagon")
/// ```
public struct DSStatusBadge: View {
  private let title: Text
  private let variant: StatusKind
  @Environment(\.locale) private var locale
  private let size: ComponentSize?
  private let icon: String?
  var identifier: String?
  @Environment(\.dsTheme) private var theme
  @Environment(\.dsBackdrop) private var backdrop
  @Environment(\.controlSize) private var controlSize

  /// Creates a status badge whose title is looked up in the app's strings; a string literal
  /// chooses this one.
  /// - Parameters:
  ///   - titleKey: The key of the text, also read by VoiceOver.
  ///   - variant: The status the badge conveys.
  ///   - size: Small, medium or large; nil (the default) follows the environment's
  ///     `controlSize` (`.controlSize(.small)` beside small controls).
  ///   - icon: An SF Symbol name shown before the text.
  public init(
    _ titleKey: LocalizedStringKey, variant: StatusKind = .neutral, size: ComponentSize? = nil,
    icon: String? = nil
  ) {
    self.init(
      text: Text(titleKey), variant: variant, size: size, icon: icon,
      identifier: nil)
  }

  init(
    text: Text, variant: StatusKind, size: ComponentSize?, icon: String?, identifier: String?
  ) {
    self.title = text
    self.variant = variant
    self.size = size
    self.icon = icon
    self.identifier = identifier
  }

  /// The badge. VoiceOver reads the title, then the status it conveys as the value ("Ready,
  /// success"), so color is never the only signal.
  public var body: some View {
    let look = theme.appearance(
      .statusBadge(variant), size: size ?? ComponentSize(controlSize), on: backdrop)
    HStack(spacing: theme.gaps.tight) {
      if let icon {
        Image(systemName: icon)
          .dsForeground(look[.icon])
          .accessibilityHidden(true)
      }
      title
    }
    .dsChrome(look)
    .accessibilityElement(children: .combine)
    .accessibilityLabel(title)
    .accessibilityValue(variant.accessibilityNamePhrase?.string(for: locale) ?? "")
    .dsAccessibilityIdentifier(identifier)
  }
}
#endif
