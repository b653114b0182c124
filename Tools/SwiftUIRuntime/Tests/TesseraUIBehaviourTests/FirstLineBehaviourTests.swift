import SwiftUI
import TesseraComponents
import TesseraState
import Testing

@testable import TesseraUI

/// A row aligned by `.firstTextBaseline` stands a view that contains no text on the baseline by
/// its bottom (`VerticalAlignment.firstTextBaseline`'s page), and the runtime now aligns text
/// baselines. A checkbox's box, the symbols of banners, toasts and inline alerts and the close
/// buttons of banners, modals and the phone field's region list rose above the line they sit
/// beside, the more the larger the text; a banner's symbol and close button sank to its bottom
/// (a `ViewThatFits` is taken to give no baseline). Each is now centred on the first line of
/// its text. The expected centre is the text's first line's, read from the laid-out text: its
/// top plus half a line, a line being one line of the same text measured alone.
@MainActor
@Suite("Boxes, symbols and close buttons centred on their text's first line, executed")
struct FirstLineBehaviourTests {
  private static let sizes: [DynamicTypeSize] = [.large, .accessibility5]

  private func environment(_ size: DynamicTypeSize) -> EnvironmentValues {
    var environment = EnvironmentValues()
    environment.dynamicTypeSize = size
    return environment
  }

  private func laidOut<V: View>(_ view: V, _ size: DynamicTypeSize) throws -> ViewHost<V> {
    let host = try ViewHost(view, environment: environment(size))
    let screen = layoutScreens[0]
    _ = try host.layout(in: screen.size, safeArea: screen.safeArea)
    return host
  }

  private func frames<V: View>(_ host: ViewHost<V>, image name: String) -> [CGRect] {
    host.allNodes.filter {
      if case .image(name, _) = $0.kind { return true }
      return false
    }.compactMap(\.frames.first)
  }

  private func near(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 0.5 }

  @Test("a checkbox's box and a radio's circle are centred on the first line of their label")
  func checkable() throws {
    let label = "Accept the terms of sale and the privacy policy of this shop"
    // Each control size has its own text style (subheadline, body, title 3), so the box is
    // centred on a line of its own label's style, not the page's.
    for size in Self.sizes {
      for control in [ComponentSize.small, .medium, .large] {
        // One line of the label's style, measured alone.
        let line = try #require(
          try laidOut(DSCheckbox(isOn: .constant(false), label: "A", size: control), size)
            .frame(ofText: "A")
        ).height
        let views: [(String, AnyView)] = [
          (
            "checkbox",
            AnyView(
              DSCheckbox(isOn: .constant(false), label: LocalizedStringKey(label), size: control))
          ),
          (
            "radio",
            AnyView(DSRadio(LocalizedStringKey(label), isSelected: false, size: control) {})
          ),
        ]
        for (name, view) in views {
          let host = try laidOut(view, size)
          let text = try #require(host.frame(ofText: label))
          #expect(text.height > line * 1.5, "\(name) \(control) \(size): the label wraps")
          let box = try #require(
            host.allNodes.first {
              $0.kind == .shape("SwiftUI.RoundedRectangle") || $0.kind == .shape("SwiftUI.Circle")
            }?.frames.first)
          #expect(
            near(box.midY, text.minY + line / 2),
            "\(name) \(control) \(size): \(box) beside \(text)")
        }
      }
    }
  }

  @Test("a notice's symbol is centred on its title's first line above a long message")
  func noticeSymbols() throws {
    let message = "Changes you make now are kept on this phone and sent when you are back online."
    for size in Self.sizes {
      let views: [(String, String, AnyView)] = [
        (
          "banner", "info.circle.fill",
          AnyView(Banner(banner: BannerData(title: "Offline", message: message)))
        ),
        (
          "toast", "info.circle.fill",
          AnyView(DSToastView(toast: DSToastData(title: "Offline", message: message)))
        ),
        (
          "inline alert", "exclamationmark.triangle.fill",
          AnyView(DSInlineAlert("Offline", message: LocalizedStringKey(message), status: .warning))
        ),
      ]
      for (name, symbol, view) in views {
        let host = try laidOut(view, size)
        let title = try #require(host.frame(ofText: "Offline"))
        let body = try #require(host.frame(ofText: message))
        #expect(body.height > title.height * 1.5, "\(name) \(size): the message wraps")
        let icon = try #require(frames(host, image: symbol).first)
        #expect(near(icon.midY, title.midY), "\(name) \(size): \(icon) beside \(title)")
      }
    }
  }

  @Test("a banner's, a modal's and the region list's close button is centred on the title")
  func closeButtons() throws {
    for size in Self.sizes {
      let banner = try laidOut(
        Banner(
          banner: BannerData(
            title: "Offline", message: "Changes are kept on this phone and sent later.")),
        size)
      let modal = try laidOut(
        DSModal(isPresented: .constant(true), title: "Share") {
          Text("Anyone with the link can view this board, and comment on it.")
        }, size)
      let phone = try ViewHost(
        PhoneInput("Mobile", phoneNumber: .constant(""), region: .constant("US")),
        environment: environment(size))
      try phone.tap("Country code")
      let screen = layoutScreens[0]
      _ = try phone.layout(in: screen.size, safeArea: screen.safeArea)
      // The region list's title has the modal's style (an alert's): at the largest size it
      // wraps, and its first line is as tall as the modal's one-line title.
      let line = try #require(modal.frame(ofText: "Share")).height
      let cases: [(String, CGRect?, [CGRect], CGFloat?)] = [
        ("banner", banner.frame(ofText: "Offline"), frames(banner, image: "xmark"), nil),
        ("modal", modal.frame(ofText: "Share"), frames(modal, image: "xmark"), nil),
        (
          "region list", phone.frame(ofText: "Country code"), frames(phone, image: "xmark"),
          line
        ),
      ]
      for (name, title, closes, line) in cases {
        let title = try #require(title, "\(name) \(size)")
        let close = try #require(closes.first, "\(name) \(size)")
        #expect(closes.count == 1)
        let firstLine = title.minY + (line ?? title.height) / 2
        #expect(near(close.midY, firstLine), "\(name) \(size): \(close) beside \(title)")
      }
    }
  }
}
