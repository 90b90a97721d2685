#!/usr/bin/env bash
# Runs GRID-N and INDEP-N (shared/SOLVER.md) on PlumbSolver (release build) and on kiwi
# (kiwisolver from PyPI) in interleaved runs, then prints one markdown report: medians with
# their spread on the thread CPU clock and on the wall clock, the ratio Plumb / kiwi of
# every run, memory per constraint, growth exponents, and the bars of issue 13 (exit
# status 1 if one is missed).
#
#   Benchmarks/Scripts/solver-vs-kiwi.sh [--runs R] [--sizes 100,1000,3000,10000]
#                                        [--layouts GRID,INDEP] [--skip-kiwi-10k]
#                                        [--pairs K] [--no-memory] [--out DIR]
#                                        [--first-run I] [--append]
#
# A run is, for each layout and N in turn: K pairs of fresh processes, a Plumb process then a
# kiwi process (A B A B ...), each doing an untimed warm-up at N = 100 and then one timed
# repetition (a fresh system through all six phases); K = 5 at N <= 100, 3 at N <= 1,000,
# 1 above, or --pairs K. The median of a side's K repetitions is its figure for the run, and
# Plumb's figure over kiwi's the run's ratio. Then, unless --no-memory, one fresh process per
# side measures the heap and resident set of one build. R runs (default 7) give R figures
# per phase, the two sides of each taken seconds apart, so that the machine's load hits both
# alike; a busy spell of a second or two meets one repetition of a run, not all of them.
# Each run starts with `solver-table --clock-probe` (the core's effective clock rate), and
# every timed repetition of either side is bracketed by two contention readings (CoreProbe:
# whether a neighbour shared the core's execution units; the report counts such processes
# and shows the N = 100 bar again without them, for information).
# --skip-kiwi-10k leaves N = 10,000 out of kiwi's side only (kiwi takes minutes there).
# The raw JSON lines stay in DIR (default: a new temporary folder) for later reports:
#   python3 Benchmarks/Scripts/solver_report.py DIR/*.jsonl
# To interleave two builds of the solver (say main and a branch, each in its own worktree),
# run one run at a time on each side, tagging runs from I on and appending to each side's DIR:
#   for i in 1 2 3 4 5 6 7; do
#     A/Benchmarks/Scripts/solver-vs-kiwi.sh --runs 1 --first-run $i --append --out DIR_A
#     B/Benchmarks/Scripts/solver-vs-kiwi.sh --runs 1 --first-run $i --append --out DIR_B
#   done
#   python3 Benchmarks/Scripts/solver_report.py DIR_A/*.jsonl   (and DIR_B)
# Needs: python3 with kiwisolver (`pip install kiwisolver`; never a library dependency).
set -euo pipefail

here="$(cd "$(dirname "$0")/.." && pwd)"
runs=7
pairs=""
sizes="100,1000,3000,10000"
layouts="GRID,INDEP"
skip_kiwi_10k=0
memory=1
out=""
first_run=1
append=0
while [ $# -gt 0 ]; do
    case "$1" in
        --runs) runs="$2"; shift 2 ;;
        --pairs) pairs="$2"; shift 2 ;;
        --sizes) sizes="$2"; shift 2 ;;
        --layouts) layouts="$2"; shift 2 ;;
        --skip-kiwi-10k) skip_kiwi_10k=1; shift ;;
        --no-memory) memory=0; shift ;;
        --out) out="$2"; shift 2 ;;
        --first-run) first_run="$2"; shift 2 ;;
        --append) append=1; shift ;;
        -h|--help) sed -n '2,35p' "$0"; exit 0 ;;
        *) echo "solver-vs-kiwi.sh: unknown argument $1" >&2; exit 2 ;;
    esac
done
case "$runs" in ''|*[!0-9]*|0) echo "solver-vs-kiwi.sh: --runs needs a positive integer" >&2; exit 2 ;; esac
case "$first_run" in ''|*[!0-9]*|0) echo "solver-vs-kiwi.sh: --first-run needs a positive integer" >&2; exit 2 ;; esac
[ -n "$out" ] || out="$(mktemp -d /tmp/plumb-solver-vs-kiwi.XXXXXX)"
mkdir -p "$out"

if ! python3 -c 'import kiwisolver' 2>/dev/null; then
    echo "solver-vs-kiwi.sh: kiwisolver is missing: pip install kiwisolver" >&2
    exit 2
fi

echo "building solver-table (release)..." >&2
swift build --package-path "$here" -c release --product solver-table >&2
table="$(swift build --package-path "$here" -c release --show-bin-path)/solver-table"
grid="$here/kiwi/grid.py"

# What a reader needs to reproduce the figures: the machine, the software, the commit.
python3 - "$out/machine.json" "$here" <<'EOF'
import json, os, platform, subprocess, sys, time
def run(*cmd):
    try:
        return subprocess.run(cmd, capture_output=True, text=True, cwd=sys.argv[2]).stdout.strip()
    except OSError:
        return None
def first(path, prefix):
    try:
        with open(path) as f:
            return next((l.split(":", 1)[1].strip() for l in f if l.startswith(prefix)), None)
    except OSError:
        return None
import kiwisolver
info = {"phase": "machine", "date_utc": time.strftime("%Y-%m-%d %H:%M", time.gmtime()),
        "commit": run("git", "rev-parse", "--short", "HEAD"),
        "dirty": bool(run("git", "status", "--porcelain", "--untracked-files=no")),
        "cpu": first("/proc/cpuinfo", "model name"), "cpu_mhz": first("/proc/cpuinfo", "cpu MHz"),
        "nproc": os.cpu_count(), "mem_total": first("/proc/meminfo", "MemTotal"),
        "kernel": platform.release(), "swift": (run("swift", "--version") or "").splitlines()[0:1],
        "python": platform.python_version(), "kiwisolver": kiwisolver.__version__}
with open(sys.argv[1], "w") as f:
    f.write(json.dumps(info) + "\n")
EOF

kiwi_ok() { [ "$skip_kiwi_10k" = 0 ] || [ "$1" -lt 10000 ]; }
pairs_for() {
    if [ -n "$pairs" ]; then echo "$pairs"
    elif [ "$1" -le 100 ]; then echo 5
    elif [ "$1" -le 1000 ]; then echo 3
    else echo 1; fi
}

if [ "$append" = 0 ]; then
    : > "$out/plumb.jsonl"
    : > "$out/kiwi.jsonl"
    : > "$out/memory.jsonl"
    : > "$out/probes.jsonl"
fi
last_run=$((first_run + runs - 1))
start=$SECONDS
for run in $(seq "$first_run" "$last_run"); do
    # The core's effective clock (a VM shows no frequency otherwise), once per run.
    "$table" --clock-probe --json --run "$run" >> "$out/probes.jsonl"
    for layout in ${layouts//,/ }; do
        for n in ${sizes//,/ }; do
            echo "run $run/$last_run: $layout-$n ($((SECONDS - start)) s so far)" >&2
            for _ in $(seq 1 "$(pairs_for "$n")"); do
                "$table" --json --warmup --reps 1 --run "$run" --sizes "$n" --layouts "$layout" >> "$out/plumb.jsonl"
                if kiwi_ok "$n"; then
                    python3 "$grid" --json --warmup --reps 1 --run "$run" --sizes "$n" --layouts "$layout" --probe "$table" >> "$out/kiwi.jsonl"
                fi
            done
            if [ "$memory" = 1 ]; then
                "$table" --memory-only --json --run "$run" --sizes "$n" --layouts "$layout" >> "$out/memory.jsonl"
                if kiwi_ok "$n"; then
                    python3 "$grid" --memory-only --json --run "$run" --sizes "$n" --layouts "$layout" >> "$out/memory.jsonl"
                fi
            fi
        done
    done
done
echo "done in $((SECONDS - start)) s; raw results in $out" >&2

status=0
python3 "$here/Scripts/solver_report.py" "$out"/*.jsonl || status=$?
exit "$status"
