// must-not-compile: UIKit does not exist on macOS; a branch that covers macOS must not use a
// UIKit type (here a keyboard type, as Platform.swift's iOS branch does).
// module: TesseraUI
// fails-on: macOS
// compiles-on: iOS
// expect: cannot find type 'UIKeyboardType' in scope
#if canImport(SwiftUI)
import SwiftUI
import TesseraForms
#if canImport(UIKit)
import UIKit
#endif

#if os(iOS) || os(macOS)
extension KeyboardKind {
  var fixtureKeyboard: UIKeyboardType { .emailAddress }
}
#endif
#endif
