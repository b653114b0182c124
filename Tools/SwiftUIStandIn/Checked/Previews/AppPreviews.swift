// An app's own previews, in each form Apple's pages document for `#Preview`
// (/documentation/SwiftUI/Preview(_:body:), /documentation/SwiftUI/Previewable()): type-checked
// on the five platforms with the stand-in's declarations and our implementation of the macros
// (Tools/SwiftUIStandIn/Macros), apart from TesseraUI's own previews.
import SwiftUI

struct GreetingView: View {
  var name: String
  var body: some View { Text("Hello, \(name)") }
}

#Preview {
  GreetingView(name: "Ada")
}

#Preview("Two greetings") {
  GreetingView(name: "Ada")
  GreetingView(name: "Grace")
}

#Preview("A switch with its own state") {
  @Previewable @State var isOn = true
  Toggle("Sound", isOn: $isOn)
}

#Preview("Several properties and statements") {
  @Previewable @State var name = "Ada"
  @Previewable @State var isFormal = false
  TextField("Name", text: $name)
  Toggle("Formal", isOn: $isFormal)
  GreetingView(name: isFormal ? "Dr. \(name)" : name)
}
