import TesseraTestSupport
import Testing

@testable import TesseraColor

@Suite("Contrast planner")
struct PlannerTests {
  typealias Requirement = ContrastPlanner.Requirement<String>

  @Test("a passing set is left exactly as it is")
  func unchanged() throws {
    let colors = ["page": SRGBColor.white, "text": try SRGBColor(hex: "#333333")]
    let plan = ContrastPlanner.satisfy(
      colors, requirements: [Requirement(foreground: "text", background: "page", ratio: 4.5)],
      order: ["page", "text"])
    #expect(plan.colors == colors)
    #expect(plan.changes.isEmpty)
    #expect(plan.unmet.isEmpty)
  }

  @Test("a failing foreground moves along its hue to just past the ratio, with the reason")
  func movesForeground() throws {
    let blue = try SRGBColor(hex: "#60A5FA")
    let plan = ContrastPlanner.satisfy(
      ["page": .white, "link": blue],
      requirements: [Requirement(foreground: "link", background: "page", ratio: 4.5)],
      order: ["page", "link"])
    let link = try #require(plan.colors["link"])
    #expect(link.contrastRatio(with: .white) >= 4.5)
    #expect(link.contrastRatio(with: .white) < 4.7)
    #expect(abs(OKLCH.hueDifference(link.oklch.hue, blue.oklch.hue)) < 2)
    #expect(plan.changes.first?.reasons.first?.background == "page")
    #expect(plan.colors["page"] == .white)
  }

  @Test("a fill leaves the band where no on-color could reach 7:1, and siblings share a side")
  func fillsAvoidTheBand() throws {
    let red = try SRGBColor(hex: "#FF0000")  // white 4.0:1, black 5.25:1: neither reaches 7:1
    let plan = ContrastPlanner.satisfy(
      ["fill": red, "pressed": try SRGBColor(hex: "#CC0000"), "ink": .white],
      requirements: [
        Requirement(foreground: "ink", background: "fill", ratio: 7),
        Requirement(foreground: "ink", background: "pressed", ratio: 7),
      ],
      order: ["fill", "pressed", "ink"])
    #expect(plan.unmet.isEmpty)
    let ink = try #require(plan.colors["ink"])
    #expect(ink.contrastRatio(with: try #require(plan.colors["fill"])) >= 7)
    #expect(ink.contrastRatio(with: try #require(plan.colors["pressed"])) >= 7)
  }

  @Test("a background moves to the side its on-color needs; the impossible is reported")
  func siblingsAndImpossible() {
    // The ink needs 7:1 on both; black settles first, so "white" joins it on the dark side.
    let plan = ContrastPlanner.satisfy(
      ["ink": SRGBColor(white: 0.5), "black": .black, "white": .white],
      requirements: [
        Requirement(foreground: "ink", background: "black", ratio: 7),
        Requirement(foreground: "ink", background: "white", ratio: 7),
      ],
      order: ["black", "white", "ink"])
    #expect(plan.unmet.isEmpty)
    #expect(plan.colors["black"] == .black)
    #expect((plan.colors["white"]?.relativeLuminance ?? 1) <= 0.1)
    // No color reaches 22:1 on anything: the failure is returned, not hidden.
    let impossible = ContrastPlanner.satisfy(
      ["ink": .black, "page": .white],
      requirements: [Requirement(foreground: "ink", background: "page", ratio: 22)],
      order: ["page", "ink"])
    #expect(impossible.unmet.count == 1)
  }

  @Test("seeded sweep: random pages and foregrounds always end up passing")
  func sweep() {
    var random = SeededRandomNumberGenerator(seed: 5)
    for _ in 0..<300 {
      let light = Double.random(in: 0.85...1, using: &random)
      let colors: [String: SRGBColor] = [
        "page": SRGBColor(white: light), "card": SRGBColor(white: light - 0.05),
        "text": .random(using: &random), "icon": .random(using: &random),
      ]
      let requirements = ["page", "card"].flatMap { background in
        [
          Requirement(foreground: "text", background: background, ratio: 7),
          Requirement(foreground: "icon", background: background, ratio: 3),
        ]
      }
      let plan = ContrastPlanner.satisfy(
        colors, requirements: requirements, order: ["page", "card", "text", "icon"])
      #expect(plan.unmet.isEmpty)
      for requirement in requirements {
        let fg = plan.colors[requirement.foreground] ?? .black
        let bg = plan.colors[requirement.background] ?? .black
        #expect(fg.contrastRatio(with: bg) >= requirement.ratio)
      }
    }
  }
}
