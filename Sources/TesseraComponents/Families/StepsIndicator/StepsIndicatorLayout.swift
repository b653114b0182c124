import TesseraLocalization

/// The state of each step in a steps indicator (a wizard's "1 — 2 — 3" header).
///
/// ```swift
/// let steps = StepsIndicatorLayout(titles: ["Cart", "Address", "Pay"], currentIndex: 1)
/// steps.statuses       // [.completed, .current, .upcoming]
/// steps.progress       // 0.5 (the connector is filled half way)
/// ```
public struct StepsIndicatorLayout: Sendable, Hashable, Codable {
  /// Where a step stands relative to the current one.
  public typealias Status = StepStatus

  /// The step titles.
  public let titles: [String]
  /// The current step, clamped to the steps (0 when there are none).
  public let currentIndex: Int
  /// Whether the last step is finished too (the flow is done).
  public let isFinished: Bool

  /// Creates a layout; `currentIndex` is clamped.
  public init(titles: [String], currentIndex: Int, isFinished: Bool = false) {
    self.titles = titles
    self.currentIndex = min(max(0, titles.count - 1), max(0, currentIndex))
    self.isFinished = isFinished && !titles.isEmpty
  }

  /// The status of each step.
  public var statuses: [Status] {
    titles.indices.map { index in
      if isFinished || index < currentIndex { return .completed }
      return index == currentIndex ? .current : .upcoming
    }
  }

  /// How much of the connecting line is filled, 0...1.
  public var progress: Double {
    guard titles.count > 1 else { return isFinished ? 1 : 0 }
    if isFinished { return 1 }
    return Double(currentIndex) / Double(titles.count - 1)
  }

  /// What VoiceOver reads for step `index`, "Step 2 of 3, Address, current", before it is put
  /// into a language; nil for an index outside the steps.
  public func accessibilityPhrase(for index: Int) -> LocalizedPhrase? {
    guard titles.indices.contains(index) else { return nil }
    return .step(
      index + 1, of: titles.count, title: titles[index], status: statuses[index].phrase)
  }

  /// What VoiceOver reads for step `index`, in English: "Step 2 of 3, Address, current".
  public func accessibilityLabel(for index: Int) -> String {
    accessibilityPhrase(for: index)?.english ?? ""
  }
}
