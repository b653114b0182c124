extension PhoneNumber {
  /// The number written in `style`, as libphonenumber's `format_number` writes it: grouped by
  /// the first of its plan's formats whose leading digits and pattern fit, or as bare digits
  /// when none does.
  ///
  /// ```swift
  /// let number = PhoneNumber(callingCode: 49, nationalNumber: "30123456")
  /// number.formatted(.e164)           // "+4930123456"
  /// number.formatted(.international)  // "+49 30 123456"
  /// number.formatted(.national)       // "030 123456"
  /// ```
  /// - Complexity: O(n × m), m the size of the plan's format patterns.
  public func formatted(_ style: PhoneNumberStyle, metadata: PhoneMetadata = .shared) -> String {
    if style == .e164 { return "+\(callingCode)\(nationalNumber)" }
    guard let plan = metadata.mainPlan(forCallingCode: callingCode) else { return nationalNumber }
    let grouped = Self.formatNationalNumber(nationalNumber, plan: plan, style: style)
    return style == .international ? "+\(callingCode) \(grouped)" : grouped
  }

  /// libphonenumber's `formatNsn`.
  static func formatNationalNumber(
    _ nsn: String, plan: CompiledPhonePlan, style: PhoneNumberStyle
  ) -> String {
    let formats =
      plan.internationalFormats.isEmpty || style == .national
      ? plan.nationalFormats : plan.internationalFormats
    guard let chosen = chooseFormat(formats, for: nsn), let found = chosen.pattern.match(nsn)
    else { return nsn }
    var rule = chosen.format.format
    let prefixRule = chosen.format.nationalPrefixFormattingRule
    if style == .national, !prefixRule.isEmpty {
      rule = replacingFirstGroup(of: rule, with: prefixRule)
    }
    return substitute(rule, groups: found.groups)
  }

  /// The first format whose last (most precise) leading-digits pattern matches the start of
  /// the number and whose pattern matches all of it.
  static func chooseFormat(
    _ formats: [CompiledPhonePlan.CompiledFormat], for nsn: String
  ) -> CompiledPhonePlan.CompiledFormat? {
    formats.first { format in
      (format.leadingDigits.last.map { $0.matches(nsn) } ?? true)
        && format.pattern.matches(nsn)
    }
  }

  /// `format` with its first group reference `$n` replaced by `prefixRule`, in which `$1`
  /// stands for that reference (`$2 15-$3` with `0$1` gives `0$2 15-$3`, as in Argentina).
  static func replacingFirstGroup(of format: String, with prefixRule: String) -> String {
    var characters = Array(format)
    for index in characters.indices.dropLast()
    where characters[index] == "$" && characters[index + 1].isWholeNumber {
      let reference = characters[index...index + 1]
      var rule: [Character] = []
      var ruleCharacters = Array(prefixRule)[...]
      while let first = ruleCharacters.popFirst() {
        if first == "$", ruleCharacters.first == "1" {
          ruleCharacters.removeFirst()
          rule += reference
        } else {
          rule.append(first)
        }
      }
      characters.replaceSubrange(index...index + 1, with: rule)
      return String(characters)
    }
    return format
  }
}
