#!/usr/bin/env bash
# CI's benchmark smoke test (issue 5: CI does not run benchmarks, but keeps them from rotting):
#   1. builds the Benchmarks package (debug), every target, the ordo-one suite included;
#   2. runs solver-table on GRID/INDEP-100 and layout-table on a small scene, screens and chain once:
#      they check every phase's values / frames against the closed form and fail on a wrong
#      one (their timings are not looked at);
#   3. runs the compile-time script on N = 50 with --smoke (scope bars enforced, timing bars
#      only reported, since CI's machine load is unknown).
# Needs swift and python3; not kiwisolver. Exits non-zero on any failure.
set -euo pipefail

here="$(cd "$(dirname "$0")/.." && pwd)"
start=$SECONDS

echo "== ci-smoke: building the Benchmarks package (debug)"
swift build --package-path "$here" 2>&1 | grep -v -E '^\[[0-9]+/[0-9]+\]' || true
swift build --package-path "$here" >/dev/null   # the real exit status (the line above filters noise)
echo

bin="$(swift build --package-path "$here" --show-bin-path)"

echo "== ci-smoke: solver workload values (GRID/INDEP, N = 100)"
"$bin/solver-table" --sizes 100 --reps 1 >/dev/null

echo "== ci-smoke: engine workload frames (DSL scene of 400 constraints; list, grid and deep screens of about 100 views; a conflict across 50 links)"
"$bin/layout-table" --views 100 --constraints 400 --reps 1 --links 50 >/dev/null

echo "== ci-smoke: compile-time benchmark, N = 50 (smoke)"
# The Benchmarks build above already compiled the Plumb module: type-check against it.
"$here/Scripts/compile-time.sh" 50 --reps 1 --smoke --out "$here/.build-ci-compile-time" --modules "$bin/Modules"

echo "== ci-smoke: passed in $((SECONDS - start)) s"
