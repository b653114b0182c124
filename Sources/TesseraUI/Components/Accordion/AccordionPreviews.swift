#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents

#Preview("Accordion: standard, separated, bordered") {
  ScrollView {
    VStack(spacing: 24) {
      Accordion(items: [
        .init(title: "Account", icon: "person") { Text("Name and email") },
        .init(title: "Privacy", subtitle: "Who sees what", icon: "lock") { Text("Public") },
      ])
      Accordion(
        items: [
          .init(title: "Delivery", icon: "shippingbox") { Text("Orders ship from Lisbon.") },
          .init(title: "Returns", subtitle: "Free within 30 days") {
            Text("Use the return label.")
          },
        ], allowMultiple: true, style: .separated)
      Accordion(
        items: [
          .init(title: "Notifications", icon: "bell") { Text("Push and email") },
          .init(
            title: "A long section title that has to wrap onto a second line",
            subtitle: "And a subtitle that is long enough to wrap as well"
          ) {
            Text("Content")
          },
        ], style: .bordered)
    }
    .padding()
  }
}

#Preview("ExpandableRow: collapsed, expanded") {
  @Previewable @State var isExpanded = true
  ScrollView {
    VStack(spacing: 16) {
      ExpandableRow("Shipping", subtitle: "2–4 days", icon: "shippingbox") {
        Text("Orders ship from Lisbon.")
      }
      ExpandableRow("Payment", icon: "creditcard", style: .bordered, isExpanded: $isExpanded) {
        Text("Visa ending in 4242")
      }
      ExpandableRow("Gift wrap", style: .separated, isExpanded: .constant(false)) {
        Text("Add a message")
      }
    }
    .padding()
  }
}

// The family's catalog samples, which the rendering references draw.

extension CatalogSample {
  /// The catalog samples of the Accordion family's components, by name; nil for a name
  /// that is not one of them.
  @MainActor package static func accordionSamples(_ name: String) -> AnyView? {
    switch name {
    case "Accordion":
      return AnyView(
        Accordion(
          items: [
            .init(title: "Account", icon: "person") { Text("Name and email") },
            .init(title: "Privacy", subtitle: "Who sees what", icon: "lock") { Text("Public") },
          ], style: .bordered))
    case "ExpandableRow":
      return AnyView(
        ExpandableRow("Shipping", subtitle: "2–4 days", isExpanded: .constant(true)) {
          Text("Orders ship from Lisbon.")
        })
    default: return nil
    }
  }
}
#endif
