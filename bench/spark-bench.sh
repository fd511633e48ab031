#!/usr/bin/env bash
# Times `sudokux spark` in local[1] and local[2] beside the plain command on the same machine and
# threads, alternating them, and prints every run's wall time (median and range in BENCHMARKS.md):
#   - an exact cover count: examples/pentomino-6x10.dlx (spark xc --count; xc --count --threads N)
#   - a rating job: the first PUZZLES puzzles of ../shared/data/puzzles6_forum_hardest_1106
#     (spark rate; rate --threads N)
# Run it under /work/tools/quiet on a shared machine.
#
#   bench/spark-bench.sh [RUNS] [PUZZLES]     default: 3 runs, 300 puzzles
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
runs="${1:-3}"
puzzles="${2:-300}"
data="$root/../shared/data/puzzles6_forum_hardest_1106"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
grep -v '^#' "$data" | head -n "$puzzles" > "$work/rate.txt"
"$root/sudokux" --version >/dev/null
"$root/sudokux" spark --version >/dev/null 2>&1 # build both jars first, outside the timings

now() { date +%s.%N; }
timed() { # label command...
  local t0 t1
  t0=$(now); "${@:2}" > "$work/out.$1" 2>/dev/null; t1=$(now)
  echo "$1 $(echo "$t1 - $t0" | bc)"
}
for r in $(seq 1 "$runs"); do
  for n in 1 2; do
    timed "xc-cli-$n" "$root/sudokux" xc --count --threads "$n" "$root/examples/pentomino-6x10.dlx"
    timed "xc-spark-$n" "$root/sudokux" spark xc --count --threads "$n" "$root/examples/pentomino-6x10.dlx"
    cmp -s "$work/out.xc-cli-$n" "$work/out.xc-spark-$n" || echo "DIFFERENT xc output ($n)"
    timed "rate-cli-$n" "$root/sudokux" rate --threads "$n" "$work/rate.txt"
    timed "rate-spark-$n" "$root/sudokux" spark rate --threads "$n" "$work/rate.txt"
    cmp -s "$work/out.rate-cli-$n" "$work/out.rate-spark-$n" || echo "DIFFERENT rate output ($n)"
  done
done
