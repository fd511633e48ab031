#!/usr/bin/env bash
# `sudokux rate --threads 1` beside Sukaku Explainer's `serate` (one thread), end to end (JVM start
# included), the same puzzles in the same order, alternating round by round; each program's ratings
# are compared line by line, then the median and range of each program's seconds and their ratio.
#
#   SERATE_CP=/tmp/ref-se/suk/out bench/rate-vs-serate.sh PUZZLES [ROUNDS]
#
# PUZZLES: one 81-character puzzle a line (nothing else on the line). serate is not part of this
# repository: BENCHMARKS.md says how it was built. Run it under /work/tools/quiet on the team machine.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
serate_cp="${SERATE_CP:?set SERATE_CP to the class folder of a serate build}"
puzzles="${1:?puzzle file}"
rounds="${2:-3}"
"$root/sudokux" --version >/dev/null # build the jar (and its class-data archive) outside the timings
"$root/sudokux" rate --threads 1 --quiet "$root/examples/9x9.txt" >/dev/null
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
now() { date +%s.%N; }
for ((r = 1; r <= rounds; r++)); do
  t0=$(now)
  java -cp "$serate_cp" diuf.sudoku.test.serate --format=%r --input="$puzzles" >"$out/serate" 2>/dev/null
  t1=$(now)
  "$root/sudokux" rate --threads 1 --quiet "$puzzles" >"$out/rate"
  t2=$(now)
  s=$(echo "$t1 - $t0" | bc)
  o=$(echo "$t2 - $t1" | bc)
  same=$(paste -d' ' <(awk '{print $1}' "$out/rate") "$out/serate" | awk '$1 == $2' | wc -l)
  echo "round $r: serate $s s, sudokux $o s, same rating $same of $(wc -l <"$puzzles")"
  echo "$s $o" >>"$out/times"
done
median() { sort -g | awk '{v[NR] = $1} END {printf "%.2f s (%.2f-%.2f)", v[int((NR + 1) / 2)], v[1], v[NR]}'; }
sm=$(awk '{print $1}' "$out/times" | sort -g | awk '{v[NR] = $1} END {print v[int((NR + 1) / 2)]}')
om=$(awk '{print $2}' "$out/times" | sort -g | awk '{v[NR] = $1} END {print v[int((NR + 1) / 2)]}')
echo "serate: median $(awk '{print $1}' "$out/times" | median); sudokux: median $(awk '{print $2}' "$out/times" | median);" \
  "serate / sudokux $(echo "scale=1; $sm / $om" | bc)"
