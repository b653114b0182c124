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
  private var prompt: String { customPrompt ?? LocalizationKey.searchPrompt.string(for: locale) }
  @Binding private var text: String
  private let customPrompt: String?
  private let size: ComponentSize
  private let identifier: String?
  private let onSubmit: @MainActor () -> Void
  @FocusState private var isFocused: Bool
  @Environment(\.dsTheme) private var theme

  /// Creates a search field.
  /// - Parameters:
  ///   - text: The query.
  ///   - prompt: Placeholder text, also the field's VoiceOver label.
  ///   - size: Small, medium or large.
  ///   - accessibilityIdentifier: An identifier for UI tests.
  ///   - onSubmit: Called when the person presses Return or Search.
  public init(
    text: Binding<String>, prompt: String? = nil, size: ComponentSize = .medium,
    accessibilityIdentifier: String? = nil, onSubmit: @escaping @MainActor () -> Void = {}
  ) {
    self._text = text
    self.customPrompt = prompt
    self.size = size
    self.identifier = accessibilityIdentifier
    self.onSubmit = onSubmit
  }

  /// The field.
  public var body: some View {
    DSFieldContainer(
      label: nil, helper: nil, error: nil, isFocused: isFocused, size: size
    ) {
      DSPlainTextField(
        label: prompt, text: $text, prompt: prompt, size: size, isFocused: $isFocused
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
            .dsFieldButtonTarget(.clearButton, theme: theme, size: size)
        }
        .buttonStyle(.plain)
        .accessibilityLabel(LocalizationKey.clearSearch.string(for: locale))
      }
    }
  }
}
#endif
