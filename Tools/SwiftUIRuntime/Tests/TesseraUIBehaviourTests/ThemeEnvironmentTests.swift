import SwiftUI
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
