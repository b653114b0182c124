// Stand-in: the heights a sheet rests at (detents), the interaction behind a sheet, and the
// sheet's drag indicator, corner radius and interactive dismissal.

/// A type that represents a height where a sheet naturally rests.
/// - Apple: `struct PresentationDetent`
/// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct PresentationDetent: Hashable, Sendable {
  /// The system detent for a sheet that’s approximately half the height of the screen, and is
  /// inactive in compact height.
  /// - Apple: `static let medium: PresentationDetent`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  public static let medium = PresentationDetent()
  /// The system detent for a sheet at full height.
  /// - Apple: `static let large: PresentationDetent`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  public static let large = PresentationDetent()
  /// A custom detent with the specified fractional height.
  /// - Apple: `static func fraction(_ fraction: CGFloat) -> PresentationDetent`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent() }
  /// A custom detent with the specified height.
  /// - Apple: `static func height(_ height: CGFloat) -> PresentationDetent`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent() }
}

/// The kinds of interaction available to views behind a presentation.
/// - Apple: `struct PresentationBackgroundInteraction`
/// - Apple availability: iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, visionOS 1.0
@available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, visionOS 1.0, *)
public struct PresentationBackgroundInteraction: Sendable {
  /// The default background interaction for the presentation.
  /// - Apple: `static var automatic: PresentationBackgroundInteraction { get }`
  /// - Apple availability: iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, visionOS 1.0
  public static var automatic: PresentationBackgroundInteraction {
    PresentationBackgroundInteraction()
  }
  /// People can’t interact with the view behind a presentation.
  /// - Apple: `static var disabled: PresentationBackgroundInteraction { get }`
  /// - Apple availability: iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, visionOS 1.0
  public static var disabled: PresentationBackgroundInteraction {
    PresentationBackgroundInteraction()
  }
  /// People can interact with the view behind a presentation.
  /// - Apple: `static var enabled: PresentationBackgroundInteraction { get }`
  /// - Apple availability: iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, visionOS 1.0
  public static var enabled: PresentationBackgroundInteraction {
    PresentationBackgroundInteraction()
  }
  /// People can interact with the view behind a presentation up through a specified detent.
  /// - Apple: `static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction`
  /// - Apple availability: iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, visionOS 1.0
  public static func enabled(upThrough detent: PresentationDetent)
    -> PresentationBackgroundInteraction
  { PresentationBackgroundInteraction() }
}

extension View {
  /// Sets the available detents for the enclosing sheet.
  /// - Apple: `nonisolated func presentationDetents(_ detents: Set<PresentationDetent>) -> some View`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
    self
  }
  /// Sets the available detents for the enclosing sheet, giving you programmatic control of the
  /// currently selected detent.
  /// - Apple: `nonisolated func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  nonisolated public func presentationDetents(
    _ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>
  ) -> some View { self }
  /// Controls whether people can interact with the view behind a presentation.
  /// - Apple: `nonisolated func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View`
  /// - Apple availability: iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, visionOS 1.0
  @available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, visionOS 1.0, *)
  nonisolated public func presentationBackgroundInteraction(
    _ interaction: PresentationBackgroundInteraction
  ) -> some View { self }
  /// Sets the visibility of the drag indicator on top of a sheet.
  /// - Apple: `nonisolated func presentationDragIndicator(_ visibility: Visibility) -> some View`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  nonisolated public func presentationDragIndicator(_ visibility: Visibility) -> some View { self }
  /// Requests that the presentation have a specific corner radius.
  /// - Apple: `nonisolated func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View`
  /// - Apple availability: iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, visionOS 1.0
  @available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, visionOS 1.0, *)
  nonisolated public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View { self }
  /// Conditionally prevents interactive dismissal of presentations like popovers, sheets, and
  /// inspectors.
  /// - Apple: `nonisolated func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  nonisolated public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
    self
  }
}
