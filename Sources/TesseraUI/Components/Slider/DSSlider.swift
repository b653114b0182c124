#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraGestures

/// A slider for choosing a value in a range, drawn from the active theme (track, fill, thumb and
/// their sizes). Snapping to `step` comes from `SliderScale`, where a step of zero, a negative
/// step or NaN means "continuous" and can never crash.
///
/// VoiceOver reads the label and value and adjusts by one step (or a tenth of the range) per
/// swipe; the thumb keeps 3:1 against the surface.
///
/// Right to left, the lower bound is on the right: the track is leading-aligned and the thumb
/// padded from the leading edge, both in reading order by definition; the drag is measured in a
/// left-to-right environment, where its location is from the track's left edge on screen
/// whether or not SwiftUI would mirror it (`dsDrag`), and `SliderTrack` maps that location and
/// the arrow keys through the person's layout direction. With a hardware keyboard the arrows move it one
/// step, Page Up and Page Down ten (a fifth of a continuous range), Home and End to its ends
/// (`KeyAdjustment`); a vertical scroll that starts on it scrolls (`DragClaim.horizontal`).
///
/// ```swift
/// DSSlider("Volume", value: $volume, in: 0...100, step: 5) { "\(Int($0))%" }
/// ```
public struct DSSlider: View {
  private let label: Text
  @Binding private var value: Double
  private let scale: SliderScale
  var identifier: String?
  private let valueText: (Double) -> String
  @State private var isDragging = false
  /// Fires for the selection ticks the person's moves earned; the haptic plays when it does.
  @State private var haptic = HapticTrigger()
  @Environment(\.dsTheme) private var theme
  @Environment(\.dsBackdrop) private var backdrop
  @Environment(\.isEnabled) private var isEnabled
  @FocusState private var isFocused: Bool
  @Environment(\.layoutDirection) private var layoutDirection

  /// Creates a slider whose label is looked up in the app's strings, as `Slider`'s labels
  /// are; a string literal chooses this one.
  /// - Parameters:
  ///   - label: The key of what the slider controls, shown above it and read by VoiceOver.
  ///   - value: The value, kept within the range and snapped to the step.
  ///   - bounds: The range.
  ///   - step: The increment; zero (the default) for a continuous slider.
  ///   - valueText: How the value is written for display and VoiceOver.
  public init(
    _ label: LocalizedStringKey, value: Binding<Double>, in bounds: ClosedRange<Double> = 0...1,
    step: Double = 0,
    valueText: @escaping (Double) -> String = { $0.formatted() }
  ) {
    self.init(
      text: Text(label), value: value, in: bounds, step: step,
      identifier: nil, valueText: valueText)
  }

  init(
    text: Text, value: Binding<Double>, in bounds: ClosedRange<Double>, step: Double,
    identifier accessibilityIdentifier: String?, valueText: @escaping (Double) -> String
  ) {
    self.label = text
    self._value = value
    self.scale = SliderScale(from: bounds.lowerBound, through: bounds.upperBound, step: step)
    self.identifier = accessibilityIdentifier
    self.valueText = valueText
  }

  /// The slider.
  public var body: some View {
    let interaction = ComponentInteraction(
      isEnabled: isEnabled, isPressed: isDragging, isFocused: isFocused)
    let look = theme.appearance(
      .slider, state: interaction.state(for: .slider), on: backdrop)
    let fraction = scale.fraction(for: value)
    VStack(alignment: .leading, spacing: theme.gaps.tight) {
      HStack {
        label.dsLookText(look)
        Spacer(minLength: theme.gaps.regular)
        Text(valueText(scale.snapped(value)))
          .monospacedDigit()
          .dsText(look.typography)
          .dsForeground(look[.secondaryForeground])
      }
      GeometryReader { proxy in
        let track = SliderTrack(
          width: proxy.size.width, knobDiameter: look.knobDiameter,
          direction: layoutDirection.horizontal)
        // Leading-aligned and padded from the leading edge: both are in reading order by
        // definition, so the thumb is right to left whether or not offset(x:) would mirror.
        ZStack(alignment: .leading) {
          Capsule()
            .fill(look.color(.track) ?? .clear)
            .frame(height: look.trackThickness)
          Capsule()
            .fill(look.color(.fill) ?? .clear)
            .frame(width: track.fillLength(atFraction: fraction), height: look.trackThickness)
          Circle()
            .fill(look.color(.thumb) ?? .clear)
            .frame(width: look.knobDiameter, height: look.knobDiameter)
            .overlay {
              if let ring = look.focusRing {
                Circle().inset(by: -look.focusRingWidth)
                  .strokeBorder(Color(ring.color), lineWidth: look.focusRingWidth)
              }
            }
            .padding(.leading, track.thumbOffset(atFraction: fraction))
        }
        // The track and thumb in the person's direction; only the drag is measured left to
        // right (below), so its location is screen space either way (`dsDrag`).
        .environment(\.layoutDirection, layoutDirection)
        .frame(maxHeight: .infinity)
        .contentShape(Rectangle())
        .dsDrag(
          claim: .horizontal,
          onChanged: { drag in
            isDragging = true
            move(to: drag.location.x, on: track)
          },
          onEnded: { drag in
            isDragging = false
            move(to: drag.location.x, on: track)
          },
          // A cancelled drag leaves the thumb where it was dragged to, not pressed.
          onReset: { isDragging = false }
        )
        .environment(\.layoutDirection, .leftToRight)
      }
      .frame(height: max(look.knobDiameter, look.touchTarget?.height ?? 0))
    }
    .dsAdjustableKeys(
      axis: .horizontal, pageSteps: scale.step == nil ? 2 : 10, focus: .ownRing
    ) { outcome in
      set(scale.adjusted(value, by: outcome))
    }
    // Focus is read where the slider is focusable, so its focus ring shows.
    .focused($isFocused)
    // Ticks only for the person's own moves, on a stop or at an end
    // (`SliderScale.playsSelectionFeedback`), never for values the app sets.
    .dsHaptic(.selection, trigger: haptic)
    .accessibilityElement(children: .ignore)
    .accessibilityLabel(label)
    .accessibilityValue(valueText(scale.snapped(value)))
    .accessibilityAdjustableAction { direction in
      set(scale.adjusted(value, by: direction == .increment ? 1 : -1))
    }
    .dsAccessibilityIdentifier(identifier)
  }

  /// Follows a touch `x` points from the track's left edge on screen (the drag is measured
  /// left to right); `SliderTrack` converts it through the person's layout direction.
  private func move(to x: CGFloat, on track: SliderTrack) {
    guard isEnabled, let touched = scale.value(atX: Double(x), on: track) else { return }
    set(touched)
  }

  /// Sets the value as the person moved it, with the selection tick where the scale has one.
  private func set(_ newValue: Double) {
    let old = value
    value = newValue
    if scale.playsSelectionFeedback(from: old, to: newValue) { haptic.fire() }
  }
}
#endif
