#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents

#Preview("Chip: selected, unselected, action, disabled") {
  @Previewable @State var vegetarian = true
  ScrollView {
    VStack(alignment: .leading, spacing: 16) {
      DSChipGroup {
        DSChip("Vegetarian", isSelected: $vegetarian)
        DSChip("Vegan", isSelected: .constant(false))
      }
      DSChipGroup {
        DSChip("Add filter", icon: "plus") {}
        DSChip("Nearby", isSelected: .constant(true), icon: "location")
      }
      DSChipGroup {
        DSChip("Gluten free", isSelected: .constant(false)).disabled(true)
        DSChip("Halal", isSelected: .constant(true)).disabled(true)
      }
    }
    .padding()
  }
}

#Preview("Chip: sizes") {
  ScrollView {
    DSChipGroup {
      DSChip("Small", isSelected: .constant(true), size: .small)
      DSChip("Medium", isSelected: .constant(true), size: .medium)
      DSChip("Large", isSelected: .constant(true), size: .large)
    }
    .padding()
  }
}

#Preview("ChipGroup: wrapping chips") {
  @Previewable @State var selected: Set<String> = ["Thai", "Italian"]
  let cuisines = ["Thai", "Italian", "Mexican", "Japanese", "Ethiopian", "Georgian", "Peruvian"]
  ScrollView {
    VStack(alignment: .leading, spacing: 24) {
      DSChipGroup(label: "Cuisine") {
        ForEach(cuisines, id: \.self) { cuisine in
          DSChip(
            LocalizedStringKey(cuisine),
            isSelected: previewMembership(of: cuisine, in: $selected))
        }
      }
      DSChipGroup {
        DSChip("Open now", isSelected: .constant(false))
        DSChip("Add filter", icon: "plus") {}
      }
    }
    .padding()
  }
}

/// Whether `option` is in `selection`, as a binding a chip toggles.
private func previewMembership(of option: String, in selection: Binding<Set<String>>)
  -> Binding<Bool>
{
  Binding {
    selection.wrappedValue.contains(option)
  } set: { isOn in
    if isOn {
      selection.wrappedValue.insert(option)
    } else {
      selection.wrappedValue.remove(option)
    }
  }
}

// The family's catalog samples, which the rendering references draw.

extension CatalogSample {
  /// The catalog samples of the Chip family's components, by name; nil for a name
  /// that is not one of them.
  @MainActor package static func chipSamples(_ name: String) -> AnyView? {
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
