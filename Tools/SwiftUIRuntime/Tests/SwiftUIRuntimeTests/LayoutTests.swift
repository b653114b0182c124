import Foundation
import Testing

@testable import SwiftUI

/// Text advances 0.62 em per character; body is 17/22 pt at Large and 53/62 pt at AX5
/// (LayoutEngine.swift, the HIG's table). Expected values below are worked out by hand from
/// those numbers, not read back from the engine.
private let bodyCharacter: CGFloat = 17 * 0.62

private func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 0.01 }

@MainActor
@Suite("Layout: proposal and response")
struct LayoutTests {
  @Test("frame(width:height:) sizes a view and the window centres it")
  func fixedFrame() throws {
    // The frame(width:height:alignment:) page's example: a text in a 200 × 200 frame.
    let host = try ViewHost(Text("Hello world").frame(width: 200, height: 200))
    #expect(try host.layout().isEmpty)
    let frame = try #require(
      host.modifiers(named: "View.frame(width:height:alignment:)").first?.frames.first)
    #expect(frame == CGRect(x: 95, y: 322, width: 200, height: 200))
    let text = try #require(host.frame(ofText: "Hello world"))
    #expect(close(text.width, 11 * bodyCharacter) && text.height == 22)
    #expect(close(text.midX, 195) && close(text.midY, 422), "the text is centred in its frame")
  }

  @Test("an HStack gives a spacer what its other views leave, after padding and spacing")
  func stackAndSpacer() throws {
    let host = try ViewHost(
      HStack {
        Text("Hi")
        Spacer()
        Button("Go") {}
      }.padding())
    #expect(try host.layout().map(\.kind) == [.smallTarget], "a bare button is one line tall")
    let hi = try #require(host.frame(ofText: "Hi"))
    let go = try #require(host.allNodes.first { $0.kind == .button }?.frames.first)
    #expect(close(hi.minX, 16), "16 pt of default padding on the leading edge")
    #expect(close(go.maxX, 374), "the spacer pushes the button to the trailing padding")
    #expect(close(go.width, 2 * bodyCharacter) && go.height == 22)
    // The padded stack is 22 + 32 high, centred in 844.
    #expect(close(hi.minY, (844 - 54) / 2 + 16))
  }

  @Test("stacks place their subviews by their alignment, a ZStack on both axes")
  func stackAlignment() throws {
    // Each stack is 200 × 100 (its colour), centred in the 390 × 844 screen: x 95...295,
    // y 372...472. The one-letter text is 17 × 0.62 wide and 22 high.
    func place(_ view: some View, rightToLeft: Bool = false) throws -> CGRect {
      var environment = EnvironmentValues()
      if rightToLeft { environment.layoutDirection = .rightToLeft }
      let host = try ViewHost(view, environment: environment)
      _ = try host.layout()
      return try #require(host.frame(ofText: "A"))
    }
    let color = Color(red: 0, green: 0, blue: 1)
    func layered(_ alignment: Alignment, rightToLeft: Bool = false) throws -> CGRect {
      try place(
        ZStack(alignment: alignment) {
          color.frame(width: 200, height: 100)
          Text("A")
        }, rightToLeft: rightToLeft)
    }
    let topLeading = try layered(.topLeading)
    #expect(close(topLeading.minX, 95) && close(topLeading.minY, 372))
    let bottomTrailing = try layered(.bottomTrailing)
    #expect(close(bottomTrailing.maxX, 295) && close(bottomTrailing.maxY, 472))
    let centred = try layered(.center)
    #expect(close(centred.midX, 195) && close(centred.midY, 422))
    // Right to left, leading is the right edge.
    let leadingRightToLeft = try layered(.leading, rightToLeft: true)
    #expect(close(leadingRightToLeft.maxX, 295) && close(leadingRightToLeft.midY, 422))
    // An HStack aligns across its axis only: the text follows the colour, at its top.
    let top = try place(
      HStack(alignment: .top, spacing: 0) {
        color.frame(width: 200 - bodyCharacter, height: 100)
        Text("A")
      })
    #expect(close(top.maxX, 295) && close(top.minY, 372))
    let leading = try place(
      VStack(alignment: .leading, spacing: 0) {
        color.frame(width: 200, height: 78)
        Text("A")
      })
    #expect(close(leading.minX, 95) && close(leading.maxY, 472))
  }

  @Test("a row aligned by a text baseline puts every baseline on one line, a shape's bottom")
  func textBaselines() throws {
    // A line's glyphs (1.193 em high) are centred in it: body's first baseline is
    // (22 − 20.281) / 2 + 16.184 = 17.0435 below its top; large title's (34/41 pt),
    // (41 − 40.562) / 2 + 32.368 = 32.587.
    let body: CGFloat = 17.0435
    let largeTitle: CGFloat = 32.587
    func laidOut<V: View>(_ view: V) throws -> ViewHost<V> {
      let host = try ViewHost(view)
      _ = try host.layout()
      return host
    }
    func near(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 0.01 }
    // A view that contains no text stands on the baseline by its bottom, and the row is as
    // tall as what stands above the line and what hangs below it: 40 + (22 − 17.0435).
    let shape = try laidOut(
      HStack(alignment: .firstTextBaseline, spacing: 0) {
        Color(red: 0, green: 0, blue: 1).frame(width: 10, height: 40)
        Text("A")
      })
    let box = try #require(
      shape.modifiers(named: "View.frame(width:height:alignment:)").first?.frames.first)
    let a = try #require(shape.frame(ofText: "A"))
    #expect(near(box.maxY, a.minY + body), "the shape's bottom is on the text's baseline")
    let row = try #require(
      shape.allNodes.first {
        if case .container("HStack") = $0.kind { return true }
        return false
      }?.frames.first)
    #expect(near(row.height, 40 + 22 - body) && near(row.minY, box.minY))
    // Texts of two sizes share the baseline; a padding and a frame carry the text's inside.
    let sizes = try laidOut(
      HStack(alignment: .firstTextBaseline) {
        Text("A")
        Text("B").font(.largeTitle)
        Text("C").padding(.top, 30)
        Text("D").frame(height: 100, alignment: .bottom)
      })
    let line = try #require(sizes.frame(ofText: "A")).minY + body
    #expect(near(try #require(sizes.frame(ofText: "B")).minY + largeTitle, line))
    #expect(near(try #require(sizes.frame(ofText: "C")).minY + body, line))
    #expect(near(try #require(sizes.frame(ofText: "D")).minY + body, line))
    // A stack's first baseline is its top text's, its last its bottom text's.
    func stacked(_ alignment: VerticalAlignment) throws -> (
      top: CGRect, bottom: CGRect, beside: CGRect
    ) {
      let host = try laidOut(
        HStack(alignment: alignment) {
          VStack(spacing: 0) {
            Text("E")
            Text("F")
          }
          Text("G")
        })
      return (
        try #require(host.frame(ofText: "E")), try #require(host.frame(ofText: "F")),
        try #require(host.frame(ofText: "G"))
      )
    }
    let first = try stacked(.firstTextBaseline)
    #expect(near(first.beside.minY, first.top.minY))
    let last = try stacked(.lastTextBaseline)
    #expect(near(last.beside.minY, last.bottom.minY))
    // A system symbol is taken to hold no text (Apple does not say): it stands on the
    // baseline by its bottom, its 1.2 em square above it.
    let symbol = try laidOut(
      HStack(alignment: .firstTextBaseline) {
        Image(systemName: "star")
        Text("H")
      })
    let star = try #require(
      symbol.allNodes.first {
        if case .image("star", _) = $0.kind { return true }
        return false
      }?.frames.first)
    #expect(near(star.maxY, try #require(symbol.frame(ofText: "H")).minY + body))
    #expect(near(star.height, 17 * 1.2))
  }

  @Test("a geometry reader in a scroll view gets 10 pt, and its content is rendered with it")
  func geometryReaderInScrollView() throws {
    // The carousel defect: a GeometryReader on a scroll view's axis is proposed no height and
    // takes 10 pt (ProposedViewSize.replacingUnspecifiedDimensions).
    let host = try ViewHost(
      ScrollView {
        GeometryReader { proxy in
          Text("w \(Int(proxy.size.width)) h \(Int(proxy.size.height))")
        }
      })
    // The host lays a view that reads its geometry out after rendering it: the reader's
    // content is already rendered with what the layout gave it, never the screen.
    #expect(host.texts == ["w 390 h 10"])
    _ = try host.layout()
    #expect(host.texts == ["w 390 h 10"])
    let fixed = try ViewHost(
      ScrollView {
        GeometryReader { proxy in Text("h \(Int(proxy.size.height))") }.frame(height: 240)
      })
    _ = try fixed.layout()
    #expect(fixed.texts == ["h 240"], "a frame gives the reader a height")
  }

  @Test("text wraps at the width it is given, a word at a time")
  func wrapping() throws {
    // 100 pt holds 9 characters of body text: "aaaa bbbb" on the first line, "cccc" below.
    let host = try ViewHost(Text("aaaa bbbb cccc").frame(width: 100))
    #expect(try host.layout().isEmpty)
    let text = try #require(host.frame(ofText: "aaaa bbbb cccc"))
    #expect(
      text.height == 44 && close(text.width, 9 * bodyCharacter), "as wide as its longest line")
  }

  @Test("text cut short by a fixed height is a finding, unless a line limit asked for it")
  func truncation() throws {
    let cut = try ViewHost(Text("aaaa bbbb cccc").frame(width: 100, height: 22))
    let findings = try cut.layout()
    #expect(findings.map(\.kind) == [.truncatedText])
    #expect(findings.first?.element.contains("aaaa bbbb cccc") == true)
    let limited = try ViewHost(Text("aaaa bbbb cccc").lineLimit(1).frame(width: 100, height: 22))
    #expect(try limited.layout().isEmpty)
    let shrinks = try ViewHost(
      Text("aaaa bbbb cccc").minimumScaleFactor(0.5).frame(width: 100, height: 22))
    #expect(try shrinks.layout().isEmpty, "at half size the text fits one line of 11 pt")
  }

  @Test("a control pushed past the screen's edge is a finding; in a scroll view it is not")
  func offScreen() throws {
    let wide = String(repeating: "x", count: 40)
    let host = try ViewHost(
      HStack {
        Text(wide).fixedSize()
        Button("Buy") {}.fixedSize()
      })
    let findings = try host.layout()
    #expect(findings.map(\.kind) == [.offScreen])
    #expect(findings.first?.element.contains("Buy") == true)
    let squeezed = try ViewHost(
      HStack {
        Text(wide).fixedSize()
        Button("Buy") {}
      })
    #expect(
      try squeezed.layout().map(\.kind) == [.zeroSize],
      "a button that can shrink is squeezed to nothing by a fixed neighbour")
    let scrolled = try ViewHost(
      ScrollView(.horizontal) {
        HStack {
          Text(wide).fixedSize()
          Button(action: {}) {
            Text("Buy").frame(minWidth: 44, minHeight: 44).contentShape(Rectangle())
          }
        }
      })
    #expect(try scrolled.layout().isEmpty)
  }

  @Test("an interactive element with no width is a finding")
  func zeroSize() throws {
    let host = try ViewHost(Button("Tap") {}.frame(width: 0))
    #expect(try host.layout().map(\.kind) == [.zeroSize])
    let hidden = try ViewHost(Button("Tap") {}.frame(width: 0).hidden())
    #expect(try hidden.layout().isEmpty, "a hidden control cannot be touched")
  }

  @Test("a drawn control under 44 × 44 pt is a finding; content reaching past its frame counts")
  func smallTargets() throws {
    let bare = try ViewHost(Button("Close") {})
    #expect(try bare.layout().map(\.kind) == [.smallTarget])
    // A frame around a button does not make it larger under the finger; one around its
    // label does.
    let framed = try ViewHost(Button("Close") {}.frame(minWidth: 44, minHeight: 44))
    #expect(try framed.layout().map(\.kind) == [.smallTarget])
    let labelled = try ViewHost(
      Button(action: {}) {
        Text("Close").frame(minWidth: 44, minHeight: 44).contentShape(Rectangle())
      })
    #expect(try labelled.layout().isEmpty)
    // Without a content shape the frame's transparent space takes no touch: only the text.
    let transparent = try ViewHost(
      Button(action: {}) { Text("Close").frame(minWidth: 44, minHeight: 44) })
    #expect(try transparent.layout().map(\.kind) == [.smallTarget])
    // A 44 pt label laid out in 17 pt of a row by negative padding (a button inside a field)
    // is still 44 pt under the finger: hit testing follows the content.
    let reaching = try ViewHost(
      Button(action: {}) {
        Text("×").frame(minWidth: 44, minHeight: 44).contentShape(Rectangle())
          .padding(.vertical, -11)
      })
    #expect(try reaching.layout().isEmpty)
    let button = try #require(reaching.allNodes.first { $0.kind == .button }?.frames.first)
    #expect(button.height == 22, "the row keeps its height")
    let tapped = try ViewHost(Text("Pause").onTapGesture {})
    #expect(try tapped.layout().map(\.kind) == [.smallTarget], "a tap target is held to it too")
  }

  @Test("text styles follow Dynamic Type; a fixed size does not")
  func dynamicType() throws {
    var environment = EnvironmentValues()
    environment.dynamicTypeSize = .accessibility5
    let host = try ViewHost(
      VStack {
        Text("A")
        Text("B").font(.headline)
        Text("C").font(.system(size: 20))
        Text("D").font(.title3)
      }, environment: environment)
    _ = try host.layout()
    #expect(host.frame(ofText: "A")?.height == 62)
    #expect(host.frame(ofText: "B")?.height == 62)
    #expect(host.frame(ofText: "C")?.height == 26)
    #expect(host.frame(ofText: "D")?.height == 65)
    #expect(try close(#require(host.frame(ofText: "A")?.width), 53 * 0.62))
  }

  @Test("layout priority gives a view its size before the others")
  func priority() throws {
    let long = String(repeating: "y", count: 30)
    let host = try ViewHost(
      HStack {
        Text("first " + long)
        Text("second " + long).layoutPriority(1)
      })
    _ = try host.layout()
    let second = try #require(host.frame(ofText: "second " + long))
    let first = try #require(host.frame(ofText: "first " + long))
    // The second is offered 382 pt (390 less the spacing; the first's minimum is nothing):
    // 36 characters a line, so "second" and the 30 y's take two lines, 30 characters wide.
    #expect(close(second.width, 30 * bodyCharacter) && second.height == 44)
    // The first gets what is left, 65.8 pt: 6 characters a line, "first" then the y's in 5.
    #expect(close(first.width, 6 * bodyCharacter) && first.height == 6 * 22)
  }

  @Test("flexible frames stretch to a maximum and hold a minimum")
  func flexibleFrames() throws {
    let host = try ViewHost(
      VStack(spacing: 0) {
        Color(red: 1, green: 0, blue: 0).frame(maxWidth: .infinity, maxHeight: 44)
        Button("Hi") {}.frame(minHeight: 44)
      })
    _ = try host.layout()
    let color = try #require(host.allNodes.first { $0.kind == .shape("Color") }?.frames.first)
    #expect(color.size == CGSize(width: 390, height: 44))
    let frame = try #require(
      host.modifiers(
        named: "View.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)"
      ).last?.frames.first)
    #expect(frame.height == 44 && close(frame.width, 2 * bodyCharacter))
  }

  @Test("a system toggle fills the width it is offered and is as tall as its switch")
  func toggle() throws {
    let host = try ViewHost(Toggle("Wi-Fi", isOn: .constant(true)))
    #expect(try host.layout().isEmpty)
    let toggle = try #require(host.allNodes.first { $0.kind == .toggle }?.frames.first)
    #expect(toggle.size == CGSize(width: 390, height: 31))
  }

  @Test("a background is laid out at the size of the view it is behind")
  func background() throws {
    let host = try ViewHost(
      Text("Hi").padding(10).background { Color(red: 0, green: 0, blue: 1) }
    )
    _ = try host.layout()
    let color = try #require(host.allNodes.first { $0.kind == .shape("Color") }?.frames.first)
    #expect(close(color.width, 2 * bodyCharacter + 20) && color.height == 42)
  }

  @Test("views avoid the safe area's insets unless they ignore them")
  func safeArea() throws {
    // An iPhone's status bar (47 pt) and home indicator (34 pt).
    let insets = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)
    let fill = try ViewHost(
      Color(red: 1, green: 0, blue: 0).frame(maxWidth: .infinity, maxHeight: .infinity))
    _ = try fill.layout(safeArea: insets)
    let inside = try #require(fill.allNodes.first { $0.kind == .shape("Color") }?.frames.first)
    #expect(inside == CGRect(x: 0, y: 47, width: 390, height: 763))
    let ignoring = try ViewHost(
      Color(red: 1, green: 0, blue: 0).frame(maxWidth: .infinity, maxHeight: .infinity)
        .ignoresSafeArea())
    _ = try ignoring.layout(safeArea: insets)
    let everywhere = try #require(
      ignoring.allNodes.first { $0.kind == .shape("Color") }?.frames.first)
    #expect(everywhere == CGRect(x: 0, y: 0, width: 390, height: 844))
  }

  @Test("a control a finger cannot reach past the home indicator is a finding")
  func underSystemBars() throws {
    let insets = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)
    func pinnedToBottom(height: CGFloat) throws -> [LayoutFinding.Kind] {
      let host = try ViewHost(
        VStack(spacing: 0) {
          Spacer()
          Button(action: {}) {
            Text("Buy").frame(minWidth: 44, minHeight: height).contentShape(Rectangle())
          }
        }
        .ignoresSafeArea())
      return try host.layout(safeArea: insets).map(\.kind)
    }
    // 30 pt at the bottom edge: all of it under the 34 pt home indicator.
    #expect(try pinnedToBottom(height: 30) == [.underSystemBars])
    // 44 pt: 10 pt above the indicator is all a finger can reach.
    #expect(try pinnedToBottom(height: 44) == [.smallTarget])
    // 78 pt: 44 pt of it are clear of the indicator.
    #expect(try pinnedToBottom(height: 78) == [])
  }

  @Test("a tap at a point goes to the control under the frontmost view there")
  func tapAtPoint() throws {
    final class Taps { var count = 0 }
    let taps = Taps()
    let host = try ViewHost(
      VStack(spacing: 0) {
        Button(action: { taps.count += 1 }) { Text("Buy") }
          .frame(width: 200, height: 100)
        TextField("Name", text: .constant(""))
      })
    _ = try host.layout()
    let label = try #require(host.frame(ofText: "Buy"))
    try host.tap(at: CGPoint(x: label.midX, y: label.midY))
    #expect(taps.count == 1)
    // The frame around the button is larger than its label, but draws nothing to touch.
    let frame = try #require(
      host.modifiers(named: "View.frame(width:height:alignment:)").first?.frames.first)
    #expect(throws: RuntimeError.self) {
      try host.tap(at: CGPoint(x: frame.minX + 2, y: frame.minY + 2))
    }
    #expect(taps.count == 1)
    let field = try #require(
      host.allNodes.first { $0.kind == .textField(secure: false) }?.frames.first)
    try host.tap(at: CGPoint(x: field.midX, y: field.midY))
    #expect(host.focusedField?.fieldLabel == "Name")
  }

  @Test("a view in front blocks the control below unless it lets touches through")
  func overlayBlocksTaps() throws {
    final class Taps { var count = 0 }
    let taps = Taps()
    func host(passing: Bool) throws -> ViewHost<some View> {
      try ViewHost(
        Button(action: { taps.count += 1 }) { Text("Buy").padding() }
          .overlay { Color(red: 0, green: 0, blue: 0).opacity(0.2).allowsHitTesting(!passing) })
    }
    let blocked = try host(passing: false)
    _ = try blocked.layout()
    #expect(throws: RuntimeError.self) { try blocked.tap(at: CGPoint(x: 195, y: 422)) }
    #expect(taps.count == 0)
    let passing = try host(passing: true)
    _ = try passing.layout()
    try passing.tap(at: CGPoint(x: 195, y: 422))
    #expect(taps.count == 1)
  }

  @Test("a layout modifier the model does not follow fails by name")
  func unmodelled() throws {
    let host = try ViewHost(
      Picker(selection: .constant("Small")) {
        Text("Small").tag("Small")
        Text("Large").tag("Large")
      } label: {
        Text("Size")
      }
      .pickerStyle(.inline))
    #expect(throws: RuntimeError.unmodelled("layout of Picker")) {
      try host.layout()
    }
  }
}
