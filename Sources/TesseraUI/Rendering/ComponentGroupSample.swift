#if canImport(SwiftUI)
import Foundation
import SwiftUI
import TesseraComponents
import TesseraForms
import TesseraGestures
import TesseraState
import TesseraTokens

/// The views of one component group as the rendering references draw them: every component of
/// the group's catalog family (except `ComponentGroup.omittedComponents`) with fixed sample
/// data and constant bindings, on the theme's primary background, top-leading in the group's
/// canvas (clipped to it). Nothing depends on the clock or on state changed after the first
/// layout.
///
/// ```swift
/// ComponentGroupSample(.selection)
///   .environment(\.dsTheme, PresetThemes.default.resolved(for: .dark))
/// ```
public struct ComponentGroupSample: View {
  /// The group drawn.
  public let group: ComponentGroup
  @Environment(\.dsTheme) private var theme

  /// Creates the sample of a group.
  public init(_ group: ComponentGroup) {
    self.group = group
  }

  /// The catalog names of the components each group's sample draws, in drawing order.
  public static let drawnComponents: [ComponentGroup: [String]] = [
    .action: ["DSButton", "PrimaryButton", "DSIconButton", "DSButtonGroup"],
    .input: [
      "DSTextField", "TextInputField", "DSTextArea", "DSSearchField", "DSPasswordField",
      "DSOTPField", "DSSlider", "DSStepper", "RatingInput", "CreditCardInputView", "DSFormView",
      "DSDrawingCanvas",
    ],
    .selection: [
      "DSToggle", "DSCheckbox", "DSCheckboxGroup", "DSRadio", "DSRadioGroup",
      "DSSegmentedControl", "DSChip", "DSChipGroup",
    ],
    .display: [
      "DSCard", "DSStatusBadge", "DSBadge", "DSCounterBadge", "DSTag", "DSAvatar",
      "DSAvatarGroup", "DSDivider", "DSListRow", "DSKeyValue", "DSTimeline",
    ],
    .dataDisplay: [
      "DSProgressBar", "DSProgressRing", "DSGauge", "DSBarChart", "DSLineChart", "DSSparkline",
      "DSDonutChart",
    ],
    .feedback: [
      "DSToastView", "SnackBar", "Banner", "DSInlineAlert", "DSAlert", "DSSheet", "DSTooltip",
      "DSSpinner", "DSLoadingOverlay", "DSSkeleton", "DSEmptyState",
    ],
    .navigation: [
      "DSNavigationBar", "DSTabBar", "DSPageIndicator", "DSStepsIndicator", "DSCarousel",
      "TestimonialCarousel",
    ],
  ]

  /// The group's components on the theme's background, in the group's canvas.
  public var body: some View {
    VStack(alignment: .leading, spacing: theme.gaps.regular) {
      content
    }
    .padding(16)
    .frame(
      width: group.canvasSize.width, height: group.canvasSize.height, alignment: .topLeading
    )
    .background(Color(theme.color(.backgroundPrimary)))
    // Content taller than the canvas is cut off rather than changing the image size.
    .clipped()
  }

  @ViewBuilder private var content: some View {
    switch group {
    case .action: ActionSample()
    case .input: InputSample()
    case .selection: SelectionSample()
    case .display: DisplaySample()
    case .dataDisplay: DataDisplaySample()
    case .feedback: FeedbackSample()
    case .navigation: NavigationSample()
    }
  }
}

private struct ActionSample: View {
  var body: some View {
    DSButton("Primary") {}
    DSButton("Delete", role: .destructive, icon: "trash", isFullWidth: true) {}
    PrimaryButton("Primary button", size: .large) {}
    HStack {
      DSIconButton("square.and.arrow.up", accessibilityLabel: "Share") {}
      DSIconButton("heart", accessibilityLabel: "Like", role: .tertiary) {}
    }
    DSButtonGroup {
      DSButton("Save") {}
      DSButton("Cancel", role: .secondary) {}
    }
  }
}

private struct InputSample: View {
  static let schema = try? FormSchema.decode(
    from: Data(
      #"{"title": "Contact", "fields": [{"id": "name", "type": "text", "label": "Name"}]}"#.utf8))

  var body: some View {
    DSTextField("Name", text: .constant("Ada Lovelace"), helper: "As on your ID")
    TextInputField("Email", text: .constant("ada@"), error: "Enter a valid email address")
    DSTextArea("Notes", text: .constant("Leave at the door."), minimumLines: 2)
    DSSearchField(text: .constant("Swift"))
    DSPasswordField("Password", text: .constant("correct horse"), showsStrength: true)
    DSOTPField(code: .constant(OTPCode(length: 6)))
    DSSlider("Volume", value: .constant(40), in: 0...100, step: 5)
    DSStepper("Guests", value: .constant(2), in: 1...12)
    RatingInput(rating: .constant(3.5), scale: RatingScale(maximum: 5, rounding: .half))
    CreditCardInputView(card: .constant(CreditCardInput()))
    if let schema = Self.schema {
      DSFormView(schema: schema) { _ in }
    }
    DSDrawingCanvas(recognizer: .builtIn()) { _ in }.frame(height: 80)
  }
}

private struct SelectionSample: View {
  var body: some View {
    DSToggle(isOn: .constant(true), label: "Notifications")
    DSCheckbox(isOn: .constant(false), label: "I accept the terms", error: "Required")
    DSCheckboxGroup("Topics", options: ["News", "Offers"], selection: .constant(["News"])) { $0 }
    DSRadio("Pick up", isSelected: true) {}
    DSRadioGroup("Shipping", options: ["Standard", "Express"], selection: .constant("Express")) {
      $0
    }
    DSSegmentedControl("Layout", options: ["List", "Grid"], selection: .constant("List")) { $0 }
    DSChipGroup(label: "Filters") {
      DSChip("Vegetarian", isSelected: .constant(true))
      DSChip("Add filter", icon: "plus") {}
    }
  }
}

private struct DisplaySample: View {
  var body: some View {
    DSCard(variant: .elevated) {
      Text("Your plan renews on 1 May.")
    } header: {
      Text("Subscription")
    }
    HStack {
      DSStatusBadge("Ready", variant: .success)
      DSBadge("New", variant: .info)
      DSCounterBadge(count: 120)
      DSTag("Swift")
    }
    HStack {
      DSAvatar(name: "Ada Lovelace")
      DSAvatarGroup(names: ["Grace Hopper", "Alan Turing", "Edsger Dijkstra", "Barbara Liskov"])
    }
    DSDivider()
    DSListRow("Wi-Fi", subtitle: "Home", icon: "wifi", isSelected: true)
    DSKeyValue("Renews", value: "1 May 2027")
    DSTimeline(events: [
      DSTimeline.Event("Ordered", detail: "Mon 9:14", status: .completed),
      DSTimeline.Event("Shipped", status: .current),
      DSTimeline.Event("Delivered", status: .upcoming),
    ])
  }
}

private struct DataDisplaySample: View {
  static let points = [
    ChartPoint("Mon", 3), ChartPoint("Tue", 9), ChartPoint("Wed", 6), ChartPoint("Thu", 12),
  ]

  var body: some View {
    DSProgressBar("Uploading", value: ProgressValue(completed: 42, total: 100))
    HStack {
      DSProgressRing("Storage", value: ProgressValue(fraction: 0.66), showsPercent: true)
      DSGauge("Speed", value: 72, scale: GaugeScale(from: 0, through: 120))
    }
    DSBarChart(points: Self.points).frame(height: 140)
    DSLineChart(points: Self.points).frame(height: 140)
    DSSparkline(values: [3, 5, 4, 8, 7, 9]).frame(width: 120, height: 24)
    DSDonutChart(points: [ChartPoint("Rent", 1200), ChartPoint("Food", 450)])
      .frame(height: 120)
  }
}

private struct FeedbackSample: View {
  var body: some View {
    DSToastView(
      toast: DSToastData(id: "saved", title: "Saved", message: "Changes are safe.", style: .success)
    )
    SnackBar(snackBar: SnackBarData(id: "archived", message: "Message archived"))
    Banner(banner: BannerData(id: "offline", title: "You are offline", style: .warning))
    DSInlineAlert("Card expires soon", message: "Update it before 1 May.", status: .warning)
    DSAlert(
      "Delete draft?", message: "This can't be undone.",
      primary: DSAlert.Action("Delete", role: .destructive),
      secondary: DSAlert.Action("Cancel", role: .secondary)
    ) {}
    DSSheet(title: "Sheet") { Text("Sheet content") }
    HStack {
      DSTooltip("Prices include VAT")
      DSSpinner()
    }
    DSLoadingOverlay(message: "Loading").frame(height: 100)
    DSSkeleton(.listItem)
    DSEmptyState("No messages", message: "New messages appear here.", systemImage: "tray")
  }
}

private struct CarouselSlide: Identifiable {
  let id: String
}

private struct NavigationSample: View {
  static let slides = ["One", "Two", "Three"].map(CarouselSlide.init)
  static let testimonials = [
    TestimonialCarousel.Testimonial(id: "1", quote: "Setup took minutes.", author: "Ada"),
    TestimonialCarousel.Testimonial(id: "2", quote: "Themes that pass AA.", author: "Grace"),
  ]

  var body: some View {
    DSNavigationBar("Settings")
    DSTabBar(
      selection: .constant("inbox"),
      tabs: [
        DSTabBar.Tab(id: "inbox", title: "Inbox", systemImage: "tray"),
        DSTabBar.Tab(id: "settings", title: "Settings", systemImage: "gear"),
      ])
    DSPageIndicator(pageCount: 5, currentPage: .constant(1))
    DSStepsIndicator(titles: ["Cart", "Shipping", "Payment"], currentIndex: 1)
    DSCarousel(items: Self.slides) { slide in
      Text(slide.id).frame(maxWidth: .infinity, minHeight: 60)
    }
    .frame(height: 100)
    TestimonialCarousel(testimonials: Self.testimonials).frame(height: 160)
  }
}
#endif
