import Foundation

/// One step of a multi-step schema: an id, an optional title and the ids of its fields.
///
/// JSON: `"steps": [{"id": "account", "title": "Account", "fields": ["email", "password"]}]`.
public struct FormStep: Sendable, Hashable, Codable {
  /// The step's id, unique among the steps.
  public var id: String
  /// The title shown for the step.
  public var title: String?
  /// The ids of the fields on this step, in display order.
  public var fields: [String]

  /// Creates a step.
  public init(id: String, title: String? = nil, fields: [String]) {
    self.id = id
    self.title = title
    self.fields = fields
  }
}

extension FormSchema {
  /// A `StepFlow` over the schema's steps; throws `.noSteps` for a schema without steps.
  public func stepFlow() throws(StepFlowError) -> StepFlow {
    try StepFlow(steps: (steps ?? []).map(\.id))
  }

  /// The failures of the visible fields on `step` only, for gating `StepFlow.next`; empty for
  /// an unknown step.
  ///
  /// ```swift
  /// let move = flow.next(
  ///   currentStepIsValid: schema.validate(values, step: flow.currentStep).isEmpty)
  /// ```
  public func validate(
    _ values: [String: FormValue], step: String, now: Date = Date(),
    calendar: Calendar = Calendar(identifier: .gregorian), matcher: PatternMatcher = .shared
  ) -> [FieldError] {
    guard let members = steps?.first(where: { $0.id == step }).map({ Set($0.fields) }) else {
      return []
    }
    return validate(values, now: now, calendar: calendar, matcher: matcher)
      .filter { members.contains($0.fieldID) }
  }

  /// Checks that step ids are unique and non-empty and that steps name existing fields.
  func checkSteps(ids: [String: Int]) throws(FormSchemaError) {
    guard let steps else { return }
    var seen: [String: Int] = [:]
    for (index, step) in steps.enumerated() {
      let path = "$.steps[\(index)]"
      if step.id.isEmpty { throw .invalidValue(path: path + ".id", detail: "step id is empty") }
      if let first = seen[step.id] {
        throw .invalidValue(
          path: path + ".id",
          detail: "duplicate step id '\(step.id)', first used at $.steps[\(first)].id")
      }
      seen[step.id] = index
      for (position, field) in step.fields.enumerated() where ids[field] == nil {
        throw .invalidValue(
          path: path + ".fields[\(position)]",
          detail: "step '\(step.id)' refers to unknown field '\(field)'")
      }
    }
  }
}
