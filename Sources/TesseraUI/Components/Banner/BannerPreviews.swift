#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraState

#Preview("Banner: styles") {
  ScrollView {
    VStack(spacing: 12) {
      Banner(banner: BannerData(title: "New version available", style: .info))
      Banner(banner: BannerData(title: "Backup complete", message: "3,214 photos", style: .success))
      Banner(banner: BannerData(title: "You're offline", style: .warning))
      Banner(
        banner: BannerData(title: "Sync failed", message: "Check your connection.", style: .error))
    }
  }
}

#Preview("Banner: action and long text") {
  ScrollView {
    VStack(spacing: 12) {
      Banner(
        banner: BannerData(
          title: "Update ready", message: "Restart to finish.", style: .warning,
          action: NoticeAction(title: "Restart") {}))
      Banner(
        banner: BannerData(
          title: "Your subscription renews tomorrow and will be charged to the card on file",
          message: "Change or cancel it in Settings before midnight to avoid being charged again.",
          style: .info, action: NoticeAction(title: "Manage") {}))
    }
  }
}

#Preview("Banner: shown by a host") {
  @Previewable @State var banners = previewBanners()
  DSEmptyState("Inbox", message: "New messages appear here.", systemImage: "tray")
    .frame(maxWidth: .infinity, maxHeight: .infinity)
    .bannerHost(manager: banners)
}

/// A banner manager showing an offline banner, which stays until dismissed.
@MainActor private func previewBanners() -> BannerManager {
  let manager = BannerManager()
  manager.show(
    BannerData(
      title: "You're offline", message: "Changes sync when you reconnect.", style: .warning))
  return manager
}

// The family's catalog samples, which the rendering references draw.

extension CatalogSample {
  /// The catalog samples of the Banner family's components, by name; nil for a name
  /// that is not one of them.
  @MainActor package static func bannerSamples(_ name: String) -> AnyView? {
    switch name {
    case "Banner":
      return AnyView(
        Banner(banner: BannerData(id: "offline", title: "You are offline", style: .warning)))
    default: return nil
    }
  }
}
#endif
