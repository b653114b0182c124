#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents

/// Sections whose headers show and hide their content: SwiftUI-Components' `Accordion`, drawn
/// from the theme in its `AccordionStyle` (standard, separated, bordered). With
/// `allowMultiple` false, opening a section closes the open one (`AccordionExpansion`).
///
/// ```swift
/// Accordion(items: [
///   .init(title: "Account", icon: "person") { AccountSettings() },
///   .init(title: "Privacy", subtitle: "Who sees what", icon: "lock") { PrivacySettings() },
/// ], allowMultiple: false, style: .bordered)
/// ```
public struct Accordion<Content: View>: View {
  /// One section: its header and content.
  public struct AccordionItem: Identifiable {
    /// The section's identity: the `id` given, else its title as written or the key of its
    /// localized title (so keep the titles of one accordion distinct).
    public let id: String
    /// The header's title.
    public let title: Text
    /// Supporting text under the title.
    public let subtitle: Text?
    /// An SF Symbol name before the title.
    public let icon: String?
    /// What opening the section shows.
    public let content: () -> Content

    /// Creates a section whose title and subtitle are looked up in the app's strings, as
    /// `DisclosureGroup`'s title is; string literals choose this one. Its id is `id`, else the
    /// title's key.
    ///
    /// A section whose title changes while it stays the same section (a count in it:
    /// `"Inbox (\(unread))"`) needs an `id`: without one, the new title is a new section, which
    /// opens closed and loses the state of what it showed.
    ///
    /// The generated `LocalizedStringResource` form (looked up when drawn; its id is the
    /// resource's key) and `StringProtocol` form (shown as written; its id is the title) take
    /// the same arguments.
    /// - Parameters:
    ///   - title: The key of the header's title.
    ///   - subtitle: The key of supporting text under the title.
    ///   - icon: An SF Symbol name before the title.
    ///   - id: What identifies the section across updates; nil (the default) uses the title.
    ///   - content: What opening the section shows.
    public init(
      title: LocalizedStringKey, subtitle: LocalizedStringKey? = nil, icon: String? = nil,
      id: String? = nil, @ViewBuilder content: @escaping () -> Content
    ) {
      self.init(
        id: id ?? CallerText.identity(title), title: Text(title),
        subtitle: subtitle.map { Text($0) }, icon: icon, content: content)
    }

    init(
      id: String, title: Text, subtitle: Text?, icon: String?,
      content: @escaping () -> Content
    ) {
      self.id = id
      self.title = title
      self.subtitle = subtitle
      self.icon = icon
      self.content = content
    }
  }

  /// SwiftUI-Components' name for the section style.
  public typealias Style = AccordionStyle

  private let items: [AccordionItem]
  private let allowMultiple: Bool
  private let style: AccordionStyle
  var identifier: String?
  @State private var expansion: AccordionExpansion<String>?
  @Environment(\.dsTheme) private var theme

  /// Creates an accordion.
  /// - Parameters:
  ///   - items: The sections, in order (titles identify them, so keep them distinct).
  ///   - allowMultiple: Whether several sections may be open at once.
  ///   - style: How the sections are drawn.
  public init(
    items: [AccordionItem], allowMultiple: Bool = false, style: AccordionStyle = .standard
  ) {
    self.items = items
    self.allowMultiple = allowMultiple
    self.style = style
  }

  /// The sections.
  public var body: some View {
    // Only the open sections are kept; the ids and the rule are today's, so sections added
    // later open and a change of `allowMultiple` applies (`AccordionExpansion.following`).
    let current = (expansion ?? AccordionExpansion(ids: [])).following(
      ids: items.map(\.id), allowsMultiple: allowMultiple)
    VStack(spacing: style == .standard ? 0 : theme.gaps.regular) {
      ForEach(items) { item in
        AccordionSection(
          title: item.title, subtitle: item.subtitle, icon: item.icon,
          style: style,
          isExpanded: current.isExpanded(item.id),
          toggle: {
            var next = current
            next.toggle(item.id)
            expansion = next
          }, content: item.content)
      }
    }
    .accessibilityElement(children: .contain)
    .dsAccessibilityIdentifier(identifier)
    // Keep what the sections and rule now are, so a removed section is forgotten (added back,
    // it starts closed, as a new identity does in SwiftUI) and a section closed by a switch to
    // one-at-a-time stays closed when several are allowed again.
    .onChange(of: items.map(\.id)) { settleExpansion() }
    .onChange(of: allowMultiple) { settleExpansion() }
  }

  /// Stores the expansion as the current sections and rule read it.
  private func settleExpansion() {
    guard let expansion else { return }
    self.expansion = expansion.following(ids: items.map(\.id), allowsMultiple: allowMultiple)
  }
}
#endif
