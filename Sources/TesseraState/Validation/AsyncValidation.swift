import Observation

/// What an asynchronous validator decided about a value.
public enum AsyncValidationResult: Sendable, Hashable {
  /// The value is acceptable.
  case valid
  /// The value is not acceptable; the message tells the user why.
  case invalid(String)
}

/// Runs an asynchronous validator ("is this username free?") as the user types: waits for a
/// pause in typing (debounce on the injected clock), cancels the check of an older value when
/// a newer one arrives (latest wins), and exposes the outcome as a ``Phase``.
///
/// ```swift
/// let username = AsyncValidation<String>(debounce: .milliseconds(400)) { name in
///   try await api.isUsernameFree(name) ? .valid : .invalid("That name is taken.")
/// }
/// username.validate("ada")     // phase == .validating
/// ```
@MainActor
@Observable
public final class AsyncValidation<Value: Sendable & Equatable> {
  /// Where the validation of the latest value stands.
  public enum Phase: Sendable, Hashable {
    /// Nothing to validate yet (or reset).
    case idle
    /// Waiting for the debounce or for the validator.
    case validating
    /// The latest value is valid.
    case valid
    /// The latest value is invalid, with the validator's message.
    case invalid(String)
    /// The validator could not decide (offline, server error).
    case failed(ServiceFailure)
  }

  /// Where the latest value stands.
  public private(set) var phase: Phase = .idle
  /// The latest value passed to ``validate(_:)``.
  public private(set) var value: Value?
  /// How long input must rest before the validator runs.
  public let debounce: Duration

  /// The debounce-and-validate task of the latest value; tests can await `.value`.
  @ObservationIgnored public private(set) var validationTask: Task<Void, Never>?
  @ObservationIgnored private let clock: ElapsedClock
  @ObservationIgnored private let validator: @Sendable (Value) async throws -> AsyncValidationResult
  @ObservationIgnored private var generation: UInt64 = 0

  /// Creates a validation.
  /// - Parameters:
  ///   - debounce: quiet time before the validator runs (zero runs it at once).
  ///   - clock: the clock the debounce waits on (a `ManualClock` in tests).
  ///   - validator: the check; it runs off the main actor and may throw.
  public init(
    debounce: Duration = .milliseconds(400), clock: any Clock<Duration> = ContinuousClock(),
    validator: @escaping @Sendable (Value) async throws -> AsyncValidationResult
  ) {
    self.debounce = max(.zero, debounce)
    self.clock = ElapsedClock(clock)
    self.validator = validator
  }

  /// Whether the latest value was confirmed valid.
  public var isValid: Bool { phase == .valid }

  /// Validates `value` after the debounce, cancelling the check of any older value. The same
  /// value that was already decided valid or invalid is not checked again.
  public func validate(_ value: Value) {
    if value == self.value {
      switch phase {
      case .valid, .invalid, .validating: return
      case .idle, .failed: break
      }
    }
    generation += 1
    let current = generation
    validationTask?.cancel()
    self.value = value
    phase = .validating
    let deadline = clock.now() + debounce
    let clock = clock
    let validator = validator
    validationTask = Task { [weak self] in
      do { try await clock.sleepUntil(deadline) } catch { return }
      guard !Task.isCancelled else { return }
      let outcome: Result<AsyncValidationResult, any Error>
      do {
        outcome = .success(try await validator(value))
      } catch {
        outcome = .failure(error)
      }
      self?.finish(generation: current, outcome: outcome)
    }
  }

  /// Cancels any check and returns to ``Phase/idle``.
  public func reset() {
    generation += 1
    validationTask?.cancel()
    validationTask = nil
    value = nil
    phase = .idle
  }

  private func finish(
    generation finished: UInt64, outcome: Result<AsyncValidationResult, any Error>
  ) {
    // Latest wins: a result for an older value is dropped even if its validator ignored
    // cancellation.
    guard finished == generation, !Task.isCancelled else { return }
    switch outcome {
    case .success(.valid): phase = .valid
    case .success(.invalid(let message)): phase = .invalid(message)
    case .failure(let error):
      // Not our cancellation (the generation is current), so report it rather than spin.
      phase = .failed(ServiceFailure(normalizing: error))
    }
  }
}
