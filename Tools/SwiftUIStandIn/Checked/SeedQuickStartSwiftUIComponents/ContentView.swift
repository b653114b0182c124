// swift-format-ignore-file
// (The seed's code as its authors wrote it, indentation and import order included, so this
// file stays a faithful copy; Tessera's own files follow the project's format.)
// SwiftUI Components 2.1's README quick start (seed 002), compiled against Tessera with only the
// import changed: `import SwiftUIComponents` became `import Tessera`.
import SwiftUI
import Tessera

struct ContentView: View {
    @State private var rating = 3.0

    var body: some View {
        VStack(spacing: 20) {
            Text("Rate this app")
                .font(.headline)
            RatingInput(rating: $rating)
            PrimaryButton("Send rating") {
                print("Rating: \(rating)")
            }
        }
        .padding()
    }
}
