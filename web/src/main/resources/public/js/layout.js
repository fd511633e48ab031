// The shape of a puzzle as data: its size, the houses (units) whose values must differ, the regions
// drawn with thick lines, and the constraints drawn on top (cages, lines, dots, clues outside the
// grid...). Classic Sudoku is one such layout; variants (jigsaw regions, killer cages, thermometers,
// arrows, kropki dots, little killers...) arrive as more data of the same kind, and the board draws
// whatever a layout holds.
//
// Units are numbered as dev.sudokux.sudoku.Shape numbers them: rows 0..N-1, columns N..2N-1,
// boxes (or regions) 2N..3N-1; extra houses of a variant (diagonals...) follow, then its cages and
// renban lines (no digit repeats in them: conflicts and candidates see them).

/** The largest size the library takes. */
export const MAX_SIZE = 64;

/**
 * The layout of an N x N Sudoku with boxes of boxRows x boxCols cells.
 * @returns {Layout}
 */
export function classicLayout(boxRows, boxCols) {
  const size = boxRows * boxCols;
  if (!(size >= 1 && size <= MAX_SIZE)) {
    throw new Error(`boxes of ${boxRows}x${boxCols} make a ${size}x${size} grid; sizes go up to ${MAX_SIZE}`);
  }
  const regions = new Array(size * size);
  for (let cell = 0; cell < size * size; cell++) {
    const r = Math.floor(cell / size);
    const c = cell % size;
    regions[cell] = Math.floor(r / boxRows) * (size / boxCols) + Math.floor(c / boxCols);
  }
  return makeLayout({ size, box: [boxRows, boxCols], regions, classic: true });
}

/**
 * A layout from data, as the server's /parse answers it or a variant describes it:
 * {size, box?: [r, c], regions?: [region per cell], houses?: [[cells]...] (extra ones),
 *  cages?, lines?, dots?, outsideClues?, cellClues?, quadruples?, clones? (see MARK_KEYS), variant?: {...}}.
 * Regions default to the boxes.
 * `variant` is the server's variant puzzle (sudokux's variant JSON): the page sends it back, with the
 * givens of the moment, as the puzzle (see api.js puzzleText).
 */
export function layoutFrom(data) {
  const size = data.size ?? (data.box ? data.box[0] * data.box[1] : undefined);
  if (data.size === undefined && data.rows && data.columns) {
    throw new Error(`a ${data.rows}x${data.columns} board (several grids) is not one this page can draw`);
  }
  if (!Number.isInteger(size) || size < 1 || size > MAX_SIZE) {
    throw new Error(`a puzzle of size ${size} is not one this page can draw`);
  }
  let box = data.box;
  if (!box && !data.regions) {
    box = defaultBox(size);
  }
  let regions = data.regions;
  if (!regions) {
    regions = classicLayout(box[0], box[1]).regions;
  }
  const extraHouses = (data.houses ?? []).map(h => (Array.isArray(h) ? { name: 'house', cells: h } : h));
  const marks = Object.fromEntries(MARK_KEYS.map(key => [key, data[key]]));
  const variant = data.variant ?? null;
  const classic = !!box && !data.regions && !extraHouses.length && !variant
    && MARK_KEYS.every(key => !Array.isArray(data[key]) || !data[key].length);
  return makeLayout({ size, box, regions, extraHouses, marks, classic, variant });
}

/**
 * What a layout may hold beyond houses, each drawn by the board, each item with the index of its
 * constraint (`constraint`) when the server sent one:
 * cages [{cells, sum?}], lines [{kind, cells, circle?, value?}] (thermo, slow-thermo, arrow, whispers,
 * renban, palindrome, between, entropic, zipper, region-sum, or any other kind as a plain line),
 * dots [{kind: difference|ratio|sum|greater, cells: [a, b], value?}] (on the edge between a and b),
 * outsideClues [{kind, cells, value}] (outside the grid, looking along cells: little-killer, sandwich,
 * skyscraper, x-sum, numbered-room), cellClues [{kind, cell, digits?}] (even, odd, maximum, minimum,
 * column-indexer, row-indexer, candidates), quadruples [{cells, digits}], clones [{cells, copies}].
 */
export const MARK_KEYS = ['cages', 'lines', 'dots', 'outsideClues', 'cellClues', 'quadruples', 'clones'];

/**
 * The box shape the library gives a size it can tell (README: square sizes get square boxes, others
 * the most nearly square boxes with fewer rows).
 */
export function defaultBox(size) {
  let best = [1, size];
  for (let r = 1; r * r <= size; r++) {
    if (size % r === 0) {
      best = [r, size / r];
    }
  }
  return best;
}

function makeLayout({ size, box, regions, extraHouses = [], marks = {}, classic = false, variant = null }) {
  // Each mark list an array, whatever the data held (absent or not a list: none).
  for (const key of MARK_KEYS) {
    if (!Array.isArray(marks[key])) {
      marks[key] = [];
    }
  }
  const cellCount = size * size;
  const houses = [];
  for (let r = 0; r < size; r++) {
    houses.push({ kind: 'row', name: `row ${r + 1}`, cells: range(size).map(c => r * size + c) });
  }
  for (let c = 0; c < size; c++) {
    houses.push({ kind: 'column', name: `column ${c + 1}`, cells: range(size).map(r => r * size + c) });
  }
  const regionCells = [];
  regions.forEach((region, cell) => {
    (regionCells[region] ??= []).push(cell);
  });
  regionCells.forEach((cells, i) => {
    if (cells) {
      houses.push({ kind: box ? 'box' : 'region', name: `${box ? 'box' : 'region'} ${i + 1}`, cells });
    }
  });
  for (const h of extraHouses) {
    houses.push({ kind: h.kind ?? 'house', name: h.name ?? 'house', cells: h.cells });
  }
  // Cages and renban lines: no digit repeats in them either (conflicts and candidates see it), after
  // the houses the server numbers, so that a step's units keep their numbers.
  marks.cages.forEach((cage, i) => {
    houses.push({ kind: 'cage', name: `cage ${i + 1}`, cells: cage.cells });
  });
  marks.lines.filter(line => line.kind === 'renban').forEach((line, i) => {
    houses.push({ kind: 'renban', name: `renban ${i + 1}`, cells: line.cells });
  });
  // Pencil marks sit in a small grid inside each cell: the box's shape when there is one.
  const markCols = box ? box[1] : Math.ceil(Math.sqrt(size));
  const markRows = box ? box[0] : Math.ceil(size / markCols);
  const cellHouses = Array.from({ length: cellCount }, () => []);
  houses.forEach((h, u) => h.cells.forEach(cell => cellHouses[cell].push(u)));
  let peers = null;
  return {
    size, cellCount, box, regions, houses, markRows, markCols, cellHouses, variant, ...marks,
    /** Whether only the size and the box shape say it all (no regions, cages or lines of its own). */
    classic,
    /** The layout as data again, for layoutFrom (the page's address keeps a variant's layout so). */
    data: classic ? { size, box } : { size, box, regions, houses: extraHouses, ...marks, ...(variant ? { variant } : {}) },
    /** The cells that share a house with cell (computed once, on first use). */
    peers(cell) {
      if (!peers) {
        peers = Array.from({ length: cellCount }, (_, c) => {
          const set = new Set();
          for (const u of cellHouses[c]) {
            for (const other of houses[u].cells) {
              if (other !== c) {
                set.add(other);
              }
            }
          }
          return [...set].sort((a, b) => a - b);
        });
      }
      return peers[cell];
    },
  };
}

/** The box shape as people write it: "3x3". */
export function boxText(layout) {
  return layout.box ? `${layout.box[0]}x${layout.box[1]}` : `${layout.size}x${layout.size}`;
}

/** A cell as sudokux names it: r1c2. */
export function cellName(layout, cell) {
  return `r${Math.floor(cell / layout.size) + 1}c${(cell % layout.size) + 1}`;
}

/** The cell a name such as r1c2 means, or -1. */
export function cellIndex(layout, name) {
  const m = /^r(\d+)c(\d+)$/i.exec(name);
  if (!m) {
    return -1;
  }
  const r = Number(m[1]) - 1;
  const c = Number(m[2]) - 1;
  return r >= 0 && c >= 0 && r < layout.size && c < layout.size ? r * layout.size + c : -1;
}

/** The symbol a value is shown as: decimal, as the grid format writes it. */
export function symbol(value) {
  return value > 0 ? String(value) : '';
}

function range(n) {
  return Array.from({ length: n }, (_, i) => i);
}
