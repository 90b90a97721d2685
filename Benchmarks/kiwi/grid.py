#!/usr/bin/env python3
"""GRID-N and INDEP-N (shared/SOLVER.md) on kiwisolver, phase by phase.

The very same workload as Benchmarks/Sources/SolverWorkload (Plumb's side): the same
constraints in the same order, the same phases and rounds, the same value checks after
every phase (exit status 1 on a wrong value). kiwi has no in-place constant change, so
its "constant change" phase removes the constraint and adds the new one (what a kiwi
user must do). Every phase is timed on time.perf_counter_ns (monotonic wall clock) and on
time.thread_time_ns (the thread's CPU time, which does not count time spent waiting for a
core, but does count the slowdown that busy neighbours cause while the thread runs); the
table shows wall clock unless --cpu, --json gives both, plus the part of the build that
makes the variables and constraint objects in Python ("make", before the first solver call).

    python3 grid.py [--sizes 100,1000,3000,10000] [--layouts GRID,INDEP] [--reps R] [--json] [--cpu]
                    [--warmup] [--run I] [--markers] [--probe SOLVER_TABLE]
    python3 grid.py --memory-only --sizes N --layouts L   (fresh-process heap/RSS of one build)

--warmup, --run and --markers mean what they mean for solver-table (see its main.swift):
an untimed run at N = 100 first; a "run" tag on every JSON line; getppid() just before and
after every timed phase and between the build's two parts, for callgrind's
--dump-before=getppid. --probe names solver-table's binary: its `--clock-probe --json` runs just
before and just after every timed repetition, and the JSON lines carry its contention readings
("contention": [[before, after], ...]) as solver-table's own do (Python cannot run the probe's
tight integer loops itself; the probe's process may land on the other core, so a kiwi reading
is a little less certain than a Plumb one).

Memory: with --memory-only the driver re-runs itself with PYTHONMALLOC=malloc so that
Python's objects and kiwi's C++ objects are all counted by glibc's mallinfo2, the same
counter the Swift side reads.
"""
import argparse
import ctypes
import json
import os
import resource
import statistics
import subprocess
import sys
import time

import kiwisolver as kiwi

PHASES = ["build", "smooth edit", "jump edit", "remove", "re-add", "constant change"]
ROUNDS = {"build": 1, "smooth edit": 1000, "jump edit": 24, "remove": 1, "re-add": 1, "constant change": 1000}


class WorkloadFailure(Exception):
    pass


class GridWorkload:
    """Builds the system in the order SOLVER.md lists (the build phase)."""

    def __init__(self, layout, n, made=None):
        if n <= 0 or n % 10:
            raise WorkloadFailure(f"N must be a positive multiple of 10, got {n}")
        self.layout, self.n = layout, n
        self.rows = n // 10
        self.solver = solver = kiwi.Solver()
        self.window = window = kiwi.Variable("W")
        self.row_widths = []
        self.x, self.y, self.w, self.h = x, y, w, h = [], [], [], []
        self.constraints = cons = []
        self.weak = []
        self.row_starts = []
        self.row_offsets = [0.0] * self.rows
        self.suggested = 1200.0
        required, strong, medium, weak = "required", "strong", "medium", "weak"
        for i in range(n):
            r, c = divmod(i, 10)
            xi, yi, wi, hi = kiwi.Variable(), kiwi.Variable(), kiwi.Variable(), kiwi.Variable()
            x.append(xi); y.append(yi); w.append(wi); h.append(hi)
            row_width = window
            if layout == "INDEP":
                if c == 0:
                    width = kiwi.Variable()
                    self.row_widths.append(width)
                    cons.append((width == 1200) | required)
                row_width = self.row_widths[r]
            if c == 0:
                start = (xi == 10) | required
                self.row_starts.append(start)
                cons.append(start)
            else:
                cons.append((xi == x[i - 1] + w[i - 1] + 10) | required)
            cons.append((wi >= 20) | required)
            weak_c = (wi == 100) | weak
            self.weak.append(weak_c)
            cons.append(weak_c)
            if c > 0:
                cons.append((wi == w[i - 1]) | strong)
            if c == 9:
                cons.append((xi + wi + 10 <= row_width) | required)
                cons.append((xi + wi + 10 == row_width) | medium)
            if r == 0:
                cons.append((yi == 10) | required)
            else:
                cons.append((yi == y[i - 10] + h[i - 10] + 8) | required)
            cons.append((hi == 30) | required)
        if made:
            made()
        solver.addEditVariable(window, "strong")
        solver.suggestValue(window, 1200)
        add = solver.addConstraint
        for constraint in cons:
            add(constraint)
        solver.updateVariables()

    def _suggest_rounds(self, rounds, value):
        solver, window = self.solver, self.window
        for k in range(rounds):
            v = value(k)
            solver.suggestValue(window, v)
            solver.updateVariables()
        self.suggested = value(rounds - 1)

    def smooth_edit(self, rounds=1000):
        self._suggest_rounds(rounds, lambda k: 1200.0 + 10 * (k % 10))

    def jump_edit(self, rounds=24):
        self._suggest_rounds(rounds, lambda k: 400.0 + 100 * (k % 12))

    def remove_weak(self):
        remove = self.solver.removeConstraint
        for constraint in self.weak:
            remove(constraint)
        self.solver.updateVariables()

    def add_weak(self):
        add = self.solver.addConstraint
        for constraint in self.weak:
            add(constraint)
        self.solver.updateVariables()

    def change_constants(self, rounds=1000, budget=None):
        """kiwi cannot change a constant in place: remove the row's x == 10 and add x == 10 + offset.

        In GRID this costs kiwi milliseconds to seconds per change, so with `budget` (seconds
        of this thread's CPU time, so that the rounds done do not depend on the machine's
        load) the phase stops early once that much time has passed; returns the rounds done."""
        solver, rows, x = self.solver, self.rows, self.x
        deadline = None if budget is None else time.thread_time() + budget
        for k in range(rounds):
            if deadline is not None and k > 0 and time.thread_time() > deadline:
                return k
            r = k % rows
            offset = 3.0 * ((k // rows) % 5 + 1)
            solver.removeConstraint(self.row_starts[r])
            replacement = (x[r * 10] == 10 + offset) | "required"
            solver.addConstraint(replacement)
            solver.updateVariables()
            self.row_starts[r] = replacement
            self.row_offsets[r] = offset
        return rounds

    def run(self, phase, constant_budget=None):
        """Runs one phase; returns the number of rounds it did."""
        if phase == "constant change":
            return self.change_constants(ROUNDS[phase], constant_budget)
        {"smooth edit": self.smooth_edit, "jump edit": self.jump_edit, "remove": self.remove_weak,
         "re-add": self.add_weak}[phase]()
        return ROUNDS[phase]

    def check(self, after):
        def expect(variable, expected, what):
            actual = variable.value()
            if abs(actual - expected) > 1e-6 * max(1.0, abs(expected)):
                raise WorkloadFailure(f"{self.layout}-{self.n} after {after}: {what} = {actual}, expected {expected}")

        expect(self.window, self.suggested, "W")
        for r in range(self.rows):
            if self.layout == "INDEP":
                expect(self.row_widths[r], 1200.0, f"W_{r}")
                row_width = 1200.0
            else:
                row_width = self.suggested
            offset = self.row_offsets[r]
            width = (row_width - 110 - offset) / 10
            for c in range(10):
                i = r * 10 + c
                expect(self.w[i], width, f"w_{i}")
                expect(self.x[i], 10 + offset + c * (width + 10), f"x_{i}")
                expect(self.y[i], 10 + 38 * r, f"y_{i}")
                expect(self.h[i], 30.0, f"h_{i}")


def default_reps(n):
    return 9 if n <= 100 else 5 if n <= 1000 else 3 if n <= 3000 else 1


def heap_bytes():
    """glibc mallinfo2: in-use chunks plus mmapped blocks (the Swift side reads the same)."""
    try:
        libc = ctypes.CDLL("libc.so.6")
    except OSError:
        return None

    class MallInfo2(ctypes.Structure):
        _fields_ = [(name, ctypes.c_size_t) for name in
                    ("arena", "ordblks", "smblks", "hblks", "hblkhd", "usmblks", "fsmblks",
                     "uordblks", "fordblks", "keepcost")]

    if not hasattr(libc, "mallinfo2"):
        return None
    libc.mallinfo2.restype = MallInfo2
    info = libc.mallinfo2()
    return info.uordblks + info.hblkhd


def marker(enabled, _getppid=os.getppid):
    """With --markers, a system call that callgrind's --dump-before=getppid turns into a
    profile boundary (nothing else in this process calls getppid)."""
    if enabled:
        _getppid()


def thread_usage():
    """(involuntary context switches, minor page faults) of this thread so far."""
    usage = resource.getrusage(resource.RUSAGE_THREAD)
    return usage.ru_nivcsw, usage.ru_minflt


def load_average():
    try:
        with open("/proc/loadavg") as f:
            return float(f.read().split()[0])
    except OSError:
        return None


def warm_up(layout):
    """Runs the whole workload once at N = 100, untimed but checked (see --warmup); the
    constant-change phase for at most 0.1 s (kiwi takes ~3 s for its 1,000 rounds in GRID)."""
    workload = GridWorkload(layout, 100)
    workload.check("build")
    for phase in PHASES[1:]:
        workload.run(phase, 0.1)
        workload.check(phase)


def resident_bytes():
    try:
        with open("/proc/self/statm") as f:
            return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")
    except OSError:
        return None


def probe_contention(table):
    """CoreProbe's contention reading now, from `table --clock-probe --json` (None without it)."""
    if not table:
        return None
    out = subprocess.run([table, "--clock-probe", "--json"], capture_output=True, text=True, check=True).stdout
    return json.loads(out)["contention"]


def run(layouts, sizes, reps_override, progress, constant_budget, stream=None, warmup=False, run_tag=None,
        markers=False, probe=None):
    """Times every (layout, N); with `stream`, prints each result as a JSON line as soon as
    it is known (a long kiwi run then leaves its finished sizes behind if stopped)."""
    rows = []
    for layout in layouts:
        if warmup:
            warm_up(layout)
        for n in sizes:
            load = load_average()
            reps = reps_override or default_reps(n)
            samples = {phase: [] for phase in PHASES + ["make"]}
            cpu_samples = {phase: [] for phase in PHASES + ["make"]}
            rounds_done = {phase: [] for phase in PHASES + ["make"]}
            switches = {phase: [] for phase in PHASES + ["make"]}
            faults = {phase: [] for phase in PHASES + ["make"]}

            def record(phase, before):
                after = thread_usage()
                switches[phase].append(after[0] - before[0])
                faults[phase].append(after[1] - before[1])

            contention = []
            count = 0
            for _ in range(reps):
                before = probe_contention(probe)
                made = []
                marker(markers)
                usage = thread_usage()
                start, cpu_start = time.perf_counter_ns(), time.thread_time_ns()
                workload = GridWorkload(layout, n, made=lambda: (made.append(
                    (time.perf_counter_ns() - start, time.thread_time_ns() - cpu_start)), marker(markers)))
                cpu_samples["build"].append((time.thread_time_ns() - cpu_start) * 1e-9)
                samples["build"].append((time.perf_counter_ns() - start) * 1e-9)
                record("build", usage)
                marker(markers)
                samples["make"].append(made[0][0] * 1e-9)
                cpu_samples["make"].append(made[0][1] * 1e-9)
                count = len(workload.constraints)
                workload.check("build")
                for phase in PHASES[1:]:
                    marker(markers)
                    usage = thread_usage()
                    start, cpu_start = time.perf_counter_ns(), time.thread_time_ns()
                    done = workload.run(phase, constant_budget)
                    cpu_samples[phase].append((time.thread_time_ns() - cpu_start) * 1e-9 / done)
                    samples[phase].append((time.perf_counter_ns() - start) * 1e-9 / done)
                    record(phase, usage)
                    marker(markers)
                    rounds_done[phase].append(done)
                    workload.check(phase)
                del workload
                if before is not None:
                    contention.append([before, probe_contention(probe)])
            for phase in PHASES + ["make"]:
                rows.append({"impl": "kiwi", "layout": layout, "n": n, "constraints": count, "phase": phase,
                             "per_op_seconds": statistics.median(samples[phase]), "samples": samples[phase],
                             "per_op_cpu_seconds": statistics.median(cpu_samples[phase]),
                             "cpu_samples": cpu_samples[phase],
                             "rounds": rounds_done[phase] or [1], "switches": switches[phase],
                             "faults": faults[phase], "load1": load})
                if contention:
                    rows[-1]["contention"] = contention
                if run_tag is not None:
                    rows[-1]["run"] = run_tag
                if stream:
                    print(json.dumps(rows[-1]), file=stream, flush=True)
            if progress:
                print(f"done {layout}-{n} ({reps} reps)", file=sys.stderr, flush=True)
    return rows


def memory_only(layouts, sizes, run_tag=None):
    out = []
    for layout in layouts:
        for n in sizes:
            heap0, rss0 = heap_bytes(), resident_bytes()
            workload = GridWorkload(layout, n)
            heap1, rss1 = heap_bytes(), resident_bytes()
            workload.check("build")
            out.append({"impl": "kiwi", "layout": layout, "n": n, "constraints": len(workload.constraints),
                        "phase": "memory",
                        "heap_bytes": None if heap0 is None or heap1 is None else heap1 - heap0,
                        "rss_bytes": None if rss0 is None or rss1 is None else rss1 - rss0})
            if run_tag is not None:
                out[-1]["run"] = run_tag
            del workload
    return out


def format_time(seconds):
    if seconds >= 1:
        scaled, unit = seconds, "s"
    elif seconds >= 1e-3:
        scaled, unit = seconds * 1e3, "ms"
    else:
        scaled, unit = seconds * 1e6, "µs"
    digits = 0 if scaled >= 100 else 1 if scaled >= 10 else 2
    return f"{scaled:.{digits}f} {unit}"


def print_markdown(rows, sizes, cpu):
    key = "per_op_cpu_seconds" if cpu else "per_op_seconds"
    for layout in ("GRID", "INDEP"):
        if not any(r["layout"] == layout for r in rows):
            continue
        print(f"### {layout}-N, kiwi (median per operation, {'thread CPU time' if cpu else 'wall clock'})\n")
        print("| phase | " + " | ".join(f"N = {n}" for n in sizes) + " |")
        print("| --- |" + " ---: |" * len(sizes))
        for phase in PHASES:
            cells = []
            for n in sizes:
                match = [r for r in rows if r["layout"] == layout and r["n"] == n and r["phase"] == phase]
                cells.append(format_time(match[0][key]) if match else "—")
            label = f"{phase} (per round)" if ROUNDS[phase] > 1 else phase
            print(f"| {label} | " + " | ".join(cells) + " |")
        print()


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sizes", default="100,1000,3000,10000")
    parser.add_argument("--layouts", default="GRID,INDEP")
    parser.add_argument("--reps", type=int)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--cpu", action="store_true", help="show thread CPU time instead of wall clock")
    parser.add_argument("--memory-only", action="store_true")
    parser.add_argument("--constant-budget", type=float, default=2.0,
                        help="CPU seconds after which kiwi's constant-change phase stops early (0: never)")
    parser.add_argument("--warmup", action="store_true", help="run the workload once at N = 100 first, untimed")
    parser.add_argument("--run", type=int, help="tag every JSON line with this run number")
    parser.add_argument("--markers", action="store_true",
                        help="call getppid() around every timed phase (for callgrind --dump-before=getppid)")
    parser.add_argument("--probe", metavar="SOLVER_TABLE",
                        help="solver-table's binary, to read the core's contention around every repetition")
    args = parser.parse_args()
    sizes = [int(s) for s in args.sizes.split(",") if s]
    layouts = [s.upper() for s in args.layouts.split(",") if s]
    for layout in layouts:
        if layout not in ("GRID", "INDEP"):
            parser.error(f"bad layout {layout}: GRID or INDEP")
    try:
        if args.memory_only:
            if os.environ.get("PYTHONMALLOC") != "malloc":
                env = dict(os.environ, PYTHONMALLOC="malloc")
                sys.exit(subprocess.call([sys.executable] + sys.argv, env=env))
            for entry in memory_only(layouts, sizes, args.run):
                if args.json:
                    print(json.dumps(entry))
                else:
                    print(f"{entry['layout']}-{entry['n']}: {entry['constraints']} constraints, "
                          f"heap {entry['heap_bytes']} B, RSS {entry['rss_bytes']} B")
            return
        rows = run(layouts, sizes, args.reps, progress=not args.json,
                   constant_budget=args.constant_budget or None, stream=sys.stdout if args.json else None,
                   warmup=args.warmup, run_tag=args.run, markers=args.markers, probe=args.probe)
        if not args.json:
            print_markdown(rows, sizes, args.cpu)
    except (WorkloadFailure, kiwi.UnsatisfiableConstraint, kiwi.DuplicateConstraint,
            kiwi.UnknownConstraint, kiwi.DuplicateEditVariable, kiwi.UnknownEditVariable,
            kiwi.BadRequiredStrength) as error:
        print(f"grid.py: FAILED: {type(error).__name__}: {error}", file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
