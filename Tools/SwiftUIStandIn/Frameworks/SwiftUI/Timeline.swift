// Stand-in: timeline views, strokes, trimmed shapes, paths built in closures, and sheets.

/// A type that provides a sequence of dates for use as a schedule.
/// - Apple: `protocol TimelineSchedule`
/// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
public protocol TimelineSchedule {}

/// A pausable schedule of dates updating at a frequency no more quickly than the provided
/// interval.
/// - Apple: `struct AnimationTimelineSchedule`
/// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
  /// Create a pausable schedule of dates updating at a frequency no more quickly than the
  /// provided interval.
  /// - Apple: `init(minimumInterval: Double? = nil, paused: Bool = false)`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  public init(minimumInterval: Double? = nil, paused: Bool = false) {}
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
  /// A pausable schedule of dates updating at a frequency no more quickly than the provided
  /// interval.
  /// - Apple: `@export(implementation) static var animation: AnimationTimelineSchedule { get }`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  @export(implementation)
  public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
  /// A pausable schedule of dates updating at a frequency no more quickly than the provided
  /// interval.
  /// - Apple: `@export(implementation) static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  @export(implementation)
  public static func animation(minimumInterval: Double? = nil, paused: Bool = false)
    -> AnimationTimelineSchedule
  { AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused) }
}

/// A schedule for updating a timeline view at the start of every minute.
/// - Apple: `struct EveryMinuteTimelineSchedule`
/// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
  /// - Apple: `init()`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  public init() {}
}

/// A view that updates according to a schedule that you provide.
/// - Apple: `struct TimelineView<Schedule, Content> where Schedule : TimelineSchedule`
/// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
public struct TimelineView<Schedule: TimelineSchedule, Content> {
  @usableFromInline nonisolated init() {}
  /// Information passed to a timeline view's content callback.
  /// - Apple: `struct Context`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  public struct Context {
    /// The date from the schedule that triggered the current view update.
    /// - Apple: `let date: Date`
    /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
    public let date: Date
  }
}

/// Information passed to a timeline view's content callback.
/// - Apple: `typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context`
/// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>
  .Context

extension TimelineView: View where Content: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
  /// Creates a new timeline view that uses the given schedule.
  /// - Apple: `@export(implementation) nonisolated init(_ schedule: Schedule, @ContentBuilder content: @escaping (TimelineViewDefaultContext) -> Content)`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  @export(implementation)
  nonisolated public init(
    _ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content
  ) { self.init() }
}

/// The characteristics of a stroke that traces a path.
/// - Apple: `@frozen struct StrokeStyle`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
@frozen public struct StrokeStyle: Equatable, Sendable {
  /// The width of the stroked path.
  /// - Apple: `var lineWidth: CGFloat`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public var lineWidth: CGFloat
  /// The endpoint style of a line.
  /// - Apple: `var lineCap: CGLineCap`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public var lineCap: CGLineCap
  /// The join type of a line.
  /// - Apple: `var lineJoin: CGLineJoin`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public var lineJoin: CGLineJoin
  /// A threshold used to determine whether to use a bevel instead of a miter at a join.
  /// - Apple: `var miterLimit: CGFloat`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public var miterLimit: CGFloat
  /// The lengths of painted and unpainted segments used to make a dashed line.
  /// - Apple: `var dash: [CGFloat]`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public var dash: [CGFloat]
  /// How far into the dash pattern the line starts.
  /// - Apple: `var dashPhase: CGFloat`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public var dashPhase: CGFloat
  /// Creates a new stroke style from the given components.
  /// - Apple: `init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10, dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0)`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public init(
    lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
    miterLimit: CGFloat = 10, dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0
  ) {
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
    self.dash = dash
    self.dashPhase = dashPhase
  }
}

/// Line cap styles (CoreGraphics).
/// - Apple: `enum CGLineCap`
/// - Apple availability: iOS, macOS, tvOS, watchOS, visionOS
public enum CGLineCap: Int32, Sendable {
  /// - Apple: `case butt`
  /// - Apple availability: iOS, macOS, tvOS, watchOS, visionOS
  case butt
  /// - Apple: `case round`
  /// - Apple availability: iOS, macOS, tvOS, watchOS, visionOS
  case round
  /// - Apple: `case square`
  /// - Apple availability: iOS, macOS, tvOS, watchOS, visionOS
  case square
}

/// Junction types for stroked lines (CoreGraphics).
/// - Apple: `enum CGLineJoin`
/// - Apple availability: iOS, macOS, tvOS, watchOS, visionOS
public enum CGLineJoin: Int32, Sendable {
  /// - Apple: `case miter`
  /// - Apple availability: iOS, macOS, tvOS, watchOS, visionOS
  case miter
  /// - Apple: `case round`
  /// - Apple availability: iOS, macOS, tvOS, watchOS, visionOS
  case round
  /// - Apple: `case bevel`
  /// - Apple availability: iOS, macOS, tvOS, watchOS, visionOS
  case bevel
}

extension Path {
  /// Creates an empty path, then executes a closure to add its initial elements.
  /// - Apple: `init(_ callback: (inout Path) -> ())`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public init(_ callback: (inout Path) -> ()) {
    self.init()
    callback(&self)
  }
}

extension Shape {
  /// Trims this shape by a fractional amount based on its representation as a path.
  /// - Apple: `nonisolated func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1)
    -> some Shape
  { self }
  /// Traces the outline of this shape with a color or gradient and a stroke style.
  /// - Apple: `nonisolated func stroke<S>(_ content: S, style: StrokeStyle) -> some View where S : ShapeStyle`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  @_disfavoredOverload
  nonisolated public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some View {
    EmptyView()
  }
}

extension View {
  /// Presents a sheet when a binding to a Boolean value that you provide is true.
  /// - Apple: `nonisolated func sheet<Content>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ContentBuilder content: @escaping () -> Content) -> some View where Content : View`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View { self }
  /// Presents a modal view that covers as much of the screen as possible when binding to a
  /// Boolean value you provide is true.
  /// - Apple: `nonisolated func fullScreenCover<Content>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ContentBuilder content: @escaping () -> Content) -> some View where Content : View`
  /// - Apple availability: iOS 14.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
  @available(iOS 14.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
  @available(macOS, unavailable)
  nonisolated public func fullScreenCover<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View { self }
  /// Sets the presentation background of the enclosing sheet using a shape style.
  /// - Apple: `nonisolated func presentationBackground<S>(_ style: S) -> some View where S : ShapeStyle`
  /// - Apple availability: iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, visionOS 1.0
  @available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, visionOS 1.0, *)
  nonisolated public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View { self }
}
