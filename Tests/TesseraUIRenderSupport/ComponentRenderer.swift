#if canImport(SwiftUI)
import CoreGraphics
import Foundation
import SwiftUI
import TesseraComponents
import TesseraRenderTesting
import TesseraTokens
import TesseraUI

/// An error rendering a view to pixels.
public enum ComponentRenderError: Error, Sendable, Equatable, CustomStringConvertible {
  /// `ImageRenderer` produced no image (an empty view or a zero or infinite size).
  case noImage
  /// A bitmap context for the image's size could not be created.
  case noBitmapContext(width: Int, height: Int)
  /// The pixels could not be reduced to a fingerprint.
  case fingerprint(RenderFingerprintError)

  /// A message naming the problem.
  public var description: String {
    switch self {
    case .noImage: return "ImageRenderer produced no image for the view"
    case .noBitmapContext(let width, let height):
      return "could not create a \(width)x\(height) RGBA bitmap context"
    case .fingerprint(let error): return "cannot fingerprint the render: \(error)"
    }
  }
}

/// Renders SwiftUI views to RGBA pixels with `ImageRenderer` and reduces them to a
/// `RenderFingerprint`, with a theme installed for a given `ThemeMode`; and checks the catalog
/// sections' samples (``ComponentSectionSample``) against the references stored per platform.
///
/// The theme goes in through the environment (`\.dsTheme` resolved for the mode, and
/// `\.colorScheme`), not through `preferredColorScheme`, which `ImageRenderer` ignores. It is
/// resolved with Reduce Motion on, so shimmering skeletons and indeterminate progress hold
/// still and a render does not depend on the clock.
///
/// ```swift
/// let fingerprint = try ComponentRenderer.fingerprint(of: .action, mode: .dark)
/// let outcome = try ComponentRenderer.check(.action, mode: .dark, in: store, record: false)
/// ```
@MainActor
public enum ComponentRenderer {
  /// The scale references are rendered at: one pixel per point, the same on every device.
  public static let referenceScale: CGFloat = 1

  /// The platform folder references are stored in: `iOS`, `macOS`, `tvOS`, `watchOS`,
  /// `visionOS` (Mac Catalyst renders differently from iOS and uses `macCatalyst`).
  public nonisolated static var platformName: String {
    #if targetEnvironment(macCatalyst)
    return "macCatalyst"
    #elseif os(iOS)
    return "iOS"
    #elseif os(macOS)
    return "macOS"
    #elseif os(tvOS)
    return "tvOS"
    #elseif os(watchOS)
    return "watchOS"
    #elseif os(visionOS)
    return "visionOS"
    #else
    return "other"
    #endif
  }

  /// A view with a theme installed as `DSThemeProvider` would for a mode: `\.dsTheme` resolved
  /// for the mode (Reduce Motion on) and `\.colorScheme` set to its scheme.
  public static func themed<V: View>(_ view: V, theme: ThemeSpec, mode: ThemeMode) -> some View {
    view
      .environment(\.dsTheme, theme.resolved(for: mode, reduceMotion: true))
      .environment(\.colorScheme, ColorScheme(mode.scheme))
  }

  /// Renders a view through `ImageRenderer` and returns its pixels as RGBA bytes, row by row
  /// from the top left, composited over opaque white.
  ///
  /// - Parameters:
  ///   - view: The view; give it a fixed frame so the image size is stable.
  ///   - scale: Pixels per point.
  /// - Complexity: O(width × height) after SwiftUI's rendering.
  public static func rgbaPixels<V: View>(of view: V, scale: CGFloat = referenceScale)
    throws(ComponentRenderError) -> (pixels: [UInt8], width: Int, height: Int)
  {
    let renderer = ImageRenderer(content: view)
    renderer.scale = scale
    guard let image = renderer.cgImage, image.width > 0, image.height > 0 else {
      throw .noImage
    }
    let width = image.width
    let height = image.height
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    let drawn = pixels.withUnsafeMutableBytes { buffer -> Bool in
      guard
        let context = CGContext(
          data: buffer.baseAddress, width: width, height: height, bitsPerComponent: 8,
          bytesPerRow: width * 4, space: CGColorSpaceCreateDeviceRGB(),
          bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
      else { return false }
      let bounds = CGRect(x: 0, y: 0, width: width, height: height)
      // Opaque white first, so every pixel ends up opaque and premultiplied equals straight.
      context.setFillColor(red: 1, green: 1, blue: 1, alpha: 1)
      context.fill(bounds)
      context.draw(image, in: bounds)
      return true
    }
    guard drawn else { throw .noBitmapContext(width: width, height: height) }
    return (pixels, width, height)
  }

  /// Renders a view and returns its fingerprint.
  public static func fingerprint<V: View>(
    of view: V, scale: CGFloat = referenceScale, grid: Int = 8
  ) throws(ComponentRenderError) -> RenderFingerprint {
    let image = try rgbaPixels(of: view, scale: scale)
    do {
      return try RenderFingerprint(
        rgba: image.pixels, width: image.width, height: image.height, grid: grid)
    } catch {
      throw .fingerprint(error)
    }
  }

  /// Renders a catalog section's sample in a mode with a theme (the default preset unless
  /// given) and returns its fingerprint.
  public static func fingerprint(
    of section: ComponentSection, mode: ThemeMode, theme: ThemeSpec = PresetThemes.default,
    scale: CGFloat = referenceScale
  ) throws(ComponentRenderError) -> RenderFingerprint {
    try fingerprint(
      of: themed(ComponentSectionSample(section), theme: theme, mode: mode), scale: scale)
  }

  /// Renders a catalog section and checks it against `<section>-<mode>.json` in the store:
  /// compares within `tolerance`, or in record mode writes the render as the new reference.
  public static func check(
    _ section: ComponentSection, mode: ThemeMode, in store: RenderReferenceStore,
    theme: ThemeSpec = PresetThemes.default, tolerance: Double = 0.03, record: Bool
  ) throws -> RenderReferenceOutcome {
    let render = try fingerprint(of: section, mode: mode, theme: theme)
    return try store.check(
      render, name: section.referenceName(for: mode), tolerance: tolerance, record: record)
  }
}
#endif
