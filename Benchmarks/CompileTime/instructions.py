#!/usr/bin/env python3
"""Counts the instructions the Swift frontend executes to type-check generate.py's files
against one or more builds of the Plumb module, under valgrind (cachegrind without its cache
simulation). Unlike timings, the count is the same on a quiet machine and a loaded one, so it
compares two modules exactly where timings on a shared machine cannot.

    python3 instructions.py --files OUTDIR --modules DIR[,DIR…] [--labels L,…] [FILE…]

FILE defaults to the control file, the N expressions and the same in blocks. Each count is
minus the file's imports-only baseline (baseline.swift, baseline-plain.swift,
baseline-items.swift), as measure.py subtracts it from times and scopes. Type-checking a file
under valgrind takes 20–100 times as long as without: use a small N (generate.py 220 OUTDIR).

The frontend runs with -suppress-warnings, as measure.py does and for the same reason: the
N expressions of dsl.swift are bare statements that draw Swift's unused-result warning, whose
rendering cost 632 M of the 2,732 M instructions of dsl.swift at N = 220 and 12,040 M of
21,502 M at N = 1,000. Counts taken before 2026-11-27 include it (the files with expressions
outside blocks: dsl.swift, the stress and form files), and are comparable only with each other.

The frontend runs with SWIFT_DETERMINISTIC_HASHING=1. Without it, the parts of the frontend
written in Swift hash with a random seed per process, and the count of the same file against
the same module moved by up to 1% from run to run (1,974.5 M to 1,994.3 M for the control file);
with it, two runs differ by under a hundred instructions. A file that does not type-check
against a module (a block of 10 items before `constrain` took any number) is reported as such.
"""
import argparse
import os
import re
import shutil
import subprocess
import sys

BASELINES = {"control-plain.swift": "baseline-plain.swift"}
DEFAULT_FILES = ["control-plain.swift", "control-plumb.swift", "dsl.swift", "dsl-blocks.swift"]


def frontend():
    driver = shutil.which("swiftc")
    if not driver:
        sys.exit("instructions.py: swiftc not found")
    path = os.path.join(os.path.dirname(os.path.realpath(driver)), "swift-frontend")
    if not os.path.exists(path):
        sys.exit(f"instructions.py: no swift-frontend beside {driver}")
    return path


def count(modules, path):
    """Instructions executed by `swift-frontend -typecheck` of `path` (valgrind's I refs)."""
    environment = dict(os.environ, SWIFT_DETERMINISTIC_HASHING="1")
    result = subprocess.run(
        ["valgrind", "--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null",
         frontend(), "-frontend", "-typecheck", "-swift-version", "6", "-suppress-warnings",
         "-I", modules, path],
        capture_output=True, text=True, env=environment)
    match = re.search(r"I\s+refs:\s+([\d,]+)", result.stderr)
    if result.returncode != 0 or not match:
        print(f"instructions.py: type-checking {path} against {modules} failed:\n"
              f"{result.stderr[-2000:]}", file=sys.stderr)
        return None
    return int(match.group(1).replace(",", ""))


def baseline_of(name):
    if name in BASELINES:
        return BASELINES[name]
    return "baseline-items.swift" if name.startswith("items/") else "baseline.swift"


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--files", required=True, help="generate.py's output folder")
    parser.add_argument("--modules", required=True, help="comma-separated folders holding Plumb.swiftmodule")
    parser.add_argument("--labels", help="comma-separated names for the modules' columns")
    parser.add_argument("names", nargs="*", default=DEFAULT_FILES)
    args = parser.parse_args()
    if not shutil.which("valgrind"):
        sys.exit("instructions.py: valgrind not found")
    modules = args.modules.split(",")
    labels = args.labels.split(",") if args.labels else modules
    cache = {}
    plain = {"control-plain.swift", "baseline-plain.swift"}  # no `import Plumb`: any module

    def measured(module, file):
        key = ("-" if file in plain else module, file)
        if key not in cache:
            cache[key] = count(module, os.path.join(args.files, file))
        return cache[key]

    def net(module, name):
        value, baseline = measured(module, name), measured(module, baseline_of(name))
        return None if value is None or baseline is None else value - baseline

    print("| file | " + " | ".join(labels) + " |")
    print("| --- |" + " ---: |" * len(labels))
    for name in args.names:
        values = [net(module, name) for module in modules]
        cells = ["does not type-check" if v is None else f"{v / 1e6:,.1f} M" for v in values]
        print(f"| {name} | " + " | ".join(cells) + " |", flush=True)


if __name__ == "__main__":
    main()
