#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraForms
import TesseraLocalization
import TesseraState
import TesseraTokens

private struct DSFieldErrorKey: EnvironmentKey {
  static let defaultValue: String? = nil
}

extension EnvironmentValues {
  /// The error the Tessera fields below show when they are given none themselves.
  var dsFieldError: String? {
    get { self[DSFieldErrorKey.self] }
    set { self[DSFieldErrorKey.self] = newValue }
  }
}

extension View {
  /// Shows `message` as the error of the Tessera text fields in this view (unless a field was
  /// given its own), in the theme's error style, read by VoiceOver as part of the field's
  /// label, and announced once when it appears while the person is elsewhere (a submit;
  /// `FieldErrorAnnouncement`); nil clears it. A new error shows once the person leaves the
  /// field, not on their first keystroke (`FieldErrorTiming`).
  ///
  /// ```swift
  /// DSTextField("Email", text: $email).dsFieldError(emailError)
  /// ```
  public func dsFieldError(_ message: String?) -> some View {
    environment(\.dsFieldError, message)
  }
}

/// What a form tells each of its text fields: `DSFormView` gives each one, with the field's id.
/// A field's focus state lives inside its view, and `focused(_:equals:)` binds the view it
/// modifies, so the form does not bind it from outside: it asks, and each field moves its own
/// focus when asked and reports where focus went. A submit that finds errors counts as the
/// person leaving the field: its error shows even while focused (`FieldErrorTiming.submit`).
struct DSFormFieldContext: Sendable {
  /// The field's id in the form.
  let id: String
  /// The id of the field the form asks to focus, or that the person focused; nil for none.
  let focusedID: Binding<String?>
  /// How many submits (the button, Next, or Return) have found errors in the form so far.
  let failedSubmits: Int

  /// Whether the form asks for this field.
  var isRequested: Bool { focusedID.wrappedValue == id }

  /// Records that this field gained or lost focus.
  func report(isFocused: Bool) {
    if isFocused {
      if focusedID.wrappedValue != id { focusedID.wrappedValue = id }
    } else if focusedID.wrappedValue == id {
      focusedID.wrappedValue = nil
    }
  }
}

private struct DSFormFieldContextKey: EnvironmentKey {
  static let defaultValue: DSFormFieldContext? = nil
}

extension EnvironmentValues {
  /// The form context of the Tessera text field below (`DSFormView` sets it per field).
  var dsFormField: DSFormFieldContext? {
    get { self[DSFormFieldContextKey.self] }
    set { self[DSFormFieldContextKey.self] = newValue }
  }
}

/// The frame every Tessera text input shares: a label above, the field in the theme's field
/// chrome (border that thickens and recolors when focused or invalid), and a helper or error
/// message below. The error replaces the helper and is read by VoiceOver as part of the field's
/// label ("Email, Enter a valid address"), so it is heard with hints off; the helper is its own
/// element after the field. A new error waits until the person leaves the field, a shown one
/// clears as soon as the text is fixed (`FieldErrorTiming`), and an error is announced only
/// when it appears while the person is elsewhere (`FieldErrorAnnouncement`). A nil `size` follows
/// the environment's `controlSize`.
struct DSFieldContainer<Field: View, Leading: View, Trailing: View>: View {
  let label: Text?
  /// The label as characters, for the error announcement ("Email: Required"); nil where the
  /// caller's label is a `LocalizedStringKey`, which has no string form outside `Text`, and the
  /// error is then announced alone (the field itself still carries the label).
  let spokenLabel: String?
  let helper: Text?
  private let ownError: String?
  let isFocused: Bool
  let size: ComponentSize?
  /// Focuses the field: a tap anywhere in the box does, not only on its line of text.
  let focus: @MainActor () -> Void
  /// Takes focus from the field (the keyboard goes away) when its form asks; nil where the
  /// view cannot.
  let unfocus: (@MainActor () -> Void)?
  /// How many times the field itself has asked for its error to show at once, as a form's
  /// failed submit does: a tag input counts each commit it refuses, since the person pressed
  /// the separator and is owed the reason now, not when they leave the field.
  let checks: Int
  let field: Field
  let leading: Leading
  let trailing: Trailing
  @Environment(\.dsTheme) private var theme
  @Environment(\.dsBackdrop) private var backdrop
  @Environment(\.isEnabled) private var isEnabled
  @Environment(\.locale) private var locale
  @Environment(\.controlSize) private var controlSize
  @Environment(\.dsFieldError) private var environmentError
  @Environment(\.dsFormField) private var form

  /// When the error shows (`FieldErrorTiming`): a new error waits until the person leaves the
  /// field; nil until the first update, when the error shows unless the field is focused.
  @State private var timing: FieldErrorTiming?

  /// The field's own error, else the one `.dsFieldError(_:)` set around it.
  private var error: String? { ownError ?? environmentError }

  /// The error the field shows.
  private var shownError: String? { timing?.shown ?? (isFocused ? nil : error) }

  /// A frame whose label and helper are already `Text` (the caller's key, resource or string).
  init(
    label: Text?, spokenLabel: String?, helper: Text?, error: String?, isFocused: Bool,
    size: ComponentSize?, focus: @escaping @MainActor () -> Void,
    unfocus: (@MainActor () -> Void)? = nil, checks: Int = 0,
    @ViewBuilder field: () -> Field, @ViewBuilder leading: () -> Leading,
    @ViewBuilder trailing: () -> Trailing
  ) {
    self.label = label
    self.spokenLabel = spokenLabel
    self.helper = helper
    self.ownError = error
    self.isFocused = isFocused
    self.size = size
    self.focus = focus
    self.unfocus = unfocus
    self.checks = checks
    self.field = field()
    self.leading = leading()
    self.trailing = trailing()
  }

  var body: some View {
    let shownError = self.shownError
    let interaction = ComponentInteraction(
      isEnabled: isEnabled, hasError: shownError != nil, isFocused: isFocused)
    let look = theme.appearance(
      .textField, size: size ?? ComponentSize(controlSize),
      state: interaction.state(for: .textField), on: backdrop)
    let message = shownError.map { Text($0) } ?? helper
    VStack(alignment: .leading, spacing: theme.gaps.tight) {
      if let label {
        label
          .dsText(look.secondaryTypography)
          .dsForeground(look.foreground)
          .fixedSize(horizontal: false, vertical: true)
          .accessibilityHidden(true)
      }
      HStack(spacing: theme.gaps.tight) {
        leading
          .dsForeground(look[.icon])
        field
          .frame(maxWidth: .infinity, alignment: .leading)
          // The error is part of the field's name ("Email, Enter a valid address"), so a field
          // in error never sounds like a valid one, with hints on or off. A container without
          // a name (a tag input, a search field) names nothing: a label set here would name
          // every element inside, its tags and its field, and erase their own names.
          .modifier(FieldName(name: label.map { spokenFieldLabel($0, error: shownError) }))
        trailing
          .dsForeground(look[.icon])
      }
      .dsChrome(look, fillsWidth: true)
      // The whole box takes a tap, not only the line of text in it: the field is one line
      // tall inside a 44-point box, and a tap in the box's padding would otherwise do nothing.
      // The field and the buttons in the box take their own taps first.
      .onTapGesture { focus() }
      .tint(look.color(.border))
      if let message {
        message
          .dsSecondaryText(look)
          .fixedSize(horizontal: false, vertical: true)
          // The helper text is read as its own element after the field (a hint is skipped
          // when hints are off); the error is already in the field's label, when it has one.
          .accessibilityHidden(shownError != nil && label != nil)
      }
    }
    // Inside a `DSFormView`: focus moves here when the form asks (Return in the field before,
    // a submit that found this field's error), and the form learns where the person put it.
    .onChange(of: form?.isRequested ?? false, initial: true) { wasRequested, requested in
      if requested, !isFocused {
        focus()
      } else if wasRequested, !requested, isFocused, form?.focusedID.wrappedValue == nil {
        // The form let go of focus (its last field's Return did what its button does).
        unfocus?()
      }
    }
    .onChange(of: isFocused) { _, focused in form?.report(isFocused: focused) }
    // A submit that found errors, or a check the field asked for (a refused tag), shows the
    // focused field's error at once and says it: the person asked for the check and is not
    // typing. (An unfocused field's error shows and is announced as it appears, below.) Both
    // counts only grow, so their sum changes whenever either does.
    .onChange(of: (form?.failedSubmits ?? 0) &+ checks) {
      guard isFocused else { return }
      var next = timing ?? FieldErrorTiming(error: nil, isFocused: true)
      let before = next.shown
      let changed = next.submit(error: error)
      timing = next
      if changed { announce(from: before, to: next.shown) }
    }
    .onChange(of: FieldErrorInput(error: error, isFocused: isFocused), initial: true) {
      previous, current in
      var next = timing ?? FieldErrorTiming(error: previous.error, isFocused: previous.isFocused)
      let before = next.shown
      let announces = next.update(error: current.error, isFocused: current.isFocused)
      timing = next
      // Only a change while the person is elsewhere (a submit) is announced; typing is never
      // interrupted.
      guard announces, previous != current else { return }
      announce(from: before, to: next.shown)
    }
  }

  /// Says a newly shown error to VoiceOver, after the field's name.
  private func announce(from before: String?, to shown: String?) {
    VoiceOverAnnouncer(locale: locale).announceFieldError(
      from: before, to: shown, label: spokenLabel)
  }

  /// The field's accessibility label: its name, then the error it shows.
  private func spokenFieldLabel(_ name: Text, error: String?) -> Text {
    guard let error else { return name }
    return Text("\(name), \(Text(verbatim: error))")
  }
}

/// Names a field for VoiceOver when there is a name, and leaves it alone otherwise.
private struct FieldName: ViewModifier {
  let name: Text?

  func body(content: Content) -> some View {
    if let name {
      content.accessibilityLabel(name)
    } else {
      content
    }
  }
}

/// What `FieldErrorTiming` follows.
private struct FieldErrorInput: Equatable {
  var error: String?
  var isFocused: Bool
}

extension DSFieldContainer where Leading == EmptyView, Trailing == EmptyView {
  init(
    label: Text?, spokenLabel: String?, helper: Text?, error: String?, isFocused: Bool,
    size: ComponentSize?, focus: @escaping @MainActor () -> Void,
    unfocus: (@MainActor () -> Void)? = nil, @ViewBuilder field: () -> Field
  ) {
    self.init(
      label: label, spokenLabel: spokenLabel, helper: helper, error: error, isFocused: isFocused,
      size: size, focus: focus, unfocus: unfocus, field: field, leading: { EmptyView() },
      trailing: { EmptyView() })
  }
}

/// The single-line text field inside a field's frame: plain, labeled `label` for VoiceOver,
/// with `prompt` in the placeholder color of the theme's field appearance at `size` (nil
/// follows the environment's `controlSize`).
///
/// A field whose prompt is its label (a search field's "Search recipes", a tag input's "Add
/// tag") draws the prompt itself, hidden from VoiceOver: an empty field reads its placeholder
/// as its value, so the label would be said twice.
struct DSPlainTextField: View {
  let label: Text
  @Binding var text: String
  let prompt: Text?
  let size: ComponentSize?
  let isFocused: FocusState<Bool>.Binding
  /// `.vertical` grows the field line by line as the text wraps.
  var axis: Axis = .horizontal
  /// Whether `prompt` says what `label` says, so VoiceOver must not read it as well.
  var promptIsLabel = false
  @Environment(\.dsTheme) private var theme
  @Environment(\.dsBackdrop) private var backdrop
  @Environment(\.controlSize) private var controlSize

  /// A field whose label and prompt are already `Text`.
  init(
    label: Text, text: Binding<String>, prompt: Text?, size: ComponentSize?,
    isFocused: FocusState<Bool>.Binding, axis: Axis = .horizontal, promptIsLabel: Bool = false
  ) {
    self.label = label
    self._text = text
    self.prompt = prompt
    self.size = size
    self.isFocused = isFocused
    self.axis = axis
    self.promptIsLabel = promptIsLabel
  }

  var body: some View {
    let shownPrompt = theme.fieldPrompt(
      prompt, size: size ?? ComponentSize(controlSize), on: backdrop)
    TextField(text: $text, prompt: promptIsLabel ? nil : shownPrompt, axis: axis) {
      label
    }
    .textFieldStyle(.plain)
    .focused(isFocused)
    .overlay(alignment: axis == .vertical ? .topLeading : .leading) {
      if promptIsLabel, text.isEmpty, let shownPrompt {
        shownPrompt
          .lineLimit(axis == .vertical ? nil : 1)
          .accessibilityHidden(true)
          .allowsHitTesting(false)
      }
    }
  }
}

/// How a field rewrites its text as it is typed (a card number's or a phone number's grouping):
/// from the text before and after the person's edit and the caret after it (in characters), the
/// text to show and the caret in it.
struct DSTextRewrite {
  let apply: @MainActor (_ previous: String, _ edited: String, _ caret: Int) -> DSRewrittenText
}

extension DSTextRewrite {
  /// One change of a rewriting field's text, as the rewrite reads it. The person's edits come
  /// through the field's own binding (``typing(_:into:)``); any other change is the app's (a
  /// stored value written back, while the field is focused or not; a region picked from a
  /// list), rewritten as a value of its own, from nothing, so no rule for the person's keys (a
  /// deleted separator taking the digit before it) touches the app's text.
  struct Edit {
    /// The text the rewrite compares the new one with: the field's, or none for the app's.
    let previous: String
    /// Whether the person made the change.
    let isPersons: Bool

    /// The change to `edited` from `previous`, the person's when it is the text their field
    /// last wrote (`typed`): a write of the app's comes from outside the field, focused or not.
    init(previous: String, edited: String, typed: String?) {
      isPersons = typed == edited
      self.previous = isPersons ? previous : ""
    }
  }

  /// The field's text as the text field edits it: what the field writes is recorded in
  /// `typed`, so the change it makes is known to be the person's (see ``Edit``).
  static func typing(_ text: Binding<String>, into typed: Binding<String?>) -> Binding<String> {
    Binding(
      get: { text.wrappedValue },
      set: { edited in
        typed.wrappedValue = edited
        text.wrappedValue = edited
      })
  }
}

/// A rewritten text and the caret in it, in characters.
struct DSRewrittenText {
  var text: String
  var caret: Int
}

/// ``DSPlainTextField`` whose text is rewritten after each edit by `rewrite`, keeping the caret
/// beside what the person typed where SwiftUI's field reports its selection (iOS 18, macOS 15,
/// visionOS 2). Elsewhere the caret is inferred from the edit
/// (`TextFieldEdit.caret(previous:edited:)`), and after a rewrite the system puts it at the
/// end of the text.
struct DSRewritingTextField: View {
  let label: Text
  @Binding var text: String
  let prompt: Text?
  let size: ComponentSize?
  let isFocused: FocusState<Bool>.Binding
  var axis: Axis = .horizontal
  let rewrite: DSTextRewrite
  /// The text this view last wrote, so its own write is not taken for the person's edit.
  @State private var written: String?
  /// The text the person's field last wrote, until the change it made has been rewritten.
  @State private var typed: String?

  var body: some View {
    #if os(iOS) || os(macOS) || os(visionOS)
    if #available(iOS 18.0, macOS 15.0, visionOS 2.0, *) {
      DSCaretKeepingTextField(
        label: label, text: $text, prompt: prompt, size: size, isFocused: isFocused, axis: axis,
        rewrite: rewrite)
    } else {
      caretless
    }
    #else
    caretless
    #endif
  }

  /// The field where SwiftUI reports no caret: it is taken to be just after the edit (where
  /// typing, deleting and pasting leave it).
  private var caretless: some View {
    DSPlainTextField(
      label: label, text: DSTextRewrite.typing($text, into: $typed), prompt: prompt, size: size,
      isFocused: isFocused, axis: axis
    )
    .onChange(of: text) { previous, edited in
      // Shortening a pasted "(415) 555-0100" is this view's write, not a deleted separator.
      guard edited != written else { return }
      let edit = DSTextRewrite.Edit(previous: previous, edited: edited, typed: typed)
      typed = nil
      let caret = TextFieldEdit.caret(previous: edit.previous, edited: edited)
      let result = rewrite.apply(edit.previous, edited, caret)
      if result.text != edited {
        written = result.text
        text = result.text
      }
    }
  }
}

#if os(iOS) || os(macOS) || os(visionOS)
/// The rewriting field where SwiftUI reports the selection: each edit is rewritten from the
/// caret the field reports, and the caret goes back where the rewrite says.
@available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
private struct DSCaretKeepingTextField: View {
  let label: Text
  @Binding var text: String
  let prompt: Text?
  let size: ComponentSize?
  let isFocused: FocusState<Bool>.Binding
  let axis: Axis
  let rewrite: DSTextRewrite
  @State private var selection: TextSelection?
  @State private var written: String?
  @State private var typed: String?
  @Environment(\.dsTheme) private var theme
  @Environment(\.dsBackdrop) private var backdrop
  @Environment(\.controlSize) private var controlSize

  var body: some View {
    let shownPrompt = theme.fieldPrompt(
      prompt, size: size ?? ComponentSize(controlSize), on: backdrop)
    TextField(
      text: DSTextRewrite.typing($text, into: $typed), selection: $selection,
      prompt: shownPrompt, axis: axis
    ) { label }
    .textFieldStyle(.plain)
    .focused(isFocused)
    .onChange(of: text) { previous, edited in
      guard edited != written else { return }
      let edit = DSTextRewrite.Edit(previous: previous, edited: edited, typed: typed)
      typed = nil
      let caret =
        (edit.isPersons ? selection?.dsCaret(in: edited) : nil)
        ?? TextFieldEdit.caret(previous: edit.previous, edited: edited)
      let result = rewrite.apply(edit.previous, edited, caret)
      if result.text != edited {
        written = result.text
        text = result.text
      }
      selection = .dsCaret(result.caret, in: result.text)
    }
  }
}

@available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
extension TextSelection {
  /// The caret this selection leaves in `text` (the end of a range), in characters; nil for
  /// several ranges or one outside the text.
  fileprivate func dsCaret(in text: String) -> Int? {
    switch indices {
    case .selection(let range) where range.upperBound <= text.endIndex:
      return text.distance(from: text.startIndex, to: range.upperBound)
    default:
      return nil
    }
  }

  /// An insertion point after `caret` characters of `text`.
  fileprivate static func dsCaret(_ caret: Int, in text: String) -> TextSelection {
    TextSelection(
      insertionPoint: text.index(text.startIndex, offsetBy: max(0, min(caret, text.count))))
  }
}
#endif

extension ResolvedTheme {
  /// A field's prompt in the placeholder color of the text field appearance at `size` on
  /// `backdrop`, shared by every field so each draws its prompt alike.
  func fieldPrompt(_ text: Text?, size: ComponentSize, on backdrop: ColorRole) -> Text? {
    guard let text else { return nil }
    guard let color = appearance(.textField, size: size, on: backdrop)[.placeholder] else {
      return text
    }
    return text.foregroundStyle(Color(color.color))
  }
}

extension View {
  /// Gives a button at the end of a field (reveal, clear) the hit area the text field's
  /// appearance reports and the audit checks, reaching into the field's padding so the field
  /// keeps its height.
  func dsFieldButtonTarget(_ part: TappablePart, theme: ResolvedTheme, size: ComponentSize)
    -> some View
  {
    let look = theme.appearance(.textField, size: size)
    return dsTapTarget(part, of: look, rowHeight: look.text.size)
  }
}
#endif
