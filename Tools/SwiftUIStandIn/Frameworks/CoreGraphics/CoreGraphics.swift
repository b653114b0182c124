// Stand-in for the part of Apple's Core Graphics that TesseraUI's renderer uses (reading an
// ImageRenderer's CGImage back as RGBA bytes). Declarations follow Apple's reference pages
// (developer.apple.com/documentation/coregraphics); bodies do nothing, because this module is
// only type-checked, never run. CGFloat, CGPoint, CGSize and CGRect come from Foundation on
// Linux, which this module re-exports as Core Graphics provides them on Apple platforms.
@_exported import CoreFoundation

/// A bitmap image or image mask (an opaque Core Graphics type).
public class CGImage {
  init() {}

  /// Returns the width of a bitmap image, in pixels.
  public var width: Int { 0 }

  /// Returns the height of a bitmap image.
  public var height: Int { 0 }
}

/// A profile that specifies how to interpret a color value for display.
public class CGColorSpace {
  init() {}
}

/// Creates a device-dependent RGB color space.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace() }

/// Storage options for alpha component data.
public enum CGImageAlphaInfo: UInt32 {
  /// There is no alpha channel.
  case none = 0
  /// Alpha last, color components premultiplied by it (premultiplied RGBA).
  case premultipliedLast = 1
  /// Alpha first, color components premultiplied by it (premultiplied ARGB).
  case premultipliedFirst = 2
  /// Alpha last, not premultiplied (RGBA).
  case last = 3
  /// Alpha first, not premultiplied (ARGB).
  case first = 4
  /// No alpha; the last byte of each pixel is ignored (RGBx).
  case noneSkipLast = 5
  /// No alpha; the first byte of each pixel is ignored (xRGB).
  case noneSkipFirst = 6
  /// No color data, only an alpha channel.
  case alphaOnly = 7
}

/// A Quartz 2D drawing environment.
public class CGContext {
  /// Creates a bitmap graphics context (`CGBitmapContextCreate`). Apple's newest SDKs add an
  /// overload taking `CGBitmapInfo` and an optional color space; this `UInt32` form is the one
  /// every SDK that supports iOS 17 declares.
  public init?(
    data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int,
    bytesPerRow: Int, space: CGColorSpace, bitmapInfo: UInt32
  ) {
    return nil
  }

  /// Sets the current fill color to a value in the DeviceRGB color space.
  public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}

  /// Paints the area contained within the provided rectangle, using the fill color in the
  /// current graphics state.
  public func fill(_ rect: CGRect) {}

  /// Draws an image in the specified area.
  public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {}
}
