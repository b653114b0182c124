import TesseraLocalization

/// Which avatars of a group are drawn and what the overflow bubble says.
///
/// ```swift
/// let group = AvatarGroupLayout(count: 7, maximumVisible: 4)
/// group.visibleCount    // 3 (three avatars and a "+4" bubble fill the four slots)
/// group.overflowText    // "+4"
/// ```
public struct AvatarGroupLayout: Sendable, Hashable, Codable {
  /// The number of people in the group, 0 or more.
  public let count: Int
  /// The most circles drawn, overflow bubble included; at least 2.
  public let maximumVisible: Int
  /// How much each avatar overlaps the previous one, as a fraction of its diameter (0...0.9).
  public let overlap: Double

  /// Creates a layout; counts are clamped to sensible ranges.
  public init(count: Int, maximumVisible: Int = 4, overlap: Double = 0.25) {
    self.count = max(0, count)
    self.maximumVisible = max(2, maximumVisible)
    self.overlap = overlap.isNaN ? 0.25 : min(0.9, max(0, overlap))
  }

  /// How many avatars are drawn.
  public var visibleCount: Int {
    count <= maximumVisible ? count : maximumVisible - 1
  }

  /// How many people the overflow bubble stands for (0 when there is none).
  public var overflowCount: Int { count - visibleCount }

  /// The overflow bubble's text, or nil when every avatar fits.
  public var overflowText: String? { overflowCount > 0 ? "+\(overflowCount)" : nil }

  /// The total width for avatars of `diameter` points.
  public func width(diameter: Double) -> Double {
    let circles = visibleCount + (overflowCount > 0 ? 1 : 0)
    guard circles > 0, diameter.isFinite, diameter > 0 else { return 0 }
    return diameter + Double(circles - 1) * diameter * (1 - overlap)
  }

  /// The spacing between neighbouring circles of `diameter` points: negative, so each circle
  /// overlaps the previous one by ``overlap`` of its diameter (what a stack view's spacing
  /// takes); 0 for a diameter that is not positive and finite.
  public func itemSpacing(diameter: Double) -> Double {
    guard diameter.isFinite, diameter > 0 else { return 0 }
    return -diameter * overlap
  }

  /// What VoiceOver reads for the whole group, "7 people", before it is put into a language.
  public var accessibilityPhrase: LocalizedPhrase { .people(count) }

  /// What VoiceOver reads for the whole group, in English: "7 people".
  public var accessibilityLabel: String { accessibilityPhrase.english }
}
