// An app that already has its own `cornerRadius(_:corners:)` (the extension many SwiftUI
// projects copy) imports Tessera: its calls must compile without "ambiguous use", picking the
// app's own, and Tessera's stays reachable as `dsCornerRadius(_:corners:)` on every platform.
import SwiftUI
import Tessera

#if canImport(UIKit)
import UIKit

struct AppRoundedCorner: Shape {
  var radius: CGFloat
  var corners: UIRectCorner

  func path(in rect: CGRect) -> Path {
    Path(rect)
  }
}

extension View {
  func cornerRadius(_ radius: CGFloat, corners: UIRectCorner) -> some View {
    clipShape(AppRoundedCorner(radius: radius, corners: corners))
  }
}

struct AppCornerCalls: View {
  var body: some View {
    VStack {
      Image(systemName: "photo").cornerRadius(16, corners: [.topLeft, .topRight])
      Image(systemName: "photo").dsCornerRadius(16, corners: [.topLeft, .topRight])
    }
  }
}
#else
struct AppCornerCalls: View {
  var body: some View {
    Image(systemName: "photo").dsCornerRadius(16, corners: [.bottomLeft, .bottomRight])
  }
}
#endif
