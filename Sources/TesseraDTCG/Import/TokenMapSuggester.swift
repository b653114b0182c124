import TesseraJSON
import TesseraTokens

/// Suggests a ``TokenMap`` from the names a file uses (`bg.default`, `fgColor.muted`,
/// `color.background.primary`, `colors.text.primary`, `brand.500` ...), ready to save and
/// edit: each Tessera role takes the token whose name says it most plainly.
public enum TokenMapSuggester {
  /// Words that say nothing about a role (`color`, `semantic`, `sys`, mode names).
  static let neutralWords: Set<String> = [
    "color", "colors", "colour", "semantic", "sys", "system", "ref", "theme", "token", "tokens",
    "value", "light", "dark", "mode", "global", "alias", "core", "base",
  ]

  /// The words of a token path: segments split at `.`, `-`, `_`, `/`, spaces and camelCase
  /// humps, lowercased (`fgColor.onEmphasis` is fg, color, on, emphasis).
  static func words(_ path: String) -> [String] {
    var words: [String] = []
    var current = ""
    var previous: Character?
    for character in path {
      if ".-_/ ".contains(character) {
        if !current.isEmpty { words.append(current) }
        current = ""
      } else {
        if character.isUppercase, let previous, previous.isLowercase || previous.isNumber,
          !current.isEmpty
        {
          words.append(current)
          current = ""
        }
        current.append(character)
      }
      previous = character
    }
    if !current.isEmpty { words.append(current) }
    return words.map { $0.lowercased() }
  }

  /// For each color role, the sets of words a name for it contains, plainest first.
  static let colorSignatures: [(ColorRole, [[String]])] = [
    (
      .backgroundPrimary,
      [
        ["bg"], ["background"], ["bg", "default"], ["background", "primary"],
        ["background", "default"], ["canvas", "default"], ["canvas"], ["bg", "primary"],
        ["page"], ["background", "page"],
      ]
    ),
    (
      .backgroundSecondary,
      [
        ["bg", "secondary"], ["background", "secondary"], ["bg", "subtle"],
        ["canvas", "subtle"], ["background", "subtle"], ["bg", "muted"],
      ]
    ),
    (
      .backgroundElevated,
      [
        ["bg", "elevated"], ["background", "elevated"], ["surface"], ["surface", "default"],
        ["surface", "raised"], ["bg", "raised"],
      ]
    ),
    (
      .backgroundGrouped,
      [
        ["bg", "grouped"], ["background", "grouped"], ["background", "tertiary"],
        ["bg", "tertiary"], ["canvas", "inset"], ["bg", "inset"],
      ]
    ),
    (.surfaceOverlay, [["overlay"], ["surface", "overlay"], ["bg", "overlay"]]),
    (.scrim, [["scrim"], ["backdrop"], ["overlay", "backdrop"]]),
    (
      .textPrimary,
      [
        ["fg"], ["fg", "default"], ["text"], ["text", "primary"], ["text", "default"],
        ["foreground"], ["foreground", "primary"], ["foreground", "default"],
        ["content", "primary"],
      ]
    ),
    (
      .textSecondary,
      [
        ["fg", "muted"], ["text", "secondary"], ["foreground", "secondary"], ["text", "muted"],
        ["text", "subtle"], ["content", "secondary"],
      ]
    ),
    (
      .textTertiary,
      [
        ["text", "tertiary"], ["fg", "subtle"], ["text", "placeholder"],
        ["foreground", "tertiary"],
      ]
    ),
    (.textDisabled, [["text", "disabled"], ["fg", "disabled"], ["foreground", "disabled"]]),
    (
      .textOnAccent,
      [
        ["fg", "on", "emphasis"], ["on", "accent"], ["text", "on", "accent"], ["on", "primary"],
        ["text", "on", "primary"], ["text", "inverse"], ["fg", "on", "accent"],
      ]
    ),
    (
      .textOnDestructive,
      [["on", "destructive"], ["on", "danger"], ["text", "on", "danger"], ["on", "critical"]]
    ),
    (.textLink, [["link"], ["text", "link"], ["fg", "link"]]),
    (
      .accent,
      [
        ["accent"], ["accent", "fg"], ["accent", "default"], ["primary"], ["brand"],
        ["brand", "primary"], ["accent", "emphasis"], ["interactive"], ["brand", "500"],
      ]
    ),
    (
      .accentPressed,
      [
        ["accent", "pressed"], ["accent", "active"], ["primary", "pressed"],
        ["primary", "active"], ["brand", "pressed"],
      ]
    ),
    (.accentDisabled, [["accent", "disabled"], ["primary", "disabled"]]),
    (.indicator, [["indicator"], ["accent", "indicator"], ["selected"], ["checked"]]),
    (.textOnIndicator, [["on", "indicator"], ["on", "selected"], ["on", "checked"]]),
    (
      .accentContainer,
      [
        ["primary", "container"], ["accent", "container"], ["accent", "subtle"],
        ["brand", "subtle"],
      ]
    ),
    (
      .textOnAccentContainer,
      [
        ["on", "primary", "container"], ["on", "accent", "container"], ["on", "accent", "subtle"],
      ]
    ),
    (.accentSecondary, [["secondary"], ["accent", "secondary"], ["brand", "secondary"]]),
    (.textOnAccentSecondary, [["on", "secondary"], ["on", "accent", "secondary"]]),
    (
      .accentSecondaryContainer,
      [["secondary", "container"], ["accent", "secondary", "container"]]
    ),
    (.textOnAccentSecondaryContainer, [["on", "secondary", "container"]]),
    (.accentTertiary, [["tertiary"], ["accent", "tertiary"], ["brand", "tertiary"]]),
    (.textOnAccentTertiary, [["on", "tertiary"], ["on", "accent", "tertiary"]]),
    (
      .accentTertiaryContainer, [["tertiary", "container"], ["accent", "tertiary", "container"]]
    ),
    (.textOnAccentTertiaryContainer, [["on", "tertiary", "container"]]),
    (
      .destructive,
      [["destructive"], ["danger"], ["danger", "fg"], ["critical"], ["negative"]]
    ),
    (
      .destructivePressed,
      [["destructive", "pressed"], ["danger", "pressed"], ["danger", "active"]]
    ),
    (.success, [["success"], ["success", "fg"], ["positive"]]),
    (
      .successBackground,
      [
        ["success", "bg"], ["success", "background"], ["success", "subtle"], ["success", "muted"],
      ]
    ),
    (.onSuccess, [["on", "success"]]),
    (
      .warning, [["warning"], ["attention"], ["caution"], ["warning", "fg"], ["attention", "fg"]]
    ),
    (
      .warningBackground,
      [
        ["warning", "bg"], ["attention", "bg"], ["warning", "background"],
        ["attention", "muted"], ["warning", "subtle"],
      ]
    ),
    (.onWarning, [["on", "warning"], ["on", "attention"]]),
    (.error, [["error"], ["error", "fg"]]),
    (
      .errorBackground,
      [["error", "bg"], ["danger", "bg"], ["error", "background"], ["danger", "muted"]]
    ),
    (.onError, [["on", "error"]]),
    (.info, [["info"], ["info", "fg"], ["informative"]]),
    (.infoBackground, [["info", "bg"], ["info", "background"], ["info", "subtle"]]),
    (.onInfo, [["on", "info"]]),
    (
      .borderSubtle,
      [
        ["border", "subtle"], ["border", "muted"], ["divider"], ["separator"], ["border", "light"],
      ]
    ),
    (.borderDefault, [["border"], ["border", "default"], ["outline"]]),
    (.borderStrong, [["border", "strong"], ["border", "emphasis"]]),
    (.focusRing, [["focus"], ["focus", "ring"], ["focus", "outline"], ["border", "focus"]]),
  ]

  /// How well `words` name a role through `signatures`: nil when no signature's words are
  /// all there, else more for a longer signature and less for each word beyond it.
  static func score(_ words: [String], _ signatures: [[String]]) -> Int? {
    var best: Int?
    let set = Set(words)
    for signature in signatures where signature.allSatisfy(set.contains) {
      let extra = words.filter { !signature.contains($0) && !neutralWords.contains($0) }.count
      let score = 100 * signature.count - 30 * extra
      if score > (best ?? Int.min) { best = score }
    }
    return best
  }

  /// The suggested map for `source`, with the modes it would read.
  public static func suggest(_ source: TokenSource) -> TokenMap {
    var firstOfPath: [String: FoundToken] = [:]
    var order: [String] = []
    for token in source.tokens where firstOfPath[token.path] == nil {
      firstOfPath[token.path] = token
      order.append(token.path)
    }
    let table = firstOfPath
    func isColor(_ token: FoundToken) -> Bool {
      if let type = token.type?.lowercased() { return type == "color" }
      let value = (try? TokenImporter.resolve(token.value, in: table, depth: 0)) ?? token.value
      return (try? TokenValueReader.color(value)) != nil
    }
    var rules: [TokenMap.Rule] = []
    var taken = Set<String>()
    let colorPaths = order.filter { firstOfPath[$0].map(isColor) ?? false }
    // Greedy: the best (role, token) pair first, so a plain `fg.default` goes to textPrimary
    // before `fg.muted` could.
    var candidates: [(score: Int, role: ColorRole, path: String)] = []
    for path in colorPaths {
      let pathWords = words(path)
      for (role, signatures) in colorSignatures {
        if let score = score(pathWords, signatures) { candidates.append((score, role, path)) }
      }
    }
    candidates.sort { ($0.score, -$0.path.count, $1.path) > ($1.score, -$1.path.count, $0.path) }
    var assigned = Set<ColorRole>()
    for candidate in candidates
    where !assigned.contains(candidate.role) && !taken.contains(candidate.path) {
      assigned.insert(candidate.role)
      taken.insert(candidate.path)
      rules.append(TokenMap.Rule(pattern: candidate.path, target: .color(candidate.role)))
    }
    rules += stepRules(order, firstOfPath, taken: &taken)
    // Raw scales (`blue.500`, `base.color.red.5`) become the palette, one glob per group.
    var palettePrefixes: [String] = []
    for path in colorPaths where !taken.contains(path) {
      let parts = path.split(separator: ".")
      guard parts.count >= 2, let last = parts.last, last.allSatisfy(\.isNumber) else { continue }
      let prefix = parts.dropLast(2).joined(separator: ".")
      let glob = prefix.isEmpty ? "*.*" : prefix + ".*.*"
      if !palettePrefixes.contains(glob) { palettePrefixes.append(glob) }
    }
    rules += palettePrefixes.prefix(8).map { TokenMap.Rule(pattern: $0, target: .palette(nil)) }
    var report = TokenImportReport(formats: source.formats)
    let modes = TokenImporter.chooseModes(source.modes, map: TokenMap(rules: []), report: &report)
    return TokenMap(name: source.name, rules: rules, modes: modes)
  }

  /// Spacing, radius and text-size steps from names such as `space.md`, `radius.small`,
  /// `borderRadius.lg`, `typography.body`.
  static func stepRules(
    _ order: [String], _ tokens: [String: FoundToken], taken: inout Set<String>
  ) -> [TokenMap.Rule] {
    let stepWords: [String: String] = [
      "xs": "xs", "xsmall": "xs", "sm": "sm", "s": "sm", "small": "sm", "md": "md", "m": "md",
      "medium": "md", "lg": "lg", "l": "lg", "large": "lg", "xl": "xl", "xlarge": "xl",
      "xxl": "xxl", "2xl": "xxl", "xxlarge": "xxl",
    ]
    let radiusWords: [String: String] = [
      "none": "none", "sm": "small", "small": "small", "md": "medium", "medium": "medium",
      "default": "medium", "lg": "large", "large": "large", "xl": "extraLarge",
      "full": "full", "pill": "full", "round": "full", "circle": "full",
    ]
    var rules: [TokenMap.Rule] = []
    var used = Set<TokenTarget>()
    for path in order where !taken.contains(path) {
      let pathWords = words(path)
      guard let last = pathWords.last else { continue }
      let set = Set(pathWords)
      var target: TokenTarget?
      if !set.isDisjoint(with: ["space", "spacing", "spacer", "gap"]), let step = stepWords[last] {
        target = .spacing(step)
      } else if !set.isDisjoint(with: ["radius", "radii", "rounded", "corner"]),
        let step = radiusWords[last]
      {
        target = .radius(step)
      } else if tokens[path]?.type?.lowercased() == "typography",
        let role = TypographyRole.allCases.first(where: { $0.rawValue.lowercased() == last })
      {
        target = .typography(role)
      }
      guard let target, !used.contains(target) else { continue }
      used.insert(target)
      taken.insert(path)
      rules.append(TokenMap.Rule(pattern: path, target: target))
    }
    return rules
  }
}
