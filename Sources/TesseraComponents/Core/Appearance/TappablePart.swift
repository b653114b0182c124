import TesseraLayout
import TesseraTokens

/// A part of a component that takes taps on its own, inside a component that may not be a
/// control itself: a field's show-password button, a banner's action.
///
/// Each part's hit area is in ``ComponentAppearance/tapTargets``; the view lays the part out in
/// exactly that frame (with a rectangular content shape), and ``ComponentAudit`` checks the same
/// value against 44 × 44 pt, so the audit sees what a finger gets.
public enum TappablePart: String, Sendable, Hashable, Codable, CaseIterable {
  /// The show/hide button at the end of a password field.
  case revealButton
  /// The clear button at the end of a search field.
  case clearButton
  /// A message's action button (banner, snack bar).
  case action
  /// A message's close button (banner).
  case closeButton
  /// A bottom sheet's grabber, which moves the sheet to its next detent.
  case grabber
  /// A range slider's lower thumb.
  case lowerThumb
  /// A range slider's upper thumb.
  case upperThumb
  /// A tag's remove button (tag input).
  case removeButton
  /// A phone number field's calling code button.
  case countryButton
  /// A reorderable row's drag handle.
  case dragHandle
}

extension ResolvedTheme {
  /// The hit area of a symbol button drawn at `glyph` points: the glyph grown to the theme's
  /// minimum touch target on each side (and never smaller than the glyph, which Dynamic Type
  /// can make larger than the target). Not clamped to 44: a theme whose minimum is smaller
  /// produces parts the audit refuses.
  func symbolButtonTarget(glyph: Double) -> LayoutSize {
    let side = Swift.max(glyph, minimumTouchTarget)
    return LayoutSize(width: side, height: side)
  }

  /// The smallest hit area of a text button whose label is set in `style`: at least the
  /// theme's minimum touch target wide and tall, and tall enough for the label's line.
  func textButtonTarget(_ style: ResolvedTextStyle) -> LayoutSize {
    let line = style.size + style.lineSpacing
    return LayoutSize(width: minimumTouchTarget, height: Swift.max(line, minimumTouchTarget))
  }
}

extension ComponentAppearance {
  /// The hit area of `part`, or zero when this appearance has no such part.
  public func tapTarget(_ part: TappablePart) -> LayoutSize {
    tapTargets[part] ?? .zero
  }

  /// How far `part`'s hit area reaches above and below a row `rowHeight` points tall, so a
  /// 44-point button inside a field keeps the field's height: the view lays the part out in
  /// its full ``tapTarget(_:)`` frame and takes this much back with negative vertical padding,
  /// reaching into the field's own padding instead of growing it. Never negative.
  ///
  /// ```swift
  /// let field = PresetThemes.ocean.resolved(for: .light).appearance(.textField)
  /// field.tapTarget(.revealButton)                       // 44 × 44
  /// field.tapTargetOverhang(.revealButton, rowHeight: 17)  // 13.5
  /// ```
  public func tapTargetOverhang(_ part: TappablePart, rowHeight: Double) -> Double {
    let height = tapTarget(part).height
    guard rowHeight.isFinite else { return 0 }
    return Swift.max(0, (height - Swift.max(0, rowHeight)) / 2)
  }
}
