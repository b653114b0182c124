// Call sites of DesignSystemPro 2.0's public names (seed 001: the tokens and components of its
// quick start), written for Tessera's type-check rather than copied from the article: a
// checkout summary that uses each name with the argument labels the article documents.
import SwiftUI
import Tessera

struct ContentView: View {
  @State private var savesCard = false
  @State private var placed = false

  var body: some View {
    VStack(alignment: .leading, spacing: SpacingTokens.Content.comfortable) {
      Text("Order summary")
        .dsTypography(TypographyTokens.Heading.h2)
      DSStatusBadge(placed ? "Placed" : "In stock", variant: .success)
      DSToggle(isOn: $savesCard, label: "Save this card")
      DSButton("Place order", isFullWidth: true) {
        placed = true
      }
    }
    .padding(SpacingTokens.Layout.screenEdge)
  }
}
