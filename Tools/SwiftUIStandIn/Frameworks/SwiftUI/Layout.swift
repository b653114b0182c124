// Stand-in: stacks, spacers, the Layout protocol and its proxies.

/// A view that arranges its subviews in a vertical line.
/// - Apple: `@frozen nonisolated struct VStack<Content> where Content : View`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
@frozen nonisolated public struct VStack<Content: View> {
  /// - Apple: `nonisolated init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ContentBuilder content: () -> Content)`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {}
}

extension VStack: View {
  /// The type of the view's content: this stand-in has none of its own.
  public typealias Body = Never
  /// The stand-in's body: only its declaration is type-checked; it never runs.
  public var body: Never { fatalError() }
}

/// A view that arranges its children in a line that grows vertically, creating items only as
/// needed.
/// - Apple: `nonisolated struct LazyVStack<Content> where Content : View`
/// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
nonisolated public struct LazyVStack<Content: View>: View {
  /// Creates a lazy vertical stack view with the given spacing, vertical alignment, pinning
  /// behavior, and content.
  /// - Apple: `nonisolated init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ContentBuilder content: () -> Content)`
  /// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
  nonisolated public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {}
  /// The type of the view's content: this stand-in has none of its own.
  public typealias Body = Never
  /// The stand-in's body: only its declaration is type-checked; it never runs.
  public var body: Never { fatalError() }
}

/// A set of view types that may be pinned to the bounds of a scroll view.
/// - Apple: `struct PinnedScrollableViews`
/// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
public struct PinnedScrollableViews: OptionSet {
  /// The option set's bits.
  public let rawValue: UInt32
  /// Creates a new option set from the given raw value.
  /// - Apple: `init(rawValue: UInt32)`
  /// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// The header view of each `Section` will be pinned.
  /// - Apple: `static let sectionHeaders: PinnedScrollableViews`
  /// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
  /// The footer view of each `Section` will be pinned.
  /// - Apple: `static let sectionFooters: PinnedScrollableViews`
  /// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
  public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// A view that arranges its subviews in a horizontal line.
/// - Apple: `@frozen nonisolated struct HStack<Content> where Content : View`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
@frozen nonisolated public struct HStack<Content: View> {
  /// Creates the value (a stand-in initializer, for the type-check).
  nonisolated public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {}
}

extension HStack: View {
  /// The type of the view's content: this stand-in has none of its own.
  public typealias Body = Never
  /// The stand-in's body: only its declaration is type-checked; it never runs.
  public var body: Never { fatalError() }
}

/// A view that overlays its subviews, aligning them in both axes.
/// - Apple: `@frozen nonisolated struct ZStack<Content> where Content : View`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
@frozen nonisolated public struct ZStack<Content: View> {
  /// - Apple: `nonisolated init(alignment: Alignment = .center, @ContentBuilder content: () -> Content)`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {}
}

extension ZStack: View {
  /// The type of the view's content: this stand-in has none of its own.
  public typealias Body = Never
  /// The stand-in's body: only its declaration is type-checked; it never runs.
  public var body: Never { fatalError() }
}

/// A scrollable view.
/// - Apple: `nonisolated struct ScrollView<Content> where Content : View`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
nonisolated public struct ScrollView<Content: View>: View {
  /// - Apple: `nonisolated init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ContentBuilder content: () -> Content)`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public init(
    _ axes: Axis.Set = .vertical, showsIndicators: Bool = true,
    @ViewBuilder content: () -> Content
  ) {}
  /// The type of the view's content: this stand-in has none of its own.
  public typealias Body = Never
  /// The stand-in's body: only its declaration is type-checked; it never runs.
  public var body: Never { fatalError() }
}

/// A view that adapts to the available space by providing the first child view that fits.
/// - Apple: `@frozen nonisolated struct ViewThatFits<Content> where Content : View`
/// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
@frozen nonisolated public struct ViewThatFits<Content: View>: View {
  /// Produces a view constrained in the given axes from one of several alternatives provided
  /// by a content builder.
  /// - Apple: `nonisolated init(in axes: Axis.Set = [.horizontal, .vertical], @ContentBuilder content: () -> Content)`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  nonisolated public init(
    in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content
  ) {}
  /// The type of the view's content: this stand-in has none of its own.
  public typealias Body = Never
  /// The stand-in's body: only its declaration is type-checked; it never runs.
  public var body: Never { fatalError() }
}

/// A type that defines the scroll behavior of a scrollable view.
/// - Apple: `protocol ScrollTargetBehavior`
/// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public protocol ScrollTargetBehavior {}

/// The scroll behavior that aligns scroll targets to container-based geometry.
/// - Apple: `struct PagingScrollTargetBehavior`
/// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
  /// Creates a paging scroll behavior.
  /// - Apple: `init()`
  /// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
  public init() {}
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
  /// The scroll behavior that aligns scroll targets to container-based geometry.
  /// - Apple: `@export(implementation) static var paging: PagingScrollTargetBehavior { get }`
  /// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
  @export(implementation)
  public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension View {
  /// Sets the scroll behavior of views scrollable in the provided axes.
  /// - Apple: `nonisolated func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View`
  /// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  nonisolated public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior)
    -> some View
  { self }

  /// Configures the outermost layout as a scroll target layout.
  /// - Apple: `nonisolated func scrollTargetLayout(isEnabled: Bool = true) -> some View`
  /// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  nonisolated public func scrollTargetLayout(isEnabled: Bool = true) -> some View { self }

  /// Associates a binding to be updated when a scroll view within this view scrolls.
  /// - Apple: `nonisolated func scrollPosition(id: Binding<(some Hashable)?>, anchor: UnitPoint? = nil) -> some View`
  /// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  nonisolated public func scrollPosition(
    id: Binding<(some Hashable)?>, anchor: UnitPoint? = nil
  ) -> some View { self }

  /// Positions this view within an invisible frame with a size relative to the nearest
  /// container.
  /// - Apple: `nonisolated func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View`
  /// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  nonisolated public func containerRelativeFrame(
    _ axes: Axis.Set, alignment: Alignment = .center
  ) -> some View { self }
}

/// A flexible space that expands along the major axis of its containing stack layout.
/// - Apple: `@frozen struct Spacer`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
@frozen public struct Spacer {
  /// - Apple: `var minLength: CGFloat?`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public var minLength: CGFloat?
  /// Creates a spacer with an optional minimum length.
  /// - Apple: `init(minLength: CGFloat? = nil)`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public init(minLength: CGFloat? = nil) { self.minLength = minLength }
}

extension Spacer: View {
  /// The type of the view's content: this stand-in has none of its own.
  public typealias Body = Never
  /// The stand-in's body: only its declaration is type-checked; it never runs.
  public var body: Never { fatalError() }
}

/// A visual element that can be used to separate other content.
/// - Apple: `nonisolated struct Divider`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
nonisolated public struct Divider {
  /// Creates the value (a stand-in initializer, for the type-check).
  nonisolated public init() {}
}

extension Divider: View {
  /// The type of the view's content: this stand-in has none of its own.
  public typealias Body = Never
  /// The stand-in's body: only its declaration is type-checked; it never runs.
  public var body: Never { fatalError() }
}

/// A proposal for the size of a view.
/// - Apple: `@frozen struct ProposedViewSize`
/// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
@frozen public struct ProposedViewSize: Equatable, Sendable {
  /// - Apple: `var width: CGFloat?`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  public var width: CGFloat?
  /// - Apple: `var height: CGFloat?`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  public var height: CGFloat?
  /// - Apple: `static let zero: ProposedViewSize`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  public static let zero = ProposedViewSize(width: 0, height: 0)
  /// - Apple: `static let unspecified: ProposedViewSize`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  public static let unspecified = ProposedViewSize(width: nil, height: nil)
  /// - Apple: `static let infinity: ProposedViewSize`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
  /// - Apple: `init(width: CGFloat?, height: CGFloat?)`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  @inlinable public init(width: CGFloat?, height: CGFloat?) {
    self.width = width
    self.height = height
  }
  /// - Apple: `init(_ size: CGSize)`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  @inlinable public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }
  /// Creates a new proposed size replacing unspecified dimensions with the corresponding
  /// dimension of the specified size.
  /// - Apple: `func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  @inlinable public func replacingUnspecifiedDimensions(
    by size: CGSize = CGSize(width: 10, height: 10)
  ) -> CGSize {
    CGSize(width: width ?? size.width, height: height ?? size.height)
  }
}

/// A view's size and alignment guides in its own coordinate space.
/// - Apple: `struct ViewDimensions`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
public struct ViewDimensions: Equatable {
  /// The view's width.
  /// - Apple: `var width: CGFloat { get }`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public var width: CGFloat { 0 }
  /// The view's height.
  /// - Apple: `var height: CGFloat { get }`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public var height: CGFloat { 0 }
  /// Gets the value of the given horizontal guide.
  /// - Apple: `subscript(guide: HorizontalAlignment) -> CGFloat { get }`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public subscript(guide: HorizontalAlignment) -> CGFloat { 0 }
  /// Gets the value of the given vertical guide.
  public subscript(guide: VerticalAlignment) -> CGFloat { 0 }
}

extension View {
  /// Sets the view's horizontal alignment.
  /// - Apple: `@preconcurrency nonisolated func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping @Sendable (ViewDimensions) -> CGFloat) -> some View`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  @preconcurrency nonisolated public func alignmentGuide(
    _ g: HorizontalAlignment, computeValue: @escaping @Sendable (ViewDimensions) -> CGFloat
  ) -> some View { self }
  /// Sets the view's vertical alignment.
  /// - Apple: `@preconcurrency nonisolated func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping @Sendable (ViewDimensions) -> CGFloat) -> some View`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  @preconcurrency nonisolated public func alignmentGuide(
    _ g: VerticalAlignment, computeValue: @escaping @Sendable (ViewDimensions) -> CGFloat
  ) -> some View { self }
}

/// A collection of spacing preferences.
/// - Apple: `struct ViewSpacing`
/// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
public struct ViewSpacing: Sendable {
  /// - Apple: `static let zero: ViewSpacing`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  public static let zero = ViewSpacing()
  /// Initializes an instance with default spacing values.
  /// - Apple: `init()`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  public init() {}
}

/// A proxy that represents one subview of a layout.
/// - Apple: `struct LayoutSubview`
/// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
public struct LayoutSubview: Equatable {
  /// Asks the subview for its size.
  /// - Apple: `func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { .zero }
  /// Asks the subview for its dimensions and alignment guides.
  /// - Apple: `func dimensions(in proposal: ProposedViewSize) -> ViewDimensions`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions { ViewDimensions() }
  /// Assigns a position and proposed size to the subview.
  /// - Apple: `func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize)`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  public func place(
    at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize
  ) {}
  /// The layout priority of the subview.
  /// - Apple: `var priority: Double { get }`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  public var priority: Double { 0 }
}

/// An opaque collection of the subviews of a layout.
/// - Apple: `struct LayoutSubviews`
/// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
public struct LayoutSubviews: Equatable, RandomAccessCollection, Sendable {
  /// - Apple: `typealias Element = LayoutSubview`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  public typealias Element = LayoutSubview
  /// - Apple: `typealias Index = Int`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  public typealias Index = Int
  /// - Apple: `typealias SubSequence = LayoutSubviews`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  public typealias SubSequence = LayoutSubviews
  /// - Apple: `var startIndex: Int { get }`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  public var startIndex: Int { 0 }
  /// - Apple: `var endIndex: Int { get }`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  public var endIndex: Int { 0 }
  /// Reads or writes the value at a position (a stand-in, for the type-check).
  public subscript(index: Int) -> LayoutSubview { LayoutSubview() }
  /// - Apple: `subscript(bounds: Range<Int>) -> LayoutSubviews { get }`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  public subscript(bounds: Range<Int>) -> LayoutSubviews { self }
}

/// A type that defines the geometry of a collection of views.
/// - Apple: `@preconcurrency protocol Layout : Sendable, Animatable`
/// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
@preconcurrency public protocol Layout: Sendable, Animatable {
  /// Cached values associated with the layout instance.
  /// - Apple: `associatedtype Cache = Void`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  associatedtype Cache = Void
  /// A collection of proxies for the subviews of a layout view.
  /// - Apple: `typealias Subviews = LayoutSubviews`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  typealias Subviews = LayoutSubviews
  /// Creates and initializes a cache for a layout instance.
  /// - Apple: `func makeCache(subviews: Self.Subviews) -> Self.Cache`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  func makeCache(subviews: Self.Subviews) -> Self.Cache
  /// Updates the layout's cache when something changes.
  /// - Apple: `func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews)`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews)
  /// Returns the preferred spacing values of the composite view.
  /// - Apple: `func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing
  /// Returns the size of the composite view, given a proposed size and the view's subviews.
  /// - Apple: `func sizeThatFits(proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGSize`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  func sizeThatFits(proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache)
    -> CGSize
  /// Assigns positions to each of the layout's subviews.
  /// - Apple: `func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache)`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews,
    cache: inout Self.Cache)
}

extension Layout {
  /// - Apple: `func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews)`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  public func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews) {}
  /// - Apple: `func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  public func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing {
    ViewSpacing()
  }
  /// Combines the specified views into a single composite view using the layout algorithm of
  /// the custom layout container.
  nonisolated public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
    EmptyView()
  }
}

extension Layout where Self.Cache == () {
  /// - Apple: `func makeCache(subviews: Self.Subviews) -> Self.Cache`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  public func makeCache(subviews: Self.Subviews) -> Self.Cache { () }
}

/// A type-erased instance of the layout protocol.
/// - Apple: `@frozen struct AnyLayout`
/// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
@frozen public struct AnyLayout: Layout {
  /// `Layout`'s cache type: this stand-in keeps none.
  public typealias Cache = Void
  /// - Apple: `init<L>(_ layout: L) where L : Layout`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  public init<L: Layout>(_ layout: L) {}
  /// `Layout`'s size for a proposal; the stand-in declares it so the type-check sees the conformance.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
    -> CGSize
  { .zero }
  /// `Layout`'s placement of the subviews; declared for the conformance, never run.
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {}
}

/// A horizontal container that you can use in conditional layouts.
/// - Apple: `@frozen struct HStackLayout`
/// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
@frozen public struct HStackLayout: Layout {
  /// - Apple: `var alignment: VerticalAlignment`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  public var alignment: VerticalAlignment
  /// - Apple: `var spacing: CGFloat?`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  public var spacing: CGFloat?
  /// - Apple: `init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil)`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  @inlinable public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }
  /// `Layout`'s size for a proposal; the stand-in declares it so the type-check sees the conformance.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
    -> CGSize
  { .zero }
  /// `Layout`'s placement of the subviews; declared for the conformance, never run.
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {}
}

/// A vertical container that you can use in conditional layouts.
/// - Apple: `@frozen struct VStackLayout`
/// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
@frozen public struct VStackLayout: Layout {
  /// - Apple: `var alignment: HorizontalAlignment`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  public var alignment: HorizontalAlignment
  /// - Apple: `var spacing: CGFloat?`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  public var spacing: CGFloat?
  /// Creates a vertical stack with the specified spacing and horizontal alignment.
  /// - Apple: `init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil)`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  @inlinable public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }
  /// `Layout`'s size for a proposal; the stand-in declares it so the type-check sees the conformance.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
    -> CGSize
  { .zero }
  /// `Layout`'s placement of the subviews; declared for the conformance, never run.
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {}
}
