#!/usr/bin/env python3
"""Counts the instructions of every phase of GRID-N / INDEP-N, Plumb and kiwi, under callgrind.

    python3 solver_instructions.py [--sizes 100,1000] [--layouts GRID,INDEP] [--impls plumb,kiwi]
                                   [--table PATH] [--json]

Instruction counts do not depend on the machine's load, so they separate what the code does
from what the neighbours do to the clock: the same binary gives the same count (to a few
parts in 10,000) on a quiet or a loaded machine, while its thread-CPU time can vary 2× there.
Use them to tell whether a figure moved because the code changed (compare two builds with
--table) or because the machine was busy. They are not times: an instruction that misses
the cache costs far more than one that hits, and kiwi's counts include the Python
interpreter that drives it.

Each driver runs one repetition per (layout, N) in its own process under
`valgrind --tool=callgrind --dump-before=getppid` with --markers, which calls getppid() just
before and after every timed phase and between the build's two parts (making the objects,
then the solver calls), so each is one callgrind dump (the Swift driver's
`solver-table --markers`, the Python driver's `grid.py --markers`). Per-round phases are
divided by the rounds done (kiwi's constant change stops after a CPU-time budget, which
valgrind's slowdown reaches after a few rounds; the count per round is still exact).

--table defaults to the release solver-table of this package (build it first:
`swift build --package-path Benchmarks -c release --product solver-table`). Takes about
1 minute of CPU for N = 100 and 5 for N = 1,000 (mostly kiwi), on one core: 4 and 9 minutes
of wall time on this shared machine at load 6–9.
"""
import argparse
import glob
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
PHASES = ["build", "smooth edit", "jump edit", "remove", "re-add", "constant change"]
LABELS = {"make": "build: making the variables and constraints", "solver calls": "build: the solver calls",
          "smooth edit": "smooth edit (per round)", "jump edit": "jump edit (per round)",
          "constant change": "constant change (per round)"}
ROUNDS = {"build": 1, "make": 1, "smooth edit": 1000, "jump edit": 24, "remove": 1, "re-add": 1, "constant change": 1000}


def dumps(prefix):
    """The callgrind dump files of one run, in order: {index: instructions}."""
    out = {}
    for path in glob.glob(prefix + ".*"):
        suffix = path[len(prefix) + 1:]
        if not suffix.isdigit():
            continue
        with open(path) as f:
            for line in f:
                if line.startswith("totals:") or line.startswith("summary:"):
                    out[int(suffix)] = int(line.split()[1])
                    break
    return out


def count(impl, layout, n, table):
    """Instructions per phase (per round for edits) of one repetition of (layout, N)."""
    work = tempfile.mkdtemp(prefix="plumb-callgrind.")
    prefix = os.path.join(work, "cg")
    if impl == "plumb":
        command = [table, "--json", "--markers", "--reps", "1", "--sizes", str(n), "--layouts", layout]
    else:
        command = [sys.executable, os.path.join(HERE, "..", "kiwi", "grid.py"), "--json", "--markers",
                   "--reps", "1", "--sizes", str(n), "--layouts", layout]
    result = subprocess.run(
        ["valgrind", "--tool=callgrind", "--dump-before=getppid", f"--callgrind-out-file={prefix}.%p"] + command,
        capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit(f"solver_instructions.py: {impl} {layout}-{n} failed:\n{result.stderr[-2000:]}")
    rows = [json.loads(line) for line in result.stdout.splitlines() if line.startswith("{")]
    rounds = {r["phase"]: (min(r["rounds"]) if r.get("rounds") else ROUNDS.get(r["phase"], 1)) for r in rows}
    pids = {m.group(1) for m in (re.match(r"cg\.(\d+)\.\d+$", name) for name in os.listdir(work)) if m}
    if len(pids) != 1:
        sys.exit(f"solver_instructions.py: expected the dumps of one process in {work}, found {sorted(pids)}")
    counts = dumps(f"{prefix}.{pids.pop()}")
    # Markers: before the build, between making the objects and the first solver call, after
    # the build, then before and after each other phase. Dump k holds what ran up to marker k:
    # 1 is start-up, 2 making the objects, 3 the build's solver calls, then checks (even) and
    # phases (odd) alternate.
    if sorted(counts) != list(range(1, 2 * len(PHASES) + 2)):
        sys.exit(f"solver_instructions.py: {impl} {layout}-{n}: unexpected dumps {sorted(counts)} in {work}")
    spans = {"make": counts[2], "build": counts[2] + counts[3]}
    for i, phase in enumerate(PHASES[1:], start=1):
        spans[phase] = counts[2 * i + 3]
    out = []
    for phase in ["build", "make"] + PHASES[1:]:
        total = spans[phase]
        done = rounds.get(phase, ROUNDS[phase]) if ROUNDS.get(phase, 1) > 1 else 1
        out.append({"impl": impl, "layout": layout, "n": n, "phase": phase, "instructions": total,
                    "rounds": done, "per_op_instructions": total / done})
    for path in glob.glob(prefix + "*"):
        os.remove(path)
    os.rmdir(work)
    return out


def fmt(value):
    if value is None:
        return "—"
    for limit, suffix in ((1e9, " G"), (1e6, " M"), (1e3, " k")):
        if value >= limit:
            scaled = value / limit
            return f"{scaled:.3g}{suffix}"
    return f"{value:.3g}"


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sizes", default="100,1000")
    parser.add_argument("--layouts", default="GRID,INDEP")
    parser.add_argument("--impls", default="plumb,kiwi")
    parser.add_argument("--table", help="the solver-table binary (default: this package's release build)")
    parser.add_argument("--json", action="store_true", help="print JSON lines instead of a markdown table")
    args = parser.parse_args()
    table = args.table
    if table is None:
        bin_path = subprocess.run(["swift", "build", "--package-path", os.path.join(HERE, ".."), "-c", "release",
                                   "--show-bin-path"], capture_output=True, text=True, check=True).stdout.strip()
        table = os.path.join(bin_path, "solver-table")
    if not os.access(table, os.X_OK):
        sys.exit(f"solver_instructions.py: no solver-table at {table}: build it first (see --help)")
    sizes = [int(s) for s in args.sizes.split(",") if s]
    layouts = [s.upper() for s in args.layouts.split(",") if s]
    impls = [s.lower() for s in args.impls.split(",") if s]
    rows = []
    for layout in layouts:
        for n in sizes:
            for impl in impls:
                print(f"callgrind: {impl} {layout}-{n}...", file=sys.stderr, flush=True)
                rows += count(impl, layout, n, table)
    if args.json:
        for row in rows:
            print(json.dumps(row))
        return
    get = {(r["impl"], r["layout"], r["n"], r["phase"]): r["per_op_instructions"] for r in rows}
    for (impl, layout, n, phase), value in list(get.items()):
        if phase == "build" and (impl, layout, n, "make") in get:
            get[(impl, layout, n, "solver calls")] = value - get[(impl, layout, n, "make")]
    for layout in layouts:
        print(f"### {layout}-N: instructions, Plumb / kiwi = ratio (callgrind; per round for edits)\n")
        print("| phase | " + " | ".join(f"N = {n:,}" for n in sizes) + " |")
        print("| --- |" + " --- |" * len(sizes))
        for phase in ["build", "make", "solver calls"] + PHASES[1:]:
            cells = []
            for n in sizes:
                p, k = get.get(("plumb", layout, n, phase)), get.get(("kiwi", layout, n, phase))
                ratio = f" = **{p / k:.3g}×**" if p and k else ""
                cells.append(f"{fmt(p)} / {fmt(k)}{ratio}")
            label = LABELS.get(phase, phase)
            print(f"| {label} | " + " | ".join(cells) + " |")
        print()


if __name__ == "__main__":
    main()
