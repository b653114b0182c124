import Testing

@testable import TesseraLocalization

@Suite struct ParserTests {
  @Test(".strings files read escapes, comments and \\U sequences")
  func stringsEscapes() throws {
    let text = """
      /* a comment */
      "a" = "say \\"hi\\"\\n"; // trailing
      "b"="\\U00e9t\\u00E9";
      """
    let pairs = try StringsFile.parse(text, file: "x.strings")
    #expect(pairs.map(\.0) == ["a", "b"])
    #expect(pairs.map(\.1) == ["say \"hi\"\n", "été"])
  }

  @Test("a .strings syntax error names the file and line")
  func stringsErrors() {
    let cases: [(String, Int)] = [
      ("\"a\" = \"b\";\n\"c\" = \"d\"\n", 3), ("\"a\" = \"b;\n", 1), ("\n\n\"a\" \"b\";", 3),
      ("/* open", 1), ("\"a\" = \"\\q\";", 1),
    ]
    for (text, line) in cases {
      #expect(throws: LocalizationError.self, "\(text)") {
        try StringsFile.parse(text, file: "x.strings")
      }
      do {
        _ = try StringsFile.parse(text, file: "x.strings")
      } catch {
        #expect(error.line == line, "\(text)")
        #expect(error.description.hasPrefix("x.strings:\(line)"), "\(text)")
      }
    }
  }

  @Test("a key defined twice is an error, not a silent choice")
  func duplicates() {
    #expect(throws: LocalizationError(.duplicateKey("a"), file: "x.strings", line: 2, key: "a")) {
      try StringsFile.parse("\"a\" = \"1\";\n\"a\" = \"2\";", file: "x.strings")
    }
    #expect(throws: LocalizationError.self) {
      try LocalizationTable(
        strings: "\"a\" = \"1\";",
        stringsdict: """
          <plist><dict><key>a</key><dict><key>NSStringLocalizedFormatKey</key>\
          <string>x</string></dict></dict></plist>
          """, folder: "en.lproj")
    }
  }

  @Test("a .stringsdict entry reads its variables, entities included")
  func stringsdict() throws {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!-- comment -->
      <plist version="1.0"><dict>
        <key>k</key><dict>
          <key>NSStringLocalizedFormatKey</key><string>%#@n@ &amp; more</string>
          <key>n</key><dict>
            <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>lld</string>
            <key>one</key><string>%lld &#x2605;</string>
            <key>other</key><string/>
          </dict>
        </dict>
      </dict></plist>
      """
    let table = try LocalizationTable(strings: nil, stringsdict: text, folder: "en.lproj")
    let entry = try #require(table.entries["k"])
    #expect(entry.format == "%#@n@ & more")
    #expect(entry.variables["n"]?.forms == [.one: "%lld ★", .other: ""])
  }

  @Test("a variable that is not a plural rule, or a category CLDR lacks, is an error")
  func badVariables() {
    func table(_ inner: String) throws(LocalizationError) -> LocalizationTable {
      try LocalizationTable(
        strings: nil,
        stringsdict: "<plist><dict><key>k</key><dict><key>NSStringLocalizedFormatKey</key>"
          + "<string>%#@n@</string><key>n</key><dict>\(inner)</dict></dict></dict></plist>",
        folder: "en.lproj")
    }
    #expect(
      throws: LocalizationError(
        .unsupportedVariable("n"), file: "en.lproj/Localizable.stringsdict", key: "k")
    ) {
      try table(
        "<key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
          + "<key>NSStringFormatValueTypeKey</key><string>f</string>")
    }
    #expect(throws: LocalizationError.self) {
      try table(
        "<key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
          + "<key>NSStringFormatValueTypeKey</key><string>lld</string>"
          + "<key>several</key><string>x</string>")
    }
    #expect(throws: LocalizationError.self) {
      try LocalizationTable(strings: nil, stringsdict: "<plist><dict>", folder: "en.lproj")
    }
  }

  @Test("format strings: positions, types, escapes and the placeholders the catalog refuses")
  func formats() throws {
    let format = try FormatString("%1$@ of %2$#@stars@ 100%%", file: "f", key: "k")
    #expect(format.references == [1: .text, 2: .integer])
    #expect(format.isPositional)
    #expect(
      try FormatString("%@ and %lld", file: "f", key: "k").references == [1: .text, 2: .integer])
    for bad in ["%f", "%1$@ %@", "%", "%#@@", "%.2f"] {
      #expect(throws: LocalizationError.self, "\(bad)") {
        try FormatString(bad, file: "f", key: "k")
      }
    }
  }
}
