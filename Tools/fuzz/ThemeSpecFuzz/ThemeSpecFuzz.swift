// libFuzzer entry point for theme spec decoding. Built by Tools/ci.d/42-fuzz-themes.sh with
// `swiftc -sanitize=fuzzer,address` from the TesseraColor, TesseraJSON and TesseraTokens
// sources.
//
// Every input is decoded as a theme spec (strictly: unknown keys are errors). When it decodes,
// the fuzzer checks what a user relies on, trapping (a crash libFuzzer reports) when one breaks:
// - the spec encodes, and the strict decoder reads the encoding back as an equal spec;
// - it resolves in all four modes with finite, non-negative text sizes;
// - every refusal names a path or a position (a non-empty description).
// Every input is also read as a GentleDesignSystem spec: a refusal names its path, and a theme
// it imports is one the strict decoder accepts back unchanged.
import Foundation
import TesseraTokens

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzThemeSpec(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let data = Data(bytes: start, count: count)
  fuzzGentleSpec(data)
  let spec: ThemeSpec
  do {
    spec = try ThemeSpec.decode(from: data)
  } catch {
    guard !error.description.isEmpty else { fatalError("a refusal without a message") }
    return 0
  }
  guard let encoded = try? JSONEncoder().encode(spec) else {
    fatalError("a decoded spec failed to encode")
  }
  do {
    let again = try ThemeSpec.decode(from: encoded)
    guard again == spec else { fatalError("the round trip changed the spec") }
  } catch {
    fatalError("the strict decoder refused a spec's own encoding: \(error)")
  }
  for mode in ThemeMode.allCases {
    let theme = spec.resolved(for: mode)
    for role in TypographyRole.allCases {
      let size = theme.text(role).size
      guard size.isFinite, size >= 0 else { fatalError("text size \(size) for \(role)") }
    }
  }
  return 0
}

/// The Gentle importer on the same input: it never crashes, refuses with a message, and what it
/// imports survives the strict decoder.
func fuzzGentleSpec(_ data: Data) {
  let imported: GentleSpecImport
  do {
    imported = try ThemeSpec.fromGentleSpec([UInt8](data))
  } catch {
    guard !error.description.isEmpty else { fatalError("a Gentle refusal without a message") }
    return
  }
  guard let encoded = try? JSONEncoder().encode(imported.spec) else {
    fatalError("an imported Gentle spec failed to encode")
  }
  do {
    let again = try ThemeSpec.decode(from: encoded)
    guard again == imported.spec else { fatalError("an imported Gentle spec changed on decoding") }
  } catch {
    fatalError("the strict decoder refused an imported Gentle spec: \(error)")
  }
}
