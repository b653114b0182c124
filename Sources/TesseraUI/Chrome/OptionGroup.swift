#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents

/// The frame of a titled group of options (``DSCheckboxGroup``, ``DSRadioGroup``): a heading
/// VoiceOver reads before the options, the options, the group's error when there is one, a
/// selection haptic when `haptic` fires (the group fires it where the person picks an option,
/// so a selection the app sets plays nothing), and one accessibility container carrying the
/// group's identifier.
struct DSOptionGroup<Options: View>: View {
  let title: Text
  var error: Text?
  let haptic: HapticTrigger
  let identifier: String?
  @ViewBuilder let options: Options
  @Environment(\.dsTheme) private var theme

  var body: some View {
    VStack(alignment: .leading, spacing: theme.gaps.tight) {
      title
        .dsText(.headline)
        .accessibilityAddTraits(.isHeader)
      options
      if let error {
        error.dsText(.footnote, colorRole: .error)
      }
    }
    .dsHaptic(.selection, trigger: haptic)
    .accessibilityElement(children: .contain)
    .dsAccessibilityIdentifier(identifier)
  }
}
#endif
