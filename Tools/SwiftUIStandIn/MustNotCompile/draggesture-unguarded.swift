// must-not-compile: tvOS has no DragGesture (a Siri Remote has no drag); TesseraUI attaches drags
// through dsDrag in Platform.swift, which leaves tvOS alone.
// fails-on: tvOS
// compiles-on: iOS macOS watchOS visionOS
// expect: 'DragGesture' is unavailable in tvOS
import SwiftUI

struct Draggable: View {
  @State private var offset: CGFloat = 0
  var body: some View {
    Text("Drag me")
      .offset(x: offset)
      .gesture(DragGesture().onChanged { offset = $0.translation.width })
  }
}
