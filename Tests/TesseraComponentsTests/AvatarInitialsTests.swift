import Foundation
import TesseraTestSupport
import Testing

@testable import TesseraComponents

@Suite("Avatar initials")
struct AvatarInitialsTests {
  @Test(
    "initials come from the first and last words, as graphemes",
    arguments: [
      ("Ada Lovelace", "AL"),
      ("  ada   lovelace  ", "AL"),
      ("Grace Brewster Murray Hopper", "GH"),
      ("Madonna", "M"),
      ("émile zola", "ÉZ"),
      ("e\u{301}mile zola", "ÉZ"),
      ("山田 太郎", "山太"),
      ("Иван Петров", "ИП"),
      ("محمد علي", "مع"),
      ("(Ada) Lovelace", "AL"),
      ("🎉 Party Team", "🎉"),
      ("👩‍💻 Dev", "👩‍💻"),
      ("Ada 🚀", "A"),
      ("straße", "S"),
      ("ßtraße Weg", "ßW"),
      ("", ""),
      ("   ", ""),
      ("--- !!!", ""),
      ("R2 D2", "RD"),
    ])
  func initials(name: String, expected: String) {
    #expect(AvatarInitials.initials(from: name) == expected)
  }

  @Test("a maximum count keeps the first words and the last")
  func maximumCount() {
    #expect(AvatarInitials.initials(from: "Grace Brewster Murray Hopper", maximumCount: 3) == "GBH")
    #expect(AvatarInitials.initials(from: "Grace Hopper", maximumCount: 1) == "G")
    #expect(AvatarInitials.initials(from: "Grace Hopper", maximumCount: 0) == "G")
  }

  @Test("a decomposed accent stays one grapheme with its letter")
  func combiningMarks() {
    let initials = AvatarInitials.initials(from: "e\u{301}douard manet")
    #expect(initials.count == 2)
    #expect(initials.unicodeScalars.count >= 2)
  }

  @Test("the FNV-1a hash matches the published vectors")
  func fnvVectors() {
    // FNV-1a 64-bit: "" -> cbf29ce484222325, "a" -> af63dc4c8601ec8c.
    #expect(AvatarInitials.stableHash(of: "") == 0xcbf2_9ce4_8422_2325)
    #expect(AvatarInitials.stableHash(of: "a") == 0xaf63_dc4c_8601_ec8c)
  }

  @Test("the palette choice ignores case, spacing and Unicode normalization")
  func normalization() {
    let count = 7
    let base = AvatarInitials.paletteIndex(for: "Émile Zola", paletteCount: count)
    #expect(AvatarInitials.paletteIndex(for: "  émile   ZOLA ", paletteCount: count) == base)
    #expect(AvatarInitials.paletteIndex(for: "E\u{301}mile Zola", paletteCount: count) == base)
  }

  @Test("palette indices are in range, spread out, and safe for empty palettes")
  func spread() {
    var counts = [Int](repeating: 0, count: 6)
    for number in 0..<600 {
      let index = AvatarInitials.paletteIndex(for: "User \(number)", paletteCount: 6)
      #expect((0..<6).contains(index))
      counts[index] += 1
    }
    #expect(counts.allSatisfy { $0 > 50 })
    #expect(AvatarInitials.paletteIndex(for: "Ada", paletteCount: 0) == 0)
    #expect(AvatarInitials.paletteIndex(for: "Ada", paletteCount: -3) == 0)
  }
}

@Suite("Avatar palette hash")
struct AvatarHashTests {
  /// The definition the fast path must match: FNV-1a over the normalized UTF-8.
  static func reference(_ name: String) -> UInt64 {
    let normalized = name.precomposedStringWithCanonicalMapping.lowercased()
      .split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in normalized.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    return hash
  }

  @Test("the hash equals FNV-1a of the normalized name for random names")
  func matchesReference() {
    var rng = SeededRandomNumberGenerator(seed: 31)
    let alphabet = Array("abcXYZ 09\t\n\r\u{00A0}éÉe\u{301}ßİ山🎉-")
    for _ in 0..<2_000 {
      let name = String(
        (0..<Int.random(in: 0...16, using: &rng)).compactMap { _ in
          alphabet.randomElement(using: &rng)
        })
      #expect(
        AvatarInitials.stableHash(of: name) == Self.reference(name), "\(name.debugDescription)")
    }
  }
}
