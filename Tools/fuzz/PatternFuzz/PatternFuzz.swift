// libFuzzer entry for TesseraPatterns: compile an arbitrary pattern, match it against an
// arbitrary text, and check the engines' invariants. Built by Tools/ci.d/40-fuzz-patterns.sh
// together with the TesseraPatterns sources (one module, so internals are visible).
//
// Input layout: byte 0 selects the options (low 6 bits: case, multiline, dot-all, comments,
// Unix lines, Unicode words); the rest is UTF-8 (decoded with replacement) split at the first
// NUL into the pattern and the text.

/// libFuzzer's entry point: decodes one input and checks the pattern's invariants on it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  guard size > 0 else { return 0 }
  let bytes = UnsafeBufferPointer(start: data, count: size)
  let options = PatternOptions(rawValue: Int(bytes[0] & 0x3F))
  let rest = bytes.dropFirst()
  let split = rest.firstIndex(of: 0) ?? rest.endIndex
  let source = String(decoding: rest[rest.startIndex..<split], as: UTF8.self)
  let text =
    split < rest.endIndex
    ? String(decoding: rest[rest.index(after: split)...], as: UTF8.self) : ""
  checkPattern(source, options: options, text: text)
  return 0
}

/// Compiles and matches; traps when an invariant fails so libFuzzer records the input.
func checkPattern(_ source: String, options: PatternOptions, text: String) {
  let pattern: CompiledPattern
  do {
    pattern = try CompiledPattern(source, options: options)
  } catch {
    // A refusal must point inside (or just past) the pattern.
    precondition(error.offset >= 0 && error.offset <= max(source.utf16.count, 1000))
    _ = error.description
    return
  }
  let length = text.utf16.count
  let first = pattern.firstMatch(in: text)
  if let first {
    precondition(first.range.lowerBound >= 0 && first.range.upperBound <= length)
    precondition(first.captures.count == pattern.captureCount)
    for capture in first.captures {
      if let capture { precondition(capture.lowerBound >= 0 && capture.upperBound <= length) }
    }
  }
  precondition(pattern.isMatch(text) == (first != nil), "isMatch disagrees with firstMatch")
  if pattern.isWholeMatch(text) { precondition(first != nil, "whole match without a match") }
  // The two engines must find the same first match.
  let units = Array(text.utf16)
  units.withUnsafeBufferPointer { buffer in
    let input = TextInput(buffer)
    let pike = pattern.execute(input, from: 0, mode: .first, engine: .pikeVM)
    if Backtracker.fits(pattern.program, length: input.count) {
      let back = pattern.execute(input, from: 0, mode: .first, engine: .backtracker)
      precondition(pike == back, "Pike VM and backtracker disagree")
      let pikeWhole = pattern.execute(input, from: 0, mode: .whole, engine: .pikeVM)
      let backWhole = pattern.execute(input, from: 0, mode: .whole, engine: .backtracker)
      precondition((pikeWhole == nil) == (backWhole == nil), "whole-match engines disagree")
    }
    precondition(pike.map { $0[0]..<$0[1] } == first?.range, "automatic engine disagrees")
    // The lazy DFAs (at any length) must find the Pike VM's match and captures.
    let dfa = pattern.execute(input, from: 0, mode: .first, engine: .dfa)
    precondition(
      dfa.map(pattern.makeMatch) == pike.map(pattern.makeMatch), "DFA and Pike VM disagree")
    let dfaAny = pattern.execute(input, from: 0, mode: .any, engine: .dfa)
    precondition((dfaAny == nil) == (pike == nil), "DFA isMatch disagrees")
    let pikeWhole = pattern.execute(input, from: 0, mode: .whole, engine: .pikeVM)
    let dfaWhole = pattern.execute(input, from: 0, mode: .whole, engine: .dfa)
    precondition((pikeWhole == nil) == (dfaWhole == nil), "DFA whole match disagrees")
  }
  // Each look-around table must say what matching its body directly at each position says
  // (quadratic, so on short texts only).
  if !pattern.program.lookarounds.isEmpty, length <= 64 {
    precondition(pattern.lookaroundTablesAgree(in: text), "a look-around table is wrong")
  }
  var previousEnd = 0
  for match in pattern.matches(in: text).prefix(10_000) {
    precondition(match.range.lowerBound >= previousEnd, "matches overlap")
    previousEnd = match.range.upperBound
  }
}
