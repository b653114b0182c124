#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraTokens

/// The box-and-label style shared by checkboxes and radio buttons.
struct DSCheckableStyle: ButtonStyle {
  let family: ComponentStyleFamily
  let isOn: Bool
  let size: ComponentSize?
  /// The error shown under the label; it also draws the box in the error state.
  let error: Text?
  let symbol: String?

  func makeBody(configuration: Configuration) -> some View {
    DSCheckableBody(configuration: configuration, style: self)
  }
}

private struct DSCheckableBody: View {
  let configuration: ButtonStyleConfiguration
  let style: DSCheckableStyle
  var control = DSControlEnvironment()

  var body: some View {
    let interaction = ComponentInteraction(
      isEnabled: control.isEnabled, hasError: style.error != nil && !style.isOn,
      isSelected: style.isOn, isPressed: configuration.isPressed, isFocused: control.isFocused)
    let look = control.theme.appearance(
      ComponentStyle(style.family), size: style.size ?? ComponentSize(control.controlSize),
      state: interaction.state(for: style.family), on: control.backdrop)
    let box = RoundedRectangle(cornerRadius: look.cornerRadius, style: .continuous)
    // The box, its tick and the radio dot grow with the label's text (`scaledMetric`).
    let scale = control.theme.scaledMetric(1, relativeTo: look.text.relativeTo)
    HStack(alignment: .firstTextBaseline, spacing: control.theme.gaps.regular) {
      box
        .fill(look.color(.background) ?? .clear)
        .overlay {
          if let border = look.border {
            box.strokeBorder(Color(border.color), lineWidth: look.borderWidth)
          }
        }
        .overlay {
          if style.isOn, let tick = look.tick {
            if let symbol = style.symbol {
              Image(systemName: symbol)
                .font(
                  .system(
                    size: look.tickSymbolSize * scale, weight: look.tickSymbolWeight.fontWeight)
                )
                .foregroundStyle(Color(tick.color))
                // Drawing only: the toggle's value says checked ("checkmark, Terms" otherwise).
                .accessibilityHidden(true)
            } else {
              Circle()
                .fill(Color(tick.color))
                .frame(
                  width: look.radioDotDiameter * scale, height: look.radioDotDiameter * scale)
            }
          }
        }
        .overlay {
          if let ring = look.focusRing {
            box.inset(by: -look.focusRingWidth)
              .strokeBorder(Color(ring.color), lineWidth: look.focusRingWidth)
          }
        }
        .frame(width: look.minimumSize.width * scale, height: look.minimumSize.height * scale)
        .animation(look.motion.flatMap { Animation.tessera($0) }, value: style.isOn)
        .dsFirstLineCentred(look)
      VStack(alignment: .leading, spacing: control.theme.gaps.tight) {
        configuration.label
          .dsLookText(look)
          .fixedSize(horizontal: false, vertical: true)
        if let error = style.error {
          error
            .dsText(look.secondaryTypography)
            .dsForeground(look[.secondaryForeground] ?? look.foreground)
        }
      }
      .frame(maxWidth: .infinity, alignment: .leading)
    }
    .frame(minHeight: look.touchTarget?.height ?? 0)
    .contentShape(Rectangle())
    .dsPressEffect(
      look.press, isPressed: interaction.isPressed && control.isEnabled,
      reduceMotion: control.theme.reduceMotion
    )
    // The pointer on iPad and gaze on visionOS highlight the box as a system control.
    .dsHoverEffect()
  }
}
#endif
