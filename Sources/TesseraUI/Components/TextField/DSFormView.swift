#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraForms
import TesseraLocalization

/// Renders a decoded `FormSchema`: one themed field per visible field (text, email, password,
/// number, date, phone, URL, card fields, text area, choice, multiple choice, toggle), hiding and
/// showing fields as their `visibleWhen` conditions change. Errors come from
/// `FormSchema.errors(in:)` and appear on a field once it was edited or the form submitted; the
/// submit button reports the values when the form is valid and the errors when it is not. A
/// schema with steps shows one step at a time under a ``DSStepsIndicator``; Next moves on only
/// when the step's fields pass (`StepFlow.next(currentStepIsValid:)`).
///
/// The keyboard moves through the form: Return (labelled Next) in a text field focuses the next
/// one, past choices and switches, and in the last (labelled Done) does what the button does,
/// putting the keyboard away once the form is sent. Number, decimal and phone pads have no
/// Return key, so on iOS the keyboard carries a Next or Done key for those fields. A submit or
/// a step that finds errors moves focus to the first text field that shows one, and a field
/// that keeps focus shows its error at once and VoiceOver says it.
///
/// ```swift
/// let schema = try FormSchema.decode(from: Data(contactFormJSON.utf8))
/// DSFormView(schema: schema) { values in send(values) } onErrors: { errors in
///   log(errors)
/// }
/// ```
public struct DSFormView: View {
  private let schema: FormSchema
  private let submitTitle: Text?
  private let identifier: String?
  private let onSubmit: @MainActor ([String: FormValue]) -> Void
  private let onErrors: @MainActor ([String: String]) -> Void
  private let initialValues: [String: FormValue]
  @State private var values: [String: FormValue]
  /// The initial values last applied: a field whose value is still its initial value has not
  /// been edited, so it shows no error before a submit.
  @State private var seed: [String: FormValue]
  @State private var edited: Set<String> = []
  @State private var isSubmitted = false
  @State private var flow: StepFlow?
  @State private var attemptedSteps: Set<String> = []
  /// The id of the text field that has focus, or that the form asks to focus
  /// (`DSFormFieldContext`).
  @State private var focusedField: String?
  /// Submits that found errors, so a focused field shows its error too (`DSFormFieldContext`).
  @State private var failedSubmits = 0
  @Environment(\.locale) private var locale
  @Environment(\.dsTheme) private var theme

  /// Creates a form whose submit title is looked up in the app's strings; a string literal
  /// chooses this one, and a call without one shows "Submit" in the person's language.
  ///
  /// The schema's labels, placeholders and options are data decoded with the form and are
  /// shown as written.
  /// - Parameters:
  ///   - schema: The decoded, validated schema.
  ///   - initialValues: Values to start with, keyed by field id.
  ///   - submitTitle: The key of the submit button's title; "Submit" in the person's language when
  ///     nil.
  ///   - accessibilityIdentifier: An identifier for UI tests; fields get `<id>.<field id>`.
  ///   - onSubmit: Called with the values when the form is submitted without errors.
  ///   - onErrors: Called with `errors(in:)` when a submit finds errors.
  public init(
    schema: FormSchema, initialValues: [String: FormValue] = [:],
    submitTitle: LocalizedStringKey? = nil,
    accessibilityIdentifier: String? = nil,
    onSubmit: @escaping @MainActor ([String: FormValue]) -> Void,
    onErrors: @escaping @MainActor ([String: String]) -> Void = { _ in }
  ) {
    self.init(
      schema: schema, initialValues: initialValues, submitText: submitTitle.map { Text($0) },
      identifier: accessibilityIdentifier, onSubmit: onSubmit, onErrors: onErrors)
  }

  init(
    schema: FormSchema, initialValues: [String: FormValue], submitText: Text?,
    identifier: String?, onSubmit: @escaping @MainActor ([String: FormValue]) -> Void,
    onErrors: @escaping @MainActor ([String: String]) -> Void
  ) {
    self.schema = schema
    self.submitTitle = submitText
    self.identifier = identifier
    self.onSubmit = onSubmit
    self.onErrors = onErrors
    self.initialValues = initialValues
    self._values = State(initialValue: initialValues)
    self._seed = State(initialValue: initialValues)
    self._flow = State(initialValue: schema.steps == nil ? nil : try? schema.stepFlow())
  }

  /// The form.
  public var body: some View {
    let visible = schema.visibleFieldIDs(in: values)
    let errors = schema.errors(in: values, language: .preferred(for: locale))
    let stepFields = flow.flatMap { flow in
      schema.steps?.first { $0.id == flow.currentStep }.map { Set($0.fields) }
    }
    let stepAttempted = flow.map { attemptedSteps.contains($0.currentStep) } ?? false
    let shown = schema.fields.filter {
      visible.contains($0.id) && (stepFields?.contains($0.id) ?? true)
    }
    let typed = shown.filter(\.type.dsTakesText).map(\.id)
    VStack(alignment: .leading, spacing: theme.gaps.loose) {
      if let title = schema.title {
        Text(title)
          .dsText(.title2)
          .accessibilityAddTraits(.isHeader)
      }
      if let flow {
        // The schema's step titles, as written (its ids where a step has none).
        DSStepsIndicator(
          flow: flow,
          titles: flow.steps.map { id in schema.steps?.first { $0.id == id }?.title ?? id })
      }
      ForEach(shown, id: \.id) { field in
        let showsError = isSubmitted || stepAttempted || edited.contains(field.id)
        fieldView(field, error: showsError ? errors[field.id] : nil)
          .environment(
            \.dsFormField,
            field.type.dsTakesText
              ? DSFormFieldContext(
                id: field.id, focusedID: $focusedField, failedSubmits: failedSubmits) : nil
          )
          // Return moves to the next text field; in the last it does what the button does.
          .submitLabel(field.id == typed.last ? .done : .next)
          .dsAccessibilityIdentifier(identifier.map { "\($0).\(field.id)" })
      }
      if let flow, !flow.isAtLastStep {
        DSButtonGroup {
          if !flow.isAtFirstStep {
            DSButton(LocalizationKey.back.string(for: locale), role: .secondary) {
              self.flow?.back()
            }
          }
          DSButton(LocalizationKey.next.string(for: locale)) {
            advance()
          }
          .dsAccessibilityIdentifier(identifier.map { "\($0).next" })
        }
      } else {
        DSButtonGroup {
          if let flow, !flow.isAtFirstStep {
            DSButton(LocalizationKey.back.string(for: locale), role: .secondary) {
              self.flow?.back()
            }
          }
          DSButton(
            title: submitTitle ?? Text(LocalizationKey.submit.string(for: locale)),
            role: .primary, size: nil, icon: nil, isLoading: false, isFullWidth: true,
            identifier: identifier.map { "\($0).submit" }
          ) {
            if flow != nil { advance() } else { submit(visible: visible) }
          }
        }
      }
    }
    // A text area takes Return as a new line, so only single-line fields submit here.
    .onSubmit { returnKey(in: focusedField, typed: typed, visible: visible) }
    // Number, decimal and phone pads have no Return key: the keyboard carries one instead,
    // shown only while one of this form's fields with such a pad has focus.
    .dsKeyboardKey(keyboardKey(shown: shown, typed: typed), id: "tessera.form.keyboard") {
      returnKey(in: focusedField, typed: typed, visible: visible)
    }
    // A focused field that goes (its condition no longer holds, another step shows) takes the
    // focus with it, as SwiftUI resets a focus state when focus leaves: the form forgets it, so
    // the field is not focused again when it comes back, and a submit that asks for it moves
    // focus there.
    .onChange(of: typed) { _, now in
      if let field = focusedField, !now.contains(field) { focusedField = nil }
    }
    .onChange(of: values) { old, new in
      for key in Set(old.keys).union(new.keys) where old[key] != new[key] && new[key] != seed[key] {
        edited.insert(key)
      }
    }
    // `@State` is seeded once; initial values that arrive later (loaded from a server) fill
    // the fields the person has not edited, and a loaded value that is gone empties its field
    // unless the person edited it. A revised schema keeps the person on the step they are on
    // where it is still a step; a schema with other steps starts at its first.
    .onChange(of: initialValues) { _, newValues in
      for (key, value) in newValues where !edited.contains(key) { values[key] = value }
      for key in seed.keys where newValues[key] == nil && !edited.contains(key) {
        values[key] = nil
      }
      seed = newValues
    }
    .onChange(of: schema) { _, newSchema in
      let steps = newSchema.steps?.map(\.id)
      flow = steps.flatMap { steps in
        (try? flow?.revised(to: steps)) ?? (try? StepFlow(steps: steps))
      }
      attemptedSteps.formIntersection(steps ?? [])
      isSubmitted = false
      edited.formIntersection(newSchema.fields.map(\.id))
    }
  }

  /// Moves a stepped form on when the current step's fields pass, or shows their errors; the
  /// last step submits.
  private func advance() {
    guard var current = flow else { return }
    let step = current.currentStep
    let failures = schema.validate(values, step: step)
    attemptedSteps.insert(step)
    let move = current.next(currentStepIsValid: failures.isEmpty)
    flow = current
    switch move {
    case .finished:
      submit(visible: schema.visibleFieldIDs(in: values))
    case .blocked:
      failedSubmits += 1
      let language = LocalizationLanguage.preferred(for: locale)
      focusFirstError(
        Dictionary(
          failures.map { ($0.fieldID, $0.message(in: language)) }, uniquingKeysWith: { a, _ in a }
        ))
    case .moved:
      // The step's fields went with their focus; the person picks the next step's field (a
      // field focused as it first appears is not reliably focused on every system).
      break
    }
  }

  /// The key above a pad without Return while one of `shown` has focus: Next, or Done in the
  /// last text field; nil for any other field, or none.
  private func keyboardKey(shown: [FormField], typed: [String]) -> LocalizationKey? {
    guard let current = focusedField, let field = shown.first(where: { $0.id == current }),
      !field.type.keyboardKind.hasReturnKey
    else { return nil }
    return current == typed.last ? .done : .next
  }

  /// Return in text field `current`, or the keyboard's key where its pad has none: the next
  /// text field takes focus; in the last, the form does what its button does, and the keyboard
  /// goes away unless a field with an error takes focus.
  private func returnKey(in current: String?, typed: [String], visible: Set<String>) {
    if let current, let index = typed.firstIndex(of: current), index + 1 < typed.count {
      focusedField = typed[index + 1]
      return
    }
    focusedField = nil
    if flow != nil { advance() } else { submit(visible: visible) }
  }

  /// Goes to the first field with an error (in the schema's order), `messages` by field id, as
  /// a person fixing the form would: a text field takes focus, which shows and says its error.
  /// A choice, a set of choices or a switch takes no keyboard focus and shows its error as a
  /// line under it, which a VoiceOver user still on the button would never hear: its label
  /// and error are announced instead ("Terms: This field is required.").
  private func focusFirstError(_ messages: [String: String]) {
    guard let first = schema.fields.first(where: { messages[$0.id] != nil }) else { return }
    if first.type.dsTakesText {
      focusedField = first.id
      return
    }
    VoiceOverAnnouncer(locale: locale).announceFieldError(
      from: nil, to: messages[first.id], label: first.label ?? first.id)
  }

  /// Submits: reports the visible values when the form is valid, else the errors.
  private func submit(visible: Set<String>) {
    isSubmitted = true
    let found = schema.errors(in: values, language: .preferred(for: locale))
    if found.isEmpty {
      onSubmit(values.filter { visible.contains($0.key) })
    } else {
      onErrors(found)
      failedSubmits += 1
      focusFirstError(found)
    }
  }

  @ViewBuilder
  private func fieldView(_ field: FormField, error: String?) -> some View {
    let label = field.label ?? field.id
    let value = $values[dsField: field.id]
    switch field.type {
    case .password:
      DSPasswordField(label, text: value.dsText, error: error)
    case .textArea:
      DSTextArea(label, text: value.dsText, prompt: field.placeholder, error: error)
    case .choice:
      VStack(alignment: .leading, spacing: theme.gaps.tight) {
        DSRadioGroup(
          label, options: (field.options ?? []).map(\.value), selection: value.dsText
        ) { option in
          field.options?.first { $0.value == option }?.label ?? option
        }
        if let error { Text(error).dsText(.footnote, colorRole: .error) }
      }
    case .multiChoice:
      DSCheckboxGroup(
        label, options: (field.options ?? []).map(\.value), selection: value.dsSelection,
        error: error
      ) { option in
        field.options?.first { $0.value == option }?.label ?? option
      }
    case .toggle:
      VStack(alignment: .leading, spacing: theme.gaps.tight) {
        DSToggle(isOn: value.dsBool, label: label)
        if let error { Text(error).dsText(.footnote, colorRole: .error) }
      }
    default:
      DSTextField(
        label, text: value.dsText, prompt: field.placeholder, error: error,
        keyboard: field.type.keyboardKind)
    }
  }
}

extension Dictionary where Key == String, Value == FormValue {
  /// A field's value, empty text when it has none (a key-path-friendly `[_:default:]`).
  subscript(dsField id: String) -> FormValue {
    get { self[id] ?? .text("") }
    set { self[id] = newValue }
  }
}

extension FieldType {
  /// Whether the form shows the field as a text field or a text area (the others are choices
  /// and switches, which take no text and no focus from the form).
  var dsTakesText: Bool {
    switch self {
    case .choice, .multiChoice, .toggle: false
    case .text, .textArea, .email, .password, .number, .date, .card, .cardExpiry, .cvv, .phone,
      .url:
      true
    }
  }
}

extension FormValue {
  /// The value as editable text (typed fields and single choices store text).
  var dsText: String {
    get { text }
    set { self = .text(newValue) }
  }

  /// The value as a switch.
  var dsBool: Bool {
    get { if case .bool(let isOn) = self { isOn } else { false } }
    set { self = .bool(newValue) }
  }

  /// The value as a set of chosen options, stored sorted for a stable order.
  var dsSelection: Set<String> {
    get { if case .list(let chosen) = self { Set(chosen) } else { [] } }
    set { self = .list(newValue.sorted()) }
  }
}
#endif
