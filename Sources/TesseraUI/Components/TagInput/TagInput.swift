#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraLayout
import TesseraLocalization

/// A field that turns typed text into removable tags: SwiftUI-Components' `TagInput`, drawn
/// in the theme's field look with the tags as capsules that flow into lines.
///
/// Typing a comma, semicolon or Return (or the Arabic and ideographic commas) commits a tag;
/// pasted lists are split; duplicates (ignoring case and accents), tags that are too long and
/// tags over `maxTags` are refused: the refused text stays in the field to be corrected, and
/// the reason shows under it at once and is spoken (`TagList`). Each tag's remove button has a
/// hit area of the touch target and is read by VoiceOver as "Remove Swift". Tags the app
/// passes are shown and kept as they are (duplicates included); only the person's additions
/// are checked against them.
///
/// ```swift
/// @State private var tags = ["Swift", "iOS"]
///
/// TagInput(tags: $tags, placeholder: "Add tag…", maxTags: 5)
/// ```
public struct TagInput: View {
  @Binding private var tags: [String]
  private let placeholder: Text?
  private let rules: TagRules
  private let size: ComponentSize?
  private let identifier: String?
  @State private var text = ""
  @State private var refusal: TagOutcome?
  /// The text a refusal left in the field: editing it clears the refusal.
  @State private var refusedText: String?
  /// How many commits were refused; each shows and speaks the reason at once.
  @State private var refusals = 0
  /// The tags and rules a refusal was decided against: when the app or the person changes
  /// either (a clashing tag removed, the limit raised), the reason may no longer hold.
  @State private var refusedAgainst: TagList?
  @FocusState private var isFocused: Bool
  @Environment(\.dsTheme) private var theme
  @Environment(\.dsBackdrop) private var backdrop
  @Environment(\.locale) private var locale
  @Environment(\.controlSize) private var controlSize

  /// Creates a tag input whose prompt is looked up in the app's strings; a string literal
  /// chooses this one, and a call without one shows "Add tag" in the person's language.
  /// - Parameters:
  ///   - tags: The tags: the person's own words, data the field edits, shown as written.
  ///   - placeholder: The key of the field's prompt; "Add tag" in the person's language when nil.
  ///   - maxTags: The most tags allowed, or nil for no limit.
  ///   - maxLength: The most characters in one tag.
  ///   - size: Small, medium or large; nil (the default) follows the environment's
  ///     `controlSize`, as SwiftUI's controls do (`.controlSize(.large)`).
  ///   - accessibilityIdentifier: An identifier for UI tests.
  public init(
    tags: Binding<[String]>, placeholder: LocalizedStringKey? = nil, maxTags: Int? = nil,
    maxLength: Int = 32, size: ComponentSize? = nil, accessibilityIdentifier: String? = nil
  ) {
    self.init(
      tags: tags, prompt: placeholder.map { Text($0) }, maxTags: maxTags, maxLength: maxLength,
      size: size, identifier: accessibilityIdentifier)
  }

  init(
    tags: Binding<[String]>, prompt: Text?, maxTags: Int?, maxLength: Int,
    size: ComponentSize?, identifier: String?
  ) {
    _tags = tags
    self.placeholder = prompt
    self.rules = TagRules(maximumCount: maxTags, maximumLength: maxLength)
    self.size = size
    self.identifier = identifier
  }

  private var list: TagList { TagList(tags: tags, rules: rules) }

  /// The field with its tags.
  public var body: some View {
    let chip = theme.appearance(
      .tagInput, size: size ?? ComponentSize(controlSize), on: .backgroundPrimary)
    let prompt = placeholder ?? Text(LocalizationKey.tagPrompt.string(for: locale))
    DSFieldContainer(
      label: nil, spokenLabel: nil, helper: nil, error: refusal.map(message),
      isFocused: isFocused, size: size, focus: { isFocused = true }, checks: refusals
    ) {
      DSFlowLayout(FlowLayout(spacing: chip.gap, lineSpacing: chip.gap)) {
        ForEach(Array(tags.enumerated()), id: \.offset) { index, tag in
          tagView(tag, at: index, look: chip)
        }
        DSPlainTextField(
          label: prompt, text: $text, prompt: list.isFull ? nil : prompt, size: size,
          isFocused: $isFocused, promptIsLabel: true
        )
        .frame(minWidth: 80)
        .onChange(of: text) { _, typed in handleTyping(typed) }
        .onChange(of: list) { _, now in
          // The refused word stays in the field to be committed again, without the old reason.
          if refusal != nil, now != refusedAgainst { clearRefusal() }
        }
        .onSubmit { commit() }
        .dsAccessibilityIdentifier(identifier)
      }
    } leading: {
      EmptyView()
    } trailing: {
      EmptyView()
    }
  }

  private func tagView(_ tag: String, at index: Int, look: ComponentAppearance) -> some View {
    HStack(spacing: look.gap) {
      Text(tag).dsLookText(look)
      Button {
        // The tag shown at `index` is the app's own, as passed: removed from there, so the
        // other tags stay exactly as the app wrote them.
        if tags.indices.contains(index) { tags.remove(at: index) }
      } label: {
        Image(systemName: "xmark")
          .font(.tessera(look.text))
          .dsForeground(look.action)
          .dsTapTarget(.removeButton, of: look, rowHeight: look.minimumSize.height)
          .padding(.horizontal, -look.tapTargetOverhang(.removeButton, rowHeight: look.text.size))
      }
      .buttonStyle(.plain)
      .accessibilityLabel(LocalizedPhrase.removeTag(tag).string(for: locale))
    }
    .padding(look.insets.edgeInsets)
    .frame(minHeight: look.minimumSize.height)
    .background { Capsule().fill(look.color(.background) ?? .clear) }
  }

  private func handleTyping(_ typed: String) {
    if let refusedText {
      // The text a refusal just left holds nothing new to commit (its pieces may still be
      // separated by commas); once the person edits it, the reason no longer applies.
      if typed == refusedText { return }
      clearRefusal()
    }
    if typed.isEmpty, text.isEmpty { return }
    var next = list
    let (remainder, outcomes) = next.typed(typed)
    guard !outcomes.isEmpty else { return }
    apply(outcomes, keeping: remainder)
  }

  private func commit() {
    var next = list
    apply(next.commit(text), keeping: "")
  }

  /// Appends the added tags to the app's own, keeps the refused text in the field, and shows
  /// the last refusal's reason at once.
  private func apply(_ outcomes: [TagOutcome], keeping remainder: String) {
    let added = outcomes.compactMap { outcome -> String? in
      if case .added(let tag) = outcome { return tag }
      return nil
    }
    if !added.isEmpty { tags += added }
    let kept = TagList.keptText(after: outcomes, remainder: remainder)
    refusal = outcomes.last { if case .rejected = $0 { true } else { false } }
    if refusal != nil {
      refusedText = kept
      refusedAgainst = TagList(tags: tags, rules: rules)
      refusals += 1
    } else {
      refusedText = nil
      refusedAgainst = nil
    }
    text = kept
  }

  private func clearRefusal() {
    refusal = nil
    refusedText = nil
    refusedAgainst = nil
  }

  private func message(_ outcome: TagOutcome) -> String {
    guard case .rejected(_, let reason) = outcome else { return "" }
    switch reason {
    case .duplicate(let existing): return LocalizedPhrase.duplicateTag(existing).string(for: locale)
    case .tooLong: return LocalizedPhrase.maxLength(rules.maximumLength).string(for: locale)
    case .limitReached(let maximum):
      return LocalizedPhrase.maxSelections(maximum).string(for: locale)
    }
  }
}
#endif
