import Tessera
import Testing

/// The umbrella re-exports every portable module together, so a name two modules both declare
/// is ambiguous for every app that writes `import Tessera`. These lines compile only while each
/// name used here has one declaration.
@Suite("Names through the umbrella")
struct UmbrellaNameTests {
  @Test("ContrastRequirement is the theme pair's use, the planner's pair is nested")
  func contrastRequirement() throws {
    let use: ContrastRequirement = .largeText
    #expect(use.minimumRatio(in: .light) == 3)
    let pair = ContrastPlanner.Requirement(foreground: "text", background: "page", ratio: 4.5)
    let plan = ContrastPlanner.satisfy(
      ["text": try SRGBColor(hex: "#999999"), "page": .white], requirements: [pair],
      order: ["page", "text"])
    #expect(plan.unmet.isEmpty)
    #expect(try #require(plan.colors["text"]).contrastRatio(with: .white) >= 4.5)
  }
}
