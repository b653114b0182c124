import TesseraJSON
import TesseraTokens
import Testing

@testable import TesseraDTCG

@Suite("DTCG resolver module: $ref sources in the resolver's folder")
struct DTCGResolverSourceTests {
  /// A loader over files held in memory, as a folder would hold them.
  static func loader(_ files: [String: String]) -> DTCGResolverDocument.FileLoader {
    { (path: String) throws -> JSONValue in
      guard let text = files[path] else {
        throw DTCGSourceReferenceError.Problem.file("no such file \(path)")
      }
      do {
        return try JSONParser.parse(Array(text.utf8))
      } catch {
        throw DTCGSourceReferenceError.Problem.file("not JSON")
      }
    }
  }

  static let files = [
    "base/palette.json":
      ##"{"palette": {"$type": "color", "white": {"$value": "#FFFFFF"}, "ink": {"$value": "#0D1117"}}}"##,
    "theme/light.json": ##"{"bg": {"$type": "color", "$value": "{palette.white}"}}"##,
    "theme/dark.json": ##"{"bg": {"$type": "color", "$value": "{palette.ink}"}}"##,
    "parts.json": ##"{"groups": {"accent": {"$type": "color", "$value": "#0969DA"}}}"##,
  ]

  static let resolver = ##"""
    {"version": "2025.10",
     "sets": {"base": {"sources": [{"$ref": "./base//palette.json"}, {"$ref": "parts.json#/groups"}]}},
     "modifiers": {"theme": {"default": "light", "contexts": {
       "light": [{"$ref": "theme/light.json"}],
       "dark": [{"$ref": "#/sets/base"}, {"$ref": "theme/dark.json"}]}}},
     "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}]}
    """##

  func hex(_ resolver: DTCGResolverDocument, _ inputs: [String: String], _ path: String) throws
    -> String?
  {
    let tokens = try resolver.document(for: inputs).resolve()
    guard case .color(let color) = tokens[path]?.value else { return nil }
    return color.srgb?.hexString
  }

  @Test(
    "file sources, a set named from a context and a part of a file resolve, aliases across files")
  func fileSources() throws {
    let resolver = try DTCGResolverDocument.parse(
      Array(Self.resolver.utf8), loadFile: Self.loader(Self.files))
    #expect(try hex(resolver, [:], "bg") == "#FFFFFF")
    #expect(try hex(resolver, ["theme": "dark"], "bg") == "#0D1117")
    #expect(try hex(resolver, ["theme": "dark"], "accent") == "#0969DA")
  }

  @Test("keys beside $ref replace the target's keys")
  func overrides() throws {
    let text = ##"""
      {"version": "2025.10", "sets": {"base": {"sources": [
        {"$ref": "theme/light.json", "bg": {"$type": "color", "$value": "#FF0000"}}]}},
       "resolutionOrder": [{"$ref": "#/sets/base"}]}
      """##
    let resolver = try DTCGResolverDocument.parse(
      Array(text.utf8), loadFile: Self.loader(Self.files))
    #expect(try hex(resolver, [:], "bg") == "#FF0000")
  }

  @Test("relative paths are normalised; a colon after the first folder is not a URL scheme")
  func relativePaths() throws {
    #expect(try DTCGResolverDocument.relativeFilePath("./a//b.json") == "a/b.json")
    #expect(try DTCGResolverDocument.relativeFilePath("./x:y.json") == "x:y.json")
    #expect(try DTCGResolverDocument.relativeFilePath("theme/./dark.json") == "theme/dark.json")
    #expect(throws: DTCGSourceReferenceError.Problem.url) {
      try DTCGResolverDocument.relativeFilePath("data:application/json,{}")
    }
  }

  @Test("each refused reference names its place, the $ref and the reason")
  func refusedReferences() {
    let cases: [(String, DTCGSourceReferenceError.Problem)] = [
      ("https://example.com/t.json", .url), ("file:///etc/passwd", .url),
      ("//host/share/t.json", .url), ("/etc/passwd", .absolutePath), ("~/t.json", .absolutePath),
      ("C:\\tokens\\t.json", .absolutePath), ("../secret.json", .leavesFolder),
      ("theme/../../secret.json", .leavesFolder), ("a\\b.json", .unsafeCharacter("'\\'")),
      ("", .empty), ("missing.json", .file("no such file missing.json")),
      ("#/modifiers/theme", .modifier), ("#/resolutionOrder/0", .resolutionOrder),
      ("#/sets/base", .cycle), ("#/sets/none", .pointer("the resolver has no set 'none'")),
      ("parts.json#/nothing", .pointer("no value at #/nothing in parts.json")),
      ("#/version", .notTokens("the string \"2025.10\"")),
    ]
    for (reference, problem) in cases {
      let text = ##"""
        {"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "theme/light.json"}, {"$ref": \##(JSONValue.string(reference).serialized())}]}},
         "modifiers": {"theme": {"contexts": {"light": [], "dark": []}}},
         "resolutionOrder": [{"$ref": "#/sets/base"}]}
        """##
      #expect {
        _ = try DTCGResolverDocument.parse(Array(text.utf8), loadFile: Self.loader(Self.files))
      } throws: { error in
        guard case .sourceReference(let found) = error as? DTCGError else { return false }
        return found.path == "sets.base.sources.1" && found.reference == reference
          && found.problem == problem
          && (error as? DTCGError)?.description.contains("$ref \"\(reference)\"") == true
      }
    }
  }

  @Test("sets naming sets many times over are refused at the limit, not multiplied")
  func fanOut() {
    // Each level names the next 40 times: 40^5 sources if they were all followed.
    var sets: [String] = []
    for level in 0..<5 {
      let sources = Array(repeating: ##"{"$ref": "#/sets/s\##(level + 1)"}"##, count: 40)
      sets.append(##""s\##(level)": {"sources": [\##(sources.joined(separator: ", "))]}"##)
    }
    sets.append(##""s5": {"sources": [{"a": {"$type": "number", "$value": 1}}]}"##)
    let text = ##"""
      {"version": "2025.10", "sets": {\##(sets.joined(separator: ", "))},
       "resolutionOrder": [{"$ref": "#/sets/s0"}]}
      """##
    #expect {
      _ = try DTCGResolverDocument.parse(Array(text.utf8))
    } throws: { error in
      guard case .sourceReference(let found) = error as? DTCGError else { return false }
      guard case .tooLarge(let what) = found.problem else { return false }
      return what.contains("sources")
    }
  }

  @Test("a set named many times is resolved once and counted each time it is used")
  func repeatedSet() throws {
    let sources = Array(repeating: ##"{"$ref": "#/sets/base"}"##, count: 10)
    let text = ##"""
      {"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "theme/light.json"}]},
        "all": {"sources": [\##(sources.joined(separator: ", "))]}},
       "resolutionOrder": [{"$ref": "#/sets/all"}]}
      """##
    let resolver = try DTCGResolverDocument.parse(
      Array(text.utf8), loadFile: Self.loader(Self.files))
    #expect(resolver.sets["all"]?.count == 10)
  }

  @Test("a file source without a folder to read it from is refused, saying so")
  func noFolder() {
    let text =
      ##"{"version": "2025.10", "sets": {"a": {"sources": [{"$ref": "a.json"}]}}, "resolutionOrder": [{"$ref": "#/sets/a"}]}"##
    #expect(
      throws: DTCGError.sourceReference(
        .init(path: "sets.a.sources.0", reference: "a.json", problem: .noFolder))
    ) {
      try DTCGResolverDocument.parse(Array(text.utf8))
    }
  }
}
