// Stand-in for the Core Foundation and Core Graphics geometry types as Swift sees them on Apple
// platforms, where `import Foundation` makes them visible (Foundation re-exports this module).
// CGFloat is a distinct struct wrapping a Double (not a typealias), as on Apple platforms, so
// code that mixes `[CGFloat]` and `[Double]` fails here as it does there. Only type-checked.
@_exported import Darwin

/// The basic type for floating-point scalar values in Core Graphics and related frameworks.
@frozen public struct CGFloat: Sendable {
  /// The native type used to store the CGFloat, which is Double on 64-bit systems.
  public typealias NativeType = Double
  /// The native value.
  public var native: NativeType
  /// Creates a CGFloat with a value of zero.
  @_transparent public init() { native = 0 }
  /// Creates a CGFloat from a native value.
  @_transparent public init(_ value: Double) { native = value }
  /// Creates a CGFloat from a Float.
  @_transparent public init(_ value: Float) { native = Double(value) }
  /// Creates a CGFloat from a CGFloat.
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
  public func distance(to other: CGFloat) -> CGFloat { CGFloat(other.native - native) }
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

  public var description: String { native.description }
  public var debugDescription: String { native.debugDescription }
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

/// A structure that contains a point in a two-dimensional coordinate system.
@frozen public struct CGPoint: Sendable, Hashable, Codable {
  public var x: CGFloat
  public var y: CGFloat
  /// Creates a point with coordinates specified as integer values.
  public init() { x = 0; y = 0 }
  /// Creates a point with coordinates specified as floating-point values.
  public init(x: CGFloat, y: CGFloat) { self.x = x; self.y = y }
  /// Creates a point with coordinates specified as floating-point values.
  public init(x: Double, y: Double) { self.x = CGFloat(x); self.y = CGFloat(y) }
  /// Creates a point with coordinates specified as integer values.
  public init(x: Int, y: Int) { self.x = CGFloat(x); self.y = CGFloat(y) }
  /// The point with location (0,0).
  public static var zero: CGPoint { CGPoint() }
}

/// A structure that contains width and height values.
@frozen public struct CGSize: Sendable, Hashable, Codable {
  public var width: CGFloat
  public var height: CGFloat
  /// Creates a size with zero width and height.
  public init() { width = 0; height = 0 }
  /// Creates a size with dimensions specified as floating-point values.
  public init(width: CGFloat, height: CGFloat) { self.width = width; self.height = height }
  /// Creates a size with dimensions specified as double-precision values.
  public init(width: Double, height: Double) {
    self.width = CGFloat(width); self.height = CGFloat(height)
  }
  /// Creates a size with dimensions specified as integer values.
  public init(width: Int, height: Int) {
    self.width = CGFloat(width); self.height = CGFloat(height)
  }
  /// The size whose width and height are both zero.
  public static var zero: CGSize { CGSize() }
}

/// A structure that contains a two-dimensional vector.
@frozen public struct CGVector: Sendable, Hashable, Codable {
  public var dx: CGFloat
  public var dy: CGFloat
  /// Creates a vector whose components are both zero.
  public init() { dx = 0; dy = 0 }
  /// Creates a vector with components specified as floating-point values.
  public init(dx: CGFloat, dy: CGFloat) { self.dx = dx; self.dy = dy }
  /// Creates a vector with components specified as double-precision values.
  public init(dx: Double, dy: Double) { self.dx = CGFloat(dx); self.dy = CGFloat(dy) }
  /// The vector whose components are both zero.
  public static var zero: CGVector { CGVector() }
}

/// A structure that contains the location and dimensions of a rectangle.
@frozen public struct CGRect: Sendable, Hashable, Codable {
  public var origin: CGPoint
  public var size: CGSize
  /// Creates a rectangle with origin (0,0) and size (0,0).
  public init() { origin = .zero; size = .zero }
  /// Creates a rectangle with the specified origin and size.
  public init(origin: CGPoint, size: CGSize) { self.origin = origin; self.size = size }
  /// Creates a rectangle with coordinates and dimensions specified as floating-point values.
  public init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) {
    origin = CGPoint(x: x, y: y); size = CGSize(width: width, height: height)
  }
  /// Creates a rectangle with coordinates and dimensions specified as double-precision values.
  public init(x: Double, y: Double, width: Double, height: Double) {
    origin = CGPoint(x: x, y: y); size = CGSize(width: width, height: height)
  }
  /// Creates a rectangle with coordinates and dimensions specified as integer values.
  public init(x: Int, y: Int, width: Int, height: Int) {
    origin = CGPoint(x: x, y: y); size = CGSize(width: width, height: height)
  }
  /// The rectangle whose origin and size are both zero.
  public static var zero: CGRect { CGRect() }
  /// A rectangle that has infinite extent.
  public static var infinite: CGRect { CGRect() }
  /// The null rectangle, representing an invalid value.
  public static var null: CGRect { CGRect() }
  public var width: CGFloat { size.width }
  public var height: CGFloat { size.height }
  public var minX: CGFloat { origin.x }
  public var midX: CGFloat { origin.x + size.width / 2 }
  public var maxX: CGFloat { origin.x + size.width }
  public var minY: CGFloat { origin.y }
  public var midY: CGFloat { origin.y + size.height / 2 }
  public var maxY: CGFloat { origin.y + size.height }
  public var isEmpty: Bool { size.width == 0 || size.height == 0 }
  public var isNull: Bool { false }
  public var isInfinite: Bool { false }
  /// A rectangle with a positive width and height.
  public var standardized: CGRect { self }
  /// Returns a rectangle that is smaller or larger than the source rectangle, with the same
  /// center point.
  public func insetBy(dx: CGFloat, dy: CGFloat) -> CGRect { self }
  /// Returns a rectangle with an origin that is offset from that of the source rectangle.
  public func offsetBy(dx: CGFloat, dy: CGFloat) -> CGRect { self }
  /// Returns whether a rectangle contains a specified point.
  public func contains(_ point: CGPoint) -> Bool { false }
  /// Returns whether the first rectangle contains the second rectangle.
  public func contains(_ rect2: CGRect) -> Bool { false }
  /// Returns whether two rectangles intersect.
  public func intersects(_ r2: CGRect) -> Bool { false }
  /// Returns the intersection of two rectangles.
  public func intersection(_ r2: CGRect) -> CGRect { self }
  /// Returns the smallest rectangle that contains the two source rectangles.
  public func union(_ r2: CGRect) -> CGRect { self }
}

/// An affine transformation matrix for use in drawing 2D graphics.
@frozen public struct CGAffineTransform: Sendable, Hashable, Codable {
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
  public static var identity: CGAffineTransform { CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }
  /// Returns an affine transformation matrix constructed from a rotation value you provide.
  public init(rotationAngle angle: CGFloat) { self = .identity }
  /// Returns an affine transformation matrix constructed from scaling values you provide.
  public init(scaleX sx: CGFloat, y sy: CGFloat) { self = .identity }
  /// Returns an affine transformation matrix constructed from translation values you provide.
  public init(translationX tx: CGFloat, y ty: CGFloat) { self = .identity }
}

extension CGPoint {
  /// Returns the point resulting from an affine transformation of an existing point.
  public func applying(_ t: CGAffineTransform) -> CGPoint { self }
}

extension CGSize {
  /// Returns the height and width resulting from a transformation of an existing height and
  /// width.
  public func applying(_ t: CGAffineTransform) -> CGSize { self }
}
