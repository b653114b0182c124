#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraLocalization

/// A horizontal progress bar, determinate (clamped to 0...1 by `ProgressValue`) or
/// indeterminate (a segment sweeping across by one repeating animation; under Reduce Motion a
/// segment resting at the start that fades in and out, so it does not read as a fixed amount).
/// VoiceOver reads the label and "42 percent" or "In progress".
///
/// ```swift
/// DSProgressBar("Uploading", value: ProgressValue(completed: sent, total: size))
/// DSProgressBar("Preparing", value: .indeterminate)
/// ```
public struct DSProgressBar: View {
  @Environment(\.locale) private var locale
  private let label: Text
  private let value: ProgressValue
  var identifier: String?
  @Environment(\.dsTheme) private var theme
  @Environment(\.dsBackdrop) private var backdrop

  /// Creates a progress bar whose label is looked up in the app's strings, as
  /// `ProgressView`'s `LocalizedStringKey` initializer does; a string literal chooses this one.
  /// - Parameters:
  ///   - labelKey: The key of what is in progress, shown above the bar and read by VoiceOver.
  ///   - value: The progress.
  public init(_ labelKey: LocalizedStringKey, value: ProgressValue) {
    self.init(label: Text(labelKey), value: value, identifier: nil)
  }

  /// A bar whose label is already a `Text` (``DSProgressIndicator``'s).
  init(label: Text, value: ProgressValue, identifier: String?) {
    self.label = label
    self.value = value
    self.identifier = identifier
  }

  /// The bar.
  public var body: some View {
    let look = theme.appearance(
      .progress(.bar),
      state: value.fraction == nil ? .loading : .normal, on: backdrop)
    VStack(alignment: .leading, spacing: theme.gaps.tight) {
      HStack {
        label
        Spacer(minLength: theme.gaps.regular)
        if let percent = value.percent {
          // The whole percent VoiceOver reads, written the language's way ("45 %" in French,
          // "%45" in Turkish).
          Text(
            (Double(percent) / 100).formatted(
              .percent.precision(.fractionLength(0)).locale(locale))
          )
          .monospacedDigit()
        }
      }
      .dsSecondaryText(look)
      DSProgressTrack(value: value, look: look)
    }
    .accessibilityElement(children: .ignore)
    .accessibilityLabel(label)
    .accessibilityValue(value.accessibilityPhrase.string(for: locale))
    .dsAccessibilityIdentifier(identifier)
  }
}

/// The track and fill of a progress bar: the fraction for determinate progress; for
/// indeterminate progress, the appearance's segment sweeping across (``DSIndeterminateMotion``;
/// resting at the start and fading when motion is reduced). Shared by ``DSProgressBar`` and
/// ``DSProgressBarStyle``.
struct DSProgressTrack: View {
  let value: ProgressValue
  let look: ComponentAppearance

  var body: some View {
    Capsule()
      .fill(look.color(.track) ?? .clear)
      .overlay {
        // The fill, or the moving segment, is a shape over the whole track: it starts at the
        // leading edge in both directions (`DSTrackSegmentShape`), and the repeating animation
        // of the phase sweeps it.
        DSIndeterminateMotion(value: value, look: look) { phase in
          // No phase (still progress): the segment rests at the start.
          DSTrackSegmentShape(phase: phase ?? 0, roundedEnds: true) {
            [fraction = value.fraction, look, moves = phase != nil] length, phase in
            fraction.map { TrackSegment(offset: 0, length: length * $0) }
              ?? look.indeterminateSegment(trackLength: length, phase: moves ? phase : nil)
          }
          .fill(look.color(.fill) ?? .clear)
        }
      }
      .clipShape(Capsule())
      .frame(height: look.trackThickness)
  }
}

/// Draws any `ProgressView` as the theme's progress bar, as `DSProgressBar` draws it: apply
/// `.progressViewStyle(.dsBar)`.
///
/// ```swift
/// ProgressView("Uploading", value: sent, total: size).progressViewStyle(.dsBar)
/// ```
public struct DSProgressBarStyle: ProgressViewStyle {
  /// Creates the style.
  public init() {}

  /// Creates the view for one progress view.
  public func makeBody(configuration: Configuration) -> some View {
    DSProgressStyleBody(configuration: configuration)
  }
}

extension ProgressViewStyle where Self == DSProgressBarStyle {
  /// The theme's progress bar.
  public static var dsBar: DSProgressBarStyle { DSProgressBarStyle() }
}

private struct DSProgressStyleBody: View {
  let configuration: ProgressViewStyleConfiguration
  @Environment(\.dsTheme) private var theme
  @Environment(\.dsBackdrop) private var backdrop
  @Environment(\.locale) private var locale

  var body: some View {
    let value = ProgressValue(fraction: configuration.fractionCompleted)
    let look = theme.appearance(
      .progress(.bar), state: value.fraction == nil ? .loading : .normal, on: backdrop)
    VStack(alignment: .leading, spacing: theme.gaps.tight) {
      if let label = configuration.label {
        label.dsSecondaryText(look)
      }
      DSProgressTrack(value: value, look: look)
    }
    .accessibilityValue(value.accessibilityPhrase.string(for: locale))
  }
}
#endif
