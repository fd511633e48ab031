// A variant's constraints drawn in SVG, in board units (a cell is 1 by 1, the grid from 0 to N), the
// way f-puzzles and SudokuPad draw them: lines through cell centres, cages as dashed outlines, dots
// on the edge between two cells (kropki white and black, X and V, greater-than), clues outside the
// grid (a little killer's sum with an arrow along its diagonal, sandwich sums, skyscrapers, x-sums,
// numbered rooms), marks in cells (even squares, odd circles, maximum and minimum, indexers, the
// digits a cell may hold), quadruples on corners and clones as shaded cells. Each drawn constraint is
// one group with data-constraint (its index in the puzzle), so that a step naming it can light it up.

const SVG = 'http://www.w3.org/2000/svg';

/** Whether layout has clues outside the grid (the board then leaves room around it). */
export function hasOutsideClues(layout) {
  return layout.outsideClues.length > 0;
}

/** Draws every constraint of layout in svg (the board's overlay), lowest layers first. */
export function drawMarks(svg, layout) {
  const n = layout.columns; // positions are row * columns + column
  const layer = (cls) => {
    const g = element('g', svg);
    g.classList.add(cls);
    return g;
  };
  const clones = layer('clones');
  layout.clones.forEach((clone, i) => drawClone(item(clones, clone, 'clone'), clone, i, n));
  const cellClues = layer('cell-clues');
  for (const clue of layout.cellClues) {
    drawCellClue(item(cellClues, clue, `cell-clue ${slug(clue.kind)}`), clue, n);
  }
  const lines = layer('variant-lines');
  for (const line of layout.lines) {
    drawLine(item(lines, line, `variant-line ${slug(line.kind ?? 'line')}`), line, n);
  }
  const cages = layer('cages');
  for (const cage of layout.cages) {
    drawCage(item(cages, cage, 'cage-group'), cage, n);
  }
  const dots = layer('dots');
  for (const dot of layout.dots) {
    drawDot(item(dots, dot, `dot ${slug(dot.kind)}`), dot, n);
  }
  const quadruples = layer('quadruples');
  for (const quad of layout.quadruples) {
    drawQuadruple(item(quadruples, quad, 'quadruple'), quad, n);
  }
  const clues = layer('clues');
  for (const clue of layout.outsideClues) {
    drawClue(item(clues, clue, `clue ${slug(clue.kind)}`), clue, n);
  }
}

/** Lights up the drawn constraint number index (or none, for null) in svg. */
export function focusConstraint(svg, index) {
  for (const e of svg.querySelectorAll('[data-constraint].focus')) {
    e.classList.remove('focus');
  }
  if (index !== null && index !== undefined) {
    for (const e of svg.querySelectorAll(`[data-constraint="${index}"]`)) {
      e.classList.add('focus');
    }
  }
}

/** A group for one constraint, with its classes and index. */
function item(parent, data, classes) {
  const g = element('g', parent);
  for (const c of classes.split(' ')) {
    g.classList.add(c);
  }
  if (Number.isInteger(data.constraint)) {
    g.dataset.constraint = String(data.constraint);
  }
  return g;
}

/** A kind as a class name: letters, digits and dashes. */
function slug(kind) {
  return String(kind).toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'line';
}

function element(name, parent, attributes = {}) {
  const e = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attributes)) {
    e.setAttribute(k, String(v));
  }
  parent.append(e);
  return e;
}

export function path(parent, d) {
  return element('path', parent, { d });
}

function text(parent, x, y, size, content) {
  const t = element('text', parent, { x, y, 'font-size': size, 'text-anchor': 'middle', 'dominant-baseline': 'central' });
  t.textContent = String(content);
  return t;
}

function centre(cell, n) {
  return { x: (cell % n) + 0.5, y: Math.floor(cell / n) + 0.5 };
}

export function toward(from, to, distance) {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const len = Math.hypot(dx, dy) || 1;
  return { x: from.x + (dx / len) * distance, y: from.y + (dy / len) * distance };
}

/** A cage: a dashed outline just inside its cells, its sum in the first cell's corner. */
function drawCage(g, cage, n) {
  const inside = new Set(cage.cells);
  const has = (r, c) => r >= 0 && c >= 0 && c < n && inside.has(r * n + c);
  const k = 0.08;
  let d = '';
  // Each side without a cage neighbour gets a segment; its ends meet the neighbours' segments.
  const end = (along, diagonal) => (along ? (diagonal ? -k : 0) : k);
  for (const cell of cage.cells) {
    const r = Math.floor(cell / n);
    const c = cell % n;
    if (!has(r - 1, c)) {
      d += `M${c + end(has(r, c - 1), has(r - 1, c - 1))} ${r + k}H${c + 1 - end(has(r, c + 1), has(r - 1, c + 1))}`;
    }
    if (!has(r + 1, c)) {
      d += `M${c + end(has(r, c - 1), has(r + 1, c - 1))} ${r + 1 - k}H${c + 1 - end(has(r, c + 1), has(r + 1, c + 1))}`;
    }
    if (!has(r, c - 1)) {
      d += `M${c + k} ${r + end(has(r - 1, c), has(r - 1, c - 1))}V${r + 1 - end(has(r + 1, c), has(r + 1, c - 1))}`;
    }
    if (!has(r, c + 1)) {
      d += `M${c + 1 - k} ${r + end(has(r - 1, c), has(r - 1, c + 1))}V${r + 1 - end(has(r + 1, c), has(r + 1, c + 1))}`;
    }
  }
  path(g, d).classList.add('cage');
  if (cage.sum !== undefined && cage.sum !== null) {
    const first = Math.min(...cage.cells);
    const t = element('text', g, { x: (first % n) + 0.04, y: Math.floor(first / n) + 0.24, 'font-size': 0.22 });
    t.classList.add('cage-sum');
    t.textContent = String(cage.sum);
  }
}

/**
 * A line through cell centres: a thermometer has a bulb, an arrow a circle (round its circle cells:
 * a pill for two or more) and a head, a between line a circle at each end.
 */
function drawLine(g, line, n) {
  const pts = line.cells.map(cell => centre(cell, n));
  if (pts.length === 0) {
    return;
  }
  const kind = line.kind ?? 'line';
  if (kind === 'thermo' || kind === 'slow-thermo') {
    element('circle', g, { cx: pts[0].x, cy: pts[0].y, r: 0.32 });
  }
  let shaft = pts;
  if (kind === 'arrow') {
    const circle = Math.max(1, Math.min(line.circle ?? 1, pts.length - 1));
    const ring = pts.slice(0, circle);
    // The circle: a round one, or a pill round the circle's cells (an outline: a wide stroke, and a
    // narrower one in the paper's colour over it).
    if (ring.length === 1) {
      element('circle', g, { cx: ring[0].x, cy: ring[0].y, r: 0.4 }).classList.add('arrow-circle');
    } else {
      let d = `M${ring[0].x} ${ring[0].y}`;
      for (const p of ring.slice(1)) {
        d += `L${p.x} ${p.y}`;
      }
      path(g, d).classList.add('pill');
      path(g, d).classList.add('pill-inside');
    }
    shaft = [toward(ring[ring.length - 1], pts[circle], 0.4), ...pts.slice(circle)];
  }
  let d = `M${shaft[0].x} ${shaft[0].y}`;
  for (const p of shaft.slice(1)) {
    d += `L${p.x} ${p.y}`;
  }
  if (shaft.length === 1) {
    d += `L${shaft[0].x + 0.001} ${shaft[0].y}`;
  }
  path(g, d).classList.add('shaft');
  if (kind === 'arrow' && shaft.length > 1) {
    const a = shaft[shaft.length - 1];
    const b = shaft[shaft.length - 2];
    const len = Math.hypot(a.x - b.x, a.y - b.y) || 1;
    const ux = (a.x - b.x) / len;
    const uy = (a.y - b.y) / len;
    const s = 0.22;
    path(g, `M${a.x - ux * s - uy * s} ${a.y - uy * s + ux * s}L${a.x} ${a.y}L${a.x - ux * s + uy * s} ${a.y - uy * s - ux * s}`)
      .classList.add('head');
  }
  if (kind === 'between' && pts.length > 1) {
    for (const p of [pts[0], pts[pts.length - 1]]) {
      element('circle', g, { cx: p.x, cy: p.y, r: 0.38 }).classList.add('end');
    }
  }
}

/**
 * A dot on the edge between two cells: kropki white (difference) and black (ratio) dots, with their
 * value when it is not the usual 1 or 2; X and V (sums of 10 and 5; another sum as its number); a
 * greater-than sign opening toward the larger digit.
 */
function drawDot(g, dot, n) {
  const a = centre(dot.cells[0], n);
  const b = centre(dot.cells[1], n);
  const m = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
  if (dot.kind === 'difference' || dot.kind === 'ratio') {
    element('circle', g, { cx: m.x, cy: m.y, r: 0.13 });
    const usual = dot.kind === 'difference' ? 1 : 2;
    if (dot.value !== undefined && dot.value !== usual) {
      text(g, m.x, m.y, 0.16, dot.value);
    }
  } else if (dot.kind === 'sum') {
    const letter = { 10: 'X', 5: 'V' }[dot.value] ?? String(dot.value);
    text(g, m.x, m.y, 0.3, letter);
  } else if (dot.kind === 'greater') {
    // The sign's point is toward the lesser cell: a > b reads from a to b.
    const len = Math.hypot(b.x - a.x, b.y - a.y) || 1;
    const ux = (b.x - a.x) / len;
    const uy = (b.y - a.y) / len;
    const s = 0.1;
    path(g, `M${m.x - ux * s - uy * s * 1.2} ${m.y - uy * s + ux * s * 1.2}L${m.x + ux * s} ${m.y + uy * s}`
      + `L${m.x - ux * s + uy * s * 1.2} ${m.y - uy * s - ux * s * 1.2}`);
  }
}

/**
 * Where a clue outside the grid stands, and the step into the grid: one step before the first cell
 * of its line. A one-cell little killer is a corner, entered from outside that corner's edges.
 */
export function cluePlace(clue, n) {
  const first = clue.cells[0];
  const r = Math.floor(first / n);
  const c = first % n;
  let dr;
  let dc;
  if (clue.cells.length > 1) {
    dr = Math.floor(clue.cells[1] / n) - r;
    dc = (clue.cells[1] % n) - c;
  } else {
    dr = r === 0 ? 1 : -1;
    dc = c === 0 ? -1 : 1;
  }
  return { row: r - dr, column: c - dc, dr, dc };
}

/** A clue outside the grid: its number, and for a little killer an arrow along its diagonal. */
function drawClue(g, clue, n) {
  const place = cluePlace(clue, n);
  const x = place.column + 0.5;
  const y = place.row + 0.5;
  if (clue.kind === 'little-killer') {
    // The number off the diagonal's axis, the arrow from beside it toward the first cell.
    const back = 0.12;
    text(g, x - place.dc * back, y - place.dr * back, 0.34, clue.value);
    const from = { x: x + place.dc * 0.2, y: y + place.dr * 0.2 };
    const to = { x: x + place.dc * 0.42, y: y + place.dr * 0.42 };
    const ux = place.dc / Math.SQRT2;
    const uy = place.dr / Math.SQRT2;
    const s = 0.08;
    path(g, `M${from.x} ${from.y}L${to.x} ${to.y}M${to.x - ux * s - uy * s} ${to.y - uy * s + ux * s}L${to.x} ${to.y}`
      + `L${to.x - ux * s + uy * s} ${to.y - uy * s - ux * s}`).classList.add('clue-arrow');
  } else {
    text(g, x, y, 0.42, clue.value);
  }
}

/**
 * A mark in one cell: an even cell's grey square, an odd cell's grey circle, a maximum's or minimum's
 * shading with chevrons pointing out or in, an indexer's tint, the digits a cell may hold.
 */
function drawCellClue(g, clue, n) {
  const c = centre(clue.cell, n);
  switch (clue.kind) {
    case 'even':
      element('rect', g, { x: c.x - 0.35, y: c.y - 0.35, width: 0.7, height: 0.7 });
      break;
    case 'odd':
      element('circle', g, { cx: c.x, cy: c.y, r: 0.36 });
      break;
    case 'maximum':
    case 'minimum': {
      element('rect', g, { x: c.x - 0.5, y: c.y - 0.5, width: 1, height: 1 });
      const out = clue.kind === 'maximum' ? 1 : -1;
      let d = '';
      for (const [ux, uy] of [[0, -1], [1, 0], [0, 1], [-1, 0]]) {
        const tip = { x: c.x + ux * (0.38 + 0.06 * out), y: c.y + uy * (0.38 + 0.06 * out) };
        const base = { x: c.x + ux * (0.38 - 0.06 * out), y: c.y + uy * (0.38 - 0.06 * out) };
        d += `M${base.x - uy * 0.1} ${base.y + ux * 0.1}L${tip.x} ${tip.y}L${base.x + uy * 0.1} ${base.y - ux * 0.1}`;
      }
      path(g, d).classList.add('chevrons');
      break;
    }
    case 'candidates':
      text(g, c.x, c.y + 0.38, 0.15, (clue.digits ?? []).join(''));
      break;
    default:
      element('rect', g, { x: c.x - 0.5, y: c.y - 0.5, width: 1, height: 1 });
  }
}

/** A quadruple: a circle on the corner its cells share, its digits inside. */
function drawQuadruple(g, quad, n) {
  const xs = quad.cells.map(cell => cell % n);
  const ys = quad.cells.map(cell => Math.floor(cell / n));
  const x = (Math.min(...xs) + Math.max(...xs) + 1) / 2;
  const y = (Math.min(...ys) + Math.max(...ys) + 1) / 2;
  element('circle', g, { cx: x, cy: y, r: 0.22 });
  const digits = quad.digits.map(String);
  if (digits.length <= 2) {
    text(g, x, y, 0.15, digits.join(' '));
  } else {
    const half = Math.ceil(digits.length / 2);
    text(g, x, y - 0.075, 0.14, digits.slice(0, half).join(' '));
    text(g, x, y + 0.085, 0.14, digits.slice(half).join(' '));
  }
}

/** Clones: the cells and their copies shaded alike, a colour per clone. */
function drawClone(g, clone, index, n) {
  g.style.setProperty('--clone-hue', String((index * 67 + 40) % 360));
  for (const cell of [...clone.cells, ...clone.copies]) {
    element('rect', g, { x: cell % n + 0.04, y: Math.floor(cell / n) + 0.04, width: 0.92, height: 0.92 });
  }
}
