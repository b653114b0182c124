// The phrases with placeholders of the theme picker and editor. Role and token names, hex
// values and ratios are passed as text, as written: they are identifiers.
extension LocalizedPhrase {
  /// "3 promised pairs and 1 component part fail.", the audit's verdict on the edited theme.
  public static func themeEditorFailures(pairs: Int, componentParts: Int) -> LocalizedPhrase {
    LocalizedPhrase(.themeEditorFailures, [.integer(pairs), .integer(componentParts)])
  }

  /// "Not saved: …", with the store's error as text.
  public static func themeEditorNotSaved(_ reason: String) -> LocalizedPhrase {
    LocalizedPhrase(.themeEditorNotSaved, [.text(reason)])
  }

  /// "Colours: Dark", the heading of one mode's colours, with the mode's name.
  public static func themeEditorColors(_ mode: LocalizedPhrase) -> LocalizedPhrase {
    LocalizedPhrase(.themeEditorColorsSection, [.phrase(mode)])
  }

  /// "title1 (pt)", a field's name with its unit, points.
  public static func themeEditorPoints(_ name: String) -> LocalizedPhrase {
    LocalizedPhrase(.themeEditorPoints, [.text(name)])
  }

  /// "spacing md (pt)", a field's phrase with its unit, points.
  public static func themeEditorPoints(_ name: LocalizedPhrase) -> LocalizedPhrase {
    LocalizedPhrase(.themeEditorPoints, [.phrase(name)])
  }

  /// "standard duration (s)", a field's phrase with its unit, seconds.
  public static func themeEditorSeconds(_ name: LocalizedPhrase) -> LocalizedPhrase {
    LocalizedPhrase(.themeEditorSeconds, [.phrase(name)])
  }

  /// "spacing md", a spacing token's field.
  public static func themeEditorSpacing(_ token: String) -> LocalizedPhrase {
    LocalizedPhrase(.themeEditorSpacingField, [.text(token)])
  }

  /// "radius small", a radius token's field.
  public static func themeEditorRadius(_ token: String) -> LocalizedPhrase {
    LocalizedPhrase(.themeEditorRadiusField, [.text(token)])
  }

  /// "standard duration", a motion token's field.
  public static func themeEditorDuration(_ token: String) -> LocalizedPhrase {
    LocalizedPhrase(.themeEditorDurationField, [.text(token)])
  }

  /// "textSecondary on backgroundPrimary: 2.1:1, needs 4.5:1; 3 checks fail": the worst pair
  /// a value breaks, its ratio and the one required (written by the caller), and how many
  /// checks fail.
  public static func themeEditorCause(
    pair: String, ratio: String, required: String, failingChecks: Int
  ) -> LocalizedPhrase {
    LocalizedPhrase(
      .themeEditorCause, [.text(pair), .text(ratio), .text(required), .integer(failingChecks)])
  }

  /// "Use #3366CC", the button applying a proposed colour.
  public static func themeEditorUseColor(_ hex: String) -> LocalizedPhrase {
    LocalizedPhrase(.themeEditorUseColor, [.text(hex)])
  }

  /// "Choose accent": the name of the colour picker beside the field of a colour `role`.
  public static func themeEditorChooseColor(_ role: String) -> LocalizedPhrase {
    LocalizedPhrase(.themeEditorChooseColor, [.text(role)])
  }
}
