// CGAffineTransform with the matrices Apple documents
// (https://developer.apple.com/documentation/corefoundation/cgaffinetransform): the stand-in's
// initializers all return the identity, which only a type-check can live with.
import Foundation

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
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }
  /// The identity transform.
  /// - Apple: `static var identity: CGAffineTransform { get }`
  /// - Apple availability: iOS 7.0, macOS 10.9, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public static var identity: CGAffineTransform {
    CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
  }
  /// Returns an affine transformation matrix constructed from a rotation value you provide.
  /// - Apple: `init(rotationAngle angle: CGFloat)`
  /// - Apple availability: iOS, macOS, tvOS, watchOS, visionOS
  public init(rotationAngle angle: CGFloat) {
    self.init(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0)
  }
  /// Returns an affine transformation matrix constructed from scaling values you provide.
  /// - Apple: `init(scaleX sx: CGFloat, y sy: CGFloat)`
  /// - Apple availability: iOS, macOS, tvOS, watchOS, visionOS
  public init(scaleX sx: CGFloat, y sy: CGFloat) {
    self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
  }
  /// Returns an affine transformation matrix constructed from translation values you provide.
  /// - Apple: `init(translationX tx: CGFloat, y ty: CGFloat)`
  /// - Apple availability: iOS, macOS, tvOS, watchOS, visionOS
  public init(translationX tx: CGFloat, y ty: CGFloat) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
  }
}
