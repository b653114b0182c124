"""Writes the e-mail corpus: addresses with the answer browsers give, and Tessera's.

Usage: python3 Tools/references/email_corpus.py > Tests/TesseraFormsTests/Expectations/email-corpus.json
(run by Tools/references/email-corpus.sh, which installs the pinned PyPI `idna`).

The reference is what a browser's <input type="email"> does: strip newlines, trim leading and
trailing ASCII whitespace, take the domain after the last "@" through IDNA ToASCII (PyPI
`idna`, UTS #46 non-transitional mapping and the IDNA 2008 label rules), then match the WHATWG
"valid e-mail address" expression below. Where Tessera deliberately differs, the entry says so
and why, and `tessera` holds Tessera's own answer; the rules for that are written here, not
taken from Tessera's code.
"""
import json
import re
import sys
import unicodedata

import idna

# https://html.spec.whatwg.org/multipage/input.html#valid-e-mail-address
WHATWG = re.compile(
    r"[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?"
    r"(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*")
ATEXT = set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!#$%&'*+/=?^_`{|}~-")
ASCII_WHITESPACE = "\t\n\x0c\r "


def sanitize(value):
    """WHATWG value sanitization for type=email: strip newlines, then ASCII whitespace."""
    return value.replace("\n", "").replace("\r", "").strip(ASCII_WHITESPACE)


def to_ascii(domain):
    try:
        return idna.encode(domain, uts46=True, transitional=False).decode("ascii")
    except (idna.IDNAError, UnicodeError, ValueError):
        return None


def reference(value):
    """(valid, ASCII form) as a browser decides."""
    text = sanitize(value)
    if "@" not in text:
        return False, None
    local, domain = text.rsplit("@", 1)
    ascii_domain = to_ascii(domain)
    if ascii_domain is None:
        return False, None
    address = local + "@" + ascii_domain
    return bool(WHATWG.fullmatch(address)), address


def rfc6531_local(local):
    """RFC 5322 atext plus letters, digits and marks of any script (RFC 6531)."""
    for char in local:
        if char == "." or char in ATEXT:
            continue
        if ord(char) < 0x80:
            return False
        if unicodedata.category(char) not in ("Lu", "Ll", "Lt", "Lm", "Lo", "Nd", "Mn", "Mc"):
            return False
    return True


def tessera(value):
    """(valid, ASCII form, difference) where Tessera deliberately departs from the reference."""
    valid, address = reference(value)
    text = sanitize(value)
    if "@" not in text:
        return valid, address, None
    local, domain = text.rsplit("@", 1)
    ascii_domain = to_ascii(domain)
    if not valid and local and ascii_domain is not None and not local.isascii():
        # WHATWG's expression is ASCII-only; Tessera takes SMTPUTF8 local parts.
        if rfc6531_local(local) and WHATWG.fullmatch("a@" + ascii_domain):
            valid, address = True, local + "@" + ascii_domain
            difference = "RFC 6531: letters and digits of any script before the @"
            verdict = stricter(local, ascii_domain)
            if verdict:
                return False, None, difference + "; then " + verdict
            return True, address, difference
    if not valid:
        return False, None, None
    verdict = stricter(local, ascii_domain)
    if verdict:
        return False, None, verdict
    return True, address, None


def stricter(local, ascii_domain):
    """Why Tessera refuses an address WHATWG accepts, or None."""
    if local.startswith(".") or local.endswith(".") or ".." in local:
        return "RFC 5321 dot-atom: no dot at either end of the local part, no two dots together"
    labels = ascii_domain.split(".")
    if len(labels) < 2:
        return "a public address needs a domain of two or more labels"
    if len(labels[-1]) < 2 or labels[-1].isdigit():
        return "the top-level label is not all digits nor one character"
    if len(local.encode("utf-8")) > 64:
        return "RFC 5321 4.5.3.1.1: at most 64 octets before the @"
    if len(local.encode("utf-8")) + 1 + len(ascii_domain) > 254:
        return "RFC 5321 4.5.3.1.3: at most 254 octets in all"
    return None


def corpus():
    cases = []

    def add(*values):
        cases.extend(values)

    # Ordinary addresses.
    for local in ["ada", "ada.lovelace", "a.b+c", "first_last", "o'neil", "x", "user-name",
                  "UPPER", "digits123", "a!b#c$d%e&f'g*h+i/j=k?l^m_n`o{p|q}r~s-t"]:
        add(local + "@example.com")
    for domain in ["example.org", "sub.example.co.uk", "a.b.c.d.example.net", "example.museum",
                   "mail.example.io", "EXAMPLE.COM", "xn--bcher-kva.de", "123.example.com",
                   "example-with-hyphen.com", "e.xample.travel", "localhost", "example.c",
                   "example.123", "1.2.3.4", "[192.168.0.1]", "example.c0m"]:
        add("user@" + domain)
    # Structure.
    add("", "ada", "ada@", "@example.com", "ada@@example.com", "ada@exa@mple.com",
        "a@b@example.com", "ada @example.com", "ada@ example.com", "ada@exa mple.com",
        "\"ada\"@example.com", "ada,lovelace@example.com", "ada;x@example.com",
        "ada(comment)@example.com", "ada<x>@example.com", "ada\\x@example.com",
        "ada:x@example.com", "ada[x]@example.com")
    # Dots in the local part: WHATWG allows them anywhere, RFC 5321 does not.
    add(".ada@example.com", "ada.@example.com", "a..b@example.com", "a.b.c@example.com",
        "...@example.com")
    # Empty labels.
    add("ada@example.com.", "ada@example..com", "ada@.example.com", "ada@.", "ada@..com")
    # Whitespace and newlines, trimmed as browsers do.
    add(" ada@example.com", "ada@example.com ", "\tada@example.com\n", "\r\nada@example.com",
        "ada@exam\nple.com", "ada@example.com\u00a0", "\u3000ada@example.com",
        "ada@example.com\u200b", "  \n  ")
    # Hyphens.
    add("user@-example.com", "user@example-.com", "user@ab--cd.com", "user@a-b-c.com",
        "user@example.-com", "user@xn--.com", "user@xn--abc-.com", "user@xn--zzzzzz.com",
        "user@xn--80akhbyknj4.com", "user@xn--e1a_mkfd.com", "user@XN--E1AFMKFD.XN--P1AI",
        "user@example.xn--1")
    # Lengths: labels at 63 and 64 octets, domains at 253 and 254, local parts at 64 and 65.
    add("user@" + "a" * 63 + ".com", "user@" + "a" * 64 + ".com",
        "user@" + ".".join(["b" * 63] * 3) + "." + "c" * 61,
        "user@" + ".".join(["b" * 63] * 3) + "." + "c" * 62,
        "a" * 64 + "@example.com", "a" * 65 + "@example.com",
        "a" * 64 + "@" + ".".join(["b" * 63] * 2) + "." + "c" * 58 + ".com",
        "a" * 64 + "@" + ".".join(["b" * 63] * 2) + "." + "c" * 57 + ".com")
    # Internationalized domains, in Unicode and as A-labels, in many scripts.
    unicode_domains = [
        "пример.рф", "example.рф", "пример.испытание", "例子.中国", "例子.中國", "例え.テスト",
        "실례.한국", "مثال.مصر", "مثال.السعودية", "مثال.ایران", "דוגמה.קום", "ตัวอย่าง.ไทย",
        "उदाहरण.भारत", "उदाहरण.भारतम्", "example.இந்தியா", "உதாரணம்.இந்தியா", "উদাহরণ.ভারত",
        "ಉದಾಹರಣೆ.ಭಾರತ", "ઉદાહરણ.ભારત", "ఉదాహరణ.భారత్", "ഉദാഹരണം.ഭാരതം", "උදාහරණ.ලංකා",
        "παράδειγμα.ελ", "օրինակ.հայ", "მაგალითი.გე", "ምሳሌ.example", "bücher.de", "straße.de",
        "faß.de", "ὀδυσσεύς.gr", "ελληνικά.ελ", "ꯃꯅꯤꯄꯨꯔ.example", "münchen.example",
        "зеленый.укр", "пример.срб", "мон.мон", "қазақ.қаз", "beispiel.deutschland",
        "example.公司", "example.みんな", "администрациягородаекатеринбурга.рф",
        "例子例子例子例子例子例子例子例子例子例子例子例子例子例子例子例子例子.com",
        "例子例子例子例子例子例子例子例子例子例子例子.com",
        "ααααααααααααααααααααααααααααααααααααααααααααααααααααα.gr",
        "ααααααααααααααααααααααααααααααααααααααααααααααααααααααααα.gr",
        "ĉĉĉĉĉĉĉĉĉĉĉĉĉĉĉĉĉĉĉĉĉĉĉĉĉĉĉĉĉĉĉĉĉĉĉĉĉĉĉĉĉĉĉĉĉĉĉĉĉĉ.example",
        "aĉaĉaĉaĉaĉaĉaĉaĉaĉaĉaĉaĉaĉaĉaĉaĉaĉaĉaĉaĉaĉaĉaĉaĉaĉaĉ.example",
    ]
    for domain in unicode_domains:
        add("user@" + domain)
        ascii_domain = to_ascii(domain)
        if ascii_domain and ascii_domain != domain:
            add("user@" + ascii_domain)
    add("user@example.xn--xkc2dl3a5ee0h", "user@example.xn--h2breg3eve",
        "user@example.xn--h2brj9c", "user@example.xn--p1ai", "user@example.xn--fiqs8s",
        "user@xn--e1afmkfd.xn--80akhbyknj4f")
    # UTS #46 mapping: full stops, full-width forms, upper case, ignored characters.
    add("ada@example。com", "ada@example．com", "ada@example｡com", "ada@ｅｘａｍｐｌｅ.ｃｏｍ",
        "ada@ＥＸＡＭＰＬＥ.ＣＯＭ", "ada@exam\u00adple.com", "ada@exam\u200bple.com",
        "ada@EXAMPLE.COM", "ada@ПРИМЕР.РФ", "ada@BÜCHER.DE", "ada@Straße.de",
        "ada@ΌΔΥΣΣΕΎΣ.gr", "ada@example\ufe12com", "ada@exa\ufe00mple.com", "ada@ℌ.example",
        "ada@ﬀ.example", "ada@①.example", "ada@ⅷ.example", "ada@㍿.example",
        "ada@example.ｃｏｍ", "ada@exam\u2060ple.com", "ada@\u200b.com")
    # ZWNJ and ZWJ: kept where CONTEXTJ allows them (Persian, Indic), refused elsewhere.
    add("user@می\u200cخواهم.ایران", "user@نامه\u200cای.example", "user@क्\u200dष.example",
        "user@क्\u200cष.example", "user@ab\u200ccd.example", "user@ab\u200dcd.example",
        "user@\u200cabc.example", "user@ش\u200c.example", "user@ക്\u200dക.example",
        "user@ශ්\u200dර.example", "user@ক্\u200dষ.example")
    # CONTEXTO: Catalan middle dot, Greek keraia, Hebrew geresh, katakana middle dot, digits.
    add("user@col·lecció.cat", "user@a·b.cat", "user@·l.cat", "user@\u0375α.gr",
        "user@α\u0375.gr", "user@א\u05f3ב.example", "user@a\u05f3.example",
        "user@ア・イ.example", "user@a・b.example", "user@٠١٢.example", "user@۰۱۲.example",
        "user@٠۱.example")
    # Bidi Rule.
    add("user@1שלום.example", "user@שלום1.example", "user@שלוםabc.example",
        "user@مثال123.example", "user@مثال١٢٣.example", "user@مثال١2.example",
        "user@abcمثال.example", "user@مثال.com")
    # Characters IDNA does not allow.
    add("user@ex_ample.com", "user@exa$mple.com", "user@💩.la", "user@xn--ls8h.la",
        "user@exa!mple.com", "user@☃.net", "user@example.com/", "user@example.com:25",
        "user@exa%mple.com", "user@\u0301abc.example", "user@a\u0301bc.example",
        "user@\u2064.example", "user@exa\ufffdmple.com", "user@exam\u00a0ple.com")
    # Local parts beyond ASCII (RFC 6531).
    add("иван@пример.рф", "ö@exämple.de", "用户@例子.广告", "δοκιμή@παράδειγμα.ελ",
        "θσερ@example.com", "ユーザー@例え.jp", "अजय@डाटामेल.भारत", "ada😀@example.com",
        "ａｄａ@example.com", "ada\u00a0x@example.com", "u\u0301ser@example.com",
        "ivan.иван@example.com", ".иван@example.com", "иван..петров@example.com")
    # Numbers and short top-level labels.
    add("user@example.co", "user@example.c1", "user@example.1c", "user@example.1",
        "user@a.io", "user@1.com", "user@123.456", "user@example.x")
    seen = set()
    unique = []
    for value in cases:
        if value not in seen:
            seen.add(value)
            unique.append(value)
    return unique


def main():
    entries = []
    for value in corpus():
        ref_valid, ref_ascii = reference(value)
        valid, ascii_form, difference = tessera(value)
        entry = {"address": value, "reference": {"valid": ref_valid}}
        if ref_valid:
            entry["reference"]["ascii"] = ref_ascii
        entry["tessera"] = {"valid": valid}
        if valid:
            entry["tessera"]["ascii"] = ascii_form
        if difference:
            entry["difference"] = difference
        entries.append(entry)
    document = {
        "source": (f"PyPI idna=={idna.__version__} (UTS #46 non-transitional, IDNA 2008) for the"
                   " domain, then the WHATWG valid e-mail address expression, after WHATWG's"
                   " value sanitization for type=email"),
        "generator": "Tools/references/email_corpus.py",
        "count": len(entries),
        "differences": sum(1 for e in entries if e["reference"]["valid"] != e["tessera"]["valid"]),
        "addresses": entries,
    }
    # One address a line, so a change reads as a small diff.
    entries_text = ",\n".join("  " + json.dumps(e, ensure_ascii=False) for e in entries)
    document["addresses"] = "ENTRIES"
    text = json.dumps(document, ensure_ascii=False, indent=1)
    text = text.replace('"ENTRIES"', "[\n" + entries_text + "\n ]")
    sys.stdout.write(text + "\n")


main()
