/// The interaction state a component is drawn in.
public enum ComponentState: String, Sendable, Hashable, Codable, CaseIterable {
  /// At rest.
  case normal
  /// Being pressed or dragged.
  case pressed
  /// Has keyboard, remote or accessibility focus (draws the focus ring).
  case focused
  /// Chosen: a checked checkbox, an on toggle, the current tab or segment, a filled OTP slot.
  case selected
  /// Not interactive; exempt from contrast requirements (WCAG 1.4.3 and 1.4.11).
  case disabled
  /// Busy: a button showing a spinner, an indeterminate progress.
  case loading
  /// Invalid input: a field with an error message.
  case error
}

/// A component's size class.
public enum ComponentSize: String, Sendable, Hashable, Codable, CaseIterable {
  /// Compact: smaller text and padding, touch target still at least 44 pt.
  case small
  /// The default.
  case medium
  /// Prominent.
  case large
}

/// A colored part of a component.
public enum ComponentPart: String, Sendable, Hashable, Codable, CaseIterable,
  CodingKeyRepresentable
{
  /// Title text and icons.
  case foreground
  /// Supporting text: helper text, subtitles, values, axis labels.
  case secondaryForeground
  /// Placeholder text in an empty field.
  case placeholder
  /// The component's own fill.
  case background
  /// The outline.
  case border
  /// The check mark of a checkbox or the dot of a radio button.
  case tick
  /// The unfilled track of a toggle, slider, progress bar or gauge.
  case track
  /// The filled part of a slider, progress bar, rating, or a chart series.
  case fill
  /// The knob of a toggle or slider.
  case thumb
  /// The focus ring drawn outside the component.
  case focusRing
  /// A status or leading icon drawn in its own color.
  case icon
  /// A gauge needle or a timeline line.
  case indicator
  /// Lines between items: dividers, chart grid lines, list separators.
  case separator
  /// A dimming layer behind a modal (alert, sheet, loading overlay).
  case scrim
  /// An action's title inside a message (a snack bar's "Undo").
  case action
}

/// The status a message, badge or alert conveys.
public enum StatusKind: String, Sendable, Hashable, Codable, CaseIterable {
  /// No particular status.
  case neutral
  /// Information.
  case info
  /// Success.
  case success
  /// A warning.
  case warning
  /// An error.
  case error
}
