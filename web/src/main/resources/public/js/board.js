// The board: draws a layout (cells, regions, and a variant's marks: see marks.js) and a state (values, givens, pencil
// marks, highlights, chain links), and turns keys, clicks and taps into actions. It holds no puzzle
// logic: whoever owns the state decides what an action does.

import { cellName, symbol } from './layout.js';
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
    const n = layout.size;
    this.selected = Math.min(this.selected, layout.cellCount - 1);
    this.root.textContent = '';
    this.root.style.setProperty('--n', n);
    this.root.style.setProperty('--mark-cols', layout.markCols);
    this.root.style.setProperty('--mark-rows', layout.markRows);
    this.root.classList.toggle('large', n > 16);
    this.root.classList.toggle('clued', hasOutsideClues(layout));
    const grid = document.createElement('div');
    grid.className = 'cells';
    grid.setAttribute('role', 'grid');
    grid.setAttribute('aria-label', `Sudoku grid, ${n} by ${n}`);
    grid.setAttribute('aria-describedby', 'keys-help');
    this.cells = [];
    for (let r = 0; r < n; r++) {
      const row = document.createElement('div');
      row.setAttribute('role', 'row');
      row.className = 'row';
      for (let c = 0; c < n; c++) {
        const cell = r * n + c;
        const el = document.createElement('div');
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
    this.overlay.setAttribute('viewBox', `0 0 ${n} ${n}`);
    this.overlay.setAttribute('preserveAspectRatio', 'none');
    this.overlay.setAttribute('aria-hidden', 'true');
    this.drawLines(layout);
    this.linkLayer = document.createElementNS(SVG, 'g');
    this.linkLayer.classList.add('links');
    this.overlay.append(this.linkLayer);
    this.root.append(grid, this.overlay);
    this.grid = grid;
  }

  /** The grid lines, the regions' thick lines and the variant's marks (marks.js), in the overlay. */
  drawLines(layout) {
    const n = layout.size;
    const g = (cls) => {
      const e = document.createElementNS(SVG, 'g');
      e.classList.add(cls);
      this.overlay.append(e);
      return e;
    };
    const thin = g('thin');
    let d = '';
    for (let k = 1; k < n; k++) {
      d += `M${k} 0V${n}M0 ${k}H${n}`;
    }
    path(thin, d);
    const thick = g('regions');
    d = `M0 0H${n}V${n}H0Z`;
    const region = layout.regions;
    for (let r = 0; r < n; r++) {
      for (let c = 0; c < n; c++) {
        const cell = r * n + c;
        if (c + 1 < n && region[cell] !== region[cell + 1]) {
          d += `M${c + 1} ${r}V${r + 1}`;
        }
        if (r + 1 < n && region[cell] !== region[cell + n]) {
          d += `M${c} ${r + 1}H${c + 1}`;
        }
      }
    }
    path(thick, d);
    drawMarks(this.overlay, layout);
  }

  /** Draws state (see the class comment). */
  render(state) {
    this.state = state;
    const layout = this.layout;
    const n = layout.size;
    const unitCells = new Set();
    for (const u of state.units ?? []) {
      for (const cell of layout.houses[u]?.cells ?? []) {
        unitCells.add(cell);
      }
    }
    const selectedValue = state.values[this.selected];
    for (let cell = 0; cell < layout.cellCount; cell++) {
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
    const n = this.layout.size;
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
    const { size, markCols, markRows } = this.layout;
    const r = Math.floor(cell / size);
    const c = cell % size;
    return {
      x: c + (((digit - 1) % markCols) + 0.5) / markCols,
      y: r + (Math.floor((digit - 1) / markCols) + 0.5) / markRows,
    };
  }

  select(cell, focus) {
    if (cell < 0 || cell >= this.layout.cellCount) {
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

  keydown(e) {
    const n = this.layout.size;
    const r = Math.floor(this.selected / n);
    const c = this.selected % n;
    const move = {
      ArrowUp: [r - 1, c], ArrowDown: [r + 1, c], ArrowLeft: [r, c - 1], ArrowRight: [r, c + 1],
      Home: [r, 0], End: [r, n - 1],
    }[e.key];
    if (move && !e.altKey && !e.metaKey) {
      const [nr, nc] = move;
      if (nr >= 0 && nr < n && nc >= 0 && nc < n) {
        this.select(nr * n + nc, true);
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
