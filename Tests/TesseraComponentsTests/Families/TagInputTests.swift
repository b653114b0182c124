import TesseraTokens
import Testing

@testable import TesseraComponents

@Suite("Tag list")
struct TagListTests {
  @Test("typed text is split at separators, trimmed, and duplicates are refused with their reason")
  func committing() {
    var list = TagList(rules: TagRules(maximumCount: 3))
    let outcomes = list.commit("swift,  Swift   UI ;ios, SWIFT")
    #expect(list.tags == ["swift", "Swift UI", "ios"])
    #expect(outcomes.last == .rejected("SWIFT", .duplicate(of: "swift")))
    #expect(list.isFull)
    #expect(list.add("linux") == .rejected("linux", .limitReached(maximum: 3)))
  }

  @Test("duplicates are compared ignoring case, accents and width, unless told otherwise")
  func duplicates() {
    var list = TagList(tags: ["Café"])
    #expect(list.add("cafe") == .rejected("cafe", .duplicate(of: "Café")))
    #expect(list.add("ＣＡＦＥ") == .rejected("ＣＡＦＥ", .duplicate(of: "Café")))
    var strict = TagList(tags: ["Café"], rules: TagRules(ignoresCaseAndAccents: false))
    #expect(strict.add("cafe") == .added("cafe"))
    #expect(strict.add("Café") == .rejected("Café", .duplicate(of: "Café")))
  }

  @Test("text after the last separator stays in the field")
  func typing() {
    var list = TagList()
    #expect(list.typed("lin").remainder == "lin")
    #expect(list.tags.isEmpty)
    let (remainder, outcomes) = list.typed("linux, mac")
    #expect(remainder == "mac")
    #expect(outcomes == [.added("linux")])
    #expect(list.typed("a،b、c，").remainder.isEmpty)
    #expect(list.tags == ["linux", "a", "b", "c"])
  }

  @Test("empty pieces are skipped and long ones refused with their length")
  func limits() {
    var list = TagList(rules: TagRules(maximumLength: 5))
    #expect(list.commit(" , ;\n ").isEmpty)
    #expect(list.commit("toolong") == [.rejected("toolong", .tooLong(length: 7))])
    #expect(list.add("👩‍👩‍👧‍👦ok") == .added("👩‍👩‍👧‍👦ok"))
  }

  @Test("initial tags are cleaned and checked, and removal keeps the rest in order")
  func removing() {
    var list = TagList(tags: [" a ", "A", "b", "c"], rules: TagRules(maximumCount: 2))
    #expect(list.tags == ["a", "b"])
    list.remove(at: 0)
    list.remove(at: 5)
    #expect(list.tags == ["b"])
    #expect(list.removeLast() == "b")
    #expect(list.removeLast() == nil)
  }

  @Test("a removed tag can be added again, in any case")
  func removedIsNoLongerADuplicate() {
    var list = TagList(tags: ["Swift", "iOS"])
    list.remove(at: 0)
    #expect(list.add("SWIFT") == .added("SWIFT"))
    #expect(list.removeLast() == "SWIFT")
    #expect(list.add("swift") == .added("swift"))
    #expect(list.add("ios") == .rejected("ios", .duplicate(of: "iOS")))
  }

  @Test("the field keeps the refused pieces and the remainder, and nothing that became a tag")
  func keptText() {
    var list = TagList(tags: ["Swift"], rules: TagRules(maximumLength: 5))
    let (remainder, outcomes) = list.typed("swift, ios, toolong, mac")
    #expect(list.tags == ["Swift", "ios"])
    #expect(TagList.keptText(after: outcomes, remainder: remainder) == "swift, toolong, mac")
    #expect(TagList.keptText(after: [.added("a")], remainder: "") == "")
    #expect(TagList.keptText(after: [], remainder: "b") == "b")
  }
}

@Suite("Tag input appearance")
struct TagInputAppearanceTests {
  @Test("tags are capsules with a 3:1 remove button whose hit area is 44 points")
  func tags() {
    let theme = PresetThemes.default.resolved(for: .light)
    let look = theme.appearance(.tagInput)
    #expect(look.background?.role == .backgroundSecondary)
    #expect(look.foreground?.role == .textPrimary)
    #expect(look.action?.role == .textSecondary)
    #expect(look.requirements.contains { $0.part == .action && $0.level == .nonText })
    let target = look.tapTarget(.removeButton)
    #expect(target.width >= 44 && target.height >= 44)
  }
}
