import Foundation

/// A region in a phone field's list: its code, its country calling code and its name in the
/// reader's language.
public struct PhoneRegion: Sendable, Hashable, Codable, Identifiable {
  /// The region's code ("GB").
  public let code: String
  /// Its country calling code (44).
  public let callingCode: Int
  /// Its name in the list's language ("United Kingdom", "Royaume-Uni"), or its code when
  /// the language has no name for it.
  public let name: String

  /// The region's code.
  public var id: String { code }

  /// Creates a list entry.
  public init(code: String, callingCode: Int, name: String) {
    self.code = code
    self.callingCode = callingCode
    self.name = name
  }

  /// Whether the region answers what the person typed in the list's search field: its
  /// calling code when the query is digits (with or without `+`: "44", "+4"), otherwise the
  /// start of a word of its name, ignoring case and accents ("aland" finds "Åland Islands",
  /// "zea" finds "New Zealand"), or its exact code ("gb"). An empty query matches every
  /// region.
  public func matches(_ query: String, locale: Locale = .current) -> Bool {
    let characters = Array(query)
    let start = characters.firstIndex { !$0.isWhitespace } ?? characters.endIndex
    let end = characters.lastIndex { !$0.isWhitespace }.map { $0 + 1 } ?? start
    let trimmed = String(characters[start..<end])
    if trimmed.isEmpty { return true }
    var digits = Substring(trimmed)
    if digits.first == "+" || digits.first == "\u{FF0B}" { digits = digits.dropFirst() }
    let digitValues = digits.filter { !$0.isWhitespace }.map { $0.wholeNumberValue }
    if !digitValues.isEmpty, digitValues.allSatisfy({ $0 != nil }) {
      let typed = digitValues.compactMap { $0 }.map(String.init).joined()
      return String(callingCode).hasPrefix(typed)
    }
    if trimmed.uppercased() == code { return true }
    // The start of a word ("zea" finds New Zealand; "aland" finds Åland, not Zealand).
    var index = name.startIndex
    var atWordStart = true
    while index < name.endIndex {
      if atWordStart,
        name[index...].range(
          of: trimmed, options: [.caseInsensitive, .diacriticInsensitive, .anchored],
          locale: locale) != nil
      {
        return true
      }
      atWordStart = !(name[index].isLetter || name[index].isNumber)
      index = name.index(after: index)
    }
    return false
  }
}

extension PhoneMetadata {
  /// Every region with a numbering plan (non-geographic codes such as +800 have none), named
  /// in `locale`'s language and sorted as that language sorts names.
  ///
  /// ```swift
  /// let regions = PhoneMetadata.shared.regions(localizedFor: Locale(identifier: "en"))
  /// regions.filter { $0.matches("+44") }.map(\.code)  // ["GG", "IM", "JE", "GB"]
  /// ```
  /// - Complexity: O(r log r) name lookups and comparisons, r the number of regions; build
  ///   the list once per locale, not per frame.
  public func regions(localizedFor locale: Locale) -> [PhoneRegion] {
    let named = regionCodes.compactMap { code -> PhoneRegion? in
      guard let callingCode = callingCode(forRegion: code) else { return nil }
      let name = locale.localizedString(forRegionCode: code) ?? code
      return PhoneRegion(code: code, callingCode: callingCode, name: name)
    }
    return named.sorted {
      switch $0.name.compare($1.name, options: [.caseInsensitive], locale: locale) {
      case .orderedAscending: true
      case .orderedDescending: false
      case .orderedSame: $0.code < $1.code
      }
    }
  }
}
