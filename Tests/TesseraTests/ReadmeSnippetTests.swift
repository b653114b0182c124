import Foundation
import Tessera
import TesseraTestSupport
import Testing

/// The README's library snippet, run as written (keep the two in step: a test below compares
/// them line by line).
@Suite("README snippets")
struct ReadmeSnippetTests {
  @Test("the library snippet runs and gives the values its comments promise")
  @MainActor
  func librarySnippet() throws {
    // snippet: library
    let theme = PresetThemes.ocean.resolved(for: .dark, contentSize: .accessibility2)
    let bodySize = theme.text(.body).size  // 33 pt at AX2
    let pressed = theme.buttonAppearance(role: .primary, size: .medium, state: .pressed)
    let allPass = ComponentAudit.failures(in: PresetThemes.all).isEmpty  // true
    let ratio = ColorContrastUtility.contrastRatio(.white, try SRGBColor(hex: "#767676"))  // 4.54

    let brand = try BrandConfiguration(primaryHex: "#FFD600", style: .vibrant)
    let sunny = brand.generate(name: "Sunny")
    let sunnyAudit = ThemeAudit.audit(sunny.spec)  // passes AA; 7:1 text in increased contrast
    let buttonFill = sunny.spec.colorValues(.accent).light  // #FFD600 exactly, with a dark label

    var email = ValidatedValue("", .required().and(.email()))  // shows errors after edit or submit
    let luhn = CreditCardInput.isLuhnValid("4111 1111 1111 1111")  // true
    let zip = try CompiledPattern(#"^\d{5}$"#).isWholeMatch("34000")  // linear time, no timeout

    let toasts = DSToastManager(clock: ManualClock())  // time is injected: tests never sleep
    toasts.show(DSToastData(id: "saved", title: "Saved", style: .success, duration: 2))

    let recognizer = UnistrokeRecognizer.builtIn(algorithm: .protractor)
    let flow = FlowLayout.arrange(
      sizes: [LayoutSize(width: 120, height: 32), LayoutSize(width: 240, height: 32)],
      maxWidth: 320, spacing: 8)
    // end snippet

    #expect(bodySize == 33)
    #expect(pressed.background?.color == theme.button(.primary).pressedBackground)
    let target = try #require(pressed.touchTarget)
    #expect(target.width >= 44 && target.height >= 44)
    #expect(allPass)
    #expect(abs(ratio - 4.5422) < 0.0001)
    #expect(sunnyAudit.passed)
    #expect(buttonFill.hexString == "#FFD600")
    #expect(sunny.spec.colorValues(.textOnAccent).light.relativeLuminance < 0.05)
    #expect(!email.showsError)
    email.value = "not an email"
    #expect(email.showsError)
    #expect(luhn)
    #expect(zip)
    #expect(toasts.toasts.map(\.id) == ["saved"])
    #expect(toasts.dismissTimers["saved"] != nil)
    #expect(recognizer.templateNames.count == 16)
    #expect(flow.frames.count == 2)
    #expect(flow.frames[1].origin.y > flow.frames[0].origin.y)
  }

  @Test("the README's library snippet and this test hold the same lines")
  func snippetInStep() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    let test = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
    func block(_ text: String, from start: String, to end: String) throws -> [String] {
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      let first = try #require(lines.firstIndex { $0.contains(start) })
      let last = try #require(lines[first...].firstIndex { $0.contains(end) })
      return lines[(first + 1)..<last].filter {
        !$0.isEmpty && !$0.hasPrefix("```") && !$0.hasPrefix("import ")
      }
    }
    let fromReadme = try block(
      readme, from: "<!-- snippet: library -->", to: "<!-- end snippet -->"
    )
    .map { $0.replacingOccurrences(of: #"\\d"#, with: #"\d"#) }
    let fromTest = try block(test, from: "// snippet: library", to: "// end snippet")
    #expect(fromReadme == fromTest)
    // The snippet's imports are the products it uses, and this file imports each of them, so
    // the README compiles as shown (ManualClock is TesseraTestSupport's, not the umbrella's).
    let readmeLines = readme.split(separator: "\n").map(String.init)
    let start = try #require(readmeLines.firstIndex { $0.contains("<!-- snippet: library -->") })
    let imports = readmeLines[start...].prefix(5).filter { $0.hasPrefix("import ") }
      .map { String($0.split(separator: " ")[1]) }
    #expect(imports == ["Tessera", "TesseraTestSupport"])
    for module in imports {
      #expect(test.contains("\nimport \(module)\n"), "\(module)")
    }
  }
}
