/// One option of a choice field. In JSON either a string (value and label alike) or
/// `{"value": "TR", "label": "Türkiye"}`.
public struct ChoiceOption: Sendable, Hashable, Codable {
  /// The value stored when the option is chosen.
  public var value: String
  /// The text shown; the value when absent.
  public var label: String

  /// Creates an option.
  public init(value: String, label: String? = nil) {
    self.value = value
    self.label = label ?? value
  }

  // Encoding is synthesized from these keys: always the `{"value", "label"}` object.
  private enum CodingKeys: String, CodingKey {
    case value, label
  }

  /// Reads a string or a `{"value", "label"}` object.
  public init(from decoder: any Decoder) throws {
    if let text = try? decoder.singleValueContainer().decode(String.self) {
      self.init(value: text)
      return
    }
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      value: try container.decode(String.self, forKey: .value),
      label: try container.decodeIfPresent(String.self, forKey: .label))
  }
}

/// One field of a `FormSchema`: its id, type, label and the rules its value must pass.
public struct FormField: Sendable, Hashable, Codable {
  /// The id values are keyed by; unique in the schema.
  public var id: String
  /// The kind of input.
  public var type: FieldType
  /// The label shown to the person.
  public var label: String?
  /// Placeholder text for an empty input.
  public var placeholder: String?
  /// Whether a value is required.
  public var required: Bool
  /// The message when a required value is missing.
  public var requiredMessage: String?
  /// The fewest characters (textual types).
  public var minLength: Int?
  /// The most characters (textual types).
  public var maxLength: Int?
  /// The smallest number (`number`).
  public var min: Double?
  /// The largest number (`number`).
  public var max: Double?
  /// The earliest date (`date`).
  public var minDate: FormDate?
  /// The latest date (`date`).
  public var maxDate: FormDate?
  /// An ICU-syntax regular expression the whole value must match (textual types).
  public var pattern: String?
  /// The message when the pattern does not match.
  public var patternMessage: String?
  /// The options to choose from (`choice`, `multiChoice`).
  public var options: [ChoiceOption]?
  /// The fewest options to choose (`multiChoice`).
  public var minSelections: Int?
  /// The most options to choose (`multiChoice`).
  public var maxSelections: Int?
  /// The region a phone number is typed in (`phone`): any region libphonenumber knows
  /// ("KR", "SA", "IN" ...). National numbers are read as that region's, and only numbers of
  /// its calling code are accepted. JSON `region` (or its older name `country`).
  public var region: String?
  /// The region as one of the seven `PhoneCountry` cases, nil for any other region.
  @available(*, deprecated, renamed: "region")
  public var country: PhoneCountry? {
    get { region.flatMap(PhoneCountry.init(rawValue:)) }
    set { region = newValue?.rawValue }
  }
  /// The id of a field this value must equal, as for a password confirmation.
  public var equalTo: String?
  /// The id of the card number field whose brand sets the security code length (`cvv`).
  public var cardField: String?
  /// Show (and check) the field only when this condition holds.
  public var visibleWhen: FieldCondition?
  /// Require a value only when this condition holds.
  public var requiredWhen: FieldCondition?

  /// Creates a field.
  public init(
    id: String, type: FieldType, label: String? = nil, required: Bool = false,
    minLength: Int? = nil, maxLength: Int? = nil, min: Double? = nil, max: Double? = nil,
    pattern: String? = nil, options: [ChoiceOption]? = nil, equalTo: String? = nil,
    visibleWhen: FieldCondition? = nil, requiredWhen: FieldCondition? = nil
  ) {
    self.id = id
    self.type = type
    self.label = label
    self.required = required
    self.minLength = minLength
    self.maxLength = maxLength
    self.min = min
    self.max = max
    self.pattern = pattern
    self.options = options
    self.equalTo = equalTo
    self.visibleWhen = visibleWhen
    self.requiredWhen = requiredWhen
  }

  enum CodingKeys: String, CodingKey {
    case id, type, label, placeholder, required, requiredMessage, minLength, maxLength, min, max
    case minDate, maxDate, pattern, patternMessage, options, minSelections, maxSelections
    case region, equalTo, cardField, visibleWhen, requiredWhen
  }

  /// Keys read for older schemas.
  enum LegacyKeys: String, CodingKey {
    /// The phone field's region, before any region was accepted.
    case country
  }

  /// Reads a field, reporting an unknown `type` with the field's path and id.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(String.self, forKey: .id)
    let typeName = try container.decode(String.self, forKey: .type)
    guard let type = FieldType(rawValue: typeName) else {
      throw FormSchemaError.unknownType(
        path: jsonPath(decoder.codingPath + [CodingKeys.type]), field: id, type: typeName)
    }
    self.type = type
    label = try container.decodeIfPresent(String.self, forKey: .label)
    placeholder = try container.decodeIfPresent(String.self, forKey: .placeholder)
    required = try container.decodeIfPresent(Bool.self, forKey: .required) ?? false
    requiredMessage = try container.decodeIfPresent(String.self, forKey: .requiredMessage)
    minLength = try container.decodeIfPresent(Int.self, forKey: .minLength)
    maxLength = try container.decodeIfPresent(Int.self, forKey: .maxLength)
    min = try container.decodeIfPresent(Double.self, forKey: .min)
    max = try container.decodeIfPresent(Double.self, forKey: .max)
    minDate = try container.decodeIfPresent(FormDate.self, forKey: .minDate)
    maxDate = try container.decodeIfPresent(FormDate.self, forKey: .maxDate)
    pattern = try container.decodeIfPresent(String.self, forKey: .pattern)
    patternMessage = try container.decodeIfPresent(String.self, forKey: .patternMessage)
    options = try container.decodeIfPresent([ChoiceOption].self, forKey: .options)
    minSelections = try container.decodeIfPresent(Int.self, forKey: .minSelections)
    maxSelections = try container.decodeIfPresent(Int.self, forKey: .maxSelections)
    let legacy = try decoder.container(keyedBy: LegacyKeys.self)
    let (name, key): (String?, any CodingKey) =
      container.contains(.region)
      ? (try container.decode(String.self, forKey: .region), CodingKeys.region)
      : (try legacy.decodeIfPresent(String.self, forKey: .country), LegacyKeys.country)
    if let name {
      guard PhoneMetadata.shared.callingCode(forRegion: name) != nil else {
        throw FormSchemaError.invalidValue(
          path: jsonPath(decoder.codingPath + [key]),
          detail: "'\(name)' is not a region with a phone numbering plan")
      }
      region = name.uppercased()
    }
    equalTo = try container.decodeIfPresent(String.self, forKey: .equalTo)
    cardField = try container.decodeIfPresent(String.self, forKey: .cardField)
    visibleWhen = try container.decodeIfPresent(FieldCondition.self, forKey: .visibleWhen)
    requiredWhen = try container.decodeIfPresent(FieldCondition.self, forKey: .requiredWhen)
  }
}
