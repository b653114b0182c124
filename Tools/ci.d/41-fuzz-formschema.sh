#!/usr/bin/env bash
# Fuzzes FormSchema decoding with libFuzzer for a bounded time; fails on a crash, a sanitizer
# report, an input slower than FUZZ_TIMEOUT seconds, or an invariant broken (see the entry file).
#
# Builds TesseraSignposts, TesseraJSON, TesseraPatterns, TesseraLocalization and TesseraForms
# from source with `swiftc -sanitize=fuzzer,address` (the fuzzer runtime ships with the Swift
# toolchain on Linux), links the entry point in Tools/fuzz/FormSchemaFuzz, replays the saved
# regressions, then fuzzes from the seed corpus.
#
#   FUZZ_SECONDS  total fuzzing time (default 60)
#   FUZZ_TIMEOUT  per-input limit in seconds (default 2)
#   FUZZ_SEED     libFuzzer seed (default 1: fixed, so a CI run is reproducible; 0 is random)
#   FUZZ_WORK     build and corpus directory (default: a temporary directory)
# A crashing input is saved under $FUZZ_WORK/artifacts; add it to
# Tools/fuzz/FormSchemaFuzz/regressions and to Tests/TesseraFormsTests/FuzzRegressionTests.swift.
set -euo pipefail
cd "$(dirname "$0")/../.."

FUZZ_SECONDS="${FUZZ_SECONDS:-60}"
FUZZ_TIMEOUT="${FUZZ_TIMEOUT:-2}"
WORK="${FUZZ_WORK:-$(mktemp -d -t tessera-fuzz-formschema.XXXXXX)}"
HERE=Tools/fuzz/FormSchemaFuzz
mkdir -p "$WORK/build" "$WORK/corpus" "$WORK/artifacts"

if [ "$(uname -s)" != "Linux" ]; then
  echo "41-fuzz-formschema: libFuzzer builds need the Linux toolchain; skipped on $(uname -s)"
  exit 0
fi

# -sanitize=fuzzer instruments for coverage; address catches memory errors in unsafe code.
FLAGS=(-swift-version 6 -O -sanitize=fuzzer,address -parse-as-library -package-name Tessera
  -enable-upcoming-feature ExistentialAny -I "$WORK/build")

# Runs a build step, printing its output only when it fails (ASan links warn per symbol).
quietly() {
  if ! "$@" >"$WORK/build/step.log" 2>&1; then
    grep -v 'Cannot export local symbol' "$WORK/build/step.log" >&2
    echo "41-fuzz-formschema: build step failed: $*" >&2
    exit 1
  fi
}

build_module() { # name, sources...
  local name="$1"; shift
  quietly swiftc "${FLAGS[@]}" -wmo -module-name "$name" -emit-module \
    -emit-module-path "$WORK/build/$name.swiftmodule" -c "$@" -o "$WORK/build/$name.o"
}

echo "41-fuzz-formschema: building in $WORK/build"
mapfile -t signposts < <(find Sources/TesseraSignposts -name '*.swift' | sort)
mapfile -t json < <(find Sources/TesseraJSON -name '*.swift' | sort)
mapfile -t patterns < <(find Sources/TesseraPatterns -name '*.swift' | sort)
mapfile -t forms < <(find Sources/TesseraForms -name '*.swift' | sort)
mapfile -t localization < <(find Sources/TesseraLocalization -name '*.swift' | sort)
# SwiftPM generates `Bundle.module` for a target with resources; this build reads the
# translations straight from the source folder instead.
cat >"$WORK/build/localization_bundle_accessor.swift" <<SWIFT
import Foundation
extension Foundation.Bundle {
  static let module: Bundle = {
    guard let bundle = Bundle(path: "$PWD/Sources/TesseraLocalization/Resources") else {
      fatalError("no TesseraLocalization resources")
    }
    return bundle
  }()
}
SWIFT
build_module TesseraSignposts "${signposts[@]}"
build_module TesseraJSON "${json[@]}"
build_module TesseraPatterns "${patterns[@]}"
build_module TesseraLocalization "${localization[@]}" "$WORK/build/localization_bundle_accessor.swift"
# TesseraForms reads its phone metadata resource the same way.
cat >"$WORK/build/forms_bundle_accessor.swift" <<SWIFT
import Foundation
extension Foundation.Bundle {
  static let module: Bundle = {
    guard let bundle = Bundle(path: "$PWD/Sources/TesseraForms/Phone/Resources") else {
      fatalError("no TesseraForms resources")
    }
    return bundle
  }()
}
SWIFT
build_module TesseraForms "${forms[@]}" "$WORK/build/forms_bundle_accessor.swift"
quietly swiftc "${FLAGS[@]}" -module-name FormSchemaFuzz "$HERE/FormSchemaFuzz.swift" \
  "$WORK/build/TesseraSignposts.o" "$WORK/build/TesseraJSON.o" "$WORK/build/TesseraPatterns.o" \
  "$WORK/build/TesseraLocalization.o" "$WORK/build/TesseraForms.o" -o "$WORK/build/formschema-fuzz"

# LeakSanitizer cannot see Swift pointers tagged with enum spare bits; see Tools/fuzz/lsan-suppressions.txt.
# Swift seeds its hashing per process, so sets and dictionaries iterate in a different order
# each run and the coverage libFuzzer follows differs: with it fixed, a fixed seed explores
# the same inputs in the same order (a run that stops sooner only stops earlier on that path).
export SWIFT_DETERMINISTIC_HASHING=1
export LSAN_OPTIONS="suppressions=$PWD/Tools/fuzz/lsan-suppressions.txt${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
FUZZER=("$WORK/build/formschema-fuzz" -timeout="$FUZZ_TIMEOUT" -rss_limit_mb=2048
  -max_len=65536 -dict="$HERE/formschema.dict" -artifact_prefix="$WORK/artifacts/"
  -print_final_stats=1)

if [ -d "$HERE/regressions" ] && [ -n "$(ls -A "$HERE/regressions")" ]; then
  echo "41-fuzz-formschema: replaying $(ls "$HERE/regressions" | wc -l) regression inputs"
  "${FUZZER[@]}" -runs=0 "$HERE/regressions"/*
fi

echo "41-fuzz-formschema: fuzzing for ${FUZZ_SECONDS}s (timeout ${FUZZ_TIMEOUT}s per input)"
cp "$HERE"/corpus/* "$WORK/corpus/"
if ! "${FUZZER[@]}" -max_total_time="$FUZZ_SECONDS" -seed="${FUZZ_SEED:-1}" "$WORK/corpus" 2>"$WORK/fuzz.log"; then
  grep -m 3 'Fatal error' "$WORK/fuzz.log" || true
  tail -n 60 "$WORK/fuzz.log"
  echo "41-fuzz-formschema: FAILED; reproducer(s) in $WORK/artifacts:" >&2
  ls -l "$WORK/artifacts" >&2
  exit 1
fi
tail -n 12 "$WORK/fuzz.log"
echo "41-fuzz-formschema: no crash or slow input in ${FUZZ_SECONDS}s"
