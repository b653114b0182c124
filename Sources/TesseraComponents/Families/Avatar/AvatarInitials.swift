import Foundation

/// Initials and a stable palette choice for an avatar, computed from a person's name.
///
/// Initials are grapheme clusters, never bytes or scalars, so "Émile Zola" gives "ÉZ",
/// "山田 太郎" gives "山太" and a leading emoji stays whole.
///
/// ```swift
/// AvatarInitials.initials(from: "  ada   lovelace ")  // "AL"
/// AvatarInitials.paletteIndex(for: "Ada Lovelace", paletteCount: 6)  // same on every run
/// ```
public enum AvatarInitials {
  /// The initials of `name`: the first letter, digit or emoji of the first word and, when there
  /// is more than one word, of the last word; at most `maximumCount` graphemes.
  ///
  /// Words are separated by whitespace; punctuation before a word's first letter ("(Ada)") is
  /// skipped. A name starting with an emoji gives that emoji alone. Letters are uppercased only
  /// when uppercasing keeps a single grapheme ("ß" stays "ß"). An empty or all-punctuation name
  /// gives "", and a view then shows its placeholder symbol.
  /// - Complexity: O(n) in the length of `name`.
  public static func initials(from name: String, maximumCount: Int = 2) -> String {
    let limit = max(1, maximumCount)
    let words = name.split(whereSeparator: { $0.isWhitespace })
    let firsts = words.compactMap { word in word.first(where: isInitialCandidate) }
    guard let first = firsts.first else { return "" }
    if isEmoji(first) { return String(first) }
    var chosen: [Character]
    if firsts.count <= limit {
      chosen = firsts
    } else if limit == 1 {
      chosen = [first]
    } else {
      chosen = Array(firsts.prefix(limit - 1))
      if let last = firsts.last { chosen.append(last) }
    }
    // Emoji in later words would crowd the circle; keep letters and digits only after the first.
    let kept = [first] + chosen.dropFirst().filter { !isEmoji($0) }
    return String(kept.map(uppercasedIfSingle))
  }

  /// A palette index in `0..<paletteCount` that depends only on the name's text, the same on
  /// every run and every platform (Swift's `Hasher` is seeded per process, so it is not used).
  ///
  /// The name is normalized first (NFC, lowercased, whitespace collapsed), so "Ada  Lovelace"
  /// and "ada lovelace" share a color. A `paletteCount` below 1 gives 0.
  /// - Complexity: O(n) in the length of `name`.
  public static func paletteIndex(for name: String, paletteCount: Int) -> Int {
    guard paletteCount > 0 else { return 0 }
    return Int(stableHash(of: name) % UInt64(paletteCount))
  }

  /// The 64-bit FNV-1a hash of the normalized name's UTF-8 bytes.
  /// - Complexity: O(n) in the length of `name`.
  public static func stableHash(of name: String) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    var pendingSpace = false
    var started = false
    func feed(_ byte: UInt8) {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    // Words are joined by one space, with no leading or trailing space.
    func separate(isWhitespace: Bool) -> Bool {
      if isWhitespace {
        pendingSpace = started
        return true
      }
      if pendingSpace { feed(0x20) }
      pendingSpace = false
      started = true
      return false
    }
    if name.utf8.allSatisfy({ $0 < 0x80 }) {
      // ASCII is already NFC; lowercase and split without building strings.
      for byte in name.utf8 {
        if separate(isWhitespace: byte == 0x20 || (0x09...0x0D).contains(byte)) { continue }
        feed((0x41...0x5A).contains(byte) ? byte + 0x20 : byte)
      }
    } else {
      for character in name.precomposedStringWithCanonicalMapping.lowercased() {
        if separate(isWhitespace: character.isWhitespace) { continue }
        for byte in character.utf8 { feed(byte) }
      }
    }
    return hash
  }

  static func isInitialCandidate(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || isEmoji(character)
  }

  static func isEmoji(_ character: Character) -> Bool {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return false }
    if first.properties.isEmojiPresentation { return true }
    // Text-default emoji become emoji with U+FE0F, or as keycaps/ZWJ sequences.
    return first.properties.isEmoji && scalars.count > 1
      && scalars.contains { $0 == "\u{FE0F}" || $0 == "\u{20E3}" || $0 == "\u{200D}" }
  }

  static func uppercasedIfSingle(_ character: Character) -> Character {
    let upper = String(character).uppercased()
    guard upper.count == 1, let single = upper.first else { return character }
    return single
  }
}
