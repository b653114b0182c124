// Apple platforms only: on Linux there is no SwiftUI, this file compiles to nothing and the
// catalog sections are checked by the HTML gallery's browser test instead
// (Tools/ci.d/50-gallery-browser.sh). See Guides/RenderingReferences.md.
#if canImport(SwiftUI)
import Foundation
import SwiftUI
import TesseraComponents
import TesseraGoldenTesting
import TesseraRenderTesting
import TesseraTokens
import TesseraUI
import TesseraUIRenderSupport
import Testing

@MainActor
@Suite("Catalog sections render like their references", .serialized)
struct ComponentSectionRenderTests {
  /// Tests/TesseraUIRenderTests/References/render/<platform>, found from this file's path so
  /// the test needs no bundle resources and a recording lands in the source tree.
  static let store: RenderReferenceStore = {
    let target = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent()  // TesseraUIRenderTests
    let folder = target.appendingPathComponent("References/render")
      .appendingPathComponent(ComponentRenderer.platformName)
    return RenderReferenceStore(
      directory: folder,
      recordingHint:
        "Record the \(ComponentRenderer.platformName) references with "
        + "`TESSERA_RECORD=1 swift test --filter TesseraUIRenderTests` (macOS) or the "
        + "xcodebuild command in Guides/RenderingReferences.md (simulators), look at the "
        + "renders, then commit "
        + "Tests/TesseraUIRenderTests/References/render/\(ComponentRenderer.platformName).")
  }()

  nonisolated static let cases: [(ComponentSection, ThemeMode)] = ComponentSection.allCases.flatMap
  {
    section in
    [(section, ThemeMode.light), (section, ThemeMode.dark)]
  }

  @Test("each section in light and dark matches its stored fingerprint", arguments: cases)
  func matchesReference(section: ComponentSection, mode: ThemeMode) throws {
    // The one record switch of Tessera's tests (TESSERA_RECORD), as the golden files use it.
    let outcome = try ComponentRenderer.check(
      section, mode: mode, in: Self.store, record: try RecordSwitch.isOn())
    switch outcome {
    case .recorded(let path):
      // Recording never passes silently, so a run left in record mode cannot look green.
      Issue.record("Recorded \(path). Check it, then run again without \(RecordSwitch.variable).")
    case .compared(let comparison):
      #expect(
        comparison.matches,
        "\(section.referenceName(for: mode)): \(comparison.summary(grid: 8))")
    }
  }

  @Test("light and dark renders of a section differ", arguments: ComponentSection.allCases)
  func schemesDiffer(section: ComponentSection) throws {
    let light = try ComponentRenderer.fingerprint(of: section, mode: .light)
    let dark = try ComponentRenderer.fingerprint(of: section, mode: .dark)
    #expect(!light.isBlank())
    #expect(!light.compare(with: dark).matches)
  }

  @Test(
    "a render is the section's canvas at one pixel per point", arguments: ComponentSection.allCases)
  func canvasSize(section: ComponentSection) throws {
    let render = try ComponentRenderer.fingerprint(of: section, mode: .light)
    #expect(render.width == Int(section.canvasSize.width))
    #expect(render.height == Int(section.canvasSize.height))
  }

  @Test("rendering twice gives the same fingerprint")
  func deterministic() throws {
    let first = try ComponentRenderer.fingerprint(of: .feedback, mode: .dark)
    let second = try ComponentRenderer.fingerprint(of: .feedback, mode: .dark)
    #expect(first.compare(with: second, tolerance: 0.001).matches)
  }

  @Test("pixels come back in RGBA order, top row first")
  func pixelOrder() throws {
    let view = VStack(spacing: 0) {
      Color(.sRGB, red: 1, green: 0, blue: 0, opacity: 1).frame(width: 8, height: 4)
      Color(.sRGB, red: 0, green: 0, blue: 1, opacity: 1).frame(width: 8, height: 4)
    }
    let image = try ComponentRenderer.rgbaPixels(of: view)
    #expect(image.width == 8 && image.height == 8)
    let top = Array(image.pixels[0..<4])
    let bottom = Array(image.pixels[(7 * 8 * 4)..<(7 * 8 * 4 + 4)])
    #expect(top[0] > 200 && top[2] < 50 && top[3] == 255)
    #expect(bottom[2] > 200 && bottom[0] < 50 && bottom[3] == 255)
  }

  @Test("every component of the registry has a sample, or a reason it is left out")
  func coverage() {
    var omitted: [String] = []
    for component in ComponentRegistry.components {
      switch ComponentSample.sample(named: component.name) {
      case .drawn: continue
      case .omitted(let reason):
        #expect(!reason.isEmpty, "\(component.name) is left out without a reason")
        omitted.append(component.name)
      case .missing:
        Issue.record("\(component.name) has no catalog sample beside its family's previews")
      }
    }
    #expect(omitted == ["DSToastContainer"])
    if case .missing = ComponentSample.sample(named: "NotAComponent") {
    } else {
      Issue.record("a name that is no component has a sample")
    }
  }
}
#endif
