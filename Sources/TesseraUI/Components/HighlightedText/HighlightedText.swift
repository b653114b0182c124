#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents

/// Text with the runs matching search terms set apart: SwiftUI-Components' `HighlightedText`,
/// drawn from the theme with the matches in bold and the accent (so color is not the only
/// sign). Terms match ignoring case, accents and width unless `caseSensitive`, and only whole
/// characters, emoji and combining accents included (`TextHighlighter`).
///
/// ```swift
/// HighlightedText("Crème brûlée at the café", highlights: ["creme", "cafe"])
/// HighlightedText(result.title, searchQuery: query)
/// ```
public struct HighlightedText: View {
  private let text: String
  private let terms: [String]
  private let matching: HighlightMatching
  private let size: ComponentSize?
  var identifier: String?
  @Environment(\.dsTheme) private var theme
  @Environment(\.dsBackdrop) private var backdrop
  @Environment(\.controlSize) private var controlSize

  /// Creates highlighted text.
  ///
  /// The text is data, not caller text: the matches are found in its characters, so it is
  /// shown as written (a search result, a title the app already localized), never looked up in
  /// the app's strings.
  /// - Parameters:
  ///   - text: The text, shown as written.
  ///   - highlights: The terms to set apart, matched in the text's characters.
  ///   - caseSensitive: Whether terms match character for character instead of ignoring case
  ///     and accents.
  ///   - size: Small, medium or large; nil (the default) follows the environment's
  ///     `controlSize`, as SwiftUI's controls do (`.controlSize(.large)`).
  public init(
    _ text: String, highlights: [String], caseSensitive: Bool = false,
    size: ComponentSize? = nil
  ) {
    self.text = text
    self.terms = highlights
    self.matching = caseSensitive ? .exact : .ignoringCaseAndAccents
    self.size = size
  }

  /// Creates text with the matches of one search query set apart, as SwiftUI-Components'
  /// `SearchHighlightedText(_:searchQuery:)` does. The text is data, shown as written.
  /// - Parameters:
  ///   - text: The text, shown as written.
  ///   - searchQuery: What the person searched for; its matches are set apart.
  public init(_ text: String, searchQuery: String) {
    self.init(text, highlights: [searchQuery])
  }

  /// The text.
  public var body: some View {
    let look = theme.appearance(.highlightedText, size: resolvedSize, on: backdrop)
    let lit = look.color(.fill) ?? .primary
    let segments = TextHighlighter.segments(
      of: text, highlighting: TextHighlighter.ranges(of: terms, in: text, matching: matching))
    segments.reduce(Text(verbatim: "")) { sentence, segment in
      let piece =
        segment.isHighlighted
        ? Text(verbatim: segment.text).bold().foregroundStyle(lit)
        : Text(verbatim: segment.text)
      return Text("\(sentence)\(piece)")
    }
    .dsLookText(look)
    .dsAccessibilityIdentifier(identifier)
  }

  /// The size given, else the environment's `controlSize`.
  private var resolvedSize: ComponentSize { size ?? ComponentSize(controlSize) }
}
#endif
