# Writes expected.json for this corpus entry from the Spectrum source files alone (not
# Tessera): each mapped token's value in Spectrum's `light` and `dark` sets, aliases followed.
# The files have no increased-contrast sets, so each increased-contrast mode takes its own
# scheme's value. Run from this folder: python3 resolve-expected.py > expected.json
import json
import re

tokens = {}
for name in ["color-palette", "semantic-color-palette", "color-aliases"]:
    with open(f"{name}.json") as file:
        tokens.update(json.load(file))


def value(name, mode):
    token = tokens[name]
    if "sets" in token:
        token = token["sets"][mode]
    text = token["value"]
    alias = re.fullmatch(r"\{(.+)\}", text)
    return value(alias.group(1), mode) if alias else text


def hex_of(text):
    match = re.fullmatch(r"rgba?\((\d+),\s*(\d+),\s*(\d+)(?:,\s*([\d.]+))?\)", text)
    red, green, blue, alpha = match.groups()
    assert alpha is None or float(alpha) == 1, text
    return "#%02X%02X%02X" % (int(red), int(green), int(blue))


with open("map.json") as file:
    mapping = json.load(file)["tokens"]
colors = {}
for token, target in mapping.items():
    light, dark = (hex_of(value(token, mode)) for mode in ("light", "dark"))
    colors[target.split(".")[1]] = {
        "dark": dark, "darkIncreasedContrast": dark,
        "light": light, "lightIncreasedContrast": light,
    }
print(json.dumps({"colors": dict(sorted(colors.items()))}, indent=2))
