#if canImport(SwiftUI)
import SwiftUI
import TesseraTokens

extension View {
  /// Applies a typography role of the active theme: font, line spacing, letter spacing and case,
  /// scaled for the current Dynamic Type size. The text color is left alone; see
  /// ``SwiftUI/View/dsText(_:colorRole:)`` to apply the role's color too.
  ///
  /// ```swift
  /// Text("Settings").dsTypography(.title2)
  /// ```
  public func dsTypography(_ role: TypographyRole) -> some View {
    modifier(DSTextModifier(role: role, colorRole: nil, appliesColor: false))
  }

  /// Applies a typography role and a color role of the active theme, as Gentle's `.gentleText`
  /// does. Without `colorRole`, the typography role's own color role is used.
  ///
  /// ```swift
  /// Text("Updated just now").dsText(.footnote, colorRole: .textSecondary)
  /// ```
  public func dsText(_ role: TypographyRole, colorRole: ColorRole? = nil) -> some View {
    modifier(DSTextModifier(role: role, colorRole: colorRole, appliesColor: true))
  }

  /// Sets the foreground style to a color role of the active theme, resolved for the current
  /// scheme and contrast.
  ///
  /// ```swift
  /// Image(systemName: "checkmark").dsForegroundColor(.success)
  /// ```
  public func dsForegroundColor(_ role: ColorRole) -> some View {
    modifier(DSColorModifier(role: role, isBackground: false))
  }

  /// Sets the background to a color role of the active theme, resolved for the current scheme
  /// and contrast.
  ///
  /// ```swift
  /// List { ... }.dsBackgroundColor(.backgroundGrouped)
  /// ```
  public func dsBackgroundColor(_ role: ColorRole) -> some View {
    modifier(DSColorModifier(role: role, isBackground: true))
  }

  /// Sets the foreground style to a DesignSystemPro semantic token, read from the active theme
  /// (so presets and brand themes restyle it, which the seed's tokens did not).
  ///
  /// ```swift
  /// Text("Details").dsForegroundColor(ColorTokens.Foreground.secondary)
  /// ```
  public func dsForegroundColor(_ token: SemanticColorToken) -> some View {
    dsForegroundColor(token.role)
  }

  /// Sets the background to a DesignSystemPro semantic token, read from the active theme.
  ///
  /// ```swift
  /// VStack { ... }.dsBackgroundColor(ColorTokens.Background.secondary)
  /// ```
  public func dsBackgroundColor(_ token: SemanticColorToken) -> some View {
    dsBackgroundColor(token.role)
  }
}

private struct DSTextModifier: ViewModifier {
  let role: TypographyRole
  let colorRole: ColorRole?
  let appliesColor: Bool
  @Environment(\.dsTheme) private var theme

  func body(content: Content) -> some View {
    let style = theme.text(role)
    let styled =
      content
      .font(.tessera(style))
      .lineSpacing(style.lineSpacing)
      .tracking(style.letterSpacing)
      .textCase(style.isUppercased ? .uppercase : nil)
    if appliesColor {
      styled.foregroundStyle(Color(theme.color(colorRole ?? style.colorRole)))
    } else {
      styled
    }
  }
}

private struct DSColorModifier: ViewModifier {
  let role: ColorRole
  let isBackground: Bool
  @Environment(\.dsTheme) private var theme

  func body(content: Content) -> some View {
    if isBackground {
      content.background(Color(theme.color(role)))
    } else {
      content.foregroundStyle(Color(theme.color(role)))
    }
  }
}
#endif
