/// How a highlight term matches text.
public enum HighlightMatching: String, Sendable, Hashable, Codable, CaseIterable {
  /// Ignoring case, accents and width: "cafe" matches "Café" and "ＣＡＦＥ".
  case ignoringCaseAndAccents
  /// Character for character.
  case exact
}

/// A run of text and whether it is highlighted.
public struct HighlightSegment: Sendable, Hashable, Codable {
  /// The run's text.
  public let text: String
  /// Whether it matched a term.
  public let isHighlighted: Bool

  /// Creates a run.
  public init(_ text: String, isHighlighted: Bool) {
    self.text = text
    self.isHighlighted = isHighlighted
  }
}

/// Where search terms occur in text, as UTF-16 offsets (what `NSRange`, `NSString` and
/// `AttributedString` conversions use), always on whole characters: a term never matches half
/// of an emoji, a flag or a letter with a combining accent, and "e" does not light up the "e"
/// inside a decomposed "é" when matching exactly.
///
/// Matches of all terms are merged where they overlap or touch, sorted, and returned as
/// ranges; ``segments(of:highlighting:)`` cuts the text at them for drawing.
///
/// ```swift
/// let text = "Crème brûlée at the café 👩‍🍳"
/// TextHighlighter.ranges(of: ["creme", "CAFE"], in: text)    // [0..<5, 20..<24]
/// TextHighlighter.segments(of: text, highlighting: [0..<5])  // "Crème" lit, then the rest
/// ```
public enum TextHighlighter {
  /// The UTF-16 ranges of `text` matching any of `terms`; empty and all-space terms match
  /// nothing.
  /// - Complexity: O(n × m) for text of n characters and terms of m characters in all.
  public static func ranges(
    of terms: [String], in text: String, matching: HighlightMatching = .ignoringCaseAndAccents
  ) -> [Range<Int>] {
    let characters: [(folded: [Character], utf16: Range<Int>)] =
      matching == .exact
      ? exactCharacters(text) : TextFolding.foldedCharacters(text)
    // The folded text, and for each folded character the index of the character it came from.
    var flat: [Character] = []
    var owner: [Int] = []
    var starts: Set<Int> = []
    for (index, character) in characters.enumerated() {
      starts.insert(flat.count)
      flat.append(contentsOf: character.folded)
      owner.append(contentsOf: repeatElement(index, count: character.folded.count))
    }
    var found: [Range<Int>] = []
    for term in terms where !term.allSatisfy(\.isWhitespace) {
      let pattern = Array(matching == .exact ? term : TextFolding.folded(term))
      guard !pattern.isEmpty, pattern.count <= flat.count else { continue }
      for start in 0...(flat.count - pattern.count) where starts.contains(start) {
        let end = start + pattern.count
        guard end == flat.count || starts.contains(end),
          flat[start..<end].elementsEqual(pattern)
        else { continue }
        let first = characters[owner[start]].utf16
        let last = characters[owner[end - 1]].utf16
        found.append(first.lowerBound..<last.upperBound)
      }
    }
    return merged(found)
  }

  /// `text` cut into runs at `ranges` (UTF-16 offsets, as ``ranges(of:in:matching:)`` gives
  /// them); ranges outside the text or splitting a character are moved out to whole
  /// characters.
  public static func segments(of text: String, highlighting ranges: [Range<Int>])
    -> [HighlightSegment]
  {
    var segments: [HighlightSegment] = []
    var current = ""
    var currentLit = false
    var offset = 0
    let lit = merged(ranges)
    for character in text {
      let span = offset..<(offset + character.utf16.count)
      let isLit = lit.contains { $0.overlaps(span) }
      if isLit != currentLit, !current.isEmpty {
        segments.append(HighlightSegment(current, isHighlighted: currentLit))
        current = ""
      }
      currentLit = isLit
      current.append(character)
      offset = span.upperBound
    }
    if !current.isEmpty { segments.append(HighlightSegment(current, isHighlighted: currentLit)) }
    return segments
  }

  private static func exactCharacters(_ text: String) -> [(
    folded: [Character], utf16: Range<Int>
  )] {
    var offset = 0
    return text.map { character in
      defer { offset += character.utf16.count }
      return ([character], offset..<(offset + character.utf16.count))
    }
  }

  /// `ranges` sorted, with overlapping or touching ranges joined.
  static func merged(_ ranges: [Range<Int>]) -> [Range<Int>] {
    var result: [Range<Int>] = []
    for range in ranges.filter({ !$0.isEmpty }).sorted(by: { $0.lowerBound < $1.lowerBound }) {
      if let last = result.last, range.lowerBound <= last.upperBound {
        result[result.count - 1] = last.lowerBound..<Swift.max(last.upperBound, range.upperBound)
      } else {
        result.append(range)
      }
    }
    return result
  }
}
