// The user's position: the givens, the values they entered, and their pencil marks; conflicts as
// they happen; undo and redo. Nothing here solves anything: solving is the server's.

export class Position {
  /** An empty position on layout, or one with these givens (an array of values, 0 blank). */
  constructor(layout, givens = null) {
    this.layout = layout;
    const n = layout.cellCount;
    this.givens = givens ? Int32Array.from(givens) : new Int32Array(n);
    this.entries = new Int32Array(n);
    this.marks = new Uint8Array(n * layout.size);
    this.history = [];
    this.future = [];
  }

  /** The value in cell: a given, an entry, or 0. */
  value(cell) {
    return this.givens[cell] || this.entries[cell];
  }

  isGiven(cell) {
    return this.givens[cell] !== 0;
  }

  /** Every value, givens and entries together. */
  values() {
    return Array.from(this.givens, (g, cell) => g || this.entries[cell]);
  }

  hasMark(cell, digit) {
    return this.marks[cell * this.layout.size + digit - 1] === 1;
  }

  /** The pencil-marked digits of cell, in order. */
  marksOf(cell) {
    const size = this.layout.size;
    const out = [];
    for (let d = 1; d <= size; d++) {
      if (this.marks[cell * size + d - 1]) {
        out.push(d);
      }
    }
    return out;
  }

  hasAnyMarks() {
    return this.marks.some(m => m === 1);
  }

  hasEntries() {
    return this.entries.some(v => v !== 0);
  }

  /** Puts value (0 clears) in cell: a given when asGiven, else an entry. Givens stay put otherwise. */
  set(cell, value, asGiven = false) {
    if (asGiven) {
      if (this.givens[cell] === value && this.entries[cell] === 0) {
        return false;
      }
      this.remember();
      this.givens[cell] = value;
      this.entries[cell] = 0;
      return true;
    }
    if (this.isGiven(cell) || this.entries[cell] === value) {
      return false;
    }
    this.remember();
    this.entries[cell] = value;
    return true;
  }

  /** Turns pencil mark digit of cell on or off; not on a filled cell. */
  toggleMark(cell, digit) {
    if (this.value(cell) !== 0 || digit < 1 || digit > this.layout.size) {
      return false;
    }
    this.remember();
    const i = cell * this.layout.size + digit - 1;
    this.marks[i] ^= 1;
    return true;
  }

  /** The digits no peer holds: what "fill all candidates" writes. */
  candidatesOf(cell) {
    if (this.value(cell) !== 0 || !this.layout.isCell(cell)) {
      return [];
    }
    const seen = new Set(this.layout.peers(cell).map(p => this.value(p)));
    const out = [];
    for (let d = 1; d <= this.layout.size; d++) {
      if (!seen.has(d)) {
        out.push(d);
      }
    }
    return out;
  }

  /** Pencil marks every digit no peer holds in every blank cell (replacing the marks there). */
  fillCandidates() {
    this.remember();
    this.marks.fill(0);
    for (let cell = 0; cell < this.layout.cellCount; cell++) {
      for (const d of this.candidatesOf(cell)) {
        this.marks[cell * this.layout.size + d - 1] = 1;
      }
    }
  }

  clearMarks() {
    this.remember();
    this.marks.fill(0);
  }

  /** Takes away every entry and mark, keeping the givens. */
  restart() {
    this.remember();
    this.entries.fill(0);
    this.marks.fill(0);
  }

  /** Replaces the whole state (after solve, load): still undoable. */
  replace(givens, entries, marks) {
    this.remember();
    if (givens) {
      this.givens.set(givens);
    }
    this.entries.set(entries ?? new Int32Array(this.layout.cellCount));
    if (marks) {
      this.marks.set(marks);
    } else {
      this.marks.fill(0);
    }
  }

  /**
   * The cells whose value another cell of one of its houses also holds (givens and entries alike),
   * and the houses where that happens.
   */
  conflicts() {
    const cells = new Set();
    const houses = new Set();
    this.layout.houses.forEach((house, u) => {
      const first = new Map();
      for (const cell of house.cells) {
        const v = this.value(cell);
        if (v === 0) {
          continue;
        }
        if (first.has(v)) {
          cells.add(first.get(v));
          cells.add(cell);
          houses.add(u);
        } else {
          first.set(v, cell);
        }
      }
    });
    return { cells, houses };
  }

  /** The givens that repeat a value in a house, among the givens alone. */
  givenConflicts() {
    const out = new Set();
    for (const house of this.layout.houses) {
      const first = new Map();
      for (const cell of house.cells) {
        const v = this.givens[cell];
        if (v !== 0) {
          if (first.has(v)) {
            out.add(first.get(v));
            out.add(cell);
          } else {
            first.set(v, cell);
          }
        }
      }
    }
    return [...out].sort((a, b) => a - b);
  }

  /** Whether every cell holds a value (holes hold none). */
  isFull() {
    for (let cell = 0; cell < this.layout.cellCount; cell++) {
      if (this.value(cell) === 0 && this.layout.isCell(cell)) {
        return false;
      }
    }
    return true;
  }

  /** Keeps the state before a change, for undo. */
  remember() {
    this.history.push(this.snapshot());
    if (this.history.length > 200) {
      this.history.shift();
    }
    this.future = [];
  }

  snapshot() {
    return { givens: this.givens.slice(), entries: this.entries.slice(), marks: this.marks.slice() };
  }

  restore(s) {
    this.givens.set(s.givens);
    this.entries.set(s.entries);
    this.marks.set(s.marks);
  }

  undo() {
    const s = this.history.pop();
    if (!s) {
      return false;
    }
    this.future.push(this.snapshot());
    this.restore(s);
    return true;
  }

  redo() {
    const s = this.future.pop();
    if (!s) {
      return false;
    }
    this.history.push(this.snapshot());
    this.restore(s);
    return true;
  }
}
