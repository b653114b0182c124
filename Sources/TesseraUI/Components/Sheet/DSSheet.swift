#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents

/// Sheet content on the theme's sheet surface, with an optional title. Present it with
/// `.dsSheet(isPresented:title:content:)`, which uses the system sheet (so it covers the whole
/// window, navigation and tab bars included, and swipe-to-dismiss, VoiceOver focus and Reduce
/// Motion follow the platform), carries the theme into it, draws the window's toasts and snack
/// bars above it, and closes on Escape with a hardware keyboard.
///
/// ```swift
/// .dsSheet(isPresented: $editing, title: "Edit profile") { ProfileForm() }
/// ```
public struct DSSheet<Content: View>: View {
  private let title: Text?
  private let content: Content
  var identifier: String?
  @Environment(\.dsTheme) private var theme

  /// Creates sheet content whose title is looked up in the app's strings, as
  /// `navigationTitle(_:)`'s `LocalizedStringKey` form is; a string literal chooses this one.
  /// - Parameters:
  ///   - title: The key of a heading at the top of the sheet.
  ///   - content: The sheet's content.
  public init(
    title: LocalizedStringKey? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.init(
      text: title.map { Text($0) }, identifier: nil, content: content())
  }

  init(text: Text?, identifier: String?, content: Content) {
    self.title = text
    self.identifier = identifier
    self.content = content
  }

  /// The sheet content.
  public var body: some View {
    let look = theme.appearance(.sheet)
    VStack(alignment: .leading, spacing: theme.gaps.regular) {
      if let title {
        title
          .dsLookText(look)
          .accessibilityAddTraits(.isHeader)
      }
      content
        .dsForeground(look.foreground)
    }
    .padding(look.insets.edgeInsets)
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    .presentationBackground(look.color(.background) ?? .clear)
    .environment(\.dsBackdrop, look.background?.role ?? .backgroundElevated)
    .dsAccessibilityIdentifier(identifier)
  }
}

extension View {
  /// Presents `content` in a system sheet drawn on the theme's sheet surface, its title
  /// looked up in the app's strings (a string literal chooses this one).
  ///
  /// ```swift
  /// Button("Filters") { showsFilters = true }
  ///   .dsSheet(isPresented: $showsFilters, title: "Filters") { FilterList() }
  /// ```
  /// - Parameters:
  ///   - isPresented: Whether the sheet is up; the sheet sets it to false when dismissed.
  ///   - title: A heading at the top of the sheet.
  ///   - content: The sheet's content.
  public func dsSheet<Content: View>(
    isPresented: Binding<Bool>, title: LocalizedStringKey? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    modifier(
      DSSheetModifier(
        isPresented: isPresented, title: title.map { Text($0) }, sheetContent: content))
  }

}

struct DSSheetModifier<SheetContent: View>: ViewModifier {
  @Binding var isPresented: Bool
  let title: Text?
  let sheetContent: () -> SheetContent
  var presenting = DSPresentingEnvironment()

  func body(content: Content) -> some View {
    content.sheet(isPresented: $isPresented) {
      // The presented content resolves the same theme for its own environment, and draws the
      // window's toasts and snack bars above itself while it is up.
      DSSheet(text: title, identifier: nil, content: sheetContent())
        .dsDismissesOnEscape { isPresented = false }
        .modifier(presenting.carried)
    }
  }
}
#endif
