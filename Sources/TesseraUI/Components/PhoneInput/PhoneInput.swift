#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraLocalization

/// A phone number field with its country calling code: SwiftUI-Components' `PhoneInput`,
/// drawn in the theme's field look with the code as an accent button that opens the list of
/// codes Tessera knows.
///
/// The number is grouped as its country writes it while it is typed ("415 555 0100",
/// "7400 123456"), digits in any script are read, a typed or pasted "+44 …" or "0044 …"
/// switches the calling code, and a national trunk prefix is dropped
/// (`PhoneNumberFormat`). `phoneNumber` holds the grouped national number; its E.164 form is
/// `PhoneNumberFormat.parse(phoneNumber, defaultCode: callingCode).e164`.
///
/// ```swift
/// @State private var number = ""
/// @State private var code = "44"
///
/// PhoneInput("Mobile", phoneNumber: $number, callingCode: $code)
/// ```
public struct PhoneInput: View {
  private let label: Text
  private let spokenLabel: String?
  @Binding private var phoneNumber: String
  @Binding private var callingCode: String
  private let size: ComponentSize?
  private let identifier: String?
  @State private var showsCodes = false
  @FocusState private var isFocused: Bool
  @Environment(\.dsTheme) private var theme
  @Environment(\.dsBackdrop) private var backdrop
  @Environment(\.isEnabled) private var isEnabled
  @Environment(\.locale) private var locale
  @Environment(\.controlSize) private var controlSize

  /// Creates a phone input whose label is looked up in the app's strings, as `TextField`'s
  /// `LocalizedStringKey` initializer does; a string literal chooses this one.
  /// - Parameters:
  ///   - labelKey: What the number is for, shown above the field and read by VoiceOver.
  ///   - phoneNumber: The national number, grouped as its country writes it.
  ///   - callingCode: The country calling code's digits ("44").
  ///   - size: Small, medium or large; nil (the default) follows the environment's
  ///     `controlSize`, as SwiftUI's controls do (`.controlSize(.large)`).
  ///   - accessibilityIdentifier: An identifier for UI tests.
  public init(
    _ labelKey: LocalizedStringKey, phoneNumber: Binding<String>, callingCode: Binding<String>,
    size: ComponentSize? = nil, accessibilityIdentifier: String? = nil
  ) {
    self.init(
      label: Text(labelKey), spokenLabel: nil, phoneNumber: phoneNumber,
      callingCode: callingCode, size: size, identifier: accessibilityIdentifier)
  }

  /// Creates a phone input whose label is a localized string resource.
  /// - Parameters:
  ///   - labelResource: What the number is for, shown above the field and read by VoiceOver.
  ///   - phoneNumber: The national number, grouped as its country writes it.
  ///   - callingCode: The country calling code's digits ("44").
  ///   - size: Small, medium or large; nil (the default) follows the environment's
  ///     `controlSize`.
  ///   - accessibilityIdentifier: An identifier for UI tests.
  @_disfavoredOverload
  public init(
    _ labelResource: LocalizedStringResource, phoneNumber: Binding<String>,
    callingCode: Binding<String>, size: ComponentSize? = nil,
    accessibilityIdentifier: String? = nil
  ) {
    self.init(
      label: Text(labelResource), spokenLabel: String(localized: labelResource),
      phoneNumber: phoneNumber, callingCode: callingCode, size: size,
      identifier: accessibilityIdentifier)
  }

  /// Creates a phone input whose label is shown as written (text the app already localized).
  /// - Parameters:
  ///   - label: What the number is for, shown above the field and read by VoiceOver.
  ///   - phoneNumber: The national number, grouped as its country writes it.
  ///   - callingCode: The country calling code's digits ("44").
  ///   - size: Small, medium or large; nil (the default) follows the environment's
  ///     `controlSize`.
  ///   - accessibilityIdentifier: An identifier for UI tests.
  @_disfavoredOverload
  public init<Label: StringProtocol>(
    _ label: Label, phoneNumber: Binding<String>, callingCode: Binding<String>,
    size: ComponentSize? = nil, accessibilityIdentifier: String? = nil
  ) {
    self.init(
      label: Text(label), spokenLabel: String(label), phoneNumber: phoneNumber,
      callingCode: callingCode, size: size, identifier: accessibilityIdentifier)
  }

  private init(
    label: Text, spokenLabel: String?, phoneNumber: Binding<String>,
    callingCode: Binding<String>, size: ComponentSize?, identifier: String?
  ) {
    self.label = label
    self.spokenLabel = spokenLabel
    _phoneNumber = phoneNumber
    _callingCode = callingCode
    self.size = size
    self.identifier = identifier
  }

  /// The field and, while open, the list of calling codes.
  public var body: some View {
    let size = resolvedSize
    let number = PhoneNumberFormat.parse(phoneNumber, defaultCode: callingCode)
    let look = theme.appearance(
      .phoneInput, size: size, state: isEnabled ? (isFocused ? .focused : .normal) : .disabled,
      on: backdrop)
    VStack(alignment: .leading, spacing: theme.gaps.tight) {
      DSFieldContainer(
        label: label, spokenLabel: spokenLabel, helper: nil, error: nil, isFocused: isFocused,
        size: size
      ) {
        DSPlainTextField(
          label: label, text: $phoneNumber, prompt: nil, size: size, isFocused: $isFocused
        )
        .dsKeyboard(.phonePad)
        .onChange(of: phoneNumber) { _, typed in reformat(typed) }
        .dsAccessibilityIdentifier(identifier)
      } leading: {
        Button {
          showsCodes.toggle()
        } label: {
          HStack(spacing: look.gap) {
            Text(verbatim: "+\(callingCode)")
              .monospacedDigit()
              .dsForeground(look.action)
            Rectangle()
              .fill(look.color(.separator) ?? .clear)
              .frame(width: 1)
              .accessibilityHidden(true)
          }
          .dsTapTarget(.countryButton, of: look, rowHeight: look.text.size)
        }
        .buttonStyle(.plain)
        .accessibilityLabel(LocalizationKey.countryCode.string(for: locale))
        .accessibilityValue("+\(callingCode)")
      } trailing: {
        EmptyView()
      }
      if showsCodes {
        VStack(spacing: 0) {
          ForEach(PhoneNumberFormat.table, id: \.code) { format in
            DropdownItem(
              "+\(format.code) \(format.regions.joined(separator: ", "))",
              isSelected: format.code == number.callingCode?.code
            ) {
              callingCode = format.code
              showsCodes = false
            }
          }
        }
        .dsSurface(.popover)
      }
    }
  }

  /// The size given, else the environment's `controlSize`.
  private var resolvedSize: ComponentSize { size ?? ComponentSize(controlSize) }

  /// Regroups what was typed, switching the calling code when the text names one.
  private func reformat(_ typed: String) {
    let number = PhoneNumberFormat.parse(typed, defaultCode: callingCode)
    if let code = number.callingCode?.code, code != callingCode { callingCode = code }
    let grouped = number.formattedNational
    if grouped != typed { phoneNumber = grouped }
  }
}
#endif
