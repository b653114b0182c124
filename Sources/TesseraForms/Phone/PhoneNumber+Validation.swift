extension PhoneNumber {
  /// The region the number belongs to ("GB"; "001" for non-geographic numbers), or nil when
  /// its calling code is unknown or no region of a shared code claims it (libphonenumber's
  /// `region_code_for_number`).
  public func region(metadata: PhoneMetadata = .shared) -> String? {
    let regions = metadata.regions(forCallingCode: callingCode)
    if regions.count <= 1 { return regions.first }
    for region in regions {
      guard let plan = metadata.plan(forRegion: region) else { continue }
      if plan.leadingDigits.isUsable {
        if plan.leadingDigits.matches(nationalNumber) { return region }
      } else if Self.type(of: nationalNumber, in: plan) != .unknown {
        return region
      }
    }
    return nil
  }

  /// Whether the number exists in its region's plan (libphonenumber's `is_valid_number`).
  /// - Complexity: O(n × m), m the size of the plan's patterns.
  public func isValid(metadata: PhoneMetadata = .shared) -> Bool {
    guard let region = region(metadata: metadata),
      let plan = metadata.plan(forCallingCode: callingCode, region: region)
    else { return false }
    return Self.type(of: nationalNumber, in: plan) != .unknown
  }

  /// The number's type (libphonenumber's `number_type`); `.unknown` when it is not valid.
  public func type(metadata: PhoneMetadata = .shared) -> PhoneNumberType {
    guard let plan = metadata.plan(forCallingCode: callingCode, region: region(metadata: metadata))
    else { return .unknown }
    return Self.type(of: nationalNumber, in: plan)
  }

  /// Whether the number's length fits its plan (libphonenumber's
  /// `is_possible_number_with_reason`); cheaper and looser than ``isValid(metadata:)``.
  public func possibility(metadata: PhoneMetadata = .shared) -> PhoneNumberPossibility {
    guard let plan = metadata.mainPlan(forCallingCode: callingCode) else {
      return .invalidCountryCode
    }
    return Self.possibility(ofLength: nationalNumber.utf8.count, in: plan, type: .unknown)
  }

  /// libphonenumber's `getNumberTypeHelper`.
  static func type(of nsn: String, in plan: CompiledPhonePlan) -> PhoneNumberType {
    guard plan.matchesDescription(nsn, .unknown) else { return .unknown }
    let ordered: [PhoneNumberType] = [
      .premiumRate, .tollFree, .sharedCost, .voip, .personalNumber, .pager, .uan, .voicemail,
    ]
    for type in ordered where plan.matchesDescription(nsn, type) { return type }
    let same = plan.plan.sameMobileAndFixedLinePattern
    if plan.matchesDescription(nsn, .fixedLine) {
      if same || plan.matchesDescription(nsn, .mobile) { return .fixedLineOrMobile }
      return .fixedLine
    }
    if !same && plan.matchesDescription(nsn, .mobile) { return .mobile }
    return .unknown
  }

  /// libphonenumber's `testNumberLength` for the general description (`type` `.unknown`) or
  /// one type.
  static func possibility(
    ofLength length: Int, in plan: CompiledPhonePlan, type: PhoneNumberType
  ) -> PhoneNumberPossibility {
    let general = plan.descriptions[.unknown]?.description
    let own = plan.descriptions[type]?.description
    var lengths = own?.possibleLengths ?? []
    if lengths.isEmpty { lengths = general?.possibleLengths ?? [] }
    let localLengths = own?.localOnlyLengths ?? []
    guard let shortest = lengths.first, shortest != -1, let longest = lengths.last else {
      return .invalidLength
    }
    if localLengths.contains(length) { return .isPossibleLocalOnly }
    if length == shortest { return .isPossible }
    if length < shortest { return .tooShort }
    if length > longest { return .tooLong }
    return lengths.contains(length) ? .isPossible : .invalidLength
  }
}
