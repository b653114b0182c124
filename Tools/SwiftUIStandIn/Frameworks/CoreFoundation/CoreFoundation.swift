// Stand-in for the Core Foundation and Core Graphics geometry types as Swift sees them on Apple
// platforms, where `import Foundation` makes them visible (Foundation re-exports this module).
// CGFloat is a distinct struct wrapping a Double (not a typealias), as on Apple platforms, so
// code that mixes `[CGFloat]` and `[Double]` fails here as it does there. Only type-checked.
@_exported import Darwin

/// The basic type for floating-point scalar values in Core Graphics and related frameworks.
/// - Apple: `@frozen struct CGFloat`
/// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 1.0, visionOS
@frozen public struct CGFloat: Sendable {
  /// The native type used to store the CGFloat, which is Double on 64-bit systems.
  /// - Apple: `typealias NativeType = Double`
  /// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 1.0, visionOS
  public typealias NativeType = Double
  /// The native value.
  /// - Apple: `var native: CGFloat.NativeType`
  /// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 1.0, visionOS
  public var native: NativeType
  /// Creates a CGFloat with a value of zero.
  /// - Apple: `init()`
  /// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 1.0, visionOS
  @_transparent public init() { native = 0 }
  /// Creates a CGFloat from a native value.
  @_transparent public init(_ value: Double) { native = value }
  /// Creates a CGFloat from a Float.
  @_transparent public init(_ value: Float) { native = Double(value) }
  /// Creates a CGFloat from a CGFloat.
  /// - Apple: `init(_ value: CGFloat)`
  /// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 1.0, visionOS
  @_transparent public init(_ value: CGFloat) { native = value.native }
  /// Creates a CGFloat from an integer.
  @_transparent public init(_ value: Int) { native = Double(value) }
  /// Creates a CGFloat rounding any binary integer.
  @inlinable public init<Source: BinaryInteger>(_ value: Source) { native = Double(value) }
  /// Creates a CGFloat from an NSNumber-free exact integer conversion.
  @inlinable public init?<Source: BinaryInteger>(exactly value: Source) {
    guard let d = Double(exactly: value) else { return nil }
    native = d
  }
}

// - Apple group: CGFloat's conformances to the standard library's numeric protocols (Apple documents them on the protocols' pages, not per CGFloat member); the availability is CGFloat's
// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 1.0, visionOS
extension CGFloat: SignedNumeric, BinaryFloatingPoint, Hashable, Codable,
  CustomStringConvertible, CustomDebugStringConvertible, Strideable,
  ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, LosslessStringConvertible
{
  public typealias Magnitude = CGFloat
  public typealias Exponent = Int
  public typealias RawSignificand = UInt64
  public typealias Stride = CGFloat
  public typealias FloatLiteralType = Double
  public typealias IntegerLiteralType = Int

  @_transparent public init(floatLiteral value: Double) { native = value }
  /// - Apple: `init(integerLiteral value: Int)`
  /// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 1.0, visionOS
  @_transparent public init(integerLiteral value: Int) { native = Double(value) }
  public init?(_ text: some StringProtocol) {
    guard let d = Double(text) else { return nil }
    native = d
  }
  public init(from decoder: any Decoder) throws { native = try Double(from: decoder) }
  public func encode(to encoder: any Encoder) throws { try native.encode(to: encoder) }

  public static var exponentBitCount: Int { Double.exponentBitCount }
  public static var significandBitCount: Int { Double.significandBitCount }
  public var exponentBitPattern: UInt { native.exponentBitPattern }
  public var significandBitPattern: UInt64 { native.significandBitPattern }
  public init(sign: FloatingPointSign, exponentBitPattern: UInt, significandBitPattern: UInt64) {
    native = Double(
      sign: sign, exponentBitPattern: exponentBitPattern,
      significandBitPattern: significandBitPattern)
  }
  public init(sign: FloatingPointSign, exponent: Int, significand: CGFloat) {
    native = Double(sign: sign, exponent: exponent, significand: significand.native)
  }
  public init(signOf: CGFloat, magnitudeOf: CGFloat) {
    native = Double(signOf: signOf.native, magnitudeOf: magnitudeOf.native)
  }
  public init<Source: BinaryFloatingPoint>(_ value: Source) { native = Double(value) }
  public init?<Source: BinaryFloatingPoint>(exactly value: Source) {
    guard let d = Double(exactly: value) else { return nil }
    native = d
  }

  public var binade: CGFloat { CGFloat(native.binade) }
  public var significandWidth: Int { native.significandWidth }
  public static var nan: CGFloat { CGFloat(Double.nan) }
  public static var signalingNaN: CGFloat { CGFloat(Double.signalingNaN) }
  public static var infinity: CGFloat { CGFloat(Double.infinity) }
  public static var greatestFiniteMagnitude: CGFloat { CGFloat(Double.greatestFiniteMagnitude) }
  public static var pi: CGFloat { CGFloat(Double.pi) }
  public static var leastNormalMagnitude: CGFloat { CGFloat(Double.leastNormalMagnitude) }
  public static var leastNonzeroMagnitude: CGFloat { CGFloat(Double.leastNonzeroMagnitude) }
  public static var ulpOfOne: CGFloat { CGFloat(Double.ulpOfOne) }
  public var ulp: CGFloat { CGFloat(native.ulp) }
  public var sign: FloatingPointSign { native.sign }
  public var exponent: Int { native.exponent }
  public var significand: CGFloat { CGFloat(native.significand) }
  public var nextUp: CGFloat { CGFloat(native.nextUp) }
  public var magnitude: CGFloat { CGFloat(native.magnitude) }
  public var isNormal: Bool { native.isNormal }
  public var isFinite: Bool { native.isFinite }
  public var isZero: Bool { native.isZero }
  public var isSubnormal: Bool { native.isSubnormal }
  public var isInfinite: Bool { native.isInfinite }
  public var isNaN: Bool { native.isNaN }
  public var isSignalingNaN: Bool { native.isSignalingNaN }
  public var isCanonical: Bool { native.isCanonical }

  public mutating func round(_ rule: FloatingPointRoundingRule) { native.round(rule) }
  public mutating func negate() { native.negate() }
  public mutating func formRemainder(dividingBy other: CGFloat) {
    native.formRemainder(dividingBy: other.native)
  }
  public mutating func formTruncatingRemainder(dividingBy other: CGFloat) {
    native.formTruncatingRemainder(dividingBy: other.native)
  }
  public mutating func formSquareRoot() { native.formSquareRoot() }
  public mutating func addProduct(_ lhs: CGFloat, _ rhs: CGFloat) {
    native.addProduct(lhs.native, rhs.native)
  }
  public func isEqual(to other: CGFloat) -> Bool { native.isEqual(to: other.native) }
  public func isLess(than other: CGFloat) -> Bool { native.isLess(than: other.native) }
  public func isLessThanOrEqualTo(_ other: CGFloat) -> Bool {
    native.isLessThanOrEqualTo(other.native)
  }
  public func isTotallyOrdered(belowOrEqualTo other: CGFloat) -> Bool {
    native.isTotallyOrdered(belowOrEqualTo: other.native)
  }
  /// - Apple: `func distance(to other: CGFloat) -> CGFloat`
  /// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 1.0, visionOS
  public func distance(to other: CGFloat) -> CGFloat { CGFloat(other.native - native) }
  /// - Apple: `func advanced(by amount: CGFloat) -> CGFloat`
  /// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 1.0, visionOS
  public func advanced(by amount: CGFloat) -> CGFloat { CGFloat(native + amount.native) }

  public static func + (lhs: CGFloat, rhs: CGFloat) -> CGFloat { CGFloat(lhs.native + rhs.native) }
  public static func - (lhs: CGFloat, rhs: CGFloat) -> CGFloat { CGFloat(lhs.native - rhs.native) }
  public static func * (lhs: CGFloat, rhs: CGFloat) -> CGFloat { CGFloat(lhs.native * rhs.native) }
  public static func / (lhs: CGFloat, rhs: CGFloat) -> CGFloat { CGFloat(lhs.native / rhs.native) }
  public static func += (lhs: inout CGFloat, rhs: CGFloat) { lhs.native += rhs.native }
  public static func -= (lhs: inout CGFloat, rhs: CGFloat) { lhs.native -= rhs.native }
  public static func *= (lhs: inout CGFloat, rhs: CGFloat) { lhs.native *= rhs.native }
  public static func /= (lhs: inout CGFloat, rhs: CGFloat) { lhs.native /= rhs.native }
  public static prefix func - (x: CGFloat) -> CGFloat { CGFloat(-x.native) }

  /// - Apple: `var description: String { get }`
  /// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 1.0, visionOS
  public var description: String { native.description }
  public var debugDescription: String { native.debugDescription }
  /// - Apple: `func hash(into hasher: inout Hasher)`
  /// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 1.0, visionOS
  public func hash(into hasher: inout Hasher) { native.hash(into: &hasher) }
}

extension Double {
  /// Creates a Double from a CGFloat.
  @_transparent public init(_ other: CGFloat) { self = other.native }
}

extension Float {
  /// Creates a Float from a CGFloat.
  @_transparent public init(_ other: CGFloat) { self = Float(other.native) }
}

extension Int {
  /// Creates an Int from a CGFloat, rounding toward zero.
  @_transparent public init(_ other: CGFloat) { self = Int(other.native) }
}
// - Apple group end

/// A structure that contains a point in a two-dimensional coordinate system.
/// - Apple: `struct CGPoint`
/// - Apple availability: iOS, macOS, tvOS, watchOS, visionOS
public struct CGPoint: Sendable, Hashable, Codable {
  public var x: CGFloat
  public var y: CGFloat
  /// Creates a point with coordinates specified as integer values.
  /// - Apple: `init()`
  /// - Apple availability: iOS, macOS, tvOS, watchOS, visionOS
  public init() { x = 0; y = 0 }
  /// Creates a point with coordinates specified as floating-point values.
  public init(x: CGFloat, y: CGFloat) { self.x = x; self.y = y }
  /// Creates a point with coordinates specified as floating-point values.
  /// - Apple: `init(x: Double, y: Double)`
  /// - Apple availability: iOS, macOS, tvOS, watchOS, visionOS
  public init(x: Double, y: Double) { self.x = CGFloat(x); self.y = CGFloat(y) }
  /// Creates a point with coordinates specified as integer values.
  /// - Apple: `init(x: Int, y: Int)`
  /// - Apple availability: iOS 7.0, macOS 10.9, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public init(x: Int, y: Int) { self.x = CGFloat(x); self.y = CGFloat(y) }
  /// The point with location (0,0).
  /// - Apple: `static var zero: CGPoint { get }`
  /// - Apple availability: iOS 7.0, macOS 10.9, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public static var zero: CGPoint { CGPoint() }
}

/// A structure that contains width and height values.
/// - Apple: `struct CGSize`
/// - Apple availability: iOS, macOS, tvOS, watchOS, visionOS
public struct CGSize: Sendable, Hashable, Codable {
  public var width: CGFloat
  public var height: CGFloat
  /// Creates a size with zero width and height.
  /// - Apple: `init()`
  /// - Apple availability: iOS, macOS, tvOS, watchOS, visionOS
  public init() { width = 0; height = 0 }
  /// Creates a size with dimensions specified as floating-point values.
  public init(width: CGFloat, height: CGFloat) { self.width = width; self.height = height }
  /// Creates a size with dimensions specified as double-precision values.
  /// - Apple: `init(width: Double, height: Double)`
  /// - Apple availability: iOS 7.0, macOS 10.9, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public init(width: Double, height: Double) {
    self.width = CGFloat(width); self.height = CGFloat(height)
  }
  /// Creates a size with dimensions specified as integer values.
  /// - Apple: `init(width: Int, height: Int)`
  /// - Apple availability: iOS 7.0, macOS 10.9, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public init(width: Int, height: Int) {
    self.width = CGFloat(width); self.height = CGFloat(height)
  }
  /// The size whose width and height are both zero.
  /// - Apple: `static var zero: CGSize { get }`
  /// - Apple availability: iOS 7.0, macOS 10.9, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public static var zero: CGSize { CGSize() }
}

/// A structure that contains a two-dimensional vector.
/// - Apple: `struct CGVector`
/// - Apple availability: iOS, macOS, tvOS, watchOS, visionOS
public struct CGVector: Sendable, Hashable, Codable {
  public var dx: CGFloat
  public var dy: CGFloat
  /// Creates a vector whose components are both zero.
  /// - Apple: `init()`
  /// - Apple availability: iOS, macOS, tvOS, watchOS, visionOS
  public init() { dx = 0; dy = 0 }
  /// Creates a vector with components specified as floating-point values.
  public init(dx: CGFloat, dy: CGFloat) { self.dx = dx; self.dy = dy }
  /// Creates a vector with components specified as double-precision values.
  /// - Apple: `init(dx: Double, dy: Double)`
  /// - Apple availability: iOS, macOS, tvOS, watchOS, visionOS
  public init(dx: Double, dy: Double) { self.dx = CGFloat(dx); self.dy = CGFloat(dy) }
  /// The vector whose components are both zero.
  /// - Apple: `static var zero: CGVector { get }`
  /// - Apple availability: iOS 7.0, macOS 10.9, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public static var zero: CGVector { CGVector() }
}

/// A structure that contains the location and dimensions of a rectangle.
/// - Apple: `struct CGRect`
/// - Apple availability: iOS, macOS, tvOS, watchOS, visionOS
public struct CGRect: Sendable, Hashable, Codable {
  /// - Apple: `var origin: CGPoint`
  /// - Apple availability: iOS, macOS, tvOS, watchOS, visionOS
  public var origin: CGPoint
  /// - Apple: `var size: CGSize`
  /// - Apple availability: iOS, macOS, tvOS, watchOS, visionOS
  public var size: CGSize
  /// Creates a rectangle with origin (0,0) and size (0,0).
  /// - Apple: `init()`
  /// - Apple availability: iOS, macOS, tvOS, watchOS, visionOS
  public init() { origin = .zero; size = .zero }
  /// Creates a rectangle with the specified origin and size.
  /// - Apple: `init(origin: CGPoint, size: CGSize)`
  /// - Apple availability: iOS, macOS, tvOS, watchOS, visionOS
  public init(origin: CGPoint, size: CGSize) { self.origin = origin; self.size = size }
  /// Creates a rectangle with coordinates and dimensions specified as floating-point values.
  /// - Apple: `init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat)`
  /// - Apple availability: iOS 7.0, macOS 10.9, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) {
    origin = CGPoint(x: x, y: y); size = CGSize(width: width, height: height)
  }
  /// Creates a rectangle with coordinates and dimensions specified as double-precision values.
  /// - Apple: `init(x: Double, y: Double, width: Double, height: Double)`
  /// - Apple availability: iOS 7.0, macOS 10.9, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public init(x: Double, y: Double, width: Double, height: Double) {
    origin = CGPoint(x: x, y: y); size = CGSize(width: width, height: height)
  }
  /// Creates a rectangle with coordinates and dimensions specified as integer values.
  /// - Apple: `init(x: Int, y: Int, width: Int, height: Int)`
  /// - Apple availability: iOS 7.0, macOS 10.9, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public init(x: Int, y: Int, width: Int, height: Int) {
    origin = CGPoint(x: x, y: y); size = CGSize(width: width, height: height)
  }
  /// The rectangle whose origin and size are both zero.
  /// - Apple: `static var zero: CGRect { get }`
  /// - Apple availability: iOS 7.0, macOS 10.9, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public static var zero: CGRect { CGRect() }
  /// A rectangle that has infinite extent.
  /// - Apple: `static var infinite: CGRect { get }`
  /// - Apple availability: iOS 7.0, macOS 10.9, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public static var infinite: CGRect { CGRect() }
  /// The null rectangle, representing an invalid value.
  /// - Apple: `static var null: CGRect { get }`
  /// - Apple availability: iOS 7.0, macOS 10.9, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public static var null: CGRect { CGRect() }
  /// - Apple: `var width: CGFloat { get }`
  /// - Apple availability: iOS 7.0, macOS 10.9, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public var width: CGFloat { size.width }
  /// - Apple: `var height: CGFloat { get }`
  /// - Apple availability: iOS 7.0, macOS 10.9, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public var height: CGFloat { size.height }
  /// - Apple: `var minX: CGFloat { get }`
  /// - Apple availability: iOS 7.0, macOS 10.9, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public var minX: CGFloat { origin.x }
  /// - Apple: `var midX: CGFloat { get }`
  /// - Apple availability: iOS 7.0, macOS 10.9, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public var midX: CGFloat { origin.x + size.width / 2 }
  /// - Apple: `var maxX: CGFloat { get }`
  /// - Apple availability: iOS 7.0, macOS 10.9, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public var maxX: CGFloat { origin.x + size.width }
  /// - Apple: `var minY: CGFloat { get }`
  /// - Apple availability: iOS 7.0, macOS 10.9, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public var minY: CGFloat { origin.y }
  /// - Apple: `var midY: CGFloat { get }`
  /// - Apple availability: iOS 7.0, macOS 10.9, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public var midY: CGFloat { origin.y + size.height / 2 }
  /// - Apple: `var maxY: CGFloat { get }`
  /// - Apple availability: iOS 7.0, macOS 10.9, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public var maxY: CGFloat { origin.y + size.height }
  /// - Apple: `var isEmpty: Bool { get }`
  /// - Apple availability: iOS 7.0, macOS 10.9, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public var isEmpty: Bool { size.width == 0 || size.height == 0 }
  /// - Apple: `var isNull: Bool { get }`
  /// - Apple availability: iOS 7.0, macOS 10.9, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public var isNull: Bool { false }
  /// - Apple: `var isInfinite: Bool { get }`
  /// - Apple availability: iOS 7.0, macOS 10.9, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public var isInfinite: Bool { false }
  /// A rectangle with a positive width and height.
  /// - Apple: `var standardized: CGRect { get }`
  /// - Apple availability: iOS 7.0, macOS 10.9, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public var standardized: CGRect { self }
  /// Returns a rectangle that is smaller or larger than the source rectangle, with the same
  /// center point.
  /// - Apple: `func insetBy(dx: CGFloat, dy: CGFloat) -> CGRect`
  /// - Apple availability: iOS 7.0, macOS 10.9, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public func insetBy(dx: CGFloat, dy: CGFloat) -> CGRect { self }
  /// Returns a rectangle with an origin that is offset from that of the source rectangle.
  /// - Apple: `func offsetBy(dx: CGFloat, dy: CGFloat) -> CGRect`
  /// - Apple availability: iOS 7.0, macOS 10.9, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public func offsetBy(dx: CGFloat, dy: CGFloat) -> CGRect { self }
  /// Returns whether a rectangle contains a specified point.
  /// - Apple: `func contains(_ point: CGPoint) -> Bool`
  /// - Apple availability: iOS 7.0, macOS 10.9, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public func contains(_ point: CGPoint) -> Bool { false }
  /// Returns whether the first rectangle contains the second rectangle.
  /// - Apple: `func contains(_ rect2: CGRect) -> Bool`
  /// - Apple availability: iOS 7.0, macOS 10.9, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public func contains(_ rect2: CGRect) -> Bool { false }
  /// Returns whether two rectangles intersect.
  /// - Apple: `func intersects(_ rect2: CGRect) -> Bool`
  /// - Apple availability: iOS 7.0, macOS 10.9, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public func intersects(_ rect2: CGRect) -> Bool { false }
  /// Returns the intersection of two rectangles.
  /// - Apple: `func intersection(_ r2: CGRect) -> CGRect`
  /// - Apple availability: iOS 7.0, macOS 10.9, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public func intersection(_ r2: CGRect) -> CGRect { self }
  /// Returns the smallest rectangle that contains the two source rectangles.
  /// - Apple: `func union(_ r2: CGRect) -> CGRect`
  /// - Apple availability: iOS 7.0, macOS 10.9, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public func union(_ r2: CGRect) -> CGRect { self }
}

/// An affine transformation matrix for use in drawing 2D graphics.
/// - Apple: `struct CGAffineTransform`
/// - Apple availability: iOS, macOS, tvOS, watchOS, visionOS
public struct CGAffineTransform: Sendable, Hashable, Codable {
  public var a: CGFloat
  public var b: CGFloat
  public var c: CGFloat
  public var d: CGFloat
  public var tx: CGFloat
  public var ty: CGFloat
  /// Creates an affine transform with the given matrix values.
  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
  }
  /// The identity transform.
  /// - Apple: `static var identity: CGAffineTransform { get }`
  /// - Apple availability: iOS 7.0, macOS 10.9, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public static var identity: CGAffineTransform { CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }
  /// Returns an affine transformation matrix constructed from a rotation value you provide.
  /// - Apple: `init(rotationAngle angle: CGFloat)`
  /// - Apple availability: iOS, macOS, tvOS, watchOS, visionOS
  public init(rotationAngle angle: CGFloat) { self = .identity }
  /// Returns an affine transformation matrix constructed from scaling values you provide.
  /// - Apple: `init(scaleX sx: CGFloat, y sy: CGFloat)`
  /// - Apple availability: iOS, macOS, tvOS, watchOS, visionOS
  public init(scaleX sx: CGFloat, y sy: CGFloat) { self = .identity }
  /// Returns an affine transformation matrix constructed from translation values you provide.
  /// - Apple: `init(translationX tx: CGFloat, y ty: CGFloat)`
  /// - Apple availability: iOS, macOS, tvOS, watchOS, visionOS
  public init(translationX tx: CGFloat, y ty: CGFloat) { self = .identity }
}

extension CGPoint {
  /// Returns the point resulting from an affine transformation of an existing point.
  /// - Apple: `func applying(_ t: CGAffineTransform) -> CGPoint`
  /// - Apple availability: iOS, macOS, tvOS, watchOS, visionOS
  public func applying(_ t: CGAffineTransform) -> CGPoint { self }
}

extension CGSize {
  /// Returns the height and width resulting from a transformation of an existing height and
  /// width.
  /// - Apple: `func applying(_ t: CGAffineTransform) -> CGSize`
  /// - Apple availability: iOS, macOS, tvOS, watchOS, visionOS
  public func applying(_ t: CGAffineTransform) -> CGSize { self }
}
