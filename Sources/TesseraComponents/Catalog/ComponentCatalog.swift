/// The groups the component catalog is organized in, for docs, the gallery and tests.
public enum ComponentFamily: String, Sendable, Hashable, Codable, CaseIterable {
  /// Buttons and button groups.
  case action
  /// Text entry and value entry (fields, sliders, steppers, ratings, forms).
  case input
  /// Choosing among options (toggles, checkboxes, radios, segments, chips).
  case selection
  /// Showing content and status (cards, badges, tags, avatars, rows).
  case display
  /// Showing numbers (progress, gauges, charts).
  case dataDisplay
  /// Telling the user something happened (toasts, banners, alerts, loading).
  case feedback
  /// Moving around (bars, indicators, carousels).
  case navigation
}

/// One public component: its name as users write it, family, a one-line summary, and the
/// appearance style the views apply to it.
public struct ComponentDescriptor: Sendable, Hashable, Codable, Identifiable {
  /// The SwiftUI type name, as in the seeds ("DSButton", "RatingInput").
  public let name: String
  /// The catalog family.
  public let family: ComponentFamily
  /// What it is for, in one sentence.
  public let summary: String
  /// The appearance family that styles it (see `ComponentStyleFamily`).
  public let style: ComponentStyleFamily
  /// Further styles for parts drawn inside it (a password field's strength meter).
  public let partStyles: [ComponentStyleFamily]
  /// Platforms it is not available on, if any (for example "tvOS, watchOS").
  public let unavailableOn: String?

  /// Creates a descriptor.
  public init(
    name: String, family: ComponentFamily, summary: String, style: ComponentStyleFamily,
    partStyles: [ComponentStyleFamily] = [], unavailableOn: String? = nil
  ) {
    self.name = name
    self.family = family
    self.summary = summary
    self.style = style
    self.partStyles = partStyles
    self.unavailableOn = unavailableOn
  }

  /// Every style family the component draws with.
  public var allStyles: [ComponentStyleFamily] { [style] + partStyles }

  /// The name, which is unique in the catalog.
  public var id: String { name }
}

/// Every public component Tessera ships, so docs, the gallery and tests can check coverage.
///
/// ```swift
/// ComponentCatalog.all.count                          // every component
/// ComponentCatalog.named("DSButton")?.family          // .action
/// ComponentCatalog.all.filter { $0.family == .feedback }
/// ```
public enum ComponentCatalog {
  /// The components, grouped by family in display order.
  public static let all: [ComponentDescriptor] =
    actions + inputs + selection + display + dataDisplay + feedback + navigation

  /// The component called `name`, if any.
  public static func named(_ name: String) -> ComponentDescriptor? {
    all.first { $0.name == name }
  }

  /// The components of one family.
  public static func family(_ family: ComponentFamily) -> [ComponentDescriptor] {
    all.filter { $0.family == family }
  }

  static let actions: [ComponentDescriptor] = [
    .init(
      name: "DSButton", family: .action,
      summary: "A button with a role, size, optional icon, loading state and full-width option.",
      style: .button),
    .init(
      name: "PrimaryButton", family: .action,
      summary: "The seed's call-to-action button: a DSButton with the primary role.",
      style: .button),
    .init(
      name: "DSIconButton", family: .action,
      summary: "A square button showing only a symbol, with an accessibility label.",
      style: .iconButton),
    .init(
      name: "DSButtonGroup", family: .action,
      summary: "Buttons laid out side by side or stacked, sharing size and spacing.",
      style: .button),
  ]

  static let inputs: [ComponentDescriptor] = [
    .init(
      name: "DSTextField", family: .input,
      summary: "A single-line text field with label, helper and error text.", style: .textField),
    .init(
      name: "TextInputField", family: .input,
      summary: "The seed's validated text field, taking a KeyboardKind and a ValidatedValue.",
      style: .textField),
    .init(
      name: "DSTextArea", family: .input, summary: "A multi-line text editor with a label.",
      style: .textField, unavailableOn: "tvOS, watchOS"),
    .init(
      name: "DSSearchField", family: .input,
      summary: "A text field with a search symbol and a clear button.", style: .textField),
    .init(
      name: "DSPasswordField", family: .input,
      summary: "A secure field with a show/hide button and a strength meter.",
      style: .textField, partStyles: [.strengthMeter]),
    .init(
      name: "DSOTPField", family: .input,
      summary: "One box per digit of a one-time code, with paste support.", style: .otpField),
    .init(
      name: "DSSlider", family: .input,
      summary: "A slider whose steps stay safe for zero, negative or NaN steps.", style: .slider),
    .init(
      name: "DSStepper", family: .input,
      summary: "Minus and plus buttons around a value kept inside its bounds.", style: .stepper),
    .init(
      name: "RatingInput", family: .input,
      summary: "Stars for a rating with full, half or exact steps.", style: .rating),
    .init(
      name: "CreditCardInput", family: .input,
      summary: "Card number, expiry and CVV fields with Luhn and date checks.",
      style: .textField),
    .init(
      name: "DSFormView", family: .input,
      summary: "A form rendered from a decoded FormSchema, with validation and submit.",
      style: .textField),
  ]

  static let selection: [ComponentDescriptor] = [
    .init(
      name: "DSToggle", family: .selection, summary: "An on/off switch with a label.",
      style: .toggle),
    .init(
      name: "DSCheckbox", family: .selection,
      summary: "A checkbox with checked, unchecked and mixed states.", style: .checkbox),
    .init(
      name: "DSCheckboxGroup", family: .selection,
      summary: "A labelled list of checkboxes for several choices.", style: .checkbox),
    .init(
      name: "DSRadio", family: .selection, summary: "One radio button with a label.",
      style: .radio),
    .init(
      name: "DSRadioGroup", family: .selection,
      summary: "A labelled list of radio buttons for one choice.", style: .radio),
    .init(
      name: "DSSegmentedControl", family: .selection,
      summary: "A row of mutually exclusive segments.", style: .segmentedControl),
    .init(
      name: "DSChip", family: .selection,
      summary: "A compact selectable or removable choice.", style: .chip,
      partStyles: [.iconButton]),
    .init(
      name: "DSChipGroup", family: .selection,
      summary: "Chips that wrap onto new lines with FlowLayout.", style: .chip),
  ]

  static let display: [ComponentDescriptor] = [
    .init(
      name: "DSCard", family: .display,
      summary: "A surface with optional header and footer, flat or elevated.", style: .card),
    .init(
      name: "DSStatusBadge", family: .display,
      summary: "A label with a status color: neutral, info, success, warning or error.",
      style: .statusBadge),
    .init(
      name: "DSBadge", family: .display, summary: "A small label attached to other content.",
      style: .badge),
    .init(
      name: "DSCounterBadge", family: .display,
      summary: "A count bubble that caps at \"99+\" and hides at zero.", style: .counterBadge),
    .init(
      name: "DSTag", family: .display, summary: "A non-interactive keyword label.",
      style: .tag),
    .init(
      name: "DSAvatar", family: .display,
      summary: "A picture or initials on a stable per-name color.", style: .avatar),
    .init(
      name: "DSAvatarGroup", family: .display,
      summary: "Overlapping avatars with a \"+N\" overflow.", style: .avatar,
      partStyles: [.counterBadge]),
    .init(
      name: "DSDivider", family: .display, summary: "A hairline separating content.",
      style: .divider),
    .init(
      name: "DSListRow", family: .display,
      summary: "A row with icon, title, subtitle and accessory.", style: .listRow),
    .init(
      name: "DSKeyValue", family: .display, summary: "A label and its value, side by side.",
      style: .keyValue),
    .init(
      name: "DSTimeline", family: .display,
      summary: "Events on a vertical line, with dots for past, current and future.",
      style: .timeline),
  ]

  static let dataDisplay: [ComponentDescriptor] = [
    .init(
      name: "DSProgressBar", family: .dataDisplay,
      summary: "A horizontal bar for clamped or indeterminate progress.", style: .progress),
    .init(
      name: "DSProgressRing", family: .dataDisplay,
      summary: "A ring for clamped or indeterminate progress.", style: .progress),
    .init(
      name: "DSGauge", family: .dataDisplay,
      summary: "A dial with a needle pointing at a value.", style: .gauge),
    .init(
      name: "DSBarChart", family: .dataDisplay,
      summary: "Bars with a nice-tick axis and a spoken summary.", style: .chart),
    .init(
      name: "DSLineChart", family: .dataDisplay,
      summary: "A line with a nice-tick axis, gaps for missing values.", style: .chart),
    .init(
      name: "DSSparkline", family: .dataDisplay, summary: "A tiny line chart without axes.",
      style: .chart),
    .init(
      name: "DSDonutChart", family: .dataDisplay, summary: "Shares of a whole on a ring.",
      style: .chart),
  ]

  static let feedback: [ComponentDescriptor] = [
    .init(
      name: "DSToastView", family: .feedback,
      summary: "A transient message with a status, announced to VoiceOver.", style: .toast),
    .init(
      name: "DSToastContainer", family: .feedback,
      summary: "Stacks the toasts of a DSToastManager, with swipe to dismiss.", style: .toast),
    .init(
      name: "SnackBar", family: .feedback,
      summary: "A bottom message with one optional action.", style: .snackBar),
    .init(
      name: "Banner", family: .feedback,
      summary: "A message across the top of a screen, dismissible.", style: .banner),
    .init(
      name: "DSInlineAlert", family: .feedback,
      summary: "A status message placed inside content.", style: .inlineAlert),
    .init(
      name: "DSAlert", family: .feedback,
      summary: "A modal dialog with a title, message and actions.", style: .alert),
    .init(
      name: "DSSheet", family: .feedback, summary: "A panel sliding over the content.",
      style: .sheet),
    .init(
      name: "DSTooltip", family: .feedback,
      summary: "A short hint beside its anchor, kept on screen.", style: .tooltip),
    .init(
      name: "DSSpinner", family: .feedback,
      summary: "An activity indicator that pulses under Reduce Motion.", style: .spinner),
    .init(
      name: "DSLoadingOverlay", family: .feedback,
      summary: "A scrim with a spinner and message over busy content.", style: .loadingOverlay,
      partStyles: [.spinner]),
    .init(
      name: "DSSkeleton", family: .feedback,
      summary: "Placeholder shapes (text, avatar, card, list item) with a shimmer.",
      style: .skeleton),
    .init(
      name: "DSEmptyState", family: .feedback,
      summary: "A symbol, title, message and action for empty screens.", style: .emptyState),
  ]

  static let navigation: [ComponentDescriptor] = [
    .init(
      name: "DSNavigationBar", family: .navigation,
      summary: "A title bar with leading and trailing actions.", style: .navigationBar),
    .init(
      name: "DSTabBar", family: .navigation,
      summary: "Tabs with symbols, titles and badges.", style: .tabBar,
      partStyles: [.counterBadge]),
    .init(
      name: "DSPageIndicator", family: .navigation,
      summary: "Dots for pages, windowed when there are many.", style: .pageIndicator),
    .init(
      name: "DSStepsIndicator", family: .navigation,
      summary: "Numbered steps of a StepFlow: completed, current, upcoming.",
      style: .stepsIndicator),
    .init(
      name: "DSCarousel", family: .navigation,
      summary: "Pages that snap after a drag, optionally wrapping.", style: .carousel,
      partStyles: [.pageIndicator]),
    .init(
      name: "TestimonialCarousel", family: .navigation,
      summary: "The seed's quote carousel; a stack of cards on macOS.", style: .carousel),
  ]
}
