import SwiftUI
import TesseraColor
import TesseraState
import TesseraTokens
import Testing

@testable import TesseraUI

/// Shows what TesseraUI's own environment plumbing hands a component: the theme `\.dsTheme`
/// resolves for the view's environment, and `DSControlEnvironment`, the dynamic property every
/// control reads its theme and state through.
private struct ThemeProbe: View {
  var control = DSControlEnvironment()
  var body: some View {
    let theme = control.theme
    Text(
      "\(theme.mode.scheme) \(theme.mode.contrast) \(theme.contentSize) "
        + "enabled:\(control.isEnabled) \(control.controlSize)")
  }
}

@MainActor
@Suite("TesseraUI's theme environment, executed")
struct ThemeEnvironmentTests {
  @Test("a component resolves the standard theme in the light, Large, enabled default")
  func defaults() throws {
    let host = try ViewHost(ThemeProbe())
    #expect(host.texts == ["light standard large enabled:true regular"])
  }

  @Test("dark mode, increased contrast and AX5 from SwiftUI's environment reach the theme")
  func systemSettings() throws {
    var environment = EnvironmentValues()
    environment.colorScheme = .dark
    environment.setSystemValue("colorSchemeContrast", ColorSchemeContrast.increased)
    environment.dynamicTypeSize = .accessibility5
    let host = try ViewHost(ThemeProbe(), environment: environment)
    #expect(host.texts == ["dark increased accessibility5 enabled:true regular"])
  }

  @Test("the provider reports the settings around it to its manager, and their changes")
  func providerReportsSettings() throws {
    let manager = ThemeManager(theme: PresetThemes.ocean)
    var environment = EnvironmentValues()
    environment.colorScheme = .dark
    environment.setSystemValue("colorSchemeContrast", ColorSchemeContrast.increased)
    environment.dynamicTypeSize = .accessibility5
    environment.setSystemValue("accessibilityReduceMotion", true)
    let host = try ViewHost(
      DSThemeProvider(themeManager: manager) { ThemeProbe() }, environment: environment)
    #expect(manager.mode == .darkIncreasedContrast)
    #expect(manager.resolvedTheme.contentSize == .accessibility5)
    #expect(manager.resolvedTheme.motion(.standard).isReduced)
    // The person turns Dark Mode off: the manager follows, as the views do.
    host.environment.colorScheme = .light
    try host.update(host.root)
    #expect(manager.mode == .lightIncreasedContrast)
    #expect(host.texts == ["light increased accessibility5 enabled:true regular"])
  }

  @Test("a theme manager passed in later is told the system's settings at once")
  func providerReportsToNewManager() throws {
    let first = ThemeManager(theme: PresetThemes.ocean)
    let second = ThemeManager(theme: PresetThemes.ocean)
    var environment = EnvironmentValues()
    environment.colorScheme = .dark
    environment.dynamicTypeSize = .accessibility5
    let host = try ViewHost(
      DSThemeProvider(themeManager: first) { ThemeProbe() }, environment: environment)
    #expect(first.mode == .dark)
    // The app swaps its manager (a new session): nothing in the system changed.
    try host.update(DSThemeProvider(themeManager: second) { ThemeProbe() })
    #expect(second.mode == .dark)
    #expect(second.resolvedTheme.contentSize == .accessibility5)
  }

  @Test("a disabled ancestor and a control size reach DSControlEnvironment")
  func controlState() throws {
    let host = try ViewHost(ThemeProbe().controlSize(.large).disabled(true))
    #expect(host.texts == ["light standard large enabled:false large"])
  }

  @Test("a theme pinned with environment(\\.dsTheme, _:) wins over the system's settings")
  func pinnedTheme() throws {
    var environment = EnvironmentValues()
    environment.colorScheme = .dark
    let pinned = ThemeSource.standard.resolved(
      systemScheme: .light, systemContrast: .increased, contentSize: .xSmall,
      reduceMotion: false)
    let host = try ViewHost(
      ThemeProbe().environment(\.dsTheme, pinned), environment: environment)
    #expect(host.texts == ["light increased xSmall enabled:true regular"])
  }
}

/// A screen that edits the theme through Gentle's property wrapper and shows the accent.
private struct GentleAccentEditor: View {
  @GentleThemeManagerRuntime private var manager
  @Environment(\.dsTheme) private var theme
  var body: some View {
    Button("Make it red") { manager.setColor(.gentleRed, for: .accent, in: .light) }
    Text(verbatim: "accent \(theme.color(.accent).hexString)")
  }
}

/// Gentle's app root: the manager in `\.gentleThemeManager` around the root, whose theme it
/// passes.
private struct GentleApp: View {
  let manager: GentleThemeManager
  var body: some View {
    GentleThemeRoot(theme: manager.theme) { GentleAccentEditor() }
      .environment(\.gentleThemeManager, manager)
  }
}

extension SRGBColor {
  fileprivate static let gentleRed = SRGBColor(red8: 0xCC, green8: 0x00, blue8: 0x00)
}

@MainActor
@Suite("Gentle's manager under its root and under DSApp, executed")
struct GentleManagerTests {
  @Test("under Gentle's root, the wrapper edits the app's manager, whose theme then shows")
  func appManagerAroundTheRoot() throws {
    let manager = GentleThemeManager(theme: .default)
    let host = try ViewHost(GentleApp(manager: manager))
    try host.tap("Make it red")
    #expect(manager.currentTheme.colorValues(.accent).light == .gentleRed)
    #expect(host.texts.contains("accent #CC0000"), "\(host.texts)")
  }

  @Test("under DSApp with the app's manager, the wrapper edits that manager, not the shared one")
  func managerUnderDSApp() throws {
    let manager = ThemeManager(theme: PresetThemes.ocean)
    let shared = ThemeManager.shared.currentTheme
    let host = try ViewHost(DSApp(themeManager: manager) { GentleAccentEditor() })
    try host.tap("Make it red")
    #expect(manager.currentTheme.colorValues(.accent).light == .gentleRed)
    #expect(ThemeManager.shared.currentTheme == shared)
    #expect(host.texts.contains("accent #CC0000"), "\(host.texts)")
  }
}
