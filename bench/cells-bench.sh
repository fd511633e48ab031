#!/usr/bin/env bash
# The dancing-cells engine beside Knuth's SSXCC (and DLX1, or DLX2 for colours) on the same files,
# alternating, in one run: the targets of issue 11 (one thread at most SSXCC's wall time, every core
# at most 0.55 of it, small instances within 2x end to end).
#
#   KNUTH=DIR bench/cells-bench.sh [--runs N] [--wrap CMD] FILE.dlx...
#
# DIR holds Knuth's ssxcc, dlx1 and dlx2, built by you (this script never builds them; BENCHMARKS.md
# says how). Each run of each file times, in turn:
#   ssxcc   Knuth's SSXCC:                       ssxcc m0 < FILE
#   dlx     Knuth's DLX1 (DLX2 when colours):    dlx1 m0 < FILE
#   cells1  sudokux, dancing cells, one thread:  sudokux xc --count --stats --threads 1 --engine cells FILE
#   autoN   sudokux as users run it:             sudokux xc --count --stats FILE   (every core)
# Wall clock: JVM start, reading the file and JIT warm-up included for sudokux. --wrap CMD runs each
# timed command under CMD (e.g. /work/tools/quiet: each measurement has the machine alone; the wait is
# not timed). Prints a Markdown row a file: medians (ranges), and the ratios cells1/ssxcc and
# autoN/ssxcc; the counts of all four are checked to agree.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
knuth="${KNUTH:?set KNUTH to the folder of Knuth programs ssxcc dlx1 dlx2}"
runs=3
wrap=()
while [[ $# -gt 0 ]]; do
  case "$1" in
    --runs) runs="$2"; shift 2 ;;
    --wrap) read -r -a wrap <<< "$2"; shift 2 ;;
    -*) echo "cells-bench: unknown option $1" >&2; exit 2 ;;
    *) break ;;
  esac
done
[[ $# -gt 0 ]] || { sed -n '2,9p' "$0" >&2; exit 2; }
for p in ssxcc dlx1 dlx2; do
  [[ -x "$knuth/$p" ]] || { echo "cells-bench: $knuth/$p is missing (see BENCHMARKS.md)" >&2; exit 2; }
done
sudokux="$root/sudokux"
"$sudokux" --version >/dev/null # build the jar (and its class-data archive) outside the timings
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

median() { sort -g | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR+1)/2] : (a[NR/2] + a[NR/2+1]) / 2}'; }
range() { sort -g | awk 'NR == 1 {lo=$1} {hi=$1} END {printf "%.2f-%.2f", lo, hi}'; }

# timed NAME FILE COMMAND...: runs it (under the wrapper) with FILE on stdin; wall time to $tmp/NAME.all.
timed() {
  local name="$1" file="$2"; shift 2
  "${wrap[@]}" bash -c 't0=$(date +%s.%N); "$@" < "$0" > "'"$tmp/$name.out"'" 2> "'"$tmp/$name.err"'"; rc=$?;
                        t1=$(date +%s.%N); echo "$t1 - $t0" | bc > "'"$tmp/$name.t"'"; exit $rc' "$file" "$@"
  cat "$tmp/$name.t" >> "$tmp/$name.all"
}
knuth_count() { sed -nE 's/^Altogether ([0-9]+) solutions?.*/\1/p' "$tmp/$1.err" | tail -1; }

echo "| file | SSXCC s | DLX s | cells, 1 thread s | auto, $(nproc) threads s | cells1 / SSXCC | auto$(nproc) / SSXCC | solutions |"
echo "|---|---:|---:|---:|---:|---:|---:|---:|"
for file in "$@"; do
  dlx=dlx1
  grep -v '^|' "$file" | tail -n +2 | grep -q ':' && dlx=dlx2
  rm -f "$tmp"/*.all
  for ((i = 1; i <= runs; i++)); do
    timed ssxcc "$file" "$knuth/ssxcc" m0
    timed dlx "$file" "$knuth/$dlx" m0
    timed cells1 "$file" "$sudokux" xc --count --stats --threads 1 --engine cells
    timed autoN "$file" "$sudokux" xc --count --stats
    counts="$(knuth_count ssxcc) $(knuth_count dlx) $(cat "$tmp/cells1.out") $(cat "$tmp/autoN.out")"
    read -r a b c d <<< "$counts"
    [[ "$a" == "$b" && "$b" == "$c" && "$c" == "$d" ]] || { echo "cells-bench: counts differ on $file: $counts" >&2; exit 1; }
    echo "$(basename "$file") run $i: ssxcc $(cat "$tmp/ssxcc.t") $dlx $(cat "$tmp/dlx.t") cells1 $(cat "$tmp/cells1.t") autoN $(cat "$tmp/autoN.t") ($a solutions)" >&2
  done
  cell() { printf '%.2f (%s)' "$(median < "$tmp/$1.all")" "$(range < "$tmp/$1.all")"; }
  ratio() { printf '%.2f' "$(echo "$(median < "$tmp/$1.all") / $(median < "$tmp/ssxcc.all")" | bc -l)"; }
  printf '| %s | %s | %s | %s | %s | %s | %s | %s |\n' "$(basename "$file")" "$(cell ssxcc)" "$(cell dlx)" \
    "$(cell cells1)" "$(cell autoN)" "$(ratio cells1)" "$(ratio autoN)" "$a"
done
echo "($runs runs a file, alternating; medians (ranges) of wall seconds; $(date -u '+%Y-%m-%d %H:%M UTC'); $(nproc) cores)"
