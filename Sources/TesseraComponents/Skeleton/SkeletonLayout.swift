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
      let imageHeight = (available * 0.5).rounded()
      let image = SkeletonShape(
        frame: LayoutRect(x: 0, y: 0, width: available, height: imageHeight),
        cornerRadius: radii.medium)
      let title = SkeletonShape(
        frame: LayoutRect(
          x: 0, y: imageHeight + spacing.md, width: available * 0.7, height: lineHeight),
        cornerRadius: lineRadius)
      let body = lines(
        2, x: 0, y: imageHeight + spacing.md + lineHeight + gap * 2, width: available)
      return [image, title] + body
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
    }
  }

  /// The shimmer highlight's position (0...1 across the skeleton) `elapsed` seconds after it
  /// started, or nil under Reduce Motion, where views show a still placeholder instead.
  public func skeletonShimmerPhase(elapsed: Double) -> Double? {
    let shimmer = motion(.slow)
    guard shimmer.allowsMovement, !shimmer.isReduced, elapsed.isFinite else { return nil }
    let period = max(0.1, shimmer.duration * 3)
    let phase = elapsed.truncatingRemainder(dividingBy: period) / period
    return phase < 0 ? phase + 1 : phase
  }
}
