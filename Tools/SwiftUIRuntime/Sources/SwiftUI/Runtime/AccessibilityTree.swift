// The accessibility tree of a render: the elements VoiceOver visits, in order.
//
// Sources: accessibilityElement(children:)
// (https://developer.apple.com/documentation/swiftui/view/accessibilityelement(children:)):
// `.ignore` makes one new element whose children are hidden, `.combine` merges the children's
// properties into one element, `.contain` makes a container whose children VoiceOver visits.
// accessibilityHidden hides the view and its children. A Button is one element labelled by its
// label; a Text is one static-text element.
//
// A modal element hides its siblings: the other elements of its container, or of the screen
// (AccessibilityTraits.isModal).
//
// Assumed where Apple's pages are silent (the README lists these):
// - visit order is builder order (VoiceOver follows layout, which this layer does not model),
//   reordered by accessibilitySortPriority inside each container (higher first);
// - a label, value or hint set explicitly wins over one derived from content, and of two set
//   on one element, the one closer to the view wins;
// - a combined element's label is its children's labels joined by ", ".
import Accessibility
import Foundation

/// One element VoiceOver visits.
@MainActor package struct AccessibilityElement {
  package var label: String?
  package var value: String?
  package var hint: String?
  package var identifier: String?
  package var traits = AccessibilityTraits()
  package var sortPriority: Double = 0
  /// The element's named custom actions, in order.
  package var actionNames: [String] { namedActions.map(\.0) }
  /// Whether VoiceOver's increment and decrement adjust the element.
  package var isAdjustable: Bool { adjust != nil }
  /// The elements of a `.contain` container.
  package var children: [AccessibilityElement] = []
  package var isContainer = false

  /// The chart Audio Graphs plays for this element (`accessibilityChartDescriptor(_:)`).
  package var chart: AXChartDescriptor?
  /// False when the element's view is disabled: VoiceOver reads it as dimmed, and its
  /// activation, adjustment and actions do nothing
  /// (https://developer.apple.com/documentation/swiftui/view/disabled(_:): a disabled view
  /// cannot be interacted with).
  package var isEnabled = true
  var explicitLabel = false
  var explicitValue = false
  var explicitHint = false
  var activate: (@MainActor () -> Void)?
  var adjust: ((AccessibilityAdjustmentDirection) -> Void)?
  var namedActions: [(String, () -> Void)] = []
  /// The node the element comes from (a text field to focus).
  var node: Node?

  /// Whether activating (double-tapping) the element does anything.
  package var isActivatable: Bool { activate != nil }

  /// A line describing the element: label, value, hint, traits, actions.
  package var summary: String {
    var parts: [String] = []
    parts.append(label ?? "(no label)")
    if let value { parts.append("value: \(value)") }
    if let hint { parts.append("hint: \(hint)") }
    let names = traitNames
    if !names.isEmpty { parts.append("traits: " + names.joined(separator: ", ")) }
    if !actionNames.isEmpty { parts.append("actions: " + actionNames.joined(separator: ", ")) }
    if isAdjustable { parts.append("adjustable") }
    return parts.joined(separator: "; ")
  }

  package var traitNames: [String] {
    let known: [(AccessibilityTraits, String)] = [
      (.isButton, "button"), (.isHeader, "header"), (.isSelected, "selected"),
      (.isSearchField, "searchField"), (.isImage, "image"), (.isModal, "modal"),
      (.isToggle, "toggle"),
    ]
    return known.filter { traits.contains($0.0) }.map(\.1)
  }
}

/// Builds the elements of a rendered tree.
@MainActor enum AccessibilityTreeBuilder {
  static func elements(of nodes: [Node]) -> [AccessibilityElement] {
    sorted(nodes.flatMap { elements(of: $0) })
  }

  /// A list of sibling elements (a container's, or the screen's) in the order VoiceOver visits
  /// them. While one of them is modal, the others are not visited
  /// (https://developer.apple.com/documentation/swiftui/accessibilitytraits/ismodal: "When a
  /// modal accessibility element is visible, sibling accessibility elements that are not modal
  /// are ignored").
  static func sorted(_ elements: [AccessibilityElement]) -> [AccessibilityElement] {
    let modal = elements.filter { $0.traits.contains(.isModal) }
    let elements = modal.isEmpty ? elements : modal
    return elements.enumerated().sorted {
      $0.element.sortPriority != $1.element.sortPriority
        ? $0.element.sortPriority > $1.element.sortPriority : $0.offset < $1.offset
    }.map(\.element)
  }

  static func elements(of node: Node) -> [AccessibilityElement] {
    var result: [AccessibilityElement]
    switch node.kind {
    case .text(let string):
      result = [AccessibilityElement(label: string, node: node)]
    case .button:
      var element = combined(elements(of: node.children), node: node)
      // A button is a button, not an image, whatever its label draws (assumed: VoiceOver reads
      // an icon button as "<label>, button").
      element.traits.subtract(.isImage)
      element.traits.formUnion(.isButton)
      element.activate = node.tapAction
      result = [element]
    case .toggle:
      var element = combined(elements(of: node.children), node: node)
      element.traits.formUnion(.isToggle)
      if let binding = node.toggleBinding {
        element.activate = { binding.wrappedValue.toggle() }
      }
      element.value = node.toggleValue ? "1" : "0"
      result = [element]
    case .textField(let secure):
      var element = AccessibilityElement(node: node)
      element.label = node.fieldLabel
      let text = node.textBinding?.wrappedValue ?? ""
      // An empty field reads its prompt as its value (assumed: Apple's SwiftUI pages are
      // silent; it is what VoiceOver reads for an empty UITextField's placeholder). A secure
      // field's text is never spoken.
      element.value = text.isEmpty ? node.fieldPrompt : (secure ? nil : text)
      result = [element]
    case .shape:
      result = []
    case .image(let name, let decorative):
      // An image is an element with the image trait, labelled by its name, unless it was made
      // with `Image(decorative:bundle:)` (https://developer.apple.com/documentation/swiftui/image/init(decorative:bundle:)).
      var element = AccessibilityElement(label: name, node: node)
      element.traits.formUnion(.isImage)
      result = decorative ? [] : [element]
    case .view, .modifier, .container, .presentation, .accessory:
      result = node.children.flatMap { elements(of: $0) }
      if let tap = node.tapAction {
        // A tap gesture gives the elements it covers an activation, not the button trait.
        result = result.map { element in
          var element = element
          if element.activate == nil { element.activate = tap }
          return element
        }
      }
    }
    return apply(node.accessibility, node: node, to: result)
  }

  static func combined(_ children: [AccessibilityElement], node: Node) -> AccessibilityElement {
    var element = AccessibilityElement(node: node)
    let flat = children.flatMap { $0.isContainer ? $0.children : [$0] }
    let labels = flat.compactMap(\.label).filter { !$0.isEmpty }
    element.label = labels.isEmpty ? nil : labels.joined(separator: ", ")
    let values = flat.compactMap(\.value).filter { !$0.isEmpty }
    element.value = values.isEmpty ? nil : values.joined(separator: ", ")
    let hints = flat.compactMap(\.hint).filter { !$0.isEmpty }
    element.hint = hints.isEmpty ? nil : hints.joined(separator: ", ")
    for child in flat {
      element.traits.formUnion(child.traits)
      element.namedActions += child.namedActions
      if element.activate == nil { element.activate = child.activate }
      if element.adjust == nil { element.adjust = child.adjust }
    }
    return element
  }

  static func apply(
    _ modification: AccessibilityModification, node: Node, to elements: [AccessibilityElement]
  ) -> [AccessibilityElement] {
    if modification.isHidden { return [] }
    var elements = elements
    if let children = modification.children {
      if children == .combine {
        elements = [combined(elements, node: node)]
      } else if children == .contain {
        var container = AccessibilityElement(node: node)
        container.isContainer = true
        container.children = sorted(elements)
        elements = [container]
      } else {
        // `.ignore`: a new element; the children are not accessibility elements.
        elements = [AccessibilityElement(node: node)]
      }
    }
    return elements.map { element in
      var element = element
      if !node.isEnabled { element.isEnabled = false }
      if let label = modification.label, !element.explicitLabel {
        element.label = label
        element.explicitLabel = true
      }
      if let value = modification.value, !element.explicitValue {
        element.value = value
        element.explicitValue = true
      }
      if let hint = modification.hint, !element.explicitHint {
        element.hint = hint
        element.explicitHint = true
      }
      if let identifier = modification.identifier, element.identifier == nil {
        element.identifier = identifier
      }
      element.traits.formUnion(modification.addedTraits)
      element.traits.subtract(modification.removedTraits)
      element.namedActions += modification.actions
      if let action = modification.defaultAction { element.activate = action }
      if let adjust = modification.adjust, element.adjust == nil { element.adjust = adjust }
      if let priority = modification.sortPriority { element.sortPriority = priority }
      if let chart = modification.chart, element.chart == nil { element.chart = chart }
      return element
    }
  }
}

/// What the accessibility modifiers of one node set.
@MainActor package struct AccessibilityModification {
  package var label: String?
  package var value: String?
  package var hint: String?
  package var identifier: String?
  package var addedTraits = AccessibilityTraits()
  package var removedTraits = AccessibilityTraits()
  package var isHidden = false
  package var children: AccessibilityChildBehavior?
  package var actions: [(String, () -> Void)] = []
  /// `accessibilityAction(.default)`: replaces what activating the element does.
  package var defaultAction: (() -> Void)?
  /// `accessibilityAction(.escape)`: what VoiceOver's escape gesture does here or below.
  package var escape: (() -> Void)?
  /// `accessibilityAction(.magicTap)`.
  package var magicTap: (() -> Void)?
  package var adjust: ((AccessibilityAdjustmentDirection) -> Void)?
  package var sortPriority: Double?
  package var chart: AXChartDescriptor?
}
