// libFuzzer entry point for token import. Built by Tools/ci.d/42-fuzz-themes.sh with
// `swiftc -sanitize=fuzzer,address` from the TesseraColor, TesseraJSON, TesseraTokens and
// TesseraDTCG sources.
//
// An input is one or two token files: bytes before the first 0x00 are the first file, the
// rest the second (named `dark.json`, so modes by file name are reached). The fuzzer reads
// them in every format `tessera import` knows, suggests a map, imports through Tessera's own
// names and through the suggestion, and reads the input as a mapping file. It traps (a crash
// libFuzzer reports) when an invariant breaks:
// - every refusal has a message;
// - an imported theme passes ThemeSpec's validation, encodes, and the strict decoder reads
//   the encoding back as an equal spec;
// - the suggested map's JSON reads back as the same map.
// A first file with `resolutionOrder` is also read as a DTCG resolver document whose `$ref`
// files are the second part (any path that passes the folder check reads it), and every file
// through the strict DTCG reader (its `$extends` expansion included).
import Foundation
import TesseraDTCG
import TesseraJSON
import TesseraTokens

private func check(_ spec: ThemeSpec) {
  do {
    try spec.validate()
  } catch {
    fatalError("an imported theme fails validation: \(error)")
  }
  guard let encoded = try? JSONEncoder().encode(spec) else {
    fatalError("an imported theme failed to encode")
  }
  do {
    guard try ThemeSpec.decode(from: encoded) == spec else {
      fatalError("the round trip changed an imported theme")
    }
  } catch {
    fatalError("the strict decoder refused an imported theme: \(error)")
  }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTokenImport(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: start, count: count))
  if let map = try? TokenMap.decode(bytes) {
    guard (try? TokenMap.decode(Array(map.json().utf8))) == map else {
      fatalError("a mapping file's JSON did not read back as the same map")
    }
  }
  let parts = bytes.split(separator: 0, maxSplits: 1, omittingEmptySubsequences: false)
  var files: [(name: String, root: JSONValue)] = []
  for (index, part) in parts.enumerated() {
    guard let root = try? JSONParser.parse(Array(part)) else { return 0 }
    files.append((index == 0 ? "light.json" : "dark.json", root))
  }
  for file in files { _ = try? DTCGDocument(root: file.root).resolve() }
  if files[0].root["resolutionOrder"] != nil {
    let second = files.count > 1 ? files[1].root : nil
    let loader: DTCGResolverDocument.FileLoader = { path in
      _ = try DTCGResolverDocument.relativeFilePath(path)
      guard let second else { throw DTCGSourceReferenceError.Problem.file("no file \(path)") }
      return second
    }
    do {
      let resolver = try DTCGResolverDocument(root: files[0].root, loadFile: loader)
      let source = try TokenSource(resolver: resolver)
      check(try TokenImporter.theme(from: source, map: TokenMap.tessera).spec)
      check(try TokenImporter.theme(from: source, map: TokenMapSuggester.suggest(source)).spec)
    } catch {
      guard !"\(error)".isEmpty else { fatalError("a refusal without a message") }
    }
  }
  let source: TokenSource
  do {
    source = try TokenSource(files: files)
  } catch {
    guard !error.description.isEmpty else { fatalError("a refusal without a message") }
    return 0
  }
  let suggested = TokenMapSuggester.suggest(source)
  guard (try? TokenMap.decode(Array(suggested.json().utf8))) == suggested else {
    fatalError("the suggested map did not read back as the same map")
  }
  for map in [TokenMap.tessera, suggested] {
    do {
      check(try TokenImporter.theme(from: source, map: map).spec)
    } catch {
      guard !error.description.isEmpty else { fatalError("a refusal without a message") }
    }
  }
  return 0
}
