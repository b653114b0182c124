#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents

/// What a screen shows when it has nothing to show: an icon, a title, a message and an optional
/// action, centered, wrapping at every text size.
///
/// ```swift
/// DSEmptyState("No messages", message: "New messages appear here.", systemImage: "tray",
///     actionTitle: "Compose") { compose() }
/// ```
public struct DSEmptyState: View {
  private let title: Text
  private let message: Text?
  private let systemImage: String?
  private let actionTitle: Text?
  private let action: (@MainActor () -> Void)?
  var identifier: String?
  @Environment(\.dsTheme) private var theme
  @Environment(\.dsBackdrop) private var backdrop

  /// Creates an empty state whose texts are looked up in the app's strings, as
  /// `ContentUnavailableView`'s are; string literals choose this one.
  /// - Parameters:
  ///   - title: The headline's key.
  ///   - message: Supporting text's key.
  ///   - systemImage: An SF Symbol above the title.
  ///   - actionTitle: The key of the title of a button under the message.
  ///   - action: What the button does.
  public init(
    _ title: LocalizedStringKey, message: LocalizedStringKey? = nil, systemImage: String? = nil,
    actionTitle: LocalizedStringKey? = nil,
    action: (@MainActor () -> Void)? = nil
  ) {
    self.init(
      title: Text(title), message: message.map { Text($0) }, systemImage: systemImage,
      actionTitle: actionTitle.map { Text($0) }, identifier: nil,
      action: action)
  }

  init(
    title: Text, message: Text?, systemImage: String?, actionTitle: Text?, identifier: String?,
    action: (@MainActor () -> Void)?
  ) {
    self.title = title
    self.message = message
    self.systemImage = systemImage
    self.actionTitle = actionTitle
    self.action = action
    self.identifier = identifier
  }

  /// The empty state.
  public var body: some View {
    let look = theme.appearance(.emptyState, on: backdrop)
    // The content scrolls when it is taller than the space it is given (a long message at an
    // accessibility text size), so the action below it stays reachable.
    ViewThatFits(in: .vertical) {
      content(look)
      ScrollView { content(look) }
    }
    .accessibilityElement(children: .contain)
    .dsAccessibilityIdentifier(identifier)
  }

  /// The icon, title, message and action, as the empty state shows them (scrolling or not).
  private func content(_ look: ComponentAppearance) -> some View {
    VStack(spacing: theme.gaps.regular) {
      if let systemImage {
        Image(systemName: systemImage)
          .resizable()
          .frame(
            width: theme.scaledMetric(look.knobDiameter, relativeTo: .title),
            height: theme.scaledMetric(look.knobDiameter, relativeTo: .title)
          )
          .dsForeground(look[.icon])
          .accessibilityHidden(true)
      }
      DSHeading(title, message: message, look: look)
      if let actionTitle, let action {
        DSButton(
          title: actionTitle, role: .primary, size: nil, icon: nil, isLoading: false,
          isFullWidth: false, identifier: nil, action: action)
      }
    }
    .multilineTextAlignment(.center)
    .fixedSize(horizontal: false, vertical: true)
    .padding(look.insets.edgeInsets)
    .frame(maxWidth: .infinity)
  }
}
#endif
