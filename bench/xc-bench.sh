#!/usr/bin/env bash
# Times sudokux's exact cover engine beside the C yardstick (bench/c/dlx.c, built here with gcc -O2)
# on the same problem, alternating them, and prints the median of each: the C program, sudokux on
# one thread (the same algorithm, same tree), and sudokux on every core (--count's default).
#
#   bench/xc-bench.sh [PROBLEM.dlx] [RUNS]     default: examples/pentomino-6x10.dlx, 5 runs
#
# "search" is the time inside the search loop as each program reports it; "wall" is the whole
# command (for sudokux: JVM start, reading the file, JIT warm-up and all).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
problem="${1:-$root/examples/pentomino-6x10.dlx}"
runs="${2:-5}"

mkdir -p "$root/bench/c/build"
gcc -O2 -o "$root/bench/c/build/dlx" "$root/bench/c/dlx.c"
"$root/sudokux" --version >/dev/null # build the jar first, outside the timings

now() { date +%s.%N; }
median() { sort -g | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR+1)/2] : (a[NR/2] + a[NR/2+1]) / 2}'; }
field() { sed -n "s/.*[ ,;] *\([0-9.]*\) s search.*/\1/p"; }

c_search=(); c_wall=(); j1_search=(); j1_wall=(); jn_search=(); jn_wall=()
for ((i = 1; i <= runs; i++)); do
  t0=$(now); c_out=$("$root/bench/c/build/dlx" < "$problem"); t1=$(now)
  c_search+=("$(echo "$c_out" | field)"); c_wall+=("$(awk "BEGIN {print $t1 - $t0}")")
  t0=$(now); j1_out=$("$root/sudokux" xc --count --threads 1 --stats "$problem" 2>&1 >/dev/null); t1=$(now)
  j1_search+=("$(echo "$j1_out" | field)"); j1_wall+=("$(awk "BEGIN {print $t1 - $t0}")")
  t0=$(now); jn_out=$("$root/sudokux" xc --count --stats "$problem" 2>&1 >/dev/null); t1=$(now)
  jn_search+=("$(echo "$jn_out" | field)"); jn_wall+=("$(awk "BEGIN {print $t1 - $t0}")")
  echo "run $i: C ${c_search[-1]} s (wall ${c_wall[-1]}) | sudokux 1 thread ${j1_search[-1]} s" \
       "(wall ${j1_wall[-1]}) | sudokux $(nproc) threads ${jn_search[-1]} s (wall ${jn_wall[-1]})" >&2
done
echo "problem: $(basename "$problem"), $runs runs, $(date -u +%Y-%m-%d), $(nproc) cores"
echo "C (gcc -O2):        $c_out"
echo "sudokux, 1 thread:  $j1_out"
echo "sudokux, $(nproc) threads: $jn_out"
printf '| program | search s (median) | wall s (median) |\n|---|---:|---:|\n'
printf '| C, gcc -O2 | %.3f | %.3f |\n' "$(printf '%s\n' "${c_search[@]}" | median)" "$(printf '%s\n' "${c_wall[@]}" | median)"
printf '| sudokux xc --count --threads 1 | %.3f | %.3f |\n' "$(printf '%s\n' "${j1_search[@]}" | median)" "$(printf '%s\n' "${j1_wall[@]}" | median)"
printf '| sudokux xc --count (%d threads) | %.3f | %.3f |\n' "$(nproc)" "$(printf '%s\n' "${jn_search[@]}" | median)" "$(printf '%s\n' "${jn_wall[@]}" | median)"
