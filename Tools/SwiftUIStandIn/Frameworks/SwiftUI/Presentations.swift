// Stand-in: system presentations (popovers) and how they adapt to compact size classes.

/// An attachment anchor for a popover.
/// - Apple: `enum PopoverAttachmentAnchor`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
public enum PopoverAttachmentAnchor {
  /// The anchor point for the popover relative to the source's frame.
  /// - Apple: `case rect(Anchor<CGRect>.Source)`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  case rect(Anchor<CGRect>.Source)
}

/// Strategies for adapting a presentation to a different size class.
/// - Apple: `struct PresentationAdaptation`
/// - Apple availability: iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, visionOS 1.0
@available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, visionOS 1.0, *)
public struct PresentationAdaptation: Sendable {
  /// Prefer a popover appearance when adapting for size classes.
  /// - Apple: `static var popover: PresentationAdaptation { get }`
  /// - Apple availability: iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, visionOS 1.0
  public static var popover: PresentationAdaptation { PresentationAdaptation() }
}

extension View {
  /// Presents a popover when a given condition is true.
  /// - Apple: `@export(implementation) nonisolated func popover<Content>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil, @ContentBuilder content: @escaping () -> Content) -> some View where Content : View`
  /// - Apple availability: iOS 13.0, macOS 10.15, visionOS 1.0
  @available(iOS 13.0, macOS 10.15, visionOS 1.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  @export(implementation)
  nonisolated public func popover<Content>(
    isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View where Content: View { self }

  /// Specifies how to adapt a presentation to compact size classes.
  /// - Apple: `nonisolated func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View`
  /// - Apple availability: iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, visionOS 1.0
  @available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, visionOS 1.0, *)
  nonisolated public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation)
    -> some View
  { self }
}
