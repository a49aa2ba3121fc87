#!/usr/bin/env python3
"""Compare Tengen's computed results with gnugo's on counted games (docs/verification.md).

Usage:
  java -jar target/tengen.jar verify DIR --rules chinese-2002 --format json > chinese.jsonl
  java -jar target/tengen.jar verify DIR --format json > own.jsonl
  python3 docs/tools/compare_with_gnugo.py chinese.jsonl own.jsonl --run-gnugo gnugo.tsv   # slow: ~10 s a game
  python3 docs/tools/compare_with_gnugo.py chinese.jsonl own.jsonl gnugo.tsv               # table only

Counted games are those recorded with a margin (B+3.5) whose dead stones Tengen had to estimate.
gnugo reads KM[750] as 750 points of komi; as komi only shifts the final count, its margin is
corrected by the difference between the written komi and the komi Tengen normalised it to.
"""
import json, re, subprocess, sys
from decimal import Decimal as D


def load(path):
    with open(path, encoding="utf-8") as f:
        return {x["file"]: x for x in map(json.loads, f)}


def counted(v):
    r = v["recorded"]
    return v["deadStones"] == "estimated" and r[1:2] == "+" and r[2:3].isdigit()


def margin(text):
    m = re.match(r"(Black|White) wins by ([0-9.]+) points", text.strip())
    if m:
        v = D(m.group(2))
        return v if m.group(1) == "Black" else -v
    return D(0) if "draw" in text.lower() or "jigo" in text.lower() else None


def notation(v):
    if v is None:
        return None
    return "Draw" if v == 0 else ("B+" if v > 0 else "W+") + format(abs(v).normalize(), "f")


def run_gnugo(files, out):
    with open(out, "w", encoding="utf-8") as o:
        for f in files:
            try:
                r = subprocess.run(["gnugo", "--chinese-rules", "--score", "aftermath", "-l", f],
                                   capture_output=True, text=True, timeout=120).stdout
            except subprocess.TimeoutExpired:
                r = ""
            line = next((l for l in r.splitlines() if "wins by" in l or "draw" in l.lower()), "")
            o.write(f + "\t" + line + "\n")


def main(argv):
    chinese, own = load(argv[1]), load(argv[2])
    if argv[3] == "--run-gnugo":
        tsv = argv[4]
        run_gnugo([f for f, v in chinese.items() if counted(v)], tsv)
    else:
        tsv = argv[3]
    rows = {"gnugo": [0, 0], "chinese": [0, 0], "own": [0, 0]}
    n = 0
    with open(tsv, encoding="utf-8") as f:
        for line in f:
            path, out = line.rstrip("\n").split("\t", 1)
            if path not in chinese:
                continue
            v = chinese[path]
            g = margin(out.split("|")[0]) if out else None
            raw = open(path, "rb").read().decode("utf-8", "replace")
            km = re.search(r"KM\[([^]]*)\]", raw)
            if g is not None and km and v["komiPoints"] is not None:
                try:
                    g += D(km.group(1)) - D(str(v["komiPoints"]))
                except ArithmeticError:
                    pass
            n += 1
            rec = v["recorded"]
            for key, result in (("gnugo", notation(g)), ("chinese", v["computed"]), ("own", own[path]["computed"])):
                rows[key][0] += result == rec
                rows[key][1] += bool(result) and result[0] == rec[0]
    names = {"gnugo": "gnugo 3.8 `--chinese-rules --score aftermath`",
             "chinese": "Tengen `--rules chinese-2002` (like for like)",
             "own": "Tengen as `verify` runs it (the record's own rules)"}
    print(f"games compared: {n}\n\n| measure | exact result | winner |\n| --- | --- | --- |")
    for key, (exact, winner) in rows.items():
        print(f"| {names[key]} | {exact} ({100 * exact / n:.1f}%) | {winner} ({100 * winner / n:.1f}%) |")


if __name__ == "__main__":
    main(sys.argv)
