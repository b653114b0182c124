#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraState
import TesseraTokens

// The environment value `\.dsTheme` and the mapping between SwiftUI's environment and Tessera's
// theme inputs. SwiftUI's enums are compared with `==` rather than switched over, so a case Apple
// adds later maps to the standard value instead of failing to compile.

/// What the environment holds to give a view its theme: a source each view resolves for its
/// own environment (installed by `DSThemeProvider`, or the standard default), or a theme
/// pinned with `.environment(\.dsTheme, theme)`, which every view under it uses as is.
enum DSThemeInput: Sendable {
  /// Resolve for each view's color scheme, contrast, Dynamic Type size and Reduce Motion.
  case source(ThemeSource)
  /// Use this theme whatever the environment.
  case pinned(ResolvedTheme)
}

private struct DSThemeInputKey: EnvironmentKey {
  static let defaultValue = DSThemeInput.source(.standard)
}

extension EnvironmentValues {
  /// The theme resolved for this view's own color scheme, contrast, Dynamic Type size and
  /// Reduce Motion setting. `DSThemeProvider` and `DSApp` install the manager's theme; without
  /// them it is the default preset, still following the view's environment. A
  /// `.dynamicTypeSize(...)` set lower in the tree therefore rescales the Tessera text under
  /// it. Resolution is cached per combination of inputs (`ThemeSource`), so reading it is
  /// cheap. Setting it pins a theme for the views below, whatever their environment.
  ///
  /// ```swift
  /// @Environment(\.dsTheme) private var theme
  /// ```
  public var dsTheme: ResolvedTheme {
    get {
      switch self[DSThemeInputKey.self] {
      case .pinned(let theme):
        return theme
      case .source(let source):
        return source.resolved(
          systemScheme: ThemeScheme(colorScheme),
          systemContrast: ThemeContrast(colorSchemeContrast),
          contentSize: ContentSize(dynamicTypeSize), reduceMotion: accessibilityReduceMotion)
      }
    }
    set { self[DSThemeInputKey.self] = .pinned(newValue) }
  }

  /// How views below get their theme: the source they resolve, or a pinned theme. Presentations
  /// (sheets, alerts) carry it into the content they present.
  var dsThemeInput: DSThemeInput {
    get { self[DSThemeInputKey.self] }
    set { self[DSThemeInputKey.self] = newValue }
  }
}

extension ThemeScheme {
  /// The Tessera scheme for a SwiftUI color scheme.
  public init(_ colorScheme: ColorScheme) {
    self = colorScheme == .dark ? .dark : .light
  }
}

extension ColorScheme {
  /// The SwiftUI color scheme for a Tessera scheme.
  public init(_ scheme: ThemeScheme) {
    switch scheme {
    case .light: self = .light
    case .dark: self = .dark
    }
  }
}

extension ThemeContrast {
  /// The Tessera contrast for SwiftUI's color scheme contrast.
  public init(_ contrast: ColorSchemeContrast) {
    self = contrast == .increased ? .increased : .standard
  }
}

extension ThemeMode {
  /// The mode for a SwiftUI color scheme and contrast.
  public init(_ colorScheme: ColorScheme, _ contrast: ColorSchemeContrast) {
    self.init(scheme: ThemeScheme(colorScheme), contrast: ThemeContrast(contrast))
  }
}

extension ContentSize {
  /// The SwiftUI Dynamic Type size of the same name as each content size, in
  /// ``ContentSize/allCases`` order: the one table both conversions read.
  fileprivate static let swiftUISizes: [DynamicTypeSize] = [
    .xSmall, .small, .medium, .large, .xLarge, .xxLarge, .xxxLarge, .accessibility1,
    .accessibility2, .accessibility3, .accessibility4, .accessibility5,
  ]

  private static let bySwiftUISize = Dictionary(uniqueKeysWithValues: zip(swiftUISizes, allCases))

  /// The Tessera content size for a SwiftUI Dynamic Type size; a size Tessera does not know
  /// reads as the nearest end of the scale.
  public init(_ size: DynamicTypeSize) {
    if let known = Self.bySwiftUISize[size] {
      self = known
    } else {
      self = size > .accessibility5 ? .accessibility5 : .large
    }
  }
}

extension DynamicTypeSize {
  /// The SwiftUI Dynamic Type size for a Tessera content size.
  public init(_ size: ContentSize) {
    self = ContentSize.swiftUISizes[size.index]
  }
}
extension SystemControlSize {
  /// The portable name of SwiftUI's control size; a size SwiftUI adds later reads as regular.
  public init(_ controlSize: ControlSize) {
    if controlSize == .mini {
      self = .mini
    } else if controlSize == .small {
      self = .small
    } else if controlSize == .large {
      self = .large
    } else if controlSize == .extraLarge {
      self = .extraLarge
    } else {
      self = .regular
    }
  }
}

extension ComponentSize {
  /// The Tessera size class for SwiftUI's control size, so `.controlSize(.large)` sizes Tessera
  /// controls as it sizes SwiftUI's; the mapping is decided, and tested, by TesseraComponents'
  /// `ComponentSize.init(_: SystemControlSize)`.
  public init(_ controlSize: ControlSize) {
    self.init(SystemControlSize(controlSize))
  }
}
#endif
