#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraTokens

// Applies a `ComponentAppearance` from TesseraComponents to a view. Every color, size, inset and
// radius comes from the appearance; this file only turns those values into modifiers.

private struct DSBackdropKey: EnvironmentKey {
  static let defaultValue: ColorRole = .backgroundPrimary
}

extension EnvironmentValues {
  /// The color role of the surface the current views sit on. Surfaces such as `DSCard` set it,
  /// so the components inside ask for appearances measured against the right background.
  public var dsBackdrop: ColorRole {
    get { self[DSBackdropKey.self] }
    set { self[DSBackdropKey.self] = newValue }
  }
}

extension ComponentAppearance {
  /// The SwiftUI color of a part, or nil when the part is not drawn.
  func color(_ part: ComponentPart) -> Color? {
    self[part].map { Color($0.color) }
  }
}

extension ComponentInsets {
  /// The insets as SwiftUI edge insets.
  var edgeInsets: EdgeInsets {
    EdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing)
  }
}

extension View {
  /// Lays out `part` of a component in the hit area its appearance reports (at least that
  /// frame, with a rectangular content shape), the size `ComponentAudit` checks against 44 pt.
  /// With `rowHeight`, the part reaches above and below a row that tall instead of growing it
  /// (`ComponentAppearance.tapTargetOverhang(_:rowHeight:)`), as a field's buttons do.
  func dsTapTarget(
    _ part: TappablePart, of look: ComponentAppearance, rowHeight: Double? = nil
  ) -> some View {
    let target = look.tapTarget(part)
    let overhang = rowHeight.map { look.tapTargetOverhang(part, rowHeight: $0) } ?? 0
    return frame(minWidth: target.width, minHeight: target.height)
      .contentShape(Rectangle())
      .padding(.vertical, -overhang)
  }

  /// Applies a themed color as the foreground style, or leaves the style alone when the part
  /// is not drawn.
  @ViewBuilder
  func dsForeground(_ color: ThemedColor?) -> some View {
    if let color {
      foregroundStyle(Color(color.color))
    } else {
      self
    }
  }

  /// Applies an appearance's text style: font, tracking and case.
  func dsTextStyle(_ style: ResolvedTextStyle) -> some View {
    font(.tessera(style))
      .tracking(style.letterSpacing)
      .textCase(style.isUppercased ? .uppercase : nil)
  }

  /// Draws the common frame of a component from its appearance: text style, foreground,
  /// insets, minimum size, fill and border in a rounded shape, shadows, focus ring, opacity,
  /// and a hit area at least as large as the appearance's touch target.
  func dsChrome(
    _ look: ComponentAppearance, fillsWidth: Bool = false, appliesText: Bool = true
  ) -> some View {
    modifier(DSChromeModifier(look: look, fillsWidth: fillsWidth, appliesText: appliesText))
  }

  /// Applies an appearance's text style and foreground, or nothing when `enabled` is false.
  @ViewBuilder
  func dsLookText(_ look: ComponentAppearance, enabled: Bool = true) -> some View {
    if enabled {
      dsTextStyle(look.text).dsForeground(look.foreground)
    } else {
      self
    }
  }

  /// Centres a view without text (a checkbox's box, a notice's symbol, a close button) on the
  /// first line of the text beside it, in a row aligned by `.firstTextBaseline`.
  ///
  /// Such a row stands a view without text on the baseline by its bottom ("The guide aligns
  /// with the bottom of a view that contains no text", `VerticalAlignment.firstTextBaseline`),
  /// so a box or a symbol rose above the line, the more the larger the text. Layered with an
  /// invisible line of the text's style, the view lends the row that line's baseline and is
  /// centred on it, in any font and at any Dynamic Type size. The line takes `look`'s text
  /// style, the style of the text beside the view.
  func dsFirstLineCentred(_ look: ComponentAppearance) -> some View {
    ZStack {
      Text(verbatim: "X").dsTextStyle(look.text).hidden()
      self
    }
  }

  /// Applies an appearance's supporting text style (messages, subtitles, details, axis
  /// labels) in its secondary foreground: how every component draws its second line of text.
  func dsSecondaryText(_ look: ComponentAppearance) -> some View {
    dsText(look.secondaryTypography).dsForeground(look[.secondaryForeground])
  }

  /// Marks a view for UI tests when an identifier is given.
  @ViewBuilder
  func dsAccessibilityIdentifier(_ identifier: String?) -> some View {
    if let identifier {
      accessibilityIdentifier(identifier)
    } else {
      self
    }
  }
}

private struct DSChromeModifier: ViewModifier {
  let look: ComponentAppearance
  let fillsWidth: Bool
  let appliesText: Bool

  func body(content: Content) -> some View {
    let shape = RoundedRectangle(cornerRadius: look.cornerRadius, style: .continuous)
    content
      .dsLookText(look, enabled: appliesText)
      .padding(look.insets.edgeInsets)
      .frame(
        minWidth: look.minimumSize.width, maxWidth: fillsWidth ? .infinity : nil,
        minHeight: look.minimumSize.height
      )
      .background {
        if let fill = look.background {
          DSShadowedShape(shape: shape, fill: fill.color, shadows: look.shadows)
        }
      }
      .overlay {
        if let border = look.border, look.borderWidth > 0 {
          shape.strokeBorder(Color(border.color), lineWidth: look.borderWidth)
        }
      }
      .overlay {
        if let ring = look.focusRing {
          shape.inset(by: -look.focusRingWidth)
            .strokeBorder(Color(ring.color), lineWidth: look.focusRingWidth)
        }
      }
      .opacity(look.opacity)
      .frame(
        minWidth: look.touchTarget?.width ?? 0, minHeight: look.touchTarget?.height ?? 0
      )
      .contentShape(Rectangle())
  }
}

/// A component's title in its text style, read as a header, over its optional supporting
/// message in the secondary style: the heading of dialogs and empty states.
struct DSHeading: View {
  let title: Text
  let message: Text?
  let look: ComponentAppearance

  init(_ title: Text, message: Text?, look: ComponentAppearance) {
    self.title = title
    self.message = message
    self.look = look
  }

  var body: some View {
    title
      .dsLookText(look)
      .accessibilityAddTraits(.isHeader)
    if let message {
      message
        .dsSecondaryText(look)
    }
  }
}

/// What a control reads from the environment to find its state and draw itself: the active
/// theme, the surface it sits on, and whether it is enabled and focused. One property in
/// each control view instead of the same four environment reads.
struct DSControlEnvironment: DynamicProperty {
  @Environment(\.dsTheme) var theme
  @Environment(\.dsBackdrop) var backdrop
  @Environment(\.isEnabled) var isEnabled
  @Environment(\.isFocused) var isFocused
  @Environment(\.controlSize) var controlSize
}
#endif
