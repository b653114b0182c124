// The initializers' deprecated `accessibilityIdentifier:` parameter (#27) still compiles where
// apps call it: with a string literal (the LocalizedStringKey form, not ambiguous with the
// disfavored ones), a String variable and a LocalizedStringResource, before trailing closures,
// in a constrained extension's form and on a view without caller text. The calls sit in a
// deprecated function, where Swift does not warn about deprecated calls, so the type-check's
// zero-warning rule holds; an app calling them elsewhere gets the deprecation warning, whose
// message says to apply `.accessibilityIdentifier(_:)`. The views that derive their parts'
// identifiers from the parameter take it undeprecated, outside.
import Foundation
import SwiftUI
import Tessera

/// Calls each kind of deprecated form once.
struct DeprecatedIdentifierCallers {
  let title: String = "Already localized"
  let resource: LocalizedStringResource = "Continue"

  @available(*, deprecated, message: "calls the deprecated accessibilityIdentifier: forms")
  @MainActor func deprecatedCalls() -> some View {
    let text = Binding.constant("")
    let isOn = Binding.constant(false)
    return VStack {
      DSTag("Swift", accessibilityIdentifier: "tag.literal")
      DSTag(title, accessibilityIdentifier: "tag.variable")
      DSTag(resource, size: .small, accessibilityIdentifier: "tag.resource")
      DSButton("Continue", role: .primary, accessibilityIdentifier: "continue") {}
      DSButton(title, accessibilityIdentifier: nil) {}
      DSCard(variant: .elevated, accessibilityIdentifier: "card") {
        Text("Body")
      } header: {
        Text("Title")
      }
      DSListRow("Wi-Fi", subtitle: "Home", accessibilityIdentifier: "row")
      ExpandableRow(resource, accessibilityIdentifier: "details") { Text("More") }
      DSTextField("Name", text: text, prompt: "Ada", accessibilityIdentifier: "name")
      TextInputField(title, text: text, accessibilityIdentifier: "phone")
      DSToggle(isOn: isOn, label: "Remember me", accessibilityIdentifier: "remember")
      DSSkeletonListItem(accessibilityIdentifier: "loading")
      DSStepsIndicator(titles: ["Cart", "Pay"], currentIndex: 0, accessibilityIdentifier: "steps")
      DSStepsIndicator(titles: [title], currentIndex: 0, accessibilityIdentifier: "steps.shown")
    }
  }

  /// The views that keep the parameter, undeprecated.
  @MainActor func derivedCalls(card: Binding<CreditCardInput>) -> some View {
    VStack {
      CreditCardInputView(card: card, accessibilityIdentifier: "card")
      DSSnackbar(message: "Saved", accessibilityIdentifier: "saved")
    }
  }
}
