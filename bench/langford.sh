#!/usr/bin/env bash
# bench/langford.sh N > langford-N.dlx: Langford pairs of order n as an exact cover problem in DLX format: items 1..n and s1..s2n;
# option "i sj sk" puts the two i's at positions j and k = j + i + 1.
n=$1
{ for i in $(seq 1 $n); do printf '%s ' $i; done; for j in $(seq 1 $((2*n))); do printf 's%s ' $j; done; echo; 
  for i in $(seq 1 $n); do for j in $(seq 1 $((2*n))); do k=$((j+i+1)); [ $k -le $((2*n)) ] && echo "$i s$j s$k"; done; done; }
