// Every TesseraUI initializer that takes caller text, called with each of the three kinds of
// text SwiftUI's own controls take: a string literal (looked up as a LocalizedStringKey), a
// String variable (shown as written, through the StringProtocol overload) and a
// LocalizedStringResource. Compiled on every Apple platform by the type-check, so a missing
// overload, or two overloads a literal cannot choose between, fails it. The calls are grouped
// by component folder, one file per group.
import Foundation
import SwiftUI
import Tessera

/// The three kinds of caller text.
enum CallerText {
  /// Text the app already localized, or the user's own: shown as written.
  static var variable: String { "Already localized" }
  /// A resource looked up when it is drawn.
  static var resource: LocalizedStringResource { "Continue" }
  /// A key for an optional secondary text.
  static var optionalVariable: String? { "Supporting text" }
}
