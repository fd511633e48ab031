// The exact cover view: the matrix (options as rows, items as columns, Sudoku's items grouped cell /
// row / column / box) and the engine's search replayed from the trace its observer recorded on the
// server. Nothing is searched here: each event says what the engine did, and the matrix shows what
// that means (the items an option covers, and the rows that covering hides).

import { post } from './api.js';

const SVG = 'http://www.w3.org/2000/svg';

const GROUPS = [
  { kind: 'cell', test: /^r\d+c\d+$/, label: 'cells' },
  { kind: 'row', test: /^r\d+#\d+$/, label: 'rows' },
  { kind: 'column', test: /^c\d+#\d+$/, label: 'columns' },
  { kind: 'box', test: /^b\d+#\d+$/, label: 'boxes' },
];

export class ExactCoverView {
  constructor(els) {
    this.els = els;
    this.problem = null;
    this.timer = null;
  }

  clear() {
    this.stop();
    this.problem = null;
    this.els.matrix.textContent = '';
    this.els.summary.textContent = '';
    this.els.event.textContent = '';
    this.els.controls.hidden = true;
  }

  /** The matrix and trace of a 4x4 or 6x6 puzzle (its givens applied, as the dlx solver does). */
  async loadSudoku(puzzle, trace, layout) {
    const r = await post('xc', { puzzle, trace, matrix: true, count: true });
    this.show(r, layout);
  }

  /** The matrix and trace of a problem in Knuth's format. */
  async loadProblem(text, trace) {
    const r = await post('xc', { problem: text, trace, matrix: true, count: true });
    this.show(r, null);
  }

  show(r, layout) {
    this.stop();
    const items = (r.items ?? []).map((it, i) => (typeof it === 'string'
      ? { name: it, primary: r.primaryCount === undefined || i < r.primaryCount }
      : { name: it.name, primary: it.primary !== false, group: it.group }));
    const options = (r.options ?? []).map(o => (Array.isArray(o) ? o : o.items).map(x => (typeof x === 'number' ? x : x.item)));
    const colours = (r.options ?? []).map(o => (Array.isArray(o) ? [] : (o.items ?? []).map(x => x.colour ?? null)));
    const trace = (r.trace ?? []).map(readEvent);
    const sudoku = layout !== null && layout !== undefined;
    // Sudoku: columns grouped cell / row / column / box (in the order the reduction made them).
    let order = items.map((_, i) => i);
    let groups = [];
    if (sudoku) {
      for (const g of GROUPS) {
        const members = order.filter(i => (items[i].group ? items[i].group === g.kind : g.test.test(items[i].name)));
        if (members.length) {
          groups.push({ label: g.label, items: members });
        }
      }
      const grouped = new Set(groups.flatMap(g => g.items));
      const rest = order.filter(i => !grouped.has(i));
      if (rest.length) {
        groups.push({ label: 'other', items: rest });
      }
      order = groups.flatMap(g => g.items);
    } else {
      const primary = order.filter(i => items[i].primary);
      const secondary = order.filter(i => !items[i].primary);
      groups = [{ label: 'primary', items: primary }];
      if (secondary.length) {
        groups.push({ label: 'secondary', items: secondary });
      }
      order = [...primary, ...secondary];
    }
    const names = sudoku && r.placements
      ? r.placements.map(pl => `${cellLabel(pl.cell, layout.size)}=${pl.digit}`)
      : r.optionNames ?? options.map((o, k) => optionName(o, items, colours[k], sudoku));
    // Options chosen before the search starts (none: a Sudoku's matrix is already reduced by its givens).
    const givens = (r.givens ?? []).filter(o => Number.isInteger(o) && o >= 0 && o < options.length);
    // A Sudoku option is a value in a cell.
    const placements = r.placements ?? null;
    this.problem = { items, options, colours, trace, names, order, groups, layout, sudoku, givens, placements, raw: r };
    this.at = 0;
    const count = r.count ?? r.solutions?.length;
    const events = trace.length;
    let found = '';
    if (count !== undefined) {
      found = r.complete === false
        ? `; the search stopped with the trace, after ${count} solution${count === 1 ? '' : 's'}`
        : `; ${count} solution${count === 1 ? '' : 's'} in all`;
    }
    this.els.summary.textContent = `${items.length} items, ${options.length} options${found}`
      + `; the trace has ${events} step${events === 1 ? '' : 's'}${r.traceComplete === false ? ' (cut at the limit)' : ''}.`;
    this.els.controls.hidden = events === 0;
    this.draw();
  }

  first() {
    this.goto(0);
  }

  back() {
    this.goto(this.at - 1);
  }

  forward() {
    this.goto(this.at + 1);
  }

  goto(k) {
    if (!this.problem) {
      return;
    }
    this.at = Math.max(0, Math.min(this.problem.trace.length, k));
    this.draw();
  }

  togglePlay() {
    if (this.timer) {
      this.stop();
      return;
    }
    this.els.play.setAttribute('aria-pressed', 'true');
    this.els.play.textContent = 'Pause';
    this.timer = setInterval(() => {
      if (!this.problem || this.at >= this.problem.trace.length) {
        this.stop();
        return;
      }
      this.forward();
    }, 500);
  }

  stop() {
    if (this.timer) {
      clearInterval(this.timer);
      this.timer = null;
    }
    this.els.play.setAttribute('aria-pressed', 'false');
    this.els.play.textContent = 'Play';
  }

  /**
   * The search's state after the first k events: per level, the item chosen and the option being
   * tried there (null before the first try or after a dead end).
   */
  stateAt(k) {
    const stack = [];
    let solution = false;
    for (const e of this.problem.trace.slice(0, k)) {
      solution = false;
      switch (e.event) {
        case 'choose':
          stack.length = e.level;
          stack[e.level] = { item: e.item, option: null, count: e.options };
          break;
        case 'try':
          stack.length = e.level + 1;
          stack[e.level] = { ...(stack[e.level] ?? { item: this.problem.options[e.option][0] }), option: e.option };
          break;
        case 'backtrack':
          stack.length = e.level + 1;
          if (stack[e.level]) {
            stack[e.level] = { ...stack[e.level], option: null };
          }
          break;
        case 'deadEnd':
          stack.length = e.level + 1;
          break;
        case 'solution':
          stack.length = e.level;
          solution = true;
          break;
        default:
          break;
      }
    }
    const chosen = [...this.problem.givens, ...stack.filter(s => s && s.option !== null).map(s => s.option)];
    const covered = new Set();
    for (const s of stack) {
      if (s) {
        covered.add(s.item);
      }
    }
    for (const o of chosen) {
      for (const item of this.problem.options[o]) {
        covered.add(item);
      }
    }
    const chosenSet = new Set(chosen);
    const hidden = new Set();
    this.problem.options.forEach((o, k2) => {
      if (!chosenSet.has(k2) && o.some(item => covered.has(item))) {
        hidden.add(k2);
      }
    });
    const top = stack[stack.length - 1];
    const choices = new Set();
    if (top && top.option === null) {
      this.problem.options.forEach((o, k2) => {
        if (o.includes(top.item)) {
          choices.add(k2);
          hidden.delete(k2);
        }
      });
    }
    return { stack, chosen, covered, hidden, choices, solution, current: solution ? null : top };
  }

  draw() {
    const p = this.problem;
    const state = this.stateAt(this.at);
    const event = this.at > 0 ? p.trace[this.at - 1] : null;
    this.els.at.textContent = `step ${this.at} of ${p.trace.length}`;
    this.els.event.textContent = event ? this.describe(event, state)
      : p.givens.length ? `Before the search: the givens' ${p.givens.length} options are chosen; their items are covered and the rows that meet them hidden.`
        : 'Before the search: every item uncovered, every option available.';
    this.drawMatrix(state, event);
    if (p.sudoku) {
      this.els.onPartial(this.partialGrid(state.chosen));
    }
  }

  describe(e, state) {
    const p = this.problem;
    const item = (i) => p.items[i]?.name ?? `#${i}`;
    switch (e.event) {
      case 'choose':
        return `Level ${e.level}: choose item ${item(e.item)}, the one with the fewest options (${e.options}); cover it.`;
      case 'try': {
        const others = p.options[e.option].filter(i => i !== state.stack[e.level]?.item).map(item);
        return `Level ${e.level}: try option ${p.names[e.option]}; cover ${others.length ? others.join(', ') : 'nothing more'}`
          + ` (${state.hidden.size} rows hidden in all, ${state.covered.size} items covered).`;
      }
      case 'deadEnd':
        return `Level ${e.level}: item ${item(e.item)} has no option left: a dead end, back up.`;
      case 'backtrack':
        return `Back at level ${e.level}: uncover the last option's items, try the next option.`;
      case 'solution':
        return `Every primary item is covered: a solution (${state.chosen.length ? state.chosen.map(o => p.names[o]).join('; ') : p.raw.solutions?.[0]?.map?.(o => p.names[o]).join('; ') ?? ''}).`;
      default:
        return e.event;
    }
  }

  drawMatrix(state, event) {
    const p = this.problem;
    const container = this.els.matrix;
    const itemCount = p.order.length;
    const s = Math.max(6, Math.min(18, Math.floor(760 / Math.max(1, itemCount))));
    const labelW = Math.min(110, 14 + 7 * Math.max(...p.names.map(n => n.length), 4));
    const headH = Math.min(90, 18 + 6 * Math.max(...p.items.map(i => i.name.length), 2));
    const width = labelW + itemCount * s + 2;
    const height = headH + 16 + p.options.length * s + 2;
    const svg = document.createElementNS(SVG, 'svg');
    svg.setAttribute('width', String(width));
    svg.setAttribute('height', String(height));
    svg.setAttribute('viewBox', `0 0 ${width} ${height}`);
    svg.setAttribute('role', 'img');
    svg.setAttribute('aria-label', `Exact cover matrix: ${p.options.length} options (rows) by ${itemCount} items (columns); `
      + `${state.covered.size} items covered, ${state.hidden.size} rows hidden, ${state.chosen.length} options chosen.`);
    svg.classList.add('matrix');
    const x0 = labelW;
    const y0 = headH + 16;
    const col = new Map(p.order.map((item, k) => [item, k]));
    // Group bands over the columns.
    let at = 0;
    for (const g of p.groups) {
      add(svg, 'rect', { x: x0 + at * s, y: 0, width: g.items.length * s, height: 14, class: 'group' });
      const t = add(svg, 'text', { x: x0 + (at + g.items.length / 2) * s, y: 11, 'text-anchor': 'middle', class: 'group-label' });
      t.textContent = g.label;
      at += g.items.length;
      if (at < itemCount) {
        add(svg, 'line', { x1: x0 + at * s, y1: 0, x2: x0 + at * s, y2: height, class: 'group-rule' });
      }
    }
    // Column state: covered, chosen at the deepest level.
    p.order.forEach((item, k) => {
      const cls = ['col'];
      if (state.covered.has(item)) cls.push('covered');
      if (state.current && state.current.item === item) cls.push('chosen');
      if (!p.items[item].primary) cls.push('secondary');
      add(svg, 'rect', { x: x0 + k * s, y: 16, width: s, height: height - 16, class: cls.join(' ') });
      if (s >= 8) {
        const t = add(svg, 'text', {
          x: x0 + k * s + s * 0.7, y: headH + 12, transform: `rotate(-90 ${x0 + k * s + s * 0.7} ${headH + 12})`,
          class: 'item-label', 'font-size': Math.min(11, s * 0.85),
        });
        t.textContent = p.items[item].name;
      }
    });
    // Rows: hidden, chosen, being tried, the chosen item's options; then the 1s.
    const tried = event && event.event === 'try' ? event.option : -1;
    const chosen = new Set(state.chosen);
    p.options.forEach((o, r) => {
      const cls = ['opt'];
      if (state.hidden.has(r)) cls.push('hidden');
      if (chosen.has(r)) cls.push('in-solution');
      if (r === tried) cls.push('tried');
      if (state.choices.has(r)) cls.push('choice');
      const y = y0 + r * s;
      add(svg, 'rect', { x: 0, y, width, height: s, class: cls.join(' ') });
      if (s >= 8) {
        const t = add(svg, 'text', { x: labelW - 4, y: y + s * 0.8, 'text-anchor': 'end', class: 'opt-label', 'font-size': Math.min(11, s * 0.85) });
        t.textContent = p.names[r];
      }
      o.forEach((item, j) => {
        const k = col.get(item);
        const dot = add(svg, 'rect', { x: x0 + k * s + 1, y: y + 1, width: s - 2, height: s - 2, class: 'one' });
        const colour = p.colours[r]?.[j];
        if (colour) {
          dot.classList.add('coloured');
          const title = document.createElementNS(SVG, 'title');
          title.textContent = `${p.items[item].name}:${colour}`;
          dot.append(title);
        }
      });
    });
    container.textContent = '';
    container.append(svg);
  }

  /** The grid with the givens and the options chosen so far (Sudoku: option = a value in a cell). */
  partialGrid(chosen) {
    const p = this.problem;
    const layout = p.layout;
    const n = layout.size;
    const given = Array.from(this.els.givens?.() ?? []);
    const grid = given.length === layout.cellCount ? given : new Array(layout.cellCount).fill(0);
    for (const o of chosen) {
      const placed = p.placements?.[o];
      if (placed) {
        grid[placed.cell] = placed.digit;
        continue;
      }
      const cv = sudokuOption(p.options[o].map(i => p.items[i].name));
      if (cv) {
        grid[(cv.row - 1) * n + cv.col - 1] = cv.value;
      }
    }
    return grid;
  }
}

function cellLabel(cell, size) {
  return `r${Math.floor(cell / size) + 1}c${(cell % size) + 1}`;
}

function readEvent(e) {
  const kind = String(e.event ?? e.type ?? e.kind ?? '').replace(/[-_ ]/g, '').toLowerCase();
  const event = {
    choose: 'choose', tryoption: 'try', try: 'try', deadend: 'deadEnd', backtrack: 'backtrack', solution: 'solution',
  }[kind] ?? kind;
  return { ...e, event };
}

/** The cell and value a Sudoku option places: its cell item (r1c2) and its row item (r1#5). */
function sudokuOption(names) {
  const cell = names.map(n => /^r(\d+)c(\d+)$/.exec(n)).find(Boolean);
  const value = names.map(n => /^[rcb]\d+#(\d+)$/.exec(n)).find(Boolean);
  return cell && value ? { row: Number(cell[1]), col: Number(cell[2]), value: Number(value[1]) } : null;
}

function optionName(option, items, colours, sudoku) {
  const names = option.map(i => items[i]?.name ?? `#${i}`);
  if (sudoku) {
    const cv = sudokuOption(names);
    if (cv) {
      return `r${cv.row}c${cv.col}=${cv.value}`;
    }
  }
  return names.map((n, j) => (colours?.[j] ? `${n}:${colours[j]}` : n)).join(' ');
}

function add(parent, name, attrs) {
  const e = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) {
    e.setAttribute(k, String(v));
  }
  parent.append(e);
  return e;
}
