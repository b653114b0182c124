// The strings of the theme picker and editor (TesseraUI's `DSThemePicker`, `DSThemeEditor`).
// Role and token names, hex values and contrast ratios go into them as they are: they are
// identifiers, not words.
extension LocalizationKey {
  /// "From a brand colour", the heading of the picker's card that generates a theme.
  public static let themePickerBrandTitle = LocalizationKey("themePicker.brand.title")
  /// "Every promised pair meets AA in light and dark, and 7:1 with Increase Contrast."
  public static let themePickerBrandDetail = LocalizationKey("themePicker.brand.detail")
  /// "Brand colour", the label of the brand colour's field.
  public static let themePickerBrandField = LocalizationKey("themePicker.brand.field")
  /// "#0A84FF", the example shown in the empty brand colour field.
  public static let themePickerBrandPrompt = LocalizationKey("themePicker.brand.prompt")
  /// "Generate theme"
  public static let themePickerGenerate = LocalizationKey("themePicker.brand.generate")
  /// "Undo", the editor's button.
  public static let themeEditorUndo = LocalizationKey("themeEditor.undo")
  /// "Redo", the editor's button.
  public static let themeEditorRedo = LocalizationKey("themeEditor.redo")
  /// "Save", the editor's button.
  public static let themeEditorSave = LocalizationKey("themeEditor.save")
  /// "Apply every fix"
  public static let themeEditorApplyAllFixes = LocalizationKey("themeEditor.applyAllFixes")
  /// "Every promised pair and component part passes."
  public static let themeEditorPassed = LocalizationKey("themeEditor.passed")
  /// "%1$lld promised pairs and %2$lld component parts fail.", counted forms of both.
  public static let themeEditorFailures = LocalizationKey(
    "themeEditor.failures", [.integer, .integer])
  /// "Saving…"
  public static let themeEditorSaving = LocalizationKey("themeEditor.saving")
  /// "Saved."
  public static let themeEditorSaved = LocalizationKey("themeEditor.saved")
  /// "Not saved: %@", with the store's error.
  public static let themeEditorNotSaved = LocalizationKey("themeEditor.notSaved", [.text])
  /// "Mode", the title of the editor's mode picker.
  public static let themeEditorMode = LocalizationKey("themeEditor.mode")
  /// "Light", the light mode's name.
  public static let themeEditorModeLight = LocalizationKey("themeEditor.mode.light")
  /// "Dark", the dark mode's name.
  public static let themeEditorModeDark = LocalizationKey("themeEditor.mode.dark")
  /// "Light, increased contrast"
  public static let themeEditorModeLightIncreased = LocalizationKey(
    "themeEditor.mode.lightIncreased")
  /// "Dark, increased contrast"
  public static let themeEditorModeDarkIncreased = LocalizationKey(
    "themeEditor.mode.darkIncreased")
  /// "Colours: %@", the heading of a mode's colours, with the mode's name.
  public static let themeEditorColorsSection = LocalizationKey(
    "themeEditor.section.colors", [.text])
  /// "Text sizes", the heading of the typography sizes.
  public static let themeEditorTypographySection = LocalizationKey(
    "themeEditor.section.typography")
  /// "Spacing", the heading of the spacing tokens.
  public static let themeEditorSpacingSection = LocalizationKey("themeEditor.section.spacing")
  /// "Corner radii", the heading of the radius tokens.
  public static let themeEditorRadiiSection = LocalizationKey("themeEditor.section.radii")
  /// "Motion", the heading of the motion durations.
  public static let themeEditorMotionSection = LocalizationKey("themeEditor.section.motion")
  /// "Status colours as colour-blind people see them"
  public static let themeEditorColorVision = LocalizationKey("themeEditor.colorVision")
  /// "Import a theme", the heading of the import box.
  public static let themeEditorImportTitle = LocalizationKey("themeEditor.import.title")
  /// "Theme JSON", the label of the import field.
  public static let themeEditorImportField = LocalizationKey("themeEditor.import.field")
  /// "Paste a theme's JSON", shown in the empty import field.
  public static let themeEditorImportPrompt = LocalizationKey("themeEditor.import.prompt")
  /// "Import", the import button.
  public static let themeEditorImport = LocalizationKey("themeEditor.import.button")
  /// "Import file…", the button that opens the file importer.
  public static let themeEditorImportFile = LocalizationKey("themeEditor.import.file")
  /// "Share theme", the share link that exports the theme as a JSON file.
  public static let themeEditorShare = LocalizationKey("themeEditor.share")
  /// "%@ (pt)", a field's name with its unit, points.
  public static let themeEditorPoints = LocalizationKey("themeEditor.field.points", [.text])
  /// "%@ (s)", a field's name with its unit, seconds.
  public static let themeEditorSeconds = LocalizationKey("themeEditor.field.seconds", [.text])
  /// "spacing %@", with a spacing token's name (`md`).
  public static let themeEditorSpacingField = LocalizationKey(
    "themeEditor.field.spacing", [.text])
  /// "radius %@", with a radius token's name.
  public static let themeEditorRadiusField = LocalizationKey("themeEditor.field.radius", [.text])
  /// "%@ duration", with a motion token's name.
  public static let themeEditorDurationField = LocalizationKey(
    "themeEditor.field.duration", [.text])
  /// "%1$@: %2$@, needs %3$@; %4$lld checks fail": the worst pair, its ratio, the ratio it
  /// needs and how many checks the field's value fails.
  public static let themeEditorCause = LocalizationKey(
    "themeEditor.cause", [.text, .text, .text, .integer])
  /// "Use %@", the button applying the audit's proposed colour.
  public static let themeEditorUseColor = LocalizationKey("themeEditor.useColor", [.text])
  /// "Choose %@", the system colour picker beside a colour role's field.
  public static let themeEditorChooseColor = LocalizationKey("themeEditor.chooseColor", [.text])
}
