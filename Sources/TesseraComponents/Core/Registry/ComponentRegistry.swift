import TesseraTokens

/// The one registry of Tessera's components: every component family, in order, with its
/// definition. The catalog (`ComponentCatalog`), the audit sweep (`ComponentAudit`), the HTML
/// gallery's components pages and the SwiftUI render samples all enumerate it, so nothing keeps
/// a second list.
///
/// Adding a family is a case of ``ComponentStyleFamily``, its line in
/// `ComponentStyleFamily.definition` (the compiler asks for it), and its folder
/// `Families/<Family>/`: `<Family>.swift` with its appearance function and, closing the file,
/// its definition, and `ComponentStyle+<Family>.swift` with its typed style (and a shortcut
/// where views ask for one). Adding a component to a
/// family is one entry in that definition's `components`.
///
/// ```swift
/// ComponentRegistry.families.count                  // 57
/// ComponentRegistry.styles.count                    // every family × variant
/// ComponentRegistry.components(in: .feedback).map(\.name)
/// ```
public enum ComponentRegistry {
  /// Every family, in registry order (the order of ``ComponentStyleFamily``'s cases).
  public static var families: [ComponentStyleFamily] { ComponentStyleFamily.allCases }

  /// Every family with every variant, in registry order: what the audit sweeps and the
  /// gallery draws.
  public static let styles: [ComponentStyle] = families.flatMap(\.styles)

  /// Every catalog component, grouped by catalog section (``ComponentFamily``) in section
  /// order, and within a section in registry order.
  public static let components: [ComponentDescriptor] = ComponentFamily.allCases.flatMap {
    components(in: $0)
  }

  /// The catalog components of one section, in registry order.
  public static func components(in section: ComponentFamily) -> [ComponentDescriptor] {
    families.flatMap { $0.components.filter { $0.family == section } }
  }

  /// The names of the catalog components drawn with `family`, as their main style or as a
  /// part, in catalog order.
  public static func componentNames(drawnWith family: ComponentStyleFamily) -> [String] {
    namesByFamily[family] ?? []
  }

  /// ``componentNames(drawnWith:)`` for every family, computed once (the audit asks per check).
  private static let namesByFamily: [ComponentStyleFamily: [String]] = {
    var names: [ComponentStyleFamily: [String]] = [:]
    for component in components {
      for style in component.allStyles { names[style, default: []].append(component.name) }
    }
    return names
  }()
}

extension ComponentStyleFamily {
  /// Where everything about the family is decided: the definition in the family's folder.
  /// This switch is the registry's only list.
  var definition: any AnyComponentFamilyDefinition {
    switch self {
    case .button: return ResolvedTheme.buttonFamily
    case .iconButton: return ResolvedTheme.iconButtonFamily
    case .textField: return ResolvedTheme.textFieldFamily
    case .strengthMeter: return ResolvedTheme.strengthMeterFamily
    case .otpField: return ResolvedTheme.otpFieldFamily
    case .slider: return ResolvedTheme.sliderFamily
    case .stepper: return ResolvedTheme.stepperFamily
    case .rating: return ResolvedTheme.ratingFamily
    case .toggle: return ResolvedTheme.toggleFamily
    case .checkbox: return ResolvedTheme.checkboxFamily
    case .radio: return ResolvedTheme.radioFamily
    case .segmentedControl: return ResolvedTheme.segmentedControlFamily
    case .chip: return ResolvedTheme.chipFamily
    case .card: return ResolvedTheme.cardFamily
    case .statusBadge: return ResolvedTheme.statusBadgeFamily
    case .badge: return ResolvedTheme.badgeFamily
    case .counterBadge: return ResolvedTheme.counterBadgeFamily
    case .tag: return ResolvedTheme.tagFamily
    case .avatar: return ResolvedTheme.avatarFamily
    case .divider: return ResolvedTheme.dividerFamily
    case .listRow: return ResolvedTheme.listRowFamily
    case .keyValue: return ResolvedTheme.keyValueFamily
    case .timeline: return ResolvedTheme.timelineFamily
    case .progress: return ResolvedTheme.progressFamily
    case .gauge: return ResolvedTheme.gaugeFamily
    case .chart: return ResolvedTheme.chartFamily
    case .toast: return ResolvedTheme.toastFamily
    case .snackBar: return ResolvedTheme.snackBarFamily
    case .banner: return ResolvedTheme.bannerFamily
    case .inlineAlert: return ResolvedTheme.inlineAlertFamily
    case .alert: return ResolvedTheme.alertFamily
    case .sheet: return ResolvedTheme.sheetFamily
    case .tooltip: return ResolvedTheme.tooltipFamily
    case .spinner: return ResolvedTheme.spinnerFamily
    case .loadingOverlay: return ResolvedTheme.loadingOverlayFamily
    case .skeleton: return ResolvedTheme.skeletonFamily
    case .emptyState: return ResolvedTheme.emptyStateFamily
    case .navigationBar: return ResolvedTheme.navigationBarFamily
    case .tabBar: return ResolvedTheme.tabBarFamily
    case .pageIndicator: return ResolvedTheme.pageIndicatorFamily
    case .stepsIndicator: return ResolvedTheme.stepsIndicatorFamily
    case .carousel: return ResolvedTheme.carouselFamily
    case .bottomSheet: return ResolvedTheme.bottomSheetFamily
    case .confirmationDialog: return ResolvedTheme.confirmationDialogFamily
    case .dropdownMenu: return ResolvedTheme.dropdownMenuFamily
    case .swipeableRow: return ResolvedTheme.swipeableRowFamily
    case .accordion: return ResolvedTheme.accordionFamily
    case .rangeSlider: return ResolvedTheme.rangeSliderFamily
    case .pinPad: return ResolvedTheme.pinPadFamily
    case .tagInput: return ResolvedTheme.tagInputFamily
    case .phoneInput: return ResolvedTheme.phoneInputFamily
    case .dateField: return ResolvedTheme.dateFieldFamily
    case .highlightedText: return ResolvedTheme.highlightedTextFamily
    case .expandableText: return ResolvedTheme.expandableTextFamily
    case .marqueeText: return ResolvedTheme.marqueeTextFamily
    case .popover: return ResolvedTheme.popoverFamily
    case .reorderableList: return ResolvedTheme.reorderableListFamily
    }
  }
}
