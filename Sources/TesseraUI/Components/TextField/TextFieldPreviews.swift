#if canImport(SwiftUI)
import Foundation
import SwiftUI
import TesseraComponents
import TesseraForms

#Preview("TextField: empty, filled, helper, error, disabled") {
  @Previewable @State var name = ""
  @Previewable @State var email = ValidatedValue("", .required().and(.email()))
  ScrollView {
    VStack(spacing: 16) {
      DSTextField("Name", text: $name, prompt: "Ada Lovelace", helper: "As on your ID")
      DSTextField("Email", value: $email, prompt: "name@example.com", keyboard: .emailAddress)
      DSTextField("City", text: .constant("Lisbon"))
      DSTextField("Website", text: .constant("ada@"), error: "Enter a valid web address")
      DSTextField("Username", text: .constant("ada"), helper: "Cannot be changed").disabled(true)
    }
    .padding()
  }
}

#Preview("TextField: sizes, vertical axis, field error") {
  @Previewable @State var bio =
    "Mathematician and writer, known for her work on the Analytical Engine."
  ScrollView {
    VStack(spacing: 16) {
      DSTextField("Small", text: .constant(""), prompt: "Small field", size: .small)
      DSTextField("Large", text: .constant(""), prompt: "Large field", size: .large)
      DSTextField("Bio", text: $bio, axis: .vertical)
      DSTextField("Email", text: .constant("ada@")).dsFieldError("Enter a valid email address")
    }
    .padding()
  }
}

#Preview("TextInputField: plain, validated, error") {
  @Previewable @State var phone = ValidatedValue("", .required())
  @Previewable @State var company = ""
  ScrollView {
    VStack(spacing: 16) {
      TextInputField("Company", text: $company, placeholder: "Optional")
      TextInputField("Phone", value: $phone, keyboardType: .phonePad)
      TextInputField("Email", text: .constant("ada@"), error: "Enter a valid email address")
      TextInputField("Coupon", text: .constant("SPRING"), helper: "Applied at checkout")
    }
    .padding()
  }
}

#Preview("TextArea: empty, filled, error") {
  @Previewable @State var notes = ""
  ScrollView {
    VStack(spacing: 16) {
      DSTextArea("Notes", text: $notes, prompt: "Anything we should know?", minimumLines: 4)
      DSTextArea(
        "Delivery instructions",
        text: .constant("Leave the parcel with the neighbour at number 12 if nobody answers."),
        helper: "Visible to the courier")
      DSTextArea("Message", text: .constant("Hi"), error: "At least 10 characters", minimumLines: 2)
    }
    .padding()
  }
}

#Preview("SearchField and PasswordField") {
  @Previewable @State var query = ""
  @Previewable @State var password = ""
  ScrollView {
    VStack(spacing: 16) {
      DSSearchField(text: $query, prompt: "Search recipes")
      DSSearchField(text: .constant("Swift"), size: .large)
      DSPasswordField("Password", text: $password, helper: "At least 8 characters")
      DSPasswordField("Current password", text: .constant("hunter2"), error: "Wrong password")
      DSPasswordField(
        "New password", text: .constant("correct horse"), showsStrength: true, isNewPassword: true)
    }
    .padding()
  }
}

#Preview("CreditCardInput: empty and filled") {
  @Previewable @State var card = CreditCardInput()
  ScrollView {
    VStack(spacing: 24) {
      CreditCardInputView(card: $card)
      CreditCardInputView(
        card: .constant(CreditCardInput(number: "4242 4242 4242 4242", expiry: "12/29", cvv: "123"))
      )
    }
    .padding()
  }
}

#Preview("FormView: a contact form from JSON") {
  ScrollView {
    VStack {
      if let schema = try? FormSchema.decode(from: Data(previewContactForm.utf8)) {
        DSFormView(schema: schema, submitTitle: "Send") { _ in }
      }
    }
    .padding()
  }
}

/// A contact form with a conditional field, as an app would load it.
private let previewContactForm = """
  {
    "title": "Contact us",
    "fields": [
      {"id": "name", "type": "text", "label": "Name", "required": true},
      {"id": "email", "type": "email", "label": "Email", "required": true},
      {"id": "topic", "type": "choice", "label": "Topic", "options": ["Sales", "Support"]},
      {"id": "order", "type": "text", "label": "Order number",
       "visibleWhen": {"field": "topic", "equals": "Support"}},
      {"id": "message", "type": "textArea", "label": "Message", "minLength": 10}
    ]
  }
  """

// The family's catalog samples, which the rendering references draw.

extension CatalogSample {
  @MainActor private static let schema = try? FormSchema.decode(
    from: Data(
      #"{"title": "Contact", "fields": [{"id": "name", "type": "text", "label": "Name"}]}"#.utf8))

  /// The catalog samples of the TextField family's components, by name; nil for a name
  /// that is not one of them.
  @MainActor package static func textFieldSamples(_ name: String) -> AnyView? {
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
