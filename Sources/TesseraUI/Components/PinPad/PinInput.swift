#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraLocalization

/// A PIN entered on a numeric keypad and shown as dots: SwiftUI-Components' `PinInput`, drawn
/// from the theme (round keys, accent dots that turn to the error color when the PIN is
/// rejected). Only digits are kept, never more than `length` (`PINEntry`); `onComplete` runs
/// when the last digit arrives.
///
/// The keypad keeps the telephone order in right-to-left layouts (`PinPadLayout`). Each key is
/// a button at least the touch target wide (72 points at medium size); VoiceOver reads the
/// dots as "Entered: 2 of 6" and the delete key as "Delete"; with Full Keyboard Access and on
/// Apple TV the keys take focus. A length outside 4...12 is reported in place of the keypad.
///
/// ```swift
/// PinInput(code: $pin, length: 6, showsError: pinWasRejected) { entered in
///   unlock(with: entered)
/// }
/// ```
public struct PinInput: View {
  @Binding private var code: String
  private let length: Int
  private let showsError: Bool
  private let size: ComponentSize?
  var identifier: String?
  private let onComplete: (@MainActor (String) -> Void)?
  @Environment(\.dsTheme) private var theme
  @Environment(\.dsBackdrop) private var backdrop
  @Environment(\.isEnabled) private var isEnabled
  @Environment(\.locale) private var locale
  @Environment(\.controlSize) private var controlSize

  /// Creates a PIN pad.
  /// - Parameters:
  ///   - code: The digits entered; set from outside, only its digits are kept.
  ///   - length: The PIN's length, 4...12.
  ///   - showsError: Whether the entered PIN was rejected (the dots turn to the error color, and
  ///     VoiceOver reads the rejection with the dots).
  ///   - size: The keys' size: small, medium or large; nil (the default) follows the
  ///     environment's `controlSize`, as SwiftUI's controls do (`.controlSize(.large)`).
  ///   - onComplete: Called with the PIN when its last digit is entered.
  public init(
    code: Binding<String>, length: Int = 6, showsError: Bool = false,
    size: ComponentSize? = nil,
    onComplete: (@MainActor (String) -> Void)? = nil
  ) {
    _code = code
    self.length = length
    self.showsError = showsError
    self.size = size
    self.onComplete = onComplete
  }

  /// The dots over the keypad.
  public var body: some View {
    content.dsAccessibilityIdentifier(identifier)
  }

  /// The size given, else the environment's `controlSize`.
  private var resolvedSize: ComponentSize { size ?? ComponentSize(controlSize) }

  @ViewBuilder
  private var content: some View {
    switch Self.entry(length: length, code: code) {
    case .success(let entry):
      pad(entry)
    case .failure(let error):
      Text(String(describing: error))
        .dsText(.footnote)
        .dsForeground(theme.appearance(.pinPad, state: .error, on: backdrop).fill)
    }
  }

  private static func entry(length: Int, code: String) -> Result<PINEntry, PINEntryError> {
    do throws(PINEntryError) {
      return .success(try PINEntry(length: length, text: code))
    } catch {
      return .failure(error)
    }
  }

  private func pad(_ entry: PINEntry) -> some View {
    let look = theme.appearance(
      .pinPad, size: resolvedSize, state: isEnabled ? (showsError ? .error : .normal) : .disabled,
      on: backdrop)
    return VStack(spacing: look.gap) {
      HStack(spacing: look.trackThickness) {
        ForEach(Array(entry.filledDots.enumerated()), id: \.offset) { _, filled in
          Circle()
            .fill(filled ? (look.color(.fill) ?? .clear) : .clear)
            .overlay {
              Circle().strokeBorder(
                (filled ? look.color(.fill) : look.color(.border)) ?? .clear,
                lineWidth: look.borderWidth)
            }
            .frame(width: look.trackThickness, height: look.trackThickness)
        }
      }
      .accessibilityElement(children: .ignore)
      .accessibilityLabel(LocalizationKey.verificationCode.string(for: locale))
      // A rejected PIN says so in the value: the dots' error color is never the only sign.
      .accessibilityValue(spokenProgress(entry))
      .dsAnnouncesRejection(showsError, entered: entry.digits.count, of: entry.length)
      VStack(spacing: look.gap / 2) {
        ForEach(Array(PinPadLayout.rows.enumerated()), id: \.offset) { _, row in
          HStack(spacing: look.gap) {
            ForEach(Array(row.enumerated()), id: \.offset) { _, key in
              keyView(key, entry: entry)
            }
          }
        }
      }
      .environment(\.layoutDirection, .leftToRight)
    }
  }

  /// "Entered: 2 of 6", and the rejection after it when the PIN was rejected.
  private func spokenProgress(_ entry: PINEntry) -> String {
    let progress = LocalizedPhrase.pinProgress(entry.digits.count, of: entry.length)
      .string(for: locale)
    guard showsError else { return progress }
    return "\(progress), \(LocalizationKey.codeRejected.string(for: locale))"
  }

  @ViewBuilder
  private func keyView(_ key: PinPadKey, entry: PINEntry) -> some View {
    switch key {
    case .digit(let digit):
      Button {
        var next = entry
        let change = next.enter(digit)
        code = next.digits
        if change == .completed { onComplete?(next.digits) }
      } label: {
        Text(verbatim: "\(digit)")
      }
      .buttonStyle(PinKeyStyle(size: resolvedSize))
    case .delete:
      Button {
        var next = entry
        next.deleteBackward()
        code = next.digits
      } label: {
        Image(systemName: "delete.backward")
      }
      .buttonStyle(PinKeyStyle(size: resolvedSize, isPlain: true))
      .accessibilityLabel(LocalizationKey.delete.string(for: locale))
    case .blank:
      let look = theme.appearance(.pinPad, size: resolvedSize, on: backdrop)
      Color.clear
        .frame(width: look.knobDiameter, height: look.knobDiameter)
        .accessibilityHidden(true)
    }
  }
}

/// Draws a PIN key in the state its button and the environment give: a round key, darker
/// while pressed, with the focus ring; the delete key has no fill.
private struct PinKeyStyle: ButtonStyle {
  let size: ComponentSize
  var isPlain = false

  func makeBody(configuration: Configuration) -> some View {
    PinKeyBody(configuration: configuration, size: size, isPlain: isPlain)
      .dsHoverEffect()
  }
}

private struct PinKeyBody: View {
  let configuration: ButtonStyleConfiguration
  let size: ComponentSize
  let isPlain: Bool
  var control = DSControlEnvironment()

  var body: some View {
    let interaction = ComponentInteraction(
      isEnabled: control.isEnabled, isPressed: configuration.isPressed && control.isEnabled,
      isFocused: control.isFocused)
    let look = control.theme.appearance(
      .pinPad, size: size, state: interaction.state(for: .pinPad), on: control.backdrop)
    configuration.label
      .dsLookText(look)
      .frame(width: look.knobDiameter, height: look.knobDiameter)
      .background {
        if !isPlain || configuration.isPressed {
          Circle().fill(look.color(.background) ?? .clear)
        }
      }
      .overlay {
        if let ring = look.focusRing {
          Circle().inset(by: -look.focusRingWidth)
            .strokeBorder(Color(ring.color), lineWidth: look.focusRingWidth)
        }
      }
      .frame(
        minWidth: look.touchTarget?.width ?? 0, minHeight: look.touchTarget?.height ?? 0
      )
      .contentShape(Circle())
      .dsPressEffect(
        look.press, isPressed: interaction.isPressed, reduceMotion: control.theme.reduceMotion)
  }
}
#endif
