#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraLocalization

/// A search field with a magnifying-glass icon and a clear button, in the active theme's field
/// style, asking for the search keyboard.
///
/// ```swift
/// DSSearchField(text: $query, prompt: "Search recipes") { runSearch() }
/// ```
public struct DSSearchField: View {
  @Environment(\.locale) private var locale

  /// The caller's prompt, or "Search" in the environment's language.
  private var prompt: Text {
    customPrompt ?? Text(LocalizationKey.searchPrompt.string(for: locale))
  }
  @Binding private var text: String
  private let customPrompt: Text?
  private let size: ComponentSize?
  private let identifier: String?
  private let onSubmit: @MainActor () -> Void
  @FocusState private var isFocused: Bool
  @Environment(\.dsTheme) private var theme
  @Environment(\.controlSize) private var controlSize

  /// Creates a search field whose prompt is looked up in the app's strings; a string literal
  /// chooses this one, and a call without a prompt shows "Search" in the person's language.
  /// - Parameters:
  ///   - text: The query (the person's own, never looked up).
  ///   - prompt: The key of the placeholder, also the field's VoiceOver label.
  ///   - size: Small, medium or large; nil (the default) follows the environment's
  ///     `controlSize`, as SwiftUI's controls do (`.controlSize(.large)`).
  ///   - accessibilityIdentifier: An identifier for UI tests.
  ///   - onSubmit: Called when the person presses Return or Search.
  public init(
    text: Binding<String>, prompt: LocalizedStringKey? = nil, size: ComponentSize? = nil,
    accessibilityIdentifier: String? = nil, onSubmit: @escaping @MainActor () -> Void = {}
  ) {
    self.init(
      text: text, customPrompt: prompt.map { Text($0) }, size: size,
      identifier: accessibilityIdentifier, onSubmit: onSubmit)
  }

  init(
    text: Binding<String>, customPrompt: Text?, size: ComponentSize?, identifier: String?,
    onSubmit: @escaping @MainActor () -> Void
  ) {
    self._text = text
    self.customPrompt = customPrompt
    self.size = size
    self.identifier = identifier
    self.onSubmit = onSubmit
  }

  /// The field.
  public var body: some View {
    DSFieldContainer(
      label: nil, spokenLabel: nil, helper: nil, error: nil, isFocused: isFocused, size: size,
      focus: { isFocused = true }
    ) {
      DSPlainTextField(
        label: prompt, text: $text, prompt: prompt, size: size, isFocused: $isFocused,
        promptIsLabel: true
      )
      .dsKeyboard(.webSearch)
      .onSubmit { onSubmit() }
      .accessibilityAddTraits(.isSearchField)
      .dsAccessibilityIdentifier(identifier)
    } leading: {
      Image(systemName: "magnifyingglass").accessibilityHidden(true)
    } trailing: {
      if !text.isEmpty {
        Button {
          text = ""
        } label: {
          Image(systemName: "xmark.circle.fill")
            .dsFieldButtonTarget(
              .clearButton, theme: theme, size: size ?? ComponentSize(controlSize))
        }
        .buttonStyle(.plain)
        .accessibilityLabel(LocalizationKey.clearSearch.string(for: locale))
      }
    }
  }
}
#endif
