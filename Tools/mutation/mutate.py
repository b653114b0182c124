#!/usr/bin/env python3
"""Tessera's mutation check: apply each listed mutant, build, run its owning test target, and
require a failing test within the mutant's time limit.

Each mutant in `mutants.ini` is a textual change found by its content anywhere under Sources/
(never by line number, so files may move): its `find` text must occur exactly once in the whole
tree, or the check fails and the mutant must be updated. A mutant is killed when its owning
test target (`target`) exits with a failure within `seconds`; a pass is a survivor, running out
of time is a hang (not a kill: a test that breaks must fail, not wait), and a mutant that does
not compile is a broken mutant. Every outcome but a kill fails the check.

Mutants run in a git worktree of the current commit under `.build/mutation/worktree`, built
into `.build/mutation/build`; both are kept between runs so each mutant relinks incrementally
(`--clean` removes them). The repository's own checkout is never touched, except with `--tree`
(CI's choice on a clean clone, to build on `swift test`'s build): then each mutated file is
restored after its mutant, on SIGTERM and SIGHUP too.

Usage:
  mutate.py                 today's rotating subset (by UTC day number), as CI runs it
  mutate.py --all           every mutant (by hand, weekly, and before closing an issue)
  mutate.py --only ID ...   the named mutants
  mutate.py --check         only check that every mutant's text is found exactly once
  mutate.py --list          list the mutants and the subset each belongs to
See Tools/mutation/README.md.
"""

import argparse
import configparser
import datetime
import math
import os
import pathlib
import re
import signal
import subprocess
import sys
import time

HERE = pathlib.Path(__file__).resolve().parent
LIST = HERE / "mutants.ini"
PORTABLE = [
    "TesseraColor", "TesseraJSON", "TesseraTokens", "TesseraDTCG", "TesseraLocalization",
    "TesseraComponents", "TesseraState", "TesseraPatterns", "TesseraForms", "TesseraGestures",
    "TesseraLayout", "TesseraExport",
]
BUILD_LIMIT = 1800  # seconds for one build; a build is a relink after the first


class ListError(Exception):
    pass


class Mutant:
    def __init__(self, ident, fields):
        self.ident = ident
        self.target = fields.get("target", "")
        self.seconds = int(fields.get("seconds", "120"))
        self.why = fields.get("why", "")
        self.skip = fields.get("skip")  # suites of the target too slow to rerun per mutant
        self.edits = []
        for suffix in ["", ".2", ".3"]:
            if "find" + suffix in fields:
                if "replace" + suffix not in fields:
                    raise ListError(f"[{ident}] find{suffix} has no replace{suffix}")
                self.edits.append((unescape(fields["find" + suffix]),
                                   unescape(fields["replace" + suffix])))
        if not self.edits or not self.target or not self.why:
            raise ListError(f"[{ident}] needs find, replace, target and why")
        self.path = None  # the file the first edit is in, relative to the tree
        self.module = None


def unescape(text):
    """`\\n` in the list stands for a line break (any indentation follows it when matching),
    `\\\\` for one backslash."""
    return re.sub(r"\\([\\n])", lambda m: "\n" if m.group(1) == "n" else "\\", text)


def pattern(find):
    """A regular expression for `find`: exact text, where a line break may be indented."""
    return re.compile(r"\n[ \t]*".join(re.escape(line.strip() if i else line)
                                       for i, line in enumerate(find.split("\n"))))


def load_list():
    parser = configparser.ConfigParser(delimiters=("=",), interpolation=None,
                                       comment_prefixes=("#",), strict=True)
    parser.optionxform = str
    try:
        parser.read(LIST, encoding="utf-8")
    except configparser.Error as error:
        raise ListError(f"{LIST.name}: {error}")
    return [Mutant(section, dict(parser[section])) for section in parser.sections()]


def swift_sources(tree):
    return sorted((tree / "Sources").rglob("*.swift"))


def locate(mutants, tree):
    """Finds each mutant's text; returns the problems (vanished or ambiguous text)."""
    sources = [(path, path.read_text(encoding="utf-8")) for path in swift_sources(tree)]
    test_targets = {p.name for p in (tree / "Tests").iterdir() if p.is_dir()}
    problems = []
    for mutant in mutants:
        if mutant.target not in test_targets:
            problems.append(f"[{mutant.ident}] no test target {mutant.target} in Tests/")
        for number, (find, _) in enumerate(mutant.edits, 1):
            regex = pattern(find)
            hits = [(path, len(regex.findall(text))) for path, text in sources]
            hits = [(path, count) for path, count in hits if count]
            total = sum(count for _, count in hits)
            label = f"[{mutant.ident}] edit {number} `{find.splitlines()[0].strip()}`"
            if total == 0:
                problems.append(f"{label}: text not found under Sources/ (update the mutant)")
            elif total > 1:
                places = ", ".join(f"{p.relative_to(tree)} ({c})" for p, c in hits)
                problems.append(f"{label}: found {total} times, in {places} (make it unique)")
            elif number == 1:
                mutant.path = hits[0][0].relative_to(tree)
                mutant.module = mutant.path.parts[1]
    return problems


def subset(mutants, day, size):
    """The mutants for `day`: the list cut into groups of about `size`, one group a day."""
    groups = max(1, math.ceil(len(mutants) / size))
    index = day % groups
    return [m for i, m in enumerate(mutants) if i % groups == index], index, groups


def git(repo, *args, **kwargs):
    return subprocess.run(["git", "-C", str(repo), *args], check=True, text=True,
                          capture_output=True, **kwargs).stdout.strip()


def prepare_worktree(repo, work, revision):
    """A detached worktree of `revision` at `work`, reused (and reset) when it exists."""
    registered = git(repo, "worktree", "list", "--porcelain")
    if f"worktree {work}" in registered.splitlines() and (work / ".git").exists():
        git(work, "checkout", "--quiet", "--force", "--detach", revision)
        git(work, "clean", "-fdq")
    else:
        if work.exists():
            raise SystemExit(f"{work} exists but is not a worktree of {repo}; remove it")
        git(repo, "worktree", "prune")
        work.parent.mkdir(parents=True, exist_ok=True)
        git(repo, "worktree", "add", "--quiet", "--detach", str(work), revision)


def run(command, cwd, limit, log):
    """Runs `command` in its own process group; returns (status or None on timeout, seconds)."""
    start = time.monotonic()
    with open(log, "w", encoding="utf-8") as out:
        process = subprocess.Popen(command, cwd=cwd, stdout=out, stderr=subprocess.STDOUT,
                                   start_new_session=True)
        try:
            status = process.wait(timeout=limit)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()
            status = None
        except BaseException:
            # Stopped (SIGTERM, SIGHUP, Ctrl-C): the build or test goes too, before the mutated
            # files are restored.
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()
            raise
    return status, time.monotonic() - start


def build(work, scratch, log):
    return run(["swift", "build", "--build-tests", "--scratch-path", str(scratch)], work,
               BUILD_LIMIT, log)


def test(work, scratch, target, limit, log, skip=None):
    command = ["swift", "test", "--skip-build", "--scratch-path", str(scratch),
               "--filter", f"^{target}\\."]
    if skip:
        command += ["--skip", skip]
    return run(command, work, limit, log)


def first_failure(log):
    """The first line of a test log that names a failure, for the report."""
    try:
        lines = pathlib.Path(log).read_text(encoding="utf-8", errors="replace").splitlines()
    except OSError:
        return ""
    for wanted in [r"^✘ .*recorded an issue", r"^✘ ", r"error:|Fatal error|Crash"]:
        for line in lines:
            if re.search(wanted, line.strip()):
                return line.strip()[:200]
    return ""


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--all", action="store_true", help="run every mutant")
    parser.add_argument("--only", nargs="+", metavar="ID", help="run these mutants")
    parser.add_argument("--check", action="store_true", help="only locate every mutant's text")
    parser.add_argument("--list", action="store_true", help="list mutants and subsets")
    parser.add_argument("--subset-size", type=int, default=5,
                        help="mutants in a day's subset (default 5)")
    parser.add_argument("--day", type=int, help="day number for the subset (default: today)")
    parser.add_argument("--clean", action="store_true", help="remove the worktree and build")
    parser.add_argument("--budget-minutes", type=float,
                        help="fail instead of starting a mutant once this much time has passed")
    parser.add_argument("--no-baseline", action="store_true",
                        help="skip the unmutated runs of the owning targets (only when the "
                        "same commit's tests just passed)")
    parser.add_argument("--tree", type=pathlib.Path,
                        help="mutate this existing checkout and its .build instead of the "
                        "worktree (its files are restored after each mutant; build nothing "
                        "else in it meanwhile)")
    args = parser.parse_args()

    repo = pathlib.Path(git(HERE, "rev-parse", "--show-toplevel"))
    base = repo / ".build" / "mutation"
    work = base / "worktree"
    scratch = base / "build"
    logs = base / "logs"
    if args.clean:
        if work.exists():
            subprocess.run(["git", "-C", str(repo), "worktree", "remove", "--force", str(work)])
        subprocess.run(["rm", "-rf", str(base)], check=True)
        print(f"removed {base}")
        return 0

    try:
        mutants = load_list()
    except ListError as error:
        print(f"mutation: {error}", file=sys.stderr)
        return 2
    seen = set()
    for mutant in mutants:
        if mutant.ident in seen:
            print(f"mutation: [{mutant.ident}] listed twice", file=sys.stderr)
            return 2
        seen.add(mutant.ident)

    # Every mutant's text is checked in the checkout on every run, selected or not, so a
    # vanished text fails the day it vanishes.
    problems = locate(mutants, repo)
    covered = sorted({m.module for m in mutants if m.module})
    missing = [module for module in PORTABLE if module not in covered]
    if missing:
        problems.append(f"no mutant in {', '.join(missing)}")
    day = args.day if args.day is not None else datetime.date.today().toordinal()
    if args.list:
        groups = max(1, math.ceil(len(mutants) / args.subset_size))
        for index, mutant in enumerate(mutants):
            print(f"{index % groups:2d} {mutant.ident:40s} {mutant.module or '?':20s} "
                  f"{mutant.target} ({mutant.seconds} s)")
        print(f"{len(mutants)} mutants in {len(covered)} modules, {groups} daily subsets; "
              f"today's is {day % groups}")
    if problems:
        for problem in problems:
            print(f"mutation: {problem}", file=sys.stderr)
        return 1
    print(f"mutation: {len(mutants)} mutants, each found exactly once, in {len(covered)} "
          f"modules: {', '.join(covered)}")
    if args.check or args.list:
        return 0

    if args.only:
        unknown = [i for i in args.only if i not in seen]
        if unknown:
            print(f"mutation: unknown mutants {unknown}", file=sys.stderr)
            return 2
        by_id = {m.ident: m for m in mutants}
        chosen = [by_id[i] for i in dict.fromkeys(args.only)]  # in the order given
        title = "selected mutants"
    elif args.all:
        chosen = mutants
        title = "every mutant"
    else:
        chosen, index, groups = subset(mutants, day, args.subset_size)
        title = f"subset {index} of {groups} (day {day})"
    dirty = git(repo, "status", "--porcelain", "--untracked-files=no")
    if dirty and not args.tree:
        print("mutation: note: uncommitted changes are not tested; mutants apply to HEAD")
    revision = git(repo, "rev-parse", "HEAD")
    started = time.monotonic()
    if args.tree:
        # The mutated checkout is someone's: a CI runner's stop (SIGTERM) or a hang-up must
        # still run the `finally` that restores each mutated file.
        for stop in (signal.SIGTERM, signal.SIGHUP):
            signal.signal(stop, lambda number, _: sys.exit(128 + number))
        work = args.tree.resolve()
        scratch = work / ".build"
        revision = git(work, "rev-parse", "HEAD")
        if git(work, "status", "--porcelain", "--untracked-files=no", "--", "Sources"):
            print(f"mutation: {work} has uncommitted changes under Sources/", file=sys.stderr)
            return 1
    else:
        prepare_worktree(repo, work, revision)
    problems = locate(chosen, work)
    if problems:
        for problem in problems:
            print(f"mutation: in {revision[:10]}: {problem}", file=sys.stderr)
        return 1
    logs.mkdir(parents=True, exist_ok=True)
    print(f"mutation: {title}: {len(chosen)} mutants on {revision[:10]} in {work}")

    status, seconds = build(work, scratch, logs / "baseline-build.log")
    print(f"mutation: baseline build {seconds:.0f} s")
    if status != 0:
        print(f"mutation: the unmutated tree does not build; see {logs}/baseline-build.log",
              file=sys.stderr)
        return 1
    # The unmutated owning targets must pass, or a "kill" would prove nothing.
    for target in sorted({m.target for m in chosen}) if not args.no_baseline else []:
        limit = max(m.seconds for m in chosen if m.target == target)
        skips = {m.skip for m in chosen if m.target == target}
        skip = "|".join(sorted(s for s in skips if s)) or None
        status, seconds = test(work, scratch, target, limit, logs / f"baseline-{target}.log",
                               skip)
        print(f"mutation: baseline {target}: {'passes' if status == 0 else 'FAILS'} "
              f"in {seconds:.0f} s")
        if status != 0:
            print(f"mutation: fix {target} first; see {logs}/baseline-{target}.log",
                  file=sys.stderr)
            return 1

    results = []
    for mutant in chosen:
        if args.budget_minutes and time.monotonic() - started > args.budget_minutes * 60:
            print(f"mutation: the {args.budget_minutes:g}-minute budget ran out after "
                  f"{len(results)} of {len(chosen)} mutants; make the subset smaller or the "
                  "slow targets faster", file=sys.stderr)
            return 1
        path = work / mutant.path
        original = path.read_text(encoding="utf-8")
        mutated_files = {}
        for find, replace in mutant.edits:
            for candidate in swift_sources(work):
                text = mutated_files.get(candidate) or candidate.read_text(encoding="utf-8")
                regex = pattern(find)
                if regex.search(text):
                    mutated_files[candidate] = regex.sub(lambda _: replace, text, count=1)
                    break
        originals = {p: p.read_text(encoding="utf-8") for p in mutated_files}
        try:
            for candidate, text in mutated_files.items():
                candidate.write_text(text, encoding="utf-8")
            log = logs / f"{mutant.ident}.log"
            status, build_seconds = build(work, scratch, log)
            if status != 0:
                outcome, test_seconds, detail = "BROKEN", 0.0, "does not build: " + first_failure(log)
            else:
                status, test_seconds = test(work, scratch, mutant.target, mutant.seconds, log,
                                            mutant.skip)
                detail = first_failure(log)
                if status is None:
                    outcome = "HUNG"
                    detail = f"no result within {mutant.seconds} s"
                elif status == 0:
                    outcome, detail = "SURVIVED", "every test in the target passed"
                else:
                    outcome = "killed"
        finally:
            for candidate, text in originals.items():
                candidate.write_text(text, encoding="utf-8")
        assert path.read_text(encoding="utf-8") == original
        results.append((mutant, outcome, build_seconds, test_seconds, detail))
        print(f"  {outcome:8s} {mutant.ident:38s} {mutant.module:20s} build {build_seconds:4.0f} s"
              f"  test {test_seconds:4.0f} s  {detail}", flush=True)

    killed = sum(1 for _, outcome, *_ in results if outcome == "killed")
    total = len(results)
    elapsed = time.monotonic() - started
    modules = sorted({m.module for m in chosen})
    print(f"\nmutation score: {killed}/{total} = {100 * killed / max(total, 1):.0f}% "
          f"({title}; {len(modules)} modules; {elapsed / 60:.1f} min)")
    if killed != total:
        print("mutation: every listed mutant must be killed by a failing test; strengthen the "
              "tests (or, if the change is harmless, replace the mutant). Logs: " + str(logs),
              file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
