#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents

/// One line that scrolls when it does not fit: SwiftUI-Components' `MarqueeText`, drawn from
/// the theme (text color, the theme's large spacing before the copy that follows it, a pause
/// between cycles).
/// When the text fits, and always under Reduce Motion, it stands still and is truncated; VoiceOver
/// reads the whole text in every case (`MarqueeTiming`). Right to left, it scrolls to the right.
/// A tap pauses it where it is and another resumes it (WCAG 2.2.2 Pause, Stop, Hide); paused,
/// its timeline asks for no frames.
///
/// ```swift
/// MarqueeText("Now playing: a very long song title that does not fit", speed: 40)
///   .frame(width: 200)
/// ```
public struct MarqueeText: View {
  private let text: Text
  private let speed: Double
  private let size: ComponentSize?
  private let identifier: String?
  @State private var textWidth: CGFloat = 0
  @State private var containerWidth: CGFloat = 0
  @State private var start = Date()
  /// Where the scroll stopped when the person paused it (WCAG 2.2.2: moving content that
  /// starts by itself can be paused), or nil while it scrolls.
  @State private var pausedElapsed: TimeInterval?
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
  ///   - accessibilityIdentifier: An identifier for UI tests.
  public init(
    _ textKey: LocalizedStringKey, speed: Double = 30, size: ComponentSize? = nil,
    accessibilityIdentifier: String? = nil
  ) {
    self.init(text: Text(textKey), speed: speed, size: size, identifier: accessibilityIdentifier)
  }

  /// Creates marquee text from a localized string resource.
  /// - Parameters:
  ///   - textResource: The text, shown translated and read whole by VoiceOver.
  ///   - speed: The scroll speed in points per second.
  ///   - size: Small, medium or large; nil (the default) follows the environment's
  ///     `controlSize`, as SwiftUI's controls do (`.controlSize(.large)`).
  ///   - accessibilityIdentifier: An identifier for UI tests.
  @_disfavoredOverload
  public init(
    _ textResource: LocalizedStringResource, speed: Double = 30, size: ComponentSize? = nil,
    accessibilityIdentifier: String? = nil
  ) {
    self.init(
      text: Text(textResource), speed: speed, size: size, identifier: accessibilityIdentifier)
  }

  /// Creates marquee text shown as written (a song title, text the app already localized).
  /// - Parameters:
  ///   - text: The text, shown as written and read whole by VoiceOver.
  ///   - speed: The scroll speed in points per second.
  ///   - size: Small, medium or large; nil (the default) follows the environment's
  ///     `controlSize`, as SwiftUI's controls do (`.controlSize(.large)`).
  ///   - accessibilityIdentifier: An identifier for UI tests.
  @_disfavoredOverload
  public init<Content: StringProtocol>(
    _ text: Content, speed: Double = 30, size: ComponentSize? = nil,
    accessibilityIdentifier: String? = nil
  ) {
    self.init(text: Text(text), speed: speed, size: size, identifier: accessibilityIdentifier)
  }

  private init(text: Text, speed: Double, size: ComponentSize?, identifier: String?) {
    self.text = text
    self.speed = speed
    self.size = size
    self.identifier = identifier
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
        if timing.scrolls {
          // Paused, the timeline stops asking for frames and the text rests where it stopped.
          TimelineView(.animation(paused: pausedElapsed != nil)) { context in
            let offset = timing.offset(
              at: pausedElapsed ?? context.date.timeIntervalSince(start))
            HStack(spacing: look.gap) {
              line(look)
              line(look)
            }
            .offset(x: offset)
          }
        } else {
          text.dsLookText(look).lineLimit(1)
        }
      }
      .clipped()
      // A tap pauses the scrolling and another resumes it where it stopped.
      .contentShape(Rectangle())
      .onTapGesture { togglePause() }
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

  private func togglePause() {
    if let elapsed = pausedElapsed {
      start = Date() - elapsed
      pausedElapsed = nil
    } else {
      pausedElapsed = Date().timeIntervalSince(start)
    }
  }

  private func line(_ look: ComponentAppearance) -> some View {
    text.dsLookText(look).lineLimit(1).fixedSize()
  }
}
#endif
