#if canImport(SwiftUI)
import Foundation
import Observation
import SwiftUI
import TesseraComponents
import TesseraLocalization

/// A list row whose swipe reveals actions: SwiftUI-Components' `SwipeableRow`, with the
/// actions filled with their role's color from the theme (accent, destructive, warning,
/// neutral) and the row drawn as a list row.
///
/// Swiping toward the trailing edge reveals the leading actions, toward the leading edge the
/// trailing ones, mirrored right to left. A released swipe stays open past half the actions'
/// width (or on a flick), and a long swipe past 60% of the row performs the outermost action
/// (the first listed); `SwipeActions` decides each. Every action is also a VoiceOver action of
/// the row, and the only way to reach them on Apple TV, which has no swipe, and with Full
/// Keyboard Access on a Mac.
///
/// One row of a screen is open at a time: opening a row closes the open one, and a tap on any
/// row while one is open only closes it (`OpenSwipeRow`). The rows under a `DSThemeProvider`
/// share its record of the open row; rows with no provider above them share one for the app.
///
/// ```swift
/// SwipeableRow(
///   leadingActions: [.init(title: "Archive", icon: Image(systemName: "archivebox")) { archive() }],
///   trailingActions: [.delete { remove() }]
/// ) {
///   Text("Meeting notes")
/// }
/// ```
public struct SwipeableRow<Content: View>: View {
  /// An action revealed by a swipe.
  public struct SwipeAction: Identifiable {
    /// Identifies the action by its title and role.
    public var id: String { "\(role.rawValue).\(identity ?? "delete")" }
    /// The title, or nil for the built-in Delete title in the person's language.
    let title: Text?
    /// The title's characters, key or resource key, for `id` only (never shown).
    private let identity: String?
    /// An icon above the title.
    public let icon: Image?
    /// The action's role, which decides its color.
    public let role: SwipeActionRole
    /// What it does.
    public let action: @MainActor () -> Void

    /// Creates an action whose title is looked up in the app's strings, as `Button`'s
    /// `LocalizedStringKey` initializer does; a string literal chooses this one.
    /// - Parameters:
    ///   - title: The key of its title, shown and read by VoiceOver.
    ///   - icon: An icon above the title.
    ///   - role: Its role; `.destructive` for actions that destroy data.
    ///   - action: What it does.
    public init(
      title: LocalizedStringKey, icon: Image? = nil, role: SwipeActionRole = .standard,
      action: @escaping @MainActor () -> Void
    ) {
      self.init(
        text: Text(title), identity: CallerText.identity(title), icon: icon, role: role,
        action: action)
    }

    /// Creates an action as SwiftUI-Components does, its title looked up in the app's
    /// strings: `isDestructive` picks the destructive role (its `color:` has no counterpart:
    /// colors come from the theme's roles).
    /// - Parameters:
    ///   - title: The key of its title, shown and read by VoiceOver.
    ///   - icon: An icon above the title.
    ///   - isDestructive: Whether the action destroys data (the destructive role).
    ///   - action: What it does.
    public init(
      title: LocalizedStringKey, icon: Image? = nil, isDestructive: Bool,
      action: @escaping @MainActor () -> Void
    ) {
      self.init(
        title: title, icon: icon, role: isDestructive ? .destructive : .standard, action: action)
    }

    init(
      text: Text, identity: String, icon: Image?, role: SwipeActionRole,
      action: @escaping @MainActor () -> Void
    ) {
      self.title = text
      self.identity = identity
      self.icon = icon
      self.role = role
      self.action = action
    }

    private init(deleting action: @escaping @MainActor () -> Void) {
      self.title = nil
      self.identity = nil
      self.icon = Image(systemName: "trash")
      self.role = .destructive
      self.action = action
    }

    /// A destructive Delete action, titled in the person's language.
    public static func delete(action: @escaping @MainActor () -> Void) -> SwipeAction {
      SwipeAction(deleting: action)
    }
  }

  private let leadingActions: [SwipeAction]
  private let trailingActions: [SwipeAction]
  private let allowsFullSwipe: Bool
  var identifier: String?
  private let content: Content
  @State private var restingOffset: CGFloat = 0
  @State private var dragTranslation: CGFloat?
  @State private var rowWidth: CGFloat = 0
  /// This row's identity among the screen's swipeable rows.
  @State private var rowID = UUID()
  /// The screen's open row (`OpenSwipeRow`), shared by the nearest `DSThemeProvider`, or by
  /// every row with no provider above it.
  @Environment(\.dsSwipeRowGroup) private var group
  @Environment(\.dsTheme) private var theme
  @Environment(\.dsBackdrop) private var backdrop
  @Environment(\.layoutDirection) private var layoutDirection
  @Environment(\.locale) private var locale

  /// Creates a swipeable row.
  /// - Parameters:
  ///   - leadingActions: Actions at the leading edge, revealed by a swipe toward the trailing
  ///     edge; the first is the outermost.
  ///   - trailingActions: Actions at the trailing edge, revealed by a swipe toward the leading
  ///     edge; the first is the outermost.
  ///   - allowsFullSwipe: Whether a long swipe performs the outermost action.
  ///   - content: The row's content.
  public init(
    leadingActions: [SwipeAction] = [], trailingActions: [SwipeAction] = [],
    allowsFullSwipe: Bool = true,
    @ViewBuilder content: () -> Content
  ) {
    self.leadingActions = leadingActions
    self.trailingActions = trailingActions
    self.allowsFullSwipe = allowsFullSwipe
    self.content = content()
  }

  /// The row over its actions.
  public var body: some View {
    let row = theme.appearance(.listRow, on: backdrop)
    let action = theme.appearance(.swipeableRow(.standard))
    let fullSwipeShare = allowsFullSwipe ? 0.6 : nil
    // An action grows with the text size, as its title does, within what keeps a row resting
    // open short of a full swipe; a title that still does not fit wraps and shrinks a little.
    let actionWidth = SwipeActions.actionWidth(
      preferred: theme.scaledMinimumSize(of: action).width,
      minimum: action.minimumSize.width, rowWidth: Double(rowWidth),
      leadingCount: leadingActions.count, trailingCount: trailingActions.count,
      fullSwipeShare: fullSwipeShare)
    let geometry = SwipeActions(
      rowWidth: rowWidth, leadingCount: leadingActions.count,
      trailingCount: trailingActions.count, actionWidth: actionWidth,
      fullSwipeShare: fullSwipeShare, direction: layoutDirection.horizontal)
    let offset =
      dragTranslation.map { geometry.offset(from: restingOffset, translation: $0) }
      ?? restingOffset
    // The row is measured and moved in a left-to-right environment, its actions and content
    // laid out in the person's direction inside it. Apple's pages do not say whether
    // `offset(x:)` mirrors right to left (offset(x:y:), LayoutDirection); in a left-to-right
    // environment SwiftUI flips nothing, so there a positive offset is rightward on screen
    // either way, and the drag's translation, measured in the same environment, is rightward
    // too. `SwipeActions` turns the reading-order offset into that screen distance.
    let direction = layoutDirection
    ZStack {
      HStack(spacing: 0) {
        if offset > 0 {
          actions(leadingActions, width: geometry.actionWidth(at: offset))
        }
        Spacer(minLength: 0)
        if offset < 0 {
          actions(trailingActions.reversed(), width: geometry.actionWidth(at: offset))
        }
      }
      .environment(\.layoutDirection, direction)
      content
        .frame(maxWidth: .infinity, alignment: .leading)
        .dsChrome(row, fillsWidth: true)
        .overlay {
          // While any row is open, a tap on a row's content closes the open row and goes no
          // further (`OpenSwipeRow.tap(on:)`), as in Mail.
          if restingOffset != 0 || group.rows.openRow != nil {
            Color.clear
              .contentShape(Rectangle())
              .onTapGesture { closeOnTap() }
              .accessibilityHidden(true)
          }
        }
        .accessibilityElement(children: .combine)
        .modifier(
          SelectToReveal(isEnabled: DSPlatform.revealsSwipeActionsOnSelect) {
            let open: SwipeSettlement =
              trailingActions.isEmpty ? .open(.leading) : .open(.trailing)
            rest(at: restingOffset == 0 ? geometry.restingOffset(for: open) : 0)
          }
        )
        .environment(\.layoutDirection, direction)
        .offset(x: geometry.rightwardDisplacement(at: offset))
    }
    .clipped()
    .onGeometryChange(for: CGFloat.self, of: { $0.size.width }) { rowWidth = $0 }
    .dsDrag(
      claim: .horizontal,
      onChanged: { drag in
        if dragTranslation == nil { group.rows.dragBegan(on: rowID) }
        dragTranslation = drag.translation.width
      },
      onEnded: { drag in
        let released = geometry.offset(from: restingOffset, translation: drag.translation.width)
        let settlement = geometry.settle(offset: released, velocity: drag.velocity.width)
        dragTranslation = nil
        rest(at: geometry.restingOffset(for: settlement))
        if case .performed(let edge) = settlement {
          (edge == .leading ? leadingActions : trailingActions).first?.action()
        }
      },
      // A cancelled drag returns the row to where it rested.
      onReset: { dragTranslation = nil }
    )
    .environment(\.layoutDirection, .leftToRight)
    .animation(row.motion.flatMap { .tessera($0) }, value: restingOffset)
    // An open row rests where its actions put it now: the app changed them (none left on the
    // open side closes it), or their width changed with the text size or the row's width.
    .onChange(of: geometry) { _, geometry in
      guard restingOffset != 0, dragTranslation == nil else { return }
      let edge: SwipeEdge = restingOffset > 0 ? .leading : .trailing
      rest(at: geometry.restingOffset(for: .open(edge)))
    }
    // Another row opened (or a tap closed this one): this row closes.
    .onChange(of: group.rows.openRow) { _, open in
      if open != rowID && restingOffset != 0 { restingOffset = 0 }
    }
    // A row that goes while open (its list reloaded) leaves no open row behind.
    .onDisappear { group.rows.closed(rowID) }
    // Every swipe action, in the order given, is a VoiceOver action of the row.
    .accessibilityActions {
      ForEach(Array((leadingActions + trailingActions).enumerated()), id: \.offset) { _, item in
        Button(action: item.action) { title(of: item) }
      }
    }
    .dsAccessibilityIdentifier(identifier)
  }

  /// Rests the row at `offset` (0 closed) and tells the screen's other rows.
  private func rest(at offset: CGFloat) {
    restingOffset = offset
    if offset == 0 { group.rows.closed(rowID) } else { group.rows.opened(rowID) }
  }

  /// A tap on this row's content while a row is open.
  private func closeOnTap() {
    _ = group.rows.tap(on: rowID)
    restingOffset = 0
  }

  private func actions(_ list: [SwipeAction], width: CGFloat) -> some View {
    HStack(spacing: 0) {
      ForEach(Array(list.enumerated()), id: \.offset) { _, item in
        let look = theme.appearance(.swipeableRow(item.role), on: backdrop)
        Button {
          rest(at: 0)
          item.action()
        } label: {
          VStack(spacing: look.gap) {
            item.icon
            title(of: item)
              .lineLimit(look.maximumLines)
              .minimumScaleFactor(look.minimumTextScale)
              .multilineTextAlignment(.center)
          }
          .dsLookText(look)
          .padding(look.insets.edgeInsets)
          .frame(width: width)
          .frame(maxHeight: .infinity)
          .background(look.color(.background) ?? .clear)
          .contentShape(Rectangle())
        }
        .buttonStyle(.plain)
        .accessibilityHidden(true)
      }
    }
  }

  private func title(of action: SwipeAction) -> Text {
    action.title ?? Text(LocalizationKey.delete.string(for: locale))
  }
}

/// Opens or closes the row's actions when the row is selected, where the platform has no swipe
/// (``DSPlatform/revealsSwipeActionsOnSelect``).
private struct SelectToReveal: ViewModifier {
  let isEnabled: Bool
  let toggle: @MainActor () -> Void

  func body(content: Content) -> some View {
    if isEnabled {
      // A button, so Apple TV's focus engine reaches the row and a click selects it; a tap
      // gesture on content that cannot take focus never fires there.
      Button(action: toggle) { content }
        .buttonStyle(.plain)
    } else {
      content
    }
  }
}

/// The open row of a screen's swipeable rows (`OpenSwipeRow`), shared through the environment:
/// each `DSThemeProvider` gives its screen one, and rows with no provider above them share
/// ``shared``, so two rows of one list never stay open together with or without a provider.
@MainActor
@Observable
final class DSSwipeRowGroup {
  /// The open row of every swipeable row with no `DSThemeProvider` above it.
  nonisolated static let shared = DSSwipeRowGroup()

  var rows = OpenSwipeRow<UUID>()

  nonisolated init() {}
}

private struct DSSwipeRowGroupKey: EnvironmentKey {
  static let defaultValue = DSSwipeRowGroup.shared
}

extension EnvironmentValues {
  /// The swipeable rows' shared open row: the nearest `DSThemeProvider`'s, else the one rows
  /// without a provider share.
  var dsSwipeRowGroup: DSSwipeRowGroup {
    get { self[DSSwipeRowGroupKey.self] }
    set { self[DSSwipeRowGroupKey.self] = newValue }
  }
}
#endif
