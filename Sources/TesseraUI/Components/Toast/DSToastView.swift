#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraState
import TesseraLocalization

/// One toast: a status icon, a title, an optional message and action, on the theme's floating
/// panel. Colors, padding, radius and shadow come from TesseraComponents for the toast's status.
/// Its accessibility identifier is `toast.<id>`, for UI tests.
///
/// ```swift
/// DSToastView(toast: DSToastData(title: "Saved", style: .success))
/// ```
public struct DSToastView: View {
  private let toast: DSToastData
  private let onAction: @MainActor () -> Void
  @Environment(\.dsTheme) private var theme
  @Environment(\.dsBackdrop) private var backdrop
  @Environment(\.locale) private var locale

  /// Creates a toast view.
  /// - Parameters:
  ///   - toast: The toast to show.
  ///   - onAction: Called after the toast's action runs (the container dismisses the toast).
  public init(toast: DSToastData, onAction: @escaping @MainActor () -> Void = {}) {
    self.toast = toast
    self.onAction = onAction
  }

  /// What VoiceOver reads for the toast, in the environment's language ("Erreur : Échec.");
  /// the toast's style names the same statuses as `StatusKind` (info is spoken without a word,
  /// as `DSToastStyle.spokenPrefix` has it). The action's title ends it ("Error: Upload
  /// failed. Retry."): the toast is one element whose activation runs the action, and this
  /// label replaces the one VoiceOver would combine from the button's.
  private var spokenLabel: String {
    let status =
      toast.style == .info ? StatusKind.neutral : StatusKind(rawValue: toast.style.rawValue)
    return (status ?? .neutral).announcement(
      title: toast.title, message: toast.message, action: toast.action?.title,
      language: .preferred(for: locale))
  }

  /// The toast.
  public var body: some View {
    let look = theme.appearance(
      .toast(toast.style.statusKind), on: backdrop)
    HStack(alignment: .firstTextBaseline, spacing: theme.gaps.regular) {
      if let symbol = toast.style.symbolName {
        Image(systemName: symbol)
          .dsForeground(look[.icon])
          .accessibilityHidden(true)
          .dsFirstLineCentred(look)
      }
      VStack(alignment: .leading, spacing: theme.gaps.tight) {
        Text(toast.title)
          .fixedSize(horizontal: false, vertical: true)
        if let message = toast.message {
          Text(message)
            .dsSecondaryText(look)
            .fixedSize(horizontal: false, vertical: true)
        }
      }
      .frame(maxWidth: .infinity, alignment: .leading)
      if let action = toast.action {
        DSNoticeActionButton(title: action.title, look: look) {
          action.handler()
          onAction()
        }
      }
    }
    .dsChrome(look, fillsWidth: true)
    .accessibilityElement(children: .combine)
    .accessibilityLabel(spokenLabel)
    .accessibilityIdentifier("toast.\(toast.id)")
  }
}

extension DSToastStyle {
  /// The status a toast style conveys, for its appearance.
  var statusKind: StatusKind {
    switch self {
    case .success: return .success
    case .error: return .error
    case .warning: return .warning
    case .info: return .info
    case .neutral: return .neutral
    }
  }

  /// The SF Symbol shown before the title, or nil for plain toasts.
  var symbolName: String? {
    switch self {
    case .success: return "checkmark.circle.fill"
    case .error: return "xmark.octagon.fill"
    case .warning: return "exclamationmark.triangle.fill"
    case .info: return "info.circle.fill"
    case .neutral: return nil
    }
  }
}
#endif
