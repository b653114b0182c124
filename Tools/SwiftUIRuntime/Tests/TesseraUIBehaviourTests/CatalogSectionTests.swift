import SwiftUI
import TesseraState
import TesseraTestSupport
import Testing

@testable import TesseraCatalogFixtures

/// A device setting the catalog runs under: the four theme modes, Large and AX5, and both
/// reading directions (right to left in Arabic).
struct DeviceSetting: CustomStringConvertible, Sendable {
  var scheme: ColorScheme
  var contrast: ColorSchemeContrast
  var size: DynamicTypeSize
  var direction: LayoutDirection

  static let all: [DeviceSetting] = [ColorScheme.light, .dark].flatMap { scheme in
    [ColorSchemeContrast.standard, .increased].flatMap { contrast in
      [DynamicTypeSize.large, .accessibility5].flatMap { size in
        [LayoutDirection.leftToRight, .rightToLeft].map { direction in
          DeviceSetting(scheme: scheme, contrast: contrast, size: size, direction: direction)
        }
      }
    }
  }

  var description: String {
    "\(scheme) \(contrast) \(size) \(direction == .rightToLeft ? "rightToLeft ar" : "\(direction)")"
  }

  var environment: EnvironmentValues {
    var environment = EnvironmentValues()
    environment.colorScheme = scheme
    environment.setSystemValue("colorSchemeContrast", contrast)
    environment.dynamicTypeSize = size
    environment.layoutDirection = direction
    // Right to left in Arabic, Tessera's shipped translation, not English laid out backwards
    // (issue #28: "right-to-left runs use Arabic strings from the shipped translations").
    if direction == .rightToLeft { environment.locale = Locale(identifier: "ar") }
    return environment
  }
}

/// Expects each button labelled in `labels` to lie whole inside `screen`'s safe area after
/// `host`'s last layout.
@MainActor func expectButtons(
  _ labels: [String], inSafeAreaOf screen: (name: String, size: CGSize, safeArea: EdgeInsets),
  in host: ViewHost<some View>, sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let safe = CGRect(origin: .zero, size: screen.size).inset(
    by: screen.safeArea.top, screen.safeArea.bottom)
  for label in labels {
    let button = try #require(
      host.allNodes.first { $0.kind == .button && $0.text == label }?.frames.first,
      sourceLocation: sourceLocation)
    #expect(safe.contains(button), "\(label) \(screen.name)", sourceLocation: sourceLocation)
  }
}

/// Right to left in Arabic, Tessera's shipped translation: the environment the right-to-left
/// behaviour tests run in.
var arabicEnvironment: EnvironmentValues {
  var environment = EnvironmentValues()
  environment.layoutDirection = .rightToLeft
  environment.locale = Locale(identifier: "ar")
  return environment
}

/// A view executed in a host: what the sweeps read of it.
@MainActor protocol ExecutedHost {
  var accessibilityElements: [AccessibilityElement] { get }
  func layout(in screen: CGSize?, safeArea: EdgeInsets) throws -> [LayoutFinding]
}

extension ViewHost: ExecutedHost {}

/// The screens the issue names, in points, with the insets of their system bars: an iPhone
/// (390 × 844, a 47 pt status bar and a 34 pt home indicator, as UIKit reports them on the
/// iPhone 12 to 14), an iPad mini (744 × 1133, 24 and 20 pt) and a Mac window (1280 × 800,
/// none: its title bar is outside the content), and the smallest iPhone screen. Apple does not
/// publish the insets; these are the values those devices report (assumed).
let layoutScreens: [(name: String, size: CGSize, safeArea: EdgeInsets)] = [
  (
    "iPhone 390×844", CGSize(width: 390, height: 844),
    EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)
  ),
  (
    "iPad 744×1133", CGSize(width: 744, height: 1133),
    EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0)
  ),
  ("Mac 1280×800", CGSize(width: 1280, height: 800), EdgeInsets()),
  // Beyond the issue's three: the smallest iPhone iOS 17 runs on, an iPhone SE with Display
  // Zoom (320 × 568, a 20 pt status bar, no home indicator).
  (
    "iPhone SE zoomed 320×568", CGSize(width: 320, height: 568),
    EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0)
  ),
]

extension CGRect {
  /// This rectangle less `top` points at the top and `bottom` at the bottom.
  func inset(by top: CGFloat, _ bottom: CGFloat) -> CGRect {
    CGRect(x: minX, y: minY + top, width: width, height: max(0, height - top - bottom))
  }
}

/// What an audit of an executed tree finds: interactive elements VoiceOver cannot name,
/// adjustable elements and toggles without a value, elements announced twice in a row, elements
/// VoiceOver visits with nothing to say, and an SF Symbol's name read as words ("checkmark,
/// Terms").
/// Whether `part` reads like an SF Symbol's name: lowercase words joined by dots
/// ("chevron.forward"), or one of the undotted names TesseraUI draws.
private func looksLikeSymbolName(_ part: String) -> Bool {
  let undotted: Set = [
    "archivebox", "bell", "checkmark", "internaldrive", "magnifyingglass", "trash", "xmark",
  ]
  if undotted.contains(part) { return true }
  let words = part.split(separator: ".", omittingEmptySubsequences: false)
  return words.count > 1
    && words.allSatisfy { word in
      !word.isEmpty && word.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber) }
    }
}

@MainActor
func accessibilityFindings(_ elements: [AccessibilityElement]) -> [String] {
  var findings: [String] = []
  for element in elements {
    let label = (element.label ?? "").trimmingCharacters(in: .whitespaces)
    if label.isEmpty && (element.value ?? "").isEmpty && !element.isContainer {
      findings.append("an element with nothing to say: \(element.summary)")
    }
    // A symbol's name ("chevron.forward", "info.circle") as one part of a combined label.
    let parts = label.components(separatedBy: ", ")
    if parts.count > 1, parts.contains(where: looksLikeSymbolName) {
      findings.append("a symbol's name read as words: \(element.summary)")
    }
  }
  for element in elements
  where element.isActivatable || element.isAdjustable || !element.actionNames.isEmpty {
    if (element.label ?? "").trimmingCharacters(in: .whitespaces).isEmpty {
      findings.append("an interactive element without a label: \(element.summary)")
    }
    if element.isAdjustable && (element.value ?? "").isEmpty {
      findings.append("an adjustable element without a value: \(element.summary)")
    }
    if element.traits.contains(.isToggle) && (element.value ?? "").isEmpty {
      findings.append("a toggle without a value: \(element.summary)")
    }
  }
  for (previous, next) in zip(elements, elements.dropFirst())
  where previous.summary == next.summary && previous.label != nil {
    findings.append("spoken twice: \(next.summary)")
  }
  return findings
}

@MainActor
@Suite("The catalog's gallery sections, executed")
struct CatalogSectionTests {
  @Test(
    "the Buttons section runs to the end in every setting, every control named",
    arguments: DeviceSetting.all)
  func buttons(setting: DeviceSetting) throws {
    let host = try ViewHost(
      ButtonsSection(toasts: DSToastManager()), environment: setting.environment)
    let labels = host.accessibilityElements.map { $0.label ?? "" }
    #expect(
      labels == [
        "Primary", "Secondary", "Delete", "Loading", "Primary button", "Share", "Like",
        "Gentle-style button",
      ])
    #expect(host.accessibilityElements.allSatisfy { $0.traits.contains(.isButton) })
    #expect(accessibilityFindings(host.accessibilityElements) == [])
  }

  @Test("the Loading button in the Buttons section starts loading when tapped")
  func loadingButton() throws {
    let host = try ViewHost(ButtonsSection(toasts: DSToastManager()))
    #expect(try host.element(labelled: "Loading").value == "")
    try host.tap("Loading")
    #expect(try host.element(labelled: "Loading").value == "In progress")
  }

  @Test("the Primary button shows a toast through the manager it was given")
  func toast() throws {
    // A manual clock: the toast's timer never fires during the test.
    let toasts = DSToastManager(clock: ManualClock())
    let host = try ViewHost(ButtonsSection(toasts: toasts))
    #expect(toasts.toasts.isEmpty)
    try host.tap("Primary")
    #expect(toasts.toasts.map(\.title) == ["Saved"])
  }

  @Test(
    "every section that executes runs to the end in every setting, every control named",
    arguments: ExecutingSection.allCases)
  func sections(section: ExecutingSection) throws {
    for setting in DeviceSetting.all {
      let elements = try section.elements(in: setting.environment)
      #expect(!elements.isEmpty, "\(section) \(setting)")
      #expect(accessibilityFindings(elements) == [], "\(section) \(setting)")
    }
  }
}

/// The catalog sections that execute to the end (the runtime's README names where the others
/// stop).
enum ExecutingSection: String, CaseIterable, CustomStringConvertible, Sendable {
  case display, inputs, selection, feedback, data, navigation, lists, overlays, moreInputs, text
  case form, gestures

  var description: String { rawValue }

  /// The section's elements as VoiceOver reads them once laid out on an iPhone (a
  /// ViewThatFits shows the alternative that fits).
  @MainActor func elements(in environment: EnvironmentValues) throws -> [AccessibilityElement] {
    let host = try host(in: environment)
    _ = try host.layout(in: layoutScreens[0].size, safeArea: layoutScreens[0].safeArea)
    return host.accessibilityElements
  }

  /// The section in the catalog's scroll view, executed in an environment.
  @MainActor func host(in environment: EnvironmentValues) throws -> any ExecutedHost {
    switch self {
    case .display: try ViewHost(ScrollView { DisplaySection() }, environment: environment)
    case .inputs: try ViewHost(ScrollView { InputsSection() }, environment: environment)
    case .selection:
      try ViewHost(ScrollView { SelectionSection() }, environment: environment)
    case .feedback:
      try ViewHost(ScrollView { FeedbackSection() }, environment: environment)
    case .data: try ViewHost(ScrollView { DataSection() }, environment: environment)
    case .navigation:
      try ViewHost(ScrollView { NavigationSection() }, environment: environment)
    case .lists: try ViewHost(ScrollView { ListsSection() }, environment: environment)
    case .overlays:
      try ViewHost(ScrollView { OverlaysSection() }, environment: environment)
    case .moreInputs:
      try ViewHost(ScrollView { SeedInputsSection() }, environment: environment)
    case .text: try ViewHost(ScrollView { SeedTextSection() }, environment: environment)
    case .form: try ViewHost(ScrollView { FormSection() }, environment: environment)
    case .gestures:
      try ViewHost(ScrollView { GesturesSection() }, environment: environment)
    }
  }
}
