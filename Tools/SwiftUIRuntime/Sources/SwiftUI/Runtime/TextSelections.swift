// Text selection and the caret: TextSelection
// (https://developer.apple.com/documentation/swiftui/textselection) and
// TextField(text:selection:prompt:axis:label:)
// (https://developer.apple.com/documentation/swiftui/textfield/init(text:selection:prompt:axis:label:)).
//
// The focused text field has a caret (`ViewHost.caret`, in characters from the start of its
// text). A keystroke inserts at the caret and a delete removes the character before it; a
// person can put the caret anywhere (`moveCaret(to:)`). A field made with a selection binding
// writes each caret it moves to the binding, and shows the caret the binding holds after the
// app's update, when that selection lies in the text. Where the app replaces the text of a
// field without a selection binding, the caret goes to the end of the new text: UIKit's text
// fields do that when their text is set, and SwiftUI's pages do not say otherwise (the stricter
// case: a view that reformats text and does not manage the caret loses the person's place).
import Foundation

/// Represents a selection of text.
/// - Apple: `struct TextSelection`
/// - Apple availability: iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct TextSelection: Equatable, Hashable {
  /// The indices of the current selection.
  /// - Apple: `enum Indices`
  /// - Apple availability: iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0
  public enum Indices: Equatable, Hashable {
    /// A single selection: a range of text, or an insertion point where the range is empty.
    /// - Apple: `case selection(Range<String.Index>)`
    /// - Apple availability: iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0
    case selection(Range<String.Index>)
    /// Several selections (macOS).
    /// - Apple: `case multiSelection(RangeSet<String.Index>)`
    /// - Apple availability: iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0
    case multiSelection(RangeSet<String.Index>)
  }
  /// Return the current text selection indices.
  /// - Apple: `var indices: TextSelection.Indices`
  /// - Apple availability: iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0
  public var indices: TextSelection.Indices
  /// Return `true` if the selection is an insertion point.
  /// - Apple: `var isInsertion: Bool { get }`
  /// - Apple availability: iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0
  public var isInsertion: Bool {
    if case .selection(let range) = indices { return range.isEmpty }
    return false
  }
  /// Create a selection at a given insertion point.
  /// - Apple: `init(insertionPoint: String.Index)`
  /// - Apple availability: iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0
  public init(insertionPoint: String.Index) {
    indices = .selection(insertionPoint..<insertionPoint)
  }
  /// Create a single selection with a given range.
  /// - Apple: `init(range: Range<String.Index>)`
  /// - Apple availability: iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0
  public init(range: Range<String.Index>) { indices = .selection(range) }

  /// The caret this selection puts in `text` (the end of a range), in characters, or nil when
  /// it is several ranges or lies outside the text.
  func caret(in text: String) -> Int? {
    guard case .selection(let range) = indices, range.upperBound <= text.endIndex else {
      return nil
    }
    return text.distance(from: text.startIndex, to: range.upperBound)
  }
}

/// The focused field's caret and the text it was last placed in.
struct CaretState {
  let key: String
  var text: String
  var caret: Int
}

extension ViewHost {
  /// The focused field's caret, in characters from the start of its text; nil while no text
  /// field has focus.
  package var caret: Int? { caretState?.caret }

  /// Puts the caret of the focused field after `offset` characters, as a tap between two
  /// characters does. A field with a selection binding reports it there.
  package func moveCaret(to offset: Int) throws {
    guard let node = focusedField, let text = node.textBinding?.wrappedValue,
      var state = caretState
    else { throw RuntimeError.notInteractive("no focused text field for the caret") }
    guard (0...text.count).contains(offset) else {
      throw RuntimeError.notInteractive("caret \(offset) is outside \"\(text)\"")
    }
    state.caret = offset
    caretState = state
    report(caret: offset, in: text, to: node)
    try render()
  }

  /// Focuses the field labelled `label` and pastes `text` at its caret as one edit, as the
  /// system's Paste command does (`UIResponderStandardEditActions.paste(_:)`): the field's text
  /// changes once, with one render, however long the text is.
  package func paste(_ text: String, into label: String) throws {
    try focus(label)
    try edit(deleting: 0, inserting: text, what: "paste")
  }

  /// Replaces the characters before the caret `deleting` long with `inserted`, as a keystroke
  /// or the delete key does, and moves the caret after the insertion.
  func edit(deleting: Int, inserting inserted: String, what: String) throws {
    guard let node = focusedField, let binding = node.textBinding, var state = caretState else {
      throw RuntimeError.notInteractive("no focused text field for \(what)")
    }
    // A disabled field takes no input, even one that had focus when it was disabled.
    guard node.isEnabled else {
      throw RuntimeError.notInteractive("the focused field is disabled: \(what) does nothing")
    }
    var text = binding.wrappedValue
    let caret = min(state.caret, text.count)
    let end = text.index(text.startIndex, offsetBy: caret)
    let start = text.index(end, offsetBy: -min(deleting, caret))
    text.replaceSubrange(start..<end, with: inserted)
    state.caret = text.distance(from: text.startIndex, to: start) + inserted.count
    state.text = text
    caretState = state
    binding.wrappedValue = text
    report(caret: state.caret, in: text, to: node)
    try render()
  }

  /// Writes the caret to the field's selection binding, as the field reports a moved caret.
  private func report(caret: Int, in text: String, to node: Node) {
    guard let selection = node.selectionBinding else { return }
    selection.wrappedValue = TextSelection(
      insertionPoint: text.index(text.startIndex, offsetBy: caret))
  }

  /// After a render: a newly focused field's caret is at the end of its text; a field whose
  /// app set a selection shows it; a field whose text the app replaced (with no selection in
  /// it) puts the caret at the end.
  func reconcileCaret() {
    guard let node = focusedField, let text = node.textBinding?.wrappedValue else {
      caretState = nil
      return
    }
    guard var state = caretState, state.key == node.key else {
      caretState = CaretState(key: node.key, text: text, caret: text.count)
      return
    }
    if let selection = node.selectionBinding?.wrappedValue,
      let caret = selection.caret(in: text)
    {
      state.caret = caret
    } else if text != state.text {
      state.caret = text.count
    }
    state.text = text
    caretState = state
  }
}
