import TesseraTokens

/// The component families: each draws one or more catalog components, and each is decided in
/// one folder of TesseraComponents named after it (`button` in `Button/Button.swift`, `toast`
/// in `Toast/Toast.swift`).
///
/// ```swift
/// ComponentStyleFamily.button.variants     // ["primary", "secondary", "tertiary", ...]
/// ComponentStyleFamily.button.states       // [.normal, .pressed, .focused, .disabled, .loading]
/// ComponentStyleFamily.toast.components.map(\.name)   // ["DSToastView", "DSToastContainer"]
/// ```
public enum ComponentStyleFamily: String, Sendable, Hashable, Codable, CaseIterable {
  /// DSButton, PrimaryButton, DSButtonGroup; variants are the theme's button roles.
  case button
  /// DSIconButton; variants are button roles.
  case iconButton
  /// DSTextField, TextInputField, DSTextArea, DSSearchField, DSPasswordField, form fields.
  case textField
  /// The strength meter under DSPasswordField; variants are `PasswordStrength.Level` names.
  case strengthMeter
  /// One digit box of DSOTPField.
  case otpField
  /// DSSlider.
  case slider
  /// DSStepper.
  case stepper
  /// RatingInput's stars.
  case rating
  /// DSToggle.
  case toggle
  /// DSCheckbox and its group.
  case checkbox
  /// DSRadio and its group.
  case radio
  /// One segment of DSSegmentedControl.
  case segmentedControl
  /// DSChip and chip groups.
  case chip
  /// DSCard; variants flat, elevated, secondary.
  case card
  /// DSStatusBadge; variants are status kinds.
  case statusBadge
  /// DSBadge; variants are status kinds.
  case badge
  /// DSCounterBadge.
  case counterBadge
  /// DSTag.
  case tag
  /// DSAvatar and its group; variants are palette slots.
  case avatar
  /// DSDivider.
  case divider
  /// DSListRow.
  case listRow
  /// DSKeyValue.
  case keyValue
  /// DSTimeline; variants completed, current, upcoming.
  case timeline
  /// DSProgressBar and DSProgressRing; variants bar, ring.
  case progress
  /// DSGauge.
  case gauge
  /// Charts; variants are series slots.
  case chart
  /// DSToastView; variants are status kinds.
  case toast
  /// SnackBar.
  case snackBar
  /// Banner; variants are status kinds.
  case banner
  /// DSInlineAlert; variants are status kinds.
  case inlineAlert
  /// DSAlert dialogs.
  case alert
  /// DSSheet.
  case sheet
  /// DSTooltip.
  case tooltip
  /// DSSpinner.
  case spinner
  /// DSLoadingOverlay.
  case loadingOverlay
  /// DSSkeleton placeholders.
  case skeleton
  /// DSEmptyState.
  case emptyState
  /// DSNavigationBar.
  case navigationBar
  /// One item of DSTabBar.
  case tabBar
  /// DSPageIndicator dots.
  case pageIndicator
  /// DSStepsIndicator; variants completed, current, upcoming.
  case stepsIndicator
  /// DSCarousel's arrows and frame.
  case carousel
  /// BottomSheet, resting at detents.
  case bottomSheet
  /// ConfirmationDialog; variants are its actions' roles.
  case confirmationDialog
  /// DropdownMenu and DropdownItem; variants are item roles.
  case dropdownMenu
  /// The actions of SwipeableRow; variants are action roles.
  case swipeableRow
  /// Accordion and ExpandableRow headers; variants are accordion styles.
  case accordion
  /// RangeSlider.
  case rangeSlider
  /// PinInput's keys and dots.
  case pinPad
  /// TagInput's tags.
  case tagInput
  /// PhoneInput.
  case phoneInput
  /// DateField and TimeField.
  case dateField
  /// HighlightedText.
  case highlightedText
  /// ExpandableText.
  case expandableText
  /// MarqueeText.
  case marqueeText
  /// PopoverView and .dsPopover.
  case popover
  /// ReorderableList's rows.
  case reorderableList

  /// The names of the variants this family accepts, default first.
  public var variants: [String] { definition.styles.map(\.variant) }

  /// Every variant's style, default first.
  public var styles: [ComponentStyle] { definition.styles }

  /// The states this family can be drawn in.
  public var states: [ComponentState] { Self.facts[caseIndex(self)].states }

  /// The sizes this family comes in.
  public var sizes: [ComponentSize] { Self.facts[caseIndex(self)].sizes }

  /// Whether the family is interactive and so must offer a 44 × 44 pt touch target.
  public var isInteractive: Bool { Self.facts[caseIndex(self)].isInteractive }

  /// The states, sizes and interactivity of every family, by case, read once from the
  /// definitions: the audit asks them for every appearance, and reading them from a definition
  /// copies it into an existential.
  private static let facts:
    [(states: [ComponentState], sizes: [ComponentSize], isInteractive: Bool)] =
      allCases.map { family in
        let definition = family.definition
        return (definition.states, definition.sizes, definition.isInteractive)
      }

  /// The catalog components whose main style is this family, in display order.
  public var components: [ComponentDescriptor] { definition.components }
}
