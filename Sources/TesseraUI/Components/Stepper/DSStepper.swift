#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraLocalization

/// A label, a value and minus and plus buttons, bounded (and optionally wrapping) by
/// `StepperBounds`; a button is disabled at its end of the range. Built from buttons rather than
/// the system stepper so it looks the same on every platform, including tvOS.
///
/// VoiceOver reads one adjustable element: swipe up or down to change the value. The minus and
/// plus buttons are named "Decrease" and "Increase" in the environment's language. With a
/// keyboard, the arrows step it, Page Up and Page Down by ten, Home and End to its ends.
///
/// ```swift
/// DSStepper("Guests", value: $guests, in: 1...12)
/// ```
public struct DSStepper: View {
  private let label: Text
  @Binding private var value: Double
  /// Fires the selection haptic on the person's own changes only (`HapticTrigger`).
  @State private var haptic = HapticTrigger()
  private let bounds: StepperBounds
  private let size: ComponentSize?
  var identifier: String?
  private let valueText: (Double) -> String
  @Environment(\.dsTheme) private var theme
  @Environment(\.dsBackdrop) private var backdrop
  @Environment(\.isEnabled) private var isEnabled
  @Environment(\.dynamicTypeSize) private var dynamicTypeSize
  @Environment(\.locale) private var locale
  @Environment(\.controlSize) private var controlSize

  /// Creates a stepper whose label is looked up in the app's strings; a string literal chooses
  /// this one.
  /// - Parameters:
  ///   - label: The key of what the stepper counts, also read by VoiceOver.
  ///   - value: The value, kept within the bounds.
  ///   - bounds: The range.
  ///   - step: The increment (1 when zero, negative or not finite).
  ///   - wraps: Whether stepping past one end continues from the other.
  ///   - size: Small, medium or large; nil (the default) follows the environment's
  ///     `controlSize`, as SwiftUI's `Stepper` does (`.controlSize(.large)`).
  ///   - valueText: How the value is written for display and VoiceOver.
  public init(
    _ label: LocalizedStringKey, value: Binding<Double>, in bounds: ClosedRange<Double>,
    step: Double = 1, wraps: Bool = false, size: ComponentSize? = nil,
    valueText: @escaping (Double) -> String = { $0.formatted() }
  ) {
    self.init(
      text: Text(label), value: value, in: bounds, step: step, wraps: wraps, size: size,
      identifier: nil, valueText: valueText)
  }

  init(
    text: Text, value: Binding<Double>, in bounds: ClosedRange<Double>, step: Double,
    wraps: Bool, size: ComponentSize?, identifier accessibilityIdentifier: String?,
    valueText: @escaping (Double) -> String
  ) {
    self.label = text
    self._value = value
    self.bounds = StepperBounds(
      from: bounds.lowerBound, through: bounds.upperBound, step: step, wraps: wraps)
    self.size = size
    self.identifier = accessibilityIdentifier
    self.valueText = valueText
  }

  /// The stepper.
  public var body: some View {
    let look = theme.appearance(
      .stepper, size: size ?? ComponentSize(controlSize),
      state: ComponentInteraction(isEnabled: isEnabled).state(for: .stepper), on: backdrop)
    let layout =
      dynamicTypeSize.isAccessibilitySize
      ? AnyLayout(VStackLayout(alignment: .leading, spacing: theme.gaps.tight))
      : AnyLayout(HStackLayout(spacing: theme.gaps.regular))
    layout {
      label
        .dsLookText(look)
        .dsForeground(look[.secondaryForeground])
        .frame(maxWidth: .infinity, alignment: .leading)
        // Read once, as the adjustable value's label below.
        .accessibilityHidden(true)
      HStack(spacing: theme.gaps.tight) {
        stepButton("minus", name: .decrease, enabled: bounds.canDecrement(value)) {
          haptic.set(&value, to: bounds.decremented(value))
        }
        // The adjustable element VoiceOver swipes up and down on ("Quantity, 3, adjustable").
        Text(valueText(bounds.clamped(value)))
          .monospacedDigit()
          .dsLookText(look)
          .dsForeground(look[.secondaryForeground])
          .accessibilityLabel(label)
          .accessibilityValue(valueText(bounds.clamped(value)))
          .accessibilityAdjustableAction { direction in
            if direction == .increment {
              if bounds.canIncrement(value) { haptic.set(&value, to: bounds.incremented(value)) }
            } else if bounds.canDecrement(value) {
              haptic.set(&value, to: bounds.decremented(value))
            }
          }
        stepButton("plus", name: .increase, enabled: bounds.canIncrement(value)) {
          haptic.set(&value, to: bounds.incremented(value))
        }
      }
    }
    .dsAdjustableKeys(axis: .vertical, focus: .container) { outcome in
      haptic.set(&value, to: bounds.adjusted(value, by: outcome))
    }
    .dsHaptic(.selection, trigger: haptic)
    // The buttons stay elements of their own (not `children: .ignore`), so Voice Control users
    // can say "Tap Increase" and Switch Control reaches them, as UIStepper's two buttons.
    .accessibilityElement(children: .contain)
    .dsAccessibilityIdentifier(identifier)
  }

  /// A minus or plus button, named ("Decrease", "Increase") for keyboard focus, Voice Control
  /// and the large content viewer.
  private func stepButton(
    _ symbol: String, name: LocalizationKey, enabled: Bool,
    action: @escaping @MainActor () -> Void
  ) -> some View {
    Button(action: action) {
      Image(systemName: symbol)
    }
    .accessibilityLabel(name.string(for: locale))
    .buttonStyle(DSComponentButtonStyle(style: .stepper, size: size))
    .disabled(!enabled)
  }
}
#endif
