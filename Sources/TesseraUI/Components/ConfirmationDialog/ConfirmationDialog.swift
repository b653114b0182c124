#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraLocalization

/// A question with the actions that answer it, on the theme's dialog surface:
/// SwiftUI-Components' `ConfirmationDialog`. Destructive actions are drawn in the error color,
/// a cancel action is always there (added, titled "Cancel" in the person's language, when
/// none is given), and which one Return and Escape trigger follows `ConfirmationActions`: a
/// destructive action is never the default.
///
/// Actions stand one above the other on iOS, watchOS and visionOS (cancel last), in a row on
/// macOS and tvOS (cancel first, the default on the trailing side, mirrored right to left).
/// Each is a full-width button at least the theme's touch target tall. Actions that fail
/// validation (no action besides cancel, an empty title written as a `String`, two cancels)
/// are reported in the dialog in place of its buttons, with only a cancel button left.
///
/// Present it with `dsConfirmationDialog(_:isPresented:message:actions:onCancel:)` on the screen
/// it covers, which also disables that screen while it is up: a field that had keyboard focus
/// when the dialog opened takes no more keys, and its Return submits nothing. Placed by hand
/// over the screen, the dialog covers touches and VoiceOver but not the keyboard.
///
/// ```swift
/// ConfirmationDialog(
///   title: "Delete 3 photos?", message: "They will be removed from all devices.",
///   confirmTitle: "Delete", isDestructive: true,
///   onConfirm: { library.delete(selection) }, onCancel: { showsDialog = false })
/// ```
public struct ConfirmationDialog: View {
  /// An action of the dialog: its title, its role and what it does.
  public struct Action {
    /// The button's title.
    public let title: Text
    /// Its role: standard, destructive or cancel.
    public let role: ConfirmationActionRole
    /// What it does when chosen.
    public let handler: @MainActor () -> Void
    /// The title as written, which validation checks is not empty; nil for a localized title
    /// (its key is the app's own).
    let writtenTitle: String?

    /// Creates an action whose title is looked up in the app's strings, as `Button`'s is; a
    /// string literal chooses this one.
    ///
    /// The generated `LocalizedStringResource` form is looked up when drawn; the
    /// `StringProtocol` form is shown as written, and an empty one is reported in the dialog.
    /// - Parameters:
    ///   - title: The key of the button's title.
    ///   - role: Its role: standard, destructive or cancel.
    ///   - handler: What it does when chosen.
    public init(
      _ title: LocalizedStringKey, role: ConfirmationActionRole = .standard,
      handler: @escaping @MainActor () -> Void = {}
    ) {
      self.init(
        text: Text(title), writtenTitle: CallerText.written(title), role: role, handler: handler)
    }

    init(
      text: Text, writtenTitle: String?, role: ConfirmationActionRole,
      handler: @escaping @MainActor () -> Void
    ) {
      self.title = text
      self.writtenTitle = writtenTitle
      self.role = role
      self.handler = handler
    }
  }

  private let title: Text
  private let message: Text?
  private let actions: [Action]
  private let onCancel: @MainActor () -> Void
  var identifier: String?
  /// Whether the first action is the "Confirm" added in the person's language.
  private var usesLocalizedConfirm = false
  @Environment(\.dsTheme) private var theme
  @Environment(\.locale) private var locale
  @AccessibilityFocusState private var isFocused: Bool

  /// Creates a dialog with any actions whose title and message are looked up in the app's
  /// strings, as `confirmationDialog(_:isPresented:actions:message:)`'s are; string literals
  /// choose this one.
  /// - Parameters:
  ///   - title: The key of the question.
  ///   - message: The key of what answering it does.
  ///   - actions: The answers; a cancel action is added when none is given.
  ///   - onCancel: Called by the added cancel action, and by Escape.
  public init(
    _ title: LocalizedStringKey, message: LocalizedStringKey? = nil, actions: [Action],
    onCancel: @escaping @MainActor () -> Void = {}
  ) {
    self.init(
      text: Text(title), message: message.map { Text($0) }, actions: actions,
      identifier: nil, onCancel: onCancel)
  }

  init(
    text title: Text, message: Text?, actions: [Action], identifier: String?,
    onCancel: @escaping @MainActor () -> Void
  ) {
    self.title = title
    self.message = message
    self.actions = actions
    self.onCancel = onCancel
    self.identifier = identifier
  }

  /// Creates a dialog with one action and a cancel action, as SwiftUI-Components does, whose
  /// texts are looked up in the app's strings; string literals choose this one.
  /// - Parameters:
  ///   - title: The key of the question.
  ///   - message: The key of what confirming does.
  ///   - confirmTitle: The key of the action's title; "Confirm" in the person's language when nil.
  ///   - cancelTitle: The key of the cancel action's title; "Cancel" in the person's language when
  ///     nil.
  ///   - isDestructive: Whether confirming destroys data (drawn in the error color, never the
  ///     Return-key default).
  ///   - onConfirm: Called when the action is chosen.
  ///   - onCancel: Called when cancelled.
  public init(
    title: LocalizedStringKey, message: LocalizedStringKey, confirmTitle: LocalizedStringKey? = nil,
    cancelTitle: LocalizedStringKey? = nil,
    isDestructive: Bool = false,
    onConfirm: @escaping @MainActor () -> Void, onCancel: @escaping @MainActor () -> Void
  ) {
    let role: ConfirmationActionRole = isDestructive ? .destructive : .standard
    self.init(
      text: Text(title), message: Text(message),
      confirm: confirmTitle.map { Action($0, role: role, handler: onConfirm) },
      confirmRole: role, cancel: cancelTitle.map { Action($0, role: .cancel, handler: onCancel) },
      identifier: nil, onConfirm: onConfirm, onCancel: onCancel)
  }

  init(
    text title: Text, message: Text, confirm: Action?, confirmRole: ConfirmationActionRole,
    cancel: Action?, identifier: String?, onConfirm: @escaping @MainActor () -> Void,
    onCancel: @escaping @MainActor () -> Void
  ) {
    self.title = title
    self.message = message
    self.identifier = identifier
    self.onCancel = onCancel
    // Without a title, the action is "Confirm" in the person's language, known when drawn.
    var actions = [confirm ?? Action("", role: confirmRole, handler: onConfirm)]
    if let cancel { actions.append(cancel) }
    self.actions = actions
    self.usesLocalizedConfirm = confirm == nil
  }

  /// The dialog.
  public var body: some View {
    let panel = theme.appearance(.confirmationDialog(.standard))
    VStack(spacing: 0) {
      // The title and message scroll when they do not fit (a long message at an
      // accessibility text size), so the actions below always stay on screen, as a
      // DSAlert's do.
      ViewThatFits(in: .vertical) {
        heading(panel)
        ScrollView { heading(panel) }
      }
      switch validatedActions {
      case .success(let valid):
        // The actions keep the height their titles need: the heading gives way to them.
        buttons(valid).fixedSize(horizontal: false, vertical: true)
      case .failure(let error):
        Text(String(describing: error))
          .dsText(.footnote)
          .dsForeground(theme.appearance(.confirmationDialog(.destructive)).action)
          .padding(panel.insets.edgeInsets)
        // The cancel added in place of the actions that failed validation.
        button(cancelText, role: .cancel, shortcut: .cancelAction) { onCancel() }
      }
    }
    .background {
      if let fill = panel.background {
        DSShadowedShape(
          shape: RoundedRectangle(cornerRadius: panel.cornerRadius, style: .continuous),
          fill: fill.color, shadows: panel.shadows)
      }
    }
    .accessibilityElement(children: .contain)
    .accessibilityAddTraits(.isModal)
    // VoiceOver moves into the dialog when it appears and reads its title first, as in a
    // DSAlert: `isModal` limits what VoiceOver reaches but does not move its focus.
    .accessibilityFocused($isFocused)
    .onAppear { isFocused = true }
    .accessibilityAction(named: LocalizationKey.cancel.string(for: locale)) { cancel() }
    // VoiceOver's escape gesture cancels, as the Cancel button and Escape do.
    .accessibilityAction(.escape) { cancel() }
    .dsAccessibilityIdentifier(identifier)
  }

  /// The title and message, as the dialog shows them (scrolling or not).
  private func heading(_ panel: ComponentAppearance) -> some View {
    DSHeading(title, message: message, look: panel)
      .multilineTextAlignment(.center)
      .fixedSize(horizontal: false, vertical: true)
      .frame(maxWidth: .infinity)
      .padding(panel.insets.edgeInsets)
  }

  private var cancelText: Text { Text(LocalizationKey.cancel.string(for: locale)) }

  /// The actions checked and ordered by `ConfirmationActions`. Each is named there by its
  /// position (the added cancel is `actions.count`), so a title need not be known as a
  /// `String`; only a title written as an empty `String` is passed as it is, to be reported.
  private var validatedActions: Result<ConfirmationActions, ConfirmationActionsError> {
    let given = actions.enumerated().map { index, action in
      let isEmpty =
        action.writtenTitle?.allSatisfy(\.isWhitespace) == true
        && !(usesLocalizedConfirm && index == 0)
      return ConfirmationAction(isEmpty ? "" : String(index), role: action.role)
    }
    do throws(ConfirmationActionsError) {
      return .success(try ConfirmationActions(given, cancelTitle: String(actions.count)))
    } catch {
      return .failure(error)
    }
  }

  @ViewBuilder
  private func buttons(_ valid: ConfirmationActions) -> some View {
    let layout: ConfirmationButtonLayout = DSPlatform.stacksDialogButtons ? .stacked : .row
    let ordered = valid.ordered(for: layout)
    switch layout {
    case .stacked:
      VStack(spacing: 0) {
        ForEach(Array(ordered.enumerated()), id: \.offset) { _, action in
          DSDivider()
          button(action, shortcut: shortcut(of: action, in: valid))
        }
      }
    case .row:
      VStack(spacing: 0) {
        DSDivider()
        HStack(spacing: 0) {
          ForEach(Array(ordered.enumerated()), id: \.offset) { _, action in
            button(action, shortcut: shortcut(of: action, in: valid))
          }
        }
      }
    }
  }

  /// The key that triggers `action` on a hardware keyboard: Return for the default action,
  /// Escape for the cancel (`ConfirmationActions`).
  private func shortcut(
    of action: ConfirmationAction, in valid: ConfirmationActions
  ) -> AlertShortcut? {
    if action == valid.returnAction { return .defaultAction }
    if action == valid.escapeAction { return .cancelAction }
    return nil
  }

  /// The button for a validated action, found by the position it was validated under.
  @ViewBuilder
  private func button(_ validated: ConfirmationAction, shortcut: AlertShortcut?) -> some View {
    if let index = Int(validated.title), actions.indices.contains(index) {
      let action = actions[index]
      let text =
        usesLocalizedConfirm && index == 0
        ? Text(LocalizationKey.confirm.string(for: locale)) : action.title
      button(text, role: action.role, shortcut: shortcut) { action.handler() }
    } else {
      button(cancelText, role: .cancel, shortcut: shortcut) { onCancel() }
    }
  }

  private func button(
    _ title: Text, role: ConfirmationActionRole, shortcut: AlertShortcut?,
    perform: @escaping @MainActor () -> Void
  ) -> some View {
    let isDefault = shortcut == .defaultAction
    let look = theme.appearance(.confirmationDialog(role))
    return Button(action: perform) {
      title
        .dsTextStyle(theme.text(.body))
        .fontWeight(role == .cancel || isDefault ? .semibold : nil)
        .dsForeground(look.action)
        .frame(maxWidth: .infinity)
        .dsTapTarget(.action, of: look)
    }
    .buttonStyle(.plain)
    .dsAlertShortcut(shortcut)
  }

  private func cancel() {
    Self.cancelHandler(of: actions, onCancel: onCancel)()
  }

  /// What cancelling runs: the given cancel action's handler, or `onCancel` when the cancel is
  /// the one the dialog adds.
  static func cancelHandler(
    of actions: [Action], onCancel: @escaping @MainActor () -> Void
  ) -> @MainActor () -> Void {
    actions.first(where: { $0.role == .cancel })?.handler ?? onCancel
  }
}

extension View {
  /// Covers this view with a ``ConfirmationDialog`` over a scrim while `isPresented` is true,
  /// its title and message looked up in the app's strings (string literals choose this one).
  /// The view is disabled and hidden from VoiceOver while the dialog is up, so a field focused
  /// when it opened takes no keys and its Return submits nothing.
  ///
  /// As with `confirmationDialog(_:isPresented:titleVisibility:actions:message:)`, choosing
  /// any action closes the dialog (sets `isPresented` to false) before its handler runs; the
  /// cancel, Escape, VoiceOver's escape gesture and a tap on the scrim cancel.
  ///
  /// ```swift
  /// PhotoGrid(selection: $selection)
  ///   .dsConfirmationDialog(
  ///     "Delete 3 photos?", isPresented: $confirmsDelete,
  ///     message: "They will be removed from all devices.",
  ///     actions: [.init("Delete", role: .destructive) { library.delete(selection) }])
  /// ```
  /// - Parameters:
  ///   - title: The key of the question.
  ///   - isPresented: Whether the dialog is shown; it sets it to false when answered.
  ///   - message: The key of what answering it does.
  ///   - actions: The answers; a cancel action is added when none is given.
  ///   - onCancel: Called when the added cancel action is chosen, on Escape and on a tap on
  ///     the scrim.
  public func dsConfirmationDialog(
    _ title: LocalizedStringKey, isPresented: Binding<Bool>, message: LocalizedStringKey? = nil,
    actions: [ConfirmationDialog.Action], onCancel: @escaping @MainActor () -> Void = {}
  ) -> some View {
    dsConfirmationDialog(
      text: Text(title), isPresented: isPresented, message: message.map { Text($0) },
      actions: actions, onCancel: onCancel)
  }

  func dsConfirmationDialog(
    text title: Text, isPresented: Binding<Bool>, message: Text?,
    actions: [ConfirmationDialog.Action], onCancel: @escaping @MainActor () -> Void
  ) -> some View {
    let covered = isPresented.wrappedValue
    // Every answer closes the dialog first, so a handler that presents it again is not undone.
    let closing = actions.map { action in
      ConfirmationDialog.Action(
        text: action.title, writtenTitle: action.writtenTitle, role: action.role,
        handler: {
          isPresented.wrappedValue = false
          action.handler()
        })
    }
    let cancel = ConfirmationDialog.cancelHandler(of: actions, onCancel: onCancel)
    let closingCancel: @MainActor () -> Void = {
      isPresented.wrappedValue = false
      cancel()
    }
    return
      self
      // Disabled, not only covered: a field focused when the dialog opened would still take
      // keys, and its Return would submit again.
      .disabled(covered)
      .accessibilityHidden(covered)
      .overlay {
        DSConfirmationDialogPresentation(
          isPresented: covered,
          dialog: ConfirmationDialog(
            text: title, message: message, actions: closing, identifier: nil,
            onCancel: closingCancel),
          cancel: closingCancel)
      }
  }
}

/// The scrim and the dialog over it while presented, faded in and out with the theme's
/// standard motion.
private struct DSConfirmationDialogPresentation: View {
  let isPresented: Bool
  let dialog: ConfirmationDialog
  let cancel: @MainActor () -> Void
  @Environment(\.dsTheme) private var theme

  var body: some View {
    ZStack {
      if isPresented {
        Rectangle()
          .fill(theme.appearance(.alert).color(.scrim) ?? .clear)
          .onTapGesture { cancel() }
          .accessibilityHidden(true)
          .transition(.opacity)
        dialog
          // A dialog, not a page: on an iPad or a Mac it keeps a readable width.
          .frame(maxWidth: CGFloat(theme.dialogMaximumWidth))
          .padding(theme.spacing.xl)
          .transition(.opacity)
      }
    }
    .animation(.tessera(theme.motion(.standard)), value: isPresented)
  }
}
#endif
