// must-not-compile: ImageRenderer's members are @MainActor; reading cgImage from a nonisolated function is an error in Swift 6.
// expect: main actor-isolated property 'cgImage'
import CoreGraphics
import SwiftUI

func renderedImage(of renderer: ImageRenderer<Text>) -> CGImage? {
  renderer.cgImage
}
