import Foundation
import TesseraPatterns

/// The single place in TesseraForms that runs regular expressions: `Validator.matches` and
/// `FormSchema` both call it.
///
/// Patterns are compiled by TesseraPatterns, whose matching time is linear in the input, so no
/// pattern can run away and no wall-clock timeout is needed. The matcher adds two guards of its
/// own: compiled patterns are cached (a schema's patterns are compiled once, not per value), and
/// input longer than `maximumInputLength` UTF-16 code units is refused with a distinct outcome
/// instead of being matched, so an oversized value never passes silently.
///
/// ```swift
/// let matcher = PatternMatcher()
/// matcher.evaluate("[0-9]{5}", on: "34000")  // .matched
/// matcher.evaluate("[0-9]{5}", on: "3400")   // .notMatched
/// ```
public struct PatternMatcher: Sendable {
  /// How much of the input a pattern has to cover.
  public enum Coverage: String, Sendable, Equatable, Codable, CaseIterable {
    /// The pattern must match the whole input, like HTML's `pattern` attribute.
    case wholeInput
    /// The pattern may match anywhere in the input, like `NSRegularExpression.firstMatch`.
    case anywhere
  }

  /// What happened when a pattern was run against an input.
  public enum Outcome: Sendable, Equatable {
    /// The pattern matched.
    case matched
    /// The pattern did not match.
    case notMatched
    /// The input was longer than the cap and was not matched.
    case inputTooLong(length: Int, limit: Int)
    /// The pattern could not be compiled or is refused by the engine.
    case invalidPattern(PatternError)

    /// Whether the outcome counts as a pass for validation: only `.matched` does.
    public var isMatch: Bool { self == .matched }
  }

  /// The longest input, in UTF-16 code units, that is matched; longer input is refused.
  public var maximumInputLength: Int
  /// The options every pattern is compiled with.
  public var options: PatternOptions
  /// The engine limits every pattern is compiled under.
  public var limits: PatternLimits
  /// The default input cap: 1,000 UTF-16 code units.
  public static let defaultMaximumInputLength = 1_000
  /// The largest number of compiled patterns kept in the cache before it is emptied.
  public static let cacheCapacity = 256

  private let cache: _PatternCache

  /// A matcher shared by callers that do not configure their own.
  public static let shared = PatternMatcher()

  /// Creates a matcher with its own compile cache.
  public init(
    maximumInputLength: Int = PatternMatcher.defaultMaximumInputLength,
    options: PatternOptions = [], limits: PatternLimits = .default
  ) {
    self.maximumInputLength = max(0, maximumInputLength)
    self.options = options
    self.limits = limits
    self.cache = _PatternCache()
  }

  /// Compiles `pattern`, or returns the cached compilation of an earlier call.
  ///
  /// - Complexity: O(pattern length) on a cache miss, O(1) expected on a hit.
  public func compile(_ pattern: String) throws(PatternError) -> CompiledPattern {
    let key = _PatternCache.Key(source: pattern, options: options, limits: limits)
    switch cache.lookup(key) {
    case .compiled(let compiled): return compiled
    case .failed(let error): throw error
    case nil: break
    }
    do {
      let compiled = try CompiledPattern(pattern, options: options, limits: limits)
      cache.store(.compiled(compiled), for: key)
      return compiled
    } catch {
      cache.store(.failed(error), for: key)
      throw error
    }
  }

  /// Runs `pattern` against `input`.
  ///
  /// The length cap is checked before the pattern is compiled, so refusing oversized input
  /// costs nothing.
  ///
  /// - Complexity: O(pattern size × input length), with the input at most
  ///   `maximumInputLength` code units.
  public func evaluate(
    _ pattern: String, on input: String, coverage: Coverage = .wholeInput
  ) -> Outcome {
    let length = input.utf16.count
    guard length <= maximumInputLength else {
      return .inputTooLong(length: length, limit: maximumInputLength)
    }
    let compiled: CompiledPattern
    do {
      compiled = try compile(pattern)
    } catch {
      return .invalidPattern(error)
    }
    let matched: Bool
    switch coverage {
    case .wholeInput: matched = compiled.isWholeMatch(input)
    case .anywhere: matched = compiled.isMatch(input)
    }
    return matched ? .matched : .notMatched
  }

  /// The number of patterns (valid or not) currently cached.
  public var cachedPatternCount: Int { cache.count }
}

/// A lock-protected dictionary of compile results shared by copies of one matcher.
final class _PatternCache: @unchecked Sendable {
  struct Key: Hashable {
    var source: String
    var options: PatternOptions
    var limits: PatternLimits
  }

  enum Entry {
    case compiled(CompiledPattern)
    case failed(PatternError)
  }

  // Guarded by `lock`; that is what makes the unchecked Sendable conformance sound.
  private var entries: [Key: Entry] = [:]
  private let lock = NSLock()

  var count: Int {
    lock.lock()
    defer { lock.unlock() }
    return entries.count
  }

  func lookup(_ key: Key) -> Entry? {
    lock.lock()
    defer { lock.unlock() }
    return entries[key]
  }

  func store(_ entry: Entry, for key: Key) {
    lock.lock()
    defer { lock.unlock() }
    // Emptying the whole cache keeps memory bounded without the bookkeeping of an LRU list;
    // a form rarely has more than a few dozen patterns.
    if entries.count >= PatternMatcher.cacheCapacity { entries.removeAll(keepingCapacity: true) }
    entries[key] = entry
  }
}
