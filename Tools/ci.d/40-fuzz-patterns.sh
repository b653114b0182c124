#!/usr/bin/env bash
# Fuzzes TesseraPatterns compile-and-match with libFuzzer for a bounded time.
# Fails on a crash, a failed invariant, or a unit slower than the timeout (a linear-time
# engine must never take seconds on a fuzz input). Environment: FUZZ_SECONDS (default 60),
# FUZZ_SEED (default 1: a fixed seed, so a CI run is reproducible; 0 picks one at random).
set -euo pipefail
cd "$(dirname "$0")/../.."

out=.build/fuzz
mkdir -p "$out"
flags=(-sanitize=fuzzer,address -O -parse-as-library -swift-version 6 -package-name Tessera)
# TesseraSignposts, the one module TesseraPatterns imports, as a module of its own.
mapfile -t signposts < <(find Sources/TesseraSignposts -name '*.swift' | sort)
swiftc "${flags[@]}" -wmo -module-name TesseraSignposts -emit-module \
  -emit-module-path "$out/TesseraSignposts.swiftmodule" -c "${signposts[@]}" \
  -o "$out/TesseraSignposts.o"
sources=$(find Sources/TesseraPatterns -name '*.swift' | sort)
# shellcheck disable=SC2086
swiftc "${flags[@]}" -I "$out" -module-name PatternFuzz $sources \
  Tools/fuzz/PatternFuzz/PatternFuzz.swift "$out/TesseraSignposts.o" -o "$out/pattern-fuzz"

# LeakSanitizer cannot see Swift pointers tagged with enum spare bits; see Tools/fuzz/lsan-suppressions.txt.
# Swift seeds its hashing per process, so sets and dictionaries iterate in a different order
# each run and the coverage libFuzzer follows differs: with it fixed, a fixed seed explores
# the same inputs in the same order (a run that stops sooner only stops earlier on that path).
export SWIFT_DETERMINISTIC_HASHING=1
export LSAN_OPTIONS="suppressions=$PWD/Tools/fuzz/lsan-suppressions.txt${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$out/pattern-fuzz" \
  -max_total_time="${FUZZ_SECONDS:-60}" -seed="${FUZZ_SEED:-1}" -timeout=2 -rss_limit_mb=2048 -max_len=2048 \
  -print_final_stats=1 -artifact_prefix="$out/" -dict=Tools/fuzz/PatternFuzz/pattern.dict \
  "$work" Tools/fuzz/PatternFuzz/corpus
echo "pattern fuzzing: no crash, no failed invariant, no unit over 2 s"
