// libFuzzer entry point for FormSchema decoding. Built by Tools/ci.d/41-fuzz-formschema.sh with
// `swiftc -sanitize=fuzzer,address` from the TesseraPatterns and TesseraForms sources.
//
// Every input is decoded as a schema. When it decodes, the fuzzer also checks invariants a
// user relies on, trapping (a crash libFuzzer reports) when one breaks:
// - the schema round-trips through JSONEncoder and decodes to an equal value;
// - validating values derived from the same bytes never crashes, and reports only visible
//   fields with non-empty messages.
import Foundation
import TesseraForms

private let calendar: Calendar = {
  var calendar = Calendar(identifier: .gregorian)
  calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
  return calendar
}()

private let now = Date(timeIntervalSince1970: 1_795_000_000)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFormSchema(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let data = Data(bytes: start, count: count)
  guard let schema = try? FormSchema.decode(from: data) else { return 0 }

  guard let encoded = try? JSONEncoder().encode(schema) else {
    fatalError("a decoded schema failed to encode")
  }
  do {
    let again = try FormSchema.decode(from: encoded)
    guard again == schema else { fatalError("round trip changed the schema") }
  } catch {
    fatalError("a re-encoded schema failed to decode: \(error)")
  }

  // Values: each field gets a slice of the input as text, then as other kinds.
  let text = String(decoding: data.prefix(64), as: UTF8.self)
  var values: [String: FormValue] = [:]
  for (index, field) in schema.fields.enumerated() {
    switch index % 4 {
    case 0: values[field.id] = .text(text)
    case 1: values[field.id] = .number(Double(count))
    case 2: values[field.id] = .bool(count % 2 == 0)
    default: values[field.id] = .list(field.options?.map(\.value) ?? [text])
    }
  }
  let visible = schema.visibleFieldIDs(in: values)
  for error in schema.validate(values, now: now, calendar: calendar) {
    guard visible.contains(error.fieldID), !error.message.isEmpty else {
      fatalError("an error for a hidden field or without a message: \(error)")
    }
  }
  for step in schema.steps ?? [] {
    let members = Set(step.fields)
    for error in schema.validate(values, step: step.id, now: now, calendar: calendar) {
      guard members.contains(error.fieldID) else {
        fatalError("a step reported a field outside it: \(error)")
      }
    }
  }
  return 0
}
