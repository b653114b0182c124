import TesseraTokens

// The skeleton family: DSSkeleton placeholders. Which shapes each kind draws and how the shimmer
// moves are SkeletonLayout.swift in this folder.

// The family's typed style.

extension ComponentStyle {
  /// DSSkeleton placeholders.
  public static var skeleton: ComponentStyle { ResolvedTheme.skeletonFamily.style(.default) }
}

extension ResolvedTheme {
  /// The shimmer band's width as a fraction of the skeleton's width.
  public static let skeletonShimmerFraction = 0.25
  /// The width skeleton heights are measured at before the view knows its own width.
  public static let skeletonReferenceWidth = 320.0

  /// The shimmer band across a skeleton `width` points wide at `phase` (from
  /// ``skeletonShimmerPhase(elapsed:)``): ``skeletonShimmerFraction`` of the width, entering
  /// from the leading edge at 0 and gone past the trailing edge at 1.
  public func skeletonShimmerBand(width: Double, phase: Double) -> TrackSegment {
    TrackSegment.sweeping(
      phase: phase, trackLength: width, bandFraction: Self.skeletonShimmerFraction)
  }
}

extension ResolvedTheme {
  /// Skeletons are placeholders without information: decorative, so no contrast promise. The
  /// shapes are the secondary background, the shimmer the grouped background, with the slow
  /// motion.
  func styleSkeleton(_ look: inout ComponentAppearance, _: SingleVariant) {
    setText(&look, .headline)
    look.secondaryTypography = .subheadline
    look[.fill] = ThemedColor(.backgroundSecondary, in: self)
    look[.indicator] = ThemedColor(.backgroundGrouped, in: self)
    look.cornerRadius = radii.small
    look.motion = motion(.slow)
  }

  /// Placeholder shapes; decorative, so they promise no contrast.
  static let skeletonFamily = ComponentFamilyDefinition(
    .skeleton,
    components: [
      .component(
        "DSSkeleton", .feedback,
        "Placeholder shapes (text, avatar, card, list item) with a shimmer."),
      .component("DSSkeletonText", .feedback, "Lines of placeholder text, the last shorter."),
      .component("DSSkeletonAvatar", .feedback, "A placeholder circle of an avatar's size."),
      .component("DSSkeletonCard", .feedback, "A placeholder card: image, title and lines."),
      .component("DSSkeletonListItem", .feedback, "A placeholder row: avatar, title, subtitle."),
      .component("DSSkeletonTable", .feedback, "A placeholder table: header and rows of cells."),
      .component("DSSkeletonProfile", .feedback, "A placeholder profile header."),
      .component(
        "DSConditionalSkeleton", .feedback, "A skeleton while loading, the content after."),
    ], draw: { $0.styleSkeleton(&$1, $2) })
}
