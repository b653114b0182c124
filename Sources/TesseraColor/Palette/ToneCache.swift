import Foundation

/// The tones a ``TonalPalette`` has already computed, shared by the palette's copies: each
/// integer tone and the key color are computed once, the first time they are asked for.
///
/// A palette is a `Sendable` value; the cache behind it is a reference guarded by a lock, so
/// copies on different threads fill and read it safely. `Synchronization.Mutex` would do, but
/// Apple ships it from iOS 18 / macOS 15 only; `NSLock` exists on every supported system.
final class _ToneCache: @unchecked Sendable {
  private let lock = NSLock()
  private var tones = [SRGBColor?](repeating: nil, count: 101)
  private var key: SRGBColor?

  /// The cached color of integer tone `index` (0...100), or the result of `compute`, stored.
  func tone(_ index: Int, _ compute: () -> SRGBColor) -> SRGBColor {
    lock.lock()
    let known = tones[index]
    lock.unlock()
    if let known { return known }
    let color = compute()
    lock.lock()
    tones[index] = color
    lock.unlock()
    return color
  }

  /// The cached key color, or the result of `compute`, stored.
  func keyColor(_ compute: () -> SRGBColor) -> SRGBColor {
    lock.lock()
    let known = key
    lock.unlock()
    if let known { return known }
    let color = compute()
    lock.lock()
    key = color
    lock.unlock()
    return color
  }
}
