// @Entry is iOS 18 / macOS 15; the stand-in targets iOS 17 / macOS 14 and does not declare it.
import SwiftUI

extension EnvironmentValues {
  @Entry var accent: Int = 0
}
