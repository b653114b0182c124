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
/// validation (no action besides cancel, an empty title, two cancels) are reported in the
/// dialog in place of its buttons, with only a cancel button left.
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
    public let title: String
    /// Its role: standard, destructive or cancel.
    public let role: ConfirmationActionRole
    /// What it does when chosen.
    public let handler: @MainActor () -> Void

    /// Creates an action.
    public init(
      _ title: String, role: ConfirmationActionRole = .standard,
      handler: @escaping @MainActor () -> Void = {}
    ) {
      self.title = title
      self.role = role
      self.handler = handler
    }
  }

  private let title: Text
  private let message: Text?
  private let actions: [Action]
  private let onCancel: @MainActor () -> Void
  private let identifier: String?
  private var usesLocalizedConfirm = false
  @Environment(\.dsTheme) private var theme
  @Environment(\.locale) private var locale

  /// Creates a dialog with any actions whose title and message are looked up in the app's
  /// strings, as `confirmationDialog(_:isPresented:actions:message:)`'s are; string literals
  /// choose this one. The actions' titles are checked (none empty), so they are text the app
  /// already has.
  /// - Parameters:
  ///   - title: The key of the question.
  ///   - message: The key of what answering it does.
  ///   - actions: The answers; a cancel action is added when none is given.
  ///   - accessibilityIdentifier: An identifier for UI tests.
  ///   - onCancel: Called by the added cancel action, and by Escape.
  public init(
    _ title: LocalizedStringKey, message: LocalizedStringKey? = nil, actions: [Action],
    accessibilityIdentifier: String? = nil, onCancel: @escaping @MainActor () -> Void = {}
  ) {
    self.init(
      text: Text(title), message: message.map { Text($0) }, actions: actions,
      identifier: accessibilityIdentifier, onCancel: onCancel)
  }

  /// Creates a dialog with any actions whose title and message are resources looked up when
  /// they are drawn.
  /// - Parameters:
  ///   - title: The resource of the question.
  ///   - message: The resource of what answering it does.
  ///   - actions: The answers; a cancel action is added when none is given.
  ///   - accessibilityIdentifier: An identifier for UI tests.
  ///   - onCancel: Called by the added cancel action, and by Escape.
  @_disfavoredOverload
  public init(
    _ title: LocalizedStringResource, message: LocalizedStringResource? = nil,
    actions: [Action], accessibilityIdentifier: String? = nil,
    onCancel: @escaping @MainActor () -> Void = {}
  ) {
    self.init(
      text: Text(title), message: message.map { Text($0) }, actions: actions,
      identifier: accessibilityIdentifier, onCancel: onCancel)
  }

  /// Creates a dialog with any actions whose title and message are shown as written.
  /// - Parameters:
  ///   - title: The question.
  ///   - message: What answering it does.
  ///   - actions: The answers; a cancel action is added when none is given.
  ///   - accessibilityIdentifier: An identifier for UI tests.
  ///   - onCancel: Called by the added cancel action, and by Escape.
  @_disfavoredOverload
  public init<Title: StringProtocol>(
    _ title: Title, message: String? = nil, actions: [Action],
    accessibilityIdentifier: String? = nil, onCancel: @escaping @MainActor () -> Void = {}
  ) {
    self.init(
      text: Text(title), message: message.map { Text($0) }, actions: actions,
      identifier: accessibilityIdentifier, onCancel: onCancel)
  }

  private init(
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
  /// title and message are looked up in the app's strings; string literals choose this one.
  /// - Parameters:
  ///   - title: The key of the question.
  ///   - message: The key of what confirming does.
  ///   - confirmTitle: The action's title; "Confirm" in the person's language when nil.
  ///   - cancelTitle: The cancel action's title; "Cancel" in the person's language when nil.
  ///   - isDestructive: Whether confirming destroys data (drawn in the error color, never the
  ///     Return-key default).
  ///   - accessibilityIdentifier: An identifier for UI tests.
  ///   - onConfirm: Called when the action is chosen.
  ///   - onCancel: Called when cancelled.
  public init(
    title: LocalizedStringKey, message: LocalizedStringKey, confirmTitle: String? = nil,
    cancelTitle: String? = nil, isDestructive: Bool = false,
    accessibilityIdentifier: String? = nil, onConfirm: @escaping @MainActor () -> Void,
    onCancel: @escaping @MainActor () -> Void
  ) {
    self.init(
      text: Text(title), message: Text(message), confirmTitle: confirmTitle,
      cancelTitle: cancelTitle, isDestructive: isDestructive,
      identifier: accessibilityIdentifier, onConfirm: onConfirm, onCancel: onCancel)
  }

  /// Creates a dialog with one action and a cancel action, as SwiftUI-Components does, whose
  /// title and message are resources looked up when they are drawn.
  /// - Parameters:
  ///   - title: The resource of the question.
  ///   - message: The resource of what confirming does.
  ///   - confirmTitle: The action's title; "Confirm" in the person's language when nil.
  ///   - cancelTitle: The cancel action's title; "Cancel" in the person's language when nil.
  ///   - isDestructive: Whether confirming destroys data (drawn in the error color, never the
  ///     Return-key default).
  ///   - accessibilityIdentifier: An identifier for UI tests.
  ///   - onConfirm: Called when the action is chosen.
  ///   - onCancel: Called when cancelled.
  @_disfavoredOverload
  public init(
    title: LocalizedStringResource, message: LocalizedStringResource,
    confirmTitle: String? = nil, cancelTitle: String? = nil, isDestructive: Bool = false,
    accessibilityIdentifier: String? = nil, onConfirm: @escaping @MainActor () -> Void,
    onCancel: @escaping @MainActor () -> Void
  ) {
    self.init(
      text: Text(title), message: Text(message), confirmTitle: confirmTitle,
      cancelTitle: cancelTitle, isDestructive: isDestructive,
      identifier: accessibilityIdentifier, onConfirm: onConfirm, onCancel: onCancel)
  }

  /// Creates a dialog with one action and a cancel action, as SwiftUI-Components does, whose
  /// title and message are shown as written.
  /// - Parameters:
  ///   - title: The question.
  ///   - message: What confirming does.
  ///   - confirmTitle: The action's title; "Confirm" in the person's language when nil.
  ///   - cancelTitle: The cancel action's title; "Cancel" in the person's language when nil.
  ///   - isDestructive: Whether confirming destroys data (drawn in the error color, never the
  ///     Return-key default).
  ///   - accessibilityIdentifier: An identifier for UI tests.
  ///   - onConfirm: Called when the action is chosen.
  ///   - onCancel: Called when cancelled.
  @_disfavoredOverload
  public init<Title: StringProtocol>(
    title: Title, message: String, confirmTitle: String? = nil, cancelTitle: String? = nil,
    isDestructive: Bool = false, accessibilityIdentifier: String? = nil,
    onConfirm: @escaping @MainActor () -> Void, onCancel: @escaping @MainActor () -> Void
  ) {
    self.init(
      text: Text(title), message: Text(message), confirmTitle: confirmTitle,
      cancelTitle: cancelTitle, isDestructive: isDestructive,
      identifier: accessibilityIdentifier, onConfirm: onConfirm, onCancel: onCancel)
  }

  private init(
    text title: Text, message: Text, confirmTitle: String?, cancelTitle: String?,
    isDestructive: Bool, identifier: String?, onConfirm: @escaping @MainActor () -> Void,
    onCancel: @escaping @MainActor () -> Void
  ) {
    self.title = title
    self.message = message
    self.identifier = identifier
    self.onCancel = onCancel
    var actions = [
      Action(
        confirmTitle ?? "", role: isDestructive ? .destructive : .standard, handler: onConfirm)
    ]
    if let cancelTitle { actions.append(Action(cancelTitle, role: .cancel, handler: onCancel)) }
    self.actions = actions
    self.usesLocalizedConfirm = confirmTitle == nil
  }

  /// The dialog.
  public var body: some View {
    let panel = theme.appearance(.confirmationDialog(.standard))
    let validated = validatedActions
    VStack(spacing: 0) {
      VStack(spacing: theme.gaps.tight) {
        DSHeading(title, message: message, look: panel)
      }
      .multilineTextAlignment(.center)
      .frame(maxWidth: .infinity)
      .padding(panel.insets.edgeInsets)
      switch validated {
      case .success(let valid):
        buttons(valid)
      case .failure(let error):
        Text(String(describing: error))
          .dsText(.footnote)
          .dsForeground(theme.appearance(.confirmationDialog(.destructive)).action)
          .padding(panel.insets.edgeInsets)
        button(ConfirmationAction(LocalizationKey.cancel.string(for: locale), role: .cancel))
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
    .accessibilityAction(named: LocalizationKey.cancel.string(for: locale)) { cancel() }
    .dsAccessibilityIdentifier(identifier)
  }

  private var validatedActions: Result<ConfirmationActions, ConfirmationActionsError> {
    let given = actions.map { action in
      ConfirmationAction(
        action.title.isEmpty && usesLocalizedConfirm && action.role != .cancel
          ? LocalizationKey.confirm.string(for: locale) : action.title,
        role: action.role)
    }
    do throws(ConfirmationActionsError) {
      return .success(
        try ConfirmationActions(given, cancelTitle: LocalizationKey.cancel.string(for: locale)))
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
          button(action, isDefault: action == valid.returnAction)
        }
      }
    case .row:
      VStack(spacing: 0) {
        DSDivider()
        HStack(spacing: 0) {
          ForEach(Array(ordered.enumerated()), id: \.offset) { _, action in
            button(action, isDefault: action == valid.returnAction)
          }
        }
      }
    }
  }

  private func button(_ action: ConfirmationAction, isDefault: Bool = false) -> some View {
    let look = theme.appearance(.confirmationDialog(action.role))
    return Button {
      perform(action)
    } label: {
      Text(action.title)
        .dsTextStyle(theme.text(.body))
        .fontWeight(action.role == .cancel || isDefault ? .semibold : nil)
        .dsForeground(look.action)
        .frame(maxWidth: .infinity)
        .dsTapTarget(.action, of: look)
    }
    .buttonStyle(.plain)
  }

  private func perform(_ action: ConfirmationAction) {
    if let given = actions.first(where: { $0.title == action.title && $0.role == action.role }) {
      given.handler()
    } else if action.role == .cancel {
      onCancel()
    } else if let confirm = actions.first(where: { $0.role != .cancel }) {
      confirm.handler()
    }
  }

  private func cancel() {
    if let given = actions.first(where: { $0.role == .cancel }) {
      given.handler()
    } else {
      onCancel()
    }
  }
}
#endif
