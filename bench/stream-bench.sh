#!/usr/bin/env bash
# Streams a big batch through `sudokux check` and reports its peak memory: the 17-clue set repeated
# until the file has at least LINES lines (default 10 million, about 820 MB, written to a temporary
# file that is removed afterwards), checked on every core. Memory must stay flat: the peak for
# 10 million lines should be what it is for 50,000.
#
#   bench/stream-bench.sh [LINES] [PUZZLES_FILE]
#         default: 10000000, ../shared/data/puzzles2_17_clue
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
lines="${1:-10000000}"
source_file="${2:-$root/../shared/data/puzzles2_17_clue}"
command -v /usr/bin/time >/dev/null || { echo "stream-bench: needs /usr/bin/time (GNU time)" >&2; exit 2; }

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
grep -v '^#' "$source_file" > "$work/one.txt"
per=$(wc -l < "$work/one.txt")
copies=$(( (lines + per - 1) / per ))
for ((i = 0; i < copies; i++)); do cat "$work/one.txt"; done > "$work/big.txt"
"$root/sudokux" --version >/dev/null # build first, outside the measurement

for input in "$work/one.txt" "$work/big.txt"; do
  n=$(wc -l < "$input")
  /usr/bin/time -f "%e %M" -o "$work/time" "$root/sudokux" check --quiet --stats "$input" > "$work/out" 2> "$work/stats"
  read -r wall rss < "$work/time"
  printf '%'"'"'12d lines: %s s wall, peak RSS %s MB, %s answers; %s\n' "$n" "$wall" "$((rss / 1024))" \
    "$(wc -l < "$work/out")" "$(tail -1 "$work/stats")"
done
