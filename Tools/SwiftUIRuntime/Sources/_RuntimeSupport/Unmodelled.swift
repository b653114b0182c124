// What every unmodelled declaration of the runtime's frameworks does when executed.

/// Why the runtime refused to render a view, or a test's interaction failed.
package enum RuntimeError: Error, CustomStringConvertible, Equatable {
  /// The view tree executed a SwiftUI API the runtime does not model.
  case unmodelled(String)
  /// A test asked for an element the rendered tree does not have.
  case notFound(String)
  /// A test asked for an interaction the element does not support, or that is disabled.
  case notInteractive(String)

  package var description: String {
    switch self {
    case .unmodelled(let api):
      "unmodelled SwiftUI API executed: \(api) (model it in Tools/SwiftUIRuntime/Sources)"
    case .notFound(let what): "not found: \(what)"
    case .notInteractive(let what): "not interactive: \(what)"
    }
  }
}

/// Every unmodelled API executed in this process, in order (tests read it).
nonisolated(unsafe) package var unmodelledExecutions: [String] = []

/// Called by the generated body of every declaration the runtime does not model: records the
/// API and traps, because returning any value would let a test pass on behaviour nobody wrote.
public func _unmodelled(_ api: String) -> Never {
  unmodelledExecutions.append(api)
  fatalError(RuntimeError.unmodelled(api).description)
}

/// `_unmodelled` for a member whose opaque result type only `self` can name.
public func _unmodelledValue<T>(_ api: String, _ typeWitness: T) -> T { _unmodelled(api) }
