import SwiftUI
import TesseraComponents
import TesseraState
import TesseraTestSupport
import TesseraTokens
import Testing

@testable import TesseraUI

/// The public views the catalog does not show, each built as an app would.
enum UncataloguedView: String, CaseIterable, CustomStringConvertible, Sendable {
  case avatar, avatarBadge, borderedAvatar, cardFooter, cardHeader, cardListItem, dotBadge,
    listCard, progressIndicator, skeletonAvatar, skeletonCard, skeletonListItem, skeletonProfile,
    skeletonTable, skeletonText, spacer, statCard, switchControl, toastView, conditionalSkeleton,
    loadingOverlay, mediaCard, banner, areaChart, modal, alert, radio, sheet, snackbar, snackBar,
    themeProvider, gentleThemeRoot, toastContainer, tooltip, popoverBubble, themePicker,
    themeEditor

  var description: String { rawValue }

  /// The view's elements as VoiceOver reads them once laid out on an iPhone (a ViewThatFits
  /// shows the alternative that fits).
  @MainActor func elements(in environment: EnvironmentValues) throws -> [AccessibilityElement] {
    let host = try host(in: environment)
    _ = try host.layout(in: layoutScreens[0].size, safeArea: layoutScreens[0].safeArea)
    return host.accessibilityElements
  }

  /// The view, executed in an environment.
  @MainActor func host(in environment: EnvironmentValues) throws -> any ExecutedHost {
    switch self {
    case .avatar:
      try ViewHost(DSAvatar(name: "Ada Lovelace"), environment: environment)
    case .avatarBadge:
      try ViewHost(
        DSAvatarWithBadge(name: "Ada Lovelace", badge: "Online", variant: .success),
        environment: environment
      )
    case .borderedAvatar:
      try ViewHost(DSBorderedAvatar(name: "Ada Lovelace"), environment: environment)
    case .cardFooter:
      try ViewHost(DSCardFooter { Text("Footer") }, environment: environment)
    case .cardHeader:
      try ViewHost(
        DSCardHeader(title: "Title", subtitle: "Subtitle", leadingIcon: Image(systemName: "star")) {
          Text("3")
        }, environment: environment
      )
    case .cardListItem:
      try ViewHost(
        DSCardListItem(
          title: "Row", subtitle: "Detail", leadingIcon: Image(systemName: "star"),
          trailing: "Value"
        ) {}, environment: environment
      )
    case .dotBadge:
      try ViewHost(
        DSDotBadge(variant: .error, isPulsing: true, accessibilityLabel: "Unread"),
        environment: environment
      )
    case .listCard:
      try ViewHost(DSListCard(title: "List") { Text("One") }, environment: environment)
    case .progressIndicator:
      try ViewHost(DSProgressIndicator("Uploading", value: 0.4), environment: environment)
    case .skeletonAvatar:
      try ViewHost(DSSkeletonAvatar(), environment: environment)
    case .skeletonCard:
      try ViewHost(DSSkeletonCard(), environment: environment)
    case .skeletonListItem:
      try ViewHost(DSSkeletonListItem(), environment: environment)
    case .skeletonProfile:
      try ViewHost(DSSkeletonProfile(), environment: environment)
    case .skeletonTable:
      try ViewHost(DSSkeletonTable(), environment: environment)
    case .skeletonText:
      try ViewHost(DSSkeletonText(), environment: environment)
    case .spacer:
      try ViewHost(DSSpacer(), environment: environment)
    case .statCard:
      try ViewHost(
        DSStatCard(
          title: "Revenue", value: "$1,200", change: "+4%", icon: Image(systemName: "chart.bar")),
        environment: environment
      )
    case .switchControl:
      try ViewHost(DSSwitch(isOn: .constant(true), label: "Wi-Fi"), environment: environment)
    case .toastView:
      try ViewHost(
        DSToastView(
          toast: DSToastData(title: "Saved", message: "Your changes are safe.", style: .success)),
        environment: environment
      )
    case .conditionalSkeleton:
      try ViewHost(
        DSConditionalSkeleton(isLoading: true) {
          Text("Loaded")
        } skeleton: {
          DSSkeletonText()
        },
        environment: environment
      )
    case .loadingOverlay:
      try ViewHost(DSLoadingOverlay(message: "Loading"), environment: environment)
    case .mediaCard:
      try ViewHost(
        DSMediaCard(image: Image(systemName: "photo")) { Text("Caption") },
        environment: environment
      )
    case .banner:
      try ViewHost(
        Banner(
          banner: BannerData(
            title: "Update ready", message: "Restart to finish.", style: .warning,
            action: NoticeAction(title: "Restart") {})),
        environment: environment
      )
    case .areaChart:
      try ViewHost(
        DSChart(points: [ChartPoint("Mon", 3), ChartPoint("Tue", 9)], type: .area),
        environment: environment
      )
    case .modal:
      try ViewHost(
        DSModal(isPresented: .constant(true), title: "Filters") { Text("Only unread") },
        environment: environment
      )
    case .alert:
      try ViewHost(
        DSAlert(
          "Delete draft?", message: "It cannot be restored.",
          primary: .init("Delete", role: .destructive), secondary: .init("Keep", role: .secondary)
        ) {}, environment: environment
      )
    case .radio:
      try ViewHost(DSRadio("Express", isSelected: true) {}, environment: environment)
    case .sheet:
      try ViewHost(DSSheet(title: "Details") { Text("Body") }, environment: environment)
    case .snackbar:
      try ViewHost(
        DSSnackbar(message: "Archived", action: NoticeAction(title: "Undo") {}),
        environment: environment
      )
    case .snackBar:
      try ViewHost(SnackBar(snackBar: SnackBarData(message: "Archived")), environment: environment)
    case .themeProvider:
      try ViewHost(
        DSThemeProvider(themeManager: ThemeManager()) { DSButton("Continue") {} },
        environment: environment
      )
    case .gentleThemeRoot:
      try ViewHost(GentleThemeRoot { DSButton("Continue") {} }, environment: environment)
    case .toastContainer:
      try ViewHost(
        DSToastContainer(manager: Self.toasts(["Saved"])), environment: environment
      )
    case .tooltip:
      try ViewHost(DSTooltip("Hint"), environment: environment)
    case .popoverBubble:
      try ViewHost(PopoverView { Text("Sort by date") }, environment: environment)
    case .themePicker:
      try ViewHost(DSThemePicker(themeManager: ThemeManager()), environment: environment)
    case .themeEditor:
      try ViewHost(
        DSThemeEditor(editor: ThemeEditor(manager: ThemeManager(theme: PresetThemes.ocean))),
        environment: environment
      )
    }
  }

  /// A toast manager on a clock that never moves, showing a toast per message.
  @MainActor static func toasts(_ messages: [String]) -> DSToastManager {
    let manager = DSToastManager(clock: ManualClock())
    for message in messages {
      manager.show(DSToastData(id: message, title: message, style: .success))
    }
    return manager
  }
}

@MainActor
@Suite("Public views the catalog leaves out, executed")
struct PublicViewTests {
  @Test(
    "each runs to the end in every setting with every control named",
    arguments: UncataloguedView.allCases)
  func executes(view: UncataloguedView) throws {
    for setting in DeviceSetting.all {
      let elements = try view.elements(in: setting.environment)
      // A spacer is the one view with nothing to read.
      #expect(elements.isEmpty == (view == .spacer), "\(view) \(setting)")
      #expect(accessibilityFindings(elements) == [], "\(view) \(setting)")
    }
  }

  @Test("a labelled dot badge is one element VoiceOver reads; an unlabelled one is none")
  func dotBadge() throws {
    let labelled = try ViewHost(DSDotBadge(variant: .error, accessibilityLabel: "Unread"))
    #expect(labelled.accessibilityElements.map(\.label) == ["Unread"])
    let silent = try ViewHost(DSDotBadge(variant: .error))
    #expect(silent.accessibilityElements.isEmpty)
  }

  @Test("a card list item is one button reading its title, detail and value")
  func cardListItem() throws {
    var taps = 0
    let host = try ViewHost(
      DSCardListItem(title: "Row", subtitle: "Detail", trailing: "Value") { taps += 1 })
    #expect(host.accessibilityElements.map(\.summary) == ["Row, Detail, Value; traits: button"])
    try host.activate("Row, Detail, Value")
    #expect(taps == 1)
  }

  @Test(
    "an avatar's badge sits on its circle and its skeleton is its size, at every text size",
    arguments: [DynamicTypeSize.large, .accessibility5])
  func avatarsScale(size: DynamicTypeSize) throws {
    var environment = EnvironmentValues()
    environment.dynamicTypeSize = size
    let screen = CGSize(width: 390, height: 844)
    let badged = try ViewHost(
      DSAvatarWithBadge(name: "Ada Lovelace", badge: "3"), environment: environment)
    _ = try badged.layout(in: screen)
    let circle = try #require(badged.frame(ofText: "AL"))
    let badge = try #require(badged.frame(ofText: "3"))
    // The badge's center is on the circle, 45° toward the top-trailing corner.
    let dx = badge.midX - circle.midX
    let dy = circle.midY - badge.midY
    let avatar = try ViewHost(DSAvatar(name: "Ada Lovelace"), environment: environment)
    _ = try avatar.layout(in: screen)
    let diameter = try #require(avatar.nodes.first?.frames.first).width
    #expect(abs((dx * dx + dy * dy).squareRoot() - diameter / 2) < 1, "\(dx), \(dy), \(diameter)")
    #expect(abs(dx - dy) < 1)
    let skeleton = try ViewHost(DSSkeletonAvatar(), environment: environment)
    _ = try skeleton.layout(in: screen)
    #expect(try #require(skeleton.nodes.first?.frames.first).width == diameter)
  }

  @Test("a form under a loading overlay takes no typing and no second Return")
  func loadingOverlayBlocksKeys() throws {
    let host = try ViewHost(SavingForm())
    try host.type("Ada", into: "Name")
    try host.submit()
    #expect(host.texts.contains("sends 1, name Ada"))
    // The field still had focus when saving began: the keyboard must not reach it.
    #expect(throws: RuntimeError.self) { try host.typeKeystrokes("x") }
    #expect(throws: RuntimeError.self) { try host.submit() }
    #expect(host.texts.contains("sends 1, name Ada"))
  }

  @Test("a loading overlay takes VoiceOver's focus and is modal")
  func loadingOverlayFocus() throws {
    let host = try ViewHost(DSLoadingOverlay(message: "Loading"))
    #expect(host.voiceOverFocus == "Loading")
    let element = try host.element(labelled: "Loading")
    #expect(element.traits.contains(.isModal))
    #expect(element.value == "In progress")
  }
}

/// A form that shows a loading overlay while it saves, from its field's Return.
private struct SavingForm: View {
  @State var name = ""
  @State var isSaving = false
  @State var sends = 0
  var body: some View {
    VStack {
      TextField("Name", text: $name).onSubmit {
        sends += 1
        isSaving = true
      }
      Text(verbatim: "sends \(sends), name \(name)")
    }
    .dsLoadingOverlay(isPresented: isSaving)
  }
}
