#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraTokens
import TesseraLocalization

/// An on/off switch with a label, drawn from the active theme: track, thumb and label colors,
/// track and thumb sizes and the slide animation come from TesseraComponents for the on, off,
/// pressed, focused and disabled states (the thumb keeps 3:1 against its track in every mode).
///
/// VoiceOver reads the label and the state as a switch; the label wraps at large text sizes;
/// the thumb jumps instead of sliding when Reduce Motion is on; a selection haptic plays on
/// platforms that have one.
///
/// ```swift
/// @State private var notificationsOn = true
/// DSToggle(isOn: $notificationsOn, label: "Notifications")
/// ```
public struct DSToggle: View {
  @Binding private var isOn: Bool
  private let label: Text
  private let size: ComponentSize?
  var identifier: String?

  /// Creates a toggle whose label is looked up in the app's strings, as `Toggle`'s
  /// `LocalizedStringKey` initializer does; a string literal chooses this one.
  /// - Parameters:
  ///   - isOn: Whether the toggle is on.
  ///   - label: The key of the text beside the switch, also read by VoiceOver.
  ///   - size: Small, medium or large; nil (the default) follows the environment's
  ///     `controlSize`, as SwiftUI's controls do (`.controlSize(.large)`).
  public init(isOn: Binding<Bool>, label: LocalizedStringKey, size: ComponentSize? = nil) {
    self.init(isOn: isOn, text: Text(label), size: size, identifier: nil)
  }

  init(isOn: Binding<Bool>, text: Text, size: ComponentSize?, identifier: String?) {
    self._isOn = isOn
    self.label = text
    self.size = size
    self.identifier = identifier
  }

  /// The toggle.
  public var body: some View {
    Toggle(isOn: $isOn) {
      label
    }
    // The style's button plays the selection haptic on the person's taps only.
    .toggleStyle(DSToggleStyle(size: size))
    .dsAccessibilityIdentifier(identifier)
  }
}

/// Draws a toggle as the theme's switch. Apply it to any `Toggle` with
/// `.toggleStyle(DSToggleStyle())`.
///
/// ```swift
/// Toggle("Wi-Fi", isOn: $wifi).toggleStyle(DSToggleStyle())
/// ```
public struct DSToggleStyle: ToggleStyle {
  /// The switch's size class; nil follows the environment's `controlSize`.
  public var size: ComponentSize?

  /// Creates the style.
  public init(size: ComponentSize? = nil) {
    self.size = size
  }

  /// Creates the view for one toggle.
  public func makeBody(configuration: Configuration) -> some View {
    DSToggleBody(configuration: configuration, size: size)
  }
}

private struct DSToggleBody: View {
  let configuration: ToggleStyleConfiguration
  let size: ComponentSize?

  var body: some View {
    DSToggleButton(
      isOn: configuration.$isOn, label: configuration.label,
      style: DSSwitchButtonStyle(isOn: configuration.isOn, size: size),
      values: (on: .toggleOn, off: .toggleOff)
    )
    .accessibilityAddTraits(.isToggle)
  }
}

private struct DSSwitchButtonStyle: ButtonStyle {
  let isOn: Bool
  let size: ComponentSize?

  func makeBody(configuration: Configuration) -> some View {
    DSSwitchBody(configuration: configuration, isOn: isOn, size: size)
  }
}

/// The switch drawn inside the toggle's button. It reads focus here, inside the focusable
/// button, so the focus ring shows when the toggle has keyboard focus; read outside the
/// button, `isFocused` was the focus of an ancestor and the ring never showed.
private struct DSSwitchBody: View {
  let configuration: ButtonStyleConfiguration
  let isOn: Bool
  let size: ComponentSize?
  var control = DSControlEnvironment()

  var body: some View {
    let theme = control.theme
    let isEnabled = control.isEnabled
    let interaction = ComponentInteraction(
      isEnabled: isEnabled, isSelected: isOn, isPressed: configuration.isPressed,
      isFocused: control.isFocused)
    let look = theme.appearance(
      .toggle, size: size ?? ComponentSize(control.controlSize),
      state: interaction.state(for: .toggle), on: control.backdrop)
    let track = Capsule(style: .continuous)
    let travel = (look.minimumSize.width - look.knobDiameter) / 2 - look.borderWidth
    HStack(spacing: theme.gaps.regular) {
      configuration.label
        .dsTextStyle(look.text)
        .dsForeground(look.foreground)
        .frame(maxWidth: .infinity, alignment: .leading)
        .fixedSize(horizontal: false, vertical: true)
      track
        .fill(look.color(.track) ?? .clear)
        .frame(width: look.minimumSize.width, height: look.minimumSize.height)
        // On is the trailing end in both directions: placed by alignment and padding, which
        // follow the reading direction by definition, not by offset(x:).
        .overlay(alignment: isOn ? .trailing : .leading) {
          Circle()
            .fill(look.color(.thumb) ?? .clear)
            .frame(width: look.knobDiameter, height: look.knobDiameter)
            .padding(.horizontal, (look.minimumSize.width - look.knobDiameter) / 2 - travel)
        }
        .overlay {
          if let ring = look.focusRing {
            track.inset(by: -look.focusRingWidth)
              .strokeBorder(Color(ring.color), lineWidth: look.focusRingWidth)
          }
        }
        .animation(look.motion.flatMap { Animation.tessera($0) }, value: isOn)
    }
    .frame(minHeight: look.touchTarget?.height ?? 0)
    .contentShape(Rectangle())
    .dsPressEffect(
      look.press, isPressed: interaction.isPressed && isEnabled, reduceMotion: theme.reduceMotion
    )
    // The pointer on iPad and gaze on visionOS highlight the switch as a system one.
    .dsHoverEffect()
  }
}
#endif
