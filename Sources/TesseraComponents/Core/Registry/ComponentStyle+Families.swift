import TesseraTokens

// The typed style of every family, in registry order: `.button(.destructive)`, `.toast(.error)`,
// `.textField`. Each family's definition (its variants, states, sizes, catalog components and
// appearance function) is in its own folder: `.button(_:)` is decided in Button/Button.swift.

extension ComponentStyle {
  /// A DSButton (PrimaryButton, DSButtonGroup) of `role`.
  public static func button(_ role: DSButtonRole) -> ComponentStyle {
    ResolvedTheme.buttonFamily.style(role)
  }

  /// A DSIconButton of `role`.
  public static func iconButton(_ role: DSButtonRole) -> ComponentStyle {
    ResolvedTheme.iconButtonFamily.style(role)
  }

  /// A text field (DSTextField, TextInputField, DSTextArea, DSSearchField, DSPasswordField,
  /// CreditCardInputView and DSFormView fields).
  public static var textField: ComponentStyle { ResolvedTheme.textFieldFamily.style(.default) }

  /// The strength meter for `level`.
  public static func strengthMeter(_ level: PasswordStrength.Level) -> ComponentStyle {
    ResolvedTheme.strengthMeterFamily.style(level)
  }

  /// One digit box of DSOTPField.
  public static var otpField: ComponentStyle { ResolvedTheme.otpFieldFamily.style(.default) }

  /// DSSlider.
  public static var slider: ComponentStyle { ResolvedTheme.sliderFamily.style(.default) }

  /// DSStepper.
  public static var stepper: ComponentStyle { ResolvedTheme.stepperFamily.style(.default) }

  /// RatingInput's stars.
  public static var rating: ComponentStyle { ResolvedTheme.ratingFamily.style(.default) }

  /// DSToggle.
  public static var toggle: ComponentStyle { ResolvedTheme.toggleFamily.style(.default) }

  /// DSCheckbox and its group.
  public static var checkbox: ComponentStyle { ResolvedTheme.checkboxFamily.style(.default) }

  /// DSRadio and its group.
  public static var radio: ComponentStyle { ResolvedTheme.radioFamily.style(.default) }

  /// One segment of DSSegmentedControl.
  public static var segmentedControl: ComponentStyle {
    ResolvedTheme.segmentedControlFamily.style(.default)
  }

  /// DSChip and chip groups.
  public static var chip: ComponentStyle { ResolvedTheme.chipFamily.style(.default) }

  /// One item of DSTabBar.
  public static var tabBar: ComponentStyle { ResolvedTheme.tabBarFamily.style(.default) }

  /// A DSCard of `variant`.
  public static func card(_ variant: CardVariant) -> ComponentStyle {
    ResolvedTheme.cardFamily.style(variant)
  }

  /// A DSStatusBadge for `status`.
  public static func statusBadge(_ status: StatusKind) -> ComponentStyle {
    ResolvedTheme.statusBadgeFamily.style(status)
  }

  /// A DSBadge for `status`.
  public static func badge(_ status: StatusKind) -> ComponentStyle {
    ResolvedTheme.badgeFamily.style(status)
  }

  /// DSCounterBadge.
  public static var counterBadge: ComponentStyle {
    ResolvedTheme.counterBadgeFamily.style(.default)
  }

  /// DSTag.
  public static var tag: ComponentStyle { ResolvedTheme.tagFamily.style(.default) }

  /// A DSAvatar on palette slot `slot`.
  public static func avatar(_ slot: AvatarPalette.Slot) -> ComponentStyle {
    ResolvedTheme.avatarFamily.style(slot)
  }

  /// DSDivider.
  public static var divider: ComponentStyle { ResolvedTheme.dividerFamily.style(.default) }

  /// DSListRow.
  public static var listRow: ComponentStyle { ResolvedTheme.listRowFamily.style(.default) }

  /// DSKeyValue.
  public static var keyValue: ComponentStyle { ResolvedTheme.keyValueFamily.style(.default) }

  /// A DSTimeline event that is `status`.
  public static func timeline(_ status: StepStatus) -> ComponentStyle {
    ResolvedTheme.timelineFamily.style(status)
  }

  /// A DSProgressBar (`.bar`) or DSProgressRing (`.ring`).
  public static func progress(_ variant: ProgressVariant) -> ComponentStyle {
    ResolvedTheme.progressFamily.style(variant)
  }

  /// DSGauge.
  public static var gauge: ComponentStyle { ResolvedTheme.gaugeFamily.style(.default) }

  /// The chart style of series slot `series`.
  public static func chart(_ series: ChartPalette.Series) -> ComponentStyle {
    ResolvedTheme.chartFamily.style(series)
  }

  /// DSSpinner.
  public static var spinner: ComponentStyle { ResolvedTheme.spinnerFamily.style(.default) }

  /// A DSToastView for `status`.
  public static func toast(_ status: StatusKind) -> ComponentStyle {
    ResolvedTheme.toastFamily.style(status)
  }

  /// SnackBar.
  public static var snackBar: ComponentStyle { ResolvedTheme.snackBarFamily.style(.default) }

  /// DSTooltip.
  public static var tooltip: ComponentStyle { ResolvedTheme.tooltipFamily.style(.default) }

  /// A Banner for `status`.
  public static func banner(_ status: StatusKind) -> ComponentStyle {
    ResolvedTheme.bannerFamily.style(status)
  }

  /// A DSInlineAlert for `status`.
  public static func inlineAlert(_ status: StatusKind) -> ComponentStyle {
    ResolvedTheme.inlineAlertFamily.style(status)
  }

  /// DSAlert dialogs.
  public static var alert: ComponentStyle { ResolvedTheme.alertFamily.style(.default) }

  /// DSSheet.
  public static var sheet: ComponentStyle { ResolvedTheme.sheetFamily.style(.default) }

  /// DSLoadingOverlay.
  public static var loadingOverlay: ComponentStyle {
    ResolvedTheme.loadingOverlayFamily.style(.default)
  }

  /// DSEmptyState.
  public static var emptyState: ComponentStyle { ResolvedTheme.emptyStateFamily.style(.default) }

  /// DSSkeleton placeholders.
  public static var skeleton: ComponentStyle { ResolvedTheme.skeletonFamily.style(.default) }

  /// DSNavigationBar.
  public static var navigationBar: ComponentStyle {
    ResolvedTheme.navigationBarFamily.style(.default)
  }

  /// DSPageIndicator dots.
  public static var pageIndicator: ComponentStyle {
    ResolvedTheme.pageIndicatorFamily.style(.default)
  }

  /// A DSStepsIndicator step that is `status`.
  public static func stepsIndicator(_ status: StepStatus) -> ComponentStyle {
    ResolvedTheme.stepsIndicatorFamily.style(status)
  }

  /// DSCarousel's arrows and frame.
  public static var carousel: ComponentStyle { ResolvedTheme.carouselFamily.style(.default) }

  /// BottomSheet, resting at detents.
  public static var bottomSheet: ComponentStyle {
    ResolvedTheme.bottomSheetFamily.style(.default)
  }

  /// A ConfirmationDialog whose action is `role`.
  public static func confirmationDialog(_ role: ConfirmationActionRole) -> ComponentStyle {
    ResolvedTheme.confirmationDialogFamily.style(role)
  }

  /// A DropdownMenu item of `role`.
  public static func dropdownMenu(_ role: MenuItemRole) -> ComponentStyle {
    ResolvedTheme.dropdownMenuFamily.style(role)
  }

  /// A SwipeableRow action of `role`.
  public static func swipeableRow(_ role: SwipeActionRole) -> ComponentStyle {
    ResolvedTheme.swipeableRowFamily.style(role)
  }

  /// An Accordion or ExpandableRow header in `style`.
  public static func accordion(_ style: AccordionStyle) -> ComponentStyle {
    ResolvedTheme.accordionFamily.style(style)
  }

  /// RangeSlider.
  public static var rangeSlider: ComponentStyle {
    ResolvedTheme.rangeSliderFamily.style(.default)
  }

  /// PinInput's keys and dots.
  public static var pinPad: ComponentStyle { ResolvedTheme.pinPadFamily.style(.default) }

  /// A tag of TagInput.
  public static var tagInput: ComponentStyle { ResolvedTheme.tagInputFamily.style(.default) }

  /// PhoneInput.
  public static var phoneInput: ComponentStyle { ResolvedTheme.phoneInputFamily.style(.default) }

  /// DateField and TimeField.
  public static var dateField: ComponentStyle { ResolvedTheme.dateFieldFamily.style(.default) }

  /// HighlightedText.
  public static var highlightedText: ComponentStyle {
    ResolvedTheme.highlightedTextFamily.style(.default)
  }

  /// ExpandableText.
  public static var expandableText: ComponentStyle {
    ResolvedTheme.expandableTextFamily.style(.default)
  }

  /// MarqueeText.
  public static var marqueeText: ComponentStyle { ResolvedTheme.marqueeTextFamily.style(.default) }

  /// PopoverView and .dsPopover.
  public static var popover: ComponentStyle { ResolvedTheme.popoverFamily.style(.default) }

  /// A row of ReorderableList.
  public static var reorderableList: ComponentStyle {
    ResolvedTheme.reorderableListFamily.style(.default)
  }
}
