#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraLocalization

/// A row whose header shows and hides its content, drawn from the theme: the title over an
/// optional subtitle, a leading icon, and a chevron that turns to point down when open
/// (`DisclosureChevron`, mirrored right to left). The header is one button at least the touch
/// target tall; VoiceOver reads it with "Expanded" or "Collapsed" in the person's language.
///
/// ```swift
/// ExpandableRow("Shipping", subtitle: "2–4 days", icon: "shippingbox") {
///   Text("Orders ship from Lisbon.")
/// }
/// ```
public struct ExpandableRow<Content: View>: View {
  private let title: Text
  private let subtitle: Text?
  private let icon: String?
  private let style: AccordionStyle
  private let isExpandedBinding: Binding<Bool>?
  var identifier: String?
  private let content: Content
  @State private var isExpandedLocally = false

  /// Creates an expandable row whose title and subtitle are looked up in the app's strings, as
  /// `DisclosureGroup`'s title is; string literals choose this one.
  /// - Parameters:
  ///   - title: The key of the header's title.
  ///   - subtitle: The key of supporting text under the title.
  ///   - icon: An SF Symbol name before the title.
  ///   - style: How the row is drawn.
  ///   - isExpanded: Whether it is open; the row keeps its own state when nil.
  ///   - content: What opening it shows.
  public init(
    _ title: LocalizedStringKey, subtitle: LocalizedStringKey? = nil, icon: String? = nil,
    style: AccordionStyle = .standard, isExpanded: Binding<Bool>? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.init(
      title: Text(title), subtitle: subtitle.map { Text($0) }, icon: icon, style: style,
      isExpanded: isExpanded, identifier: nil, content: content())
  }

  init(
    title: Text, subtitle: Text?, icon: String?, style: AccordionStyle,
    isExpanded: Binding<Bool>?, identifier accessibilityIdentifier: String?, content: Content
  ) {
    self.title = title
    self.subtitle = subtitle
    self.icon = icon
    self.style = style
    self.isExpandedBinding = isExpanded
    self.identifier = accessibilityIdentifier
    self.content = content
  }

  /// The header and, while open, its content.
  public var body: some View {
    let isExpanded = isExpandedBinding ?? $isExpandedLocally
    AccordionSection(
      title: title, subtitle: subtitle, icon: icon, style: style,
      isExpanded: isExpanded.wrappedValue, toggle: { isExpanded.wrappedValue.toggle() }
    ) {
      content
    }
    .dsAccessibilityIdentifier(identifier)
  }
}

/// One section of an accordion or an expandable row: a header button and, while open, its
/// content, in the section's style.
struct AccordionSection<Content: View>: View {
  let title: Text
  let subtitle: Text?
  let icon: String?
  let style: AccordionStyle
  let isExpanded: Bool
  let toggle: @MainActor () -> Void
  @ViewBuilder let content: () -> Content
  var control = DSControlEnvironment()
  @Environment(\.layoutDirection) var layoutDirection
  @Environment(\.locale) var locale

  var body: some View {
    let rest = control.theme.appearance(
      .accordion(style), state: control.isEnabled ? .normal : .disabled, on: control.backdrop)
    let shape = RoundedRectangle(cornerRadius: rest.cornerRadius, style: .continuous)
    VStack(alignment: .leading, spacing: 0) {
      Button(action: toggle) {
        HStack(spacing: rest.gap) {
          if let icon {
            Image(systemName: icon).dsForeground(rest.foreground).accessibilityHidden(true)
          }
          VStack(alignment: .leading, spacing: 2) {
            title.dsLookText(rest)
            if let subtitle {
              subtitle.dsSecondaryText(rest)
            }
          }
          Spacer(minLength: rest.gap)
          Image(systemName: "chevron.forward")
            .rotationEffect(
              .degrees(
                DisclosureChevron.rotation(
                  isExpanded: isExpanded, direction: layoutDirection.horizontal))
            )
            .dsForeground(rest[.icon])
            .accessibilityHidden(true)
        }
      }
      .buttonStyle(AccordionHeaderStyle(style: style))
      .accessibilityValue(
        (isExpanded ? LocalizationKey.expanded : LocalizationKey.collapsed).string(for: locale))
      if isExpanded {
        content()
          .dsForeground(rest.foreground)
          .padding(rest.insets.edgeInsets)
          .frame(maxWidth: .infinity, alignment: .leading)
          .transition(.opacity)
      }
      if style == .standard {
        DSDivider()
      }
    }
    .background {
      if style == .separated, let fill = rest.background {
        shape.fill(Color(fill.color))
      }
    }
    .overlay {
      if style == .bordered, let border = rest.border {
        shape.strokeBorder(Color(border.color), lineWidth: rest.borderWidth)
      }
    }
    .clipShape(style == .standard ? RoundedRectangle(cornerRadius: 0) : shape)
    .animation(rest.motion.flatMap { .tessera($0) }, value: isExpanded)
  }
}

/// Draws an accordion header in the state its button and the environment give: the pressed
/// fill, the focus ring, a height of at least the touch target.
private struct AccordionHeaderStyle: ButtonStyle {
  let style: AccordionStyle

  func makeBody(configuration: Configuration) -> some View {
    AccordionHeaderBody(configuration: configuration, style: style)
      .dsHoverEffect()
  }
}

private struct AccordionHeaderBody: View {
  let configuration: ButtonStyleConfiguration
  let style: AccordionStyle
  var control = DSControlEnvironment()

  var body: some View {
    let interaction = ComponentInteraction(
      isEnabled: control.isEnabled, isPressed: configuration.isPressed && control.isEnabled,
      isFocused: control.isFocused)
    let look = control.theme.appearance(
      .accordion(style), state: interaction.state(for: .accordion), on: control.backdrop)
    configuration.label
      .padding(look.insets.edgeInsets)
      .frame(
        maxWidth: .infinity,
        minHeight: Swift.max(look.minimumSize.height, look.touchTarget?.height ?? 0),
        alignment: .leading
      )
      .background(style == .separated ? Color.clear : (look.color(.background) ?? .clear))
      .overlay {
        if let ring = look.focusRing {
          Rectangle().strokeBorder(Color(ring.color), lineWidth: look.focusRingWidth)
        }
      }
      .contentShape(Rectangle())
      .dsPressEffect(
        look.press, isPressed: interaction.isPressed, reduceMotion: control.theme.reduceMotion)
  }
}
#endif
