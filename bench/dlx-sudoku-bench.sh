#!/usr/bin/env bash
# Times sudokux's bitset solver beside the C++ DLX yardstick (bench/cpp/dlx_sudoku.cpp, built here
# with g++ -O2 into bench/cpp/build/) on the same puzzles, uniqueness confirmed (each search stops
# at a second solution), alternating them, and prints every run and the median of each.
#
#   bench/dlx-sudoku-bench.sh [FILE] [RUNS] [SOLVER]
#
# FILE: one puzzle a line (default: the 15 'test3.16' hexadokus of
#   ../shared/data/large/hexadoku_enjoysudoku_244.txt, copied to a temporary file);
# RUNS: default 3; SOLVER: default bitset.
#
# Figures, all for the whole file on one thread:
#   C++      the yardstick's own total (search and building its links; the process starts in ms);
#   check    wall time of 'sudokux check --solver SOLVER --threads 1 FILE': a cold JVM, so JVM
#            start, reading, JIT warm-up and all;
#   warm     the same puzzles in a warm JVM: 'sudokux bench' (2 s warm-up, then 5 s cycling through
#            them), usec/puzzle times the number of puzzles.
# The machine may be shared: the load average is printed with each run; compare runs made together.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
runs="${2:-3}"
solver="${3:-bitset}"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
if [[ -n "${1:-}" ]]; then
  file="$1"
else
  grep 'test3\.16' "$root/../shared/data/large/hexadoku_enjoysudoku_244.txt" > "$tmp/test3.16.txt"
  file="$tmp/test3.16.txt"
fi
count=$(grep -cv '^\s*\(#.*\)\?$' "$file")

mkdir -p "$root/bench/cpp/build"
g++ -O2 -o "$root/bench/cpp/build/dlx_sudoku" "$root/bench/cpp/dlx_sudoku.cpp"
"$root/sudokux" --version >/dev/null # build the jar first, outside the timings

now() { date +%s.%N; }
median() { sort -g | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR+1)/2] : (a[NR/2] + a[NR/2+1]) / 2}'; }
load() { cut -d' ' -f1-3 /proc/loadavg; }

cpp=(); check=(); warm=()
for ((i = 1; i <= runs; i++)); do
  cpp_out=$("$root/bench/cpp/build/dlx_sudoku" -u -q "$file" 2>&1)
  cpp+=("$(echo "$cpp_out" | sed -n 's/.*; \([0-9.]*\) s total.*/\1/p')")
  t0=$(now); statuses=$("$root/sudokux" check --solver "$solver" --threads 1 "$file" | sort | uniq -c | xargs); t1=$(now)
  check+=("$(awk "BEGIN {print $t1 - $t0}")")
  us=$("$root/sudokux" bench --solver "$solver" --warmup 2 --time 5 --csv "$file" | awk -F, 'NR > 1 && $1 != "" {print $4}' | tail -1)
  warm+=("$(awk "BEGIN {print $us * $count / 1e6}")")
  echo "run $i (load $(load)): C++ ${cpp[-1]} s | sudokux check ${check[-1]} s wall ($statuses)" \
       "| sudokux warm ${warm[-1]} s" >&2
done
echo "file: $(basename "$file"), $count puzzles, uniqueness confirmed, $runs runs, $(date -u +%Y-%m-%dT%H:%MZ)," \
     "$(nproc) cores, load $(load)"
echo "C++: $cpp_out"
printf '| program | total s (median of %d) |\n|---|---:|\n' "$runs"
printf '| C++ DLX (g++ -O2, -u) | %.3f |\n' "$(printf '%s\n' "${cpp[@]}" | median)"
printf '| sudokux check --solver %s --threads 1 (cold JVM, wall) | %.3f |\n' "$solver" "$(printf '%s\n' "${check[@]}" | median)"
printf '| sudokux bench --solver %s (warm JVM) | %.3f |\n' "$solver" "$(printf '%s\n' "${warm[@]}" | median)"
