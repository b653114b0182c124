#if canImport(SwiftUI)
import SwiftUI
import TesseraColor
import TesseraState
import TesseraTokens

/// The system colour picker beside a colour field of ``DSThemeEditor``: the colour chosen is
/// an edit of that role in that mode, as typed hex is, snapped to 8 bits per channel so the
/// field shows exactly what the theme holds. VoiceOver reads it as "<label>" beside the field's
/// own name.
@available(tvOS, unavailable)
@available(watchOS, unavailable)
struct DSThemeEditorColorWell: View {
  let editor: ThemeEditor
  let role: ColorRole
  let mode: ThemeMode
  let label: String

  var body: some View {
    ColorPicker(selection: colorBinding, supportsOpacity: true) { Text(label) }
      .labelsHidden()
  }

  private var colorBinding: Binding<Color> {
    // Only Sendable values are captured, so the binding may be called from anywhere.
    let editor = editor
    let role = role
    let mode = mode
    return Binding(
      get: { @MainActor in Color(editor.manager.currentTheme.colorValues(role).value(for: mode)) },
      set: { @MainActor color in
        // A picked color is a concrete sRGB value, so any environment resolves it the same.
        let picked = SRGBColor(color.resolve(in: EnvironmentValues())).quantized(.nearest)
        editor.setColor(picked, for: role, in: mode)
      })
  }
}
#endif
