#!/usr/bin/env bash
# Runs GRID-N and INDEP-N (shared/SOLVER.md) on PlumbSolver (release build) and on kiwi
# (kiwisolver from PyPI) in the same run, then prints one markdown report with the
# ratios Plumb / kiwi, memory per constraint and the growth exponents, on the thread CPU
# clock and on the wall clock (both are recorded for every phase).
#
#   Benchmarks/Scripts/solver-vs-kiwi.sh [--sizes 100,1000,3000,10000] [--skip-kiwi-10k]
#                                        [--reps R] [--out DIR]
#
# --skip-kiwi-10k leaves N = 10,000 out of kiwi's side only (kiwi takes minutes there).
# The raw JSON lines stay in DIR (default: a new temporary folder) for later reports:
#   python3 Benchmarks/Scripts/solver_report.py [--clock cpu|wall] DIR/*.jsonl
# Needs: python3 with kiwisolver (`pip install kiwisolver`; never a library dependency).
set -euo pipefail

here="$(cd "$(dirname "$0")/.." && pwd)"
sizes="100,1000,3000,10000"
skip_kiwi_10k=0
reps=()
out=""
while [ $# -gt 0 ]; do
    case "$1" in
        --sizes) sizes="$2"; shift 2 ;;
        --skip-kiwi-10k) skip_kiwi_10k=1; shift ;;
        --reps) reps=(--reps "$2"); shift 2 ;;
        --out) out="$2"; shift 2 ;;
        -h|--help) sed -n '2,13p' "$0"; exit 0 ;;
        *) echo "solver-vs-kiwi.sh: unknown argument $1" >&2; exit 2 ;;
    esac
done
[ -n "$out" ] || out="$(mktemp -d /tmp/plumb-solver-vs-kiwi.XXXXXX)"
mkdir -p "$out"

if ! python3 -c 'import kiwisolver' 2>/dev/null; then
    echo "solver-vs-kiwi.sh: kiwisolver is missing: pip install kiwisolver" >&2
    exit 2
fi

kiwi_sizes="$sizes"
if [ "$skip_kiwi_10k" = 1 ]; then
    kiwi_sizes="$(echo "$sizes" | tr ',' '\n' | grep -vx 10000 | paste -sd, -)"
fi

echo "building solver-table (release)..." >&2
swift build --package-path "$here" -c release --product solver-table >&2
table="$(swift build --package-path "$here" -c release --show-bin-path)/solver-table"

echo "Plumb: timing (sizes $sizes)..." >&2
"$table" --json --sizes "$sizes" "${reps[@]}" > "$out/plumb.jsonl"
echo "Plumb: memory, one fresh process per build..." >&2
: > "$out/plumb-memory.jsonl"
for layout in GRID INDEP; do
    for n in ${sizes//,/ }; do
        "$table" --memory-only --json --sizes "$n" --layouts "$layout" >> "$out/plumb-memory.jsonl"
    done
done

if [ -n "$kiwi_sizes" ]; then
    echo "kiwi $(python3 -c 'import kiwisolver; print(kiwisolver.__version__)'): timing (sizes $kiwi_sizes)..." >&2
    python3 "$here/kiwi/grid.py" --json --sizes "$kiwi_sizes" "${reps[@]}" > "$out/kiwi.jsonl"
    echo "kiwi: memory, one fresh process per build..." >&2
    : > "$out/kiwi-memory.jsonl"
    for layout in GRID INDEP; do
        for n in ${kiwi_sizes//,/ }; do
            python3 "$here/kiwi/grid.py" --memory-only --json --sizes "$n" --layouts "$layout" >> "$out/kiwi-memory.jsonl"
        done
    done
fi

echo "raw results in $out" >&2
echo "## Thread CPU time (what the solvers cost; immune to time-slicing on a loaded machine)"
echo
python3 "$here/Scripts/solver_report.py" --clock cpu "$out"/*.jsonl
echo "## Wall clock"
echo
python3 "$here/Scripts/solver_report.py" --clock wall "$out"/*.jsonl
