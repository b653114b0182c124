#if canImport(SwiftUI)
import SwiftUI

#Preview("KeyValue: rows and long values") {
  ScrollView {
    VStack(spacing: 12) {
      DSKeyValue("Renews", value: "1 May 2027")
      DSKeyValue("Plan", value: "Family")
      DSKeyValue("Shipping address", value: "Rua Augusta 274, 3rd floor, 1100-053 Lisbon, Portugal")
      DSKeyValue("Order number", value: "A-2026-000481-XZ")
    }
    .padding()
  }
}
#endif
