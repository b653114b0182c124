/// Resolves `\p{name}` names: general categories (short and long), `gc=` / `General_Category=`,
/// common binary properties, and `Any`, `ASCII`, `Assigned`. Script properties are refused:
/// `Unicode.Scalar.Properties` has no script data.
enum UnicodeProperty {
  /// Loose matching: case, spaces, underscores and hyphens are ignored.
  static func normalized(_ name: String) -> String {
    String(name.lowercased().unicodeScalars.filter { $0 != " " && $0 != "_" && $0 != "-" })
  }

  static let generalCategories: [String: [Unicode.GeneralCategory]] = {
    let letters: [Unicode.GeneralCategory] = [
      .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
    ]
    let marks: [Unicode.GeneralCategory] = [.nonspacingMark, .spacingMark, .enclosingMark]
    let numbers: [Unicode.GeneralCategory] = [.decimalNumber, .letterNumber, .otherNumber]
    let punctuation: [Unicode.GeneralCategory] = [
      .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
      .initialPunctuation, .finalPunctuation, .otherPunctuation,
    ]
    let symbols: [Unicode.GeneralCategory] = [
      .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol,
    ]
    let separators: [Unicode.GeneralCategory] = [
      .spaceSeparator, .lineSeparator, .paragraphSeparator,
    ]
    let others: [Unicode.GeneralCategory] = [
      .control, .format, .surrogate, .privateUse, .unassigned,
    ]
    let table: [([String], [Unicode.GeneralCategory])] = [
      (["l", "letter"], letters),
      (["lc", "casedletter"], [.uppercaseLetter, .lowercaseLetter, .titlecaseLetter]),
      (["lu", "uppercaseletter"], [.uppercaseLetter]),
      (["ll", "lowercaseletter"], [.lowercaseLetter]),
      (["lt", "titlecaseletter"], [.titlecaseLetter]),
      (["lm", "modifierletter"], [.modifierLetter]),
      (["lo", "otherletter"], [.otherLetter]),
      (["m", "mark", "combiningmark"], marks),
      (["mn", "nonspacingmark"], [.nonspacingMark]),
      (["mc", "spacingmark"], [.spacingMark]),
      (["me", "enclosingmark"], [.enclosingMark]),
      (["n", "number"], numbers),
      (["nd", "decimalnumber", "digit"], [.decimalNumber]),
      (["nl", "letternumber"], [.letterNumber]),
      (["no", "othernumber"], [.otherNumber]),
      (["p", "punctuation", "punct"], punctuation),
      (["pc", "connectorpunctuation"], [.connectorPunctuation]),
      (["pd", "dashpunctuation"], [.dashPunctuation]),
      (["ps", "openpunctuation"], [.openPunctuation]),
      (["pe", "closepunctuation"], [.closePunctuation]),
      (["pi", "initialpunctuation"], [.initialPunctuation]),
      (["pf", "finalpunctuation"], [.finalPunctuation]),
      (["po", "otherpunctuation"], [.otherPunctuation]),
      (["s", "symbol"], symbols),
      (["sm", "mathsymbol"], [.mathSymbol]),
      (["sc", "currencysymbol"], [.currencySymbol]),
      (["sk", "modifiersymbol"], [.modifierSymbol]),
      (["so", "othersymbol"], [.otherSymbol]),
      (["z", "separator"], separators),
      (["zs", "spaceseparator"], [.spaceSeparator]),
      (["zl", "lineseparator"], [.lineSeparator]),
      (["zp", "paragraphseparator"], [.paragraphSeparator]),
      (["c", "other"], others),
      (["cc", "control", "cntrl"], [.control]),
      (["cf", "format"], [.format]),
      (["cs", "surrogate"], [.surrogate]),
      (["co", "privateuse"], [.privateUse]),
      (["cn", "unassigned"], [.unassigned]),
    ]
    var result: [String: [Unicode.GeneralCategory]] = [:]
    for (names, categories) in table {
      for name in names { result[name] = categories }
    }
    return result
  }()

  static let binaryProperties: [String: @Sendable (Unicode.Scalar.Properties) -> Bool] = [
    "alphabetic": { $0.isAlphabetic }, "alpha": { $0.isAlphabetic },
    "whitespace": { $0.isWhitespace }, "wspace": { $0.isWhitespace },
    "space": { $0.isWhitespace },
    "uppercase": { $0.isUppercase }, "upper": { $0.isUppercase },
    "lowercase": { $0.isLowercase }, "lower": { $0.isLowercase },
    "math": { $0.isMath }, "hexdigit": { $0.isHexDigit }, "hex": { $0.isHexDigit },
    "xdigit": { $0.isHexDigit },
    "asciihexdigit": { $0.isASCIIHexDigit }, "ahex": { $0.isASCIIHexDigit },
    "dash": { $0.isDash }, "ideographic": { $0.isIdeographic }, "ideo": { $0.isIdeographic },
    "diacritic": { $0.isDiacritic }, "dia": { $0.isDiacritic },
    "extender": { $0.isExtender }, "ext": { $0.isExtender },
    "noncharactercodepoint": { $0.isNoncharacterCodePoint },
    "defaultignorablecodepoint": { $0.isDefaultIgnorableCodePoint },
    "di": { $0.isDefaultIgnorableCodePoint },
    "graphemeextend": { $0.isGraphemeExtend }, "grext": { $0.isGraphemeExtend },
    "graphemebase": { $0.isGraphemeBase }, "grbase": { $0.isGraphemeBase },
    "idstart": { $0.isIDStart }, "ids": { $0.isIDStart },
    "idcontinue": { $0.isIDContinue }, "idc": { $0.isIDContinue },
    "xidstart": { $0.isXIDStart }, "xids": { $0.isXIDStart },
    "xidcontinue": { $0.isXIDContinue }, "xidc": { $0.isXIDContinue },
    "quotationmark": { $0.isQuotationMark }, "qmark": { $0.isQuotationMark },
    "terminalpunctuation": { $0.isTerminalPunctuation }, "term": { $0.isTerminalPunctuation },
    "softdotted": { $0.isSoftDotted }, "sd": { $0.isSoftDotted },
    "cased": { $0.isCased }, "caseignorable": { $0.isCaseIgnorable }, "ci": { $0.isCaseIgnorable },
    "joincontrol": { $0.isJoinControl }, "joinc": { $0.isJoinControl },
    "emoji": { $0.isEmoji }, "emojipresentation": { $0.isEmojiPresentation },
    "variationselector": { $0.isVariationSelector }, "vs": { $0.isVariationSelector },
  ]

  /// A few script names, so that `\p{Greek}` is reported as unsupported rather than unknown.
  static let scriptNames: Set<String> = [
    "latin", "latn", "greek", "grek", "cyrillic", "cyrl", "arabic", "arab", "hebrew", "hebr",
    "han", "hani", "hiragana", "hira", "katakana", "kana", "hangul", "hang", "thai", "devanagari",
    "deva", "armenian", "georgian", "common", "zyyy", "inherited", "zinh", "ethiopic", "bengali",
  ]

  /// The set a property name denotes.
  static func set(named rawName: String, at offset: Int) throws(PatternError) -> ScalarSet {
    var name = normalized(rawName)
    if let equals = name.firstIndex(of: "=") {
      let key = String(name[..<equals])
      let value = String(name[name.index(after: equals)...])
      if key == "gc" || key == "generalcategory" {
        name = value
        guard generalCategories[name] != nil else {
          throw PatternError(.syntax("unknown general category '\(rawName)'"), at: offset)
        }
      } else if key == "sc" || key == "script" || key == "scx" || key == "scriptextensions" {
        throw PatternError(.unsupported(construct: "script property \\p{\(rawName)}"), at: offset)
      } else {
        throw PatternError(.unsupported(construct: "property \\p{\(rawName)}"), at: offset)
      }
    }
    if let categories = generalCategories[name] {
      let mask = categories.reduce(UInt32(0)) {
        $0 | 1 << UInt32(UnicodeTables.categoryIndex($1))
      }
      return UnicodeTables.categorySet(mask: mask)
    }
    switch name {
    case "any": return ScalarSet([0...ScalarSet.maxScalar])
    case "ascii": return ScalarSet([0...0x7F])
    case "assigned":
      return UnicodeTables.categorySet(mask: UnicodeTables.mask(.unassigned)).inverted()
    default: break
    }
    if let test = binaryProperties[name] { return UnicodeTables.binarySet(name, test) }
    if scriptNames.contains(name) {
      throw PatternError(.unsupported(construct: "script property \\p{\(rawName)}"), at: offset)
    }
    throw PatternError(.syntax("unknown property '\(rawName)'"), at: offset)
  }
}
