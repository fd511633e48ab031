#!/usr/bin/env bash
# One round of the Langford 15 exact cover count (issue 13's scaling problem: Knuth's DLX1 takes
# 1.18 G nodes), alternating the plain command and `sudokux spark` on the same threads:
#   xc --count --threads 1, spark xc --count --threads 1 (local[1]),
#   xc --count --threads 2, spark xc --count --threads 2 (local[2]),
# printing each run's wall time (JVM and Spark start-up included) and each spark run's --stats line;
# the counts are compared. The local[2] run writes its task times (--task-times) to
# OUT/tasks-local2.txt for bench's ScaleOnPaper. One round takes about 7-8 minutes on a 2-core
# machine: run it under /work/tools/quiet, one round a call, and repeat for the median.
#
#   bench/spark-langford.sh OUT [N]     N: Langford's order (default 15); OUT: a directory for the
#                                       outputs (created)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out="$1"
n="${2:-15}"
mkdir -p "$out"
problem="$out/langford-$n.dlx"
"$root/sudokux" xc --make langford "$n" > "$problem"
"$root/sudokux" spark --version >/dev/null 2>&1 # both jars built, outside the timings

now() { date +%s.%N; }
timed() { # label command...
  local t0 t1
  t0=$(now); "${@:2}" > "$out/out.$1" 2> "$out/err.$1"; t1=$(now)
  echo "$1 $(echo "$t1 - $t0" | bc) s; $(grep -v '^$' "$out/err.$1" | tail -1)"
}
date -u
timed cli-1 "$root/sudokux" xc --count --threads 1 "$problem"
timed spark-1 "$root/sudokux" spark xc --count --stats --threads 1 "$problem"
timed cli-2 "$root/sudokux" xc --count --threads 2 "$problem"
timed spark-2 "$root/sudokux" spark xc --count --stats --threads 2 --task-times "$out/tasks-local2.txt" "$problem"
for f in spark-1 cli-2 spark-2; do
  cmp -s "$out/out.cli-1" "$out/out.$f" || echo "DIFFERENT count: $f $(cat "$out/out.$f") against $(cat "$out/out.cli-1")"
done
echo "count $(cat "$out/out.cli-1")"
