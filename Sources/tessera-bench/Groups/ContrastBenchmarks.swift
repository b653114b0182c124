import TesseraColor

/// Contrast arithmetic: the building block of every audit.
enum ContrastBenchmarks: BenchmarkGroup {
  static let name = "contrast"
  static let summary = "WCAG contrast ratio of color pairs (hex parsing is in the color group)."

  static func run(_ options: BenchOptions, report: inout BenchReport) throws {
    let colors = (0..<64).map { (index: Int) -> SRGBColor in
      let red = Double(index % 4) / 3
      let green = Double(index / 4 % 4) / 3
      let blue = Double(index / 16) / 3
      return SRGBColor(red: red, green: green, blue: blue)
    }
    report.results.append(
      measure("contrast.ratio-64-pairs") {
        var sum = 0.0
        for (a, b) in zip(colors, colors.reversed()) { sum += a.contrastRatio(with: b) }
        blackHole(sum)
      })
  }
}
