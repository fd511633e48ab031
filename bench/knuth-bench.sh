#!/usr/bin/env bash
# sudokux's exact cover engines beside Knuth's own programs, on the same files, alternating, in one run:
# the search trees (nodes and updates, which must be equal with --heuristic knuth) and the wall times.
#
#   KNUTH=DIR bench/knuth-bench.sh [--runs N] [--wrap CMD] [--threads-only | --trees-only | --only A,B] FILE.dlx...
#
# DIR holds Knuth's programs, built by you (this script never builds them; BENCHMARKS.md says how):
# dlx1, dlx2, dlx3, ssxcc, and ssmcc (SSXCC with multiplicities). For each file, the script picks his
# program for that file's features: DLX3 and SSMCC when the items line has multiplicities (m|x or
# a:b|x), else DLX2 when an option has a colour (x:c), else DLX1; and SSXCC beside it.
#
# Each run of each file times, in turn:
#   dlx       Knuth's DLX1/DLX2/DLX3:             PROGRAM m0 < FILE
#   ss        Knuth's SSXCC/SSMCC:                PROGRAM m0 < FILE
#   knuth     sudokux, his tree:                  sudokux xc --count --stats --threads 1 --engine links --heuristic knuth FILE
#   links1    sudokux links, default heuristic:   sudokux xc --count --stats --threads 1 --engine links FILE
#   cells1    sudokux cells (SSXCC's way):        sudokux xc --count --stats --threads 1 --engine cells FILE
#   auto1     sudokux as users run it, 1 thread:  sudokux xc --count --stats --threads 1 FILE
#   autoN     sudokux as users run it:            sudokux xc --count --stats FILE   (every core)
#   est       the estimate of auto1's tree:       sudokux xc --estimate FILE   (its nodes over auto1's true nodes)
# (cells1 is skipped where the cells engine refuses the file: multiplicities.) --threads-only keeps
# dlx, ss, auto1, autoN and est (for the long instances); --trees-only keeps dlx and knuth; --only keeps the
# named ones (e.g. --only ss,auto1,autoN). SUDOKUX=PATH times another launcher (a copy of this one
# beside its jar, say, so that editing the sources during a long run rebuilds nothing). Times are wall clock, the JVM's start, reading
# and JIT warm-up included for sudokux; Knuth's programs start in milliseconds.
#
# --wrap CMD runs every timed command under CMD (e.g. /work/tools/quiet, so that each measurement
# has the machine alone; the wait for the machine is not timed). Output: one line a measurement on
# stderr as it goes, then for each file a Markdown table row of medians (and ranges) and the tree
# check: "equal" when sudokux's --heuristic knuth reported the same solutions, nodes and updates as
# his DLX program.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
knuth="${KNUTH:?set KNUTH to the folder of Knuth programs dlx1 dlx2 dlx3 ssxcc ssmcc}"
runs=3
wrap=()
subset=0
while [[ $# -gt 0 ]]; do
  case "$1" in
    --runs) runs="$2"; shift 2 ;;
    --wrap) read -r -a wrap <<< "$2"; shift 2 ;;
    --threads-only) subset=1; shift ;;
    --trees-only) subset=2; shift ;;
    --only) subset=3; IFS=, read -r -a only <<< "$2"; shift 2 ;;
    --) shift; break ;;
    -*) echo "knuth-bench: unknown option $1" >&2; exit 2 ;;
    *) break ;;
  esac
done
[[ $# -gt 0 ]] || { sed -n '2,10p' "$0" >&2; exit 2; }
for p in dlx1 dlx2 dlx3 ssxcc ssmcc; do
  [[ -x "$knuth/$p" ]] || { echo "knuth-bench: $knuth/$p is missing (see BENCHMARKS.md)" >&2; exit 2; }
done
sudokux="${SUDOKUX:-$root/sudokux}" # as users run it: the launcher's JVM options and class-data archive
"$sudokux" --version >/dev/null # build the jar (and the archive) first, outside the timings
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

median() { sort -g | awk '{a[NR]=$1} END {if (NR == 0) print "-"; else print (NR % 2) ? a[(NR+1)/2] : (a[NR/2] + a[NR/2+1]) / 2}'; }
range() { sort -g | awk 'NR == 1 {lo=$1} {hi=$1} END {if (NR) printf "%.2f-%.2f", lo, hi}'; }
# "solutions nodes updates" from Knuth's last line or from sudokux's --stats line.
knuth_tree() { tail -1 | sed -nE 's/^Altogether ([0-9]+) solutions?,.* ([0-9]+) updates,.* ([0-9]+) nodes.*/\1 \3 \2/p'; }
group() { sed -E ':a; s/([0-9])([0-9]{3})($|[^0-9])/\1,\2\3/; ta; s/ / \/ /g'; }
ours_tree() { tail -1 | sed -nE 's/.*; ([0-9]+) solutions, ([0-9]+) nodes, ([0-9]+) updates.*/\1 \2 \3/p'; }

# timed NAME FILE COMMAND...: runs it (under the wrapper), its stderr to $tmp/NAME.err, its wall time to $tmp/NAME.t.
timed() {
  local name="$1" file="$2"; shift 2
  "${wrap[@]}" bash -c 't0=$(date +%s.%N); "$@" < "$0" > "'"$tmp/$name.out"'" 2> "'"$tmp/$name.err"'"; rc=$?; t1=$(date +%s.%N);
                        echo "$t1 - $t0" | bc > "'"$tmp/$name.t"'"; exit $rc' "$file" "$@"
  cat "$tmp/$name.t" >> "$tmp/$name.all"
}

echo "| file | DLX | tree: solutions / nodes / updates | --heuristic knuth | dlx s | ss s | knuth s | links1 s | cells1 s | auto1 s | auto$(nproc) s | est s | est/true nodes |"
echo "|---|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
for file in "$@"; do
  # (awk reads the whole file: a pipe closed early would fail the script under pipefail)
  items="$(awk '!/^\|/ {print; exit}' "$file")"
  if [[ " $items " =~ \ [0-9]+(:[0-9]+)?\| ]]; then dlx=dlx3; ss=ssmcc
  elif awk '!/^\|/ {if (seen++ && /:/) {found = 1; exit}} END {exit !found}' "$file"; then dlx=dlx2; ss=ssxcc
  else dlx=dlx1; ss=ssxcc; fi
  rm -f "$tmp"/*.all
  names=(dlx ss knuth links1 cells1 auto1 autoN est)
  [[ $subset == 1 ]] && names=(dlx ss auto1 autoN est)
  [[ $subset == 2 ]] && names=(dlx knuth)
  [[ $subset == 3 ]] && names=("${only[@]}")
  [[ $dlx == dlx3 ]] && names=("${names[@]/cells1}")
  dlx_tree=""; knuth_tree_seen=""
  for ((i = 1; i <= runs; i++)); do
    line="$(basename "$file") run $i:"
    for n in "${names[@]}"; do
      case "$n" in
        dlx) timed dlx "$file" "$knuth/$dlx" m0; dlx_tree="$(knuth_tree < "$tmp/dlx.err")" ;;
        ss) timed ss "$file" "$knuth/$ss" m0 ;;
        knuth) timed knuth "$file" "$sudokux" xc --count --stats --threads 1 --engine links --heuristic knuth
               knuth_tree_seen="$(ours_tree < "$tmp/knuth.err")" ;;
        links1) timed links1 "$file" "$sudokux" xc --count --stats --threads 1 --engine links ;;
        cells1) timed cells1 "$file" "$sudokux" xc --count --stats --threads 1 --engine cells ;;
        auto1) timed auto1 "$file" "$sudokux" xc --count --stats --threads 1 ;;
        autoN) timed autoN "$file" "$sudokux" xc --count --stats ;;
        est) timed est "$file" "$sudokux" xc --estimate
             estimated="$(sed -nE 's/^(estimated from.*|exact.*)//; s/^([0-9,]+) nodes.*/\1/p' "$tmp/est.out" | tr -d ,)"
             true_nodes="$(ours_tree < "$tmp/auto1.err" | cut -d' ' -f2)"
             [[ -n "$estimated" && -n "$true_nodes" ]] && echo "scale=3; $estimated / $true_nodes" | bc >> "$tmp/ratio.all" ;;
        "") continue ;;
      esac
      line+=" $n $(printf '%.3f' "$(cat "$tmp/$n.t")") s"
    done
    echo "$line" >&2
  done
  if [[ -z "$knuth_tree_seen" ]]; then verdict="not run"
  elif [[ "$knuth_tree_seen" == "$dlx_tree" ]]; then verdict="equal"
  else verdict="DIFFERENT: $knuth_tree_seen"; fi
  ratio() { [[ -f "$tmp/ratio.all" ]] && printf '%.3f (%s)' "$(median < "$tmp/ratio.all")" "$(sort -g "$tmp/ratio.all" | awk 'NR == 1 {lo=$1} {hi=$1} END {printf "%.3f-%.3f", lo, hi}')" || printf -- '-'; }
  cell() { [[ -f "$tmp/$1.all" ]] && printf '%.2f (%s)' "$(median < "$tmp/$1.all")" "$(range < "$tmp/$1.all")" || printf -- '-'; }
  printf '| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |\n' "$(basename "$file")" "$dlx" \
    "$(echo "$dlx_tree" | group)" "$verdict" \
    "$(cell dlx)" "$(cell ss)" "$(cell knuth)" "$(cell links1)" "$(cell cells1)" "$(cell auto1)" "$(cell autoN)" "$(cell est)" "$(ratio)"
done
echo "($runs runs a file, medians and ranges in seconds; $(date -u '+%Y-%m-%d %H:%M UTC'); $(nproc) cores)"
