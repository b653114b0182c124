import SwiftUI
import Testing

@testable import TesseraUI

/// "TesseraUI on a device" 26: `DSShadowStack` put `.shadow` on the content itself (through a
/// chain of `AnyView`s), so a transparent container of text cast a shadow per glyph and each
/// layer drew the content again offscreen. Apple's `shadow(color:radius:x:y:)` "adds a shadow
/// to this view", and a drop shadow is drawn "by blurring, tinting and offsetting its
/// per-pixel alpha values" (ShadowStyle.drop(color:radius:x:y:)), which for a view of text are
/// its glyphs; the shadows now belong to one opaque shape behind the content.
@MainActor
@Suite("Shadow modifiers, executed")
struct ShadowBehaviourTests {
  /// A transparent stack of text, as a person would shadow a caption block.
  private struct Caption: View {
    let shadow: Int
    var body: some View {
      let text = VStack {
        Text("Title")
        Text("Subtitle")
      }
      switch shadow {
      case 0: text.dsElevation(.high)
      case 1: text.dsShadow(.medium)
      case 2: text.dsCardShadow()
      default: text.dsModalShadow()
      }
    }
  }

  @Test("every shadow modifier casts from a shape behind the content, never from its text")
  func shadowsFromShapes() throws {
    for shadow in 0..<4 {
      let host = try ViewHost(Caption(shadow: shadow))
      let shadows = host.modifiers(named: "View.shadow(color:radius:x:y:)")
      #expect(!shadows.isEmpty, "shadow modifier \(shadow) draws no shadow")
      for node in shadows {
        let kinds = node.subtree.dropFirst().map(\.kind)
        #expect(kinds.allSatisfy { if case .shape = $0 { true } else { false } }, "\(kinds)")
      }
      // The content is drawn once, not once per layer.
      #expect(host.texts.filter { $0 == "Title" }.count == 1)
    }
  }
}
