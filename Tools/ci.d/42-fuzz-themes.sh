#!/usr/bin/env bash
# Fuzzes theme spec decoding and token import with libFuzzer for a bounded time each; fails on
# a crash, a sanitizer report, an input slower than FUZZ_TIMEOUT seconds, or an invariant
# broken (see the entry files in Tools/fuzz/ThemeSpecFuzz and Tools/fuzz/TokenImportFuzz).
#
# Builds TesseraSignposts, TesseraColor, TesseraJSON, TesseraTokens and TesseraDTCG once from
# source with `swiftc -sanitize=fuzzer,address`, links both entry points, replays each target's
# saved regressions, then fuzzes each from its seed corpus (token import also from
# Tests/TokenCorpus).
#
#   FUZZ_SECONDS  fuzzing time per target (default 30)
#   FUZZ_TIMEOUT  per-input limit in seconds (default 2)
#   FUZZ_SEED     libFuzzer seed (default 1: fixed, so a CI run is reproducible; 0 is random)
#   FUZZ_WORK     build and corpus directory (default: a temporary directory)
# A crashing input is saved under $FUZZ_WORK/artifacts-<target>; add it to the target's
# regressions folder and a test of the behaviour to its module's tests.
set -euo pipefail
cd "$(dirname "$0")/../.."

FUZZ_SECONDS="${FUZZ_SECONDS:-30}"
FUZZ_TIMEOUT="${FUZZ_TIMEOUT:-2}"
WORK="${FUZZ_WORK:-$(mktemp -d -t tessera-fuzz-themes.XXXXXX)}"
NAME=42-fuzz-themes
mkdir -p "$WORK/build"

if [ "$(uname -s)" != "Linux" ]; then
  echo "$NAME: libFuzzer builds need the Linux toolchain; skipped on $(uname -s)"
  exit 0
fi

FLAGS=(-swift-version 6 -O -sanitize=fuzzer,address -parse-as-library -package-name Tessera
  -enable-upcoming-feature ExistentialAny -I "$WORK/build")

quietly() {
  if ! "$@" >"$WORK/build/step.log" 2>&1; then
    grep -v 'Cannot export local symbol' "$WORK/build/step.log" >&2
    echo "$NAME: build step failed: $*" >&2
    exit 1
  fi
}

build_module() { # name, sources...
  local name="$1"; shift
  quietly swiftc "${FLAGS[@]}" -wmo -module-name "$name" -emit-module \
    -emit-module-path "$WORK/build/$name.swiftmodule" -c "$@" -o "$WORK/build/$name.o"
}

echo "$NAME: building in $WORK/build"
objects=()
for module in TesseraSignposts TesseraColor TesseraJSON TesseraTokens TesseraDTCG; do
  mapfile -t sources < <(find "Sources/$module" -name '*.swift' | sort)
  build_module "$module" "${sources[@]}"
  objects+=("$WORK/build/$module.o")
done

# LeakSanitizer cannot see Swift pointers tagged with enum spare bits; see Tools/fuzz/lsan-suppressions.txt.
# Swift seeds its hashing per process, so sets and dictionaries iterate in a different order
# each run and the coverage libFuzzer follows differs: with it fixed, a fixed seed explores
# the same inputs in the same order (a run that stops sooner only stops earlier on that path).
export SWIFT_DETERMINISTIC_HASHING=1
export LSAN_OPTIONS="suppressions=$PWD/Tools/fuzz/lsan-suppressions.txt${LSAN_OPTIONS:+:$LSAN_OPTIONS}"

fuzz() { # target, binary name, extra seed folders...
  local target="$1" binary="$2"; shift 2
  local here="Tools/fuzz/$target" corpus="$WORK/corpus-$target" artifacts="$WORK/artifacts-$target"
  mkdir -p "$corpus" "$artifacts"
  quietly swiftc "${FLAGS[@]}" -module-name "$target" "$here/$target.swift" "${objects[@]}" \
    -o "$WORK/build/$binary"
  local fuzzer=("$WORK/build/$binary" -timeout="$FUZZ_TIMEOUT" -rss_limit_mb=2048
    -max_len=65536 -dict="$here/$target.dict" -artifact_prefix="$artifacts/"
    -print_final_stats=1)
  if [ -d "$here/regressions" ] && [ -n "$(ls -A "$here/regressions")" ]; then
    echo "$NAME: $target: replaying $(ls "$here/regressions" | wc -l) regression inputs"
    "${fuzzer[@]}" -runs=0 "$here/regressions"/*
  fi
  cp "$here"/corpus/* "$corpus/"
  for seeds in "$@"; do
    find "$seeds" -name '*.json' -size -64k -exec cp {} "$corpus/" \;
  done
  echo "$NAME: $target: fuzzing for ${FUZZ_SECONDS}s (timeout ${FUZZ_TIMEOUT}s per input)"
  if ! "${fuzzer[@]}" -max_total_time="$FUZZ_SECONDS" -seed="${FUZZ_SEED:-1}" "$corpus" 2>"$WORK/fuzz-$target.log"; then
    grep -m 3 'Fatal error' "$WORK/fuzz-$target.log" || true
    tail -n 60 "$WORK/fuzz-$target.log"
    echo "$NAME: $target FAILED; reproducer(s) in $artifacts:" >&2
    ls -l "$artifacts" >&2
    exit 1
  fi
  tail -n 12 "$WORK/fuzz-$target.log"
  echo "$NAME: $target: no crash or slow input in ${FUZZ_SECONDS}s"
}

fuzz ThemeSpecFuzz themespec-fuzz
fuzz TokenImportFuzz tokenimport-fuzz Tests/TokenCorpus
