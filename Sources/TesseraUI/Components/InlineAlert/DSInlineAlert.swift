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
  private let title: Text
  private let message: Text?
  private let status: StatusKind
  @Environment(\.locale) private var locale
  var identifier: String?
  @Environment(\.dsTheme) private var theme
  @Environment(\.dsBackdrop) private var backdrop

  /// Creates an inline alert whose title and message are looked up in the app's strings;
  /// string literals choose this one.
  /// - Parameters:
  ///   - titleKey: The key of the headline, also read by VoiceOver.
  ///   - message: The key of the supporting text.
  ///   - status: The status conveyed; VoiceOver reads it before the title.
  public init(
    _ titleKey: LocalizedStringKey, message: LocalizedStringKey? = nil,
    status: StatusKind = .info
  ) {
    self.init(
      title: Text(titleKey), message: message.map { Text($0) }, status: status,
      identifier: nil)
  }

  init(title: Text, message: Text?, status: StatusKind, identifier: String?) {
    self.title = title
    self.message = message
    self.status = status
    self.identifier = identifier
  }

  /// The alert.
  public var body: some View {
    let look = theme.appearance(
      .inlineAlert(status), on: backdrop)
    HStack(alignment: .firstTextBaseline, spacing: theme.gaps.regular) {
      // The icon speaks the status ("Warning"), so VoiceOver reads it before the title and
      // message the row combines; a neutral message has no status word. It is a word here,
      // not a picture: without its image trait the combined alert is not read as an image.
      Image(systemName: status.symbolName)
        .dsForeground(look[.icon])
        .accessibilityLabel(statusName ?? "")
        .accessibilityRemoveTraits(.isImage)
        .accessibilityHidden(statusName == nil)
        .dsFirstLineCentred(look)
      VStack(alignment: .leading, spacing: theme.gaps.tight) {
        title.fixedSize(horizontal: false, vertical: true)
        if let message {
          message
            .dsSecondaryText(look)
            .fixedSize(horizontal: false, vertical: true)
        }
      }
      .frame(maxWidth: .infinity, alignment: .leading)
    }
    .dsChrome(look, fillsWidth: true)
    .accessibilityElement(children: .combine)
    .dsAccessibilityIdentifier(identifier)
  }

  /// The status word in the environment's language, or nil for a neutral message.
  private var statusName: String? { status.accessibilityNamePhrase?.string(for: locale) }
}
#endif
