// Stand-in for the part of Apple's Core Graphics that TesseraUI's renderer uses (reading an
// ImageRenderer's CGImage back as RGBA bytes). Declarations follow Apple's reference pages
// (developer.apple.com/documentation/coregraphics); bodies do nothing, because this module is
// only type-checked, never run. CGFloat, CGPoint, CGSize and CGRect come from Foundation on
// Linux, which this module re-exports as Core Graphics provides them on Apple platforms.
@_exported import CoreFoundation

/// A bitmap image or image mask (an opaque Core Graphics type).
/// - Apple: `class CGImage`
/// - Apple availability: iOS, macOS, tvOS, watchOS, visionOS
public class CGImage {
  init() {}

  /// Returns the width of a bitmap image, in pixels.
  /// - Apple: `var width: Int { get }`
  /// - Apple availability: iOS 2.0, macOS 10.0, tvOS, watchOS 2.0, visionOS 1.0
  public var width: Int { 0 }

  /// Returns the height of a bitmap image.
  /// - Apple: `var height: Int { get }`
  /// - Apple availability: iOS 2.0, macOS 10.0, tvOS, watchOS 2.0, visionOS 1.0
  public var height: Int { 0 }
}

/// A profile that specifies how to interpret a color value for display.
/// - Apple: `class CGColorSpace`
/// - Apple availability: iOS, macOS, tvOS, watchOS, visionOS
public class CGColorSpace {
  init() {}
}

/// Creates a device-dependent RGB color space.
/// - Apple: `func CGColorSpaceCreateDeviceRGB() -> CGColorSpace`
/// - Apple availability: iOS 2.0, macOS 10.0, tvOS, watchOS 2.0, visionOS 1.0
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace() }

/// Storage options for alpha component data.
/// - Apple: `enum CGImageAlphaInfo`
/// - Apple availability: iOS, macOS, tvOS, watchOS, visionOS
public enum CGImageAlphaInfo: UInt32 {
  /// There is no alpha channel.
  /// - Apple: `case none`
  /// - Apple availability: iOS, macOS, tvOS, watchOS, visionOS
  case none = 0
  /// Alpha last, color components premultiplied by it (premultiplied RGBA).
  /// - Apple: `case premultipliedLast`
  /// - Apple availability: iOS, macOS, tvOS, watchOS, visionOS
  case premultipliedLast = 1
  /// Alpha first, color components premultiplied by it (premultiplied ARGB).
  /// - Apple: `case premultipliedFirst`
  /// - Apple availability: iOS, macOS, tvOS, watchOS, visionOS
  case premultipliedFirst = 2
  /// Alpha last, not premultiplied (RGBA).
  /// - Apple: `case last`
  /// - Apple availability: iOS, macOS, tvOS, watchOS, visionOS
  case last = 3
  /// Alpha first, not premultiplied (ARGB).
  /// - Apple: `case first`
  /// - Apple availability: iOS, macOS, tvOS, watchOS, visionOS
  case first = 4
  /// No alpha; the last byte of each pixel is ignored (RGBx).
  /// - Apple: `case noneSkipLast`
  /// - Apple availability: iOS, macOS, tvOS, watchOS, visionOS
  case noneSkipLast = 5
  /// No alpha; the first byte of each pixel is ignored (xRGB).
  /// - Apple: `case noneSkipFirst`
  /// - Apple availability: iOS, macOS, tvOS, watchOS, visionOS
  case noneSkipFirst = 6
  /// No color data, only an alpha channel.
  /// - Apple: `case alphaOnly`
  /// - Apple availability: iOS, macOS, tvOS, watchOS, visionOS
  case alphaOnly = 7
}

/// Constants that specify how the alpha, color components and byte order of a bitmap are laid
/// out.
/// - Apple: `struct CGBitmapInfo`
/// - Apple availability: iOS 2.0, macOS 10.0, tvOS, watchOS 2.0, visionOS 1.0
public struct CGBitmapInfo: OptionSet, Sendable {
  public let rawValue: UInt32
  /// Creates a bitmap information value from its raw value.
  /// - Apple: `init(rawValue: UInt32)`
  /// - Apple availability: iOS 2.0, macOS 10.0, tvOS, watchOS 2.0, visionOS 1.0
  public init(rawValue: UInt32) { self.rawValue = rawValue }
}

/// A Quartz 2D drawing environment.
/// - Apple: `class CGContext`
/// - Apple availability: iOS, macOS, tvOS, watchOS, visionOS
public class CGContext {
  /// Creates a bitmap graphics context (`CGBitmapContextCreate`), as the newest SDKs import it:
  /// an optional color space and a `CGBitmapInfo`.
  /// - Apple: `init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int, space: CGColorSpace?, bitmapInfo: CGBitmapInfo)`
  /// - Apple availability: iOS 2.0, macOS 10.0, tvOS, watchOS 2.0, visionOS 1.0
  public init?(
    data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int,
    bytesPerRow: Int, space: CGColorSpace?, bitmapInfo: CGBitmapInfo
  ) {
    return nil
  }

  /// Creates a bitmap graphics context with the alpha and layout given as a raw `UInt32` (the
  /// form every SDK back to iOS 17 declares, so code that must build with every Xcode uses it).
  /// - Apple: `init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int, space: CGColorSpace, bitmapInfo: UInt32)`
  /// - Apple availability: iOS 2.0, macOS 10.0, tvOS, watchOS 2.0, visionOS 1.0
  public init?(
    data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int,
    bytesPerRow: Int, space: CGColorSpace, bitmapInfo: UInt32
  ) {
    return nil
  }

  /// Sets the current fill color to a value in the DeviceRGB color space.
  /// - Apple: `func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)`
  /// - Apple availability: iOS 2.0, macOS 10.0, tvOS, watchOS 2.0, visionOS 1.0
  public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}

  /// Paints the area contained within the provided rectangle, using the fill color in the
  /// current graphics state.
  /// - Apple: `func fill(_ rect: CGRect)`
  /// - Apple availability: iOS 2.0, macOS 10.0, tvOS, watchOS 2.0, visionOS 1.0
  public func fill(_ rect: CGRect) {}

  /// Draws an image in the specified area.
  /// - Apple: `func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false)`
  /// - Apple availability: iOS 7.0, macOS 10.9, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {}
}
