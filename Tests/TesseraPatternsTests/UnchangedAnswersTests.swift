import Testing

@testable import TesseraPatterns

/// Patterns that compiled before look-arounds existed give the same answers now.
@Suite("answers unchanged by look-around")
struct UnchangedAnswersTests {
  static func decode(_ hex: Substring) -> String {
    var bytes: [UInt8] = []
    var index = hex.startIndex
    while index < hex.endIndex {
      let next = hex.index(index, offsetBy: 2)
      bytes.append(UInt8(hex[index..<next], radix: 16) ?? 0)
      index = next
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  static func show(_ match: PatternMatch?) -> String {
    guard let match else { return "-" }
    let captures = match.captures.map { $0.map { "\($0.lowerBound),\($0.upperBound)" } ?? "_" }
    return (["\(match.range.lowerBound),\(match.range.upperBound)"] + captures)
      .joined(separator: " ")
  }

  @Test("4,002 generated pairs keep their first match, captures and match count")
  func unchanged() throws {
    let lines = UnchangedAnswers.lines.split(separator: "\n")
    #expect(lines.count == 4_002)
    var differences = 0
    for line in lines {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
      try #require(fields.count == 5)
      let options = PatternOptions(rawValue: Int(fields[0]) ?? -1)
      let source = UnchangedAnswersTests.decode(fields[1])
      let input = UnchangedAnswersTests.decode(fields[2])
      let pattern = try CompiledPattern(source, options: options)
      let answer =
        "\(UnchangedAnswersTests.show(pattern.firstMatch(in: input)))\t"
        + "\(pattern.matches(in: input).count)"
      if answer != "\(fields[3])\t\(fields[4])" {
        differences += 1
        if differences <= 10 {
          Issue.record("\(source.debugDescription) on \(input.debugDescription): \(answer)")
        }
      }
    }
    #expect(differences == 0)
  }
}
