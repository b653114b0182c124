// swift-format-ignore-file
// (The seed's code as its authors wrote it, indentation and import order included, so this
// file stays a faithful copy; Tessera's own files follow the project's format.)
// DesignSystemPro 2.0's README quick start (seed 001), compiled against Tessera with only the
// import changed: `import DesignSystemPro` became `import Tessera`.
import Tessera
import SwiftUI

struct ContentView: View {
    @State private var notificationsOn = true

    var body: some View {
        VStack(spacing: SpacingTokens.Content.comfortable) {
            Text("Hello, DesignSystemPro")
                .dsTypography(TypographyTokens.Heading.h2)

            DSStatusBadge("Ready", variant: .success)

            DSToggle(isOn: $notificationsOn, label: "Notifications")

            DSButton("Continue", isFullWidth: true) {
                notificationsOn.toggle()
            }
        }
        .padding(SpacingTokens.Layout.screenEdge)
    }
}
