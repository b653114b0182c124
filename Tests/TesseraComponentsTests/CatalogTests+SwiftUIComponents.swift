extension CatalogTests {
  /// SwiftUI-Components 2.1's component families that Tessera added for issue #14, under the
  /// seed's names.
  static let swiftUIComponentsNames = [
    "BottomSheet", "ConfirmationDialog", "DropdownMenu", "DropdownItem", "SwipeableRow",
    "Accordion", "ExpandableRow", "RangeSlider", "PinInput", "TagInput", "PhoneInput",
    "DateField", "TimeField", "HighlightedText", "ExpandableText", "MarqueeText",
    "PopoverView", "ReorderableList",
  ]
}
