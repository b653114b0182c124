#if canImport(SwiftUI)
import Foundation
import SwiftUI
import TesseraComponents
import TesseraForms
import TesseraUI

extension ComponentSample {
  @MainActor static let schema = try? FormSchema.decode(
    from: Data(
      #"{"title": "Contact", "fields": [{"id": "name", "type": "text", "label": "Name"}]}"#.utf8))

  /// The render samples of the TextField family's catalog components, by name; nil for a name
  /// that is not one of them.
  @MainActor static func textFieldSamples(_ name: String) -> AnyView? {
    switch name {
    case "DSTextField":
      return AnyView(DSTextField("Name", text: .constant("Ada Lovelace"), helper: "As on your ID"))
    case "TextInputField":
      return AnyView(
        TextInputField("Email", text: .constant("ada@"), error: "Enter a valid email address"))
    case "DSTextArea":
      return AnyView(DSTextArea("Notes", text: .constant("Leave at the door."), minimumLines: 2))
    case "DSSearchField": return AnyView(DSSearchField(text: .constant("Swift")))
    case "DSPasswordField":
      return AnyView(
        DSPasswordField("Password", text: .constant("correct horse"), showsStrength: true))
    case "CreditCardInputView":
      return AnyView(CreditCardInputView(card: .constant(CreditCardInput())))
    case "DSFormView":
      return schema.map { schema in AnyView(DSFormView(schema: schema) { _ in }) }
    default: return nil
    }
  }
}
#endif
