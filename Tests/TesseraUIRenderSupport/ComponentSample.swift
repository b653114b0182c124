#if canImport(SwiftUI)
import CoreGraphics
import Foundation
import SwiftUI
import TesseraComponents
import TesseraForms
import TesseraGestures
import TesseraState
import TesseraTokens
import TesseraUI

/// What the rendering references draw for one catalog component: its view with fixed sample
/// data and constant bindings, or why it is left out. Nothing depends on the clock or on state
/// changed after the first layout.
///
/// The section samples draw ``sample(named:)`` for every component
/// `ComponentRegistry.components(in:)` lists, so the components drawn are the registry's, not a
/// second list; a component without a sample is ``missing`` and fails the render tests.
///
/// ```swift
/// if case .drawn(let view) = ComponentSample.sample(named: "DSButton") { view }
/// ```
public enum ComponentSample {
  /// The component's sample view.
  case drawn(AnyView)
  /// The component is not drawn, for the reason given.
  case omitted(reason: String)
  /// No sample is written for the component yet.
  case missing

  /// The sample of the catalog component called `name`.
  @MainActor
  public static func sample(named name: String) -> ComponentSample {
    if let view = actionSample(name) ?? inputSample(name) ?? selectionSample(name) {
      return .drawn(view)
    }
    if let view = displaySample(name) ?? dataDisplaySample(name) ?? feedbackSample(name) {
      return .drawn(view)
    }
    if let view = navigationSample(name) ?? familySample(name) { return .drawn(view) }
    if name == "DSToastContainer" {
      return .omitted(
        reason:
          "hosts the toasts of a DSToastManager and is empty without any; DSToastView is drawn")
    }
    return .missing
  }

  @MainActor private static func actionSample(_ name: String) -> AnyView? {
    switch name {
    case "DSButton":
      return AnyView(
        VStack(alignment: .leading) {
          DSButton("Primary") {}
          DSButton("Delete", role: .destructive, icon: "trash", isFullWidth: true) {}
        })
    case "PrimaryButton": return AnyView(PrimaryButton("Primary button", size: .large) {})
    case "DSButtonGroup":
      return AnyView(
        DSButtonGroup {
          DSButton("Save") {}
          DSButton("Cancel", role: .secondary) {}
        })
    case "DSIconButton":
      return AnyView(
        HStack {
          DSIconButton("square.and.arrow.up", accessibilityLabel: "Share") {}
          DSIconButton("heart", accessibilityLabel: "Like", role: .tertiary) {}
        })
    default: return nil
    }
  }

  @MainActor static let schema = try? FormSchema.decode(
    from: Data(
      #"{"title": "Contact", "fields": [{"id": "name", "type": "text", "label": "Name"}]}"#.utf8))

  @MainActor private static func inputSample(_ name: String) -> AnyView? {
    switch name {
    case "DSTextField":
      return AnyView(DSTextField("Name", text: .constant("Ada Lovelace"), helper: "As on your ID"))
    case "TextInputField":
      return AnyView(
        TextInputField("Email", text: .constant("ada@"), error: "Enter a valid email address"))
    case "DSTextArea":
      return AnyView(DSTextArea("Notes", text: .constant("Leave at the door."), minimumLines: 2))
    case "DSSearchField": return AnyView(DSSearchField(text: .constant("Swift")))
    case "DSPasswordField":
      return AnyView(
        DSPasswordField("Password", text: .constant("correct horse"), showsStrength: true))
    case "CreditCardInputView":
      return AnyView(CreditCardInputView(card: .constant(CreditCardInput())))
    case "DSFormView":
      return schema.map { schema in AnyView(DSFormView(schema: schema) { _ in }) }
    case "DSOTPField": return AnyView(DSOTPField(code: .constant(OTPCode(length: 6))))
    case "DSSlider": return AnyView(DSSlider("Volume", value: .constant(40), in: 0...100, step: 5))
    case "DSStepper": return AnyView(DSStepper("Guests", value: .constant(2), in: 1...12))
    case "RatingInput":
      return AnyView(
        RatingInput(rating: .constant(3.5), scale: RatingScale(maximum: 5, rounding: .half)))
    case "DSDrawingCanvas":
      return AnyView(DSDrawingCanvas(recognizer: .builtIn()) { _ in }.frame(height: 80))
    default: return nil
    }
  }

  @MainActor private static func selectionSample(_ name: String) -> AnyView? {
    switch name {
    case "DSToggle": return AnyView(DSToggle(isOn: .constant(true), label: "Notifications"))
    case "DSSwitch": return AnyView(DSSwitch(isOn: .constant(true), label: "Wi-Fi"))
    case "DSCheckbox":
      return AnyView(
        DSCheckbox(isOn: .constant(false), label: "I accept the terms", error: "Required"))
    case "DSCheckboxGroup":
      return AnyView(
        DSCheckboxGroup("Topics", options: ["News", "Offers"], selection: .constant(["News"])) {
          $0
        })
    case "DSRadio": return AnyView(DSRadio("Pick up", isSelected: true) {})
    case "DSRadioGroup":
      return AnyView(
        DSRadioGroup(
          "Shipping", options: ["Standard", "Express"], selection: .constant("Express")
        ) { $0 })
    case "DSSegmentedControl":
      return AnyView(
        DSSegmentedControl("Layout", options: ["List", "Grid"], selection: .constant("List")) {
          $0
        })
    case "DSChip": return AnyView(DSChip("Vegetarian", isSelected: .constant(true)))
    case "DSChipGroup":
      return AnyView(
        DSChipGroup(label: "Filters") {
          DSChip("Vegan", isSelected: .constant(false))
          DSChip("Add filter", icon: "plus") {}
        })
    default: return nil
    }
  }

  @MainActor private static func displaySample(_ name: String) -> AnyView? {
    switch name {
    case "DSCard":
      return AnyView(
        DSCard(variant: .elevated) {
          Text("Your plan renews on 1 May.")
        } header: {
          Text("Subscription")
        })
    case "DSCardHeader":
      return AnyView(DSCardHeader(title: "Storage", subtitle: "42 GB of 50 GB"))
    case "DSCardFooter": return AnyView(DSCardFooter { Text("Updated today") })
    case "DSMediaCard":
      return AnyView(
        DSMediaCard(image: Image(systemName: "photo"), aspectRatio: 2) { Text("Coastal trail") })
    case "DSStatCard":
      return AnyView(DSStatCard(title: "Revenue", value: "$12,345", change: "+12%"))
    case "DSListCard":
      return AnyView(
        DSListCard(title: "Recent") {
          DSCardListItem(title: "Invoice 42", subtitle: "Paid", trailing: "$120")
        })
    case "DSCardListItem":
      return AnyView(DSCardListItem(title: "Invoice 41", subtitle: "Due", trailing: "$80") {})
    case "DSStatusBadge": return AnyView(DSStatusBadge("Ready", variant: .success))
    case "DSBadge": return AnyView(DSBadge("New", variant: .info))
    case "DSDotBadge": return AnyView(DSDotBadge(variant: .error, accessibilityLabel: "Unread"))
    case "DSCounterBadge": return AnyView(DSCounterBadge(count: 120))
    case "DSTag": return AnyView(DSTag("Swift"))
    case "DSAvatar": return AnyView(DSAvatar(name: "Ada Lovelace"))
    case "DSBorderedAvatar": return AnyView(DSBorderedAvatar(name: "Grace Hopper", size: .large))
    case "DSAvatarWithBadge": return AnyView(DSAvatarWithBadge(name: "Alan Turing", badge: "3"))
    case "DSAvatarGroup":
      return AnyView(
        DSAvatarGroup(names: ["Grace Hopper", "Alan Turing", "Edsger Dijkstra", "Barbara Liskov"])
      )
    case "DSDivider": return AnyView(DSDivider())
    case "DSSpacer":
      return AnyView(
        VStack(spacing: 0) {
          Text("Above"); DSSpacer(.xl); Text("Below")
        })
    case "DSListRow":
      return AnyView(DSListRow("Wi-Fi", subtitle: "Home", icon: "wifi", isSelected: true))
    case "DSKeyValue": return AnyView(DSKeyValue("Renews", value: "1 May 2027"))
    case "DSTimeline":
      return AnyView(
        DSTimeline(events: [
          DSTimeline.Event("Ordered", detail: "Mon 9:14", status: .completed),
          DSTimeline.Event("Shipped", status: .current),
          DSTimeline.Event("Delivered", status: .upcoming),
        ]))
    default: return nil
    }
  }

  @MainActor static let points = [
    ChartPoint("Mon", 3), ChartPoint("Tue", 9), ChartPoint("Wed", 6), ChartPoint("Thu", 12),
  ]

  @MainActor private static func dataDisplaySample(_ name: String) -> AnyView? {
    switch name {
    case "DSProgressBar":
      return AnyView(DSProgressBar("Uploading", value: ProgressValue(completed: 42, total: 100)))
    case "DSProgressRing":
      return AnyView(
        DSProgressRing("Storage", value: ProgressValue(fraction: 0.66), showsPercent: true))
    case "DSProgressIndicator":
      return AnyView(DSProgressIndicator("Uploading", style: .circular, value: 0.42))
    case "DSGauge":
      return AnyView(DSGauge("Speed", value: 72, scale: GaugeScale(from: 0, through: 120)))
    case "DSBarChart": return AnyView(DSBarChart(points: points).frame(height: 140))
    case "DSLineChart": return AnyView(DSLineChart(points: points).frame(height: 140))
    case "DSSparkline":
      return AnyView(DSSparkline(values: [3, 5, 4, 8, 7, 9]).frame(width: 120, height: 24))
    case "DSDonutChart":
      return AnyView(
        DSDonutChart(points: [ChartPoint("Rent", 1200), ChartPoint("Food", 450)])
          .frame(height: 120))
    case "DSChart": return AnyView(DSChart(points: points, type: .area).frame(height: 140))
    default: return nil
    }
  }

  @MainActor private static func feedbackSample(_ name: String) -> AnyView? {
    switch name {
    case "DSToastView":
      return AnyView(
        DSToastView(
          toast: DSToastData(
            id: "saved", title: "Saved", message: "Changes are safe.", style: .success)))
    case "SnackBar":
      return AnyView(SnackBar(snackBar: SnackBarData(id: "archived", message: "Message archived")))
    case "DSSnackbar": return AnyView(DSSnackbar(message: "Message archived"))
    case "Banner":
      return AnyView(
        Banner(banner: BannerData(id: "offline", title: "You are offline", style: .warning)))
    case "DSInlineAlert":
      return AnyView(
        DSInlineAlert("Card expires soon", message: "Update it before 1 May.", status: .warning))
    case "DSAlert":
      return AnyView(
        DSAlert(
          "Delete draft?", message: "This can't be undone.",
          primary: DSAlert.Action("Delete", role: .destructive),
          secondary: DSAlert.Action("Cancel", role: .secondary)
        ) {})
    case "DSModal":
      return AnyView(
        DSModal(isPresented: .constant(true), title: "Terms") { Text("By continuing you agree.") }
          .frame(height: 240))
    case "DSSheet": return AnyView(DSSheet(title: "Sheet") { Text("Sheet content") })
    case "DSTooltip": return AnyView(DSTooltip("Prices include VAT"))
    case "DSSpinner": return AnyView(DSSpinner())
    case "DSLoadingOverlay": return AnyView(DSLoadingOverlay(message: "Loading").frame(height: 100))
    case "DSSkeleton": return AnyView(DSSkeleton(.listItem))
    case "DSSkeletonText": return AnyView(DSSkeletonText(lines: 3))
    case "DSSkeletonAvatar": return AnyView(DSSkeletonAvatar(size: .large))
    case "DSSkeletonCard": return AnyView(DSSkeletonCard(hasImage: true, lines: 2))
    case "DSSkeletonListItem": return AnyView(DSSkeletonListItem())
    case "DSSkeletonTable": return AnyView(DSSkeletonTable(rows: 3, columns: 3))
    case "DSSkeletonProfile": return AnyView(DSSkeletonProfile())
    case "DSConditionalSkeleton":
      return AnyView(
        DSConditionalSkeleton(isLoading: true) {
          Text("Loaded")
        } skeleton: {
          DSSkeletonText()
        })
    case "DSEmptyState":
      return AnyView(
        DSEmptyState("No messages", message: "New messages appear here.", systemImage: "tray"))
    default: return nil
    }
  }

  @MainActor static let slides = ["One", "Two", "Three"].map(CarouselSlide.init)
  @MainActor static let testimonials = [
    TestimonialCarousel.Testimonial(id: "1", quote: "Setup took minutes.", author: "Ada"),
    TestimonialCarousel.Testimonial(id: "2", quote: "Themes that pass AA.", author: "Grace"),
  ]

  @MainActor private static func navigationSample(_ name: String) -> AnyView? {
    switch name {
    case "DSNavigationBar": return AnyView(DSNavigationBar("Settings"))
    case "DSTabBar":
      return AnyView(
        DSTabBar(
          selection: .constant("inbox"),
          tabs: [
            DSTabBar.Tab(id: "inbox", title: "Inbox", systemImage: "tray"),
            DSTabBar.Tab(id: "settings", title: "Settings", systemImage: "gear"),
          ]))
    case "DSPageIndicator": return AnyView(DSPageIndicator(pageCount: 5, currentPage: .constant(1)))
    case "DSStepsIndicator":
      return AnyView(DSStepsIndicator(titles: ["Cart", "Shipping", "Payment"], currentIndex: 1))
    case "DSCarousel":
      return AnyView(
        DSCarousel(items: slides) { slide in
          Text(slide.id).frame(maxWidth: .infinity, minHeight: 60)
        }
        .frame(height: 100))
    case "TestimonialCarousel":
      return AnyView(TestimonialCarousel(testimonials: testimonials).frame(height: 160))
    default: return nil
    }
  }
}

struct CarouselSlide: Identifiable {
  let id: String
}

/// The views of one catalog section as the rendering references draw them: the sample of every
/// component `ComponentRegistry.components(in:)` lists, in registry order, on the theme's
/// primary background, top-leading in the section's canvas (clipped to it).
///
/// ```swift
/// ComponentSectionSample(.selection)
///   .environment(\.dsTheme, PresetThemes.default.resolved(for: .dark))
/// ```
public struct ComponentSectionSample: View {
  /// The catalog section drawn.
  public let section: ComponentSection
  @Environment(\.dsTheme) private var theme

  /// Creates the sample of a catalog section.
  public init(_ section: ComponentSection) {
    self.section = section
  }

  /// The section's components on the theme's background, in the section's canvas.
  public var body: some View {
    VStack(alignment: .leading, spacing: theme.gaps.regular) {
      ForEach(ComponentRegistry.components(in: section), id: \.name) { component in
        if case .drawn(let view) = ComponentSample.sample(named: component.name) {
          view
        }
      }
    }
    .padding(16)
    .frame(
      width: section.canvasSize.width, height: section.canvasSize.height, alignment: .topLeading
    )
    .background(Color(theme.color(.backgroundPrimary)))
    // Content taller than the canvas is cut off rather than changing the image size.
    .clipped()
  }
}

extension ComponentSection {
  /// The size, in points, the section is laid out and rendered at. Fixed, so a layout change
  /// moves cell colors instead of changing the image size.
  public var canvasSize: CGSize {
    switch self {
    case .action: return CGSize(width: 390, height: 360)
    case .input: return CGSize(width: 390, height: 1200)
    case .selection: return CGSize(width: 390, height: 820)
    case .display: return CGSize(width: 390, height: 960)
    case .dataDisplay: return CGSize(width: 390, height: 820)
    case .feedback: return CGSize(width: 390, height: 1140)
    case .navigation: return CGSize(width: 390, height: 640)
    }
  }

  /// The reference file name (without `.json`) for a mode: `<section>-<mode>`, for example
  /// `action-light` or `feedback-darkIncreasedContrast`.
  public func referenceName(for mode: ThemeMode) -> String {
    "\(rawValue)-\(mode.name)"
  }

  /// The component families the section's components draw with, in registry order: the
  /// sections of the HTML gallery's components pages that cover this section on Linux.
  public var galleryStyleFamilies: [ComponentStyleFamily] {
    let used = Set(ComponentRegistry.components(in: self).flatMap(\.allStyles))
    return ComponentRegistry.families.filter { used.contains($0) }
  }
}
#endif
