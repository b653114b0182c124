#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraLocalization
import TesseraTokens

/// Long text shown to a line limit with a toggle: SwiftUI-Components' `ExpandableText`, drawn
/// from the theme (the toggle in the link color, a text button at least the touch target
/// tall). The toggle appears only when the text is actually cut, and the limit grows at
/// accessibility text sizes (`ExpandableTextLines`); its words are "Read more" and "Show less"
/// in the person's language unless given. VoiceOver reads the whole text either way.
///
/// ```swift
/// ExpandableText(review.body, lineLimit: 3)
/// ```
public struct ExpandableText: View {
  private let text: String
  private let lines: ExpandableTextLines
  private let expandTitle: String?
  private let collapseTitle: String?
  private let size: ComponentSize
  private let identifier: String?
  @State private var isExpanded = false
  @State private var fullHeight: CGFloat = 0
  @State private var limitedHeight: CGFloat = 0
  @Environment(\.dsTheme) private var theme
  @Environment(\.dsBackdrop) private var backdrop
  @Environment(\.dynamicTypeSize) private var dynamicTypeSize
  @Environment(\.locale) private var locale

  /// Creates expandable text.
  /// - Parameters:
  ///   - text: The text.
  ///   - lineLimit: The lines shown while collapsed at standard text sizes.
  ///   - expandButtonText: The toggle's title while collapsed; "Read more" when nil.
  ///   - collapseButtonText: The toggle's title while expanded; "Show less" when nil.
  ///   - size: Small, medium or large.
  ///   - accessibilityIdentifier: An identifier for UI tests.
  public init(
    _ text: String, lineLimit: Int = 3, expandButtonText: String? = nil,
    collapseButtonText: String? = nil, size: ComponentSize = .medium,
    accessibilityIdentifier: String? = nil
  ) {
    self.text = text
    self.lines = ExpandableTextLines(lineLimit: lineLimit)
    self.expandTitle = expandButtonText
    self.collapseTitle = collapseButtonText
    self.size = size
    self.identifier = accessibilityIdentifier
  }

  /// The text and, when it is cut, its toggle.
  public var body: some View {
    let look = theme.appearance(.expandableText, size: size, on: backdrop)
    let limit = lines.lineLimit(isExpanded: false, contentSize: ContentSize(dynamicTypeSize))
    VStack(alignment: .leading, spacing: theme.gaps.tight) {
      Text(verbatim: text)
        .dsLookText(look)
        .lineLimit(isExpanded ? nil : limit)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(alignment: .topLeading) {
          // Two hidden copies measure the text with and without its limit.
          ZStack(alignment: .topLeading) {
            Text(verbatim: text).dsLookText(look).fixedSize(horizontal: false, vertical: true)
              .onGeometryChange(for: CGFloat.self, of: { $0.size.height }) { fullHeight = $0 }
            Text(verbatim: text).dsLookText(look).lineLimit(limit)
              .onGeometryChange(for: CGFloat.self, of: { $0.size.height }) { limitedHeight = $0 }
          }
          .hidden()
          .accessibilityHidden(true)
        }
      if lines.needsToggle(fullHeight: fullHeight, limitedHeight: limitedHeight) {
        Button {
          isExpanded.toggle()
        } label: {
          Text(isExpanded ? collapse : expand)
            .dsTextStyle(look.text)
            .dsForeground(look.action)
            .dsTapTarget(.action, of: look, rowHeight: look.text.size)
        }
        .buttonStyle(.plain)
      }
    }
    .animation(look.motion.flatMap { .tessera($0) }, value: isExpanded)
    .dsAccessibilityIdentifier(identifier)
  }

  private var expand: String { expandTitle ?? LocalizationKey.showMore.string(for: locale) }
  private var collapse: String { collapseTitle ?? LocalizationKey.showLess.string(for: locale) }
}
#endif
