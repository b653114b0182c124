// Stand-in: layout, drawing and event modifiers on View.

extension View {
  /// Adds an equal padding amount to specific edges of this view.
  /// - Apple: `nonisolated func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    self
  }
  /// Adds different padding amounts to each edge of this view.
  /// - Apple: `nonisolated func padding(_ insets: EdgeInsets) -> some View`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public func padding(_ insets: EdgeInsets) -> some View { self }
  /// Adds a specific padding amount to each edge of this view.
  /// - Apple: `nonisolated func padding(_ length: CGFloat) -> some View`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public func padding(_ length: CGFloat) -> some View { self }

  /// Positions this view within an invisible frame with the specified size.
  /// - Apple: `nonisolated func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public func frame(
    width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center
  ) -> some View { self }
  /// Positions this view within an invisible frame having the specified size constraints.
  /// - Apple: `nonisolated func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center) -> some View`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> some View { self }
  /// Fixes this view at its ideal size in the specified dimensions.
  /// - Apple: `nonisolated func fixedSize(horizontal: Bool, vertical: Bool) -> some View`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public func fixedSize(horizontal: Bool, vertical: Bool) -> some View { self }
  /// Fixes this view at its ideal size.
  /// - Apple: `@export(implementation) nonisolated func fixedSize() -> some View`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  @export(implementation)
  nonisolated public func fixedSize() -> some View { self }
  /// Sets the priority by which a parent layout should apportion space to this child.
  /// - Apple: `nonisolated func layoutPriority(_ value: Double) -> some View`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public func layoutPriority(_ value: Double) -> some View { self }
  /// Offset this view by the horizontal and vertical amount specified in the offset parameter.
  /// - Apple: `nonisolated func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { self }

  /// Sets the view's background to a style.
  /// - Apple: `nonisolated func background<S>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View where S : ShapeStyle`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  nonisolated public func background<S: ShapeStyle>(
    _ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all
  ) -> some View { self }
  /// Layers the views that you specify behind this view.
  /// - Apple: `nonisolated func background<V>(alignment: Alignment = .center, @ContentBuilder content: () -> V) -> some View where V : View`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  nonisolated public func background<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View { self }
  /// Sets the view's background to an insettable shape filled with a style.
  nonisolated public func background<S: ShapeStyle, T: InsettableShape>(
    _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
  ) -> some View { self }
  /// Sets the view's background to a shape filled with a style.
  nonisolated public func background<S: ShapeStyle, T: Shape>(
    _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
  ) -> some View { self }
  /// Layers the views that you specify in front of this view.
  /// - Apple: `nonisolated func overlay<V>(alignment: Alignment = .center, @ContentBuilder content: () -> V) -> some View where V : View`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  nonisolated public func overlay<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View { self }
  /// Layers the specified style in front of this view.
  /// - Apple: `nonisolated func overlay<S>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View where S : ShapeStyle`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  nonisolated public func overlay<S: ShapeStyle>(
    _ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all
  ) -> some View { self }
  /// Layers a shape that you specify in front of this view.
  /// - Apple: `nonisolated func overlay<S, T>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View where S : ShapeStyle, T : Shape`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  nonisolated public func overlay<S: ShapeStyle, T: Shape>(
    _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
  ) -> some View { self }

  /// Sets a view's foreground elements to use a given style.
  /// - Apple: `nonisolated func foregroundStyle<S>(_ style: S) -> some View where S : ShapeStyle`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { self }
  /// Sets the tint within this view.
  /// - Apple: `nonisolated func tint<S>(_ tint: S?) -> some View where S : ShapeStyle`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  nonisolated public func tint<S: ShapeStyle>(_ tint: S?) -> some View { self }
  /// Sets the tint color within this view.
  /// - Apple: `nonisolated func tint(_ tint: Color?) -> some View`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  nonisolated public func tint(_ tint: Color?) -> some View { self }

  /// Sets a clipping shape for this view.
  /// - Apple: `nonisolated func clipShape<S>(_ shape: S, style: FillStyle = FillStyle()) -> some View where S : Shape`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle())
    -> some View
  { self }
  /// Clips this view to its bounding rectangular frame.
  /// - Apple: `nonisolated func clipped(antialiased: Bool = false) -> some View`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public func clipped(antialiased: Bool = false) -> some View { self }
  /// Defines the content shape for hit testing.
  /// - Apple: `nonisolated func contentShape<S>(_ shape: S, eoFill: Bool = false) -> some View where S : Shape`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
    self
  }
  /// Adds a shadow to this view.
  /// - Apple: `nonisolated func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public func shadow(
    color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
    y: CGFloat = 0
  ) -> some View { self }
  /// Sets the transparency of this view.
  /// - Apple: `nonisolated func opacity(_ opacity: Double) -> some View`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public func opacity(_ opacity: Double) -> some View { self }
  /// Scales this view's rendered output by the given amount in both the horizontal and
  /// vertical directions, relative to an anchor point.
  /// - Apple: `nonisolated func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0
  @available(visionOS, unavailable)
  nonisolated public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
    self
  }
  /// Scales this view uniformly by the specified factor, relative to an anchor point.
  /// - Apple: `@export(implementation) nonisolated func scaleEffect(_ s: CGFloat, anchor: UnitPoint3D = .center) -> some View`
  /// - Apple availability: visionOS 1.0
  @available(visionOS 1.0, *)
  @available(iOS, unavailable)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  @export(implementation)
  nonisolated public func scaleEffect(_ s: CGFloat, anchor: UnitPoint3D = .center) -> some View {
    self
  }
  /// Rotates a view's rendered output in two dimensions around the specified point.
  /// - Apple: `nonisolated func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
    self
  }
  /// Controls the display order of overlapping views.
  /// - Apple: `nonisolated func zIndex(_ value: Double) -> some View`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public func zIndex(_ value: Double) -> some View { self }
  /// Hides this view unconditionally.
  /// - Apple: `nonisolated func hidden() -> some View`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public func hidden() -> some View { self }
  /// Configures whether this view participates in hit test operations.
  /// - Apple: `nonisolated func allowsHitTesting(_ enabled: Bool) -> some View`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public func allowsHitTesting(_ enabled: Bool) -> some View { self }
  /// Binds a view's identity to the given proxy value.
  /// - Apple: `nonisolated func id<ID>(_ id: ID) -> some View where ID : Hashable`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public func id<ID: Hashable>(_ id: ID) -> some View { self }

  /// Adds an action to perform when this view recognizes a tap gesture.
  /// - Apple: `nonisolated func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 16.0, watchOS 6.0, visionOS 1.0
  @available(iOS 13.0, macOS 10.15, tvOS 16.0, watchOS 6.0, visionOS 1.0, *)
  nonisolated public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void)
    -> some View
  { self }
  /// Adds an action to perform when this view recognizes a tap gesture, and provides the
  /// action with the location of the interaction.
  /// - Apple: `nonisolated func onTapGesture(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local, perform action: @escaping (CGPoint) -> Void) -> some View`
  /// - Apple availability: iOS 17.0, macOS 14.0, watchOS 10.0, visionOS 1.0
  @available(iOS 17.0, macOS 14.0, watchOS 10.0, visionOS 1.0, *)
  @available(tvOS, unavailable)
  nonisolated public func onTapGesture(
    count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local,
    perform action: @escaping (CGPoint) -> Void
  ) -> some View { self }
  /// Adds an action to perform when this view recognizes a long press gesture.
  /// - Apple: `@export(implementation) nonisolated func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void, onPressingChanged: ((Bool) -> Void)? = nil) -> some View`
  /// - Apple availability: iOS 13.0, macOS 10.15, watchOS 6.0, visionOS 1.0
  @available(iOS 13.0, macOS 10.15, watchOS 6.0, visionOS 1.0, *)
  @available(tvOS, unavailable)
  @export(implementation)
  nonisolated public func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
    perform action: @escaping () -> Void, onPressingChanged: ((Bool) -> Void)? = nil
  ) -> some View { self }
  /// Adds an action to perform before this view appears.
  /// - Apple: `nonisolated func onAppear(perform action: (() -> Void)? = nil) -> some View`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }
  /// Adds an action to perform after this view disappears.
  /// - Apple: `nonisolated func onDisappear(perform action: (() -> Void)? = nil) -> some View`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }
  /// Adds an asynchronous task to perform before this view appears. (`@_inheritActorContext`,
  /// which the page does not show, is in the SDK's interface: a task started in a view's body
  /// runs on the main actor, as the body does.)
  /// - Apple: `@export(implementation) nonisolated func task(name: String? = nil, priority: TaskPriority = .userInitiated, file: String = #fileID, line: Int = #line, _ action: sending @escaping @isolated(any) () async -> Void) -> some View`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  @export(implementation)
  nonisolated public func task(
    name: String? = nil, priority: TaskPriority = .userInitiated, file: String = #fileID,
    line: Int = #line,
    @_inheritActorContext _ action: sending @escaping @isolated(any) () async -> Void
  ) -> some View { self }
  /// Adds a modifier for this view that fires an action when a specific value changes.
  /// - Apple: `nonisolated func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some View where V : Equatable`
  /// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  nonisolated public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void
  ) -> some View { self }
  /// Adds a modifier for this view that fires an action when a specific value changes.
  /// - Apple: `nonisolated func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View where V : Equatable`
  /// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  nonisolated public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping () -> Void
  ) -> some View { self }
}

/// Represents a type of haptic and/or audio feedback that can be played.
/// - Apple: `struct SensoryFeedback`
/// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 26.0
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 26.0, *)
public struct SensoryFeedback: Equatable, Sendable {
  let id: Int
  /// Indicates that a task or action has completed.
  /// - Apple: `static let success: SensoryFeedback`
  /// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 26.0
  public static let success = SensoryFeedback(id: 0)
  /// Indicates that a task or action has produced a warning of some kind.
  /// - Apple: `static let warning: SensoryFeedback`
  /// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 26.0
  public static let warning = SensoryFeedback(id: 1)
  /// Indicates that an error has occurred.
  /// - Apple: `static let error: SensoryFeedback`
  /// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 26.0
  public static let error = SensoryFeedback(id: 2)
  /// Indicates that a UI element's values are changing.
  /// - Apple: `static let selection: SensoryFeedback`
  /// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 26.0
  public static let selection = SensoryFeedback(id: 3)
  /// Indicates that an important value increased above a significant threshold.
  /// - Apple: `static let increase: SensoryFeedback`
  /// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 26.0
  public static let increase = SensoryFeedback(id: 4)
  /// Indicates that an important value decreased below a significant threshold.
  /// - Apple: `static let decrease: SensoryFeedback`
  /// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 26.0
  public static let decrease = SensoryFeedback(id: 5)
  /// Provides a physical metaphor you can use to complement a visual experience.
  /// - Apple: `static let impact: SensoryFeedback`
  /// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 26.0
  public static let impact = SensoryFeedback(id: 6)
}

extension View {
  /// Plays the specified `feedback` when the provided `trigger` value changes.
  /// - Apple: `nonisolated func sensoryFeedback<T>(_ feedback: SensoryFeedback, trigger: T) -> some View where T : Equatable`
  /// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 26.0
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 26.0, *)
  nonisolated public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T)
    -> some View
  { self }
}

extension View {
  /// Hides the labels of any controls contained within this view.
  /// - Apple: `nonisolated func labelsHidden() -> some View`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  nonisolated public func labelsHidden() -> some View { self }
}

/// Modes for compositing a view with overlapping content.
/// - Apple: `enum BlendMode`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
public enum BlendMode: Hashable, Sendable {
  /// - Apple: `case normal`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  case normal
  /// - Apple: `case multiply`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  case multiply
  /// - Apple: `case screen`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  case screen
  /// - Apple: `case overlay`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  case overlay
  /// - Apple: `case darken`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  case darken
  /// - Apple: `case lighten`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  case lighten
  /// - Apple: `case colorDodge`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  case colorDodge
  /// - Apple: `case colorBurn`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  case colorBurn
  /// - Apple: `case softLight`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  case softLight
  /// - Apple: `case hardLight`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  case hardLight
  /// - Apple: `case difference`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  case difference
  /// - Apple: `case exclusion`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  case exclusion
  /// - Apple: `case hue`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  case hue
  /// - Apple: `case saturation`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  case saturation
  /// - Apple: `case color`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  case color
  /// - Apple: `case luminosity`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  case luminosity
  /// - Apple: `case sourceAtop`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  case sourceAtop
  /// - Apple: `case destinationOver`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  case destinationOver
  /// - Apple: `case destinationOut`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  case destinationOut
  /// - Apple: `case plusDarker`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  case plusDarker
  /// - Apple: `case plusLighter`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  case plusLighter
}

extension View {
  /// Sets the blend mode for compositing this view with overlapping views.
  /// - Apple: `nonisolated func blendMode(_ blendMode: BlendMode) -> some View`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public func blendMode(_ blendMode: BlendMode) -> some View { self }
  /// Wraps this view in a compositing group.
  /// - Apple: `nonisolated func compositingGroup() -> some View`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public func compositingGroup() -> some View { self }
}

/// Constants that define how a view's content fills the available space.
/// - Apple: `enum ContentMode`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public enum ContentMode: Hashable, CaseIterable, Sendable {
  /// An option that resizes the content so it's all within the available space, both
  /// vertically and horizontally.
  /// - Apple: `case fit`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  case fit
  /// An option that resizes the content so it occupies all available space, both vertically
  /// and horizontally.
  /// - Apple: `case fill`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  case fill
}

extension View {
  /// Constrains this view's dimensions to the specified aspect ratio.
  /// - Apple: `nonisolated func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  nonisolated public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode)
    -> some View
  { self }
  /// Scales this view to fill its parent.
  /// - Apple: `nonisolated func scaledToFill() -> some View`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  nonisolated public func scaledToFill() -> some View { self }
}
