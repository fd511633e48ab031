#!/usr/bin/env bash
# The HTTP API under load, server and load generator on this machine, loopback only:
#  1. POST /api/v1/solve: one 17-clue puzzle a request (the next puzzle of the set each time),
#     CONNECTIONS connections (default 64), requests/s and latency percentiles, after a warm-up, with
#     wrk (Debian: apt-get install wrk), RUNS times. (A load generator in Java, bench's HttpLoad, was
#     removed: on two cores the client shares the CPU with the server, and wrk, in C, is the leanest
#     client there is; see BENCHMARKS.md.)
#  2. the NDJSON batch (POST /api/v1/batch/solve, the whole set in one request, answers streamed) beside
#     `sudokux solve` on the same puzzles, alternating, RUNS times each: puzzles/s end to end.
# Every answer is counted: non-2xx or unsolved answers of the solve runs, solved lines in the batch's.
#
#   bench/web-bench.sh [RUNS] [SECONDS] [CONNECTIONS] [PUZZLES_FILE] [REPEAT]
#         (SECONDS 0: the batch only)
#         default: 5, 10, 64, ../shared/data/puzzles2_17_clue, 1 (the batch file is the set REPEAT times)
# Needs curl, and wrk unless SECONDS is 0. Run under /work/tools/quiet.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
runs="${1:-5}"
seconds="${2:-10}"
connections="${3:-64}"
source_file="${4:-$root/../shared/data/puzzles2_17_clue}"
repeat="${5:-1}"
command -v curl >/dev/null || { echo "web-bench: needs curl" >&2; exit 2; }
if [[ "$seconds" != 0 ]] && ! command -v wrk >/dev/null; then
  echo "web-bench: needs wrk for the solve route (apt-get install wrk), or SECONDS 0 for the batch only" >&2
  exit 2
fi

work="$(mktemp -d)"
server=""
cleanup() {
  [[ -n "$server" ]] && kill "$server" 2>/dev/null && wait "$server" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT

grep -v '^#' "$source_file" | cut -c1-81 > "$work/puzzles.txt"
count=$(wc -l < "$work/puzzles.txt")
for ((i = 0; i < repeat; i++)); do cat "$work/puzzles.txt"; done > "$work/batch.txt"
sed 's/.*/{"puzzle":"&"}/' "$work/batch.txt" > "$work/puzzles.ndjson"

# wrk: each request the next puzzle of the file (each of wrk's threads starts at its own place).
cat > "$work/solve.lua" <<LUA
local puzzles = {}
for line in io.lines("$work/puzzles.txt") do puzzles[#puzzles + 1] = line end
local i = 0
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
function setup(thread) thread:set("start", math.random(#puzzles)) end
function init(args) i = tonumber(start) or 0 end
function request()
  i = i % #puzzles + 1
  return wrk.format(nil, "/api/v1/solve", nil, '{"puzzle":"' .. puzzles[i] .. '"}')
end
LUA

"$root/sudokux" serve --help >/dev/null # build first, outside the measurement
port=$((20000 + RANDOM % 20000))
"$root/sudokux" serve --port "$port" > "$work/serve.log" 2>&1 &
server=$!
for _ in $(seq 100); do grep -q listening "$work/serve.log" && break; sleep 0.1; done
grep listening "$work/serve.log"
url="http://127.0.0.1:$port"

wrk_run() { # wrk_run SECONDS [--latency]: one run of wrk, its figures on one line
  wrk -t2 -c"$connections" -d"$1s" ${2:-} -s "$work/solve.lua" "$url" > "$work/wrk.txt"
  rps=$(awk '/Requests\/sec/ {print $2}' "$work/wrk.txt")
  p50=$(awk '$1 == "50%" {print $2}' "$work/wrk.txt")
  p90=$(awk '$1 == "90%" {print $2}' "$work/wrk.txt")
  p99=$(awk '$1 == "99%" {print $2}' "$work/wrk.txt")
  bad=$(awk '/Non-2xx/ {print $5}' "$work/wrk.txt")
  errors=$(awk '/Socket errors/ {print $0}' "$work/wrk.txt")
  echo "$rps requests/s, p50 $p50, p90 $p90, p99 $p99, non-2xx ${bad:-0} ${errors}"
}
if [[ "$seconds" != 0 ]]; then # SECONDS 0: the batch only
  echo "== POST /api/v1/solve, $connections connections, $seconds s runs, wrk"
  wrk_run "$seconds" > /dev/null # warms the server up (its JIT) before the first timed run
  for ((r = 1; r <= runs; r++)); do
    echo "run $r wrk: $(wrk_run "$seconds" --latency)"
  done
fi

count=$(wc -l < "$work/batch.txt")
echo "== batch: $count puzzles, POST /api/v1/batch/solve (server warm) beside sudokux solve, alternating"
curl -s -H 'Content-Type: application/x-ndjson' --data-binary @"$work/puzzles.ndjson" "$url/api/v1/batch/solve" -o /dev/null
"$root/sudokux" solve -q "$work/batch.txt" > /dev/null
for ((r = 1; r <= runs; r++)); do
  t0=$(date +%s.%N)
  curl -s -H 'Content-Type: application/x-ndjson' --data-binary @"$work/puzzles.ndjson" "$url/api/v1/batch/solve" -o "$work/batch.out"
  t1=$(date +%s.%N)
  "$root/sudokux" solve -q "$work/batch.txt" > "$work/solve.out"
  t2=$(date +%s.%N)
  solved=$(grep -c '"status":"solved"' "$work/batch.out" || true)
  lines=$(wc -l < "$work/solve.out")
  awk -v r="$r" -v n="$count" -v a="$t0" -v b="$t1" -v c="$t2" -v s="$solved" -v l="$lines" 'BEGIN {
    printf "run %d: batch %.3f s, %.0f puzzles/s (%d solved); sudokux solve %.3f s, %.0f puzzles/s (%d lines); ratio %.2f\n",
      r, b - a, n / (b - a), s, c - b, n / (c - b), l, (c - b) / (b - a) }'
done
