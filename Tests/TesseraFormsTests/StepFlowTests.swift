import Foundation
import Testing

@testable import TesseraForms

@Suite("StepFlow")
struct StepFlowTests {
  @Test("next is gated by the current step's validation")
  func gating() throws {
    var flow = try StepFlow(steps: ["account", "address", "payment"])
    let moves = [false, true, true].map { flow.next(currentStepIsValid: $0) }
    #expect(moves == [.blocked(at: "account"), .moved(to: "address"), .moved(to: "payment")])
    #expect(!flow.isFinished)
    let last = flow.next(currentStepIsValid: true)
    #expect(last == .finished)
    #expect(flow.isFinished)
    #expect(flow.progress == 1)
  }

  @Test("back stops at the first step and keeps passed marks")
  func back() throws {
    var flow = try StepFlow(steps: ["a", "b"])
    let backAtStart = flow.back()
    #expect(!backAtStart)
    flow.next(currentStepIsValid: true)
    let backFromSecond = flow.back()
    #expect(backFromSecond)
    #expect(flow.currentStep == "a")
    #expect(flow.passedSteps == ["a"])
    #expect(flow.canJump(to: "b"))
  }

  @Test("a revised list of steps keeps the step showing and the passes still there")
  func revised() throws {
    var flow = try StepFlow(steps: ["account", "address", "payment"])
    flow.next(currentStepIsValid: true)
    flow.next(currentStepIsValid: true)
    #expect(flow.currentStep == "payment")
    // A step added in front and one removed: the person stays on "payment".
    var revised = try flow.revised(to: ["welcome", "account", "payment"])
    #expect(revised.currentStep == "payment")
    #expect(revised.passedSteps == ["account"])
    // Finishing still needs every step: the new one sends the person back to it.
    #expect(revised.next(currentStepIsValid: true) == .moved(to: "welcome"))
    // A step that is gone starts the flow over; a bad list is refused as the initializer does.
    let other = try flow.revised(to: ["who", "what"])
    #expect(other.currentStep == "who" && other.passedSteps.isEmpty)
    #expect(throws: StepFlowError.duplicateStep("a")) { try flow.revised(to: ["a", "a"]) }
  }

  @Test("jump goes back freely and forward only across passed steps")
  func jump() throws {
    var flow = try StepFlow(steps: ["a", "b", "c", "d"])
    #expect(throws: StepFlowError.stepNotReachable("c", blockedBy: "a")) {
      try flow.jump(to: "c")
    }
    flow.next(currentStepIsValid: true)
    flow.next(currentStepIsValid: true)
    try flow.jump(to: "a")
    #expect(flow.currentStep == "a")
    try flow.jump(to: "c")
    #expect(flow.currentStep == "c")
    #expect(throws: StepFlowError.stepNotReachable("d", blockedBy: "c")) {
      try flow.jump(to: "d")
    }
    #expect(throws: StepFlowError.unknownStep("z")) { try flow.jump(to: "z") }
    #expect(!flow.canJump(to: "z"))
  }

  @Test("an invalidated earlier step sends a finishing flow back to it")
  func invalidation() throws {
    var flow = try StepFlow(steps: ["a", "b", "c"])
    flow.next(currentStepIsValid: true)
    flow.next(currentStepIsValid: true)
    flow.invalidate("a")
    let resumed = flow.next(currentStepIsValid: true)
    #expect(resumed == .moved(to: "a"))
    #expect(!flow.isFinished)
    let blocked = flow.next(currentStepIsValid: false)
    #expect(blocked == .blocked(at: "a"))
    #expect(flow.passedSteps == ["b", "c"])
  }

  @Test("a flow needs distinct steps")
  func construction() {
    #expect(throws: StepFlowError.noSteps) { try StepFlow(steps: []) }
    #expect(throws: StepFlowError.duplicateStep("a")) { try StepFlow(steps: ["a", "b", "a"]) }
    #expect(StepFlowError.stepNotReachable("c", blockedBy: "b").description.contains("'b'"))
  }
}

@Suite("FormSchema steps")
struct FormStepTests {
  static let json = """
    {"fields": [
      {"id": "email", "type": "email", "required": true},
      {"id": "password", "type": "password", "required": true, "minLength": 8},
      {"id": "zip", "type": "text", "required": true, "pattern": "[0-9]{5}"}
    ],
    "steps": [
      {"id": "account", "title": "Account", "fields": ["email", "password"]},
      {"id": "address", "fields": ["zip"]}
    ]}
    """

  @Test("each step is gated by the validation of its own fields")
  func gating() throws {
    let schema = try FormSchema.decode(from: Data(Self.json.utf8))
    var flow = try schema.stepFlow()
    var values: [String: FormValue] = ["zip": .text("nope")]
    let first = flow.next(
      currentStepIsValid: schema.validate(values, step: flow.currentStep).isEmpty)
    #expect(first == .blocked(at: "account"))
    #expect(schema.validate(values, step: "account").map(\.fieldID) == ["email", "password"])
    values["email"] = .text("ada@example.com")
    values["password"] = .text("analytical")
    let second = flow.next(
      currentStepIsValid: schema.validate(values, step: flow.currentStep).isEmpty)
    #expect(second == .moved(to: "address"))
    #expect(schema.validate(values, step: "address").map(\.fieldID) == ["zip"])
    #expect(schema.validate(values, step: "nowhere").isEmpty)
    values["zip"] = .text("34000")
    let last = flow.next(
      currentStepIsValid: schema.validate(values, step: flow.currentStep).isEmpty)
    #expect(last == .finished)
  }

  @Test("steps must have unique ids and name existing fields")
  func invalidSteps() {
    let unknown =
      "{\"fields\": [{\"id\": \"a\", \"type\": \"text\"}], "
      + "\"steps\": [{\"id\": \"s\", \"fields\": [\"a\", \"b\"]}]}"
    #expect(
      schemaError(unknown)
        == .invalidValue(
          path: "$.steps[0].fields[1]", detail: "step 's' refers to unknown field 'b'"))
    let duplicate =
      "{\"fields\": [{\"id\": \"a\", \"type\": \"text\"}], "
      + "\"steps\": [{\"id\": \"s\", \"fields\": []}, {\"id\": \"s\", \"fields\": [\"a\"]}]}"
    #expect(schemaError(duplicate)?.path == "$.steps[1].id")
    #expect(throws: StepFlowError.noSteps) { try FormSchema(fields: []).stepFlow() }
  }
}
