#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraUI

extension ComponentSample {
  /// The render samples of the Chip family's catalog components, by name; nil for a name
  /// that is not one of them.
  @MainActor static func chipSamples(_ name: String) -> AnyView? {
    switch name {
    case "DSChip": return AnyView(DSChip("Vegetarian", isSelected: .constant(true)))
    case "DSChipGroup":
      return AnyView(
        DSChipGroup(label: "Filters") {
          DSChip("Vegan", isSelected: .constant(false))
          DSChip("Add filter", icon: "plus") {}
        })
    default: return nil
    }
  }
}
#endif
