#if canImport(SwiftUI)
import SwiftUI
import TesseraColor
import TesseraComponents
import TesseraForms
import TesseraState
import TesseraTokens

/// Edits the current theme in the running app with a live audit: every color role in the
/// mode chosen above the list (light, dark and both increased-contrast modes), the typography
/// sizes, spacing, radii and motion. As the person types, each failing pair or component part
/// shows under the field it blames, with the measured and required ratio and the audit's
/// nearest passing colour, applied with one tap. Undo, redo, save to the manager's store, a
/// colour-vision preview of the status colours, and import of a pasted theme (refused with its
/// line and column) are above and below the fields.
///
/// The decisions are ``ThemeEditor``'s, tested on Linux; this view only applies them. The
/// app owns the editor, so it survives the view being rebuilt:
///
/// ```swift
/// @State private var editor = ThemeEditor(manager: .shared)
/// var body: some View { DSThemeEditor(editor: editor) }
/// ```
///
/// For iOS, iPadOS, macOS and visionOS; on tvOS and watchOS ``DSThemePicker`` is the theme UI.
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct DSThemeEditor: View {
  private let editor: ThemeEditor
  @State private var mode = ThemeMode.light
  @State private var pasted = ""
  @Environment(\.dsTheme) private var theme

  /// Creates the editor's view.
  /// - Parameter editor: The editor, owned by the caller (`@State` or a model object).
  public init(editor: ThemeEditor) {
    self.editor = editor
  }

  /// The tools, the fields, the colour-vision preview and the import box, scrolling.
  public var body: some View {
    let audit = editor.audit
    ScrollView {
      LazyVStack(alignment: .leading, spacing: theme.gaps.loose) {
        tools(audit)
        DropdownMenu("Mode", options: ThemeMode.allCases, selection: $mode) { Self.title(of: $0) }
        ForEach(editor.sections.filter(isShown), id: \.id) { section in
          Text(Self.title(of: section.id))
            .dsTypography(.headline)
            .accessibilityAddTraits(.isHeader)
          ForEach(section.fields, id: \.self) { field in
            DSThemeEditorFieldRow(editor: editor, field: field, causes: audit.causes(for: field))
          }
        }
        colorVisionPreview(audit)
        importBox
      }
      .padding(theme.spacing.lg)
    }
  }

  private func isShown(_ section: ThemeEditorSection) -> Bool {
    if case .colors(let shown) = section.id { return shown == mode }
    return true
  }

  private func tools(_ audit: ThemeEditorAudit) -> some View {
    VStack(alignment: .leading, spacing: theme.gaps.tight) {
      HStack(spacing: theme.gaps.tight) {
        DSButton("Undo", role: .secondary, icon: "arrow.uturn.backward") { editor.undo() }
          .disabled(!editor.canUndo)
        DSButton("Redo", role: .secondary, icon: "arrow.uturn.forward") { editor.redo() }
          .disabled(!editor.canRedo)
        DSButton("Save", role: .primary) { editor.startSave() }
      }
      if audit.passed {
        Text("Every promised pair and component part passes.")
          .dsText(.footnote, colorRole: .textSecondary)
      } else {
        Text(
          "\(audit.themeFailures.count) promised pairs and \(audit.componentFailures.count) component parts fail."
        )
        .dsText(.footnote, colorRole: .error)
        if audit.fixedSpec != nil {
          DSButton("Apply every fix", role: .secondary) { editor.applyAllFixes() }
        }
      }
      switch editor.saveState {
      case nil: EmptyView()
      case .saving: Text("Saving…").dsText(.footnote, colorRole: .textSecondary)
      case .saved: Text("Saved.").dsText(.footnote, colorRole: .textSecondary)
      case .failed(let error): Text("Not saved: \(error)").dsText(.footnote, colorRole: .error)
      }
    }
  }

  private func colorVisionPreview(_ audit: ThemeEditorAudit) -> some View {
    VStack(alignment: .leading, spacing: theme.gaps.tight) {
      Text("Status colours as colour-blind people see them")
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

  private var importBox: some View {
    VStack(alignment: .leading, spacing: theme.gaps.tight) {
      Text("Import a theme").dsTypography(.headline).accessibilityAddTraits(.isHeader)
      DSTextField("Theme JSON", text: $pasted, prompt: "Paste a theme's JSON")
      DSButton("Import", role: .secondary) {
        if editor.importJSON(pasted) { pasted = "" }
      }
      // The refusal answers the button, so it shows at once (a field's own error waits until
      // the person leaves the field).
      if let importError = editor.importError {
        Text(importError.description).dsText(.footnote, colorRole: .error)
      }
    }
  }

  /// A mode's name as the mode picker shows it.
  static func title(of mode: ThemeMode) -> String {
    switch (mode.scheme, mode.contrast) {
    case (.light, .standard): return "Light"
    case (.dark, .standard): return "Dark"
    case (.light, .increased): return "Light, increased contrast"
    case (.dark, .increased): return "Dark, increased contrast"
    }
  }

  /// A section's heading.
  static func title(of section: ThemeEditorSection.ID) -> String {
    switch section {
    case .colors(let mode): return "Colours: \(title(of: mode))"
    case .typography: return "Text sizes"
    case .spacing: return "Spacing"
    case .radii: return "Corner radii"
    case .motion: return "Motion"
    }
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
  @State private var draft: String?
  @Environment(\.dsTheme) private var theme

  var body: some View {
    let value = editor.text(for: field)
    VStack(alignment: .leading, spacing: theme.gaps.tight) {
      DSTextField(
        label, text: textBinding(value), error: editor.refusals[field]?.description,
        keyboard: field.kind == .color ? .asciiCapable : .decimalPad
      )
      .onSubmit { editor.endEditing() }
      ForEach(causes, id: \.self) { cause in
        DSThemeEditorCause(cause: cause) { editor.applyFix(cause) }
      }
    }
    .onChange(of: value) { _, newValue in
      guard let draft else { return }
      let meant = try? field.applying(draft, to: editor.manager.currentTheme)
      if meant.map(field.text(in:)) != newValue { self.draft = nil }
    }
  }

  private var label: String {
    switch field {
    case .color(let role, _): return role.rawValue
    case .fontSize(let role): return "\(role.rawValue) (pt)"
    case .spacing(let token): return "spacing \(token.rawValue) (pt)"
    case .radius(let radius): return "radius \(radius.rawValue) (pt)"
    case .motionDuration(let token): return "\(token.rawValue) duration (s)"
    }
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

  var body: some View {
    VStack(alignment: .leading, spacing: theme.gaps.tight) {
      Text(summary).dsText(.footnote, colorRole: .error)
      if let proposal = cause.proposal {
        DSButton("Use \(proposal.to.hexString)", role: .secondary, size: .small, action: apply)
      }
    }
  }

  private var summary: String {
    let broken = cause.themePairs + cause.componentParts
    let parts = broken == 1 ? "1 check fails" : "\(broken) checks fail"
    return
      "\(cause.worstPair): \(AuditReport.format(cause.worstRatio)), needs "
      + "\(AuditReport.format(cause.requiredRatio)); \(parts)"
  }
}
#endif
