import TesseraGoldenTesting
import Testing

@Suite("Line diff of golden files")
struct LineDiffTests {
  @Test("a changed line is reported once removed and once added, at its own line number")
  func changedLine() {
    let diff = LineDiff(reference: "a\nb\nc\nd\n", produced: "a\nb\nC\nd\n")
    #expect(diff.changes == [.removed(line: 3, text: "c"), .added(line: 3, text: "C")])
    #expect(diff.firstDifferingLine == 3)
    #expect(diff.changedLineCount == 2)
    #expect(
      diff.report() == """
        2 lines differ (1 removed, 1 added); first difference at line 3
        reference: 4 lines, produced: 4 lines
        - 3 | c
        + 3 | C
        """)
  }

  @Test("an inserted line does not make every later line look changed")
  func insertion() {
    let reference = (1...50).map { "line \($0)" }.joined(separator: "\n") + "\n"
    var lines = (1...50).map { "line \($0)" }
    lines.insert("new", at: 9)
    let diff = LineDiff(reference: reference, produced: lines.joined(separator: "\n") + "\n")
    #expect(diff.changes == [.added(line: 10, text: "new")])
    #expect(
      diff.report().contains("1 line differs (0 removed, 1 added); first difference at line 10"))
    #expect(diff.report().contains("reference: 50 lines, produced: 51 lines"))
  }

  @Test("removals and additions far apart are all listed in reading order")
  func separateChanges() {
    let diff = LineDiff(reference: "a\nb\nc\nd\ne\n", produced: "a\nc\nd\ne\nf\n")
    #expect(diff.changes == [.removed(line: 2, text: "b"), .added(line: 5, text: "f")])
    #expect(diff.firstDifferingLine == 2)
  }

  @Test("the report lists only the first lines and says how many more there are")
  func limit() {
    let reference = (1...30).map { "old \($0)" }.joined(separator: "\n")
    let produced = (1...30).map { "new \($0)" }.joined(separator: "\n")
    let report = LineDiff(reference: reference, produced: produced).report(limit: 4)
    let lines = report.split(separator: "\n").map(String.init)
    #expect(lines[0] == "60 lines differ (30 removed, 30 added); first difference at line 1")
    #expect(lines.count == 2 + 4 + 1)
    #expect(lines[2] == "-  1 | old 1")
    #expect(lines.last == "… and 56 more changed lines")
  }

  @Test("a missing final newline and a carriage return are differences, and are shown")
  func invisibleDifferences() {
    let newline = LineDiff(reference: "a\nb\n", produced: "a\nb")
    #expect(!newline.isEmpty)
    #expect(newline.changes.isEmpty)
    #expect(newline.report().hasPrefix("only the final newline differs: the reference ends"))
    let crlf = LineDiff(reference: "a\nb\n", produced: "a\r\nb\n")
    #expect(crlf.changes == [.removed(line: 1, text: "a"), .added(line: 1, text: "a\r")])
    #expect(crlf.report().contains("+ 1 | a\\r"))
  }

  @Test("identical texts have no difference, empty ones included")
  func identical() {
    #expect(LineDiff(reference: "x\ny\n", produced: "x\ny\n").isEmpty)
    #expect(LineDiff(reference: "", produced: "").isEmpty)
    #expect(LineDiff(reference: "", produced: "").firstDifferingLine == nil)
    #expect(LineDiff(reference: "", produced: "x\n").changes == [.added(line: 1, text: "x")])
  }

  @Test("inputs too large for the table still report the first difference exactly")
  func largeInput() {
    let count = 3_000
    let reference = (0..<count).map { "r\($0)" }.joined(separator: "\n")
    let produced = (0..<count).map { $0 == 0 ? "first" : "p\($0)" }.joined(separator: "\n")
    let diff = LineDiff(reference: reference, produced: produced)
    #expect(count * count > LineDiff.maximumTableCells)
    #expect(diff.firstDifferingLine == 1)
    #expect(diff.changes.first == .removed(line: 1, text: "r0"))
    #expect(diff.changedLineCount == 2 * count)
  }
}
