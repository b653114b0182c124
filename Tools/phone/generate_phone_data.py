#!/usr/bin/env python3
"""Writes Tessera's phone-number region data and its reference expectations.

Both files come from Google's libphonenumber metadata as the PyPI package `phonenumbers`
ships it (Apache-2.0). Run through Tools/phone/generate.sh, which installs the pinned version.

  phone-metadata.txt   every region (and non-geographic calling code) the metadata knows,
                       one tab-separated record a line; read by TesseraForms' PhoneMetadata.
  phone-reference.txt  for every region: libphonenumber's example number of each type and
                       seeded random valid numbers, each also one digit short and one long,
                       typed internationally and nationally, with what phonenumbers answers.
"""
import random
import sys

import phonenumbers
from phonenumbers import PhoneMetadata, PhoneNumberType, ValidationResult
from phonenumbers.phonenumberutil import NumberParseException

SEED = 30
RANDOM_PER_TYPE = 3

# Number types, with the one-letter code the resource file uses, in libphonenumber's order.
TYPES = [
    ("F", "fixed_line", PhoneNumberType.FIXED_LINE),
    ("M", "mobile", PhoneNumberType.MOBILE),
    ("T", "toll_free", PhoneNumberType.TOLL_FREE),
    ("P", "premium_rate", PhoneNumberType.PREMIUM_RATE),
    ("S", "shared_cost", PhoneNumberType.SHARED_COST),
    ("V", "voip", PhoneNumberType.VOIP),
    ("N", "personal_number", PhoneNumberType.PERSONAL_NUMBER),
    ("A", "pager", PhoneNumberType.PAGER),
    ("U", "uan", PhoneNumberType.UAN),
    ("X", "voicemail", PhoneNumberType.VOICEMAIL),
]
TYPE_NAMES = {v: k for k, v in vars(PhoneNumberType).items() if isinstance(v, int) and k.isupper()}
REASON_NAMES = {v: k for k, v in vars(ValidationResult).items() if isinstance(v, int) and k.isupper()}
ERROR_NAMES = {v: k for k, v in vars(NumberParseException).items() if isinstance(v, int) and k.isupper()}


def regex(pattern):
    """The metadata's patterns use (?:), [], \\d, {m,n}, ?, |, $ and groups; all are in
    TesseraPatterns' syntax, so they are written unchanged. Anything else stops the build."""
    if pattern is None:
        return ""
    allowed = set("0123456789()[]{}?:|,-\\d$")
    stray = set(pattern) - allowed
    if stray:
        sys.exit(f"unsupported regex characters {sorted(stray)} in {pattern!r}")
    if "\t" in pattern:
        sys.exit("tab in a pattern")
    return pattern


def rule(text):
    """Python's `\\1` group references become `$1`, as in libphonenumber's XML."""
    if text is None:
        return ""
    return text.replace("\\", "$")


def lengths(values):
    if not values:
        return ""
    values = sorted(values)
    if values == [-1]:
        return "-1"
    parts, start, prev = [], values[0], values[0]
    for v in values[1:] + [None]:
        if v is not None and v == prev + 1:
            prev = v
            continue
        parts.append(str(start) if start == prev else f"{start}-{prev}")
        if v is not None:
            start = prev = v
    return ",".join(parts)


def all_metadata():
    for region in sorted(phonenumbers.SUPPORTED_REGIONS):
        yield region, PhoneMetadata.metadata_for_region(region)
    for code in sorted(phonenumbers.COUNTRY_CODES_FOR_NON_GEO_REGIONS):
        yield "001", PhoneMetadata.metadata_for_nongeo_region(code)


def write_metadata(out):
    version = phonenumbers.__version__
    out.write("#tessera-phone-metadata\t1\n")
    out.write(f"#source\tlibphonenumber metadata via PyPI phonenumbers {version}\n")
    out.write("#licence\tApache-2.0 (Copyright (C) 2009 The Libphonenumber Authors)\n")
    out.write("#records\tC calling-code regions (in the order libphonenumber tries them); R region calling-code main-region international-prefix "
              "preferred-international-prefix national-prefix national-prefix-for-parsing "
              "national-prefix-transform-rule leading-digits same-mobile-and-fixed-line; "
              "D type pattern possible-lengths local-only-lengths (G general, "
              + ", ".join(f"{c} {n}" for c, n, _ in TYPES) + "); "
              "N national format: pattern format national-prefix-formatting-rule "
              "national-prefix-optional has-carrier-code-rule leading-digits...; I international format, "
              "the same fields (none: the national formats)\n")
    for cc, regions in sorted(phonenumbers.COUNTRY_CODE_TO_REGION_CODE.items()):
        out.write(f"C\t{cc}\t{','.join(regions)}\n")
    main_regions = {cc: regions[0] for cc, regions in phonenumbers.COUNTRY_CODE_TO_REGION_CODE.items()}
    for region, m in all_metadata():
        main = 1 if main_regions.get(m.country_code) == region or region == "001" else 0
        out.write("\t".join([
            "R", region, str(m.country_code), str(main), regex(m.international_prefix),
            m.preferred_international_prefix or "", m.national_prefix or "",
            regex(m.national_prefix_for_parsing), rule(m.national_prefix_transform_rule),
            regex(m.leading_digits), "1" if m.same_mobile_and_fixed_line_pattern else "0",
        ]) + "\n")
        descs = [("G", m.general_desc)] + [(c, getattr(m, n)) for c, n, _ in TYPES]
        for code, desc in descs:
            if desc is None or not desc.national_number_pattern:
                continue
            out.write("\t".join([
                "D", code, regex(desc.national_number_pattern),
                lengths(desc.possible_length), lengths(desc.possible_length_local_only),
            ]) + "\n")
        for f in m.number_format:
            out.write("\t".join(
                ["N", regex(f.pattern), rule(f.format), rule(f.national_prefix_formatting_rule),
                 "1" if f.national_prefix_optional_when_formatting else "0",
                 "1" if f.domestic_carrier_code_formatting_rule else "0"]
                + [regex(p) for p in f.leading_digits_pattern]) + "\n")
        for f in m.intl_number_format:
            out.write("\t".join(
                ["I", regex(f.pattern), rule(f.format), rule(f.national_prefix_formatting_rule),
                 "1" if f.national_prefix_optional_when_formatting else "0",
                 "1" if f.domestic_carrier_code_formatting_rule else "0"]
                + [regex(p) for p in f.leading_digits_pattern]) + "\n")


def typed_outputs(formatter, text):
    """The formatter's text after each character, each as a change to the one before: empty
    when the character was appended, else `k~rest` (keep k characters of the previous text,
    then `rest`)."""
    steps, previous = [], ""
    for ch in text:
        output = formatter.input_digit(ch)
        if output == previous + ch:
            steps.append("")
        else:
            k = 0
            while k < min(len(output), len(previous)) and output[k] == previous[k]:
                k += 1
            steps.append(f"{k}~{output[k:]}")
        previous = output
    return "|".join(steps)


def answer(text, region):
    """What phonenumbers says about `text` typed with `region` chosen, as one line's fields."""
    formatter = phonenumbers.AsYouTypeFormatter(region)
    typed = typed_outputs(formatter, text)
    try:
        number = phonenumbers.parse(text, region)
    except NumberParseException as error:
        return [f"!{ERROR_NAMES[error.error_type]}", "", "", "", "", "", "", typed]
    nsn = phonenumbers.national_significant_number(number)
    e164 = phonenumbers.format_number(number, phonenumbers.PhoneNumberFormat.E164)
    return [
        f"{number.country_code}:{nsn}",
        "1" if phonenumbers.is_valid_number(number) else "0",
        TYPE_NAMES[phonenumbers.number_type(number)],
        REASON_NAMES[phonenumbers.is_possible_number_with_reason(number)],
        e164 if e164 != f"+{number.country_code}{nsn}" else "=",
        phonenumbers.format_number(number, phonenumbers.PhoneNumberFormat.INTERNATIONAL),
        phonenumbers.format_number(number, phonenumbers.PhoneNumberFormat.NATIONAL),
        typed,
    ]


def sample_numbers(region, m, rng):
    """Example numbers of each type and random valid variants of them, as NSN strings."""
    found = []
    for _, name, kind in TYPES:
        desc = getattr(m, name)
        if desc is None or not desc.example_number:
            continue
        example = desc.example_number
        found.append(example)
        kept = 0
        for _ in range(60):
            if kept == RANDOM_PER_TYPE:
                break
            digits = list(example)
            for _ in range(rng.randint(1, 3)):
                i = rng.randrange(min(2, len(digits) - 1), len(digits))
                digits[i] = str(rng.randint(0, 9))
            candidate = "".join(digits)
            if candidate in found:
                continue
            number = phonenumbers.PhoneNumber(country_code=m.country_code, national_number=int(candidate))
            if candidate.startswith("0"):
                number.italian_leading_zero = True
                number.number_of_leading_zeros = len(candidate) - len(candidate.lstrip("0")) or 1
            if phonenumbers.is_valid_number(number) and phonenumbers.number_type(number) == kind:
                found.append(candidate)
                kept += 1
    return found


def write_reference(out):
    version = phonenumbers.__version__
    out.write("#tessera-phone-reference\t1\n")
    out.write(f"#source\tPyPI phonenumbers {version} (libphonenumber, Apache-2.0); "
              f"Tools/phone/generate_phone_data.py, seed {SEED}\n")
    out.write("#fields\tregion input parse(cc:nsn or !error) is_valid_number number_type "
              "is_possible_number_with_reason E164 INTERNATIONAL NATIONAL "
              "AsYouTypeFormatter-after-each-character (| between characters; empty: the character "
              "was appended; k~rest: k characters of the previous text kept, then rest). "
              "E164 '=' is + calling code and national number\n")
    for region, m in all_metadata():
        rng = random.Random(f"{SEED}-{region}-{m.country_code}")
        parse_region = region if region != "001" else "ZZ"
        for nsn in sample_numbers(region, m, rng):
            variants = [nsn, nsn[:-1], nsn + str(rng.randint(0, 9))]
            for variant in variants:
                inputs = [f"+{m.country_code}{variant}"]
                if region != "001":
                    number = phonenumbers.PhoneNumber(country_code=m.country_code, national_number=int(nsn))
                    if nsn.startswith("0"):
                        number.italian_leading_zero = True
                        number.number_of_leading_zeros = len(nsn) - len(nsn.lstrip("0")) or 1
                    national = phonenumbers.format_number(number, phonenumbers.PhoneNumberFormat.NATIONAL)
                    national_digits = "".join(ch for ch in national if ch.isdigit())
                    prefix = national_digits[: len(national_digits) - len(nsn)] if national_digits.endswith(nsn) else ""
                    inputs.append(prefix + variant)
                label = region if region != "001" else f"001/{m.country_code}"
                for text in inputs:
                    out.write("\t".join([label, text] + answer(text, parse_region)) + "\n")


if __name__ == "__main__":
    which, path = sys.argv[1], sys.argv[2]
    with open(path, "w", encoding="utf-8") as out:
        (write_metadata if which == "metadata" else write_reference)(out)
