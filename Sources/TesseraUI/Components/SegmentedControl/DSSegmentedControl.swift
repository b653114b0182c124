#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents

/// A row of mutually exclusive segments, drawn from the active theme (the selected segment in
/// the accent fill with its on-color). At accessibility text sizes the segments stack
/// vertically so no title clips.
///
/// VoiceOver reads each segment as a button, "selected" on the current one.
///
/// ```swift
/// DSSegmentedControl("View", options: [Layout.list, .grid], selection: $layout) { $0.title }
/// ```
public struct DSSegmentedControl<Value: Hashable>: View {
  private let title: String
  private let options: [Value]
  @Binding private var selection: Value
  private let size: ComponentSize
  private let identifier: String?
  private let optionLabel: (Value) -> String
  @Environment(\.dsTheme) private var theme
  @Environment(\.dynamicTypeSize) private var dynamicTypeSize

  /// Creates a segmented control.
  /// - Parameters:
  ///   - title: What VoiceOver reads for the control.
  ///   - options: The segments, in order.
  ///   - selection: The chosen segment.
  ///   - size: Small, medium or large.
  ///   - accessibilityIdentifier: An identifier for UI tests.
  ///   - optionLabel: The text of each segment.
  public init(
    _ title: String, options: [Value], selection: Binding<Value>, size: ComponentSize = .medium,
    accessibilityIdentifier: String? = nil, optionLabel: @escaping (Value) -> String
  ) {
    self.title = title
    self.options = options
    self._selection = selection
    self.size = size
    self.identifier = accessibilityIdentifier
    self.optionLabel = optionLabel
  }

  /// The control.
  public var body: some View {
    let layout =
      dynamicTypeSize.isAccessibilitySize
      ? AnyLayout(VStackLayout(spacing: theme.gaps.tight))
      : AnyLayout(HStackLayout(spacing: theme.gaps.tight))
    layout {
      ForEach(options, id: \.self) { option in
        let isSelected = option == selection
        Button {
          selection = option
        } label: {
          Text(optionLabel(option)).fixedSize(horizontal: false, vertical: true)
        }
        .buttonStyle(
          DSComponentButtonStyle(
            style: .segmentedControl, size: size, isSelected: isSelected,
            fillsWidth: true)
        )
        .accessibilityAddTraits(isSelected ? .isSelected : [])
      }
    }
    .dsHaptic(.selection, trigger: selection)
    .accessibilityElement(children: .contain)
    .accessibilityLabel(title)
    .dsAccessibilityIdentifier(identifier)
  }
}
#endif
