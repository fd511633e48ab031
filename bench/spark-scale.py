#!/usr/bin/env python3
"""Scale on paper: from the measured time of every task of a count (`sudokux spark xc --count
--task-times FILE`), simulate E executors taking the tasks in order, each the next task as soon as it
is free (Spark's FIFO scheduling of one stage), and print the expected speedup over one executor and
the largest task's share of the total.

    bench/spark-scale.py TASK-TIMES [E ...]      default E: 8 64 512
"""
import heapq
import sys

times = []
with open(sys.argv[1]) as f:
    for line in f:
        if line.startswith('#') or not line.strip():
            continue
        times.append(float(line.split()[3]))
total = sum(times)
print(f"{len(times)} tasks, {total:.2f} s in all, the largest {max(times):.3f} s "
      f"({100 * max(times) / total:.2f} % of the total)")
for e in [int(x) for x in sys.argv[2:]] or [8, 64, 512]:
    free = [0.0] * min(e, len(times))
    heapq.heapify(free)
    end = 0.0
    for t in times:
        start = heapq.heappop(free)
        heapq.heappush(free, start + t)
        end = max(end, start + t)
    print(f"{e:4d} executors: {end:.3f} s, speedup {total / end:.1f} (ideal {min(e, len(times))}), "
          f"efficiency {100 * total / end / e:.0f} %")
