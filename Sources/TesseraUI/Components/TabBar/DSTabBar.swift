#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraLocalization

/// A bottom bar of tabs with icons and titles, the selected tab in the accent, drawn from the
/// theme (use it when the system `TabView` bar cannot be themed). Each tab is a button with a
/// 44 × 44 pt target; VoiceOver reads "Inbox, tab, 2 of 4, selected".
///
/// ```swift
/// DSTabBar(selection: $tab, tabs: [
///   DSTabBar.Tab(id: "inbox", title: "Inbox", systemImage: "tray"),
///   DSTabBar.Tab(id: "settings", title: "Settings", systemImage: "gear"),
/// ])
/// ```
public struct DSTabBar: View {
  @Environment(\.locale) private var locale
  /// One tab. Tabs are equal when their ids, symbols and titles are; they hash by id and
  /// symbol.
  public struct Tab: Sendable, Hashable, Identifiable {
    /// Identifies the tab.
    public var id: String
    /// The tab's title.
    public var title: Text
    /// The tab's SF Symbol.
    public var systemImage: String

    /// Creates a tab whose title is looked up in the app's strings, as `Tab`'s and
    /// `tabItem` labels' `LocalizedStringKey` forms are; a string literal chooses this one.
    /// - Parameters:
    ///   - id: Identifies the tab; the bar's selection is this id.
    ///   - title: The key of the tab's title, shown under its icon and read by VoiceOver.
    ///   - systemImage: The tab's SF Symbol.
    public init(id: String, title: LocalizedStringKey, systemImage: String) {
      self.init(id: id, text: Text(title), systemImage: systemImage)
    }

    init(id: String, text: Text, systemImage: String) {
      self.id = id
      self.title = text
      self.systemImage = systemImage
    }

    /// Hashes the id and symbol (`Text` is not hashable; equal tabs still hash equally).
    public func hash(into hasher: inout Hasher) {
      hasher.combine(id)
      hasher.combine(systemImage)
    }
  }

  @Binding private var selection: String
  /// Fires the selection haptic on the person's own changes only (`HapticTrigger`).
  @State private var haptic = HapticTrigger()
  private let tabs: [Tab]
  var identifier: String?
  @Environment(\.dsTheme) private var theme

  /// Creates a tab bar.
  /// - Parameters:
  ///   - selection: The selected tab's id.
  ///   - tabs: The tabs, in order.
  public init(selection: Binding<String>, tabs: [Tab]) {
    self._selection = selection
    self.tabs = tabs
  }

  /// The bar.
  public var body: some View {
    let chrome = theme.appearance(.navigationBar)
    let item = theme.appearance(.tabBar)
    HStack(spacing: 0) {
      ForEach(tabs.indices, id: \.self) { index in
        let tab = tabs[index]
        let isSelected = tab.id == selection
        Button {
          haptic.set(&selection, to: tab.id)
        } label: {
          VStack(spacing: theme.gaps.tight) {
            Image(systemName: tab.systemImage).accessibilityHidden(true)
            tab.title.lineLimit(item.maximumLines).minimumScaleFactor(item.minimumTextScale)
          }
        }
        .buttonStyle(
          DSComponentButtonStyle(
            style: .tabBar, isSelected: isSelected, fillsWidth: true)
        )
        // At accessibility sizes the bar's titles stay small, as in the system tab bar; a long
        // press shows the item in the large content viewer instead.
        .accessibilityShowsLargeContentViewer()
        .accessibilityLabel(tab.title)
        .accessibilityValue(
          LocalizedPhrase.tabPosition(index + 1, of: tabs.count).string(for: locale)
        )
        .accessibilityAddTraits(isSelected ? [.isSelected] : [])
      }
    }
    .background(chrome.color(.background) ?? .clear)
    .overlay(alignment: .top) {
      Rectangle()
        .fill(chrome.color(.separator) ?? .clear)
        .frame(height: theme.borderWidths.hairline)
    }
    .dsHaptic(.selection, trigger: haptic)
    .accessibilityElement(children: .contain)
    .dsAccessibilityIdentifier(identifier)
  }
}
#endif
