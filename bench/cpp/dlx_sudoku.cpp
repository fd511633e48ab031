// dlx_sudoku.cpp: the C++ yardstick for sudokux's Sudoku solvers.
//
// A straightforward Dancing Links Sudoku solver of the textbook kind, written for sudokux's
// benchmarks (not taken from anywhere). Knuth's Algorithm X on arrays: item headers with their
// lengths, nodes with top/up/down in flat arrays, the options of a Sudoku (value d in cell r,c) each
// four nodes long (cell, row-value, column-value, box-value). The givens are applied first: an item a
// given already covers is left out, and only the options of blank cells whose value no given peer
// holds are built. The search chooses the item with the fewest options (the first of them; the scan
// stops at 0 or 1) and runs without recursion.
//
// Input: one puzzle a line, N*N symbols row by row (1-9, then A-Z, then a-z; '.' or '0' blank);
// anything after the first white space is ignored, and empty lines and lines starting with '#' are
// skipped. Boxes are square when N is a square, else the most nearly square with fewer rows than
// columns (6: 2x3, 12: 3x4); -b RxC names them.
//
// Output, one line a puzzle: the first solution in the same format, or "no solution". With -u the
// search goes on to a second solution: "<first solution> unique", "<first solution> multiple" or
// "none". -q prints nothing a puzzle (timing only); -t adds each puzzle's time and nodes on stderr.
// The totals (puzzles, statuses, nodes, seconds) go to stderr.
//
//   usage: dlx_sudoku [-u] [-q] [-t] [-b RxC] [FILE...]      (stdin when no file)
//   build: g++ -O2 -o dlx_sudoku dlx_sudoku.cpp             (bench/dlx-sudoku-bench.sh does this)
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

namespace {

const char *const kAlphabet = "123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

struct Shape {
  int box_rows = 0, box_cols = 0, n = 0;
  int box(int r, int c) const { return (r / box_rows) * (n / box_cols) + c / box_cols; }
};

// The value of symbol ch in an n x n grid: 0 blank, 1..n, or -1 when it is no symbol of this size.
int symbol_value(char ch, int n) {
  if (ch == '.' || ch == '0') return 0;
  int v;
  if (ch >= '1' && ch <= '9') v = ch - '0';
  else if (ch >= 'A' && ch <= 'Z') v = ch - 'A' + 10;
  else if (ch >= 'a' && ch <= 'z') v = n <= 35 ? ch - 'a' + 10 : ch - 'a' + 36;
  else return -1;
  return v <= n ? v : -1;
}

// The Dancing Links of one puzzle, rebuilt for each puzzle into reused vectors.
class Dlx {
 public:
  // Builds the links of puzzle (values 0..n, n*n of them) with the givens applied. Returns false
  // when two givens clash (then there is nothing to search).
  bool build(const Shape &s, const std::vector<int> &puzzle) {
    const int n = s.n, cells = n * n;
    given_ = puzzle;
    n_ = n;
    std::vector<char> row_used(n * n, 0), col_used(n * n, 0), box_used(n * n, 0);
    for (int cell = 0; cell < cells; cell++) {
      int v = puzzle[cell];
      if (!v) continue;
      int r = cell / n, c = cell % n, b = s.box(r, c), d = v - 1;
      if (row_used[r * n + d] || col_used[c * n + d] || box_used[b * n + d]) return false;
      row_used[r * n + d] = col_used[c * n + d] = box_used[b * n + d] = 1;
    }
    // Items 1..items: blank cells, then the row-, column- and box-values still missing. 0 is the root.
    std::vector<int> cell_item(cells, 0), row_item(n * n, 0), col_item(n * n, 0), box_item(n * n, 0);
    int items = 0;
    for (int cell = 0; cell < cells; cell++) if (!puzzle[cell]) cell_item[cell] = ++items;
    for (int k = 0; k < n * n; k++) if (!row_used[k]) row_item[k] = ++items;
    for (int k = 0; k < n * n; k++) if (!col_used[k]) col_item[k] = ++items;
    for (int k = 0; k < n * n; k++) if (!box_used[k]) box_item[k] = ++items;
    items_ = items;
    prev_.assign(items + 1, 0);
    next_.assign(items + 1, 0);
    for (int i = 0; i <= items; i++) {
      prev_[i] = i ? i - 1 : items;
      next_[i] = i == items ? 0 : i + 1;
    }
    // Nodes: 0..items are the item headers (top = length), then four nodes an option.
    top_.assign(items + 1, 0);
    up_.resize(items + 1);
    down_.resize(items + 1);
    for (int i = 0; i <= items; i++) up_[i] = down_[i] = i;
    option_cell_.clear();
    option_value_.clear();
    for (int cell = 0; cell < cells; cell++) {
      if (puzzle[cell]) continue;
      int r = cell / n, c = cell % n, b = s.box(r, c);
      for (int d = 0; d < n; d++) {
        if (row_used[r * n + d] || col_used[c * n + d] || box_used[b * n + d]) continue;
        int its[4] = {cell_item[cell], row_item[r * n + d], col_item[c * n + d], box_item[b * n + d]};
        for (int i : its) {
          int p = (int)top_.size();
          top_.push_back(i);
          up_.push_back(up_[i]);
          down_.push_back(i);
          down_[up_[i]] = p;
          up_[i] = p;
          top_[i]++;
        }
        option_cell_.push_back(cell);
        option_value_.push_back(d + 1);
      }
    }
    first_node_ = items + 1;
    choice_.assign(items + 1, 0);
    return true;
  }

  // Searches for up to `limit` solutions; the first is written to first_solution. Returns how many.
  long search(long limit, std::vector<int> &first_solution) {
    long count = 0;
    int level = 0;
    for (;;) {
      nodes_++;
      if (next_[0] == 0) {
        if (count++ == 0) record(level, first_solution);
        if (count >= limit) return count;
      } else {
        int i = choose();
        if (top_[i] > 0) {
          cover(i);
          int x = down_[i];
          choice_[level++] = x;
          cover_others(x);
          continue;
        }
      }
      for (;;) {  // back up to the last level with an option left
        if (level == 0) return count;
        int x = choice_[--level];
        uncover_others(x);
        int i = top_[x];
        x = down_[x];
        if (x != i) {
          choice_[level++] = x;
          cover_others(x);
          break;
        }
        uncover(i);
      }
    }
  }

  unsigned long long nodes() const { return nodes_; }

 private:
  // The k-th node after p in p's option (the four nodes of an option are consecutive).
  int along(int p, int k) const { return first_node_ + (((p - first_node_) & ~3) | ((p - first_node_ + k) & 3)); }

  void hide(int p) {
    for (int k = 1; k < 4; k++) {
      int q = along(p, k), u = up_[q], d = down_[q];
      down_[u] = d;
      up_[d] = u;
      top_[top_[q]]--;
    }
  }
  void unhide(int p) {
    for (int k = 3; k > 0; k--) {
      int q = along(p, k), u = up_[q], d = down_[q];
      down_[u] = q;
      up_[d] = q;
      top_[top_[q]]++;
    }
  }
  void cover(int i) {
    for (int p = down_[i]; p != i; p = down_[p]) hide(p);
    int l = prev_[i], r = next_[i];
    next_[l] = r;
    prev_[r] = l;
  }
  void uncover(int i) {
    int l = prev_[i], r = next_[i];
    next_[l] = i;
    prev_[r] = i;
    for (int p = up_[i]; p != i; p = up_[p]) unhide(p);
  }
  void cover_others(int x) {
    for (int k = 1; k < 4; k++) cover(top_[along(x, k)]);
  }
  void uncover_others(int x) {
    for (int k = 3; k > 0; k--) uncover(top_[along(x, k)]);
  }
  // The first item with the fewest options.
  int choose() const {
    int best = next_[0], t = top_[best];
    for (int i = next_[best]; t > 1 && i != 0; i = next_[i])
      if (top_[i] < t) {
        t = top_[i];
        best = i;
      }
    return best;
  }
  void record(int level, std::vector<int> &out) const {
    out = given_;
    for (int l = 0; l < level; l++) {
      int option = (choice_[l] - first_node_) >> 2;
      out[option_cell_[option]] = option_value_[option];
    }
  }

  int n_ = 0, items_ = 0, first_node_ = 0;
  std::vector<int> prev_, next_, top_, up_, down_, choice_, option_cell_, option_value_, given_;
  unsigned long long nodes_ = 0;
};

bool parse_shape(const char *text, Shape &s) {
  int r, c;
  if (std::sscanf(text, "%dx%d", &r, &c) == 2 && r > 0 && c > 0 && r * c <= 64) {
    s.box_rows = r;
    s.box_cols = c;
    s.n = r * c;
    return true;
  }
  return false;
}

// The usual boxes of an n x n grid: square if n is a square, else the most nearly square, fewer rows.
bool shape_for_size(int n, Shape &s) {
  int best = 1;
  for (int r = 1; r * r <= n; r++)
    if (n % r == 0) best = r;
  if (n < 1 || n > 64 || (best == 1 && n > 3)) return false;
  s.box_rows = best;
  s.box_cols = n / best;
  s.n = n;
  return true;
}

struct Options {
  bool unique = false, quiet = false, times = false;
  Shape forced;
};

struct Totals {
  long puzzles = 0, solved = 0, none = 0, unique = 0, multiple = 0, errors = 0;
  unsigned long long nodes = 0;
  double seconds = 0;
};

void solve_line(const std::string &line, long line_no, const Options &opt, Dlx &dlx, Totals &tot) {
  size_t end = line.find_first_of(" \t\r");
  std::string text = line.substr(0, end);
  int n = (int)std::lround(std::sqrt((double)text.size()));
  Shape s = opt.forced;
  if (n * n != (int)text.size() || (s.n ? s.n != n : !shape_for_size(n, s))) {
    std::fprintf(stderr, "line %ld: %zu symbols is no Sudoku size\n", line_no, text.size());
    tot.errors++;
    return;
  }
  std::vector<int> puzzle(text.size());
  for (size_t i = 0; i < text.size(); i++) {
    puzzle[i] = symbol_value(text[i], n);
    if (puzzle[i] < 0) {
      std::fprintf(stderr, "line %ld: '%c' is no symbol of a %dx%d grid\n", line_no, text[i], n, n);
      tot.errors++;
      return;
    }
  }
  auto t0 = std::chrono::steady_clock::now();
  unsigned long long nodes0 = dlx.nodes();
  std::vector<int> solution;
  long count = dlx.build(s, puzzle) ? dlx.search(opt.unique ? 2 : 1, solution) : 0;
  double sec = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  tot.seconds += sec;
  tot.puzzles++;
  tot.nodes += dlx.nodes() - nodes0;
  if (count > 0) tot.solved++;
  if (count == 0) tot.none++;
  if (opt.unique && count == 1) tot.unique++;
  if (opt.unique && count >= 2) tot.multiple++;
  if (opt.times) std::fprintf(stderr, "line %ld: %.6f s, %llu nodes, %ld solution(s)\n", line_no, sec, dlx.nodes() - nodes0, count);
  if (opt.quiet) return;
  std::string out;
  if (count == 0) {
    out = opt.unique ? "none" : "no solution";
  } else {
    for (int v : solution) out += n <= 61 ? kAlphabet[v - 1] : '?';
    if (opt.unique) out += count == 1 ? " unique" : " multiple";
  }
  std::puts(out.c_str());
}

}  // namespace

int main(int argc, char **argv) {
  Options opt;
  std::vector<std::string> files;
  for (int i = 1; i < argc; i++) {
    std::string a = argv[i];
    if (a == "-u") opt.unique = true;
    else if (a == "-q") opt.quiet = true;
    else if (a == "-t") opt.times = true;
    else if (a == "-b" && i + 1 < argc && parse_shape(argv[i + 1], opt.forced)) i++;
    else if (!a.empty() && a[0] == '-') {
      std::fprintf(stderr, "usage: dlx_sudoku [-u] [-q] [-t] [-b RxC] [FILE...]\n");
      return 2;
    } else files.push_back(a);
  }
  Dlx dlx;
  Totals tot;
  long line_no = 0;
  auto run = [&](std::istream &in) {
    std::string line;
    while (std::getline(in, line)) {
      line_no++;
      if (line.empty() || line[0] == '#' || line.find_first_not_of(" \t\r") == std::string::npos) continue;
      solve_line(line, line_no, opt, dlx, tot);
    }
  };
  std::ios::sync_with_stdio(false);
  if (files.empty()) run(std::cin);
  for (const std::string &f : files) {
    std::ifstream in(f);
    if (!in) {
      std::fprintf(stderr, "dlx_sudoku: cannot read %s\n", f.c_str());
      return 2;
    }
    line_no = 0;
    run(in);
  }
  if (opt.unique)
    std::fprintf(stderr, "%ld puzzles: %ld unique, %ld multiple, %ld none; %llu nodes; %.3f s total\n", tot.puzzles,
                 tot.unique, tot.multiple, tot.none, tot.nodes, tot.seconds);
  else
    std::fprintf(stderr, "%ld puzzles: %ld solved, %ld no solution; %llu nodes; %.3f s total\n", tot.puzzles, tot.solved,
                 tot.none, tot.nodes, tot.seconds);
  return tot.errors ? 1 : 0;
}
