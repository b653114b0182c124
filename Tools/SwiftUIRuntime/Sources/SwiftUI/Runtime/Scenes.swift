// The scene a test's views are in. Declarations match Tools/SwiftUIStandIn/Frameworks/SwiftUI/App.swift.
import Foundation

extension EnvironmentValues {
  /// The current phase of the scene: `.active` unless a test sets another
  /// (`setSystemValue("scenePhase", ...)`), as a scene on screen and in front is
  /// (https://developer.apple.com/documentation/swiftui/scenephase).
  /// - Apple: `var scenePhase: ScenePhase { get set }`
  /// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
  @available(iOS 14, macOS 11, tvOS 14, watchOS 7, *)
  public var scenePhase: ScenePhase {
    get { values["scenePhase"] as? ScenePhase ?? .active }
    set { values["scenePhase"] = newValue }
  }
}
