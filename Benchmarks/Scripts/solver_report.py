#!/usr/bin/env python3
"""Merges solver-table's and kiwi/grid.py's JSON lines into one markdown report.

    python3 solver_report.py [--clock cpu|wall] plumb.jsonl kiwi.jsonl [memory.jsonl ...]

--clock cpu (the default) reports the measuring thread's CPU time, which time-slicing on a
loaded machine does not inflate; --clock wall the monotonic wall clock.

Prints, per workload (GRID, INDEP): a table of Plumb's and kiwi's medians with the
ratio Plumb / kiwi (below 1 means Plumb is faster), the memory per constraint of one
build, and the growth exponents log(t2/t1) / log(N2/N1) between successive N.
"""
import json
import math
import sys

PHASES = ["build", "smooth edit", "jump edit", "remove", "re-add", "constant change"]
PER_ROUND = {"smooth edit", "jump edit", "constant change"}


def load(paths):
    times, memory = {}, {}
    for path in paths:
        with open(path) as f:
            for line in f:
                line = line.strip()
                if not line.startswith("{"):
                    continue
                row = json.loads(line)
                key = (row["impl"], row["layout"], row["n"])
                if row["phase"] == "memory":
                    previous = memory.get(key, {})
                    # A fresh-process measurement (with RSS) wins over the in-run heap figure.
                    if row.get("rss_bytes") is not None or not previous:
                        memory[key] = row
                else:
                    times[key + (row["phase"],)] = row
    return times, memory


def fmt_time(seconds):
    if seconds is None:
        return "—"
    if seconds >= 1:
        scaled, unit = seconds, "s"
    elif seconds >= 1e-3:
        scaled, unit = seconds * 1e3, "ms"
    else:
        scaled, unit = seconds * 1e6, "µs"
    digits = 0 if scaled >= 100 else 1 if scaled >= 10 else 2
    return f"{scaled:.{digits}f} {unit}"


def fmt_ratio(a, b):
    if a is None or b is None or b == 0:
        return "—"
    r = a / b
    if r < 0.01:
        return f"1/{1 / r:,.0f}"
    return f"{r:.3f}×" if r < 0.1 else f"{r:.2f}×"


def main():
    args = sys.argv[1:]
    clock = "cpu"
    if len(args) >= 2 and args[0] == "--clock":
        clock, args = args[1], args[2:]
        if clock not in ("cpu", "wall"):
            sys.exit("solver_report.py: --clock cpu or wall")
    key = "per_op_cpu_seconds" if clock == "cpu" else "per_op_seconds"
    clock_name = "thread CPU time" if clock == "cpu" else "wall clock"
    times, memory = load(args)
    sizes = sorted({key[2] for key in times})
    for layout in ("GRID", "INDEP"):
        if not any(key[1] == layout for key in times):
            continue
        print(f"### {layout}-N: Plumb / kiwi = ratio ({clock_name}, medians; per round for edits)\n")
        header = "| phase | " + " | ".join(f"N = {n:,}" for n in sizes) + " |"
        print(header)
        print("| --- |" + " --- |" * len(sizes))
        for phase in PHASES:
            cells = []
            for n in sizes:
                p = times.get(("plumb", layout, n, phase))
                k = times.get(("kiwi", layout, n, phase))
                pt = p[key] if p else None
                kt = k[key] if k else None
                note = ""
                if k and phase == "constant change" and k.get("rounds") and min(k["rounds"]) < 1000:
                    note = f" ({min(k['rounds'])}+ rounds)"
                cells.append(f"{fmt_time(pt)} / {fmt_time(kt)}{note} = **{fmt_ratio(pt, kt)}**")
            label = f"{phase} (per round)" if phase in PER_ROUND else phase
            print(f"| {label} | " + " | ".join(cells) + " |")
        for field, label in (("heap_bytes", "heap B / constraint"), ("rss_bytes", "RSS B / constraint")):
            cells = []
            for n in sizes:
                values = []
                for impl in ("plumb", "kiwi"):
                    m = memory.get((impl, layout, n))
                    values.append(m[field] / m["constraints"] if m and m.get(field) is not None else None)
                text = " / ".join("—" if v is None else f"{v:,.0f}" for v in values)
                cells.append(f"{text} = **{fmt_ratio(*values)}**")
            print(f"| {label} | " + " | ".join(cells) + " |")
        counts = []
        for n in sizes:
            row = times.get(("plumb", layout, n, "build")) or times.get(("kiwi", layout, n, "build"))
            counts.append(f"{row['constraints']:,}" if row else "—")
        print("| constraints | " + " | ".join(counts) + " |")
        print()
        print(f"Growth exponents for {layout}-N ({clock_name}), log(t2/t1) / log(N2/N1) "
              "(1 = linear, 2 = quadratic):\n")
        pairs = list(zip(sizes, sizes[1:]))
        print("| phase | " + " | ".join(f"Plumb {a:,}→{b:,}" for a, b in pairs) + " | "
              + " | ".join(f"kiwi {a:,}→{b:,}" for a, b in pairs) + " |")
        print("| --- |" + " ---: |" * (2 * len(pairs)))
        for phase in PHASES:
            cells = []
            for impl in ("plumb", "kiwi"):
                for a, b in pairs:
                    ta = times.get((impl, layout, a, phase))
                    tb = times.get((impl, layout, b, phase))
                    if ta and tb and ta[key] > 0 and tb[key] > 0:
                        slope = math.log(tb[key] / ta[key]) / math.log(b / a)
                        cells.append(f"{slope:.2f}")
                    else:
                        cells.append("—")
            print(f"| {phase} | " + " | ".join(cells) + " |")
        print()


if __name__ == "__main__":
    main()
