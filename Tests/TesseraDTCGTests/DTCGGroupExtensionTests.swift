import TesseraJSON
import TesseraTokens
import Testing

@testable import TesseraDTCG

@Suite("DTCG $extends: groups inheriting groups")
struct DTCGGroupExtensionTests {
  func expanded(_ text: String) throws -> JSONValue {
    try DTCGGroupExtension.expand(try JSONParser.parse(text))
  }

  func issue(_ text: String) -> DTCGIssue? {
    do {
      _ = try expanded(text)
      return nil
    } catch {
      return (error as? DTCGError)?.issues.first
    }
  }

  @Test("an extending group inherits every token, its own replace them whole, new ones add")
  func inheritance() throws {
    let root = try expanded(
      ##"""
      {"button": {"$type": "color", "background": {"$value": "#0066CC"}, "text": {"$value": "#FFFFFF"},
         "size": {"$type": "dimension", "pad": {"$value": "8px"}, "gap": {"$value": "4px"}}},
       "button-primary": {"$extends": "{button}", "background": {"$value": "#CC0066"},
         "size": {"pad": {"$value": "12px"}}, "focus": {"$value": "#FF3399"}}}
      """##)
    let primary = try #require(root["button-primary"])
    #expect(primary["background"]?["$value"] == .string("#CC0066"))
    #expect(primary["text"]?["$value"] == .string("#FFFFFF"))
    #expect(primary["focus"]?["$value"] == .string("#FF3399"))
    #expect(primary["size"]?["pad"]?["$value"] == .string("12px"))
    #expect(primary["size"]?["gap"]?["$value"] == .string("4px"))
    #expect(primary["$type"] == .string("color"))
    #expect(primary["$extends"] == nil)
  }

  @Test("a chain of extensions resolves, and the target keeps its ancestors' $type")
  func chain() throws {
    let document = try DTCGDocument(
      root: try JSONParser.parse(
        ##"""
        {"color": {"$type": "color", "base": {"bg": {"$value": "#FFFFFF"}}},
         "one": {"$extends": "{color.base}", "fg": {"$type": "color", "$value": "#111111"}},
         "two": {"$extends": "{one}"}}
        """##))
    let resolved = try document.resolve()
    guard case .color(let color) = resolved["two.bg"]?.value else {
      Issue.record("two.bg is not a color")
      return
    }
    #expect(color.srgb?.hexString == "#FFFFFF")
    #expect(resolved["two.fg"] != nil)
  }

  @Test("cycles, missing targets, tokens as targets and bad syntax are refused at the group's path")
  func refusals() {
    let chain = issue(
      ##"{"a": {"$extends": "{b}"}, "b": {"$extends": "{c}"}, "c": {"$extends": "{a}"}}"##)
    #expect(chain?.path == "c")
    #expect(chain?.message.contains("cycle: a → b → c → a") == true)
    let parent = issue(##"{"button": {"secondary": {"$extends": "{button}"}}}"##)
    #expect(parent?.path == "button.secondary")
    #expect(parent?.message.contains("contains this group") == true)
    let own = issue(##"{"a": {"$extends": "{a}"}}"##)
    #expect(own?.message.contains("cannot extend itself") == true)
    let missing = issue(##"{"a": {"b": {"$extends": "{nothing.here}"}}}"##)
    #expect(
      missing
        == DTCGIssue(
          path: "a.b",
          message: "$extends the string \"{nothing.here}\": no group 'nothing.here' in the files"))
    let token = issue(##"{"t": {"$type": "number", "$value": 1}, "g": {"$extends": "{t}"}}"##)
    #expect(token?.message.contains("'t' is a token; $extends must name a group") == true)
    let syntax = issue(##"{"g": {"$extends": "button"}}"##)
    #expect(syntax?.message.contains("expected a group reference") == true)
    let number = issue(##"{"g": {"$extends": 3}}"##)
    #expect(number?.path == "g")
  }

  @Test("a chain longer than the limit is refused, not followed")
  func longChain() {
    var members: [String] = []
    for index in 0..<40 { members.append(##""g\##(index)": {"$extends": "{g\##(index + 1)}"}"##) }
    members.append(##""g40": {"x": {"$type": "number", "$value": 1}}"##)
    let text = "{" + members.joined(separator: ", ") + "}"
    #expect {
      _ = try expanded(text)
    } throws: { error in
      guard case .limit(let issue) = error as? DTCGError else { return false }
      return issue.message.contains("longer than \(DTCGGroupExtension.maximumChainLength)")
    }
  }
}
