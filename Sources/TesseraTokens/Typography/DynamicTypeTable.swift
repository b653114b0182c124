/// Apple's published Dynamic Type sizes (HIG Typography › Specifications, iOS): the point
/// size and leading of each of the eleven text styles at each of the twelve content sizes.
package enum DynamicTypeTable {
  /// Point sizes per style, indexed by ``ContentSize/index`` (xSmall ... accessibility5).
  package static let sizes: [TypographyRole: [Double]] = [
    .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
    .title: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
    .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
    .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
    .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
    .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
    .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
    .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
    .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
    .caption: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
    .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
  ]

  /// Leading (line height) in points per style, indexed like ``sizes``.
  package static let leadings: [TypographyRole: [Double]] = [
    .largeTitle: [38, 39, 40, 41, 43, 46, 48, 52, 57, 61, 66, 70],
    .title: [31, 32, 33, 34, 37, 39, 41, 46, 51, 57, 62, 68],
    .title2: [24, 25, 26, 28, 30, 32, 34, 41, 47, 52, 59, 66],
    .title3: [22, 23, 24, 25, 28, 30, 32, 38, 44, 51, 58, 65],
    .headline: [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62],
    .body: [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62],
    .callout: [18, 19, 20, 21, 23, 25, 28, 32, 39, 46, 52, 60],
    .subheadline: [16, 18, 19, 20, 22, 24, 28, 31, 37, 43, 50, 58],
    .footnote: [16, 16, 16, 18, 20, 22, 24, 29, 33, 40, 46, 52],
    .caption: [13, 13, 13, 16, 19, 21, 23, 28, 32, 39, 44, 51],
    .caption2: [13, 13, 13, 13, 18, 20, 22, 25, 30, 35, 41, 48],
  ]

  /// The HIG point size of a system style at a content size, or `nil` for a custom role.
  package static func size(of style: TypographyRole, at contentSize: ContentSize) -> Double? {
    sizes[style]?[contentSize.index]
  }

  /// Scales a size specified at Large to `contentSize` along `style`'s curve:
  /// `size × size(style, contentSize) / size(style, .large)`, capped by `maximum`. A system
  /// style at its own Large size gets the HIG value exactly. A non-system `style` leaves the
  /// size unscaled.
  package static func scaled(
    _ size: Double, relativeTo style: TypographyRole, at contentSize: ContentSize,
    maximum: Double? = nil
  ) -> Double {
    guard let row = sizes[style] else { return size }
    let base = row[ContentSize.large.index]
    let scaled = size * row[contentSize.index] / base
    if let maximum { return min(scaled, maximum) }
    return scaled
  }
}
