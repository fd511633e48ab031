/*
 * dlx.c: the C yardstick for sudokux's exact cover engine.
 *
 * A straightforward C implementation of Knuth's Algorithm X on Dancing Links, written for
 * sudokux's benchmarks (not taken from anywhere): the same layout as Knuth's DLX1 (item headers
 * with lengths; nodes with top/up/down; spacer nodes between options), the same item choice as
 * sudokux (the first primary item with the fewest options; the scan stops at 0 or 1 options, and a
 * level whose item has no option is left at once), the same counting of nodes and updates.
 * Secondary items are supported; colours are not (the benchmark problems have none).
 *
 * Usage: dlx [-q] < problem.dlx   prints: solutions nodes updates seconds
 * Build: gcc -O2 -o dlx dlx.c      (bench/run-xc-bench.sh does this)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct { int up, down, top, spare; } node; /* top: item, or len for headers, <= 0 for spacers */
typedef struct { int prev, next; char *name; } item;

static node *nd;
static item *cl;
static int n_items, n_primary, n_nodes, cap_nodes;
static unsigned long long count, nodes, updates;
static int *choice;

static void die(const char *msg, int line) {
  fprintf(stderr, "dlx: line %d: %s\n", line, msg);
  exit(2);
}

static int find_item(const char *name) {
  for (int i = 1; i <= n_items; i++) if (strcmp(cl[i].name, name) == 0) return i;
  return 0;
}

static void grow(void) {
  if (n_nodes + 2 >= cap_nodes) {
    cap_nodes *= 2;
    nd = realloc(nd, cap_nodes * sizeof(node));
    if (!nd) die("out of memory", 0);
  }
}

static void read_problem(FILE *in) {
  static char buf[1 << 20];
  int line = 0, have_items = 0, secondary_start = 0;
  cap_nodes = 1 << 16;
  nd = calloc(cap_nodes, sizeof(node));
  while (fgets(buf, sizeof buf, in)) {
    line++;
    if (buf[0] == '|') continue;
    char *tok, *save;
    if (!have_items) {
      int cap = 1024;
      cl = calloc(cap + 2, sizeof(item));
      for (tok = strtok_r(buf, " \t\r\n", &save); tok; tok = strtok_r(NULL, " \t\r\n", &save)) {
        if (strcmp(tok, "|") == 0) { secondary_start = n_items + 1; continue; }
        if (n_items + 2 >= cap) { cap *= 2; cl = realloc(cl, (cap + 2) * sizeof(item)); }
        cl[++n_items].name = strdup(tok);
      }
      if (!n_items) continue;
      have_items = 1;
      n_primary = secondary_start ? secondary_start - 1 : n_items;
      /* primary cycle through 0; secondary cycle through n_items+1 */
      for (int i = 0; i <= n_primary; i++) { cl[i].prev = i ? i - 1 : n_primary; cl[i].next = i == n_primary ? 0 : i + 1; }
      int head = n_items + 1, prev = head;
      for (int i = n_primary + 1; i <= n_items; i++) { cl[i].prev = prev; cl[prev].next = i; prev = i; }
      cl[prev].next = head; cl[head].prev = prev;
      while (n_items + 2 >= cap_nodes) cap_nodes *= 2;
      nd = realloc(nd, cap_nodes * sizeof(node));
      for (int i = 1; i <= n_items; i++) { nd[i].up = nd[i].down = i; nd[i].top = 0; }
      n_nodes = n_items + 1; /* first spacer */
      nd[n_nodes].top = 0;
      continue;
    }
    int spacer = n_nodes, first = n_nodes + 1, any = 0;
    for (tok = strtok_r(buf, " \t\r\n", &save); tok; tok = strtok_r(NULL, " \t\r\n", &save)) {
      int i = find_item(tok);
      if (!i) die("unknown item", line);
      grow();
      int p = ++n_nodes;
      nd[p].top = i;
      nd[p].up = nd[i].up; nd[p].down = i;
      nd[nd[i].up].down = p; nd[i].up = p;
      nd[i].top++;
      any = 1;
    }
    if (!any) continue;
    nd[spacer].down = n_nodes;
    grow();
    n_nodes++;
    nd[n_nodes].top = -1;
    nd[n_nodes].up = first;
  }
  if (!have_items) die("missing items line", line);
}

static inline void hide(int p) {
  for (int q = p + 1; q != p;) {
    int x = nd[q].top, u = nd[q].up;
    if (x <= 0) q = u;
    else { int d = nd[q].down; nd[u].down = d; nd[d].up = u; nd[x].top--; updates++; q++; }
  }
}
static inline void unhide(int p) {
  for (int q = p - 1; q != p;) {
    int x = nd[q].top, d = nd[q].down;
    if (x <= 0) q = d;
    else { int u = nd[q].up; nd[u].down = q; nd[d].up = q; nd[x].top++; q--; }
  }
}
static void cover(int i) {
  for (int p = nd[i].down; p != i; p = nd[p].down) hide(p);
  int l = cl[i].prev, r = cl[i].next; cl[l].next = r; cl[r].prev = l;
}
static void uncover(int i) {
  int l = cl[i].prev, r = cl[i].next; cl[l].next = i; cl[r].prev = i;
  for (int p = nd[i].up; p != i; p = nd[p].up) unhide(p);
}
static void cover_others(int x) {
  for (int p = x + 1; p != x;) { int j = nd[p].top; if (j <= 0) p = nd[p].up; else { cover(j); p++; } }
}
static void uncover_others(int x) {
  for (int p = x - 1; p != x;) { int j = nd[p].top; if (j <= 0) p = nd[p].down; else { uncover(j); p--; } }
}
static int choose(void) {
  int best = cl[0].next, t = nd[best].top;
  for (int i = cl[best].next; t > 1 && i != 0; i = cl[i].next)
    if (nd[i].top < t) { t = nd[i].top; best = i; }
  return best;
}

static void search(void) {
  int level = 0;
  for (;;) {
    nodes++;                                   /* X2 */
    if (cl[0].next == 0) count++;
    else {
      int i = choose();                        /* X3 */
      if (nd[i].top > 0) {
        cover(i);                              /* X4 */
        int x = nd[i].down;
        choice[level] = x;
        cover_others(x);                       /* X5 */
        level++;
        continue;
      }
    }
    for (;;) {                                 /* X8, X6, X7 */
      if (level == 0) return;
      level--;
      int x = choice[level];
      uncover_others(x);
      int i = nd[x].top;
      x = nd[x].down;
      if (x != i) { choice[level] = x; cover_others(x); level++; break; }
      uncover(i);
    }
  }
}

int main(int argc, char **argv) {
  read_problem(stdin);
  choice = malloc((n_primary + 1) * sizeof(int));
  struct timespec t0, t1;
  clock_gettime(CLOCK_MONOTONIC, &t0);
  search();
  clock_gettime(CLOCK_MONOTONIC, &t1);
  double s = (t1.tv_sec - t0.tv_sec) + (t1.tv_nsec - t0.tv_nsec) / 1e9;
  printf("%llu solutions, %llu nodes, %llu updates, %.3f s search (%.1f M updates/s)\n",
         count, nodes, updates, s, updates / s / 1e6);
  (void)argc; (void)argv;
  return 0;
}
