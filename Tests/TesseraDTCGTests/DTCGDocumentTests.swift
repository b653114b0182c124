import TesseraColor
import TesseraDTCG
import TesseraJSON
import TesseraTokens
import Testing

@Suite("DTCG 2025.10 reading and alias resolution")
struct DTCGDocumentTests {
  func resolve(_ text: String) throws -> [String: DTCGResolvedToken] {
    try DTCGDocument.parse(Array(text.utf8)).resolve()
  }

  func issues(_ text: String) -> [DTCGIssue] {
    do {
      _ = try DTCGDocument.parse(Array(text.utf8)).resolve()
      return []
    } catch {
      return error.issues
    }
  }

  @Test("group types are inherited and explicit types win")
  func typeInheritance() throws {
    let tokens = try resolve(
      """
      {"space": {"$type": "dimension", "sm": {"$value": {"value": 8, "unit": "px"}},
        "weight": {"$type": "number", "$value": 3}}}
      """)
    #expect(tokens["space.sm"]?.value == .dimension(DTCGDimension(value: 8, unit: "px")))
    #expect(tokens["space.weight"]?.type == .number)
  }

  @Test("curly aliases follow chains and take the target's type")
  func curlyChains() throws {
    let tokens = try resolve(
      """
      {"base": {"blue": {"$type": "color", "$value": "#2563EB"}},
       "accent": {"$value": "{semantic.link}"},
       "semantic": {"link": {"$value": "{base.blue}"}}}
      """)
    let accent = try #require(tokens["accent"])
    #expect(accent.type == .color)
    guard case .color(let color) = accent.value else {
      Issue.record("accent is not a color")
      return
    }
    #expect(color.srgb == (try SRGBColor(hex: "#2563EB")))
  }

  @Test("$ref JSON Pointers reach inside values, with ~0 and ~1 escapes")
  func jsonPointer() throws {
    let tokens = try resolve(
      """
      {"c": {"$type": "color", "a~b/c": {"$value": {"colorSpace": "srgb", "components": [0.5, 0.25, 1]}}},
       "red": {"$type": "number", "$value": {"$ref": "#/c/a~0b~1c/$value/components/0"}},
       "whole": {"$value": {"$ref": "#/c/a~0b~1c"}}}
      """)
    #expect(tokens["red"]?.value == .number(0.5))
    #expect(tokens["whole"]?.type == .color)
  }

  @Test("aliases inside composite values and arrays are replaced, one element each")
  func compositeAliases() throws {
    let tokens = try resolve(
      """
      {"color": {"$type": "color", "ink": {"$value": "#111111"}},
       "width": {"$type": "dimension", "thin": {"$value": {"value": 1, "unit": "px"}}},
       "edge": {"$type": "border", "$value": {"color": "{color.ink}", "width": "{width.thin}", "style": "solid"}},
       "fade": {"$type": "gradient", "$value": [{"color": "{color.ink}", "position": -1}, {"color": "#FFFFFF", "position": 2}]}}
      """)
    guard case .border(let color, let width, let style) = try #require(tokens["edge"]).value else {
      Issue.record("edge is not a border")
      return
    }
    #expect(color.srgb == (try SRGBColor(hex: "#111111")))
    #expect(width.points() == 1)
    #expect(style == .keyword("solid"))
    guard case .gradient(let stops) = try #require(tokens["fade"]).value else {
      Issue.record("fade is not a gradient")
      return
    }
    #expect(stops.map(\.position) == [0, 1])
  }

  @Test("a cycle is reported on every token in it")
  func cycles() {
    let found = issues(
      """
      {"$type": "number", "a": {"$value": "{b}"}, "b": {"$value": "{c}"}, "c": {"$value": "{a}"},
       "ok": {"$value": 1}}
      """)
    let paths = Set(found.filter { $0.message.contains("cycle") }.map(\.path))
    #expect(paths == ["a", "b", "c"])
  }

  @Test(
    "format violations are errors naming the token path",
    arguments: [
      (##"{"a": {"$value": "{missing.token}", "$type": "color"}}"##, "a", "points at no token"),
      (##"{"a": {"$value": 1}}"##, "a", "no $type"),
      (##"{"a": {"$type": "fontWeight", "$value": "Bold"}}"##, "a", "named weight"),
      (##"{"a": {"$type": "dimension", "$value": {"value": 0}}}"##, "a", "missing unit"),
      (##"{"a": {"$type": "dimension", "$value": {"value": 1, "unit": "em"}}}"##, "a", "unit"),
      (##"{"a": {"$type": "duration", "$value": {"value": 1, "unit": "min"}}}"##, "a", "unit"),
      (##"{"a": {"$type": "cubicBezier", "$value": [2, 0, 1, 1]}}"##, "a", "x coordinates"),
      (##"{"g": {"a.b": {"$type": "number", "$value": 1}}}"##, "g.a.b", "must not contain"),
      (
        ##"{"a": {"$type": "number", "$value": 1, "child": {"$value": 2}}}"##, "a",
        "cannot have children"
      ),
      (##"{"a": {"$type": "colour", "$value": 1}}"##, "a", "unknown $type"),
      (
        ##"{"a": {"$type": "color", "$value": {"colorSpace": "cmyk", "components": [1, 1, 1]}}}"##,
        "a", "colorSpace"
      ),
      (
        ##"{"a": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 1, 1], "alpha": 2}}}"##,
        "a", "alpha"
      ),
    ])
  func violations(text: String, path: String, fragment: String) {
    let found = issues(text)
    #expect(
      found.contains { $0.path == path && $0.message.contains(fragment) },
      "expected an issue at \(path) containing '\(fragment)', got \(found)")
  }

  @Test("every type of the format parses", arguments: DTCGType.allCases)
  func everyType(type: DTCGType) throws {
    let samples: [DTCGType: String] = [
      .color:
        ##"{"colorSpace": "srgb", "components": [1, 0, "none"], "alpha": 0.5, "hex": "#ff0000"}"##,
      .dimension: ##"{"value": 1.5, "unit": "rem"}"##, .fontFamily: ##"["Inter", "system-ui"]"##,
      .fontWeight: ##""semi-bold""##, .duration: ##"{"value": 200, "unit": "ms"}"##,
      .cubicBezier: "[0.4, 0, 0.2, 1]", .number: "1.25",
      .strokeStyle: ##"{"dashArray": [{"value": 2, "unit": "px"}], "lineCap": "round"}"##,
      .border: ##"{"color": "#000000", "width": {"value": 1, "unit": "px"}, "style": "dashed"}"##,
      .transition:
        ##"{"duration": {"value": 0.2, "unit": "s"}, "delay": {"value": 0, "unit": "ms"}, "timingFunction": [0, 0, 1, 1]}"##,
      .shadow:
        ##"[{"color": "#00000033", "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 2, "unit": "px"}, "blur": {"value": 4, "unit": "px"}, "spread": {"value": 0, "unit": "px"}}]"##,
      .gradient: ##"[{"color": "#FF0000", "position": 0}, {"color": "#0000FF", "position": 1}]"##,
      .typography:
        ##"{"fontFamily": "Inter", "fontSize": {"value": 17, "unit": "px"}, "fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.3}"##,
    ]
    let sample = try #require(samples[type])
    let tokens = try resolve(##"{"t": {"$type": "\##(type.rawValue)", "$value": \##(sample)}}"##)
    #expect(tokens["t"]?.type == type)
  }

  @Test("descriptions, deprecation and unknown $extensions are kept as written")
  func metadata() throws {
    let text = """
      {"a": {"$type": "number", "$value": 1, "$description": "one", "$deprecated": "use b",
       "$extensions": {"com.example.tool": {"keep": [1, {"x": null}]}}}}
      """
    let document = try DTCGDocument.parse(Array(text.utf8))
    let token = try #require(document.token("a"))
    #expect(token.description == "one")
    #expect(token.deprecated == .string("use b"))
    #expect(
      token.extensions?["com.example.tool"]?["keep"]
        == .array([.number(1), .object([JSONMember("x", .null)])]))
    #expect(try JSONParser.parse(document.root.serialized()) == document.root)
  }

  @Test("an alias bomb is stopped by the expansion limit")
  func aliasBomb() {
    var groups = [
      ##""l0": {"$type": "gradient", "$value": [{"color": "#000000", "position": 0}]}"##
    ]
    for level in 1...30 {
      groups.append(
        ##""l\##(level)": {"$type": "gradient", "$value": ["{l\##(level - 1)}", "{l\##(level - 1)}"]}"##
      )
    }
    let text = "{" + groups.joined(separator: ",") + "}"
    #expect {
      _ = try resolve(text)
    } throws: { error in
      guard let error = error as? DTCGError, case .limit = error else { return false }
      return true
    }
  }

  @Test("deep nesting and huge files are refused before they are built")
  func hostileShapes() {
    let deep = String(repeating: ##"{"g": "##, count: 40) + "{}" + String(repeating: "}", count: 40)
    #expect(throws: DTCGError.self) { try DTCGDocument.parse(Array(deep.utf8)) }
    let chain = (0..<40).map { ##""t\##($0)": {"$type": "number", "$value": "{t\##($0 + 1)}"}"## }
    let long = "{" + chain.joined(separator: ",") + ##", "t40": {"$type": "number", "$value": 1}}"##
    #expect(throws: DTCGError.self) { try resolve(long) }
  }

  @Test("perceptual color spaces convert to sRGB; out-of-gamut colors keep hue and lightness")
  func perceptualSpaces() throws {
    let blue = try SRGBColor(hex: "#2563EB")
    let lch = blue.oklch
    let lab = blue.oklab
    let inGamut = DTCGColor(
      colorSpace: "oklch", components: [lch.lightness, lch.chroma, lch.hue])
    #expect(try #require(inGamut.srgb).hexString == "#2563EB")
    let labColor = DTCGColor(colorSpace: "oklab", components: [lab.lightness, lab.a, lab.b])
    #expect(try #require(labColor.srgb).hexString == "#2563EB")
    let vivid = DTCGColor(colorSpace: "oklch", components: [0.7, 0.4, 145], alpha: 0.5)
    let mapped = try #require(vivid.srgb)
    #expect(mapped.alpha == 0.5)
    #expect(abs(mapped.oklch.lightness - 0.7) < 0.01)
    #expect(abs(mapped.oklch.hue - 145) < 2)
    #expect(mapped.oklch.chroma < 0.4)
    let unknown = DTCGColor(colorSpace: "rec2020", components: [0.5, 0.2, 0.2])
    #expect(unknown.srgb == nil)
    let withFallback = DTCGColor(
      colorSpace: "rec2020", components: [0.5, 0.2, 0.2], hex: "#8a5a4e")
    #expect(withFallback.srgb == (try SRGBColor(hex: "#8a5a4e")))
  }

  @Test("Display P3, CIE Lab, LCH and XYZ D50 convert to sRGB without a hex fallback")
  func wideGamutSpaces() throws {
    func hex(_ space: String, _ components: [Double]) throws -> String {
      try #require(DTCGColor(colorSpace: space, components: components).srgb).hexString
    }
    // sRGB red is color(display-p3 0.9175 0.2003 0.1386) (CSS Color 4).
    #expect(try hex("display-p3", [0.9175, 0.2003, 0.1386]) == "#FF0000")
    #expect(try hex("display-p3", [1, 1, 1]) == "#FFFFFF")
    // L* 50 is relative luminance 0.1842, sRGB 119 (0x77), whatever the white point.
    #expect(try hex("lab", [50, 0, 0]) == "#777777")
    #expect(try hex("lch", [50, 0, 120]) == "#777777")
    #expect(try hex("xyz-d50", [0.9642956764295677, 1, 0.8251046025104602]) == "#FFFFFF")
    // Outside sRGB: P3's own red, oklch(0.6486 0.2995 28.96), keeps its lightness and hue and
    // loses chroma.
    let p3Red = try #require(DTCGColor(colorSpace: "display-p3", components: [1, 0, 0]).srgb)
    #expect(abs(p3Red.oklch.lightness - 0.6486) < 0.01)
    #expect(abs(p3Red.oklch.hue - 28.96) < 2)
    #expect(p3Red.oklch.chroma < 0.2995)
  }
}
