#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraTokens

/// A checkbox with a label: an outlined box when off, an accent-filled box with a tick when on.
/// The tick keeps 3:1 against the fill in every mode of the active theme (the seed's dark-mode
/// tick did not), and the unchecked outline keeps 3:1 against the surface.
///
/// VoiceOver reads the label, "checked" or "unchecked", and the error message when there is
/// one. The label wraps at large text sizes.
///
/// ```swift
/// DSCheckbox(isOn: $acceptsTerms, label: "I accept the terms",
///            error: acceptsTerms ? nil : "Required")
/// ```
public struct DSCheckbox: View {
  @Binding private var isOn: Bool
  private let label: String
  private let error: String?
  private let size: ComponentSize
  private let identifier: String?

  /// Creates a checkbox.
  /// - Parameters:
  ///   - isOn: Whether the box is checked.
  ///   - label: The text beside the box, also read by VoiceOver.
  ///   - error: A message shown under the label in the error style, or nil.
  ///   - size: Small, medium or large.
  ///   - accessibilityIdentifier: An identifier for UI tests.
  public init(
    isOn: Binding<Bool>, label: String, error: String? = nil, size: ComponentSize = .medium,
    accessibilityIdentifier: String? = nil
  ) {
    self._isOn = isOn
    self.label = label
    self.error = error
    self.size = size
    self.identifier = accessibilityIdentifier
  }

  /// The checkbox.
  public var body: some View {
    Button {
      isOn.toggle()
    } label: {
      Text(label)
    }
    .buttonStyle(
      DSCheckableStyle(
        family: .checkbox, isOn: isOn, size: size, error: error, symbol: "checkmark")
    )
    .accessibilityElement(children: .combine)
    .accessibilityValue(isOn ? "Checked" : "Unchecked")
    .accessibilityHint(error ?? "")
    .dsHaptic(.selection, trigger: isOn)
    .dsAccessibilityIdentifier(identifier)
  }
}

/// A titled list of checkboxes choosing any number of options.
///
/// ```swift
/// DSCheckboxGroup("Notify me about", options: Topic.allCases, selection: $topics) { $0.title }
/// ```
public struct DSCheckboxGroup<Value: Hashable>: View {
  private let title: String
  private let options: [Value]
  @Binding private var selection: Set<Value>
  private let optionLabel: (Value) -> String
  private let error: String?
  private let identifier: String?
  @Environment(\.dsTheme) private var theme

  /// Creates a checkbox group.
  /// - Parameters:
  ///   - title: The group's heading, read by VoiceOver before the options.
  ///   - options: The options, in order.
  ///   - selection: The chosen options.
  ///   - error: A message for the whole group, or nil.
  ///   - accessibilityIdentifier: An identifier for UI tests.
  ///   - optionLabel: The text for each option.
  public init(
    _ title: String, options: [Value], selection: Binding<Set<Value>>, error: String? = nil,
    accessibilityIdentifier: String? = nil, optionLabel: @escaping (Value) -> String
  ) {
    self.identifier = accessibilityIdentifier
    self.title = title
    self.options = options
    self._selection = selection
    self.error = error
    self.optionLabel = optionLabel
  }

  /// The group.
  public var body: some View {
    VStack(alignment: .leading, spacing: theme.gaps.tight) {
      Text(title)
        .dsText(.headline)
        .accessibilityAddTraits(.isHeader)
      ForEach(options, id: \.self) { option in
        let isOn = selection.contains(option)
        Button {
          if isOn { selection.remove(option) } else { selection.insert(option) }
        } label: {
          Text(optionLabel(option))
        }
        .buttonStyle(
          DSCheckableStyle(
            family: .checkbox, isOn: isOn, size: .medium, error: nil, symbol: "checkmark")
        )
        .accessibilityElement(children: .combine)
        .accessibilityValue(isOn ? "Checked" : "Unchecked")
      }
      if let error {
        Text(error).dsText(.footnote, colorRole: .error)
      }
    }
    .dsHaptic(.selection, trigger: selection)
    .accessibilityElement(children: .contain)
    .dsAccessibilityIdentifier(identifier)
  }
}

/// The box-and-label style shared by checkboxes and radio buttons.
struct DSCheckableStyle: ButtonStyle {
  let family: ComponentStyleFamily
  let isOn: Bool
  let size: ComponentSize
  let error: String?
  let symbol: String?

  func makeBody(configuration: Configuration) -> some View {
    DSCheckableBody(configuration: configuration, style: self)
  }
}

private struct DSCheckableBody: View {
  let configuration: ButtonStyleConfiguration
  let style: DSCheckableStyle
  @Environment(\.dsTheme) private var theme
  @Environment(\.dsBackdrop) private var backdrop
  @Environment(\.isEnabled) private var isEnabled
  @Environment(\.isFocused) private var isFocused

  var body: some View {
    let interaction = DSInteraction(
      isEnabled: isEnabled, hasError: style.error != nil && !style.isOn,
      isSelected: style.isOn, isPressed: configuration.isPressed, isFocused: isFocused)
    let look = theme.appearance(
      ComponentStyle(style.family), size: style.size,
      state: interaction.state(for: style.family), on: backdrop)
    let box = RoundedRectangle(cornerRadius: look.cornerRadius, style: .continuous)
    HStack(alignment: .firstTextBaseline, spacing: theme.gaps.regular) {
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
                .font(.system(size: look.tickSymbolSize, weight: look.tickSymbolWeight.fontWeight))
                .foregroundStyle(Color(tick.color))
            } else {
              Circle()
                .fill(Color(tick.color))
                .frame(width: look.radioDotDiameter, height: look.radioDotDiameter)
            }
          }
        }
        .overlay {
          if let ring = look.focusRing {
            box.inset(by: -look.focusRingWidth)
              .strokeBorder(Color(ring.color), lineWidth: look.focusRingWidth)
          }
        }
        .frame(width: look.minimumSize.width, height: look.minimumSize.height)
        .animation(look.motion.flatMap { Animation.tessera($0) }, value: style.isOn)
      VStack(alignment: .leading, spacing: theme.gaps.tight) {
        configuration.label
          .dsLookText(look)
          .fixedSize(horizontal: false, vertical: true)
        if let error = style.error {
          Text(error)
            .dsText(look.secondaryTypography)
            .dsForeground(look[.secondaryForeground] ?? look.foreground)
        }
      }
      .frame(maxWidth: .infinity, alignment: .leading)
    }
    .frame(minHeight: look.touchTarget?.height ?? 0)
    .contentShape(Rectangle())
    .dsPressEffect(
      look.press, isPressed: interaction.isPressed && isEnabled, reduceMotion: theme.reduceMotion)
  }
}
#endif
