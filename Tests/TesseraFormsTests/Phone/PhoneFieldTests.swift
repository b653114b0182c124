import Foundation
import Testing

@testable import TesseraForms

/// The JSON form schema's `phone` field reads numbers with the phone model (expected validity
/// from libphonenumber 9.0.43).
@Suite("Phone fields in form schemas")
struct PhoneFieldTests {
  static func schema(_ field: String) throws -> FormSchema {
    try FormSchema.decode(from: Data(#"{"fields": [\#(field)]}"#.utf8))
  }

  static func accepts(_ schema: FormSchema, _ text: String) -> Bool {
    schema.errors(in: ["p": .text(text)], now: Date(timeIntervalSince1970: 0)).isEmpty
  }

  @Test(
    "a field's region accepts that region's valid numbers and refuses the rest",
    arguments: [
      ("KR", "010-1234-5678", true), ("KR", "+82 10-1234-5678", true),
      ("KR", "010-123", false), ("KR", "+1 201 555 0123", false),
      ("SA", "050 123 4567", true), ("SA", "050 123 45678", false),
      ("IN", "081234 56789", true), ("IN", "081234 567890", false),
      ("CN", "010 1234 5678", true), ("DE", "030 1234", true), ("DE", "030 12", false),
      ("TR", "0532 123 45 67", true),
    ])
  func regionField(region: String, text: String, valid: Bool) throws {
    let schema = try Self.schema(#"{"id": "p", "type": "phone", "region": "\#(region)"}"#)
    #expect(schema.field("p")?.region == region)
    #expect(Self.accepts(schema, text) == valid)
  }

  @Test("without a region a field accepts valid international numbers only")
  func anyRegion() throws {
    let schema = try Self.schema(#"{"id": "p", "type": "phone"}"#)
    #expect(Self.accepts(schema, "+82 10-1234-5678"))
    #expect(Self.accepts(schema, "+966 50 123 4567"))
    #expect(!Self.accepts(schema, "010-1234-5678"))
    #expect(!Self.accepts(schema, "+91 81234 567890"))
  }

  @Test("the older key country is read as the region")
  func legacyCountry() throws {
    let schema = try Self.schema(#"{"id": "p", "type": "phone", "country": "EG"}"#)
    #expect(schema.field("p")?.region == "EG")
    #expect(Self.accepts(schema, "010 01234567"))
  }

  @Test(
    "a region without a numbering plan, or on another field type, is refused where it is",
    arguments: [
      (
        #"{"id": "p", "type": "phone", "region": "XX"}"#,
        FormSchemaError.invalidValue(
          path: "$.fields[0].region", detail: "'XX' is not a region with a phone numbering plan")
      ),
      (
        #"{"id": "p", "type": "phone", "country": "ZZ"}"#,
        .invalidValue(
          path: "$.fields[0].country", detail: "'ZZ' is not a region with a phone numbering plan")
      ),
      (
        #"{"id": "t", "type": "text", "region": "KR"}"#,
        .inapplicable(
          path: "$.fields[0].region", field: "t", detail: "'region' does not apply to a text field")
      ),
    ])
  func refusedRegions(field: String, error: FormSchemaError) {
    #expect(throws: error) { try Self.schema(field) }
  }
}
