#!/usr/bin/env python3
"""Merges solver-table's and kiwi/grid.py's JSON lines into one markdown report.

    python3 solver_report.py [--clock cpu|wall|both] [--bars-only] FILE.jsonl ...

Reads what Scripts/solver-vs-kiwi.sh writes (plumb.jsonl, kiwi.jsonl, memory.jsonl,
machine.json) and prints, for each clock (--clock both, the default: the measuring
thread's CPU time, then the monotonic wall clock) and each workload (GRID, INDEP):

- per phase and N, the median of Plumb's runs and of kiwi's runs with their min–max, and
  the ratio Plumb / kiwi as the median of the per-run ratios (run i of Plumb against run i
  of kiwi, measured alternately) with the min–max of those ratios. A side's figure for a run
  is the median of its repetitions in that run (all JSON lines with that "run" tag);
- the per-run ratios at N = 100, every phase;
- memory per constraint (glibc's in-use heap and the resident set, growth over one build
  in a fresh process), median and min–max over runs;
- growth exponents log(t2/t1) / log(N2/N1) of the medians between successive N;
- the bars of issue 13: every N = 100 phase ≤ 1.0× kiwi in every run, and the GRID and
  INDEP builds at N = 10,000 ≤ 1 s in every run. They are judged on the thread CPU clock
  (exit status 1 if one is missed); the wall clock's verdict is printed beside it;
- core contention (SolverWorkload's CoreProbe, read just before and after every timed
  repetition): how many processes of each side met a spell in which a neighbour shared the
  core, and, for information, the N = 100 bar again on the repetitions that met none;
- for information, the N = 100 bar again with each run's figure the median over its pairs
  (the i-th Plumb process of a run and the i-th kiwi process, run right after it) of their
  ratio: a spell lasts seconds, so it meets a pair's two processes alike more often than it
  meets both sides' medians (a run whose Plumb median met a spell and whose kiwi median did
  not misses the judged bar by the spell's 1.5×, not by Plumb's speed).

Lines without a "run" tag (the older one-process format, several repetitions per line) are
read as unpaired samples: medians and spreads are reported, per-run ratios are not.
"""
import json
import math
import statistics
import sys

PHASES = ["build", "make", "smooth edit", "jump edit", "remove", "re-add", "constant change"]
LABELS = {"make": "build: of which making the variables and constraints",
          "smooth edit": "smooth edit (per round)", "jump edit": "jump edit (per round)",
          "constant change": "constant change (per round)"}
CONTENDED_ABOVE = 1.05  # CoreProbe.contendedAbove
CLOCKS = {"cpu": ("per_op_cpu_seconds", "cpu_samples", "thread CPU time"),
          "wall": ("per_op_seconds", "samples", "wall clock")}
BAR_N = 100
BUILD_BAR_N, BUILD_BAR_SECONDS = 10000, 1.0


def quiet(row):
    """Whether every repetition of a line ran on an uncontended core (None: not probed)."""
    readings = row.get("contention")
    if not readings:
        return None
    return all(max(pair) <= CONTENDED_ABOVE for pair in readings)


def load(paths):
    """Returns (samples, rounds, memory, machine, loads, counts, quiet_samples, contention,
    pair_samples).

    samples[(impl, layout, n, phase, clock)] = list of (run or None, seconds);
    quiet_samples the same from the lines whose repetitions all met an uncontended core;
    counts[(impl, layout, n)] = the repetitions per process of each build line;
    contention[(impl, layout, n, run)] = [quiet(line) for each build line];
    pair_samples the same keys as samples, with each run's figure the median over its pairs
    of Plumb's repetition over the kiwi repetition run right after it (kiwi's figure 1)."""
    samples, rounds, memory, machine, loads, counts, tagged = {}, {}, {}, [], [], {}, {}
    quiet_tagged, contention = {}, {}
    for path in paths:
        with open(path) as f:
            for line in f:
                line = line.strip()
                if not line.startswith("{"):
                    continue
                row = json.loads(line)
                if row.get("phase") in ("machine", "clock probe"):
                    machine.append(row)
                    continue
                key = (row["impl"], row["layout"], row["n"])
                if row["phase"] == "memory":
                    memory.setdefault(key, []).append(row)
                    continue
                if row["phase"] == "build":
                    counts.setdefault(key + (row.get("run"),), []).append(len(row.get("cpu_samples") or [0]))
                    contention.setdefault(key + (row.get("run"),), []).append(quiet(row))
                    if row.get("load1") is not None:
                        loads.append(row["load1"])
                run = row.get("run")
                for clock, (median_key, list_key, _) in CLOCKS.items():
                    if run is not None:
                        per_run = tagged.setdefault(key + (row["phase"], clock), {}).setdefault(run, [])
                        per_run.extend(row.get(list_key) or [row[median_key]])
                        if quiet(row):
                            quiet_tagged.setdefault(key + (row["phase"], clock), {}).setdefault(run, []).extend(
                                row.get(list_key) or [row[median_key]])
                    else:
                        values = samples.setdefault(key + (row["phase"], clock), [])
                        values.extend((None, v) for v in row.get(list_key) or [row[median_key]])
                if row.get("rounds"):
                    rounds.setdefault(key + (row["phase"],), []).extend(row["rounds"])
    # A run's figure is the median of its repetitions.
    for key, runs in tagged.items():
        samples.setdefault(key, []).extend((run, statistics.median(v)) for run, v in sorted(runs.items()))
    quiet_samples = {key: [(run, statistics.median(v)) for run, v in sorted(runs.items())]
                     for key, runs in quiet_tagged.items()}
    # The drivers alternate a Plumb process and a kiwi process, so the i-th repetition of a
    # side in a run and the i-th of the other ran seconds apart, mostly in the same spell.
    pair_samples = {}
    for key, runs in tagged.items():
        if key[0] != "plumb":
            continue
        kiwi_runs = tagged.get(("kiwi",) + key[1:], {})
        for run, plumb_values in sorted(runs.items()):
            kiwi_values = kiwi_runs.get(run, [])
            pairs = [p / k for p, k in zip(plumb_values, kiwi_values) if k > 0]
            if pairs:
                pair_samples.setdefault(key, []).append((run, statistics.median(pairs)))
                pair_samples.setdefault(("kiwi",) + key[1:], []).append((run, 1.0))
    return samples, rounds, memory, machine, loads, counts, quiet_samples, contention, pair_samples


def fmt_time(seconds, unit=None):
    if seconds is None:
        return "—"
    if unit is None:
        unit = "s" if seconds >= 1 else "ms" if seconds >= 1e-3 else "µs"
    scaled = seconds * {"s": 1, "ms": 1e3, "µs": 1e6}[unit]
    digits = 0 if scaled >= 100 else 1 if scaled >= 10 else 2
    return f"{scaled:.{digits}f} {unit}"


def unit_of(seconds):
    return "s" if seconds >= 1 else "ms" if seconds >= 1e-3 else "µs"


def fmt_spread(values):
    """'median' and 'min–max' in the median's unit."""
    if not values:
        return "—", "—"
    med = statistics.median(values)
    unit = unit_of(med)
    low, high = fmt_time(min(values), unit), fmt_time(max(values), unit)
    return fmt_time(med, unit), f"{low.rsplit(' ', 1)[0]}–{high}"


def fmt_ratio(r):
    if r is None:
        return "—"
    if r < 0.01:
        return f"1/{1 / r:,.0f}"
    return f"{r:.3f}" if r < 0.1 else f"{r:.2f}"


def paired_ratios(samples, layout, n, phase, clock):
    """{run: Plumb / kiwi} for the runs both sides have."""
    plumb = {run: v for run, v in samples.get(("plumb", layout, n, phase, clock), []) if run is not None}
    kiwi = {run: v for run, v in samples.get(("kiwi", layout, n, phase, clock), []) if run is not None}
    return {run: plumb[run] / kiwi[run] for run in sorted(plumb) if run in kiwi and kiwi[run] > 0}


def values(samples, impl, layout, n, phase, clock):
    return [v for _, v in samples.get((impl, layout, n, phase, clock), [])]


def print_header(machine, loads, samples, counts):
    runs = sorted({run for key, vals in samples.items() for run, _ in vals if run is not None})
    probes = [m["ghz"] for m in machine if m.get("phase") == "clock probe"]
    machine = [m for m in machine if m.get("phase") == "machine"]
    if machine:
        m = machine[0]
        swift = m.get("swift")
        swift = swift[0] if isinstance(swift, list) and swift else swift
        print(f"Measured {m.get('date_utc')} UTC at commit {m.get('commit')}"
              f"{' (with uncommitted changes)' if m.get('dirty') else ''}: {m.get('cpu')} "
              f"({m.get('cpu_mhz')} MHz as /proc/cpuinfo says), nproc = {m.get('nproc')}, "
              f"MemTotal {m.get('mem_total')}, Linux {m.get('kernel')}, {swift}, "
              f"Python {m.get('python')}, kiwisolver {m.get('kiwisolver')}.")
    if runs:
        reps = {}
        for (impl, layout, n, run), per_line in counts.items():
            if run is not None:
                reps.setdefault(n, set()).add((sum(per_line), len(per_line)))
        per_n = ", ".join(
            "/".join(f"{total} in {lines} process{'es' if lines > 1 else ''}" for total, lines in sorted(reps[n]))
            + f" at N = {n:,}" for n in sorted(reps))
        print(f"{len(runs)} interleaved runs: in each, per layout and N, Plumb's and kiwi's processes"
              f" alternate (each a fresh process with an untimed warm-up at N = 100), and the median of a"
              f" side's repetitions in the run is its figure. Repetitions per side and run: {per_n}.", end="")
    if loads:
        print(f" Load average (1 min) at the start of each timed process: median {statistics.median(loads):.1f},"
              f" {min(loads):.1f}–{max(loads):.1f}.", end="")
    if probes:
        print(f" Effective core clock (`solver-table --clock-probe`, once per run): median"
              f" {statistics.median(probes):.2f} GHz, {min(probes):.2f}–{max(probes):.2f}.", end="")
    print("\n")


def print_times(samples, rounds, sizes, layout, clock):
    name = CLOCKS[clock][2]
    print(f"#### {layout}-N, {name}: medians over runs (min–max), ratio Plumb / kiwi per run\n")
    print("| phase | N | Plumb | Plumb min–max | kiwi | kiwi min–max | ratio (median of runs) | ratio min–max |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    for phase in PHASES:
        for n in sizes:
            p = values(samples, "plumb", layout, n, phase, clock)
            k = values(samples, "kiwi", layout, n, phase, clock)
            if not p and not k:
                continue
            pm, ps = fmt_spread(p)
            km, ks = fmt_spread(k)
            done = rounds.get(("kiwi", layout, n, phase))
            if done and phase == "constant change" and min(done) < 1000:
                km += f" ({min(done)}+ rounds)"
            ratios = list(paired_ratios(samples, layout, n, phase, clock).values())
            if ratios:
                ratio = f"**{fmt_ratio(statistics.median(ratios))}×**"
                spread = f"{fmt_ratio(min(ratios))}–{fmt_ratio(max(ratios))}"
            elif p and k:
                ratio, spread = f"**{fmt_ratio(statistics.median(p) / statistics.median(k))}×** (of medians)", "—"
            else:
                ratio, spread = "—", "—"
            print(f"| {LABELS.get(phase, phase)} | {n:,} | {pm} | {ps} | {km} | {ks} | {ratio} | {spread} |")
    print()


def print_runs_at(samples, layouts, n, clock):
    """The per-run ratios of every phase at N."""
    runs = sorted({run for key, vals in samples.items() if key[2] == n for run, _ in vals if run is not None})
    if not runs:
        return
    print(f"#### Plumb / kiwi in each run at N = {n:,} ({CLOCKS[clock][2]}; above 1.0 in bold)\n")
    print("| workload | phase | " + " | ".join(f"run {r}" for r in runs) + " |")
    print("| --- | --- |" + " ---: |" * len(runs))
    for layout in layouts:
        for phase in PHASES:
            if phase == "make":
                continue
            ratios = paired_ratios(samples, layout, n, phase, clock)
            if not ratios:
                continue
            cells = []
            for r in runs:
                v = ratios.get(r)
                cells.append("—" if v is None else f"**{v:.2f}**" if v > 1.0 else fmt_ratio(v))
            print(f"| {layout} | {phase} | " + " | ".join(cells) + " |")
    print()


def print_contention(contention, layouts, n):
    """Per run, how many of each side's processes at N met a contended core."""
    runs = sorted({key[3] for key in contention if key[2] == n and key[3] is not None})
    probed = [v for key, lines in contention.items() if key[2] == n for v in lines if v is not None]
    if not runs or not probed:
        return
    print(f"#### Core contention at N = {n:,}: processes that met a neighbour on their core "
          f"(CoreProbe above {CONTENDED_ABOVE} just before or after the timed repetition)\n")
    print("| workload | side | " + " | ".join(f"run {r}" for r in runs) + " |")
    print("| --- | --- |" + " ---: |" * len(runs))
    for layout in layouts:
        for impl in ("plumb", "kiwi"):
            cells = []
            for r in runs:
                lines = [v for v in contention.get((impl, layout, n, r), []) if v is not None]
                cells.append(f"{sum(1 for v in lines if not v)}/{len(lines)}" if lines else "—")
            print(f"| {layout} | {impl} | " + " | ".join(cells) + " |")
    print()


def check_bars(samples, layouts, clock):
    """Returns (lines, missed) for the bars of issue 13 on `clock`."""
    lines, missed = [], False
    over = []
    checked = False
    for layout in layouts:
        for phase in PHASES:
            if phase == "make":
                continue
            ratios = paired_ratios(samples, layout, BAR_N, phase, clock)
            if ratios:
                checked = True
            for run, ratio in ratios.items():
                if ratio > 1.0:
                    over.append(f"{layout} {phase} run {run} ({ratio:.2f}×)")
    if checked:
        if over:
            missed = True
            lines.append(f"- N = {BAR_N}, every phase ≤ 1.0× kiwi in every run: **missed**: " + "; ".join(over))
        else:
            lines.append(f"- N = {BAR_N}, every phase ≤ 1.0× kiwi in every run: ok")
    for layout in layouts:
        builds = samples.get(("plumb", layout, BUILD_BAR_N, "build", clock), [])
        if not builds:
            continue
        worst = max(v for _, v in builds)
        if worst > BUILD_BAR_SECONDS:
            missed = True
            lines.append(f"- {layout}-{BUILD_BAR_N:,} build ≤ {BUILD_BAR_SECONDS:g} s in every run: **missed** "
                         f"(slowest {fmt_time(worst)})")
        else:
            lines.append(f"- {layout}-{BUILD_BAR_N:,} build ≤ {BUILD_BAR_SECONDS:g} s in every run: ok "
                         f"(slowest of {len(builds)}: {fmt_time(worst)})")
    return lines, missed


def print_memory(memory, sizes, layout):
    if not any(key[1] == layout for key in memory):
        return
    print(f"#### {layout}-N: memory per constraint, one build in a fresh process (median over runs, min–max)\n")
    print("| N | Plumb heap B | kiwi heap B | heap ratio | Plumb RSS B | kiwi RSS B | RSS ratio |")
    print("| ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    for n in sizes:
        cells = []
        for field in ("heap_bytes", "rss_bytes"):
            meds = []
            for impl in ("plumb", "kiwi"):
                rows = memory.get((impl, layout, n), [])
                per = [r[field] / r["constraints"] for r in rows if r.get(field) is not None]
                if per:
                    med = statistics.median(per)
                    meds.append(med)
                    spread = f" ({min(per):,.0f}–{max(per):,.0f})" if len(per) > 1 else ""
                    cells.append(f"{med:,.0f}{spread}")
                else:
                    meds.append(None)
                    cells.append("—")
            cells.append(f"**{fmt_ratio(meds[0] / meds[1])}×**" if None not in meds and meds[1] else "—")
        if any(c != "—" for c in cells):
            print(f"| {n:,} | " + " | ".join(cells) + " |")
    print()


def print_growth(samples, sizes, layout, clock):
    pairs = list(zip(sizes, sizes[1:]))
    if not pairs:
        return
    print(f"Growth exponents for {layout}-N ({CLOCKS[clock][2]}, medians), log(t2/t1) / log(N2/N1) "
          "(1 = linear, 2 = quadratic):\n")
    print("| phase | " + " | ".join(f"Plumb {a:,}→{b:,}" for a, b in pairs) + " | "
          + " | ".join(f"kiwi {a:,}→{b:,}" for a, b in pairs) + " |")
    print("| --- |" + " ---: |" * (2 * len(pairs)))
    for phase in PHASES:
        if phase == "make":
            continue
        cells = []
        for impl in ("plumb", "kiwi"):
            for a, b in pairs:
                ta, tb = values(samples, impl, layout, a, phase, clock), values(samples, impl, layout, b, phase, clock)
                if ta and tb and statistics.median(ta) > 0 and statistics.median(tb) > 0:
                    cells.append(f"{math.log(statistics.median(tb) / statistics.median(ta)) / math.log(b / a):.2f}")
                else:
                    cells.append("—")
        print(f"| {phase} | " + " | ".join(cells) + " |")
    print()


def main():
    args = sys.argv[1:]
    clocks = ["cpu", "wall"]
    bars_only = False
    while args and args[0].startswith("--"):
        if args[0] == "--clock" and len(args) >= 2:
            if args[1] not in ("cpu", "wall", "both"):
                sys.exit("solver_report.py: --clock cpu, wall or both")
            clocks = ["cpu", "wall"] if args[1] == "both" else [args[1]]
            args = args[2:]
        elif args[0] == "--bars-only":
            bars_only, args = True, args[1:]
        else:
            sys.exit(f"solver_report.py: unknown option {args[0]} (see the docstring)")
    if not args:
        sys.exit("usage: solver_report.py [--clock cpu|wall|both] [--bars-only] FILE.jsonl ...")
    samples, rounds, memory, machine, loads, counts, quiet_samples, contention, pair_samples = load(args)
    sizes = sorted({key[2] for key in samples})
    layouts = [l for l in ("GRID", "INDEP") if any(key[1] == l for key in samples)]
    if not bars_only:
        print_header(machine, loads, samples, counts)
        for clock in clocks:
            print(f"### {CLOCKS[clock][2].capitalize()}\n")
            for layout in layouts:
                print_times(samples, rounds, sizes, layout, clock)
            if BAR_N in sizes:
                print_runs_at(samples, layouts, BAR_N, clock)
            for layout in layouts:
                print_growth(samples, sizes, layout, clock)
        for layout in layouts:
            print_memory(memory, sorted({key[2] for key in memory}), layout)
        print_contention(contention, layouts, BAR_N)
    print("### Bars (issue 13)\n")
    missed_any = False
    for clock in clocks:
        lines, missed = check_bars(samples, layouts, clock)
        if not lines:
            continue
        verdict = " (judged here)" if clock == "cpu" else " (for information)"
        print(f"On the {CLOCKS[clock][2]}{verdict}:\n")
        print("\n".join(lines) + "\n")
        if clock == "cpu" and missed:
            missed_any = True
    if any(v is not None for lines in contention.values() for v in lines):
        lines, _ = check_bars(quiet_samples, layouts, "cpu")
        lines = [l for l in lines if l.startswith(f"- N = {BAR_N}")]
        if lines:
            print("On the thread CPU time of the repetitions that met an uncontended core on both sides"
                  " (for information; a run's figure is then the median of fewer repetitions):\n")
            print("\n".join(lines) + "\n")
    lines, _ = check_bars(pair_samples, layouts, "cpu")
    lines = [l for l in lines if l.startswith(f"- N = {BAR_N}")]
    if lines:
        print("On the thread CPU time, each run's figure the median over its pairs of Plumb's time over"
              " that of the kiwi process run right after it (for information: a spell of contention"
              " meets a pair's two processes alike more often than it meets both sides' medians):\n")
        print("\n".join(lines) + "\n")
    sys.exit(1 if missed_any else 0)


if __name__ == "__main__":
    main()
