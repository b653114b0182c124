#!/usr/bin/env bash
# The completion scripts `tessera completions bash|zsh|fish` prints parse in their shells
# (`bash -n`, `zsh -n`, `fish --no-execute`) and name every command, and fish completes a few
# command lines as expected. zsh and fish are installed
# with apt-get when missing. The swift tests check bash's behaviour and every option; this
# check adds the two shells a fresh machine lacks.
set -euo pipefail
cd "$(dirname "$0")/../.."

missing=()
command -v zsh >/dev/null || missing+=(zsh)
command -v fish >/dev/null || missing+=(fish)
if [ "${#missing[@]}" -gt 0 ]; then
  if ! command -v apt-get >/dev/null; then
    echo "FAIL: ${missing[*]} missing and no apt-get to install them" >&2
    exit 1
  fi
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq >/dev/null
  $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

swift build --product tessera >/dev/null
tessera="$(swift build --show-bin-path)/tessera"
work="$(mktemp -d "${TMPDIR:-/tmp}/tessera-completions.XXXXXX")"
trap 'rm -rf "$work"' EXIT

commands="$("$tessera" --help | sed -n '/^COMMANDS:/,/^$/p' | awk 'NF > 1 { print $1 }')"
failures=0
for shell in bash zsh fish; do
  script="$work/tessera.$shell"
  "$tessera" completions "$shell" >"$script"
  case "$shell" in
    bash) check=(bash -n "$script") ;;
    zsh) check=(zsh -n "$script") ;;
    fish) check=(fish --no-execute "$script") ;;
  esac
  if ! output="$("${check[@]}" 2>&1)" || [ -n "$output" ]; then
    echo "FAIL $shell: the script does not parse: $output"
    failures=$((failures + 1))
  fi
  for command in $commands; do
    if ! grep -q -- "$command" "$script"; then
      echo "FAIL $shell: no completion for '$command'"
      failures=$((failures + 1))
    fi
  done
  echo "ok   $shell ($(wc -l <"$script") lines)"
done

# fish completes without a terminal: what it offers for a few command lines.
expect_fish() {
  local line="$1" expected="$2" got
  got="$(fish -c "source '$work/tessera.fish'; complete -C '$line'" | cut -f1 | tr '\n' ' ')"
  if [ "$got" != "$expected" ]; then
    echo "FAIL fish: '$line' offers '$got', expected '$expected'"
    failures=$((failures + 1))
  fi
}
expect_fish "tessera exp" "export "
expect_fish "tessera export --format " "android-xml compose css dtcg figma json json-flat scss swift tailwind xcassets "
expect_fish "tessera audit --preset oc" "ocean "
expect_fish "tessera form " "check "
expect_fish "tessera completions z" "zsh "
[ "$failures" -eq 0 ] && echo "ok   fish completes commands, choices, presets and subcommands"
