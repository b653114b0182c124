#if canImport(SwiftUI)
import SwiftUI
import TesseraTokens

// The environment value `\.dsTheme` and the mapping between SwiftUI's environment and Tessera's
// theme inputs. SwiftUI's enums are compared with `==` rather than switched over, so a case Apple
// adds later maps to the standard value instead of failing to compile.

private struct DSThemeKey: EnvironmentKey {
  static let defaultValue: ResolvedTheme = PresetThemes.default.resolved(for: .light)
}

extension EnvironmentValues {
  /// The theme resolved for this view's color scheme, contrast, Dynamic Type size and Reduce
  /// Motion setting. `DSThemeProvider` and `DSApp` install it; without them it is the default
  /// preset in light mode.
  ///
  /// ```swift
  /// @Environment(\.dsTheme) private var theme
  /// ```
  public var dsTheme: ResolvedTheme {
    get { self[DSThemeKey.self] }
    set { self[DSThemeKey.self] = newValue }
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
#endif
