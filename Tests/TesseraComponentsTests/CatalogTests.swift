import Foundation
import Testing

@testable import TesseraComponents

@Suite("Component catalog")
struct CatalogTests {
  @Test("names are unique and summaries are short sentences")
  func names() {
    let names = ComponentCatalog.all.map(\.name)
    #expect(Set(names).count == names.count)
    for component in ComponentCatalog.all {
      #expect(component.summary.hasSuffix("."), "\(component.name)")
      #expect(component.summary.count <= 150, "\(component.name)")
    }
  }

  /// The 22 component names of DesignSystemPro 2.0 that Tessera lacked (issue #14); with the
  /// names above, all 51 of DesignSystemPro's exist.
  static let designSystemProNames = [
    "DSSwitch", "DSCardHeader", "DSCardFooter", "DSMediaCard", "DSStatCard", "DSListCard",
    "DSCardListItem", "DSDotBadge", "DSBorderedAvatar", "DSAvatarWithBadge", "DSChart",
    "DSProgressIndicator", "DSSpacer", "DSSkeletonText", "DSSkeletonAvatar", "DSSkeletonCard",
    "DSSkeletonListItem", "DSSkeletonTable", "DSSkeletonProfile", "DSConditionalSkeleton",
    "DSSnackbar", "DSModal",
  ]

  @Test("every component the issues list is in the catalog")
  func coverage() {
    let required =
      [
        "DSButton", "PrimaryButton", "DSIconButton", "DSButtonGroup", "DSTextField",
        "TextInputField", "DSTextArea", "DSSearchField", "DSPasswordField", "DSOTPField",
        "DSToggle",
        "DSCheckbox", "DSCheckboxGroup", "DSRadio", "DSRadioGroup", "DSSegmentedControl",
        "DSSlider",
        "DSStepper", "RatingInput", "DSChip", "DSChipGroup", "DSCard", "DSStatusBadge", "DSBadge",
        "DSCounterBadge", "DSTag", "DSAvatar", "DSAvatarGroup", "DSDivider", "DSListRow",
        "DSToastView", "DSToastContainer", "SnackBar", "Banner", "DSInlineAlert", "DSAlert",
        "DSSheet", "DSTooltip", "DSSpinner", "DSLoadingOverlay", "DSSkeleton", "DSEmptyState",
        "DSProgressBar", "DSProgressRing", "DSGauge", "DSBarChart", "DSLineChart", "DSSparkline",
        "DSDonutChart", "DSKeyValue", "DSTimeline", "DSNavigationBar", "DSTabBar",
        "DSPageIndicator", "DSStepsIndicator", "DSCarousel", "TestimonialCarousel", "DSFormView",
        "CreditCardInputView", "DSDrawingCanvas",
      ] + Self.designSystemProNames + Self.swiftUIComponentsNames
    // The list is what the issues and seeds require, not the catalog's size: a new component
    // family adds to the catalog without editing this test.
    for name in required {
      #expect(ComponentCatalog.named(name) != nil, "\(name) missing")
    }
    #expect(Set(required).count == required.count, "a name is listed twice")
  }

  @Test("every style family draws at least one catalog component, and every family is audited")
  func styles() {
    let used = Set(ComponentCatalog.all.flatMap(\.allStyles))
    #expect(used == Set(ComponentStyleFamily.allCases))
    for section in ComponentSection.allCases {
      #expect(!ComponentCatalog.section(section).isEmpty, "\(section)")
    }
    let audited = Set(ComponentStyle.all.map(\.family))
    #expect(audited == Set(ComponentStyleFamily.allCases))
  }

  @Test("a descriptor keeps its JSON form: the catalog section under the key \"family\"")
  func descriptorCoding() throws {
    let json = Data(
      #"{"name":"DSBadge","family":"display","summary":"A label.","style":"badge","partStyles":[]}"#
        .utf8)
    let decoded = try JSONDecoder().decode(ComponentDescriptor.self, from: json)
    #expect(decoded.section == .display)
    #expect(decoded.style == .badge)
    let object = try #require(
      try JSONSerialization.jsonObject(with: JSONEncoder().encode(decoded)) as? [String: Any])
    #expect(object["family"] as? String == "display")
    #expect(object["section"] == nil)
  }

  @Test("platform limits are recorded")
  func platforms() {
    #expect(ComponentCatalog.named("DSTextArea")?.unavailableOn == "tvOS, watchOS")
    #expect(ComponentCatalog.named("DSButton")?.unavailableOn == nil)
  }
}
