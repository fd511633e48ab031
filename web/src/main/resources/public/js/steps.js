// Steps as the server's explain and hint answer them, read into one shape the board draws, and the
// grid replayed step by step so that each step can be drawn on the position it was found in.

import { cellIndex } from './layout.js';

/**
 * A step in the page's shape: {technique, rating, text, placements: [{cell, digit}],
 * eliminations: [{cell, digit}], cells: [cell], units: [unit], links: [{from, to, strong}],
 * constraint: the index of a variant's constraint the step names, or null}.
 * Cells may come as indices or names (r1c2), units as indices or names (box 5), digits as
 * `digit` or `value`, the rating as `difficulty` or `rating`.
 */
export function readStep(raw, layout) {
  const cell = (c) => (typeof c === 'number' ? c : cellIndex(layout, String(c)));
  const unit = (u) => {
    if (typeof u === 'number') {
      return u;
    }
    const name = String(u).toLowerCase();
    return layout.houses.findIndex(h => h.name === name);
  };
  const candidate = (x) => ({ cell: cell(x.cell), digit: x.digit ?? x.value });
  return {
    technique: raw.technique ?? '',
    rating: raw.difficulty ?? raw.rating ?? null,
    text: raw.text ?? '',
    placements: (raw.placements ?? []).map(candidate),
    eliminations: (raw.eliminations ?? []).map(candidate),
    cells: (raw.cells ?? []).map(cell).filter(c => c >= 0),
    units: (raw.units ?? []).map(unit).filter(u => u >= 0),
    links: (raw.links ?? []).map(l => ({ from: candidate(l.from), to: candidate(l.to), strong: !!l.strong })),
    constraint: Number.isInteger(raw.constraint) ? raw.constraint : null,
  };
}

/**
 * A grid with candidates: values (0 blank) and, per blank cell, its candidates (a flat array of
 * 0/1, cell * size + digit - 1). The start has every value no peer holds, as the explainer starts.
 */
export class CandidateState {
  constructor(layout, values, candidates) {
    this.layout = layout;
    this.values = Int32Array.from(values);
    this.candidates = candidates ? Uint8Array.from(candidates) : CandidateState.fromPeers(layout, this.values);
  }

  static fromPeers(layout, values) {
    const size = layout.size;
    const cand = new Uint8Array(layout.cellCount * size);
    for (let cell = 0; cell < layout.cellCount; cell++) {
      if (values[cell] !== 0 || !layout.isCell(cell)) {
        continue;
      }
      const seen = new Set(layout.peers(cell).map(p => values[p]));
      for (let d = 1; d <= size; d++) {
        if (!seen.has(d)) {
          cand[cell * size + d - 1] = 1;
        }
      }
    }
    return cand;
  }

  copy() {
    return new CandidateState(this.layout, this.values, this.candidates);
  }

  digits(cell) {
    const size = this.layout.size;
    const out = [];
    if (this.values[cell] === 0) {
      for (let d = 1; d <= size; d++) {
        if (this.candidates[cell * size + d - 1]) {
          out.push(d);
        }
      }
    }
    return out;
  }

  /** Places digit in cell: the cell's candidates go, and the digit leaves its peers' candidates. */
  place(cell, digit) {
    const size = this.layout.size;
    this.values[cell] = digit;
    this.candidates.fill(0, cell * size, (cell + 1) * size);
    for (const peer of this.layout.peers(cell)) {
      this.candidates[peer * size + digit - 1] = 0;
    }
  }

  eliminate(cell, digit) {
    this.candidates[cell * this.layout.size + digit - 1] = 0;
  }

  /** Applies a step: its placements, then its eliminations. */
  apply(step) {
    for (const p of step.placements) {
      this.place(p.cell, p.digit);
    }
    for (const e of step.eliminations) {
      this.eliminate(e.cell, e.digit);
    }
  }
}

/** The state before each step, and after the last: states[i] is the grid step i was found in. */
export function replay(layout, puzzleValues, steps) {
  const states = [new CandidateState(layout, puzzleValues)];
  for (const step of steps) {
    const next = states[states.length - 1].copy();
    next.apply(step);
    states.push(next);
  }
  return states;
}

/** What the board highlights for step: its pattern, units, constraint, removals, placements and chain. */
export function stepHighlights(step, layout) {
  const size = layout.size;
  const candidates = new Map();
  const mark = (c, cls) => candidates.set(c.cell * size + c.digit - 1, cls);
  for (const l of step.links) {
    mark(l.from, 'chain');
    mark(l.to, 'chain');
  }
  for (const e of step.eliminations) {
    mark(e, 'elim');
  }
  for (const p of step.placements) {
    mark(p, 'place');
  }
  return {
    cells: new Set(step.cells),
    units: step.units,
    candidates,
    links: step.links,
    constraint: step.constraint,
  };
}
