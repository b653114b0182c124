#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraState
import TesseraLocalization

/// A full-width message at the top of the screen in a status's tinted fill, with an icon, an
/// optional action and a close button. Shown by `.bannerHost(manager:)` from a
/// `BannerManager`.
///
/// ```swift
/// Banner(banner: BannerData(title: "You're offline", style: .warning)) { }
/// ```
public struct Banner: View {
  private let banner: BannerData
  private let onDismiss: @MainActor () -> Void
  @Environment(\.dsTheme) private var theme
  @Environment(\.dsBackdrop) private var backdrop
  @Environment(\.locale) private var locale

  /// Creates a banner view.
  /// - Parameters:
  ///   - banner: The banner's text, style and optional action.
  ///   - onDismiss: Called when the person closes the banner or runs its action.
  public init(banner: BannerData, onDismiss: @escaping @MainActor () -> Void = {}) {
    self.banner = banner
    self.onDismiss = onDismiss
  }

  /// The banner.
  public var body: some View {
    let status = banner.style.statusKind
    let look = theme.appearance(.banner(status), on: backdrop)
    HStack(alignment: .firstTextBaseline, spacing: theme.gaps.regular) {
      Image(systemName: status.symbolName)
        .dsForeground(look[.icon])
        .accessibilityHidden(true)
        .dsFirstLineCentred(look)
      VStack(alignment: .leading, spacing: theme.gaps.tight) {
        // The title gives the row its first line, so the symbol and the close button are
        // centred on it; a scroll view gives no text baseline of what it holds.
        Text(banner.title).fixedSize(horizontal: false, vertical: true)
          // The status word first ("Warning: You're offline."), as toasts and inline alerts
          // say it: the icon and the fill's color are not the only sign of it.
          .accessibilityLabel(
            status.announcement(title: banner.title, language: .preferred(for: locale)))
        // The message and action scroll when they do not fit (a long message at an
        // accessibility text size on a small phone), so the action stays reachable.
        if banner.message != nil || banner.action != nil {
          ViewThatFits(in: .vertical) {
            details(look: look)
            ScrollView { details(look: look) }
          }
        }
      }
      .frame(maxWidth: .infinity, alignment: .leading)
      Button(action: onDismiss) {
        Image(systemName: "xmark").dsTapTarget(.closeButton, of: look)
      }
      .buttonStyle(.plain)
      .frame(
        minWidth: look.tapTarget(.closeButton).width,
        minHeight: look.tapTarget(.closeButton).height
      )
      .accessibilityLabel(LocalizationKey.close.string(for: locale))
      .dsFirstLineCentred(look)
    }
    .dsChrome(look, fillsWidth: true)
    .accessibilityElement(children: .contain)
    .accessibilityIdentifier("banner.\(banner.id)")
  }

  /// The message and action, as the banner shows them (scrolling or not).
  private func details(look: ComponentAppearance) -> some View {
    VStack(alignment: .leading, spacing: theme.gaps.tight) {
      if let message = banner.message {
        Text(message)
          .dsSecondaryText(look)
          .fixedSize(horizontal: false, vertical: true)
      }
      if let action = banner.action {
        DSNoticeActionButton(title: action.title, look: look) {
          action.handler()
          onDismiss()
        }
      }
    }
  }
}

extension View {
  /// Shows the visible banners of `manager` at the top of this view.
  ///
  /// ```swift
  /// ContentView().bannerHost(manager: banners)
  /// ```
  public func bannerHost(manager: BannerManager = .shared) -> some View {
    overlay(alignment: .top) {
      DSBannerHost(manager: manager).dsNoticeWindow(of: manager)
    }
  }
}

private struct DSBannerHost: View {
  let manager: BannerManager
  @Environment(\.dsTheme) private var theme

  var body: some View {
    let look = theme.appearance(.banner(.neutral))
    VStack(spacing: 0) {
      ForEach(manager.banners) { banner in
        Banner(banner: banner) { manager.dismiss(id: banner.id) }
          .transition(.dsNotice(at: .top, motion: look.motion, reduceMotion: theme.reduceMotion))
      }
    }
    .animation(look.motion.flatMap { Animation.tessera($0) }, value: manager.banners.map(\.id))
    .dsAnnouncesNotices(of: manager)
  }
}

extension BannerStyle {
  /// The status a banner style conveys, for its appearance.
  var statusKind: StatusKind {
    switch self {
    case .info: return .info
    case .success: return .success
    case .warning: return .warning
    case .error: return .error
    }
  }
}

extension StatusKind {
  /// The SF Symbol for a status.
  var symbolName: String {
    switch self {
    case .neutral: return "circle.fill"
    case .info: return "info.circle.fill"
    case .success: return "checkmark.circle.fill"
    case .warning: return "exclamationmark.triangle.fill"
    case .error: return "xmark.octagon.fill"
    }
  }
}
#endif
