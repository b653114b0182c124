import Foundation
import TesseraTokens

/// A theme and the preferences that pick its mode, as a value a view's environment carries:
/// each view resolves it for its own environment (color scheme, contrast, Dynamic Type size,
/// Reduce Motion), so a `.dynamicTypeSize(...)` or `.environment(\.colorScheme, ...)` set lower
/// in the tree restyles the Tessera views under it.
///
/// Resolution goes through the source's ``ResolvedThemeCache``, shared by every view that
/// reads the source: a theme is resolved once per combination of inputs and handed out from
/// the cache after that, so a view re-evaluated for any other reason (a geometry change, a
/// state change) does not resolve again. A new theme (a new ``revision``) empties the cache.
///
/// ```swift
/// let source = ThemeSource(spec: PresetThemes.ocean)
/// let theme = source.resolved(systemScheme: .dark, contentSize: .accessibility2)
/// ```
public struct ThemeSource: Sendable, Equatable {
  /// The theme.
  public let spec: ThemeSpec
  /// Changes whenever ``spec`` does (the manager's edit revision); equal sources resolve alike.
  public let revision: UInt64
  /// The forced scheme and contrast, if any; `.system` follows each view's environment.
  public let preferences: ThemePreferences
  /// The resolved themes of this source, shared by its copies.
  let cache: ResolvedThemeCache

  /// A source for `spec`, with its own cache.
  public init(spec: ThemeSpec, preferences: ThemePreferences = .system) {
    self.init(spec: spec, revision: 0, preferences: preferences, cache: ResolvedThemeCache())
  }

  init(spec: ThemeSpec, revision: UInt64, preferences: ThemePreferences, cache: ResolvedThemeCache)
  {
    self.spec = spec
    self.revision = revision
    self.preferences = preferences
    self.cache = cache
  }

  /// What a view without a ``ThemeManager`` above it uses: the default preset, following the
  /// view's own color scheme, contrast, Dynamic Type size and Reduce Motion setting.
  public static let standard = ThemeSource(spec: PresetThemes.default)

  /// The theme for a view's environment, with the preferences applied (a forced scheme or
  /// contrast wins over the system's); from the cache when these inputs were resolved before.
  public func resolved(
    systemScheme: ThemeScheme, systemContrast: ThemeContrast = .standard,
    contentSize: ContentSize = .large, reduceMotion: Bool = false
  ) -> ResolvedTheme {
    let mode = ThemeMode(
      scheme: preferences.colorScheme.effectiveScheme(system: systemScheme),
      contrast: preferences.contrast.effectiveContrast(system: systemContrast))
    return cache.theme(
      for: spec, revision: revision,
      key: ResolvedThemeCache.Key(
        mode: mode, contentSize: contentSize, reduceMotion: reduceMotion))
  }

  /// Equal when they share a cache and have the same revision and preferences: the same theme,
  /// resolved the same way. (Comparing whole specs on every environment read would cost more
  /// than the resolution the cache saves.)
  public static func == (lhs: ThemeSource, rhs: ThemeSource) -> Bool {
    lhs.cache === rhs.cache && lhs.revision == rhs.revision && lhs.preferences == rhs.preferences
  }
}

/// The resolved themes of one ``ThemeSource``: at most one per mode, content size and Reduce
/// Motion setting (96 in all) for the current revision. Safe to read from any thread; SwiftUI
/// reads the environment on the main thread, but the type does not rely on it.
public final class ResolvedThemeCache: @unchecked Sendable {
  /// What a resolution depends on besides the theme.
  struct Key: Hashable {
    var mode: ThemeMode
    var contentSize: ContentSize
    var reduceMotion: Bool
  }

  private let lock = NSLock()
  // Guarded by `lock`.
  private var revision: UInt64?
  private var themes: [Key: ResolvedTheme] = [:]
  private var resolutions = 0

  /// An empty cache.
  public init() {}

  /// How many times a theme was actually resolved (not handed out from the cache).
  var resolutionCount: Int {
    lock.lock()
    defer { lock.unlock() }
    return resolutions
  }

  /// The theme `spec` resolved for `key`, resolving it only when this revision has not
  /// resolved `key` yet. A new revision empties the cache.
  ///
  /// - Complexity: O(1) when cached; one theme resolution otherwise.
  func theme(for spec: ThemeSpec, revision: UInt64, key: Key) -> ResolvedTheme {
    lock.lock()
    if self.revision == revision, let theme = themes[key] {
      lock.unlock()
      return theme
    }
    lock.unlock()
    // Resolve outside the lock; two threads may both resolve, and either result is the same.
    let theme = spec.resolved(
      for: key.mode, contentSize: key.contentSize, reduceMotion: key.reduceMotion)
    lock.lock()
    defer { lock.unlock() }
    if self.revision != revision {
      self.revision = revision
      themes.removeAll()
    }
    themes[key] = theme
    resolutions += 1
    return theme
  }
}
