// Call sites of SwiftUI Components 2.1's quick-start names (seed 002), written for Tessera's
// type-check rather than copied from the article: a recipe review that uses each name with the
// argument labels the article documents.
import SwiftUI
import Tessera

struct ContentView: View {
  @State private var stars = 4.0
  @State private var sent = false

  var body: some View {
    VStack(spacing: 12) {
      Text(sent ? "Thanks for the review" : "How was the soup?")
      RatingInput(rating: $stars)
      PrimaryButton("Post review") {
        sent = true
      }
    }
    .padding()
  }
}
