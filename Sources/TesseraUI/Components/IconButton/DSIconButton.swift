#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraTokens

/// A button that shows only an SF Symbol, drawn in a theme button role, with a touch target of
/// at least 44 × 44 pt and a spoken label (an icon alone tells VoiceOver nothing).
///
/// ```swift
/// DSIconButton("square.and.arrow.up", accessibilityLabel: "Share", role: .tertiary) { share() }
/// ```
public struct DSIconButton: View {
  private let systemImage: String
  private let label: Text
  private let role: DSButtonRole
  private let size: ComponentSize?
  var identifier: String?
  private let action: @MainActor () -> Void

  /// Creates an icon button whose spoken label is looked up in the app's strings, as
  /// `accessibilityLabel(_:)`'s `LocalizedStringKey` form is; a string literal chooses this one.
  /// - Parameters:
  ///   - systemImage: The SF Symbol name.
  ///   - accessibilityLabel: The key of what VoiceOver reads, such as "Share".
  ///   - role: The theme's button role.
  ///   - size: Small, medium or large; nil (the default) follows the environment's
  ///     `controlSize`, as SwiftUI's controls do (`.controlSize(.large)`).
  ///   - action: What the button does.
  public init(
    _ systemImage: String, accessibilityLabel: LocalizedStringKey,
    role: DSButtonRole = .secondary, size: ComponentSize? = nil,
    action: @escaping @MainActor () -> Void
  ) {
    self.init(
      systemImage: systemImage, label: Text(accessibilityLabel), role: role, size: size,
      identifier: nil, action: action)
  }

  init(
    systemImage: String, label: Text, role: DSButtonRole, size: ComponentSize?,
    identifier: String?, action: @escaping @MainActor () -> Void
  ) {
    self.systemImage = systemImage
    self.label = label
    self.role = role
    self.size = size
    self.identifier = identifier
    self.action = action
  }

  /// The button.
  public var body: some View {
    Button(action: action) {
      Image(systemName: systemImage)
    }
    .buttonStyle(
      DSComponentButtonStyle(style: .iconButton(role), size: size)
    )
    .accessibilityLabel(label)
    .dsAccessibilityIdentifier(identifier)
  }
}
#endif
