// The board: draws a layout (cells, regions, and a variant's marks: see marks.js) and a state (values, givens, pencil
// marks, highlights, chain links), and turns keys, clicks and taps into actions. It holds no puzzle
// logic: whoever owns the state decides what an action does.

import { cellName, gridLines, symbol } from './layout.js';
import { drawMarks, focusConstraint, hasOutsideClues, path, toward } from './marks.js';

const SVG = 'http://www.w3.org/2000/svg';

/**
 * What the board shows:
 * {values: number[], given: (cell) => boolean, marks: (cell) => number[],
 *  conflicts?: Set<cell>, cells?: Set<cell> (a step's pattern), units?: number[] (highlighted houses),
 *  constraint?: number (a variant's constraint to light up, by its index),
 *  mistakes?: Set<cell>, candidates?: Map<cell*size+digit-1, class name> (candidates highlighted:
 *  'elim', 'place', 'on', 'off'), links?: [{from: {cell, digit}, to: {cell, digit}, strong}],
 *  solvedCells?: Set<cell> (values that came from the solver), readOnly?: boolean}
 */
export class Board {
  /**
   * @param root the element to draw in
   * @param onAction called with {type: 'enter'|'mark'|'clear'|'undo'|'redo', cell, value}
   */
  constructor(root, onAction) {
    this.root = root;
    this.onAction = onAction;
    this.layout = null;
    this.selected = 0;
    this.pencil = false;
    this.pending = null;
    this.state = null;
  }

  /** Builds the cells and the lines of layout (called when the shape changes). */
  setLayout(layout) {
    this.layout = layout;
    const { rows, columns } = layout;
    this.selected = Math.min(this.selected, layout.cellCount - 1);
    if (!layout.isCell(this.selected)) {
      this.selected = this.firstCell();
    }
    this.root.textContent = '';
    // --n is the cells across (font sizes follow the board's width), --rows the cells down.
    this.root.style.setProperty('--n', columns);
    this.root.style.setProperty('--rows', rows);
    this.root.style.setProperty('--mark-cols', layout.markCols);
    this.root.style.setProperty('--mark-rows', layout.markRows);
    this.root.classList.toggle('large', layout.size > 16);
    this.root.classList.toggle('frame', layout.frame);
    this.root.classList.toggle('clued', hasOutsideClues(layout));
    const grid = document.createElement('div');
    grid.className = 'cells';
    grid.setAttribute('role', 'grid');
    grid.setAttribute('aria-label', layout.frame ? `Sudoku board, ${rows} by ${columns}${layout.hasHoles ? ', several grids' : ''}`
      : `Sudoku grid, ${rows} by ${columns}`);
    grid.setAttribute('aria-describedby', 'keys-help');
    this.cells = [];
    for (let r = 0; r < rows; r++) {
      const row = document.createElement('div');
      row.setAttribute('role', 'row');
      row.className = 'row';
      for (let c = 0; c < columns; c++) {
        const cell = r * columns + c;
        const el = document.createElement('div');
        if (!layout.isCell(cell)) {
          // A hole (outside every grid of a samurai...): left blank, neither focused nor entered.
          el.className = 'hole';
          el.setAttribute('aria-hidden', 'true');
          row.append(el);
          this.cells.push(null);
          continue;
        }
        el.className = 'cell';
        el.setAttribute('role', 'gridcell');
        el.dataset.cell = String(cell);
        el.id = `cell-${cell}`;
        el.tabIndex = cell === this.selected ? 0 : -1;
        const value = document.createElement('span');
        value.className = 'v';
        const marks = document.createElement('span');
        marks.className = 'm';
        el.append(value, marks);
        row.append(el);
        this.cells.push({ el, value, marks, key: '' });
      }
      grid.append(row);
    }
    grid.addEventListener('keydown', e => this.keydown(e));
    grid.addEventListener('pointerdown', e => {
      const el = e.target.closest('.cell');
      if (el) {
        this.select(Number(el.dataset.cell), true);
      }
    });
    this.overlay = document.createElementNS(SVG, 'svg');
    this.overlay.classList.add('overlay');
    this.overlay.setAttribute('viewBox', `0 0 ${columns} ${rows}`);
    this.overlay.setAttribute('preserveAspectRatio', 'none');
    this.overlay.setAttribute('aria-hidden', 'true');
    this.drawLines(layout);
    this.linkLayer = document.createElementNS(SVG, 'g');
    this.linkLayer.classList.add('links');
    this.overlay.append(this.linkLayer);
    this.root.append(grid, this.overlay);
    this.grid = grid;
  }

  /** The first cell of the layout (a frame's top-left position may be a hole). */
  firstCell() {
    let cell = 0;
    while (cell < this.layout.cellCount - 1 && !this.layout.isCell(cell)) {
      cell++;
    }
    return cell;
  }

  /** The grid lines, the regions' thick lines and the variant's marks (marks.js), in the overlay. */
  drawLines(layout) {
    const g = (cls) => {
      const e = document.createElementNS(SVG, 'g');
      e.classList.add(cls);
      this.overlay.append(e);
      return e;
    };
    const { thin, thick } = gridLines(layout);
    path(g('thin'), thin);
    path(g('regions'), thick);
    drawMarks(this.overlay, layout);
  }

  /** Draws state (see the class comment). */
  render(state) {
    this.state = state;
    const layout = this.layout;
    const n = layout.size; // digits: candidates are cell * n + digit - 1
    const unitCells = new Set();
    for (const u of state.units ?? []) {
      for (const cell of layout.houses[u]?.cells ?? []) {
        unitCells.add(cell);
      }
    }
    const selectedValue = state.values[this.selected];
    for (let cell = 0; cell < layout.cellCount; cell++) {
      if (!this.cells[cell]) {
        continue;
      }
      const { el, value, marks } = this.cells[cell];
      const v = state.values[cell];
      const given = v !== 0 && state.given(cell);
      const digits = v === 0 ? state.marks(cell) : [];
      const cls = ['cell'];
      if (v !== 0) {
        cls.push(given ? 'given' : state.solvedCells?.has(cell) ? 'solved' : 'entry');
      }
      if (state.conflicts?.has(cell)) cls.push('conflict');
      if (state.mistakes?.has(cell)) cls.push('mistake');
      if (state.cells?.has(cell)) cls.push('pattern');
      if (unitCells.has(cell)) cls.push('unit');
      if (cell === this.selected) cls.push('selected');
      if (selectedValue && v === selectedValue && cell !== this.selected) cls.push('same');
      const className = cls.join(' ');
      if (el.className !== className) {
        el.className = className;
      }
      const text = symbol(v);
      if (value.textContent !== text) {
        value.textContent = text;
      }
      // Marks: one span a digit present, placed in the cell's small grid.
      let key = '';
      for (const d of digits) {
        key += `${d}${state.candidates?.get(cell * n + d - 1) ?? ''},`;
      }
      if (this.cells[cell].key !== key) {
        this.cells[cell].key = key;
        marks.textContent = '';
        for (const d of digits) {
          const m = document.createElement('span');
          m.textContent = symbol(d);
          m.dataset.digit = String(d);
          m.style.gridRow = String(Math.floor((d - 1) / layout.markCols) + 1);
          m.style.gridColumn = String(((d - 1) % layout.markCols) + 1);
          const hl = state.candidates?.get(cell * n + d - 1);
          if (hl) {
            m.className = `c-${hl}`;
          }
          marks.append(m);
        }
      }
      el.setAttribute('aria-label', this.describe(cell, v, given, digits, state));
      if (state.readOnly) {
        el.setAttribute('aria-readonly', 'true');
      } else {
        el.removeAttribute('aria-readonly');
      }
    }
    this.drawLinks(state.links ?? []);
    focusConstraint(this.overlay, state.constraint ?? null);
  }

  describe(cell, v, given, digits, state) {
    let s = cellName(this.layout, cell);
    if (v !== 0) {
      s += `, ${v}${given ? ', given' : ''}`;
    } else {
      s += ', blank';
      if (digits.length) {
        s += `, pencil marks ${digits.join(' ')}`;
      }
    }
    if (state.conflicts?.has(cell)) s += ', conflict';
    if (state.mistakes?.has(cell)) s += ', mistake';
    if (state.cells?.has(cell)) s += ', highlighted';
    return s;
  }

  /** Chain links between candidates: strong ones solid, weak ones dashed. */
  drawLinks(links) {
    const layer = this.linkLayer;
    layer.textContent = '';
    const n = this.layout.columns;
    for (const link of links) {
      const a = this.candidatePoint(link.from.cell, link.from.digit);
      const b = this.candidatePoint(link.to.cell, link.to.digit);
      const dx = b.x - a.x;
      const dy = b.y - a.y;
      const len = Math.hypot(dx, dy) || 1;
      const r = 0.42 / Math.max(this.layout.markCols, this.layout.markRows);
      // A slight bend keeps links along one row or column apart from the candidates between them.
      const bend = Math.min(0.35, len * 0.15);
      const mx = (a.x + b.x) / 2 - (dy / len) * bend;
      const my = (a.y + b.y) / 2 + (dx / len) * bend;
      const start = toward(a, { x: mx, y: my }, r);
      const end = toward(b, { x: mx, y: my }, r);
      const p = path(layer, `M${start.x} ${start.y}Q${mx} ${my} ${end.x} ${end.y}`);
      p.classList.add(link.strong ? 'strong' : 'weak');
      p.setAttribute('stroke-width', String(Math.max(0.025, 0.5 / n)));
    }
  }

  /** The centre of candidate digit of cell, in board units. */
  candidatePoint(cell, digit) {
    const { columns, markCols, markRows } = this.layout;
    const r = Math.floor(cell / columns);
    const c = cell % columns;
    return {
      x: c + (((digit - 1) % markCols) + 0.5) / markCols,
      y: r + (Math.floor((digit - 1) / markCols) + 0.5) / markRows,
    };
  }

  select(cell, focus) {
    if (cell < 0 || cell >= this.layout.cellCount || !this.layout.isCell(cell)) {
      return;
    }
    this.cells[this.selected].el.tabIndex = -1;
    this.selected = cell;
    const el = this.cells[cell].el;
    el.tabIndex = 0;
    this.pending = null;
    if (focus) {
      el.focus();
    }
    if (this.state) {
      this.render(this.state);
    }
  }

  setPencil(on) {
    this.pencil = on;
  }

  /** A value typed or tapped for the selected cell: a mark in pencil mode, else an entry. */
  input(value, mark = this.pencil) {
    if (value < 1 || value > this.layout.size) {
      return;
    }
    this.onAction({ type: mark ? 'mark' : 'enter', cell: this.selected, value });
  }

  /**
   * The cell a move from (r, c) by (dr, dc) reaches: the next cell that way, over holes (from a
   * samurai's corner grid to the next grid along the row), or -1 at the edge.
   */
  reach(r, c, dr, dc) {
    const { rows, columns } = this.layout;
    for (let nr = r + dr, nc = c + dc; nr >= 0 && nr < rows && nc >= 0 && nc < columns; nr += dr, nc += dc) {
      if (this.layout.isCell(nr * columns + nc)) {
        return nr * columns + nc;
      }
    }
    return -1;
  }

  keydown(e) {
    const n = this.layout.size;
    const columns = this.layout.columns;
    const r = Math.floor(this.selected / columns);
    const c = this.selected % columns;
    const move = {
      ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1],
    }[e.key];
    if ((move || e.key === 'Home' || e.key === 'End') && !e.altKey && !e.metaKey) {
      // Home and End: the first and the last cell of the row.
      const to = move ? this.reach(r, c, move[0], move[1])
        : e.key === 'Home' ? this.reach(r, -1, 0, 1) : this.reach(r, columns, 0, -1);
      if (to >= 0) {
        this.select(to, true);
      }
      e.preventDefault();
      return;
    }
    if ((e.ctrlKey || e.metaKey) && !e.shiftKey && e.key.toLowerCase() === 'z') {
      this.onAction({ type: 'undo' });
      e.preventDefault();
      return;
    }
    if ((e.ctrlKey || e.metaKey) && (e.key.toLowerCase() === 'y' || (e.shiftKey && e.key.toLowerCase() === 'z'))) {
      this.onAction({ type: 'redo' });
      e.preventDefault();
      return;
    }
    if (e.key === 'Delete' || e.key === 'Backspace' || e.key === '.' || e.code === 'Digit0' && !e.shiftKey && !e.ctrlKey) {
      this.pending = null;
      this.onAction({ type: 'clear', cell: this.selected });
      e.preventDefault();
      return;
    }
    // Digits by their key's place (Shift+5 types '%' on many layouts), letters for 10 and up.
    const digitKey = /^(Digit|Numpad)(\d)$/.exec(e.code);
    let digit = digitKey ? Number(digitKey[2]) : null;
    if (digit === null && /^[0-9]$/.test(e.key)) {
      digit = Number(e.key);
    }
    const mark = e.shiftKey || e.ctrlKey || this.pencil;
    if (digit !== null && !e.altKey && !e.metaKey) {
      e.preventDefault();
      // On grids past 9, a second digit typed soon after the first makes a two-digit value.
      const now = Date.now();
      const p = this.pending;
      if (n > 9 && p && p.cell === this.selected && p.mark === mark && now - p.time < 900
          && p.value * 10 + digit <= n && p.value * 10 + digit >= 10) {
        const value = p.value * 10 + digit;
        this.pending = null;
        if (mark) {
          this.input(p.value, true); // the first key toggled the one-digit mark: undo that
        }
        this.input(value, mark);
        return;
      }
      if (digit === 0) {
        return;
      }
      this.pending = { cell: this.selected, value: digit, mark, time: now };
      this.input(digit, mark);
      return;
    }
    if (/^[a-zA-Z]$/.test(e.key) && !e.ctrlKey && !e.altKey && !e.metaKey && n > 9) {
      const value = e.key.toUpperCase().charCodeAt(0) - 65 + 10;
      if (value <= n && value <= 35) {
        e.preventDefault();
        this.input(value, e.shiftKey || this.pencil);
      }
    }
  }
}
