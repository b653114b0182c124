/// The line-by-line difference between a reference text and a produced text: which lines of
/// the reference are gone and which lines of the produced text are new, in order, with their
/// 1-based line numbers.
///
/// ```swift
/// let diff = LineDiff(reference: "a\nb\nc\n", produced: "a\nB\nc\n")
/// diff.changes      // [.removed(line: 2, text: "b"), .added(line: 2, text: "B")]
/// diff.report()     // "2 lines differ (1 removed, 1 added) ..."
/// ```
///
/// - Complexity: O(n + m) for the common start and end, then O(k × l) time and memory for the
///   k and l differing lines between them (the longest common subsequence). When k × l is
///   above ``maximumTableCells`` the middle is compared line by line instead, which still
///   finds the first difference but may list more lines than an optimal diff.
public struct LineDiff: Sendable, Hashable {
  /// One line present on one side only.
  public enum Change: Sendable, Hashable {
    /// Line `line` of the reference is not in the produced text.
    case removed(line: Int, text: String)
    /// Line `line` of the produced text is not in the reference.
    case added(line: Int, text: String)
  }

  /// The largest longest-common-subsequence table built, in cells (about 16 MB).
  public static let maximumTableCells = 4_000_000

  /// The changed lines in reading order (a removal before the addition that replaces it).
  public private(set) var changes: [Change]
  /// How many lines the reference has (a final newline does not start another line).
  public let referenceLineCount: Int
  /// How many lines the produced text has.
  public let producedLineCount: Int
  /// Whether the reference ends with a newline.
  public let referenceEndsWithNewline: Bool
  /// Whether the produced text ends with a newline.
  public let producedEndsWithNewline: Bool

  /// Compares `reference` with `produced`, line by line and byte by byte (lines end at "\n"; a
  /// "\r" before it is part of the line, so a change of line endings shows as a difference, and
  /// so does a change of Unicode normalization).
  public init(reference: String, produced: String) {
    let (old, oldNewline) = Self.lines(of: reference)
    let (new, newNewline) = Self.lines(of: produced)
    referenceLineCount = old.count
    producedLineCount = new.count
    referenceEndsWithNewline = oldNewline
    producedEndsWithNewline = newNewline
    changes = Self.changes(old, new)
  }

  /// Whether the two texts are identical.
  public var isEmpty: Bool {
    changes.isEmpty && referenceEndsWithNewline == producedEndsWithNewline
  }

  /// How many lines are on one side only (removed plus added).
  public var changedLineCount: Int { changes.count }

  /// The reference line where the texts first differ (1-based), or nil when they are the same.
  public var firstDifferingLine: Int? {
    guard let first = changes.first else {
      return referenceEndsWithNewline == producedEndsWithNewline ? nil : referenceLineCount
    }
    switch first {
    case .removed(let line, _): return line
    case .added(let line, _): return line
    }
  }

  /// A readable report: a summary with the counts and the first difference, then the first
  /// `limit` changed lines as `- 12 | reference text` and `+ 12 | produced text` (control
  /// characters shown as escapes), then how many were left out.
  public func report(limit: Int = 20) -> String {
    guard !isEmpty else { return "the texts are identical" }
    let removed = changes.filter { if case .removed = $0 { true } else { false } }.count
    let added = changes.count - removed
    var lines: [String] = []
    if changes.isEmpty {
      let which = referenceEndsWithNewline ? "the reference" : "the produced text"
      lines.append("only the final newline differs: \(which) ends with one")
    } else {
      let noun = changes.count == 1 ? "line differs" : "lines differ"
      lines.append(
        "\(changes.count) \(noun) (\(removed) removed, \(added) added); first difference at "
          + "line \(firstDifferingLine ?? 0)")
    }
    lines.append(
      "reference: \(Self.count(referenceLineCount, "line")), "
        + "produced: \(Self.count(producedLineCount, "line"))")
    let width = String(max(referenceLineCount, producedLineCount)).count
    for change in changes.prefix(max(0, limit)) {
      switch change {
      case .removed(let line, let text):
        lines.append("- \(Self.pad(line, width)) | \(Self.visible(text))")
      case .added(let line, let text):
        lines.append("+ \(Self.pad(line, width)) | \(Self.visible(text))")
      }
    }
    if changes.count > limit {
      lines.append("… and \(changes.count - limit) more changed lines")
    }
    if !changes.isEmpty && referenceEndsWithNewline != producedEndsWithNewline {
      let which = referenceEndsWithNewline ? "the reference" : "the produced text"
      lines.append("the final newline differs too: \(which) ends with one")
    }
    return lines.joined(separator: "\n")
  }

  /// One line's bytes, without its "\n".
  private typealias Line = ArraySlice<UInt8>

  private static func lines(of text: String) -> ([Line], Bool) {
    let bytes = Array(text.utf8)
    var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    let endsWithNewline = bytes.last == UInt8(ascii: "\n")
    if endsWithNewline || bytes.isEmpty { lines.removeLast() }
    return (lines, endsWithNewline)
  }

  private static func string(_ line: Line) -> String { String(decoding: line, as: UTF8.self) }

  private static func changes(_ old: [Line], _ new: [Line]) -> [Change] {
    var prefix = 0
    while prefix < old.count && prefix < new.count && old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < old.count - prefix && suffix < new.count - prefix
      && old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
    {
      suffix += 1
    }
    let a = Array(old[prefix..<(old.count - suffix)])
    let b = Array(new[prefix..<(new.count - suffix)])
    if a.isEmpty && b.isEmpty { return [] }
    if (a.count + 1) * (b.count + 1) > maximumTableCells {
      return positional(a, b, offset: prefix)
    }
    return longestCommonSubsequence(a, b, offset: prefix)
  }

  /// The shortest edit script through the longest common subsequence of `a` and `b`.
  private static func longestCommonSubsequence(_ a: [Line], _ b: [Line], offset: Int)
    -> [Change]
  {
    let columns = b.count + 1
    // table[i * columns + j]: the LCS length of a[i...] and b[j...].
    var table = [Int32](repeating: 0, count: (a.count + 1) * columns)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
      for j in stride(from: b.count - 1, through: 0, by: -1) {
        table[i * columns + j] =
          a[i] == b[j]
          ? table[(i + 1) * columns + j + 1] + 1
          : max(table[(i + 1) * columns + j], table[i * columns + j + 1])
      }
    }
    var result: [Change] = []
    var i = 0
    var j = 0
    while i < a.count || j < b.count {
      if i < a.count && j < b.count && a[i] == b[j] {
        i += 1
        j += 1
      } else if j == b.count
        || (i < a.count && table[(i + 1) * columns + j] >= table[i * columns + j + 1])
      {
        result.append(.removed(line: offset + i + 1, text: string(a[i])))
        i += 1
      } else {
        result.append(.added(line: offset + j + 1, text: string(b[j])))
        j += 1
      }
    }
    return result
  }

  /// Line `k` of `a` against line `k` of `b`: for inputs too large for the table.
  private static func positional(_ a: [Line], _ b: [Line], offset: Int) -> [Change] {
    var result: [Change] = []
    for index in 0..<max(a.count, b.count) {
      let old = index < a.count ? a[index] : nil
      let new = index < b.count ? b[index] : nil
      if old == new { continue }
      if let old { result.append(.removed(line: offset + index + 1, text: string(old))) }
      if let new { result.append(.added(line: offset + index + 1, text: string(new))) }
    }
    return result
  }

  private static func count(_ number: Int, _ noun: String) -> String {
    number == 1 ? "1 \(noun)" : "\(number) \(noun)s"
  }

  private static func pad(_ number: Int, _ width: Int) -> String {
    let text = String(number)
    return String(repeating: " ", count: max(0, width - text.count)) + text
  }

  /// `text` with control characters escaped, so a stray "\r" or tab is visible.
  private static func visible(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      default:
        if scalar.properties.generalCategory == .control {
          result += "\\u{\(String(scalar.value, radix: 16))}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }
}
