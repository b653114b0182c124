import TesseraLayout
import TesseraTokens

// The carousel family: DSCarousel's arrows and frame. It also draws TestimonialCarousel's. How a
// drag settles on a page is CarouselPosition.swift in this folder.

// The family's typed style.

extension ComponentStyle {
  /// DSCarousel's arrows and frame.
  public static var carousel: ComponentStyle { ResolvedTheme.carouselFamily.style(.default) }
}

extension ResolvedTheme {
  /// A carousel: arrows in the text color on elevated circles with a low shadow, the large
  /// radius for the page frame and the emphasized motion for settling.
  func styleCarousel(_ look: inout ComponentAppearance, _: SingleVariant) {
    setText(&look, .body)
    look.minimumSize = LayoutSize(width: 44, height: 44)
    look.cornerRadius = radii.large
    look.motion = motion(.emphasized)
    look[.background] = ThemedColor(.backgroundElevated, in: self)
    look.shadows = elevation(.low)
    look.press = button(.secondary).press
    setGraphic(.icon, of: &look, roles: [.textPrimary], against: .background)
  }

  /// Previous and next arrows in circles over the pages, and the page frame.
  static let carouselFamily = ComponentFamilyDefinition(
    .carousel, states: [.normal, .pressed, .focused], isInteractive: true,
    components: [
      .component(
        "DSCarousel", .navigation, "Pages that snap after a drag, optionally wrapping.",
        parts: [.pageIndicator]),
      .component(
        "TestimonialCarousel", .navigation, "The seed's quote carousel; a stack of cards on macOS."),
    ], draw: { $0.styleCarousel(&$1, $2) })
}
