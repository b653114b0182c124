import Foundation

/// Text as search, highlighting and typeahead compare it: case, accents and width ignored
/// ("É" matches "e", "ｅ" matches "e", "İstanbul" matches "istanbul"), one character at a time so
/// a match can be mapped back to the characters (and UTF-16 offsets) of the original text.
enum TextFolding {
  /// `text` with case, diacritics and width folded away.
  static func folded(_ text: String) -> String {
    text.folding(
      options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
  }

  /// Each character of `text` folded on its own, with the UTF-16 range it covers in `text`.
  static func foldedCharacters(_ text: String) -> [(folded: [Character], utf16: Range<Int>)] {
    var result: [(folded: [Character], utf16: Range<Int>)] = []
    var offset = 0
    for character in text {
      let length = character.utf16.count
      result.append((Array(folded(String(character))), offset..<(offset + length)))
      offset += length
    }
    return result
  }
}
