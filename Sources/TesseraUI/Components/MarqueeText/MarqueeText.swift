#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents

/// One line that scrolls when it does not fit: SwiftUI-Components' `MarqueeText`, drawn from
/// the theme (text color, the theme's large spacing before the copy that follows it, a pause
/// between cycles).
/// When the text fits, and always under Reduce Motion, it stands still and is truncated; VoiceOver
/// reads the whole text in every case (`MarqueeTiming`). Right to left, it scrolls to the right.
/// A tap pauses it and another plays it again (WCAG 2.2.2 Pause, Stop, Hide); paused, the text
/// rests at its start. `startsPaused` lets the app show it paused until the person plays it
/// (`MarqueePlayback`). It moves by one repeating animation, not by re-running its body every
/// frame.
///
/// ```swift
/// MarqueeText("Now playing: a very long song title that does not fit", speed: 40)
///   .frame(width: 200)
/// ```
public struct MarqueeText: View {
  private let text: Text
  private let speed: Double
  private let size: ComponentSize?
  var identifier: String?
  @State private var textWidth: CGFloat = 0
  @State private var containerWidth: CGFloat = 0
  /// Whether it plays or the person paused it (WCAG 2.2.2: moving content that starts by itself
  /// can be paused).
  @State private var playback: MarqueePlayback
  @Environment(\.dsTheme) private var theme
  @Environment(\.dsBackdrop) private var backdrop
  @Environment(\.accessibilityReduceMotion) private var reduceMotion
  @Environment(\.controlSize) private var controlSize

  /// Creates marquee text looked up in the app's strings, as `Text`'s `LocalizedStringKey`
  /// initializer does; a string literal chooses this one.
  /// - Parameters:
  ///   - textKey: The text's key, shown translated and read whole by VoiceOver.
  ///   - speed: The scroll speed in points per second.
  ///   - size: Small, medium or large; nil (the default) follows the environment's
  ///     `controlSize`, as SwiftUI's controls do (`.controlSize(.large)`).
  ///   - startsPaused: Whether it starts paused, moving only once the person taps it.
  public init(
    _ textKey: LocalizedStringKey, speed: Double = 30, size: ComponentSize? = nil,
    startsPaused: Bool = false
  ) {
    self.init(
      text: Text(textKey), speed: speed, size: size, startsPaused: startsPaused,
      identifier: nil)
  }

  init(
    text: Text, speed: Double, size: ComponentSize?, startsPaused: Bool, identifier: String?
  ) {
    self.text = text
    self.speed = speed
    self.size = size
    self.identifier = identifier
    self._playback = State(initialValue: MarqueePlayback(startsPaused: startsPaused))
  }

  /// The line.
  public var body: some View {
    let look = theme.appearance(.marqueeText, size: resolvedSize, on: backdrop)
    let timing = MarqueeTiming(
      textWidth: textWidth, containerWidth: containerWidth, speed: speed, gap: look.gap,
      pause: look.motion?.duration ?? 1, reduceMotion: reduceMotion || theme.reduceMotion)
    text
      .dsLookText(look)
      .lineLimit(1)
      .hidden()
      .frame(maxWidth: .infinity, alignment: .leading)
      .overlay(alignment: .leading) {
        if let run = playback.run(for: timing) {
          // One linear animation over the run's distance, repeated for ever. A new run (new
          // text or width, played again) is a new scroller starting over; when the marquee
          // stops, this is removed, which ends the animation. The scroller is aligned to the
          // leading edge and pulled past it by negative leading padding: both are in reading
          // order by definition, so it moves toward the leading edge (left, or right in
          // Arabic) without relying on whether `offset(x:)` mirrors, which Apple's pages do
          // not say.
          DSRepeatingPhase(animation: .linear(duration: run.duration).delay(run.delay)) {
            progress in
            HStack(spacing: look.gap) {
              line(look)
              line(look)
            }
            .padding(.leading, -CGFloat(progress * run.distance))
          }
          .id(run)
        } else {
          // Still: it fits, Reduce Motion is on, or the person paused it at its start.
          text.dsLookText(look).lineLimit(1)
        }
      }
      .clipped()
      // A tap pauses the scrolling and another plays it again, anywhere in a touch target as
      // tall as the appearance asks, reaching above and below the line without growing it.
      .dsTapTarget(.action, of: look, rowHeight: look.text.size + look.text.lineSpacing)
      .onTapGesture { playback.toggle() }
      .onGeometryChange(for: CGFloat.self, of: { $0.size.width }) { containerWidth = $0 }
      .background {
        line(look).hidden()
          .onGeometryChange(for: CGFloat.self, of: { $0.size.width }) { textWidth = $0 }
      }
      .accessibilityElement(children: .ignore)
      .accessibilityLabel(text)
      .dsAccessibilityIdentifier(identifier)
  }

  /// The size given, else the environment's `controlSize`.
  private var resolvedSize: ComponentSize { size ?? ComponentSize(controlSize) }

  private func line(_ look: ComponentAppearance) -> some View {
    text.dsLookText(look).lineLimit(1).fixedSize()
  }
}
#endif
