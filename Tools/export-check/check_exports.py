#!/usr/bin/env python3
"""Checks the output of `tessera export --all-formats` for one theme against the theme's own
Tessera JSON (json/<name>.json in the same folder), format by format, after the real
toolchains have built what they can (see Tools/ci.d/60-export-toolchains.sh).

Usage: check_exports.py THEME_DIR [--compose-output FILE] [--sass-output FILE]
                                  [--tailwind-v3 FILE] [--tailwind-build FILE]
       check_exports.py --tailwind-classes THEME_CSS   (prints the utilities to build)
       check_exports.py --tailwind-class-build FILE THEME_CSS JSON   (the class strategy)

Every check compares values read back from the generated files with the audited colors of
the four modes; a mismatch, a malformed file or a missing role exits 1 with the file and the
role named.
"""
import glob
import json
import os
import re
import sys
import xml.etree.ElementTree as ET

import tinycss2

MODES = ["light", "dark", "lightIncreasedContrast", "darkIncreasedContrast"]
failures = []


def fail(message):
    failures.append(message)


def words(camel):
    return re.sub(r"([a-z0-9])([A-Z])", r"\1 \2", camel).lower().split()


def kebab(camel):
    return "-".join(words(camel))


def snake(camel):
    return "_".join(words(camel))


def no_duplicates(pairs):
    keys = [key for key, _ in pairs]
    if len(keys) != len(set(keys)):
        raise ValueError("duplicate keys: %s" % sorted({k for k in keys if keys.count(k) > 1}))
    return dict(pairs)


def load_json(path):
    with open(path, encoding="utf-8") as handle:
        return json.load(handle, object_pairs_hook=no_duplicates)


def css_hex(value):
    return value.lower()


def check_json_flat(root, colors):
    [path] = glob.glob(os.path.join(root, "json-flat", "*.flat.json"))
    flat = load_json(path)
    keys = sorted(flat)
    for a, b in zip(keys, keys[1:]):
        if b.startswith(a + "."):
            fail("%s: key %s is a prefix of %s" % (path, a, b))
    for role, values in colors.items():
        for mode in MODES:
            if flat.get("color.%s.%s" % (role, mode)) != values[mode]:
                fail("%s: color.%s.%s" % (path, role, mode))


XCODE_ENTRY_KEYS = {"appearances", "color", "idiom"}
# Xcode writes Any, Light, Dark, then the same three with High Contrast.
XCODE_ORDER = [("any", "standard"), ("light", "standard"), ("dark", "standard"),
               ("any", "high"), ("light", "high"), ("dark", "high")]


def check_xcassets(root, colors):
    [catalog] = glob.glob(os.path.join(root, "xcassets", "*.xcassets"))
    info = load_json(os.path.join(catalog, "Contents.json"))
    if info != {"info": {"author": "xcode", "version": 1}}:
        fail("%s: catalog Contents.json is not Xcode's info block" % catalog)
    sets = sorted(os.path.basename(p)[: -len(".colorset")] for p in glob.glob(os.path.join(catalog, "*.colorset")))
    prefix = os.path.commonprefix(sets)
    if len(sets) != len(colors):
        fail("%s: %d color sets for %d roles" % (catalog, len(sets), len(colors)))
    for role, values in colors.items():
        name = prefix + role[0].upper() + role[1:]
        if not re.fullmatch(r"[a-z][A-Za-z0-9]*", name):
            fail("%s: asset name %s is not a Swift identifier" % (catalog, name))
        path = os.path.join(catalog, name + ".colorset", "Contents.json")
        if not os.path.exists(path):
            fail("%s: no color set for %s" % (catalog, role))
            continue
        document = load_json(path)
        if set(document) != {"colors", "info"} or document["info"] != {"author": "xcode", "version": 1}:
            fail("%s: top-level keys" % path)
        seen = {}
        order = []
        for entry in document["colors"]:
            if not set(entry) <= XCODE_ENTRY_KEYS or entry.get("idiom") != "universal":
                fail("%s: entry keys %s" % (path, sorted(entry)))
            luminosity, contrast = "any", "standard"
            for appearance in entry.get("appearances", []):
                if appearance == {"appearance": "luminosity", "value": "light"}:
                    luminosity = "light"
                elif appearance == {"appearance": "luminosity", "value": "dark"}:
                    luminosity = "dark"
                elif appearance == {"appearance": "contrast", "value": "high"}:
                    contrast = "high"
                else:
                    fail("%s: unknown appearance %s" % (path, appearance))
            order.append((luminosity, contrast))
            color = entry["color"]
            if set(color) != {"color-space", "components"} or color["color-space"] not in ("srgb", "display-p3"):
                fail("%s: color keys" % path)
            parts = color["components"]
            if set(parts) != {"alpha", "red", "green", "blue"}:
                fail("%s: component keys %s" % (path, sorted(parts)))
                continue
            if not re.fullmatch(r"[01]\.\d{3}", parts["alpha"]):
                fail("%s: alpha %r is not Xcode's float string" % (path, parts["alpha"]))
            if color["color-space"] == "srgb":
                if not all(re.fullmatch(r"0x[0-9A-F]{2}", parts[c]) for c in ("red", "green", "blue")):
                    fail("%s: components are not 8-bit hex strings" % path)
                    continue
                written = "#" + "".join(parts[c][2:] for c in ("red", "green", "blue"))
                alpha = round(float(parts["alpha"]) * 255)
                if alpha < 255:
                    written += "%02X" % alpha
                seen[(luminosity, contrast)] = written
        expected = {
            ("any", "standard"): values["light"], ("light", "standard"): values["light"],
            ("dark", "standard"): values["dark"], ("any", "high"): values["lightIncreasedContrast"],
            ("light", "high"): values["lightIncreasedContrast"], ("dark", "high"): values["darkIncreasedContrast"],
        }
        if order != XCODE_ORDER:
            fail("%s: entries in the order %s, Xcode writes %s" % (path, order, XCODE_ORDER))
        if seen and seen != expected:
            fail("%s: appearances %s, expected %s" % (path, seen, expected))


def android_color(value):
    """Tessera #RRGGBB[AA] as Android #[AA]RRGGBB."""
    return value if len(value) == 7 else "#" + value[7:9] + value[1:7]


def check_android(root, colors):
    res = os.path.join(root, "android-xml", "res")
    [light] = glob.glob(os.path.join(res, "values", "*_colors.xml"))
    prefix = os.path.basename(light)[: -len("_colors.xml")]
    for folder, standard, increased in (("values", "light", "lightIncreasedContrast"),
                                        ("values-night", "dark", "darkIncreasedContrast")):
        path = os.path.join(res, folder, prefix + "_colors.xml")
        found = {element.get("name"): element.text for element in ET.parse(path).getroot().iter("color")}
        for role, values in colors.items():
            name = "%s_%s" % (prefix, snake(role))
            if found.get(name) != android_color(values[standard]):
                fail("%s: %s is %s, expected %s" % (path, name, found.get(name), values[standard]))
            if found.get(name + "_high_contrast") != android_color(values[increased]):
                fail("%s: %s_high_contrast" % (path, name))


def declarations(block_content):
    result = {}
    for item in tinycss2.parse_declaration_list(block_content, skip_comments=True, skip_whitespace=True):
        if item.type == "error":
            fail("CSS error: %s" % item.message)
        elif item.type == "declaration":
            result[item.lower_name] = tinycss2.serialize(item.value).strip()
    return result


def css_rules(css, path):
    """(media query or None, selector, declarations) for every rule, and the @theme block."""
    rules, theme = [], None
    for rule in tinycss2.parse_stylesheet(css, skip_comments=True, skip_whitespace=True):
        if rule.type == "error":
            fail("%s: %s" % (path, rule.message))
        elif rule.type == "at-rule" and rule.lower_at_keyword == "theme":
            theme = declarations(rule.content)
        elif rule.type == "at-rule" and rule.lower_at_keyword == "media":
            query = tinycss2.serialize(rule.prelude).strip()
            for inner in tinycss2.parse_rule_list(rule.content, skip_comments=True, skip_whitespace=True):
                if inner.type == "error":
                    fail("%s: %s" % (path, inner.message))
                elif inner.type == "qualified-rule":
                    rules.append((query, tinycss2.serialize(inner.prelude).strip(), declarations(inner.content)))
        elif rule.type == "qualified-rule":
            rules.append((None, tinycss2.serialize(rule.prelude).strip(), declarations(rule.content)))
    return theme, rules


MEDIA_BLOCKS = {
    (None, None): "light",
    ("(prefers-color-scheme: dark)", ":root"): "dark",
    ("(prefers-contrast: more)", ":root"): "lightIncreasedContrast",
    ("(prefers-color-scheme: dark) and (prefers-contrast: more)", ":root"): "darkIncreasedContrast",
}


def check_mode_rules(path, theme, rules, colors, name, expected=None):
    blocks = {(None, None): theme or {}}
    for query, selector, decls in rules:
        blocks[(query, selector)] = decls
    for key, mode in (expected or MEDIA_BLOCKS).items():
        decls = blocks.get(key)
        if decls is None:
            fail("%s: no block %s" % (path, key))
            continue
        for role, values in colors.items():
            if decls.get(name(role)) != css_hex(values[mode]):
                fail("%s: %s in %s is %s, expected %s" % (path, name(role), mode, decls.get(name(role)), values[mode]))


def check_tailwind_v4(root, colors):
    [path] = glob.glob(os.path.join(root, "tailwind", "*.theme.css"))
    theme, rules = css_rules(open(path, encoding="utf-8").read(), path)
    if theme is None:
        fail("%s: no @theme block" % path)
    check_mode_rules(path, theme, rules, colors, lambda role: "--color-" + kebab(role))


# Each namespace of the v4 @theme and the utility Tailwind makes of it: a variable
# --color-accent must give .bg-accent { background-color: var(--color-accent) }.
TAILWIND_NAMESPACES = [
    ("--color-", "bg-", "background-color"),
    ("--spacing-", "p-", "padding"),
    ("--radius-", "rounded-", "border-radius"),
    ("--text-", "text-", "font-size"),
    ("--ease-", "ease-", "transition-timing-function"),
]


def tailwind_utilities(theme_css):
    """(class, property, variable) for every variable of the @theme block of a v4 stylesheet."""
    theme, _ = css_rules(open(theme_css, encoding="utf-8").read(), theme_css)
    result = []
    for name in theme or {}:
        for prefix, utility, prop in TAILWIND_NAMESPACES:
            rest = name[len(prefix):]
            if name.startswith(prefix) and "--" not in rest:
                result.append((utility + rest, prop, name))
    return theme or {}, result


def compiled_layers(path):
    """The declarations of Tailwind's theme layer and the utilities by selector."""
    theme, utilities = {}, {}
    for rule in tinycss2.parse_stylesheet(open(path, encoding="utf-8").read(), skip_comments=True,
                                          skip_whitespace=True):
        if rule.type != "at-rule" or rule.lower_at_keyword != "layer" or rule.content is None:
            continue
        layer = tinycss2.serialize(rule.prelude).strip()
        if layer not in ("theme", "utilities"):
            continue
        for inner in tinycss2.parse_rule_list(rule.content, skip_comments=True, skip_whitespace=True):
            if inner.type != "qualified-rule":
                continue
            selector = tinycss2.serialize(inner.prelude).strip()
            if layer == "theme" and selector == ":root, :host":
                theme.update(declarations(inner.content))
            elif layer == "utilities":
                utilities[selector] = inner.content
    return theme, utilities


def check_tailwind_build(output, theme_css, colors, blocks=None):
    """The stylesheet Tailwind compiled from the v4 export: every variable of the export in its
    theme layer with the exported value, a utility for each using it, and the mode blocks."""
    source, utilities = tailwind_utilities(theme_css)
    theme, built = compiled_layers(output)
    if len(utilities) < len(colors):
        fail("%s: only %d utilities to build" % (theme_css, len(utilities)))
    for utility, prop, variable in utilities:
        content = built.get("." + utility)
        if content is None:
            fail("%s: Tailwind made no .%s from %s" % (output, utility, variable))
            continue
        value = declarations(content).get(prop, "")
        if "var(%s)" % variable not in value:
            fail("%s: .%s sets %s to %r, not var(%s)" % (output, utility, prop, value, variable))
        if " ".join(theme.get(variable, "").split()) != " ".join(source[variable].split()):
            fail("%s: %s is %r in the theme layer, exported %r" % (output, variable, theme.get(variable),
                                                                  source[variable]))
    _, rules = css_rules(open(output, encoding="utf-8").read(), output)
    check_mode_rules(output, theme, rules, colors, lambda role: "--color-" + kebab(role), blocks)


CLASS_BLOCKS = {
    (None, None): "light",
    (None, ".dark"): "dark",
    ("(prefers-contrast: more)", ":root"): "lightIncreasedContrast",
    ("(prefers-contrast: more)", ".dark"): "darkIncreasedContrast",
}


def check_tailwind_v3(dump, colors):
    data = load_json(dump)
    base = data["base"]
    blocks = {
        "light": base[":root"],
        "dark": base["@media (prefers-color-scheme: dark)"][":root"],
        "lightIncreasedContrast": base["@media (prefers-contrast: more)"][":root"],
        "darkIncreasedContrast": base["@media (prefers-color-scheme: dark) and (prefers-contrast: more)"][":root"],
    }
    for role, values in colors.items():
        utility = data["colors"].get(kebab(role))
        for mode, decls in blocks.items():
            value = decls.get("--color-" + kebab(role))
            expected = values[mode]
            if "<alpha-value>" in (utility or ""):
                channels = " ".join(str(int(expected[i:i + 2], 16)) for i in (1, 3, 5))
                ok = value == channels and len(expected) == 7
            else:
                ok = value == css_hex(expected)
            if not ok:
                fail("%s: %s in %s is %s, expected %s" % (dump, role, mode, value, expected))


def check_sass(output, colors, prefix):
    _, rules = css_rules(open(output, encoding="utf-8").read(), output)
    by_selector = {selector: decls for _, selector, decls in rules}
    for mode, css_mode in zip(MODES, ["light", "dark", "light-increased-contrast", "dark-increased-contrast"]):
        decls = by_selector.get(".mode-" + css_mode, {})
        for role, values in colors.items():
            name = "--%s-color-%s" % (prefix, kebab(role))
            if decls.get(name) != css_hex(values[mode]):
                fail("%s: %s in %s is %s, expected %s" % (output, name, mode, decls.get(name), values[mode]))


def check_figma(root, colors):
    modes = {"Light": "light", "Dark": "dark", "Light Increased Contrast": "lightIncreasedContrast",
             "Dark Increased Contrast": "darkIncreasedContrast"}
    found = {}
    primitives = {}
    for path in sorted(glob.glob(os.path.join(root, "figma", "*", "*.tokens.json"))):
        document = load_json(path)
        mode = document.get("$extensions", {}).get("com.figma.modeName")
        if mode != os.path.basename(path)[: -len(".tokens.json")]:
            fail("%s: mode %r does not match the file name" % (path, mode))
        if mode in modes:
            found[modes[mode]] = document
        if "palette" in document:
            primitives = {name: token["$value"]["hex"] for name, token in document["palette"].items()}
    if sorted(found) != sorted(MODES):
        fail("%s: color modes %s" % (root, sorted(found)))
    for mode, document in found.items():
        for role, values in colors.items():
            token = document.get("color", {}).get(role)
            if not token or token.get("$type") != "color":
                fail("figma %s: no color token %s" % (mode, role))
                continue
            value = token["$value"]
            hexa = value["hex"] + ("%02X" % round(value["alpha"] * 255) if value["alpha"] < 1 else "")
            if hexa != values[mode]:
                fail("figma %s: %s is %s, expected %s" % (mode, role, hexa, values[mode]))
            alias = token.get("$extensions", {}).get("com.figma.aliasData")
            if alias:
                target = alias["targetVariableName"].split("/", 1)[1]
                if primitives.get(target) != value["hex"]:
                    fail("figma %s: %s aliases %s, which is not its color" % (mode, role, target))


def check_compose(output, colors, prefix):
    """The check program prints `role mode #AARRGGBB` for each of the four instances."""
    printed = {}
    for line in open(output, encoding="utf-8"):
        theme, role, mode, argb = line.split()
        if theme == prefix:
            printed[(role, mode)] = argb
    for role, values in colors.items():
        for mode in MODES:
            argb = printed.get((role, mode))
            expected = values[mode]
            wanted = ("FF" + expected[1:7]) if len(expected) == 7 else (expected[7:9] + expected[1:7])
            if argb != "#" + wanted:
                fail("compose %s: %s %s is %s, expected %s" % (prefix, role, mode, argb, expected))


def main(argv):
    if argv[1] == "--tailwind-classes":
        print(" ".join(utility for utility, _, _ in tailwind_utilities(argv[2])[1]))
        return 0
    if argv[1] == "--tailwind-class-build":
        output, theme_css, oracle = argv[2:5]
        colors = load_json(oracle)["colors"]
        check_tailwind_build(output, theme_css, colors, CLASS_BLOCKS)
        _, built = compiled_layers(output)
        if not any("dark" in selector and ".dark" in selector for selector in built):
            fail("%s: the dark: variant made no rule under .dark" % output)
        return report(output, colors)
    root = argv[1]
    options = dict(zip(argv[2::2], argv[3::2]))
    [oracle] = glob.glob(os.path.join(root, "json", "*.json"))
    colors = load_json(oracle)["colors"]
    check_json_flat(root, colors)
    check_xcassets(root, colors)
    check_android(root, colors)
    check_tailwind_v4(root, colors)
    check_figma(root, colors)
    if "--tailwind-v3" in options:
        check_tailwind_v3(options["--tailwind-v3"], colors)
    if "--sass-output" in options:
        check_sass(options["--sass-output"], colors, options["--sass-prefix"])
    if "--compose-output" in options:
        check_compose(options["--compose-output"], colors, options["--compose-prefix"])
    if "--tailwind-build" in options:
        [theme_css] = glob.glob(os.path.join(root, "tailwind", "*.theme.css"))
        check_tailwind_build(options["--tailwind-build"], theme_css, colors)
    return report(root, colors)


def report(subject, colors):
    for message in failures[:40]:
        print("FAIL " + message)
    if failures:
        print("%d problems in %s" % (len(failures), subject))
        return 1
    print("ok %s: %d roles in 4 modes match in every format" % (subject, len(colors)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
