#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraTokens

/// A modal dialog on the theme's popover surface over a scrim: a title, a message and one or two
/// buttons (a destructive or primary action and a cancel). Present it with
/// `.dsAlert(_:isPresented:message:primary:secondary:)`, which covers the whole window
/// (navigation and tab bars included) as a system presentation and draws the window's toasts
/// above it. VoiceOver treats it as modal and moves into it when it appears. With a hardware
/// keyboard, Return confirms and Escape backs out, but no key confirms a destructive action
/// (`AlertShortcut`).
///
/// ```swift
/// .dsAlert("Delete draft?", isPresented: $confirming, message: "This can't be undone.",
///          primary: DSAlert.Action("Delete", role: .destructive) { delete() })
/// ```
public struct DSAlert: View {
  /// One of the dialog's buttons.
  public struct Action {
    let title: Text
    let role: DSButtonRole
    let handler: @MainActor () -> Void

    /// Creates a button whose title is looked up in the app's strings; a string literal
    /// chooses this one.
    /// - Parameters:
    ///   - title: The key of the button's title.
    ///   - role: The theme's button role (`.destructive` for dangerous actions).
    ///   - handler: What the button does; the dialog closes afterwards.
    public init(
      _ title: LocalizedStringKey, role: DSButtonRole = .primary,
      handler: @escaping @MainActor () -> Void = {}
    ) {
      self.title = Text(title)
      self.role = role
      self.handler = handler
    }
  }

  private let title: Text
  private let message: Text?
  private let primary: Action
  private let secondary: Action?
  private let dismiss: @MainActor () -> Void
  var identifier: String?
  @Environment(\.dsTheme) private var theme
  @AccessibilityFocusState private var isFocused: Bool

  /// Creates a dialog whose title and message are looked up in the app's strings, as
  /// `alert(_:isPresented:actions:message:)`'s are; string literals choose this one.
  /// - Parameters:
  ///   - title: The key of the question or statement.
  ///   - message: The key of the supporting text.
  ///   - primary: The main action.
  ///   - secondary: A second action, usually "Cancel".
  ///   - dismiss: Closes the dialog; called after either button.
  public init(
    _ title: LocalizedStringKey, message: LocalizedStringKey? = nil, primary: Action,
    secondary: Action? = nil,
    dismiss: @escaping @MainActor () -> Void
  ) {
    self.init(
      title: Text(title), message: message.map { Text($0) }, primary: primary,
      secondary: secondary, identifier: nil, dismiss: dismiss)
  }

  init(
    title: Text, message: Text?, primary: Action, secondary: Action?, identifier: String?,
    dismiss: @escaping @MainActor () -> Void
  ) {
    self.title = title
    self.message = message
    self.primary = primary
    self.secondary = secondary
    self.identifier = identifier
    self.dismiss = dismiss
  }

  /// The dialog and its scrim.
  public var body: some View {
    let look = theme.appearance(.alert)
    DSModalScrim(look) {
      VStack(alignment: .leading, spacing: theme.gaps.regular) {
        // The title and message scroll when they do not fit (a long message at an
        // accessibility text size), so the buttons below always stay on screen.
        ViewThatFits(in: .vertical) {
          heading(look)
          ScrollView { heading(look) }
        }
        DSButtonGroup {
          if let secondary {
            button(secondary, shortcut: AlertShortcut.forSecondary(secondary.role))
          }
          button(primary, shortcut: AlertShortcut.forPrimary(primary.role))
        }
      }
      .dsChrome(look, appliesText: false)
      // A dialog, not a page: on an iPad or a Mac it keeps a readable width.
      .frame(maxWidth: CGFloat(theme.dialogMaximumWidth))
      .padding(theme.spacing.xl)
      .accessibilityElement(children: .contain)
      // VoiceOver moves into the dialog when it appears and reads its title first.
      .accessibilityFocused($isFocused)
      .onAppear { isFocused = true }
      .dsAccessibilityIdentifier(identifier)
    }
    .dsDismissesOnEscape {
      if AlertShortcut.escapeCloses(primary: primary.role, secondary: secondary?.role) {
        dismiss()
      }
    }
  }

  private func heading(_ look: ComponentAppearance) -> some View {
    DSHeading(title, message: message, look: look)
      .fixedSize(horizontal: false, vertical: true)
      .frame(maxWidth: .infinity, alignment: .leading)
  }

  private func button(_ action: Action, shortcut: AlertShortcut?) -> some View {
    DSButton(
      title: action.title, role: action.role, size: nil, icon: nil, isLoading: false,
      isFullWidth: true, identifier: nil
    ) {
      action.handler()
      dismiss()
    }
    .dsAlertShortcut(shortcut)
  }
}

extension View {
  /// Presents a ``DSAlert`` over this view while `isPresented` is true, its title and message
  /// looked up in the app's strings (string literals choose this one).
  ///
  /// ```swift
  /// .dsAlert("Sign out?", isPresented: $asking, primary: DSAlert.Action("Sign out") { out() },
  ///          secondary: DSAlert.Action("Cancel", role: .secondary))
  /// ```
  /// - Parameters:
  ///   - title: The key of the question or statement.
  ///   - isPresented: Whether the dialog is shown; it is set to false when a button closes it.
  ///   - message: The key of the supporting text.
  ///   - primary: The main action.
  ///   - secondary: A second action, usually "Cancel".
  public func dsAlert(
    _ title: LocalizedStringKey, isPresented: Binding<Bool>, message: LocalizedStringKey? = nil,
    primary: DSAlert.Action, secondary: DSAlert.Action? = nil
  ) -> some View {
    modifier(
      DSAlertModifier(
        title: Text(title), isPresented: isPresented, message: message.map { Text($0) },
        primary: primary, secondary: secondary))
  }
}

/// Presents the dialog over the whole window: a system presentation (a full-screen cover with
/// a clear background, a window-modal sheet on macOS) that covers navigation and tab bars,
/// shown and removed without the presentation's slide, the dialog drawing its own scrim.
struct DSAlertModifier: ViewModifier {
  let title: Text
  @Binding var isPresented: Bool
  let message: Text?
  let primary: DSAlert.Action
  let secondary: DSAlert.Action?
  var presenting = DSPresentingEnvironment()
  /// Mirrors `isPresented` inside a transaction without animation, so the cover does not slide.
  @State private var isCovering = false

  func body(content: Content) -> some View {
    content
      .dsWindowCover(isPresented: $isCovering) {
        DSAlert(
          title: title, message: message, primary: primary, secondary: secondary, identifier: nil
        ) {
          isPresented = false
        }
        .modifier(presenting.carried)
      }
      .onChange(of: isPresented, initial: true) { _, presented in
        var transaction = Transaction()
        transaction.disablesAnimations = true
        withTransaction(transaction) { isCovering = presented }
      }
      .onChange(of: isCovering) { _, covering in
        if !covering, isPresented { isPresented = false }
      }
  }
}
#endif
