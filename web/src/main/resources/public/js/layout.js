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
  if (data.size === undefined && data.rows && data.columns) {
    return frameLayout(data);
  }
  const size = data.size ?? (data.box ? data.box[0] * data.box[1] : undefined);
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
  const extraHouses = houseData(data.houses);
  const marks = markData(data);
  const variant = data.variant ?? null;
  const classic = !!box && !data.regions && !extraHouses.length && !variant
    && MARK_KEYS.every(key => !marks[key].length);
  return makeLayout({ size, box, regions, extraHouses, marks, classic, variant });
}

/** The largest frame side the page draws (a samurai of 16x16 grids is 42 wide). */
export const MAX_FRAME = 4 * MAX_SIZE;

/**
 * The layout of a board without one size (/parse gives no `size`): a frame of rows x columns
 * positions, some of them holes (`holes`: a samurai's places outside every grid), digits 1..`digits`,
 * and every house given in `houses` (each grid's rows, columns and boxes, then the extra ones: the
 * server's order, which a step's units number), `regions` (-1 for a hole) for the thick lines.
 */
function frameLayout(data) {
  const { rows, columns } = data;
  const size = data.digits;
  if (!Number.isInteger(size) || size < 1 || size > MAX_SIZE) {
    throw new Error(`a puzzle with digits 1 to ${size} is not one this page can draw`);
  }
  if (!Number.isInteger(rows) || !Number.isInteger(columns) || rows < 1 || columns < 1
      || rows > MAX_FRAME || columns > MAX_FRAME) {
    throw new Error(`a ${rows}x${columns} board is not one this page can draw (up to ${MAX_FRAME}x${MAX_FRAME})`);
  }
  // The address keeps a frame's houses and holes once, in its variant (see makeLayout's data).
  const holes = (data.holes ?? data.variant?.holes ?? []).filter(p => Number.isInteger(p) && p >= 0 && p < rows * columns);
  const houses = houseData(data.houses ?? data.variant?.houses);
  const regions = data.regions ?? new Array(rows * columns).fill(-1);
  return makeLayout({
    size, rows, columns, holes, box: data.box ?? null, regions, extraHouses: houses, marks: markData(data),
    variant: data.variant ?? null, frame: true,
  });
}

/**
 * Houses as data gives them: [cells] or {kind?, name?, cells}; a kind as the variant JSON writes it
 * (DIAGONAL_DOWN) as /parse does (diagonal-down).
 */
function houseData(houses) {
  return (houses ?? []).map(h => (Array.isArray(h) ? { name: 'house', cells: h }
    : typeof h.kind === 'string' ? { ...h, kind: h.kind.toLowerCase().replaceAll('_', '-') } : h));
}

function markData(data) {
  const marks = {};
  for (const key of MARK_KEYS) {
    marks[key] = Array.isArray(data[key]) ? data[key] : [];
  }
  return marks;
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

function makeLayout({
  size, rows = size, columns = size, holes = [], box, regions, extraHouses = [], marks = {}, classic = false,
  variant = null, frame = false,
}) {
  for (const key of MARK_KEYS) {
    marks[key] ??= [];
  }
  const cellCount = rows * columns;
  const present = new Uint8Array(cellCount).fill(1);
  for (const hole of holes) {
    present[hole] = 0;
  }
  const houses = [];
  if (!frame) {
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
  }
  // A frame's houses are all given (extraHouses); a square grid's extra ones follow its rows, columns, regions.
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
  // A frame with a variant leaves its houses and holes to the variant, which holds them too: the page's
  // address (a samurai's houses are tens of KB) carries them once.
  const data = classic ? { size, box }
    : frame ? { rows, columns, digits: size, box, regions, ...(variant ? {} : { holes, houses: extraHouses }), ...marks }
      : { size, box, regions, houses: extraHouses, ...marks };
  if (variant) {
    data.variant = variant;
  }
  return {
    /** The digits (1..size); rows and columns of the frame, which for one square grid are size too. */
    size, rows, columns, cellCount, box, regions, houses, markRows, markCols, cellHouses, variant, ...marks,
    /** Whether only the size and the box shape say it all (no regions, cages or lines of its own). */
    classic,
    /** Whether this is a frame of several grids (or a rectangle), not one square grid: its houses came whole. */
    frame,
    /** Whether there are holes, positions of the frame that are no cell. */
    hasHoles: holes.length > 0,
    /** Whether position cell is a cell (not a hole). */
    isCell(cell) {
      return present[cell] === 1;
    },
    /** The layout as data again, for layoutFrom (the page's address keeps a variant's layout so). */
    data,
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

/** The board's shape as people say it: "9x9", or "21x21 (several grids)" for a frame. */
export function shapeText(layout) {
  if (!layout.frame) {
    return `${layout.size}x${layout.size}`;
  }
  return `${layout.rows}x${layout.columns}${layout.hasHoles ? ' (several grids)' : ''}`;
}

/**
 * The grid's lines as SVG path data, in cell units: `thin` between neighbouring cells, `thick` round
 * the frame's cells (where a cell meets a hole or the edge) and between regions (boxes).
 */
export function gridLines(layout) {
  const { rows, columns, regions } = layout;
  let thin = '';
  let thick = '';
  if (!layout.hasHoles) {
    for (let k = 1; k < columns; k++) {
      thin += `M${k} 0V${rows}`;
    }
    for (let k = 1; k < rows; k++) {
      thin += `M0 ${k}H${columns}`;
    }
    thick = `M0 0H${columns}V${rows}H0Z`;
  }
  const cell = (r, c) => r >= 0 && c >= 0 && r < rows && c < columns && layout.isCell(r * columns + c);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < columns; c++) {
      const here = cell(r, c);
      const p = r * columns + c;
      // The edge on the right of (r, c), then the one below it.
      for (const [r2, c2, segment] of [[r, c + 1, `M${c + 1} ${r}V${r + 1}`], [r + 1, c, `M${c} ${r + 1}H${c + 1}`]]) {
        const there = cell(r2, c2);
        const inside = r2 < rows && c2 < columns;
        if (here && there) {
          if (regions[p] !== regions[r2 * columns + c2]) {
            thick += segment;
          } else if (layout.hasHoles) {
            thin += segment;
          }
        } else if (layout.hasHoles && (here || there) && (inside || here)) {
          thick += segment;
        }
      }
      // The frame's top and left edges of a cell on them (holes only: the square's outline is one path).
      if (layout.hasHoles && here && r === 0) {
        thick += `M${c} 0H${c + 1}`;
      }
      if (layout.hasHoles && here && c === 0) {
        thick += `M0 ${r}V${r + 1}`;
      }
    }
  }
  return { thin, thick };
}

/** A cell as sudokux names it: r1c2. */
export function cellName(layout, cell) {
  return `r${Math.floor(cell / layout.columns) + 1}c${(cell % layout.columns) + 1}`;
}

/** The cell a name such as r1c2 means, or -1. */
export function cellIndex(layout, name) {
  const m = /^r(\d+)c(\d+)$/i.exec(name);
  if (!m) {
    return -1;
  }
  const r = Number(m[1]) - 1;
  const c = Number(m[2]) - 1;
  const cell = r * layout.columns + c;
  return r >= 0 && c >= 0 && r < layout.rows && c < layout.columns && layout.isCell(cell) ? cell : -1;
}

/** The symbol a value is shown as: decimal, as the grid format writes it. */
export function symbol(value) {
  return value > 0 ? String(value) : '';
}

function range(n) {
  return Array.from({ length: n }, (_, i) => i);
}
