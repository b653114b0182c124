import SwiftUI
import Tessera

/// Every component family, in the theme of the environment.
struct Gallery: View {
  let toasts: DSToastManager
  @Environment(\.dsTheme) private var theme

  var body: some View {
    VStack(alignment: .leading, spacing: theme.gaps.loose) {
      GallerySection("Buttons") { ButtonsSection(toasts: toasts) }
      GallerySection("Inputs") { InputsSection() }
      GallerySection("Selection") { SelectionSection() }
      GallerySection("Display") { DisplaySection() }
      GallerySection("Feedback") { FeedbackSection() }
      GallerySection("Data") { DataSection() }
      GallerySection("Navigation") { NavigationSection() }
      GallerySection("Lists") { ListsSection() }
      GallerySection("Overlays") { OverlaysSection() }
      GallerySection("More inputs") { SeedInputsSection() }
      GallerySection("Text") { SeedTextSection() }
      GallerySection("JSON form") { FormSection() }
      GallerySection("Gestures") { GesturesSection() }
    }
  }
}

/// A titled group of the gallery.
struct GallerySection<Content: View>: View {
  let title: String
  let content: Content
  @Environment(\.dsTheme) private var theme

  init(_ title: String, @ViewBuilder content: () -> Content) {
    self.title = title
    self.content = content()
  }

  var body: some View {
    VStack(alignment: .leading, spacing: theme.gaps.regular) {
      Text(title).dsText(.title3).accessibilityAddTraits(.isHeader)
      content
      DSDivider()
    }
  }
}

struct ButtonsSection: View {
  let toasts: DSToastManager
  @State private var isLoading = false

  var body: some View {
    DSButtonGroup {
      DSButton("Primary") {
        toasts.show(DSToastData(title: "Saved", message: "Your changes are safe.", style: .success))
      }
      DSButton("Secondary", role: .secondary) {}
      DSButton("Delete", role: .destructive, icon: "trash") {}
    }
    DSButton("Loading", isLoading: isLoading, isFullWidth: true) { isLoading.toggle() }
    PrimaryButton("Primary button") {}
    HStack {
      DSIconButton("square.and.arrow.up", accessibilityLabel: "Share") {}
      DSIconButton("heart", accessibilityLabel: "Like", role: .tertiary) {}
    }
    Button("Gentle-style button") {}.dsButton(.quaternary)
  }
}

struct InputsSection: View {
  @State private var name = ""
  @State private var email = ValidatedValue("", .required().and(.email()))
  @State private var phone = ""
  @State private var notes = ""
  @State private var query = ""
  @State private var password = ""
  @State private var code = OTPCode(length: 6)
  @State private var card = CreditCardInput()

  var body: some View {
    DSTextField("Name", text: $name, prompt: "Ada Lovelace", helper: "As on your ID")
    DSTextField("Email", value: $email, prompt: "name@example.com", keyboard: .emailAddress)
    TextInputField("Phone", text: $phone, keyboardType: .phonePad)
    DSTextArea("Notes", text: $notes, prompt: "Anything else?")
    DSSearchField(text: $query)
    DSPasswordField("Password", text: $password, showsStrength: true, isNewPassword: true)
    DSOTPField(code: $code)
    CreditCardInputView(card: $card)
  }
}

struct SelectionSection: View {
  @State private var isOn = true
  @State private var accepts = false
  @State private var topics: Set<String> = ["News"]
  @State private var shipping = "Standard"
  @State private var layout = "List"
  @State private var volume = 40.0
  @State private var guests = 2.0
  @State private var rating = 3.5
  @State private var vegetarian = false

  var body: some View {
    DSToggle(isOn: $isOn, label: "Notifications")
    DSCheckbox(isOn: $accepts, label: "I accept the terms", error: accepts ? nil : "Required")
    DSCheckboxGroup("Topics", options: ["News", "Offers", "Tips"], selection: $topics) { $0 }
    DSRadioGroup("Shipping", options: ["Standard", "Express"], selection: $shipping) { $0 }
    DSSegmentedControl("Layout", options: ["List", "Grid"], selection: $layout) { $0 }
    DSSlider("Volume", value: $volume, in: 0...100, step: 5) { "\(Int($0))%" }
    DSStepper("Guests", value: $guests, in: 1...12)
    RatingInput(rating: $rating, scale: RatingScale(maximum: 5, rounding: .half))
    DSChipGroup(label: "Filters") {
      DSChip("Vegetarian", isSelected: $vegetarian)
      DSChip("Add filter", icon: "plus") {}
    }
  }
}

struct DisplaySection: View {
  var body: some View {
    DSCard(variant: .elevated) {
      Text("Your plan renews on 1 May.")
    } header: {
      Text("Subscription")
    } footer: {
      Text("Family plan")
    }
    HStack {
      DSStatusBadge("Ready", variant: .success)
      DSBadge("New", variant: .info)
      DSCounterBadge(count: 120)
      DSTag("Swift")
    }
    DSAvatarGroup(names: ["Ada Lovelace", "Grace Hopper", "李小龍", "Alan Turing", "Edsger"])
    DSListRow("Wi-Fi", subtitle: "Home", icon: "wifi") {
      // Decoration: the row is already a button.
      Image(systemName: "chevron.forward").accessibilityHidden(true)
    } action: {
    }
    DSKeyValue("Renews", value: "1 May 2027")
    DSTimeline(events: [
      DSTimeline.Event("Ordered", detail: "Mon 9:14", status: .completed),
      DSTimeline.Event("Shipped", status: .current),
      DSTimeline.Event("Delivered", status: .upcoming),
    ])
  }
}

struct FeedbackSection: View {
  @State private var showsAlert = false
  @State private var showsSheet = false
  @State private var showsHint = false

  var body: some View {
    DSInlineAlert("Card expires soon", message: "Update it before 1 May.", status: .warning)
    HStack {
      DSSpinner()
      DSButton("Alert", role: .secondary) { showsAlert = true }
      DSButton("Sheet", role: .secondary) { showsSheet = true }
      DSIconButton("info.circle", accessibilityLabel: "Hint") { showsHint.toggle() }
        .dsTooltip("Prices include VAT", isPresented: $showsHint)
    }
    DSSkeleton(.listItem)
    DSEmptyState("No messages", message: "New messages appear here.", systemImage: "tray")
      .dsAlert(
        "Delete draft?", isPresented: $showsAlert, message: "This can't be undone.",
        primary: DSAlert.Action("Delete", role: .destructive),
        secondary: DSAlert.Action("Cancel", role: .secondary)
      )
      .dsSheet(isPresented: $showsSheet, title: "Sheet") { Text("Sheet content") }
  }
}

struct DataSection: View {
  let points = [
    ChartPoint("Mon", 3), ChartPoint("Tue", 9), ChartPoint("Wed", 6), ChartPoint("Thu", .nan),
    ChartPoint("Fri", 12),
  ]

  var body: some View {
    DSProgressBar("Uploading", value: ProgressValue(completed: 42, total: 100))
    DSProgressBar("Preparing", value: .indeterminate)
    HStack {
      DSProgressRing("Storage", value: ProgressValue(fraction: 0.66), showsPercent: true)
      DSGauge("Speed", value: 72, scale: GaugeScale(from: 0, through: 120))
    }
    DSBarChart(points: points).frame(height: 160)
    DSLineChart(points: points).frame(height: 160)
    HStack {
      Text("$182")
      DSSparkline(values: [3, 5, 4, 8, 7, 9]).frame(width: 60, height: 20)
    }
    DSDonutChart(points: [
      ChartPoint("Rent", 1200), ChartPoint("Food", 450), ChartPoint("Fun", 200),
    ])
  }
}

struct NavigationSection: View {
  @State private var page = 0
  @State private var tab = "inbox"
  let flow = try? StepFlow(steps: ["Cart", "Shipping", "Payment", "Review"])

  var body: some View {
    DSNavigationBar("Settings")
    DSPageIndicator(pageCount: 12, currentPage: $page)
    if let flow {
      DSStepsIndicator(flow: flow)
    }
    DSTabBar(
      selection: $tab,
      tabs: [
        DSTabBar.Tab(id: "inbox", title: "Inbox", systemImage: "tray"),
        DSTabBar.Tab(id: "settings", title: "Settings", systemImage: "gear"),
      ])
    TestimonialCarousel(testimonials: [
      TestimonialCarousel.Testimonial(quote: "Setup took minutes.", author: "Ada", role: "CTO"),
      TestimonialCarousel.Testimonial(quote: "Finally, themes that pass AA.", author: "Grace"),
    ])
  }
}

struct FormSection: View {
  @State private var result = ""

  var body: some View {
    if let schema = try? FormSchema.decode(from: Data(CatalogForm.json.utf8)) {
      DSFormView(schema: schema) { values in
        result = "Sent \(values.count) fields"
      } onErrors: { errors in
        result = "\(errors.count) fields need attention"
      }
      if !result.isEmpty {
        Text(result).dsText(.footnote, colorRole: .textSecondary)
      }
    } else {
      DSInlineAlert("The demo form did not decode", status: .error)
    }
  }
}

struct GesturesSection: View {
  @State private var lastSwipe = "Swipe on the card"
  @State private var recognized = "Draw a shape"
  @State private var transform = TransformState()

  var body: some View {
    // Inside the catalog's ScrollView: the card takes sideways swipes, vertical drags scroll.
    DSCard { Text(lastSwipe) }
      .onSwipe(directions: [.left, .right]) { lastSwipe = "Swiped \($0.rawValue)" }
    DSCard { Text("Swipe the Konami code here") }
      .onSwipeSequence(SwipeSequenceMatcher.konami) { lastSwipe = "Konami!" }
    DSDrawingCanvas(recognizer: .builtIn()) { match in
      recognized = match?.best.name ?? "No match"
    }
    .frame(height: 200)
    Text(recognized).dsText(.footnote, colorRole: .textSecondary)
    Image(systemName: "map").resizable().frame(width: 120, height: 120)
      .transformable($transform)
  }
}

/// The JSON form demo: a contact form with a conditional field.
enum CatalogForm {
  static let json = """
    {
      "title": "Contact us",
      "fields": [
        {"id": "name", "type": "text", "label": "Name", "required": true},
        {"id": "email", "type": "email", "label": "Email", "required": true},
        {"id": "topic", "type": "choice", "label": "Topic",
         "options": ["Sales", "Support"]},
        {"id": "order", "type": "text", "label": "Order number",
         "visibleWhen": {"field": "topic", "equals": "Support"}},
        {"id": "message", "type": "textArea", "label": "Message", "minLength": 10}
      ]
    }
    """
}
