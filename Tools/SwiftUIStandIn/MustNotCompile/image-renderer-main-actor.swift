// Apple's ImageRenderer members are @MainActor: reading `cgImage` from a nonisolated context is
// an error in Swift 6 (TesseraUI's ComponentRenderer is @MainActor for this reason).
import CoreGraphics
import SwiftUI

func renderedImage(of renderer: ImageRenderer<Text>) -> CGImage? {
  renderer.cgImage
}
