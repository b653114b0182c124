import Foundation
import Testing

@testable import TesseraForms

/// Tessera's phone model against libphonenumber's answers for every region it knows.
@Suite("Phone numbers against libphonenumber")
struct PhoneReferenceTests {
  static let capabilities = [
    "parse", "is_valid_number", "number_type", "is_possible_number_with_reason",
    "format E164", "format INTERNATIONAL", "format NATIONAL", "AsYouTypeFormatter",
  ]

  /// Every capability over every case, computed once for the tests below.
  static let agreement: PhoneAgreement = {
    var agreement = PhoneAgreement()
    for reference in PhoneReference.cases {
      let group = reference.group
      let parsed: Result<PhoneNumber, PhoneNumberParseError> = Result {
        () throws(PhoneNumberParseError) in
        try PhoneNumber(parsing: reference.input, region: reference.parseRegion)
      }
      let detail = "\(group) \(reference.input)"
      var formatter = PhoneAsYouTypeFormatter(region: reference.parseRegion)
      let typed = reference.input.map { formatter.input($0) }
      agreement.record(
        "AsYouTypeFormatter", group, typed == reference.typed,
        "\(detail): \(typed.joined(separator: "|")) != \(reference.typed.joined(separator: "|"))")
      switch parsed {
      case .failure(let error):
        let ours = "!" + PhoneReference.name(error)
        agreement.record(
          "parse", group, ours == reference.parsed, "\(detail): \(ours) != \(reference.parsed)")
        if reference.parseError == nil {
          for capability in capabilities.dropFirst() {
            agreement.record(capability, group, false, "\(detail): \(ours)")
          }
        }
      case .success(let number):
        let ours = "\(number.callingCode):\(number.nationalNumber)"
        agreement.record(
          "parse", group, ours == reference.parsed, "\(detail): \(ours) != \(reference.parsed)")
        guard reference.parseError == nil else { continue }
        let valid = number.isValid() ? "1" : "0"
        agreement.record(
          "is_valid_number", group, valid == reference.isValid, "\(detail): \(valid)")
        let type = PhoneReference.name(number.type())
        agreement.record(
          "number_type", group, type == reference.type, "\(detail): \(type) != \(reference.type)")
        let possible = PhoneReference.name(number.possibility())
        agreement.record(
          "is_possible_number_with_reason", group, possible == reference.possibility,
          "\(detail): \(possible) != \(reference.possibility)")
        let e164 = number.formatted(.e164)
        agreement.record("format E164", group, e164 == reference.e164, "\(detail): \(e164)")
        let international = number.formatted(.international)
        agreement.record(
          "format INTERNATIONAL", group, international == reference.international,
          "\(detail): \(international) != \(reference.international)")
        let national = number.formatted(.national)
        agreement.record(
          "format NATIONAL", group, national == reference.national,
          "\(detail): \(national) != \(reference.national)")
      }
    }
    return agreement
  }()

  @Test("the reference file covers every plan of the metadata")
  func coversEveryRegion() {
    let groups = Set(PhoneReference.cases.map(\.group))
    let metadata = PhoneMetadata.shared
    #expect(metadata.regionCodes.count == 245)
    for region in metadata.regionCodes { #expect(groups.contains(region), "\(region)") }
    for code in metadata.nonGeographicCallingCodes {
      #expect(groups.contains("001/\(code)"), "\(code)")
    }
    #expect(PhoneReference.source.contains("phonenumbers \(metadata.sourceVersion)"))
  }

  @Test(
    "each capability agrees with libphonenumber on 99% of each region's cases",
    arguments: capabilities)
  func agreesPerRegion(capability: String) {
    let agreement = Self.agreement
    print("phone agreement: " + agreement.summary(capability))
    let below = agreement.regions(of: capability, below: 0.99)
    #expect(
      below.isEmpty,
      "\(capability) below 99% in \(below.map { "\($0.0) \(Int($0.1 * 100))%" }): \(agreement.examples[capability, default: []].prefix(40))"
    )
  }

  @Test("no text parses to a different number than libphonenumber's")
  func neverADifferentNumber() {
    for reference in PhoneReference.cases {
      guard let number = try? PhoneNumber(parsing: reference.input, region: reference.parseRegion)
      else { continue }
      // When Tessera reads a number, libphonenumber read the same one (not none, not another).
      #expect(
        "\(number.callingCode):\(number.nationalNumber)" == reference.parsed,
        "\(reference.group) \(reference.input)")
    }
  }
}
