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
  private let title: Text
  private let options: [Value]
  @Binding private var selection: Value
  /// Fires the selection haptic on the person's own changes only (`HapticTrigger`).
  @State private var haptic = HapticTrigger()
  private let size: ComponentSize?
  var identifier: String?
  private let optionLabel: (Value) -> String
  @Environment(\.dsTheme) private var theme
  @Environment(\.dynamicTypeSize) private var dynamicTypeSize

  /// Creates a segmented control whose title is looked up in the app's strings, as `Picker`'s
  /// `LocalizedStringKey` initializer does; a string literal chooses this one.
  /// - Parameters:
  ///   - titleKey: The key of what VoiceOver reads for the control.
  ///   - options: The segments, in order.
  ///   - selection: The chosen segment.
  ///   - size: Small, medium or large; nil (the default) follows the environment's
  ///     `controlSize`, as SwiftUI's controls do (`.controlSize(.large)`).
  ///   - optionLabel: The text of each segment, shown as written (the app's own words for its
  ///     values, already localized).
  public init(
    _ titleKey: LocalizedStringKey, options: [Value], selection: Binding<Value>,
    size: ComponentSize? = nil, optionLabel: @escaping (Value) -> String
  ) {
    self.init(
      text: Text(titleKey), options: options, selection: selection, size: size,
      identifier: nil, optionLabel: optionLabel)
  }

  init(
    text: Text, options: [Value], selection: Binding<Value>, size: ComponentSize?,
    identifier: String?, optionLabel: @escaping (Value) -> String
  ) {
    self.title = text
    self.options = options
    self._selection = selection
    self.size = size
    self.identifier = identifier
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
          haptic.set(&selection, to: option)
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
    .dsHaptic(.selection, trigger: haptic)
    .accessibilityElement(children: .contain)
    .accessibilityLabel(title)
    .dsAccessibilityIdentifier(identifier)
  }
}
#endif
