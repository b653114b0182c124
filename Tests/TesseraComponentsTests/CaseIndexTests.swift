import TesseraTokens
import Testing

@testable import TesseraComponents

@Suite("Component enums indexed by case")
struct CaseIndexTests {
  @Test("each case's index is its position in allCases, for every enum hashed or tabled by it")
  func declarationOrder() {
    #expect(ComponentStyleFamily.allCases.enumerated().allSatisfy { caseIndex($1) == $0 })
    #expect(ComponentState.allCases.enumerated().allSatisfy { caseIndex($1) == $0 })
    #expect(ComponentSize.allCases.enumerated().allSatisfy { caseIndex($1) == $0 })
    #expect(ComponentPart.allCases.enumerated().allSatisfy { caseIndex($1) == $0 })
    #expect(TappablePart.allCases.enumerated().allSatisfy { caseIndex($1) == $0 })
  }

  @Test("an appearance's part colors keep one bit per part in 32 bits")
  func partsFitTheMask() {
    #expect(ComponentPart.allCases.count <= 32)
  }
}
