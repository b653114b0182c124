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
      ForEach(
        schema.fields.filter { visible.contains($0.id) && (stepFields?.contains($0.id) ?? true) },
        id: \.id
      ) { field in
        let showsError = isSubmitted || stepAttempted || edited.contains(field.id)
        fieldView(field, error: showsError ? errors[field.id] : nil)
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
    .onChange(of: values) { old, new in
      for key in Set(old.keys).union(new.keys) where old[key] != new[key] && new[key] != seed[key] {
        edited.insert(key)
      }
    }
    // `@State` is seeded once; initial values that arrive later (loaded from a server) fill
    // the fields the person has not edited, and a new schema gets its own step flow.
    .onChange(of: initialValues) { _, newValues in
      for (key, value) in newValues where !edited.contains(key) { values[key] = value }
      seed = newValues
    }
    .onChange(of: schema) { _, newSchema in
      flow = newSchema.steps == nil ? nil : try? newSchema.stepFlow()
      attemptedSteps = []
      isSubmitted = false
      edited.formIntersection(newSchema.fields.map(\.id))
    }
  }

  /// Moves a stepped form on when the current step's fields pass, or shows their errors; the
  /// last step submits.
  private func advance() {
    guard var current = flow else { return }
    let step = current.currentStep
    let valid = schema.validate(values, step: step).isEmpty
    attemptedSteps.insert(step)
    let move = current.next(currentStepIsValid: valid)
    flow = current
    if move == .finished {
      submit(visible: schema.visibleFieldIDs(in: values))
    }
  }

  /// Submits: reports the visible values when the form is valid, else the errors.
  private func submit(visible: Set<String>) {
    isSubmitted = true
    let found = schema.errors(in: values, language: .preferred(for: locale))
    if found.isEmpty {
      onSubmit(values.filter { visible.contains($0.key) })
    } else {
      onErrors(found)
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
