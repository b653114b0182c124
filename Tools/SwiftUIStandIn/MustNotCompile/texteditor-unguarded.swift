// must-not-compile: TextEditor exists on iOS, macOS and visionOS only; unguarded, it breaks
// every tvOS and watchOS app (the seed's DSTextArea did this).
// fails-on: tvOS watchOS
// compiles-on: iOS macOS visionOS
// expect: 'TextEditor' is unavailable in {platform}
import SwiftUI

struct NotesEditor: View {
  @Binding var notes: String
  var body: some View {
    TextEditor(text: $notes)
  }
}
