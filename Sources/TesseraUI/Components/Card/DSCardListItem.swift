#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents

/// DesignSystemPro's row inside a card: an optional icon, a title and subtitle, trailing text,
/// and a chevron when it has an action. With an action the whole row is one button, as tall as
/// the theme's touch target.
///
/// ```swift
/// DSCardListItem(title: "Invoice 42", subtitle: "Paid", trailing: "$120") { open(42) }
/// ```
public struct DSCardListItem: View {
  private let title: Text
  private let subtitle: Text?
  private let leadingIcon: Image?
  private let trailing: String?
  private let action: (@MainActor () -> Void)?
  var identifier: String?
  @Environment(\.dsTheme) private var theme
  @Environment(\.dsBackdrop) private var backdrop

  /// Creates a row whose title and subtitle are looked up in the app's strings; string literals
  /// choose this
  /// one.
  /// - Parameters:
  ///   - title: The key of the main line.
  ///   - subtitle: The key of a second line.
  ///   - leadingIcon: An icon before the text, decorative.
  ///   - trailing: A formatted value at the trailing edge (an amount, a date), shown as
  ///     written, as `LabeledContent`'s value is.
  ///   - action: What a tap does; without it the row is not a button.
  public init(
    title: LocalizedStringKey, subtitle: LocalizedStringKey? = nil, leadingIcon: Image? = nil,
    trailing: String? = nil, action: (@MainActor () -> Void)? = nil
  ) {
    self.init(
      text: Text(title), subtitle: subtitle.map { Text($0) }, leadingIcon: leadingIcon,
      trailing: trailing, identifier: nil, action: action)
  }

  init(
    text title: Text, subtitle: Text?, leadingIcon: Image?, trailing: String?,
    identifier: String?, action: (@MainActor () -> Void)?
  ) {
    self.title = title
    self.subtitle = subtitle
    self.leadingIcon = leadingIcon
    self.trailing = trailing
    self.action = action
    self.identifier = identifier
  }

  /// The row.
  public var body: some View {
    let look = theme.appearance(.listRow, on: backdrop)
    let row = HStack(spacing: look.gap) {
      if let leadingIcon { leadingIcon.dsLookText(look).accessibilityHidden(true) }
      VStack(alignment: .leading, spacing: theme.gaps.tight) {
        title.dsLookText(look)
        if let subtitle { subtitle.dsSecondaryText(look) }
      }
      Spacer(minLength: 0)
      if let trailing { Text(trailing).dsSecondaryText(look) }
      if action != nil {
        Image(systemName: "chevron.forward").dsSecondaryText(look).accessibilityHidden(true)
      }
    }
    .frame(minHeight: theme.minimumTouchTarget)
    .contentShape(Rectangle())
    Group {
      if let action {
        Button(action: action) { row }.buttonStyle(.plain)
      } else {
        row.accessibilityElement(children: .combine)
      }
    }
    .dsAccessibilityIdentifier(identifier)
  }
}
#endif
