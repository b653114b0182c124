import TesseraTokens
import Testing

@testable import TesseraState

@Suite("Each view resolves the theme for its own environment, once per input")
struct ThemeSourceTests {
  @Test("the provider-less default follows the view's scheme, contrast, text size and motion")
  func standardFollowsEnvironment() {
    let theme = ThemeSource.standard.resolved(
      systemScheme: .dark, systemContrast: .increased, contentSize: .accessibility5,
      reduceMotion: true)
    #expect(theme.mode == .darkIncreasedContrast)
    #expect(theme.contentSize == .accessibility5)
    #expect(theme.text(.body).size == 53)  // the HIG's body size at AX5
    #expect(theme.reduceMotion)
    #expect(ThemeSource.standard.resolved(systemScheme: .light).mode == .light)
  }

  @Test("a lower Dynamic Type size resolves the same theme at that size")
  func perViewSize() {
    let source = ThemeSource(spec: PresetThemes.ocean)
    let large = source.resolved(systemScheme: .light, contentSize: .large)
    let small = source.resolved(systemScheme: .light, contentSize: .xSmall)
    #expect(large.text(.body).size == 17)
    #expect(small.text(.body).size == 14)
    #expect(small.name == PresetThemes.ocean.name)
  }

  @Test("the same inputs resolve once; another input resolves again; a return is cached")
  func cached() {
    let source = ThemeSource(spec: PresetThemes.default)
    for _ in 0..<5 { _ = source.resolved(systemScheme: .light, contentSize: .large) }
    #expect(source.cache.resolutionCount == 1)
    _ = source.resolved(systemScheme: .light, contentSize: .accessibility1)
    _ = source.resolved(systemScheme: .dark, contentSize: .large)
    #expect(source.cache.resolutionCount == 3)
    _ = source.resolved(systemScheme: .light, contentSize: .large)
    #expect(source.cache.resolutionCount == 3)
  }

  @Test("a forced scheme wins over the view's, and is part of the cached mode")
  func forcedScheme() {
    let source = ThemeSource(
      spec: PresetThemes.default, preferences: ThemePreferences(colorScheme: .dark))
    #expect(source.resolved(systemScheme: .light).mode.scheme == .dark)
    #expect(source.resolved(systemScheme: .dark).mode.scheme == .dark)
    #expect(source.cache.resolutionCount == 1)
  }

  @Test("the manager's source changes with the theme, and its cache resolves the new theme")
  @MainActor
  func managerRevision() {
    let manager = ThemeManager(theme: PresetThemes.default)
    let before = manager.themeSource
    #expect(before == manager.themeSource)
    _ = manager.resolvedTheme(systemScheme: .light)
    _ = manager.resolvedTheme(systemScheme: .light)
    #expect(before.cache.resolutionCount == 1)
    manager.setTheme(PresetThemes.ocean)
    let after = manager.themeSource
    #expect(after != before)
    #expect(manager.resolvedTheme(systemScheme: .light).name == PresetThemes.ocean.name)
    manager.colorSchemePreference = .dark
    #expect(manager.themeSource != after)
    #expect(manager.resolvedTheme(systemScheme: .light).mode.scheme == .dark)
  }
}
