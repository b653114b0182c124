import TesseraColor
import TesseraLayout
import TesseraTokens

// The sizes and shapes the component families share: values scaled by size class, control
// heights, corners and shadows from a surface, padding, and the label capsule of badges and
// tags.

extension ResolvedTheme {
  /// `value` scaled for a size class: 0.75 small, 1 medium, 1.25 large.
  func scaled(_ value: Double, _ size: ComponentSize) -> Double {
    switch size {
    case .small: return value * 0.75
    case .medium: return value
    case .large: return value * 1.25
    }
  }

  /// The drawn height of a control: 32 small, the touch minimum medium, 52 large.
  func controlHeight(_ size: ComponentSize) -> Double {
    switch size {
    case .small: return 32
    case .medium: return max(44, minimumTouchTarget)
    case .large: return max(52, minimumTouchTarget)
    }
  }

  /// Gives `look` the corner radius and shadows of `surface`, or `radius` and the shadows of
  /// `level` where the surface role sets none.
  func setCorners(
    of look: inout ComponentAppearance, from surface: ResolvedSurface, radius: Double,
    elevation level: ElevationLevel
  ) {
    look.cornerRadius = surface.cornerRadius > 0 ? surface.cornerRadius : radius
    look.shadows = surface.shadows.isEmpty ? elevation(level) : surface.shadows
  }

  /// Pads `look` by `padding` on each axis.
  func setPadding(of look: inout ComponentAppearance, _ padding: ResolvedInsets) {
    look.insets = ComponentInsets(vertical: padding.vertical, horizontal: padding.horizontal)
  }

  /// What badges, counter badges and tags share: caption text in a capsule 22 points tall at
  /// medium size, with small horizontal padding.
  func styleLabelCapsule(_ look: inout ComponentAppearance) {
    setText(&look, small: .caption2, medium: .caption, large: .footnote)
    let height = scaled(22, look.size)
    look.minimumSize = LayoutSize(width: height, height: height)
    look.cornerRadius = height / 2
    look.insets = ComponentInsets(vertical: 2, horizontal: scaled(spacing.sm, look.size))
  }
}
