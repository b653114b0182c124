#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents

/// DesignSystemPro's card header: an optional icon, a title in the card's heading style, an
/// optional subtitle in its secondary style and optional trailing content (a menu, a badge).
/// The title is a VoiceOver heading. Put it in a ``DSCard``'s `header`.
///
/// ```swift
/// DSCard {
///   Text("Usage this month")
/// } header: {
///   DSCardHeader(title: "Storage", subtitle: "42 GB of 50 GB", leadingIcon: Image(systemName: "internaldrive"))
/// }
/// ```
public struct DSCardHeader<Trailing: View>: View {
  private let title: Text
  private let subtitle: Text?
  private let leadingIcon: Image?
  private let trailing: Trailing
  var identifier: String?
  @Environment(\.dsTheme) private var theme
  @Environment(\.dsBackdrop) private var backdrop

  /// Creates a header with trailing content whose title and subtitle are looked up in the app's
  /// strings; string literals choose this one.
  /// - Parameters:
  ///   - title: The key of the heading.
  ///   - subtitle: The key of a line under it.
  ///   - leadingIcon: An icon before the title, decorative.
  ///   - trailing: Content at the trailing edge.
  public init(
    title: LocalizedStringKey, subtitle: LocalizedStringKey? = nil, leadingIcon: Image? = nil,
    @ViewBuilder trailing: () -> Trailing
  ) {
    self.init(
      text: Text(title), subtitle: subtitle.map { Text($0) }, leadingIcon: leadingIcon,
      identifier: nil, trailing: trailing())
  }

  init(
    text title: Text, subtitle: Text?, leadingIcon: Image?, identifier: String?,
    trailing: Trailing
  ) {
    self.title = title
    self.subtitle = subtitle
    self.leadingIcon = leadingIcon
    self.identifier = identifier
    self.trailing = trailing
  }

  /// The header.
  public var body: some View {
    let look = theme.appearance(.card(.flat), on: backdrop)
    HStack(alignment: .center, spacing: look.gap) {
      if let leadingIcon {
        leadingIcon.dsLookText(look).accessibilityHidden(true)
      }
      VStack(alignment: .leading, spacing: theme.gaps.tight) {
        title.dsLookText(look).accessibilityAddTraits(.isHeader)
        if let subtitle {
          subtitle.dsSecondaryText(look)
        }
      }
      Spacer(minLength: 0)
      trailing
    }
    .accessibilityElement(children: .contain)
    .dsAccessibilityIdentifier(identifier)
  }
}

extension DSCardHeader where Trailing == EmptyView {
  /// Creates a header without trailing content whose title and subtitle are looked up in the app's
  /// strings; string literals choose this one.
  ///
  /// ```swift
  /// DSCardHeader(title: "Storage", subtitle: "42 GB of 50 GB")
  /// ```
  /// - Parameters:
  ///   - title: The key of the heading.
  ///   - subtitle: The key of a line under it.
  ///   - leadingIcon: An icon before the title, decorative.
  public init(
    title: LocalizedStringKey, subtitle: LocalizedStringKey? = nil, leadingIcon: Image? = nil
  ) {
    self.init(
      text: Text(title), subtitle: subtitle.map { Text($0) }, leadingIcon: leadingIcon,
      identifier: nil, trailing: EmptyView())
  }
}
#endif
