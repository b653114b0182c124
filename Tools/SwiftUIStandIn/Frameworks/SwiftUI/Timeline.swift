// Stand-in: timeline views, strokes, trimmed shapes, paths built in closures, and sheets.

/// A type that provides a sequence of dates for use as a schedule.
public protocol TimelineSchedule {}

/// A pausable schedule of dates updating at a frequency no more quickly than the provided
/// interval.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
  /// Create a pausable schedule of dates updating at a frequency no more quickly than the
  /// provided interval.
  public init(minimumInterval: Double? = nil, paused: Bool = false) {}
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
  /// A pausable schedule of dates updating at a frequency no more quickly than the provided
  /// interval.
  public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
  /// A pausable schedule of dates updating at a frequency no more quickly than the provided
  /// interval.
  public static func animation(minimumInterval: Double? = nil, paused: Bool = false)
    -> AnimationTimelineSchedule
  { AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused) }
}

/// A schedule for updating a timeline view at the start of every minute.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
  public init() {}
}

/// A view that updates according to a schedule that you provide.
public struct TimelineView<Schedule: TimelineSchedule, Content> {
  /// Information passed to a timeline view's content callback.
  public struct Context {
    /// The date from the schedule that triggered the current view update.
    public let date: Date
  }
}

/// Information passed to a timeline view's content callback.
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>
  .Context

extension TimelineView: View where Content: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
  /// Creates a new timeline view that uses the given schedule.
  nonisolated public init(
    _ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content
  ) {}
}

/// The characteristics of a stroke that traces a path.
@frozen public struct StrokeStyle: Equatable, Sendable {
  public var lineWidth: CGFloat
  public var lineCap: CGLineCap
  public var lineJoin: CGLineJoin
  public init(
    lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter
  ) {
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
  }
}

/// Line cap styles (CoreGraphics).
public enum CGLineCap: Int32, Sendable {
  case butt, round, square
}

/// Junction types for stroked lines (CoreGraphics).
public enum CGLineJoin: Int32, Sendable {
  case miter, round, bevel
}

extension Path {
  /// Initializes to an empty path, then calls the closure to create the path.
  public init(_ callback: (inout Path) -> Void) {
    self.init()
    callback(&self)
  }
}

extension Shape {
  /// Trims this shape by a fractional amount based on its representation as a path.
  nonisolated public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1)
    -> some Shape
  { self }
  /// Traces the outline of this shape with a color or gradient and a stroke style.
  nonisolated public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some View {
    EmptyView()
  }
}

extension View {
  /// Presents a sheet when a binding to a Boolean value that you provide is true.
  nonisolated public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View { self }
  /// Sets the presentation background of the enclosing sheet using a shape style.
  @available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, visionOS 1.0, *)
  nonisolated public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View { self }
}
