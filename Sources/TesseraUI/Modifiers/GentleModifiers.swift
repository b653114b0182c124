#if canImport(SwiftUI)
import SwiftUI
import TesseraTokens

extension View {
  /// GentleDesignSystem's text modifier under its seed name: the typography role's font,
  /// spacing and case, and a color role (the typography role's own color without one). The
  /// roles map through ``GentleRoleMap``; a color role without a Tessera counterpart draws in
  /// the role Tessera uses in its place (``GentleColorRole/drawingRole``).
  ///
  /// ```swift
  /// Text("Welcome").gentleText(.title_xl)
  /// Text("Description").gentleText(.body_m, colorRole: .textSecondary)
  /// ```
  public func gentleText(_ role: GentleTextRole, colorRole: GentleColorRole? = nil)
    -> some View
  {
    dsText(role.tesseraRole, colorRole: colorRole?.drawingRole)
  }

  /// GentleDesignSystem's button modifier under its seed name: styles the buttons in this
  /// view with a button role of the active theme (``SwiftUI/View/dsButton(_:size:isFullWidth:)``).
  ///
  /// ```swift
  /// Button("Continue") {}.gentleButton(.primary)
  /// ```
  public func gentleButton(_ role: GentleButtonRole) -> some View {
    dsButton(role)
  }

  /// GentleDesignSystem's surface modifier under its seed name: draws the view on a surface
  /// role of the active theme (``SwiftUI/View/dsSurface(_:)``), `overlaySheet` as Tessera's
  /// `sheet` and so on.
  ///
  /// ```swift
  /// VStack { Text("Card content") }.gentleSurface(.card)
  /// ```
  public func gentleSurface(_ role: GentleSurfaceRole) -> some View {
    dsSurface(role.tesseraRole)
  }
}
#endif
