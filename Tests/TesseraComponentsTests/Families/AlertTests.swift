import TesseraTokens
import Testing

@testable import TesseraComponents

@Suite("Alert")
struct AlertTests {
  static let theme = PresetThemes.default.resolved(for: .light)

  @Test("an alert sits on the popover surface over the scrim, with actions in the link color")
  func popover() {
    let look = Self.theme.appearance(.alert)
    #expect(look.background?.token == "surface.popover.background")
    #expect(look.scrim?.role == .scrim)
    #expect(look.action?.role == .textLink)
    #expect(look.cornerRadius > 0 && !look.shadows.isEmpty)
  }
}

@Suite("Dialog keyboard shortcuts")
struct AlertShortcutTests {
  @Test(
    "Return confirms and Escape backs out, but no key is bound to a destructive action",
    arguments: [
      (
        DSButtonRole.primary, AlertShortcut?.some(.defaultAction),
        AlertShortcut?.some(.cancelAction)
      ),
      (.destructive, nil, nil), (.secondary, .defaultAction, .cancelAction),
    ])
  func shortcuts(role: DSButtonRole, primary: AlertShortcut?, secondary: AlertShortcut?) {
    #expect(AlertShortcut.forPrimary(role) == primary)
    #expect(AlertShortcut.forSecondary(role) == secondary)
  }

  @Test("Escape closes a dialog unless its only action is destructive")
  func escape() {
    #expect(AlertShortcut.escapeCloses(primary: .destructive, secondary: .secondary))
    #expect(AlertShortcut.escapeCloses(primary: .primary, secondary: nil))
    #expect(!AlertShortcut.escapeCloses(primary: .destructive, secondary: nil))
  }
}

@Suite("Overlay widths")
struct OverlayWidthTests {
  @Test("dialogs and notices keep a readable width on wide screens, growing with Dynamic Type")
  func widths() {
    let large = PresetThemes.default.resolved(for: .light)
    let ax3 = PresetThemes.default.resolved(for: .light, contentSize: .accessibility3)
    #expect(large.dialogMaximumWidth == 400)
    #expect(large.noticeMaximumWidth == 560)
    // An iPad in portrait is 744 points wide: neither spans it at the default size.
    #expect(large.dialogMaximumWidth < 744 && large.noticeMaximumWidth < 744)
    #expect(ax3.dialogMaximumWidth > large.dialogMaximumWidth)
    #expect(ax3.noticeMaximumWidth > large.noticeMaximumWidth)
  }
}
