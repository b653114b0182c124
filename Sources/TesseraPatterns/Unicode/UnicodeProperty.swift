/// Resolves property names as ICU's regular expressions do (`\p{name}`, `[:name:]`):
/// first as a Unicode set property (a general category, a script or a binary property, or
/// `name=value` for `gc`, `sc`, `scx`, `blk` and binary properties, loosely matched), then
/// `word` and `all`, then Java's forms `InBlock`, `IsProperty` and `javaMethodName`.
/// General categories and binary properties come from `Unicode.Scalar.Properties`; scripts
/// and blocks from `UCDTables`, generated from the UCD of the standard library's version.
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
    "bidicontrol": { $0.isBidiControl }, "bidic": { $0.isBidiControl },
    "bidimirrored": { $0.isBidiMirrored }, "bidim": { $0.isBidiMirrored },
    "deprecated": { $0.isDeprecated }, "dep": { $0.isDeprecated },
    "fullcompositionexclusion": { $0.isFullCompositionExclusion },
    "compex": { $0.isFullCompositionExclusion },
    "idsbinaryoperator": { $0.isIDSBinaryOperator }, "idsb": { $0.isIDSBinaryOperator },
    "idstrinaryoperator": { $0.isIDSTrinaryOperator }, "idst": { $0.isIDSTrinaryOperator },
    "logicalorderexception": { $0.isLogicalOrderException },
    "loe": { $0.isLogicalOrderException },
    "radical": { $0.isRadical }, "unifiedideograph": { $0.isUnifiedIdeograph },
    "uideo": { $0.isUnifiedIdeograph }, "sentenceterminal": { $0.isSentenceTerminal },
    "sterm": { $0.isSentenceTerminal }, "patternsyntax": { $0.isPatternSyntax },
    "patsyn": { $0.isPatternSyntax }, "patternwhitespace": { $0.isPatternWhitespace },
    "patws": { $0.isPatternWhitespace },
    "changeswhenlowercased": { $0.changesWhenLowercased }, "cwl": { $0.changesWhenLowercased },
    "changeswhenuppercased": { $0.changesWhenUppercased }, "cwu": { $0.changesWhenUppercased },
    "changeswhentitlecased": { $0.changesWhenTitlecased }, "cwt": { $0.changesWhenTitlecased },
    "changeswhencasefolded": { $0.changesWhenCaseFolded }, "cwcf": { $0.changesWhenCaseFolded },
    "changeswhencasemapped": { $0.changesWhenCaseMapped }, "cwcm": { $0.changesWhenCaseMapped },
    "changeswhennfkccasefolded": { $0.changesWhenNFKCCaseFolded },
    "cwkcf": { $0.changesWhenNFKCCaseFolded },
    "emojimodifier": { $0.isEmojiModifier }, "emod": { $0.isEmojiModifier },
    "emojimodifierbase": { $0.isEmojiModifierBase }, "ebase": { $0.isEmojiModifierBase },
    "graphemelink": { $0.canonicalCombiningClass == .virama },
    "grlink": { $0.canonicalCombiningClass == .virama },
  ]

  /// Properties ICU knows that this engine has no data for, by loose name: refused as
  /// unsupported, naming what is missing.
  static let propertiesWithoutData: [String: String] = [
    "linebreak": "Line_Break", "lb": "Line_Break", "eastasianwidth": "East_Asian_Width",
    "ea": "East_Asian_Width", "bidiclass": "Bidi_Class", "bc": "Bidi_Class",
    "canonicalcombiningclass": "Canonical_Combining_Class",
    "ccc": "Canonical_Combining_Class", "decompositiontype": "Decomposition_Type",
    "dt": "Decomposition_Type", "hangulsyllabletype": "Hangul_Syllable_Type",
    "hst": "Hangul_Syllable_Type", "joiningtype": "Joining_Type", "jt": "Joining_Type",
    "joininggroup": "Joining_Group", "jg": "Joining_Group", "numerictype": "Numeric_Type",
    "nt": "Numeric_Type", "numericvalue": "Numeric_Value", "nv": "Numeric_Value",
    "age": "Age", "name": "Name", "na": "Name", "wordbreak": "Word_Break", "wb": "Word_Break",
    "sentencebreak": "Sentence_Break", "sb": "Sentence_Break",
    "graphemeclusterbreak": "Grapheme_Cluster_Break", "gcb": "Grapheme_Cluster_Break",
    "indicpositionalcategory": "Indic_Positional_Category", "inpc": "Indic_Positional_Category",
    "indicsyllabiccategory": "Indic_Syllabic_Category", "insc": "Indic_Syllabic_Category",
    "verticalorientation": "Vertical_Orientation", "vo": "Vertical_Orientation",
    "extendedpictographic": "Extended_Pictographic", "extpict": "Extended_Pictographic",
    "emojicomponent": "Emoji_Component", "ecomp": "Emoji_Component",
    "prependedconcatenationmark": "Prepended_Concatenation_Mark",
    "pcm": "Prepended_Concatenation_Mark", "bidipairedbrackettype": "Bidi_Paired_Bracket_Type",
    "bpt": "Bidi_Paired_Bracket_Type", "idcompatmathstart": "ID_Compat_Math_Start",
    "idcompatmathcontinue": "ID_Compat_Math_Continue", "indicconjunctbreak": "Indic_Conjunct_Break",
    "incb": "Indic_Conjunct_Break", "modifiercombiningmark": "Modifier_Combining_Mark",
    "mcm": "Modifier_Combining_Mark", "nfdinert": "NFD_Inert", "nfcinert": "NFC_Inert",
    "nfkdinert": "NFKD_Inert", "nfkcinert": "NFKC_Inert", "segmentstarter": "Segment_Starter",
    "nfdquickcheck": "NFD_Quick_Check", "nfcquickcheck": "NFC_Quick_Check",
    "nfkdquickcheck": "NFKD_Quick_Check", "nfkcquickcheck": "NFKC_Quick_Check",
    "basicemoji": "Basic_Emoji", "rgiemoji": "RGI_Emoji",
  ]

  /// The set a property name denotes, with ICU's lookup order; `rawName` is as written.
  static func set(named rawName: String, at offset: Int) throws(PatternError) -> ScalarSet {
    if let set = try unicodeSetProperty(rawName, at: offset) { return set }
    if normalized(rawName) == "word" { return UnicodeTables.word }
    if rawName == "all" { return ScalarSet([0...ScalarSet.maxScalar]) }
    if rawName.hasPrefix("In"), rawName.unicodeScalars.count >= 3 {
      let block = String(rawName.dropFirst(2))
      guard let set = blockSet(block) else {
        throw PatternError(.syntax("unknown block '\(block)' in \\p{\(rawName)}"), at: offset)
      }
      return set
    }
    if rawName.hasPrefix("Is"), rawName.unicodeScalars.count >= 3 {
      var name = String(rawName.dropFirst(2))
      guard !name.contains("=") else {
        throw PatternError(
          .syntax("an Is... property is a single name, without '=': \\p{\(rawName)}"),
          at: offset)
      }
      if normalized(name) == "titlecase" { name = "Lt" }
      if let set = try unicodeSetProperty(name, at: offset) { return set }
      throw PatternError(.syntax("unknown property '\(rawName)'"), at: offset)
    }
    if rawName.hasPrefix("java") {
      guard let set = javaSet(rawName) else {
        throw PatternError(.syntax("unknown Java property '\(rawName)'"), at: offset)
      }
      return set
    }
    throw PatternError(.syntax("unknown property '\(rawName)'"), at: offset)
  }

  /// `name` or `name=value` as a Unicode set property; nil when no property has that name.
  static func unicodeSetProperty(_ rawName: String, at offset: Int) throws(PatternError)
    -> ScalarSet?
  {
    let name = normalized(rawName)
    if let equals = name.firstIndex(of: "=") {
      let key = String(name[..<equals])
      let value = String(name[name.index(after: equals)...])
      switch key {
      case "gc", "generalcategory":
        return categorySet(value)
      case "sc", "script":
        return UCDTables.scriptNames[value].map(scriptSet)
      case "scx", "scriptextensions":
        return UCDTables.scriptNames[value].map(scriptExtensionsSet)
      case "blk", "block":
        return blockSet(value)
      default:
        if let test = binaryProperties[key] {
          switch value {
          case "y", "yes", "t", "true": return UnicodeTables.binarySet(key, test)
          case "n", "no", "f", "false": return UnicodeTables.binarySet(key, test).inverted()
          default: return nil
          }
        }
        if let missing = propertiesWithoutData[key] {
          throw PatternError(
            .unsupported(
              construct: "property \\p{\(rawName)}: this engine has no \(missing) data"),
            at: offset)
        }
        return nil
      }
    }
    if let set = categorySet(name) { return set }
    if let script = UCDTables.scriptNames[name] { return scriptSet(script) }
    if let test = binaryProperties[name] { return UnicodeTables.binarySet(name, test) }
    if let build = posixProperties[name] { return build() }
    switch name {
    case "any": return ScalarSet([0...ScalarSet.maxScalar])
    case "ascii": return ScalarSet([0...0x7F])
    case "assigned":
      return UnicodeTables.categorySet(mask: UnicodeTables.mask(.unassigned)).inverted()
    default: break
    }
    if let missing = propertiesWithoutData[name] {
      throw PatternError(
        .unsupported(construct: "property \\p{\(rawName)}: this engine has no \(missing) data"),
        at: offset)
    }
    return nil
  }

  /// A general category value (`L`, `Lu`, `Letter` ...).
  static func categorySet(_ name: String) -> ScalarSet? {
    guard let categories = generalCategories[name] else { return nil }
    let mask = categories.reduce(UInt32(0)) {
      $0 | 1 << UInt32(UnicodeTables.categoryIndex($1))
    }
    return UnicodeTables.categorySet(mask: mask)
  }

  /// The code points whose Script is `script` (an index into `UCDTables.scriptCodes`).
  static func scriptSet(_ script: Int) -> ScalarSet {
    UnicodeTables.cache.value(for: "sc:\(script)") {
      runs(UCDTables.scriptRunStarts, UCDTables.scriptRunValues.lazy.map { Int($0) }) {
        $0 == script
      }
    }
  }

  /// The code points whose Script_Extensions include `script`.
  static func scriptExtensionsSet(_ script: Int) -> ScalarSet {
    UnicodeTables.cache.value(for: "scx:\(script)") {
      let values = UCDTables.extensionRunValues.lazy.map { Int($0) }
      let listed = runs(UCDTables.extensionRunStarts, values) { $0 >= 0 }
      let including = runs(UCDTables.extensionRunStarts, values) {
        $0 >= 0 && UCDTables.extensionSets[$0].contains(UInt8(script))
      }
      return scriptSet(script).subtracting(listed).union(including)
    }
  }

  /// The code points of the block named `name` (loosely matched), or nil for no such block.
  static func blockSet(_ name: String) -> ScalarSet? {
    guard let block = UCDTables.blockAliases[normalized(name)] else { return nil }
    return UnicodeTables.cache.value(for: "blk:\(block)") {
      runs(UCDTables.blockRunStarts, UCDTables.blockRunValues.lazy.map { Int($0) }) {
        $0 == block
      }
    }
  }

  /// The union of the runs whose value passes `test`; a run lasts until the next start.
  static func runs<Values: Collection>(
    _ starts: [UInt32], _ values: Values, where test: (Int) -> Bool
  ) -> ScalarSet where Values.Element == Int {
    var ranges: [ClosedRange<UInt32>] = []
    for (index, value) in values.enumerated() where test(value) {
      let end = index + 1 < starts.count ? starts[index + 1] - 1 : ScalarSet.maxScalar
      ranges.append(starts[index]...end)
    }
    return ScalarSet(ranges)
  }

  /// ICU's POSIX-compatible properties that are not Unicode properties of their own.
  static let posixProperties: [String: @Sendable () -> ScalarSet] = [
    "alnum": {
      UnicodeTables.binarySet("alphabetic") { $0.isAlphabetic }.union(UnicodeTables.digit)
    },
    "blank": { UnicodeTables.horizontalSpace },
    "graph": {
      UnicodeTables.categorySet(
        mask: UnicodeTables.mask(
          .control, .surrogate, .unassigned, .spaceSeparator, .lineSeparator, .paragraphSeparator)
      ).inverted()
    },
    "print": {
      UnicodeTables.categorySet(
        mask: UnicodeTables.mask(
          .control, .surrogate, .unassigned, .lineSeparator, .paragraphSeparator)
      ).inverted()
    },
    "xdigit": { UnicodeTables.binarySet("hexdigit") { $0.isHexDigit }.union(UnicodeTables.digit) },
    "regionalindicator": { ScalarSet([0x1F1E6...0x1F1FF]) },
    "ri": { ScalarSet([0x1F1E6...0x1F1FF]) },
  ]

  /// ICU's `javaMethodName` properties, named as Java's `Character.isMethodName` tests.
  static func javaSet(_ name: String) -> ScalarSet? {
    let all = ScalarSet([0...ScalarSet.maxScalar])
    func gc(_ categories: Unicode.GeneralCategory...) -> ScalarSet {
      UnicodeTables.categorySet(mask: categories.reduce(0) { $0 | UnicodeTables.mask($1) })
    }
    let letters = gc(
      .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter)
    let ignorable = ScalarSet([0...8, 0x0E...0x1B, 0x7F...0x9F]).union(gc(.format))
    switch name {
    case "javaDefined": return gc(.unassigned).inverted()
    case "javaDigit": return gc(.decimalNumber)
    case "javaIdentifierIgnorable": return ignorable
    case "javaISOControl": return ScalarSet([0...0x1F, 0x7F...0x9F])
    case "javaJavaIdentifierPart":
      return letters.union(
        gc(
          .currencySymbol, .connectorPunctuation, .decimalNumber, .letterNumber, .spacingMark,
          .nonspacingMark)
      ).union(ignorable)
    case "javaJavaIdentifierStart":
      return letters.union(gc(.letterNumber, .currencySymbol, .connectorPunctuation))
    case "javaLetter": return letters
    case "javaLetterOrDigit": return letters.union(gc(.decimalNumber))
    case "javaLowerCase": return gc(.lowercaseLetter)
    case "javaMirrored": return UnicodeTables.binarySet("bidimirrored") { $0.isBidiMirrored }
    case "javaSpaceChar": return gc(.spaceSeparator, .lineSeparator, .paragraphSeparator)
    case "javaSupplementaryCodePoint": return ScalarSet([0x10000...ScalarSet.maxScalar])
    case "javaTitleCase": return gc(.titlecaseLetter)
    case "javaUnicodeIdentifierStart": return letters.union(gc(.letterNumber))
    case "javaUnicodeIdentifierPart":
      return letters.union(
        gc(.connectorPunctuation, .decimalNumber, .letterNumber, .spacingMark, .nonspacingMark)
      ).union(ignorable)
    case "javaUpperCase": return gc(.uppercaseLetter)
    case "javaValidCodePoint": return all
    case "javaWhitespace":
      return gc(.spaceSeparator, .lineSeparator, .paragraphSeparator)
        .subtracting(ScalarSet([0xA0...0xA0, 0x2007...0x2007, 0x202F...0x202F]))
        .union(ScalarSet([0x09...0x0D, 0x1C...0x1F]))
    default: return nil
    }
  }
}
