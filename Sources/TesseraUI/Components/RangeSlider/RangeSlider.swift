#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraGestures
import TesseraLocalization

/// Two thumbs choosing a range on one track, drawn from the theme as ``DSSlider`` is (the fill
/// between the thumbs). The thumbs never cross and keep `minimumDistance` apart
/// (`RangeSliderValues`); a touch takes the nearer thumb, in either layout direction: the drag is
/// measured in a left-to-right environment, so its location is from the track's left edge on
/// screen whether or not SwiftUI would mirror it (`dsDrag`), and `SliderTrack` maps it through
/// the person's direction.
///
/// Each thumb is its own VoiceOver element ("Minimum" and "Maximum" in the person's language,
/// with the range's label), adjusted by one step per swipe; with a hardware keyboard (iPad, Mac,
/// visionOS) the arrows, Home, End and the page keys move the thumb that has focus
/// (`KeyAdjustment`), and on Apple TV a click engages it for the remote.
///
/// ```swift
/// RangeSlider("Price", range: $price, in: 0...500, step: 10, minimumDistance: 20) {
///   "$\(Int($0))"
/// }
/// ```
public struct RangeSlider: View {
  private let label: Text
  @Binding private var range: ClosedRange<Double>
  private let scale: SliderScale
  private let minimumDistance: Double
  var identifier: String?
  private let valueText: (Double) -> String
  @State private var draggedThumb: RangeThumb?
  @FocusState private var focusedThumb: RangeThumb?
  @Environment(\.dsTheme) private var theme
  @Environment(\.dsBackdrop) private var backdrop
  @Environment(\.isEnabled) private var isEnabled
  @Environment(\.layoutDirection) private var layoutDirection
  @Environment(\.locale) private var locale

  /// Creates a range slider whose label is looked up in the app's strings, as `Slider`'s
  /// labels are; a string literal chooses this one.
  /// - Parameters:
  ///   - label: The key of what the range chooses, shown above it and read by VoiceOver.
  ///   - range: The chosen range, kept inside `bounds`, snapped to `step` and at least
  ///     `minimumDistance` wide.
  ///   - bounds: The whole range.
  ///   - step: The increment; zero (the default) for continuous values.
  ///   - minimumDistance: The narrowest range allowed.
  ///   - valueText: How a value is written for display and VoiceOver.
  public init(
    _ label: LocalizedStringKey, range: Binding<ClosedRange<Double>>,
    in bounds: ClosedRange<Double> = 0...1, step: Double = 0, minimumDistance: Double = 0,
    valueText: @escaping (Double) -> String = { $0.formatted() }
  ) {
    self.init(
      text: Text(label), range: range, in: bounds, step: step,
      minimumDistance: minimumDistance, identifier: nil,
      valueText: valueText)
  }

  init(
    text: Text, range: Binding<ClosedRange<Double>>, in bounds: ClosedRange<Double>,
    step: Double, minimumDistance: Double, identifier accessibilityIdentifier: String?,
    valueText: @escaping (Double) -> String
  ) {
    self.label = text
    self._range = range
    self.scale = SliderScale(from: bounds.lowerBound, through: bounds.upperBound, step: step)
    self.minimumDistance = minimumDistance
    self.identifier = accessibilityIdentifier
    self.valueText = valueText
  }

  private var values: RangeSliderValues {
    RangeSliderValues(
      lower: range.lowerBound, upper: range.upperBound, scale: scale,
      minimumDistance: minimumDistance)
  }

  /// The range slider.
  public var body: some View {
    let interaction = ComponentInteraction(
      isEnabled: isEnabled, isPressed: draggedThumb != nil, isFocused: focusedThumb != nil)
    let look = theme.appearance(
      .rangeSlider, state: interaction.state(for: .rangeSlider), on: backdrop)
    let current = values
    VStack(alignment: .leading, spacing: theme.gaps.tight) {
      HStack {
        label.dsLookText(look)
        Spacer(minLength: theme.gaps.regular)
        Text("\(valueText(current.lower)) – \(valueText(current.upper))")
          .monospacedDigit()
          .dsText(look.typography)
          .dsForeground(look[.secondaryForeground])
      }
      .accessibilityElement(children: .combine)
      GeometryReader { proxy in
        let track = SliderTrack(
          width: proxy.size.width, knobDiameter: look.knobDiameter,
          direction: layoutDirection.horizontal)
        let fractions = current.fractions
        let fillStart = track.fillLength(atFraction: fractions.lowerBound)
        ZStack(alignment: .leading) {
          Capsule()
            .fill(look.color(.track) ?? .clear)
            .frame(height: look.trackThickness)
          Capsule()
            .fill(look.color(.fill) ?? .clear)
            .frame(
              width: Swift.max(0, track.fillLength(atFraction: fractions.upperBound) - fillStart),
              height: look.trackThickness
            )
            // Padded from the leading edge, which is in reading order by definition.
            .padding(.leading, fillStart)
          thumb(.lower, look: look, offset: track.thumbOffset(atFraction: fractions.lowerBound))
          thumb(.upper, look: look, offset: track.thumbOffset(atFraction: fractions.upperBound))
        }
        // The track, thumbs and their keys in the person's direction; only the drag is measured
        // left to right (below), so its location is screen space either way (`dsDrag`).
        .environment(\.layoutDirection, layoutDirection)
        .frame(maxHeight: .infinity)
        .contentShape(Rectangle())
        .dsDrag(
          claim: .horizontal,
          onChanged: { drag in
            guard isEnabled, let touched = scale.value(atX: Double(drag.location.x), on: track)
            else { return }
            let moving = draggedThumb ?? current.thumb(nearestTo: touched)
            draggedThumb = moving
            move(moving, to: touched)
          },
          onEnded: { _ in draggedThumb = nil },
          // A cancelled drag lets go of the thumb too, so the next drag picks the nearest.
          onReset: { draggedThumb = nil }
        )
        .environment(\.layoutDirection, .leftToRight)
      }
      .frame(height: Swift.max(look.knobDiameter, look.tapTarget(.lowerThumb).height))
    }
    .dsAccessibilityIdentifier(identifier)
  }

  private func thumb(_ which: RangeThumb, look: ComponentAppearance, offset: Double) -> some View {
    let name = which == .lower ? LocalizationKey.rangeMinimum : LocalizationKey.rangeMaximum
    let target = look.tapTarget(which == .lower ? .lowerThumb : .upperThumb)
    return Circle()
      .fill(look.color(.thumb) ?? .clear)
      .frame(width: look.knobDiameter, height: look.knobDiameter)
      .overlay {
        if focusedThumb == which, let ring = look.focusRing {
          Circle().inset(by: -look.focusRingWidth)
            .strokeBorder(Color(ring.color), lineWidth: look.focusRingWidth)
        }
      }
      .frame(width: target.width, height: target.height)
      .contentShape(Rectangle())
      .dsAdjustableKeys(axis: .horizontal, focus: .ownRing) { outcome in
        var next = values
        next.adjust(which, by: outcome)
        range = next.lower...next.upper
      }
      .focused($focusedThumb, equals: which)
      .accessibilityElement(children: .ignore)
      .accessibilityLabel(Text("\(label), \(name.string(for: locale))"))
      .accessibilityValue(valueText(values.value(of: which)))
      .accessibilityAdjustableAction { direction in
        adjust(which, by: direction == .increment ? 1 : -1)
      }
      // Padded from the leading edge (reading order by definition) after the element is
      // made, so VoiceOver's frame is the thumb's, not the padding's.
      .padding(.leading, offset - (target.width - look.knobDiameter) / 2)
  }

  private func move(_ which: RangeThumb, to value: Double) {
    var next = values
    next.move(which, to: value)
    range = next.lower...next.upper
  }

  private func adjust(_ which: RangeThumb, by steps: Int) {
    var next = values
    next.adjust(which, by: steps)
    range = next.lower...next.upper
  }
}
#endif
