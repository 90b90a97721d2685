#!/usr/bin/env bash
# Compile-time benchmark of the Plumb DSL (issue 5): builds the Plumb module, generates N
# constraint expressions in two spellings (operators / method calls), the stress chains and
# the control files (Benchmarks/CompileTime/generate.py), type-checks them with the flags of
# shared/TYPECHECK.md and checks the bars (Benchmarks/CompileTime/measure.py).
#
#   Benchmarks/Scripts/compile-time.sh [N] [--reps R] [--smoke] [--out DIR] [--markdown FILE]
#                                      [--modules DIR] [--instructions]
#
# --modules DIR uses a Plumb.swiftmodule already built there instead of building the root
# package's Plumb target (ci-smoke.sh passes the Benchmarks package's own build).
# N defaults to 1000. --smoke (CI, small N) enforces only the solver-scope bars, which do
# not depend on the machine's load; timing bars are then reported without failing.
# The control is timed in interleaved pairs (at least 7), its bar read on the median of the
# per-pair CPU ratios; --instructions also counts its instructions under valgrind (slow) and
# then judges the control's bar on the instruction ratio (the CPU one is shown beside it).
# Exit status: 0 all bars hold, 1 a bar missed, 2 a build or type-check error.
set -euo pipefail

here="$(cd "$(dirname "$0")/.." && pwd)"
root="$(cd "$here/.." && pwd)"
n=1000
reps=3
smoke=()
out="$here/CompileTime/out"
markdown=()
instructions=()
modules=""
while [ $# -gt 0 ]; do
    case "$1" in
        --reps) reps="$2"; shift 2 ;;
        --smoke) smoke=(--smoke); shift ;;
        --out) out="$2"; shift 2 ;;
        --markdown) markdown=(--markdown "$2"); shift 2 ;;
        --modules) modules="$2"; shift 2 ;;
        --instructions) instructions=(--instructions); shift ;;
        -h|--help) sed -n '2,18p' "$0"; exit 0 ;;
        [0-9]*) n="$1"; shift ;;
        *) echo "compile-time.sh: unknown argument $1" >&2; exit 2 ;;
    esac
done

if [ -z "$modules" ]; then
    echo "building the Plumb module..." >&2
    swift build --package-path "$root" --target Plumb >&2 || exit 2
    modules="$(swift build --package-path "$root" --show-bin-path)/Modules"
fi
[ -f "$modules/Plumb.swiftmodule" ] || { echo "compile-time.sh: no Plumb.swiftmodule in $modules" >&2; exit 2; }

rm -rf "$out"
python3 "$here/CompileTime/generate.py" "$n" "$out"
echo "$(swiftc --version 2>&1 | head -1); N = $n; $reps runs per file" >&2
python3 "$here/CompileTime/measure.py" --modules "$modules" --files "$out" --reps "$reps" "${smoke[@]}" "${markdown[@]}" "${instructions[@]}"
