#!/usr/bin/env bash
# Tests fail when behaviour breaks (issue 34): no test waits without a limit, and today's
# rotating subset of Tools/mutation/mutants.ini is killed, each mutant by a failing test in
# its owning target within its time limit. Every mutant's text is located on every run, so
# one that vanished fails today, not on its day. The full list runs by hand:
# `python3 Tools/mutation/mutate.py --all`. See Tools/mutation/README.md.
#
# Budget: 15 minutes at most, aiming for 8, on the 2-core machine. The first build of the
# mutation worktree (a fresh clone has none) is a full debug build with tests; each mutant then
# costs a module recompile, a relink and its target's run. Environment: MUTATION_SUBSET
# (mutants per day, default 5), MUTATION_DAY (default: today's UTC day number).
set -euo pipefail
cd "$(dirname "$0")/../.."

python3 Tools/mutation/bounded_waits.py
args=(--subset-size "${MUTATION_SUBSET:-5}" --budget-minutes 15)
if [ -n "${MUTATION_DAY:-}" ]; then args+=(--day "$MUTATION_DAY"); fi
# `swift test` already passed on this commit earlier in .ci/run: no baseline runs. It also
# left this checkout's debug build with tests in .build, so when nothing under Sources/ is
# uncommitted (a clean clone, as CI) the mutants apply here (`--tree .`, each file restored
# after its mutant) and build on it, instead of a worktree whose first build is a full debug
# build (minutes on two cores). With uncommitted sources the worktree of HEAD is used.
if [ -z "$(git status --porcelain --untracked-files=no -- Sources)" ]; then
  args+=(--tree .)
fi
python3 Tools/mutation/mutate.py --no-baseline "${args[@]}"
