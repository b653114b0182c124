#if canImport(SwiftUI)
import CoreTransferable
import SwiftUI
import TesseraColor
import TesseraComponents
import TesseraForms
import TesseraLocalization
import TesseraState
import TesseraTokens
import UniformTypeIdentifiers

/// Edits the current theme in the running app with a live audit: every color role in the
/// mode chosen above the list (light, dark and both increased-contrast modes), the typography
/// sizes, spacing, radii and motion. As the person types, each failing pair or component part
/// shows under the field it blames, with the measured and required ratio and the audit's
/// nearest passing colour, applied with one tap. Undo, redo, save to the manager's store,
/// sharing the theme as a `.json` file (the share sheet), a colour-vision preview of the status
/// colours, and import of a theme file (the file importer) or of pasted JSON (either refused
/// with its line and column) are above and below the fields.
///
/// The decisions are ``ThemeEditor``'s, tested on Linux; this view only applies them. The
/// app owns the editor, so it survives the view being rebuilt:
///
/// ```swift
/// @State private var editor = ThemeEditor(manager: .shared)
/// var body: some View { DSThemeEditor(editor: editor) }
/// ```
///
/// Its words are Tessera's built-in strings in the environment's `locale`; role and token
/// names, hex values and ratios are shown as written.
///
/// For iOS, iPadOS, macOS and visionOS; on tvOS and watchOS ``DSThemePicker`` is the theme UI.
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct DSThemeEditor: View {
  private let editor: ThemeEditor
  @State private var mode = ThemeMode.light
  @State private var pasted = ""
  @State private var isImportingFile = false
  /// The field being typed into, for the keyboard's Done key; leaving a field ends its edit, so
  /// coming back to it later is an undo step of its own.
  @FocusState private var focusedField: ThemeEditorField?
  @Environment(\.dsTheme) private var theme
  @Environment(\.locale) private var locale

  /// Creates the editor's view.
  /// - Parameter editor: The editor, owned by the caller (`@State` or a model object).
  public init(editor: ThemeEditor) {
    self.editor = editor
  }

  /// The tools, the fields, the colour-vision preview and the import box, scrolling.
  public var body: some View {
    let audit = editor.audit
    let language = LocalizationLanguage.preferred(for: locale)
    ScrollView {
      LazyVStack(alignment: .leading, spacing: theme.gaps.loose) {
        tools(audit, language: language)
        DropdownMenu(
          LocalizedPhrase(.themeEditorMode).string(in: language), options: ThemeMode.allCases,
          selection: $mode
        ) { Self.title(of: $0).string(in: language) }
        ForEach(editor.sections.filter(isShown), id: \.id) { section in
          Text(verbatim: Self.title(of: section.id).string(in: language))
            .dsTypography(.headline)
            .accessibilityAddTraits(.isHeader)
          ForEach(section.fields, id: \.self) { field in
            DSThemeEditorFieldRow(
              editor: editor, field: field, causes: audit.causes(for: field), focus: $focusedField)
          }
        }
        colorVisionPreview(audit, language: language)
        importBox(language: language)
      }
      .padding(theme.spacing.lg)
    }
    // Sizes, spacings, radii and durations are typed on the decimal pad, which has no Return
    // key: without a key above it, nothing would end the edit or put the keyboard away.
    .dsKeyboardKey(
      focusedField.flatMap { Self.keyboard(for: $0).hasReturnKey ? nil : .done },
      id: "tessera.themeEditor.keyboard"
    ) {
      editor.endEditing()
      focusedField = nil
    }
    .onChange(of: focusedField) { editor.endEditing() }
  }

  /// The keyboard a field's value is typed on: hex colours on letters and digits, numbers on
  /// the decimal pad.
  static func keyboard(for field: ThemeEditorField) -> KeyboardKind {
    field.kind == .color ? .asciiCapable : .decimalPad
  }

  private func isShown(_ section: ThemeEditorSection) -> Bool {
    if case .colors(let shown) = section.id { return shown == mode }
    return true
  }

  private func tools(_ audit: ThemeEditorAudit, language: LocalizationLanguage) -> some View {
    VStack(alignment: .leading, spacing: theme.gaps.tight) {
      HStack(spacing: theme.gaps.tight) {
        DSButton(
          LocalizedPhrase(.themeEditorUndo).string(in: language), role: .secondary,
          icon: "arrow.uturn.backward"
        ) { editor.undo() }
        .disabled(!editor.canUndo)
        DSButton(
          LocalizedPhrase(.themeEditorRedo).string(in: language), role: .secondary,
          icon: "arrow.uturn.forward"
        ) { editor.redo() }
        .disabled(!editor.canRedo)
        DSButton(LocalizedPhrase(.themeEditorSave).string(in: language), role: .primary) {
          editor.startSave()
        }
        shareLink(language: language)
      }
      if audit.passed {
        Text(verbatim: LocalizedPhrase(.themeEditorPassed).string(in: language))
          .dsText(.footnote, colorRole: .textSecondary)
      } else {
        Text(
          verbatim: LocalizedPhrase.themeEditorFailures(
            pairs: audit.themeFailures.count, componentParts: audit.componentFailures.count
          ).string(in: language)
        )
        .dsText(.footnote, colorRole: .error)
        if audit.fixedSpec != nil {
          DSButton(
            LocalizedPhrase(.themeEditorApplyAllFixes).string(in: language), role: .secondary
          ) { editor.applyAllFixes() }
        }
      }
      switch editor.saveState {
      case nil: EmptyView()
      case .saving:
        Text(verbatim: LocalizedPhrase(.themeEditorSaving).string(in: language))
          .dsText(.footnote, colorRole: .textSecondary)
      case .saved:
        Text(verbatim: LocalizedPhrase(.themeEditorSaved).string(in: language))
          .dsText(.footnote, colorRole: .textSecondary)
      case .failed(let error):
        Text(verbatim: LocalizedPhrase.themeEditorNotSaved("\(error)").string(in: language))
          .dsText(.footnote, colorRole: .error)
      }
    }
  }

  private func colorVisionPreview(_ audit: ThemeEditorAudit, language: LocalizationLanguage)
    -> some View
  {
    VStack(alignment: .leading, spacing: theme.gaps.tight) {
      Text(verbatim: LocalizedPhrase(.themeEditorColorVision).string(in: language))
        .dsTypography(.headline)
        .accessibilityAddTraits(.isHeader)
      ForEach(audit.colorVisionPreview(in: mode), id: \.role) { row in
        HStack(spacing: theme.gaps.tight) {
          Text(row.role.rawValue).dsTypography(.body)
          Spacer(minLength: 0)
          swatch(row.color)
          ForEach(row.simulated, id: \.deficiency) { swatch($0.color) }
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(Text(row.role.rawValue))
        .accessibilityValue(Text(row.color.hexString))
      }
      ForEach(audit.colorVisionWarnings, id: \.self) { warning in
        Text(warning.description).dsText(.footnote, colorRole: .error)
      }
    }
  }

  private func swatch(_ color: SRGBColor) -> some View {
    RoundedRectangle(cornerRadius: theme.radii.small)
      .fill(Color(color))
      .frame(width: 28, height: 20)
  }

  private func importBox(language: LocalizationLanguage) -> some View {
    VStack(alignment: .leading, spacing: theme.gaps.tight) {
      Text(verbatim: LocalizedPhrase(.themeEditorImportTitle).string(in: language))
        .dsTypography(.headline)
        .accessibilityAddTraits(.isHeader)
      DSTextField(
        LocalizedPhrase(.themeEditorImportField).string(in: language), text: $pasted,
        prompt: LocalizedPhrase(.themeEditorImportPrompt).string(in: language))
      HStack(spacing: theme.gaps.tight) {
        DSButton(LocalizedPhrase(.themeEditorImport).string(in: language), role: .secondary) {
          if editor.importJSON(pasted) { pasted = "" }
        }
        DSButton(
          LocalizedPhrase(.themeEditorImportFile).string(in: language), role: .secondary,
          icon: "doc"
        ) { isImportingFile = true }
      }
      // The refusal answers the button, so it shows at once (a field's own error waits until
      // the person leaves the field).
      if let importError = editor.importError {
        Text(importError.description).dsText(.footnote, colorRole: .error)
      }
      if let fileError = editor.fileError {
        Text(fileError.description).dsText(.footnote, colorRole: .error)
      }
    }
    .fileImporter(isPresented: $isImportingFile, allowedContentTypes: [.json]) { result in
      switch result {
      case .success(let url):
        // A file the importer returns is outside the app's sandbox: it is readable only
        // between these calls, which must balance (startAccessingSecurityScopedResource()).
        let scoped = url.startAccessingSecurityScopedResource()
        defer { if scoped { url.stopAccessingSecurityScopedResource() } }
        editor.importFile(at: url)
      case .failure(let error):
        editor.fileImportFailed(error)
      }
    }
  }

  /// The share sheet's button: the current theme as a `.json` file named after it. A theme
  /// that cannot be written (a NaN set in code) offers nothing to share.
  @ViewBuilder private func shareLink(language: LocalizationLanguage) -> some View {
    if let json = try? editor.exportJSON() {
      let file = SharedThemeFile(json: json, fileName: editor.exportFileName)
      ShareLink(
        item: file, preview: SharePreview(LocalizedStringResource(stringLiteral: file.fileName))
      ) {
        Text(verbatim: LocalizedPhrase(.themeEditorShare).string(in: language))
          .dsTypography(.body)
          // As tall as the buttons beside it: the whole touch target shares.
          .frame(minHeight: CGFloat(theme.minimumTouchTarget))
          .contentShape(Rectangle())
      }
    }
  }

  /// A mode's name as the mode picker shows it.
  static func title(of mode: ThemeMode) -> LocalizedPhrase {
    switch (mode.scheme, mode.contrast) {
    case (.light, .standard): return LocalizedPhrase(.themeEditorModeLight)
    case (.dark, .standard): return LocalizedPhrase(.themeEditorModeDark)
    case (.light, .increased): return LocalizedPhrase(.themeEditorModeLightIncreased)
    case (.dark, .increased): return LocalizedPhrase(.themeEditorModeDarkIncreased)
    }
  }

  /// A section's heading.
  static func title(of section: ThemeEditorSection.ID) -> LocalizedPhrase {
    switch section {
    case .colors(let mode): return .themeEditorColors(title(of: mode))
    case .typography: return LocalizedPhrase(.themeEditorTypographySection)
    case .spacing: return LocalizedPhrase(.themeEditorSpacingSection)
    case .radii: return LocalizedPhrase(.themeEditorRadiiSection)
    case .motion: return LocalizedPhrase(.themeEditorMotionSection)
    }
  }
}

/// The theme shared by ``DSThemeEditor``: the editor's JSON, exported as a `.json` file with
/// the theme's name.
struct SharedThemeFile: Transferable {
  /// The bytes ``ThemeEditor/exportJSON()`` wrote.
  let json: Data
  /// The file name the receiver is offered (``ThemeEditor/exportFileName``).
  let fileName: String

  static var transferRepresentation: some TransferRepresentation {
    DataRepresentation(exportedContentType: .json) { file in file.json }
      .suggestedFileName { file in file.fileName }
  }
}

/// One field: its text (hex or a number with its unit), the reason typed text was refused,
/// and under it each audit failure it causes with the fix to apply.
///
/// What the person typed stays in the field while it still means the theme's value (`#36C`
/// for `#3366CC`), so the text never changes under their fingers; when the value changes
/// otherwise (undo, a fix, an import) the field shows the new value.
@available(tvOS, unavailable)
@available(watchOS, unavailable)
struct DSThemeEditorFieldRow: View {
  let editor: ThemeEditor
  let field: ThemeEditorField
  let causes: [AuditCause]
  let focus: FocusState<ThemeEditorField?>.Binding
  @State private var draft: String?
  @Environment(\.dsTheme) private var theme
  @Environment(\.locale) private var locale

  var body: some View {
    let value = editor.text(for: field)
    VStack(alignment: .leading, spacing: theme.gaps.tight) {
      HStack(alignment: .bottom, spacing: theme.gaps.tight) {
        DSTextField(
          label(in: .preferred(for: locale)), text: textBinding(value),
          error: editor.refusals[field]?.description,
          keyboard: DSThemeEditor.keyboard(for: field)
        )
        .focused(focus, equals: field)
        .onSubmit { editor.endEditing() }
        if case .color(let role, let mode) = field {
          DSThemeEditorColorWell(
            editor: editor, role: role, mode: mode,
            label: LocalizedPhrase.themeEditorChooseColor(role.rawValue)
              .string(in: .preferred(for: locale)))
        }
      }
      ForEach(causes, id: \.self) { cause in
        DSThemeEditorCause(cause: cause) { editor.applyFix(cause) }
      }
    }
    .onChange(of: value) { _, newValue in dropDraft(unlessItMeans: newValue) }
    // Undo, redo, a fix or an import clear every refusal, and may leave this field's value as
    // it was: refused text would then stay on screen without its error, while the theme holds
    // the old value. A cleared refusal drops text that does not mean the value.
    .onChange(of: editor.refusals[field] == nil) { _, cleared in
      if cleared { dropDraft(unlessItMeans: editor.text(for: field)) }
    }
  }

  /// Forgets what the person typed unless it still means `value` (`#36C` for `#3366CC`), so
  /// the field shows the theme's value.
  private func dropDraft(unlessItMeans value: String) {
    guard let draft else { return }
    let meant = try? field.applying(draft, to: editor.manager.currentTheme)
    if meant.map(field.text(in:)) != value { self.draft = nil }
  }

  /// The field's name: a colour role's as it is, a number's in words with its unit.
  private func label(in language: LocalizationLanguage) -> String {
    let phrase: LocalizedPhrase
    switch field {
    case .color(let role, _): return role.rawValue
    case .fontSize(let role): phrase = .themeEditorPoints(role.rawValue)
    case .spacing(let token): phrase = .themeEditorPoints(.themeEditorSpacing(token.rawValue))
    case .radius(let radius): phrase = .themeEditorPoints(.themeEditorRadius(radius.rawValue))
    case .motionDuration(let token):
      phrase = .themeEditorSeconds(.themeEditorDuration(token.rawValue))
    }
    return phrase.string(in: language)
  }

  private func textBinding(_ value: String) -> Binding<String> {
    // Only Sendable values are captured, so the binding may be called from anywhere.
    let draft = $draft
    let editor = editor
    let field = field
    return Binding(
      get: { @MainActor in draft.wrappedValue ?? value },
      set: { @MainActor text in
        draft.wrappedValue = text
        editor.set(text, for: field)
      })
  }
}

/// A failure under a field: the pair, the measured and required ratio, and a button with the
/// audit's proposed colour.
@available(tvOS, unavailable)
@available(watchOS, unavailable)
struct DSThemeEditorCause: View {
  let cause: AuditCause
  let apply: @MainActor () -> Void
  @Environment(\.dsTheme) private var theme
  @Environment(\.locale) private var locale

  var body: some View {
    let language = LocalizationLanguage.preferred(for: locale)
    VStack(alignment: .leading, spacing: theme.gaps.tight) {
      Text(verbatim: summary.string(in: language)).dsText(.footnote, colorRole: .error)
      if let proposal = cause.proposal {
        DSButton(
          LocalizedPhrase.themeEditorUseColor(proposal.to.hexString).string(in: language),
          role: .secondary, size: .small, action: apply)
      }
    }
  }

  /// The pair and its ratios as the audit writes them; the words around them translated.
  private var summary: LocalizedPhrase {
    .themeEditorCause(
      pair: cause.worstPair, ratio: AuditReport.format(cause.worstRatio),
      required: AuditReport.format(cause.requiredRatio),
      failingChecks: cause.themePairs + cause.componentParts)
  }
}
#endif
