import TesseraJSON
import TesseraTokens

extension TokenSource {
  /// The tokens of a DTCG resolver document, in the modifier contexts that read as Tessera's
  /// four modes.
  ///
  /// Each modifier's context is chosen by name for each mode: a context whose name is a
  /// scheme (`light`, `dark`, `night`) goes to that scheme, one that is an increased-contrast
  /// name (`darkHighContrast`, `dark_ax`, or `high` in a modifier named `contrast`) to the
  /// increased-contrast modes. A modifier whose contexts are neither (a `brand`, a `density`)
  /// keeps its default (else its first context) in every mode, and says so. `requested`
  /// overrides the choice for a mode: a context name (`night`), or inputs
  /// (`theme=night, contrast=high`). A missing increased-contrast context falls back to its
  /// own scheme, a missing dark one to light; every fallback is in ``notes``.
  public init(
    resolver: DTCGResolverDocument, requested: [ThemeMode: String] = [:]
  ) throws(TokenImportError) {
    formats = [.dtcgResolver]
    tokens = []
    modes = []
    name = resolver.name
    let modifiers = resolver.resolutionOrder.compactMap { step -> String? in
      if case .modifier(let name) = step { return name }
      return nil
    }
    var explicit: [ThemeMode: [String: String]] = [:]
    for (mode, text) in requested {
      explicit[mode] = try Self.inputs(text, resolver: resolver, modifiers: modifiers)
    }
    var inputs: [ThemeMode: [String: String]] = [:]
    for mode in ThemeMode.allCases { inputs[mode] = explicit[mode] ?? [:] }
    for modifierName in modifiers {
      guard let modifier = resolver.modifiers[modifierName] else { continue }
      let choice = Self.contexts(of: modifier, named: modifierName)
      for mode in ThemeMode.allCases where inputs[mode]?[modifierName] == nil {
        inputs[mode]?[modifierName] = choice.context[mode]
      }
      notes += choice.notes
    }
    if !modifiers.isEmpty {
      let schemes = modifiers.contains { name in
        resolver.modifiers[name]?.contexts.contains { ModeName.scheme(of: $0.name) == "dark" }
          == true
      }
      if !schemes, explicit[.dark] == nil {
        notes.append("the resolver has no dark context: dark takes the light values")
      }
    }
    var ignoredPaths = Set<String>()
    for mode in ThemeMode.allCases {
      let chosen = inputs[mode] ?? [:]
      let modeName =
        modifiers.count == 1
        ? (chosen[modifiers[0]] ?? "default")
        : modifiers.compactMap { name in chosen[name].map { "\(name)=\($0)" } }.joined(
          separator: ", ")
      let label = modeName.isEmpty ? "default" : modeName
      assignedModes[mode] = label
      guard resolverInputs[label] == nil else { continue }
      resolverInputs[label] = chosen
      addMode(label)
      let merged: JSONValue
      do {
        merged = try resolver.mergedTokens(for: chosen)
      } catch {
        throw .invalidToken(
          path: error.issues.first?.path ?? "(resolver)", reason: error.description)
      }
      var walker = Walker()
      walker.visit(try Self.expandingExtends(merged, others: []), path: [], type: nil)
      guard tokens.count + walker.count <= Self.maximumTokens else {
        throw .limit("more than \(Self.maximumTokens) tokens")
      }
      tokens += walker.tokens.map { token in
        var copy = token
        copy.mode = label
        return copy
      }
      for item in walker.ignored where ignoredPaths.insert(item.path).inserted {
        ignoredMembers.append(item)
      }
    }
    guard !tokens.isEmpty else {
      throw .unrecognized(
        file: resolver.name ?? "the resolver",
        looksLike: "a DTCG resolver document whose sets and contexts hold no tokens")
    }
  }

  /// Modifier inputs from a mode given by a map or `--mode`: `context` (of the first modifier
  /// that has it) or `modifier=context, modifier=context`.
  static func inputs(
    _ text: String, resolver: DTCGResolverDocument, modifiers: [String]
  ) throws(TokenImportError) -> [String: String] {
    var result: [String: String] = [:]
    for part in text.split(separator: ",") {
      let pieces = part.split(separator: "=", maxSplits: 1).map {
        String($0).trimmingCharacters(in: .whitespaces)
      }
      if pieces.count == 2 {
        guard
          let name = modifiers.first(where: { $0.lowercased() == pieces[0].lowercased() }),
          let context = resolver.modifiers[name]?.contexts.first(where: {
            $0.name.lowercased() == pieces[1].lowercased()
          })
        else {
          throw .map("mode '\(text)': \(Self.describe(resolver, modifiers)) has no \(part)")
        }
        result[name] = context.name
      } else {
        let wanted = pieces[0].lowercased()
        guard
          let name = modifiers.first(where: { name in
            resolver.modifiers[name]?.contexts.contains { $0.name.lowercased() == wanted } == true
          }),
          let context = resolver.modifiers[name]?.contexts.first(where: {
            $0.name.lowercased() == wanted
          })
        else {
          throw .map(
            "mode '\(text)' is no context of the resolver's modifiers (\(Self.describe(resolver, modifiers)))"
          )
        }
        result[name] = context.name
      }
    }
    return result
  }

  /// `theme: light, dark; contrast: standard, high`.
  static func describe(_ resolver: DTCGResolverDocument, _ modifiers: [String]) -> String {
    modifiers.map { name in
      "\(name): " + (resolver.modifiers[name]?.contexts.map(\.name) ?? []).joined(separator: ", ")
    }.joined(separator: "; ")
  }

  /// The context of one modifier each Tessera mode reads, with notes on fallbacks.
  static func contexts(of modifier: DTCGResolverDocument.Modifier, named name: String)
    -> (context: [ThemeMode: String], notes: [String])
  {
    let names = modifier.contexts.map(\.name)
    let aboutContrast = ModeName.words(name).contains("contrast")
    func increased(_ context: String) -> Bool {
      ModeName.isIncreasedContrast(context)
        || (aboutContrast
          && !Set(ModeName.words(context)).isDisjoint(
            with: ModeName.increasedContrastContextWords))
    }
    let hasScheme = names.contains { ModeName.scheme(of: $0) != nil }
    let hasContrast = names.contains(where: increased)
    let fixed = modifier.defaultContext ?? names.first ?? ""
    guard hasScheme || hasContrast else {
      let why = modifier.defaultContext != nil ? "its default" : "its first context"
      let note =
        names.count > 1
        ? ["modifier '\(name)' is not a mode: every mode reads its context '\(fixed)' (\(why))"]
        : []
      return (Dictionary(uniqueKeysWithValues: ThemeMode.allCases.map { ($0, fixed) }), note)
    }
    var result: [ThemeMode: String] = [:]
    var notes: [String] = []
    func best(scheme: String?, increasedContrast: Bool) -> String? {
      let candidates = names.filter { context in
        let own = ModeName.scheme(of: context)
        if hasScheme, let scheme, let own, own != scheme { return false }
        if hasScheme, scheme != nil, own == nil, !aboutContrast, !hasContrast { return false }
        return !hasContrast || increased(context) == increasedContrast
      }
      // A context naming the scheme before a neutral one, then the plainest name.
      return candidates.min { first, second in
        let a = (ModeName.scheme(of: first) == scheme ? 0 : 1, ModeName.words(first).count)
        let b = (ModeName.scheme(of: second) == scheme ? 0 : 1, ModeName.words(second).count)
        return a < b
      }
    }
    for mode in [ThemeMode.light, .dark, .lightIncreasedContrast, .darkIncreasedContrast] {
      let scheme = hasScheme ? (mode.scheme == .light ? "light" : "dark") : nil
      let wantsIncreased = mode.contrast == .increased
      if let found = best(scheme: scheme, increasedContrast: wantsIncreased) {
        result[mode] = found
        continue
      }
      let fallback: ThemeMode =
        wantsIncreased ? (mode.scheme == .light ? .light : .dark) : .light
      let context = result[fallback] ?? fixed
      result[mode] = context
      if mode != fallback {
        notes.append(
          "modifier '\(name)' has no \(mode.name) context: it reads '\(context)', as \(fallback.name) does"
        )
      }
    }
    return (result, notes)
  }
}
