#!/usr/bin/env python3
"""Turns ../shared/data/ratings/tygem-2015-games.zip (one game a line, tab-separated: game id,
C+date time, Black's name, Black's account, a level digit, White's name, White's account, a level
digit, result, moves, time control) into the CSV `ratings backtest` reads:
date,event,black,white,handicap,komi,result,black_rank,white_rank.

Players are their account ids; the games are even with Tygem's 6.5 komi; the level digits are not
grades, so ranks are left blank. Results other than a win for one side are dropped (none occur).

    python3 docs/tools/tygem_to_csv.py ../shared/data/ratings/tygem-2015-games.zip > target/tygem-2015.csv
"""
import io
import sys
import zipfile

with zipfile.ZipFile(sys.argv[1]) as z:
    name = z.namelist()[0]
    out = sys.stdout
    out.write("date,event,black,white,handicap,komi,result,black_rank,white_rank\n")
    with z.open(name) as f:
        for raw in io.TextIOWrapper(f, encoding="utf-8", errors="replace"):
            c = raw.rstrip("\r\n").split("\t")
            if len(c) < 9 or not c[1].startswith("C"):
                continue
            date = c[1][1:11].replace(".", "-")
            result = c[8][:1].upper()
            if result not in ("B", "W"):
                continue
            black, white = c[3].replace(",", "_"), c[6].replace(",", "_")
            out.write(f"{date},tygem,{black},{white},0,6.5,{result},,\n")
