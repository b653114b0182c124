import TesseraLayout
import TesseraTokens

/// The placeholder shapes DSSkeleton draws while content loads.
public enum SkeletonKind: Sendable, Hashable, Codable {
  /// Lines of text; the last one is shorter, as real paragraphs are.
  case text(lines: Int)
  /// A round avatar.
  case avatar
  /// A card: an image block, a title and two lines.
  case card
  /// A list row: an avatar beside a title and a subtitle.
  case listItem
  /// A circle of the given diameter in points (DesignSystemPro's sized avatar skeleton).
  case circle(diameter: Double)
  /// A card with or without its image block, a title and `lines` lines of text (``card`` is an
  /// image and two lines).
  case cardContent(hasImage: Bool, lines: Int)
  /// A table: a header row and `rows` rows of `columns` cells.
  case table(rows: Int, columns: Int)
  /// A profile header: a large centered avatar, a name, a handle and three lines of text.
  case profile
}

/// One placeholder shape: a rounded rectangle (a circle when the radius is half its side).
public struct SkeletonShape: Sendable, Hashable, Codable {
  /// The frame, from the skeleton's top-leading corner.
  public var frame: LayoutRect
  /// The corner radius.
  public var cornerRadius: Double
}

extension ResolvedTheme {
  /// The shapes for `kind` in a container `width` points wide, sized from this theme's body
  /// text (so skeletons grow with Dynamic Type) and radii.
  /// - Complexity: O(lines), with lines capped at 50.
  public func skeletonShapes(_ kind: SkeletonKind, width: Double) -> [SkeletonShape] {
    let available = width.isFinite && width > 0 ? width : 0
    let lineHeight = text(.body).size * 0.8
    let gap = spacing.sm
    let lineRadius = min(radii.small, lineHeight / 2)
    func lines(_ count: Int, x: Double, y: Double, width: Double) -> [SkeletonShape] {
      (0..<count).map { index in
        let fraction = index == count - 1 && count > 1 ? 0.6 : 1
        return SkeletonShape(
          frame: LayoutRect(
            x: x, y: y + Double(index) * (lineHeight + gap), width: width * fraction,
            height: lineHeight), cornerRadius: lineRadius)
      }
    }
    switch kind {
    case .text(let count):
      return lines(min(50, max(1, count)), x: 0, y: 0, width: available)
    case .avatar:
      return [SkeletonShape(frame: LayoutRect(x: 0, y: 0, width: 40, height: 40), cornerRadius: 20)]
    case .card:
      return skeletonShapes(.cardContent(hasImage: true, lines: 2), width: width)
    case .cardContent(let hasImage, let count):
      let imageHeight = hasImage ? (available * 0.5).rounded() : 0
      let image = SkeletonShape(
        frame: LayoutRect(x: 0, y: 0, width: available, height: imageHeight),
        cornerRadius: radii.medium)
      let top = hasImage ? imageHeight + spacing.md : 0
      let title = SkeletonShape(
        frame: LayoutRect(x: 0, y: top, width: available * 0.7, height: lineHeight),
        cornerRadius: lineRadius)
      let body = lines(
        min(50, max(0, count)), x: 0, y: top + lineHeight + gap * 2, width: available)
      return (hasImage ? [image] : []) + [title] + body
    case .listItem:
      let avatar = SkeletonShape(
        frame: LayoutRect(x: 0, y: 0, width: 40, height: 40), cornerRadius: 20)
      let x = 40 + spacing.md
      let textWidth = max(0, available - x)
      let title = SkeletonShape(
        frame: LayoutRect(x: x, y: 2, width: textWidth * 0.6, height: lineHeight),
        cornerRadius: lineRadius)
      let subtitle = SkeletonShape(
        frame: LayoutRect(
          x: x, y: 2 + lineHeight + gap, width: textWidth * 0.4, height: lineHeight),
        cornerRadius: lineRadius)
      return [avatar, title, subtitle]
    case .circle(let diameter):
      let side = diameter.isFinite ? min(max(0, diameter), 1000) : 0
      return [
        SkeletonShape(
          frame: LayoutRect(x: 0, y: 0, width: side, height: side), cornerRadius: side / 2)
      ]
    case .table(let rows, let columns):
      let rowCount = min(100, max(0, rows)) + 1
      let columnCount = min(12, max(1, columns))
      let cellWidth = max(0, (available - gap * Double(columnCount - 1)) / Double(columnCount))
      return (0..<rowCount).flatMap { row in
        (0..<columnCount).map { column in
          SkeletonShape(
            frame: LayoutRect(
              x: Double(column) * (cellWidth + gap), y: Double(row) * (lineHeight + spacing.md),
              width: row == 0 ? cellWidth * 0.6 : cellWidth, height: lineHeight),
            cornerRadius: lineRadius)
        }
      }
    case .profile:
      let side = 80.0
      let avatar = SkeletonShape(
        frame: LayoutRect(x: max(0, (available - side) / 2), y: 0, width: side, height: side),
        cornerRadius: side / 2)
      let nameY = side + spacing.md
      let name = SkeletonShape(
        frame: LayoutRect(
          x: available * 0.25, y: nameY, width: available * 0.5, height: lineHeight),
        cornerRadius: lineRadius)
      let handleY = nameY + lineHeight + gap
      let handle = SkeletonShape(
        frame: LayoutRect(
          x: available * 0.325, y: handleY, width: available * 0.35, height: lineHeight),
        cornerRadius: lineRadius)
      let bio = lines(3, x: 0, y: handleY + lineHeight + spacing.lg, width: available)
      return [avatar, name, handle] + bio
    }
  }

  /// The seconds one shimmer sweep takes (three times the theme's slow motion, at least 0.1),
  /// or nil under Reduce Motion, where the placeholder stays still. Views run one linear
  /// animation of the phase from 0 to 1 over this period, repeated for ever, instead of
  /// re-running their body every frame; every skeleton of a theme sweeps at the same pace.
  public var skeletonShimmerPeriod: Double? {
    let shimmer = motion(.slow)
    guard shimmer.allowsMovement, !shimmer.isReduced else { return nil }
    return max(0.1, shimmer.duration * 3)
  }

  /// The shimmer highlight's position (0...1 across the skeleton) `elapsed` seconds after it
  /// started, or nil under Reduce Motion, where views show a still placeholder instead.
  public func skeletonShimmerPhase(elapsed: Double) -> Double? {
    guard let period = skeletonShimmerPeriod, elapsed.isFinite else { return nil }
    let phase = elapsed.truncatingRemainder(dividingBy: period) / period
    return phase < 0 ? phase + 1 : phase
  }
}
