#!/usr/bin/env bash
# Throughput of `sudokux bench --solver fast --threads 1` beside tdoku's `run_benchmark`, one
# thread each, uniqueness confirmed by both (each search stops at a second solution), the same
# puzzles in the same order (tdoku: `-r0 -n <puzzles in the file>`, so its data set is the file
# exactly as given), alternating set by set and round by round; then the median and range of each.
#
#   TDOKU=/tmp/ref-tdoku/src/build/run_benchmark bench/fast-vs-tdoku.sh [ROUNDS] [FILE...]
#
# Default files: the six sets of issue 15 under ../shared/data. WARMUP and TIME (seconds, default
# 3 and 5) are given to both programs. tdoku is not part of this repository: BENCHMARKS.md says
# how it was built. Output: one line per measurement (round, set, program, puzzles/s), then a table.
# BASE=path/to/an/older/sudokux.jar also measures that jar ("base") right after this one, set by
# set, and adds its table: an A/B of two builds beside the same tdoku runs.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
tdoku="${TDOKU:?set TDOKU to the path of run_benchmark}"
rounds="${1:-3}"
shift || true
data="$root/../shared/data"
files=("$@")
if [[ ${#files[@]} -eq 0 ]]; then
  files=("$data/puzzles2_17_clue" "$data/puzzles3_magictour_top1465" "$data/puzzles5_forum_hardest_1905_11+"
         "$data/puzzles6_forum_hardest_1106" "$data/msolve_hardest_to_solve_1000" "$data/puzzles7_serg_benchmark")
fi
warmup="${WARMUP:-3}"
time="${TIME:-5}"
jar="$root/cli/target/sudokux.jar"
base="${BASE:-}"
"$root/sudokux" --version >/dev/null # build the jar first, outside the timings

# The same JVM options as the launcher (without class-data sharing, which only speeds start-up).
java_opts=(-XX:+UseSerialGC -XX:Tier4BackEdgeThreshold=400000)

count() { grep -v '^#' "$1" | tr -d '\r' | grep -c '^.\{81\}'; }

results=$(mktemp)
trap 'rm -f "$results"' EXIT
for ((r = 1; r <= rounds; r++)); do
  for f in "${files[@]}"; do
    name=$(basename "$f")
    n=$(count "$f")
    t=$("$tdoku" -r0 -n "$n" -w "$warmup" -t "$time" -s tdoku -c1 "$f" | awk -F, '$5 == "tdoku" {print $6}')
    echo "$r $name tdoku $t" | tee -a "$results"
    s=$(java "${java_opts[@]}" -jar "$jar" bench --solver fast --threads 1 --warmup "$warmup" --time "$time" --csv "$f" \
        | awk -F, '$1 == "fast" {print $3}')
    echo "$r $name fast $s" | tee -a "$results"
    if [[ -n "$base" ]]; then
      b=$(java "${java_opts[@]}" -jar "$base" bench --solver fast --threads 1 --warmup "$warmup" --time "$time" --csv "$f" \
          | awk -F, '$1 == "fast" {print $3}')
      echo "$r $name base $b" | tee -a "$results"
    fi
  done
done

programs=(fast)
[[ -n "$base" ]] && programs+=(base)
for prog in "${programs[@]}"; do
echo
printf '| %-34s | %-24s | %-24s | %-17s |\n' "set" "$prog puzzles/s, median (range)" "tdoku puzzles/s, median (range)" "ratio, median (range of rounds)"
for f in "${files[@]}"; do
  name=$(basename "$f")
  awk -v set="$name" -v prog="$prog" '
    $2 == set && $3 == prog { f[$1] = $4 }
    $2 == set && $3 == "tdoku" { t[$1] = $4 }
    function median(a, n,   i, j, x, s) {
      n = 0; for (i in a) s[++n] = a[i]
      for (i = 2; i <= n; i++) { x = s[i]; for (j = i - 1; j > 0 && s[j] > x; j--) s[j + 1] = s[j]; s[j + 1] = x }
      lo = s[1]; hi = s[n]
      return (n % 2) ? s[(n + 1) / 2] : (s[n / 2] + s[n / 2 + 1]) / 2
    }
    END {
      for (r in f) q[r] = f[r] / t[r]
      mf = median(f); flo = lo; fhi = hi
      mt = median(t); tlo = lo; thi = hi
      mq = median(q); qlo = lo; qhi = hi
      printf "| %-34s | %8.0f (%.0f-%.0f) | %8.0f (%.0f-%.0f) | %.2f (%.2f-%.2f) |\n", set, mf, flo, fhi, mt, tlo, thi, mq, qlo, qhi
    }' "$results"
done
done
if [[ -n "$base" ]]; then
  echo
  printf '| %-34s | %-33s |\n' "set" "fast / base, median (range of rounds)"
  for f in "${files[@]}"; do
    awk -v set="$(basename "$f")" '
      $2 == set && $3 == "fast" { f[$1] = $4 }
      $2 == set && $3 == "base" { b[$1] = $4 }
      END {
        n = 0; for (r in f) s[++n] = f[r] / b[r]
        for (i = 2; i <= n; i++) { x = s[i]; for (j = i - 1; j > 0 && s[j] > x; j--) s[j + 1] = s[j]; s[j + 1] = x }
        m = (n % 2) ? s[(n + 1) / 2] : (s[n / 2] + s[n / 2 + 1]) / 2
        printf "| %-34s | %.3f (%.3f-%.3f) |\n", set, m, s[1], s[n]
      }' "$results"
  done
fi
