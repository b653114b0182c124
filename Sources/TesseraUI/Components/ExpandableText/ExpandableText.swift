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
  private let text: Text
  private let lines: ExpandableTextLines
  private let expandTitle: Text?
  private let collapseTitle: Text?
  private let size: ComponentSize?
  var identifier: String?
  @State private var isExpanded = false
  @State private var fullHeight: CGFloat = 0
  @State private var limitedHeight: CGFloat = 0
  @Environment(\.dsTheme) private var theme
  @Environment(\.dsBackdrop) private var backdrop
  @Environment(\.dynamicTypeSize) private var dynamicTypeSize
  @Environment(\.locale) private var locale
  @Environment(\.controlSize) private var controlSize

  /// Creates expandable text looked up in the app's strings, as `Text`'s
  /// `LocalizedStringKey` initializer does; a string literal chooses this one.
  /// - Parameters:
  ///   - textKey: The key of the text in the app's strings.
  ///   - lineLimit: The lines shown while collapsed at standard text sizes.
  ///   - expandButtonText: The key of the toggle's title while collapsed; "Read more" in the environment's
  ///     language when nil.
  ///   - collapseButtonText: The key of the toggle's title while expanded; "Show less" in the environment's
  ///     language when nil.
  ///   - size: Small, medium or large; nil (the default) follows the environment's
  ///     `controlSize`, as SwiftUI's controls do (`.controlSize(.large)`).
  public init(
    _ textKey: LocalizedStringKey, lineLimit: Int = 3, expandButtonText: LocalizedStringKey? = nil,
    collapseButtonText: LocalizedStringKey? = nil, size: ComponentSize? = nil
  ) {
    self.init(
      text: Text(textKey), lineLimit: lineLimit, expandTitle: expandButtonText.map { Text($0) },
      collapseTitle: collapseButtonText.map { Text($0) }, size: size,
      identifier: nil)
  }

  init(
    text: Text, lineLimit: Int, expandTitle: Text?, collapseTitle: Text?, size: ComponentSize?,
    identifier: String?
  ) {
    self.text = text
    self.lines = ExpandableTextLines(lineLimit: lineLimit)
    self.expandTitle = expandTitle
    self.collapseTitle = collapseTitle
    self.size = size
    self.identifier = identifier
  }

  /// The text and, when it is cut, its toggle.
  public var body: some View {
    let look = theme.appearance(.expandableText, size: resolvedSize, on: backdrop)
    let limit = lines.lineLimit(isExpanded: false, contentSize: ContentSize(dynamicTypeSize))
    VStack(alignment: .leading, spacing: theme.gaps.tight) {
      text
        .dsLookText(look)
        .lineLimit(isExpanded ? nil : limit)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(alignment: .topLeading) {
          // Two hidden copies measure the text with and without its limit.
          ZStack(alignment: .topLeading) {
            text.dsLookText(look).fixedSize(horizontal: false, vertical: true)
              .onGeometryChange(for: CGFloat.self, of: { $0.size.height }) { fullHeight = $0 }
            text.dsLookText(look).lineLimit(limit)
              .onGeometryChange(for: CGFloat.self, of: { $0.size.height }) { limitedHeight = $0 }
          }
          .hidden()
          .accessibilityHidden(true)
        }
      if lines.needsToggle(fullHeight: fullHeight, limitedHeight: limitedHeight) {
        Button {
          isExpanded.toggle()
        } label: {
          (isExpanded ? collapse : expand)
            .dsTextStyle(look.text)
            .dsForeground(look.action)
            .dsTapTarget(.action, of: look, rowHeight: look.text.size)
        }
        .buttonStyle(.plain)
      }
    }
    .animation(look.motion.flatMap { .tessera($0) }, value: isExpanded)
    // A new text (the next review in a detail pane that keeps this view) opens collapsed: the
    // person expanded the old one, not this.
    .onChange(of: text) { isExpanded = false }
    .dsAccessibilityIdentifier(identifier)
  }

  /// The size given, else the environment's `controlSize`.
  private var resolvedSize: ComponentSize { size ?? ComponentSize(controlSize) }

  private var expand: Text {
    expandTitle ?? Text(LocalizationKey.showMore.string(for: locale))
  }
  private var collapse: Text {
    collapseTitle ?? Text(LocalizationKey.showLess.string(for: locale))
  }
}
#endif
