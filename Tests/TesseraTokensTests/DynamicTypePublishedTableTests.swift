import Testing

@testable import TesseraTokens

/// Apple's published Dynamic Type sizes, copied here as literals so a slip in
/// `DynamicTypeTable` (a value moved to the next step, a row shifted) fails a test instead of
/// agreeing with itself.
///
/// Source: Apple Human Interface Guidelines, Typography › Specifications › "Dynamic Type
/// sizes", iOS and iPadOS table
/// (https://developer.apple.com/design/human-interface-guidelines/typography#Specifications,
/// change log to June 2023). Each entry is "point size/leading" in points, columns xSmall,
/// Small, Medium, Large (the default), xLarge, xxLarge, xxxLarge, AX1 ... AX5. Facts, not code.
@Suite("Dynamic Type sizes against Apple's published table")
struct DynamicTypePublishedTableTests {
  static let published: [(TypographyRole, String)] = [
    (.largeTitle, "31/38 32/39 33/40 34/41 36/43 38/46 40/48 44/52 48/57 52/61 56/66 60/70"),
    (.title, "25/31 26/32 27/33 28/34 30/37 32/39 34/41 38/46 43/51 48/57 53/62 58/68"),
    (.title2, "19/24 20/25 21/26 22/28 24/30 26/32 28/34 34/41 39/47 44/52 50/59 56/66"),
    (.title3, "17/22 18/23 19/24 20/25 22/28 24/30 26/32 31/38 37/44 43/51 49/58 55/65"),
    (.headline, "14/19 15/20 16/21 17/22 19/24 21/26 23/29 28/34 33/40 40/48 47/56 53/62"),
    (.body, "14/19 15/20 16/21 17/22 19/24 21/26 23/29 28/34 33/40 40/48 47/56 53/62"),
    (.callout, "13/18 14/19 15/20 16/21 18/23 20/25 22/28 26/32 32/39 38/46 44/52 51/60"),
    (.subheadline, "12/16 13/18 14/19 15/20 17/22 19/24 21/28 25/31 30/37 36/43 42/50 49/58"),
    (.footnote, "12/16 12/16 12/16 13/18 15/20 17/22 19/24 23/29 27/33 33/40 38/46 44/52"),
    (.caption, "11/13 11/13 11/13 12/16 14/19 16/21 18/23 22/28 26/32 32/39 37/44 43/51"),
    (.caption2, "11/13 11/13 11/13 11/13 13/18 15/20 17/22 20/25 24/30 29/35 34/41 40/48"),
  ]

  /// The published row of `role` as (size, leading) pairs, in content-size order.
  static func row(_ text: String) -> [(size: Double, leading: Double)] {
    text.split(separator: " ").map { cell in
      let parts = cell.split(separator: "/").compactMap { Double($0) }
      return (parts[0], parts[1])
    }
  }

  @Test("the published table covers the eleven system styles and twelve sizes")
  func shape() {
    #expect(Set(Self.published.map(\.0)) == Set(TypographyRole.systemStyles))
    #expect(Self.published.count == TypographyRole.systemStyles.count)
    for (role, text) in Self.published {
      #expect(Self.row(text).count == ContentSize.allCases.count, "\(role) row")
    }
  }

  @Test("every system style resolves to Apple's point size at every content size")
  func pointSizes() {
    for (index, size) in ContentSize.allCases.enumerated() {
      let theme = PresetThemes.default.resolved(for: .light, contentSize: size)
      for (role, text) in Self.published {
        let expected = Self.row(text)[index].size
        #expect(theme.text(role).size == expected, "\(role) at \(size)")
      }
    }
  }

  @Test("every system style has Apple's leading at every content size")
  func leadings() {
    for (index, size) in ContentSize.allCases.enumerated() {
      for (role, text) in Self.published {
        #expect(
          DynamicTypeTable.leadings[role]?[index] == Self.row(text)[index].leading,
          "\(role) at \(size)")
      }
    }
  }
}
