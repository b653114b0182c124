#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraLocalization

/// A message inside the content, in a status's tinted fill with a status icon and border, for
/// things the person should notice without being interrupted.
///
/// ```swift
/// DSInlineAlert("Card expires soon", message: "Update it before 1 May.", status: .warning)
/// ```
public struct DSInlineAlert: View {
  private let title: String
  private let message: String?
  private let status: StatusKind
  @Environment(\.locale) private var locale
  private let identifier: String?
  @Environment(\.dsTheme) private var theme
  @Environment(\.dsBackdrop) private var backdrop

  /// Creates an inline alert.
  /// - Parameters:
  ///   - title: The headline, also read by VoiceOver.
  ///   - message: Supporting text.
  ///   - status: The status conveyed; VoiceOver reads it before the title.
  ///   - accessibilityIdentifier: An identifier for UI tests.
  public init(
    _ title: String, message: String? = nil, status: StatusKind = .info,
    accessibilityIdentifier: String? = nil
  ) {
    self.title = title
    self.message = message
    self.status = status
    self.identifier = accessibilityIdentifier
  }

  /// The alert.
  public var body: some View {
    let look = theme.appearance(
      .inlineAlert(status), on: backdrop)
    HStack(alignment: .firstTextBaseline, spacing: theme.gaps.regular) {
      Image(systemName: status.symbolName)
        .dsForeground(look[.icon])
        .accessibilityHidden(true)
      VStack(alignment: .leading, spacing: theme.gaps.tight) {
        Text(title).fixedSize(horizontal: false, vertical: true)
        if let message {
          Text(message)
            .dsSecondaryText(look)
            .fixedSize(horizontal: false, vertical: true)
        }
      }
      .frame(maxWidth: .infinity, alignment: .leading)
    }
    .dsChrome(look, fillsWidth: true)
    .accessibilityElement(children: .combine)
    .accessibilityLabel(
      status.announcement(title: title, message: message, language: .preferred(for: locale))
    )
    .dsAccessibilityIdentifier(identifier)
  }
}
#endif
