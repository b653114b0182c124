// Stand-in: edges, alignment, axes, points and angles.

/// An enumeration to indicate one edge of a rectangle.
/// - Apple: `@frozen enum Edge`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
@frozen public enum Edge: Int8, CaseIterable, Sendable {
  /// - Apple: `case top`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  case top
  /// - Apple: `case leading`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  case leading
  /// - Apple: `case bottom`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  case bottom
  /// - Apple: `case trailing`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  case trailing
  /// An efficient set of edges.
  /// - Apple: `@frozen struct Set`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  @frozen public struct Set: OptionSet, Sendable {
    /// The set's members, one bit each.
    public let rawValue: Int8
    /// Creates a set from its members' bits.
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// - Apple: `static let top: Edge.Set`
    /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
    public static let top = Set(rawValue: 1)
    /// - Apple: `static let leading: Edge.Set`
    /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
    public static let leading = Set(rawValue: 2)
    /// - Apple: `static let bottom: Edge.Set`
    /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
    public static let bottom = Set(rawValue: 4)
    /// - Apple: `static let trailing: Edge.Set`
    /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
    public static let trailing = Set(rawValue: 8)
    /// - Apple: `static let all: Edge.Set`
    /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
    public static let all: Set = [.top, .leading, .bottom, .trailing]
    /// - Apple: `static let horizontal: Edge.Set`
    /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
    public static let horizontal: Set = [.leading, .trailing]
    /// - Apple: `static let vertical: Edge.Set`
    /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
    public static let vertical: Set = [.top, .bottom]
    /// Creates an instance containing just `e`.
    /// - Apple: `init(_ e: Edge)`
    /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
    public init(_ e: Edge) { self.init(rawValue: 1 << e.rawValue) }
  }
}

/// The inset distances for the sides of a rectangle.
/// - Apple: `@frozen struct EdgeInsets`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
@frozen public struct EdgeInsets: Equatable, Sendable {
  /// - Apple: `var top: CGFloat`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public var top: CGFloat
  /// - Apple: `var leading: CGFloat`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public var leading: CGFloat
  /// - Apple: `var bottom: CGFloat`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public var bottom: CGFloat
  /// - Apple: `var trailing: CGFloat`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public var trailing: CGFloat
  /// - Apple: `init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat)`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  @inlinable public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
  /// - Apple: `init()`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  @inlinable public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
}

/// The horizontal or vertical dimension in a 2D coordinate system.
/// - Apple: `@frozen enum Axis`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
@frozen public enum Axis: Int8, CaseIterable, Sendable {
  /// - Apple: `case horizontal`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  case horizontal
  /// - Apple: `case vertical`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  case vertical
  /// An efficient set of axes.
  /// - Apple: `@frozen struct Set`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  @frozen public struct Set: OptionSet, Sendable {
    /// The set's members, one bit each.
    public let rawValue: Int8
    /// Creates a set from its members' bits.
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// - Apple: `static let horizontal: Axis.Set`
    /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
    public static let horizontal = Set(rawValue: 1)
    /// - Apple: `static let vertical: Axis.Set`
    /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
    public static let vertical = Set(rawValue: 2)
  }
}

/// An alignment position along the horizontal axis.
/// - Apple: `@frozen struct HorizontalAlignment`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
@frozen public struct HorizontalAlignment: Equatable, Sendable {
  let id: Int
  /// - Apple: `static let leading: HorizontalAlignment`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public static let leading = HorizontalAlignment(id: 0)
  /// - Apple: `static let center: HorizontalAlignment`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public static let center = HorizontalAlignment(id: 1)
  /// - Apple: `static let trailing: HorizontalAlignment`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public static let trailing = HorizontalAlignment(id: 2)
}

/// An alignment position along the vertical axis.
/// - Apple: `@frozen struct VerticalAlignment`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
@frozen public struct VerticalAlignment: Equatable, Sendable {
  let id: Int
  /// - Apple: `static let top: VerticalAlignment`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public static let top = VerticalAlignment(id: 0)
  /// - Apple: `static let center: VerticalAlignment`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public static let center = VerticalAlignment(id: 1)
  /// - Apple: `static let bottom: VerticalAlignment`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public static let bottom = VerticalAlignment(id: 2)
  /// - Apple: `static let firstTextBaseline: VerticalAlignment`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public static let firstTextBaseline = VerticalAlignment(id: 3)
  /// - Apple: `static let lastTextBaseline: VerticalAlignment`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public static let lastTextBaseline = VerticalAlignment(id: 4)
}

/// An alignment in both axes.
/// - Apple: `@frozen struct Alignment`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
@frozen public struct Alignment: Equatable, Sendable {
  /// - Apple: `var horizontal: HorizontalAlignment`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public var horizontal: HorizontalAlignment
  /// - Apple: `var vertical: VerticalAlignment`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public var vertical: VerticalAlignment
  /// - Apple: `init(horizontal: HorizontalAlignment, vertical: VerticalAlignment)`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  @inlinable public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }
  /// - Apple: `static let center: Alignment`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public static let center = Alignment(horizontal: .center, vertical: .center)
  /// - Apple: `static let leading: Alignment`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  /// - Apple: `static let trailing: Alignment`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  /// - Apple: `static let top: Alignment`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public static let top = Alignment(horizontal: .center, vertical: .top)
  /// - Apple: `static let bottom: Alignment`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  /// - Apple: `static let topLeading: Alignment`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  /// - Apple: `static let topTrailing: Alignment`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  /// - Apple: `static let bottomTrailing: Alignment`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

/// A normalized 3D point in a view's coordinate space.
/// - Apple: `@frozen struct UnitPoint3D`
/// - Apple availability: visionOS 1.0
@available(visionOS 1.0, *)
@available(iOS, unavailable)
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@frozen public struct UnitPoint3D: Hashable, Sendable {
  @usableFromInline var x: CGFloat
  @usableFromInline var y: CGFloat
  @usableFromInline var z: CGFloat
  /// Creates a 3D unit point with the specified offsets.
  /// - Apple: `init(x: CGFloat, y: CGFloat, z: CGFloat)`
  /// - Apple availability: visionOS 1.0
  public init(x: CGFloat, y: CGFloat, z: CGFloat) {
    self.x = x
    self.y = y
    self.z = z
  }
  /// A point that's centered in a view.
  /// - Apple: `static let center: UnitPoint3D`
  /// - Apple availability: visionOS 1.0
  public static let center = UnitPoint3D(x: 0.5, y: 0.5, z: 0.5)
}

/// A normalized 2D point in a view's coordinate space.
/// - Apple: `@frozen struct UnitPoint`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
@frozen public struct UnitPoint: Hashable, Sendable {
  /// - Apple: `var x: CGFloat`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public var x: CGFloat
  /// - Apple: `var y: CGFloat`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public var y: CGFloat
  /// - Apple: `init()`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  @inlinable public init() { self.init(x: 0, y: 0) }
  /// Creates a unit point with the specified horizontal and vertical offsets.
  /// - Apple: `init(x: CGFloat, y: CGFloat)`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  @inlinable public init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }
  /// - Apple: `static let zero: UnitPoint`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public static let zero = UnitPoint(x: 0, y: 0)
  /// - Apple: `static let center: UnitPoint`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  /// - Apple: `static let leading: UnitPoint`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public static let leading = UnitPoint(x: 0, y: 0.5)
  /// - Apple: `static let trailing: UnitPoint`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  /// - Apple: `static let top: UnitPoint`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public static let top = UnitPoint(x: 0.5, y: 0)
  /// - Apple: `static let bottom: UnitPoint`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  /// - Apple: `static let topLeading: UnitPoint`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public static let topLeading = UnitPoint(x: 0, y: 0)
  /// - Apple: `static let topTrailing: UnitPoint`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public static let topTrailing = UnitPoint(x: 1, y: 0)
}

/// A geometric angle whose value you access in either radians or degrees.
/// - Apple: `@frozen struct Angle`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
@frozen public struct Angle: Hashable, Comparable, Sendable {
  /// - Apple: `var radians: Double`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public var radians: Double
  /// - Apple: `var degrees: Double { get set }`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  @inlinable public var degrees: Double {
    get { radians * 180 / .pi }
    set { radians = newValue * .pi / 180 }
  }
  /// - Apple: `init()`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  @inlinable public init() { self.init(radians: 0) }
  /// - Apple: `init(radians: Double)`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  @inlinable public init(radians: Double) { self.radians = radians }
  /// - Apple: `init(degrees: Double)`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  @inlinable public init(degrees: Double) { self.radians = degrees * .pi / 180 }
  /// - Apple: `static func radians(_ radians: Double) -> Angle`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  @inlinable public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
  /// - Apple: `static func degrees(_ degrees: Double) -> Angle`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  @inlinable public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
  /// - Apple: `static var zero: Angle { get }`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public static var zero: Angle { Angle() }
  /// Whether `lhs` is the smaller angle (`Comparable`).
  public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
}

/// A type that describes how to animate a property of a view.
/// - Apple: `protocol VectorArithmetic : AdditiveArithmetic`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
public protocol VectorArithmetic: AdditiveArithmetic {
  /// Multiplies each component of this value by the given value.
  /// - Apple: `mutating func scale(by rhs: Double)`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  mutating func scale(by rhs: Double)
  /// Returns the dot-product of this vector arithmetic instance with itself.
  /// - Apple: `var magnitudeSquared: Double { get }`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  var magnitudeSquared: Double { get }
}

/// An empty type for animatable data.
/// - Apple: `@frozen struct EmptyAnimatableData`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
@frozen public struct EmptyAnimatableData: VectorArithmetic, Sendable {
  /// - Apple: `init()`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  @inlinable public init() {}
  /// The empty value (`AdditiveArithmetic`).
  public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
  /// The empty value (`AdditiveArithmetic`).
  public static func + (lhs: Self, rhs: Self) -> Self { lhs }
  /// The empty value (`AdditiveArithmetic`).
  public static func - (lhs: Self, rhs: Self) -> Self { lhs }
  /// Nothing to scale (`VectorArithmetic`).
  public mutating func scale(by rhs: Double) {}
  /// - Apple: `var magnitudeSquared: Double { get }`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public var magnitudeSquared: Double { 0 }
}

/// A type that describes how to animate a property of a view.
/// - Apple: `protocol Animatable`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
public protocol Animatable {
  /// The type defining the data to animate.
  /// - Apple: `associatedtype AnimatableData : VectorArithmetic`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  associatedtype AnimatableData: VectorArithmetic
  /// The data to animate.
  var animatableData: Self.AnimatableData { get set }
}

extension Animatable where Self.AnimatableData == EmptyAnimatableData {
  /// No data to animate.
  public var animatableData: EmptyAnimatableData {
    get { EmptyAnimatableData() }
    set {}
  }
}

extension Double: VectorArithmetic {
  /// Multiplies the value by `rhs`.
  public mutating func scale(by rhs: Double) { self *= rhs }
  /// The value squared.
  public var magnitudeSquared: Double { self * self }
}

extension CGFloat: VectorArithmetic {
  /// Multiplies the value by `rhs`.
  public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
  /// The value squared.
  public var magnitudeSquared: Double { Double(self * self) }
}

/// An edge on the vertical axis.
/// - Apple: `@frozen enum VerticalEdge`
/// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
@frozen public enum VerticalEdge: Int8, Hashable, CaseIterable, Sendable {
  /// - Apple: `case top`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  case top
  /// - Apple: `case bottom`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  case bottom
}

/// An edge on the horizontal axis.
/// - Apple: `@frozen enum HorizontalEdge`
/// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
@frozen public enum HorizontalEdge: Int8, Hashable, CaseIterable, Sendable {
  /// - Apple: `case leading`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  case leading
  /// - Apple: `case trailing`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  case trailing
}

/// A set of symbolic safe area regions.
/// - Apple: `@frozen struct SafeAreaRegions`
/// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
@frozen public struct SafeAreaRegions: OptionSet, Sendable {
  /// - Apple: `let rawValue: UInt`
  /// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
  public let rawValue: UInt
  /// - Apple: `init(rawValue: UInt)`
  /// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The safe area defined by the device and containers within the user interface, including
  /// elements such as top and bottom bars.
  /// - Apple: `static let container: SafeAreaRegions`
  /// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
  public static let container = SafeAreaRegions(rawValue: 1)
  /// The safe area matching the current extent of any software keyboard displayed over the
  /// view content.
  /// - Apple: `static let keyboard: SafeAreaRegions`
  /// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
  public static let keyboard = SafeAreaRegions(rawValue: 2)
  /// All safe area regions.
  /// - Apple: `static let all: SafeAreaRegions`
  /// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
  public static let all = SafeAreaRegions(rawValue: 3)
}

extension View {
  /// Expands the safe area of a view.
  /// - Apple: `nonisolated func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View`
  /// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
  nonisolated public func ignoresSafeArea(
    _ regions: SafeAreaRegions = .all, edges: Edge.Set = .all
  ) -> some View { self }
}
