"""Extracts CLDR's own @integer and @decimal samples for Tessera's eleven languages.

Usage: python3 Tools/references/plural_samples.py PLURALS_XML SOURCE > OUT.json

PLURALS_XML is common/supplemental/plurals.xml of a checkout of github.com/unicode-org/cldr
(`git show <commit>:common/supplemental/plurals.xml`); SOURCE names that revision and is copied
into the output. Each sample is kept as CLDR writes it ("1.0", "1c6"), expanded from CLDR's
ranges ("0.0~1.5" is 0.0, 0.1, ... 1.5, the step being one unit of the last digit); the "…"
that ends a list is dropped. The output lists, per language, every sample with the category
whose rule lists it. Standard library only.
"""
import json
import re
import sys
import xml.etree.ElementTree as ElementTree
from decimal import Decimal

# Tessera's languages and the CLDR locale whose rules each uses.
LANGUAGES = {
    "en": "en", "de": "de", "tr": "tr", "es": "es", "fr": "fr", "pt-BR": "pt",
    "ru": "ru", "ar": "ar", "ja": "ja", "zh-Hans": "zh", "ko": "ko",
}


def expand(sample):
    """The samples one list item stands for: itself, or every value of a `~` range."""
    if "~" not in sample:
        return [sample]
    low, high = sample.split("~")
    places = len(low.split(".")[1]) if "." in low else 0
    step = Decimal(1).scaleb(-places)
    value, end = Decimal(low), Decimal(high)
    values = []
    while value <= end:
        values.append(f"{value:.{places}f}")
        value += step
    return values


def samples(rule_text, kind):
    """The samples after `@integer` or `@decimal` in a rule's text."""
    marker = "@" + kind
    if marker not in rule_text:
        return []
    tail = rule_text.split(marker, 1)[1].split("@", 1)[0]
    result = []
    for item in tail.split(","):
        item = item.strip()
        if item and item != "…":
            result.extend(expand(item))
    return result


def main():
    path, source = sys.argv[1], sys.argv[2]
    root = ElementTree.parse(path).getroot()
    cardinal = next(p for p in root.iter("plurals") if p.get("type", "cardinal") == "cardinal")
    rules_by_locale = {}
    for rules in cardinal.iter("pluralRules"):
        for locale in rules.get("locales").split():
            rules_by_locale[locale] = rules
    languages = {}
    total = 0
    for language, locale in LANGUAGES.items():
        cases = []
        rules = {}
        for rule in rules_by_locale[locale].iter("pluralRule"):
            text = rule.text or ""
            category = rule.get("count")
            rules[category] = text.split("@", 1)[0].strip()
            for kind in ("integer", "decimal"):
                for sample in samples(text, kind):
                    cases.append({"sample": sample, "kind": kind, "category": category})
        total += len(cases)
        languages[language] = {"cldrLocale": locale, "rules": rules, "samples": cases}
    document = {
        "source": source,
        "licence": "Unicode License v3 (https://www.unicode.org/license.txt)",
        "generator": "Tools/references/plural_samples.py",
        "sampleCount": total,
        "languages": languages,
    }
    # One sample a line, so a change to CLDR's samples reads as a small diff.
    text = json.dumps(document, ensure_ascii=False, indent=1, sort_keys=True)
    text = re.sub(
        r'\{\n\s*"category": ("[a-z]+"),\n\s*"kind": ("[a-z]+"),\n\s*"sample": ("[^"]+")\n\s*\}',
        r'{"category": \1, "kind": \2, "sample": \3}', text)
    sys.stdout.write(text + "\n")


main()
