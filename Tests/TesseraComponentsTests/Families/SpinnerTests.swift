import TesseraTokens
import Testing

@testable import TesseraComponents

@Suite("Spinner")
struct SpinnerTests {
  @Test("spinners grow with their size and turn, except under Reduce Motion")
  func sizesAndMotion() {
    let theme = PresetThemes.default.resolved(for: .light)
    let sides = ComponentSize.allCases.map {
      theme.appearance(.spinner, size: $0, state: .loading).minimumSize.width
    }
    #expect(sides == sides.sorted() && sides[0] < sides[2])
    #expect(theme.appearance(.spinner, state: .loading).animatesIndeterminate)
    let reduced = PresetThemes.default.resolved(for: .light, reduceMotion: true)
    #expect(!reduced.appearance(.spinner, state: .loading).animatesIndeterminate)
  }
}
