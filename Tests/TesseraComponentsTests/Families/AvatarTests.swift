import TesseraLayout
import TesseraTestSupport
import TesseraTokens
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

@Suite("Avatar group overlap")
struct AvatarOverlapTests {
  @Test("neighbours overlap by the layout's fraction of the diameter", arguments: [24.0, 40, 56])
  func spacing(diameter: Double) {
    let layout = AvatarGroupLayout(count: 6, maximumVisible: 4)
    let spacing = layout.itemSpacing(diameter: diameter)
    #expect(spacing < 0)
    #expect(abs(-spacing - diameter * layout.overlap) < 1e-9)
    // A stack with this spacing is exactly as wide as the layout says.
    let circles = Double(layout.visibleCount + 1)
    #expect(
      abs(circles * diameter + (circles - 1) * spacing - layout.width(diameter: diameter)) < 1e-9)
    #expect(AvatarGroupLayout(count: 3, overlap: 0).itemSpacing(diameter: diameter) == 0)
    #expect(layout.itemSpacing(diameter: .nan) == 0)
  }
}

@Suite("Avatar appearance and groups")
struct AvatarAppearanceTests {
  static let modes = ThemeMode.allCases

  @Test("avatar initials meet 4.5:1 on every palette color in every preset and mode")
  func avatarInitials() {
    for spec in PresetThemes.all {
      for mode in Self.modes {
        let theme = spec.resolved(for: mode)
        for slot in 0..<AvatarPalette.count {
          let look = theme.appearance(.avatar(AvatarPalette.Slot(slot)))
          let ratio = look.contrastRatio(
            for: PartContrastRequirement(.foreground, against: .background, level: .textAA))
          #expect((ratio ?? 0) >= 4.5, "\(spec.name) \(mode) slot \(slot)")
        }
      }
    }
  }

  @Test("an avatar's color follows the name, not the session")
  func avatarStable() {
    let theme = PresetThemes.default.resolved(for: .light)
    let first = theme.avatarAppearance(for: "Ada Lovelace")
    let again = theme.avatarAppearance(for: "  ada lovelace")
    #expect(first.background == again.background)
    #expect(first.style.variant.hasPrefix("palette"))
  }

  @Test(
    "avatar groups fill their slots and count the rest",
    arguments: [
      (0, 4, 0, nil), (3, 4, 3, nil), (4, 4, 4, nil), (5, 4, 3, "+2"), (100, 4, 3, "+97"),
      (3, 0, 1, "+2"), (-3, 4, 0, nil),
    ] as [(Int, Int, Int, String?)])
  func avatarGroup(count: Int, maximum: Int, visible: Int, overflow: String?) {
    let group = AvatarGroupLayout(count: count, maximumVisible: maximum)
    #expect(group.visibleCount == visible)
    #expect(group.overflowText == overflow)
  }

  @Test("avatar group widths account for overlap")
  func avatarGroupWidth() {
    #expect(AvatarGroupLayout(count: 3, overlap: 0.25).width(diameter: 40) == 100)
    #expect(AvatarGroupLayout(count: 0).width(diameter: 40) == 0)
    #expect(AvatarGroupLayout(count: 2, overlap: .nan).overlap == 0.25)
    #expect(AvatarGroupLayout(count: 1).accessibilityLabel == "1 person")
  }
}

@Suite("Avatar badge placement")
struct AvatarBadgePlacementTests {
  @Test("an avatar's badge is centered on the circle's top-trailing 45° point")
  func avatarBadge() {
    // r = 20, inset = 20 (1 - cos 45°) = 5.857864; a 20 x 16 badge's center moves
    // 10 - 5.857864 toward trailing and 5.857864 - 8 down.
    let offset = ResolvedTheme.avatarBadgeOffset(
      avatarDiameter: 40, badgeSize: LayoutSize(width: 20, height: 16))
    #expect(abs(offset.x - 4.142135623730951) < 1e-12)
    #expect(abs(offset.y - -2.142135623730951) < 1e-12)
    let bad = ResolvedTheme.avatarBadgeOffset(
      avatarDiameter: .nan, badgeSize: LayoutSize(width: 20, height: 16))
    #expect(bad == LayoutPoint(x: 0, y: 0))
  }
}
