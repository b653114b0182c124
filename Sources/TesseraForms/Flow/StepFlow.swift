/// A multi-step form as a state machine: which step is showing, which steps passed their
/// validation, and where the person may go next.
///
/// `next` is gated by the current step's validation; `back` is always allowed; `jump` may go
/// to any earlier step, and forward only across steps that have all passed.
///
/// ```swift
/// var flow = try StepFlow(steps: ["account", "address", "payment"])
/// flow.next(currentStepIsValid: false)  // .blocked: stays on "account"
/// flow.next(currentStepIsValid: true)   // .moved(to: "address")
/// try flow.jump(to: "payment")          // throws: "address" has not passed yet
/// ```
public struct StepFlow: Sendable, Hashable, Codable {
  /// What a call to `next` did.
  public enum Move: Sendable, Hashable, Codable {
    /// The flow moved to this step.
    case moved(to: String)
    /// The current step is invalid; the flow stayed where it was.
    case blocked(at: String)
    /// The last step passed; the flow is finished.
    case finished
  }

  /// The steps in order, by id.
  public let steps: [String]
  /// The index of the step showing.
  public private(set) var currentIndex = 0
  /// The ids of the steps that passed validation when the person left them forwards.
  public private(set) var passedSteps: Set<String> = []
  /// Whether the last step passed and the flow is complete.
  public private(set) var isFinished = false

  /// Creates a flow at its first step; throws when `steps` is empty or repeats an id.
  public init(steps: [String]) throws(StepFlowError) {
    guard !steps.isEmpty else { throw .noSteps }
    var seen: Set<String> = []
    for step in steps where !seen.insert(step).inserted { throw .duplicateStep(step) }
    self.steps = steps
  }

  /// The flow for a revised list of steps (a schema reloaded with a new label, rule or step):
  /// the step showing stays showing where it is still a step, else the flow starts at the
  /// first; steps that passed and are still steps stay passed, and the flow is not finished.
  /// A step that passed under the old rules is checked again at the end: finishing needs every
  /// step passed, and a form validates all its fields when it submits.
  ///
  /// ```swift
  /// var flow = try StepFlow(steps: ["account", "address"])
  /// flow.next(currentStepIsValid: true)                       // on "address"
  /// try flow.revised(to: ["welcome", "account", "address"])   // still on "address"
  /// ```
  /// - Throws: as ``init(steps:)`` does, for an empty or repeating list.
  public func revised(to steps: [String]) throws(StepFlowError) -> StepFlow {
    var flow = try StepFlow(steps: steps)
    flow.passedSteps = passedSteps.intersection(steps)
    if let index = steps.firstIndex(of: currentStep) { flow.currentIndex = index }
    return flow
  }

  /// The id of the step showing.
  public var currentStep: String { steps[currentIndex] }
  /// Whether the flow is at its first step, so `back` does nothing.
  public var isAtFirstStep: Bool { currentIndex == 0 }
  /// Whether the flow is at its last step, so a valid `next` finishes it.
  public var isAtLastStep: Bool { currentIndex == steps.count - 1 }
  /// The share of steps passed, from 0 to 1.
  public var progress: Double { Double(passedSteps.count) / Double(steps.count) }

  /// Moves forward when the current step is valid, recording it as passed; an invalid step
  /// stays put and loses its passed mark.
  @discardableResult
  public mutating func next(currentStepIsValid: Bool) -> Move {
    guard currentStepIsValid else {
      passedSteps.remove(currentStep)
      isFinished = false
      return .blocked(at: currentStep)
    }
    passedSteps.insert(currentStep)
    if isAtLastStep {
      isFinished = passedSteps.count == steps.count
      if !isFinished, let firstOpen = steps.firstIndex(where: { !passedSteps.contains($0) }) {
        // An earlier step was invalidated after it passed: send the person back to it.
        currentIndex = firstOpen
        return .moved(to: currentStep)
      }
      return .finished
    }
    currentIndex += 1
    return .moved(to: currentStep)
  }

  /// Moves to the previous step, keeping every passed mark; returns false at the first step.
  @discardableResult
  public mutating func back() -> Bool {
    guard currentIndex > 0 else { return false }
    currentIndex -= 1
    isFinished = false
    return true
  }

  /// Moves to `step`: always allowed backwards, forwards only when every step before it passed.
  public mutating func jump(to step: String) throws(StepFlowError) {
    guard let index = steps.firstIndex(of: step) else { throw .unknownStep(step) }
    if index > currentIndex,
      let blocking = steps[..<index].first(where: { !passedSteps.contains($0) })
    {
      throw .stepNotReachable(step, blockedBy: blocking)
    }
    currentIndex = index
    isFinished = false
  }

  /// Clears a step's passed mark, for example after data it depends on changed.
  public mutating func invalidate(_ step: String) {
    passedSteps.remove(step)
    isFinished = false
  }

  /// Whether `jump(to:)` would succeed.
  public func canJump(to step: String) -> Bool {
    guard let index = steps.firstIndex(of: step) else { return false }
    return index <= currentIndex || steps[..<index].allSatisfy { passedSteps.contains($0) }
  }
}

/// Why a step flow could not be created or moved.
public enum StepFlowError: Error, Sendable, Hashable, CustomStringConvertible {
  /// A flow needs at least one step.
  case noSteps
  /// Two steps share an id.
  case duplicateStep(String)
  /// No step has this id.
  case unknownStep(String)
  /// A forward jump crosses a step that has not passed.
  case stepNotReachable(String, blockedBy: String)

  /// A message naming the step.
  public var description: String {
    switch self {
    case .noSteps: return "a step flow needs at least one step"
    case .duplicateStep(let step): return "step '\(step)' appears more than once"
    case .unknownStep(let step): return "no step is named '\(step)'"
    case .stepNotReachable(let step, let blocking):
      return "cannot jump to '\(step)': step '\(blocking)' has not passed validation"
    }
  }
}
