#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraLocalization

/// A circular progress indicator: a ring that fills clockwise from 12 o'clock, or, when
/// indeterminate, a quarter arc that turns by one repeating animation (under Reduce Motion it
/// rests and fades in and out, so it still reads as in progress; VoiceOver reads "In
/// progress"). The sweep comes from `ProgressValue.ringSweepDegrees`. It is the theme's size,
/// grown with the text size, as `ProgressView`'s circular style is: a larger frame around it
/// centres it rather than enlarging it.
///
/// ```swift
/// DSProgressRing("Storage used", value: ProgressValue(completed: 42, total: 64), showsPercent: true)
/// ```
public struct DSProgressRing: View {
  @Environment(\.locale) private var locale
  private let label: Text
  private let value: ProgressValue
  private let showsPercent: Bool
  var identifier: String?
  @Environment(\.dsTheme) private var theme
  @Environment(\.dsBackdrop) private var backdrop

  /// Creates a progress ring whose label is looked up in the app's strings, as
  /// `ProgressView`'s `LocalizedStringKey` initializer does; a string literal chooses this one.
  /// - Parameters:
  ///   - labelKey: The key of what is in progress, read by VoiceOver.
  ///   - value: The progress.
  ///   - showsPercent: Shows the percentage inside the ring.
  public init(_ labelKey: LocalizedStringKey, value: ProgressValue, showsPercent: Bool = false) {
    self.init(
      label: Text(labelKey), value: value, showsPercent: showsPercent,
      identifier: nil)
  }

  /// A ring whose label is already a `Text` (``DSProgressIndicator``'s).
  init(label: Text, value: ProgressValue, showsPercent: Bool, identifier: String?) {
    self.label = label
    self.value = value
    self.showsPercent = showsPercent
    self.identifier = identifier
  }

  /// The ring.
  public var body: some View {
    let look = theme.appearance(
      .progress(.ring),
      state: value.fraction == nil ? .loading : .normal, on: backdrop)
    ZStack {
      Circle()
        .stroke(look.color(.track) ?? .clear, lineWidth: look.trackThickness)
      // One turn per cycle: the angle is linear in the phase, so the repeating animation of
      // the phase turns the arc.
      DSIndeterminateMotion(value: value, look: look) { phase in
        Circle()
          .trim(from: 0, to: value.ringSweepDegrees / 360)
          .stroke(
            look.color(.fill) ?? .clear,
            style: StrokeStyle(lineWidth: look.trackThickness, lineCap: .round)
          )
          .rotationEffect(.degrees((phase ?? 0) * 360 + ProgressValue.ringStartAngle))
      }
      if showsPercent, let percent = value.percent {
        // The language's percent; the ring grows with the text (below), so it fits.
        Text(
          (Double(percent) / 100).formatted(
            .percent.precision(.fractionLength(0)).locale(locale))
        )
        .monospacedDigit()
        .dsSecondaryText(look)
        .minimumScaleFactor(look.minimumTextScale)
      }
    }
    .padding(look.trackThickness / 2)
    // Its own size, grown with the text size: a circle fills what it is offered, so with a
    // minimum only the ring would swell to the width of a stack that does not scroll, as
    // `ProgressView`'s circular style does not.
    .frame(
      width: theme.scaledMetric(look.minimumSize.width, relativeTo: look.secondaryTypography),
      height: theme.scaledMetric(look.minimumSize.height, relativeTo: look.secondaryTypography)
    )
    .accessibilityElement(children: .ignore)
    .accessibilityLabel(label)
    .accessibilityValue(value.accessibilityPhrase.string(for: locale))
    .dsAccessibilityIdentifier(identifier)
  }
}
#endif
