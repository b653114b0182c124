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
    /// The section's identity, its position when created with `init(title:...)`.
    public let id: String
    /// The header's title.
    public let title: String
    /// Supporting text under the title.
    public let subtitle: String?
    /// An SF Symbol name before the title.
    public let icon: String?
    /// What opening the section shows.
    public let content: () -> Content

    /// Creates a section; its id is its title.
    public init(
      title: String, subtitle: String? = nil, icon: String? = nil,
      @ViewBuilder content: @escaping () -> Content
    ) {
      self.id = title
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
  private let identifier: String?
  @State private var expansion: AccordionExpansion<String>?
  @Environment(\.dsTheme) private var theme

  /// Creates an accordion.
  /// - Parameters:
  ///   - items: The sections, in order (titles identify them, so keep them distinct).
  ///   - allowMultiple: Whether several sections may be open at once.
  ///   - style: How the sections are drawn.
  ///   - accessibilityIdentifier: An identifier for UI tests.
  public init(
    items: [AccordionItem], allowMultiple: Bool = false, style: AccordionStyle = .standard,
    accessibilityIdentifier: String? = nil
  ) {
    self.items = items
    self.allowMultiple = allowMultiple
    self.style = style
    self.identifier = accessibilityIdentifier
  }

  /// The sections.
  public var body: some View {
    let current =
      expansion ?? AccordionExpansion(ids: items.map(\.id), allowsMultiple: allowMultiple)
    VStack(spacing: style == .standard ? 0 : theme.gaps.regular) {
      ForEach(items) { item in
        AccordionSection(
          title: Text(item.title), subtitle: item.subtitle.map { Text($0) }, icon: item.icon,
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
  }
}
#endif
