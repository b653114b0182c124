#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents

/// A labeled multi-line text editor with a placeholder, helper and error text, in the active
/// theme's field style. On every platform: a `TextEditor` on iOS, macOS and visionOS, and a
/// text field that grows vertically on tvOS and watchOS, which have no `TextEditor`.
///
/// ```swift
/// DSTextArea("Notes", text: $notes, prompt: "Anything we should know?", minimumLines: 4)
/// ```
public struct DSTextArea: View {
  private let label: Text
  private let spokenLabel: String?
  @Binding private var text: String
  private let prompt: Text?
  private let helper: Text?
  private let error: String?
  private let minimumLines: Int
  private let size: ComponentSize?
  private let identifier: String?
  @FocusState private var isFocused: Bool
  @Environment(\.dsTheme) private var theme
  @Environment(\.dsBackdrop) private var backdrop
  @Environment(\.controlSize) private var controlSize

  /// Creates a text area whose label, prompt and helper are looked up in the app's strings;
  /// a string literal chooses this one.
  /// - Parameters:
  ///   - label: The key of the label above the editor, also read by VoiceOver.
  ///   - text: The text (the person's own, never looked up).
  ///   - prompt: The key of the placeholder shown while the editor is empty.
  ///   - helper: The key of a hint shown below the editor.
  ///   - error: An error shown below the editor, or nil; shown as written (validation
  ///     messages arrive already localized).
  ///   - minimumLines: The height to keep, in lines of the field's text style (at least 1).
  ///   - size: Small, medium or large; nil (the default) follows the environment's
  ///     `controlSize`, as SwiftUI's controls do (`.controlSize(.large)`).
  ///   - accessibilityIdentifier: An identifier for UI tests.
  public init(
    _ label: LocalizedStringKey, text: Binding<String>, prompt: LocalizedStringKey? = nil,
    helper: LocalizedStringKey? = nil, error: String? = nil, minimumLines: Int = 3,
    size: ComponentSize? = nil, accessibilityIdentifier: String? = nil
  ) {
    self.init(
      label: Text(label), spokenLabel: CallerText.spoken(label), text: text,
      prompt: prompt.map { Text($0) }, helper: helper.map { Text($0) }, error: error,
      minimumLines: minimumLines, size: size, identifier: accessibilityIdentifier)
  }

  init(
    label: Text, spokenLabel: String?, text: Binding<String>, prompt: Text?, helper: Text?,
    error: String?, minimumLines: Int, size: ComponentSize?, identifier: String?
  ) {
    self.label = label
    self.spokenLabel = spokenLabel
    self._text = text
    self.prompt = prompt
    self.helper = helper
    self.error = error
    self.minimumLines = max(1, minimumLines)
    self.size = size
    self.identifier = identifier
  }

  /// The editor.
  public var body: some View {
    let look = theme.appearance(.textField, size: size ?? ComponentSize(controlSize), on: backdrop)
    let lineHeight = look.text.size + look.text.lineSpacing
    DSFieldContainer(
      label: label, spokenLabel: spokenLabel, helper: helper, error: error,
      isFocused: isFocused, size: size, focus: { isFocused = true },
      unfocus: { isFocused = false }
    ) {
      // The prompt is laid out with the editor, not over it, so the editor is at least as
      // tall as the whole prompt: at an accessibility text size it wraps to more lines than
      // `minimumLines`. It keeps its place once text is typed, so the field does not shrink.
      ZStack(alignment: .topLeading) {
        DSMultilineEditor(
          label: label, text: $text, minimumLines: minimumLines, lineHeight: lineHeight
        )
        .focused($isFocused)
        .dsAccessibilityIdentifier(identifier)
        if let prompt {
          prompt
            .dsForeground(look[.placeholder])
            .fixedSize(horizontal: false, vertical: true)
            .opacity(text.isEmpty ? 1 : 0)
            .allowsHitTesting(false)
            .accessibilityHidden(true)
        }
      }
    }
  }
}
#endif
