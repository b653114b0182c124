#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraGestures
import TesseraLocalization

/// A row of stars for entering a rating: tap or drag across the stars, swipe up and down with
/// VoiceOver, or use the arrow keys and the Apple TV remote. Rounding (whole, half or exact),
/// clamping and what VoiceOver reads come from `RatingScale`; star size and colors from the
/// active theme.
///
/// ```swift
/// @State private var rating = 3.0
/// RatingInput(rating: $rating)
/// RatingInput(rating: $rating, scale: RatingScale(maximum: 10, rounding: .half))
/// ```
public struct RatingInput: View {
  @Environment(\.locale) private var locale
  @Binding private var rating: Double
  /// Fires the selection haptic on the person's own changes only (`HapticTrigger`).
  @State private var haptic = HapticTrigger()
  private let scale: RatingScale
  private let size: ComponentSize?
  private let label: Text?
  var identifier: String?
  @Environment(\.dsTheme) private var theme
  @Environment(\.dsBackdrop) private var backdrop
  @Environment(\.isEnabled) private var isEnabled
  @Environment(\.layoutDirection) private var layoutDirection
  @State private var isDragging = false
  @Environment(\.controlSize) private var controlSize

  /// Creates a rating input whose label is looked up in the app's strings; a string
  /// literal chooses this one, and so does a call without a label.
  /// - Parameters:
  ///   - rating: The rating, kept within the scale after every change.
  ///   - scale: How many stars and how values round.
  ///   - size: Small, medium or large stars; nil (the default) follows the environment's
  ///     `controlSize`, as SwiftUI's controls do (`.controlSize(.large)`).
  ///   - label: The key of what VoiceOver reads before the value; "Rating" in the environment's language when
  ///     nil.
  public init(
    rating: Binding<Double>, scale: RatingScale = RatingScale(), size: ComponentSize? = nil,
    label: LocalizedStringKey? = nil
  ) {
    self.init(
      rating: rating, scale: scale, size: size, text: label.map { Text($0) },
      identifier: nil)
  }

  init(
    rating: Binding<Double>, scale: RatingScale, size: ComponentSize?, text: Text?,
    identifier: String?
  ) {
    self._rating = rating
    self.scale = scale
    self.size = size
    self.label = text
    self.identifier = identifier
  }

  /// The stars.
  public var body: some View {
    let interaction = ComponentInteraction(isEnabled: isEnabled, isPressed: isDragging)
    let look = theme.appearance(
      .rating, size: resolvedSize, state: interaction.state(for: .rating), on: backdrop)
    let fills = scale.fills(for: rating)
    let side = max(look.knobDiameter, (look.touchTarget?.width ?? 0))
    let height = max(side, look.touchTarget?.height ?? 0)
    HStack(spacing: 0) {
      ForEach(fills.indices, id: \.self) { index in
        // A star is a full touch target wide where the row has room; a long scale (ten stars
        // on a phone) narrows them to the star itself rather than run off the screen. The
        // whole row takes the touch, so its height is what keeps the 44 pt target.
        DSRatingStar(fill: fills[index], look: look)
          .frame(
            minWidth: look.knobDiameter, idealWidth: side, maxWidth: side, minHeight: height,
            maxHeight: height)
      }
    }
    .contentShape(Rectangle())
    .overlay {
      GeometryReader { proxy in
        Color.clear
          .contentShape(Rectangle())
          .dsDrag(
            claim: .horizontal,
            onChanged: { value in
              isDragging = true
              update(atX: value.location.x, width: proxy.size.width)
            },
            onEnded: { value in
              isDragging = false
              update(atX: value.location.x, width: proxy.size.width)
            },
            // A cancelled drag leaves the rating where it was dragged to, not pressed.
            onReset: { isDragging = false }
          )
          // A tap sets the star under the finger: the drag starts only after it moves its
          // minimum distance (so a scroll can still take a vertical swipe), so it never sees
          // a tap.
          .dsTapLocation { location in update(atX: location.x, width: proxy.size.width) }
          // The invisible drag layer is measured left to right, so the location is from the
          // row's left edge on screen whether or not SwiftUI would mirror it (`dsDrag`).
          .environment(\.layoutDirection, .leftToRight)
      }
    }
    .dsAdjustableKeys(axis: .horizontal) { outcome in
      haptic.set(&rating, to: scale.adjusted(rating, by: outcome))
    }
    .dsHaptic(.selection, trigger: haptic)
    .accessibilityElement(children: .ignore)
    .accessibilityLabel(label ?? Text(LocalizationKey.ratingLabel.string(for: locale)))
    .accessibilityValue(scale.accessibilityPhrase(for: rating).string(for: locale))
    .accessibilityAdjustableAction { direction in
      haptic.set(&rating, to: scale.adjusted(rating, by: direction == .increment ? 1 : -1))
    }
    .dsAccessibilityIdentifier(identifier)
  }

  /// The size given, else the environment's `controlSize`.
  private var resolvedSize: ComponentSize { size ?? ComponentSize(controlSize) }

  /// Follows a touch `x` points from the row's left edge on screen (the drag is measured left
  /// to right): the stars' HStack is in reading order (the first star on the right, right to
  /// left), so the scale converts it through the person's direction.
  private func update(atX x: CGFloat, width: CGFloat) {
    guard isEnabled,
      let touched = scale.value(
        atX: Double(x), width: Double(width), direction: layoutDirection.horizontal)
    else { return }
    haptic.set(&rating, to: touched)
  }
}

/// One star, filled to `fill` (0...1) from the leading edge.
private struct DSRatingStar: View {
  let fill: Double
  let look: ComponentAppearance

  var body: some View {
    let star = Image(systemName: "star.fill").resizable()
    star
      .foregroundStyle(look.color(.track) ?? .clear)
      .overlay {
        star
          .foregroundStyle(look.color(.fill) ?? .clear)
          .mask(alignment: .leading) {
            GeometryReader { proxy in
              Rectangle().frame(width: proxy.size.width * fill)
            }
          }
      }
      .frame(width: look.knobDiameter, height: look.knobDiameter)
  }
}
#endif
