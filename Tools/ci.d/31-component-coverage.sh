#!/usr/bin/env bash
# Every component family has its four places, named after it (the family folder F, as Orbit's
# check_components_have_snapshot_tests.sh checks its components). The families are the folders
# of Sources/TesseraComponents/Families: the registry's switch from each case to its definition
# is generated from them (Tools/ci.d/32-family-wiring.sh), so the compiler already holds the
# cases and the folders to one list, and this check reads no registry source.
#   Sources/TesseraComponents/Families/F/F.swift        the decisions and the definition
#   Sources/TesseraUI/Components/F/<Component>.swift    one view per catalog component
#   Tests/TesseraComponentsTests/Families/FTests.swift  its tests
#   Guides/Components/F.md                              its guide page, opening with links to
#                                                       the three places above, listed in
#                                                       Guides/Components.md
#   Sources/TesseraUI/Components/F/FPreviews.swift      its previews and its catalog samples
#                                                       (which the render references draw): a
#                                                       `case "Name":` for every catalog
#                                                       component of the family (or, for one
#                                                       left out, its reason in
#                                                       Tests/TesseraUIRenderSupport/
#                                                       ComponentSample.swift's `name == "Name"`)
# Every public view in Sources/TesseraUI/Components is a catalog component of its folder's
# family and documents itself with an example. A view takes no `accessibilityIdentifier:`
# parameter (#27): UI tests apply the standard `.accessibilityIdentifier(_:)` modifier, and the
# deprecated overloads that still take one are generated (Tools/checks/caller-text.py); only the
# views listed in its DERIVED_IDENTIFIER, which put it where the modifier cannot (their parts,
# or the text field inside a field), keep it.
set -euo pipefail
cd "$(dirname "$0")/../.."

index=Guides/Components.md
omitted=Tests/TesseraUIRenderSupport/ComponentSample.swift
views=Sources/TesseraUI/Components

# The views that keep the parameter, read from the one list of them.
derived_identifier="$(python3 Tools/checks/caller-text.py --derived-identifier-views)"

failures=0
fail() {
  echo "$*" >&2
  failures=$((failures + 1))
}

folders=""
catalog=""
family_count=0
for dir in Sources/TesseraComponents/Families/*/; do
  folder="$(basename "$dir")"
  family="$folder"
  family_count=$((family_count + 1))
  folders="$folders $folder"
  definition="Sources/TesseraComponents/Families/$folder/$folder.swift"
  declared="$(grep -l '^  static let [A-Za-z]*Family = ComponentFamilyDefinition(' \
    Sources/TesseraComponents/Families/"$folder"/*.swift || true)"
  if [ "$declared" != "$definition" ]; then
    fail "$folder: its definition (static let ...Family = ComponentFamilyDefinition) belongs in $definition alone, found in: ${declared:-none}"
    continue
  fi
  test="Tests/TesseraComponentsTests/Families/${folder}Tests.swift"
  if [ ! -f "$test" ]; then
    fail "$family: no tests ($test)"
  elif ! grep -q '@Suite(' "$test" || ! grep -q '@Test(' "$test"; then
    fail "$test: no @Suite with a @Test"
  fi
  page="Guides/Components/$folder.md"
  if [ ! -f "$page" ]; then
    fail "$family: no guide page $page"
  else
    head -1 "$page" | grep -qx "# $folder" || fail "$page: does not open with '# $folder'"
    # The third line links to the family's decisions, views and tests, as they are named now.
    links="$(sed -n 3p "$page")"
    for target in "Sources/TesseraComponents/Families/$folder/$folder.swift" \
      "Sources/TesseraUI/Components/$folder/" "Tests/TesseraComponentsTests/Families/${folder}Tests.swift"; do
      case "$links" in
      *"(../../$target)"*) ;;
      *) fail "$page: line 3 does not link to $target" ;;
      esac
    done
    grep -qF "](Components/$folder.md)" "$index" || fail "$family: $index does not list $page"
  fi
  sample_file="$views/$folder/${folder}Previews.swift"
  [ -f "$sample_file" ] || fail "$family: no previews file with its catalog samples $sample_file"
  if ! ls "$views/$folder"/*.swift >/dev/null 2>&1; then
    fail "$family: no views in $views/$folder/"
  fi
  # The catalog components the family declares: .component("Name", ...), possibly wrapped.
  names="$(tr '\n' ' ' <"$definition" | grep -o '\.component( *"[A-Za-z]*"' | sed 's/.*"\(.*\)"/\1/' || true)"
  for name in $names; do
    catalog="$catalog $name"
    file="$views/$folder/$name.swift"
    if [ ! -f "$file" ]; then
      fail "$name ($family): no view file $file"
    elif ! grep -qE "^public struct $name\b" "$file"; then
      fail "$file: declares no public struct $name"
    fi
    if ! grep -qE "^ *case \"$name\":" "$sample_file" 2>/dev/null &&
      ! grep -qE "name == \"$name\"" "$omitted"; then
      fail "$name ($family): no render sample in $sample_file (nor a reason for leaving it out in $omitted)"
    fi
  done
done

# Every guide page is a family's.
for page in Guides/Components/*.md; do
  case " $folders " in
  *" $(basename "$page" .md) "*) ;;
  *) fail "$page: no family of the registry is named $(basename "$page" .md)" ;;
  esac
done

# Every view folder is a family's, and every public view is a catalog component of it.
for dir in "$views"/*/; do
  folder="$(basename "$dir")"
  case " $folders " in
  *" $folder "*) ;;
  *) fail "$dir: no component family is defined in Sources/TesseraComponents/Families/$folder" ;;
  esac
done
view_count=0
for file in "$views"/*/*.swift; do
  view_count=$((view_count + 1))
  grep -q '^#if canImport(SwiftUI)' "$file" || fail "$file: not wrapped in #if canImport(SwiftUI)"
  for name in $(sed -n 's/^public struct \([A-Za-z]*\).*: View.*/\1/p' "$file"); do
    case " $catalog " in
    *" $name "*) ;;
    *) fail "$file: public view $name is in no family's catalog components" ;;
    esac
  done
  name="$(basename "$file" .swift)"
  case " $catalog " in
  *" $name "*)
    grep -q '^/// ```swift' "$file" ||
      fail "$file: the component's documentation has no \`\`\`swift example"
    # A parameter labeled accessibilityIdentifier (an internal `identifier accessibilityIdentifier:`
    # is not one).
    if grep -qE '(^|[(,])[[:space:]]*accessibilityIdentifier: String\?' "$file"; then
      case " $derived_identifier " in
      *" $name "*) ;;
      *) fail "$file: $name takes an accessibilityIdentifier parameter; callers apply .accessibilityIdentifier(_:) (list it in Tools/checks/caller-text.py's DERIVED_IDENTIFIER if the modifier cannot put it where the view does)" ;;
      esac
    fi
    ;;
  esac
done

if [ "$failures" -ne 0 ]; then
  echo "Component coverage: $failures problem(s)" >&2
  exit 1
fi
echo "Component coverage: $family_count families, each with its folder, views, tests, guide page"
echo "and previews file; $(echo $catalog | wc -w) catalog components with views and catalog"
echo "samples in their family's previews file;"
echo "$view_count view files documented, none taking an accessibilityIdentifier parameter but"
echo "the $(echo $derived_identifier | wc -w) that put it where the modifier cannot."
