import TesseraLocalization

/// The text a counter badge shows for a count: hidden at zero or below, capped as "99+".
///
/// ```swift
/// BadgeCount(120).text                 // "99+"
/// BadgeCount(7, maximum: 9).text       // "7"
/// BadgeCount(0).isVisible              // false
/// ```
public struct BadgeCount: Sendable, Hashable, Codable {
  /// The count as given (negative counts are kept here but shown as hidden).
  public let count: Int
  /// The largest count shown in full; larger counts show "\(maximum)+". At least 1.
  public let maximum: Int

  /// Creates a badge count; a `maximum` below 1 is treated as 1.
  public init(_ count: Int, maximum: Int = 99) {
    self.count = count
    self.maximum = max(1, maximum)
  }

  /// Whether the badge is drawn at all: only positive counts are.
  public var isVisible: Bool { count > 0 }

  /// Whether the count exceeds `maximum` and is shown with a plus.
  public var isCapped: Bool { count > maximum }

  /// The badge text, or nil when the badge is hidden.
  public var text: String? {
    guard isVisible else { return nil }
    return isCapped ? "\(maximum)+" : "\(count)"
  }

  /// What VoiceOver reads, before it is put into a language: "None", "More than 99", or nil
  /// when the count itself is read ("12").
  public var accessibilityPhrase: LocalizedPhrase? {
    guard isVisible else { return LocalizedPhrase(.badgeNone) }
    return isCapped ? .moreThan(maximum) : nil
  }

  /// What VoiceOver reads, in English: the count, "More than 99" for a capped one (in words,
  /// not the symbol), "None" for a hidden one.
  public var accessibilityLabel: String { accessibilityPhrase?.english ?? "\(count)" }
}
