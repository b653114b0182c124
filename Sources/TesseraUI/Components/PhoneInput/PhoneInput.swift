#if canImport(SwiftUI)
import Foundation
import SwiftUI
import TesseraComponents
import TesseraForms
import TesseraLocalization

/// A phone number field with its region: SwiftUI-Components' `PhoneInput`, drawn in the
/// theme's field look, with the region's calling code as an accent button that opens every
/// region libphonenumber knows, searchable by name, code or calling code.
///
/// The number is formatted as it is typed, as libphonenumber's as-you-type formatter formats
/// it for the region ("010-1234-5678" in Korea, "081234 56789" in India); digits in any
/// script are read; a typed or pasted `+44 …` moves the field to that region; and text that
/// is not only a number (an extension, letters) is left as typed
/// (`PhoneAsYouTypeFormatter.edit(previous:edited:caret:region:)`). The field is marked as a
/// telephone number for AutoFill. `phoneNumber` holds the text as shown; read the number
/// with `PhoneNumber(parsing: phoneNumber, region: region)`.
///
/// ```swift
/// @State private var number = ""
/// @State private var region = "KR"
///
/// PhoneInput("Mobile", phoneNumber: $number, region: $region)
/// ```
///
/// The seeds' form binds the calling code's digits instead (`callingCode: $code`, "44"); a
/// code several regions share is shown as its main region (+1 as the United States) until a
/// region is picked or a number names its own.
///
/// Right to left, the field keeps the number itself left to right (groups in reading order),
/// aligned to the layout's leading edge.
///
/// The region list is a sheet: a card over the page on iPhone, a form sheet on iPad in
/// regular width, a window-modal sheet on macOS, full screen on tvOS and watchOS. It scrolls,
/// searches, and closes on its close button, on Escape and (where the platform allows) when
/// swiped down or tapped outside.
public struct PhoneInput: View {
  /// Where the region lives: the app's region code, or the seeds' calling code digits.
  enum RegionSource {
    case region(Binding<String>)
    case callingCode(Binding<String>)
  }

  private let label: Text
  private let spokenLabel: String?
  @Binding private var phoneNumber: String
  private let source: RegionSource
  private let size: ComponentSize?
  private let identifier: String?
  /// The region picked or typed while the app binds only a calling code (+1 as Canada).
  @State private var pickedRegion: String?
  @State private var showsRegions = false
  @FocusState private var isFocused: Bool
  @Environment(\.dsTheme) private var theme
  @Environment(\.dsBackdrop) private var backdrop
  @Environment(\.isEnabled) private var isEnabled
  @Environment(\.locale) private var locale
  @Environment(\.controlSize) private var controlSize
  @Environment(\.layoutDirection) private var layoutDirection

  /// Creates a phone input for a region, whose label is looked up in the app's strings, as
  /// `TextField`'s `LocalizedStringKey` initializer does; a string literal chooses this one.
  /// - Parameters:
  ///   - labelKey: What the number is for, shown above the field and read by VoiceOver.
  ///   - phoneNumber: The number as shown, formatted as it is typed.
  ///   - region: The region's code ("KR"); it follows a calling code typed after `+`.
  ///   - size: Small, medium or large; nil (the default) follows the environment's
  ///     `controlSize`, as SwiftUI's controls do (`.controlSize(.large)`).
  ///   - accessibilityIdentifier: An identifier for UI tests.
  public init(
    _ labelKey: LocalizedStringKey, phoneNumber: Binding<String>, region: Binding<String>,
    size: ComponentSize? = nil, accessibilityIdentifier: String? = nil
  ) {
    self.init(
      label: Text(labelKey), spokenLabel: CallerText.spoken(labelKey), phoneNumber: phoneNumber,
      source: .region(region), size: size, identifier: accessibilityIdentifier)
  }

  /// Creates a phone input whose label is looked up in the app's strings, bound to a calling
  /// code (the seeds' form).
  /// - Parameters:
  ///   - labelKey: What the number is for, shown above the field and read by VoiceOver.
  ///   - phoneNumber: The number as shown, formatted as it is typed.
  ///   - callingCode: The country calling code's digits ("44").
  ///   - size: Small, medium or large; nil (the default) follows the environment's
  ///     `controlSize`, as SwiftUI's controls do (`.controlSize(.large)`).
  ///   - accessibilityIdentifier: An identifier for UI tests.
  public init(
    _ labelKey: LocalizedStringKey, phoneNumber: Binding<String>, callingCode: Binding<String>,
    size: ComponentSize? = nil, accessibilityIdentifier: String? = nil
  ) {
    self.init(
      label: Text(labelKey), spokenLabel: CallerText.spoken(labelKey), phoneNumber: phoneNumber,
      source: .callingCode(callingCode), size: size, identifier: accessibilityIdentifier)
  }

  init(
    label: Text, spokenLabel: String?, phoneNumber: Binding<String>, source: RegionSource,
    size: ComponentSize?, identifier: String?
  ) {
    self.label = label
    self.spokenLabel = spokenLabel
    _phoneNumber = phoneNumber
    self.source = source
    self.size = size
    self.identifier = identifier
  }

  /// The field, with the region's calling code before it.
  public var body: some View {
    let size = resolvedSize
    let region = currentRegion
    let callingCode = PhoneMetadata.shared.callingCode(forRegion: region)
    let look = theme.appearance(
      .phoneInput, size: size, state: isEnabled ? (isFocused ? .focused : .normal) : .disabled,
      on: backdrop)
    DSFieldContainer(
      label: label, spokenLabel: spokenLabel, helper: nil, error: nil, isFocused: isFocused,
      size: size, focus: { isFocused = true }
    ) {
      numberField(size: size)
        .dsKeyboard(.phonePad)
        .dsTextContent(.telephoneNumber)
        // A number reads left to right in every language: in a right-to-left layout its
        // space-separated groups would otherwise be laid out last group first. It keeps the
        // layout's reading edge.
        .multilineTextAlignment(layoutDirection == .rightToLeft ? .trailing : .leading)
        .environment(\.layoutDirection, .leftToRight)
        .dsAccessibilityIdentifier(identifier)
    } leading: {
      Button {
        showsRegions = true
      } label: {
        HStack(spacing: look.gap) {
          Text(verbatim: callingCode.map { "+\($0)" } ?? region)
            .monospacedDigit()
            .dsForeground(look.action)
          // As tall as the text's size: a shape fills the height it is offered, so without one
          // the field would take all the height a stack that does not scroll offers it.
          Rectangle()
            .fill(look.color(.separator) ?? .clear)
            .frame(width: 1, height: look.text.size)
            .accessibilityHidden(true)
        }
        .dsTapTarget(.countryButton, of: look, rowHeight: look.text.size)
      }
      .buttonStyle(.plain)
      .accessibilityLabel(LocalizationKey.countryCode.string(for: locale))
      .accessibilityValue(spokenRegion(region, callingCode: callingCode))
    } trailing: {
      EmptyView()
    }
    // Another region (picked from the list, or set by the app) groups the digits already
    // there by its rules, as if they had been typed in it.
    .onChange(of: region) { _, region in
      let edit = PhoneAsYouTypeFormatter.edit(
        previous: phoneNumber, edited: phoneNumber, caret: phoneNumber.count, region: region)
      if edit.text != phoneNumber { phoneNumber = edit.text }
    }
    .sheet(isPresented: $showsRegions) {
      PhoneRegionList(selection: region, locale: locale) { picked in
        setRegion(picked)
        showsRegions = false
      } close: {
        showsRegions = false
      }
    }
  }

  /// The size given, else the environment's `controlSize`.
  private var resolvedSize: ComponentSize { size ?? ComponentSize(controlSize) }

  /// The region the field is in: the bound one, or the calling code's picked or main region.
  private var currentRegion: String {
    switch source {
    case .region(let region):
      return region.wrappedValue
    case .callingCode(let code):
      let metadata = PhoneMetadata.shared
      if let pickedRegion,
        metadata.callingCode(forRegion: pickedRegion).map(String.init) == code.wrappedValue
      {
        return pickedRegion
      }
      let regions = Int(code.wrappedValue).map { metadata.regions(forCallingCode: $0) } ?? []
      return regions.first { $0 != "001" } ?? "ZZ"
    }
  }

  private func setRegion(_ region: String) {
    switch source {
    case .region(let binding):
      if binding.wrappedValue != region { binding.wrappedValue = region }
    case .callingCode(let code):
      pickedRegion = region
      if let callingCode = PhoneMetadata.shared.callingCode(forRegion: region).map(String.init),
        code.wrappedValue != callingCode
      {
        code.wrappedValue = callingCode
      }
    }
  }

  /// "United Kingdom, +44", as VoiceOver reads the button's value.
  private func spokenRegion(_ region: String, callingCode: Int?) -> String {
    let name = locale.localizedString(forRegionCode: region) ?? region
    return callingCode.map { "\(name), +\($0)" } ?? name
  }

  /// The number's text field, regrouped as it is typed; where SwiftUI's field reports its
  /// selection (iOS 18, macOS 15, visionOS 2) the caret stays beside the digit the person typed
  /// or deleted.
  private func numberField(size: ComponentSize) -> some View {
    DSRewritingTextField(
      label: label, text: $phoneNumber, prompt: nil, size: size, isFocused: $isFocused,
      rewrite: DSTextRewrite { previous, edited, caret in
        let edit = PhoneAsYouTypeFormatter.edit(
          previous: previous, edited: edited, caret: caret, region: currentRegion)
        if edit.region != currentRegion { setRegion(edit.region) }
        return DSRewrittenText(text: edit.text, caret: edit.caret)
      })
  }
}

/// Every region with its calling code, searchable, the current one checked: the sheet a
/// ``PhoneInput``'s code button opens.
private struct PhoneRegionList: View {
  let selection: String
  let locale: Locale
  let choose: @MainActor (String) -> Void
  let close: @MainActor () -> Void
  @State private var query = ""
  @State private var regions: [PhoneRegion] = []
  @Environment(\.dsTheme) private var theme

  var body: some View {
    let look = theme.appearance(.alert)
    VStack(alignment: .leading, spacing: theme.gaps.regular) {
      HStack(alignment: .firstTextBaseline) {
        Text(LocalizationKey.countryCode.string(for: locale))
          .dsLookText(look)
          .accessibilityAddTraits(.isHeader)
        Spacer(minLength: 0)
        Button(action: close) {
          Image(systemName: "xmark").dsTapTarget(.closeButton, of: look)
        }
        .buttonStyle(.plain)
        .dsForeground(look[.action])
        .accessibilityLabel(LocalizationKey.close.string(for: locale))
        .dsAlertShortcut(.cancelAction)
        .dsFirstLineCentred(look)
      }
      DSSearchField(text: $query, prompt: LocalizationKey.searchPrompt.string(for: locale))
      ScrollView {
        // About 245 rows: only those on screen are built.
        LazyVStack(spacing: 0) {
          ForEach(regions.filter { $0.matches(query, locale: locale) }) { region in
            DropdownItem(
              "\(region.name)  +\(region.callingCode)", isSelected: region.code == selection
            ) {
              choose(region.code)
            }
          }
        }
      }
    }
    .padding(theme.spacing.lg)
    .dsSurface(.popover)
    // Named and ordered in the app's language, again when it changes while the list is open.
    .onChange(of: locale, initial: true) { _, locale in
      regions = PhoneMetadata.shared.regions(localizedFor: locale)
    }
  }
}
#endif
