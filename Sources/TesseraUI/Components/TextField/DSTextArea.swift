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
  private let label: String
  @Binding private var text: String
  private let prompt: String?
  private let helper: String?
  private let error: String?
  private let minimumLines: Int
  private let size: ComponentSize
  private let identifier: String?
  @FocusState private var isFocused: Bool
  @Environment(\.dsTheme) private var theme
  @Environment(\.dsBackdrop) private var backdrop

  /// Creates a text area.
  /// - Parameters:
  ///   - label: The label above the editor, also read by VoiceOver.
  ///   - text: The text.
  ///   - prompt: Placeholder text shown while the editor is empty.
  ///   - helper: A hint shown below the editor.
  ///   - error: An error shown below the editor, or nil.
  ///   - minimumLines: The height to keep, in lines of the field's text style (at least 1).
  ///   - size: Small, medium or large.
  ///   - accessibilityIdentifier: An identifier for UI tests.
  public init(
    _ label: String, text: Binding<String>, prompt: String? = nil, helper: String? = nil,
    error: String? = nil, minimumLines: Int = 3, size: ComponentSize = .medium,
    accessibilityIdentifier: String? = nil
  ) {
    self.label = label
    self._text = text
    self.prompt = prompt
    self.helper = helper
    self.error = error
    self.minimumLines = max(1, minimumLines)
    self.size = size
    self.identifier = accessibilityIdentifier
  }

  /// The editor.
  public var body: some View {
    let look = theme.appearance(.textField, size: size, on: backdrop)
    let lineHeight = look.text.size + look.text.lineSpacing
    DSFieldContainer(
      label: label, helper: helper, error: error, isFocused: isFocused, size: size
    ) {
      DSMultilineEditor(
        label: label, text: $text, minimumLines: minimumLines, lineHeight: lineHeight
      )
      .focused($isFocused)
      .overlay(alignment: .topLeading) {
        if text.isEmpty, let prompt {
          Text(prompt)
            .dsForeground(look[.placeholder])
            .allowsHitTesting(false)
            .accessibilityHidden(true)
        }
      }
      .dsAccessibilityIdentifier(identifier)
    }
  }
}
#endif
