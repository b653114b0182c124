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

  @MainActor func elements(in environment: EnvironmentValues) throws -> [AccessibilityElement] {
    switch self {
    case .avatar:
      try ViewHost(DSAvatar(name: "Ada Lovelace"), environment: environment).accessibilityElements
    case .avatarBadge:
      try ViewHost(
        DSAvatarWithBadge(name: "Ada Lovelace", badge: "Online", variant: .success),
        environment: environment
      ).accessibilityElements
    case .borderedAvatar:
      try ViewHost(DSBorderedAvatar(name: "Ada Lovelace"), environment: environment)
        .accessibilityElements
    case .cardFooter:
      try ViewHost(DSCardFooter { Text("Footer") }, environment: environment).accessibilityElements
    case .cardHeader:
      try ViewHost(
        DSCardHeader(title: "Title", subtitle: "Subtitle", leadingIcon: Image(systemName: "star")) {
          Text("3")
        }, environment: environment
      ).accessibilityElements
    case .cardListItem:
      try ViewHost(
        DSCardListItem(
          title: "Row", subtitle: "Detail", leadingIcon: Image(systemName: "star"),
          trailing: "Value"
        ) {}, environment: environment
      ).accessibilityElements
    case .dotBadge:
      try ViewHost(
        DSDotBadge(variant: .error, isPulsing: true, accessibilityLabel: "Unread"),
        environment: environment
      ).accessibilityElements
    case .listCard:
      try ViewHost(DSListCard(title: "List") { Text("One") }, environment: environment)
        .accessibilityElements
    case .progressIndicator:
      try ViewHost(DSProgressIndicator("Uploading", value: 0.4), environment: environment)
        .accessibilityElements
    case .skeletonAvatar:
      try ViewHost(DSSkeletonAvatar(), environment: environment).accessibilityElements
    case .skeletonCard:
      try ViewHost(DSSkeletonCard(), environment: environment).accessibilityElements
    case .skeletonListItem:
      try ViewHost(DSSkeletonListItem(), environment: environment).accessibilityElements
    case .skeletonProfile:
      try ViewHost(DSSkeletonProfile(), environment: environment).accessibilityElements
    case .skeletonTable:
      try ViewHost(DSSkeletonTable(), environment: environment).accessibilityElements
    case .skeletonText:
      try ViewHost(DSSkeletonText(), environment: environment).accessibilityElements
    case .spacer:
      try ViewHost(DSSpacer(), environment: environment).accessibilityElements
    case .statCard:
      try ViewHost(
        DSStatCard(
          title: "Revenue", value: "$1,200", change: "+4%", icon: Image(systemName: "chart.bar")),
        environment: environment
      ).accessibilityElements
    case .switchControl:
      try ViewHost(DSSwitch(isOn: .constant(true), label: "Wi-Fi"), environment: environment)
        .accessibilityElements
    case .toastView:
      try ViewHost(
        DSToastView(
          toast: DSToastData(title: "Saved", message: "Your changes are safe.", style: .success)),
        environment: environment
      ).accessibilityElements
    case .conditionalSkeleton:
      try ViewHost(
        DSConditionalSkeleton(isLoading: true) {
          Text("Loaded")
        } skeleton: {
          DSSkeletonText()
        },
        environment: environment
      ).accessibilityElements
    case .loadingOverlay:
      try ViewHost(DSLoadingOverlay(message: "Loading"), environment: environment)
        .accessibilityElements
    case .mediaCard:
      try ViewHost(
        DSMediaCard(image: Image(systemName: "photo")) { Text("Caption") },
        environment: environment
      ).accessibilityElements
    case .banner:
      try ViewHost(
        Banner(
          banner: BannerData(
            title: "Update ready", message: "Restart to finish.", style: .warning,
            action: NoticeAction(title: "Restart") {})),
        environment: environment
      ).accessibilityElements
    case .areaChart:
      try ViewHost(
        DSChart(points: [ChartPoint("Mon", 3), ChartPoint("Tue", 9)], type: .area),
        environment: environment
      ).accessibilityElements
    case .modal:
      try ViewHost(
        DSModal(isPresented: .constant(true), title: "Filters") { Text("Only unread") },
        environment: environment
      ).accessibilityElements
    case .alert:
      try ViewHost(
        DSAlert(
          "Delete draft?", message: "It cannot be restored.",
          primary: .init("Delete", role: .destructive), secondary: .init("Keep", role: .secondary)
        ) {}, environment: environment
      ).accessibilityElements
    case .radio:
      try ViewHost(DSRadio("Express", isSelected: true) {}, environment: environment)
        .accessibilityElements
    case .sheet:
      try ViewHost(DSSheet(title: "Details") { Text("Body") }, environment: environment)
        .accessibilityElements
    case .snackbar:
      try ViewHost(
        DSSnackbar(message: "Archived", action: NoticeAction(title: "Undo") {}),
        environment: environment
      ).accessibilityElements
    case .snackBar:
      try ViewHost(SnackBar(snackBar: SnackBarData(message: "Archived")), environment: environment)
        .accessibilityElements
    case .themeProvider:
      try ViewHost(
        DSThemeProvider(themeManager: ThemeManager()) { DSButton("Continue") {} },
        environment: environment
      ).accessibilityElements
    case .gentleThemeRoot:
      try ViewHost(GentleThemeRoot { DSButton("Continue") {} }, environment: environment)
        .accessibilityElements
    case .toastContainer:
      try ViewHost(
        DSToastContainer(manager: Self.toasts(["Saved"])), environment: environment
      ).accessibilityElements
    case .tooltip:
      try ViewHost(DSTooltip("Hint"), environment: environment).accessibilityElements
    case .popoverBubble:
      try ViewHost(PopoverView { Text("Sort by date") }, environment: environment)
        .accessibilityElements
    case .themePicker:
      try ViewHost(DSThemePicker(themeManager: ThemeManager()), environment: environment)
        .accessibilityElements
    case .themeEditor:
      try ViewHost(
        DSThemeEditor(editor: ThemeEditor(manager: ThemeManager(theme: PresetThemes.ocean))),
        environment: environment
      ).accessibilityElements
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

  @Test("a loading overlay takes VoiceOver's focus and is modal")
  func loadingOverlayFocus() throws {
    let host = try ViewHost(DSLoadingOverlay(message: "Loading"))
    #expect(host.voiceOverFocus == "Loading")
    let element = try host.element(labelled: "Loading")
    #expect(element.traits.contains(.isModal))
    #expect(element.value == "In progress")
  }
}
