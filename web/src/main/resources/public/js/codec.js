// Text the page itself reads and writes: the position in the page's URL, and sudokuwiki's
// 162-character position string (a 9x9 grid with its candidates and which values are clues).
// Every other format goes through the server, which reads and writes what sudokux reads.

import { classicLayout, defaultBox, layoutFrom, MAX_SIZE } from './layout.js';
import { Position } from './position.js';

const ALPHABET = '123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Values in the line format's alphabet (one symbol a cell, '.' blank) up to 61; decimals joined by '-' above. */
export function valuesText(values, size) {
  if (size <= ALPHABET.length) {
    return Array.from(values, v => (v ? ALPHABET[v - 1] : '.')).join('');
  }
  return Array.from(values, v => (v ? String(v) : '')).join('-');
}

/** The inverse of valuesText (count values, size x size by default); throws on a symbol out of range. */
export function parseValues(text, size, count = size * size) {
  let values;
  if (size <= ALPHABET.length) {
    values = Array.from(text, ch => (ch === '.' || ch === '0' ? 0 : ALPHABET.indexOf(ch) + 1));
  } else {
    values = text.split('-').map(t => (t === '' ? 0 : Number(t)));
  }
  if (values.length !== count || values.some(v => !Number.isInteger(v) || v < 0 || v > size)) {
    throw new Error(`the link's grid does not fit a puzzle of ${count} places and digits 1 to ${size}`);
  }
  return values;
}

/** Per cell, the pencil marks as a bit set in fixed-width base 32 (two characters a cell up to 10x10). */
function marksText(position) {
  const size = position.layout.size;
  const width = Math.ceil(size / 5);
  let out = '';
  for (let cell = 0; cell < position.layout.cellCount; cell++) {
    let bits = 0n;
    for (const d of position.marksOf(cell)) {
      bits |= 1n << BigInt(d - 1);
    }
    out += bits.toString(32).padStart(width, '0');
  }
  return out;
}

function parseMarks(text, position) {
  const size = position.layout.size;
  const width = Math.ceil(size / 5);
  if (text.length !== width * position.layout.cellCount || !/^[0-9a-v]*$/.test(text)) {
    throw new Error('the link\'s pencil marks do not fit the puzzle');
  }
  const marks = new Uint8Array(position.layout.cellCount * size);
  for (let cell = 0; cell < position.layout.cellCount; cell++) {
    let bits = parseBase32(text.substr(cell * width, width));
    for (let d = 1; d <= size; d++, bits >>= 1n) {
      if (bits & 1n) {
        marks[cell * size + d - 1] = 1;
      }
    }
  }
  return marks;
}

function parseBase32(text) {
  let n = 0n;
  for (const ch of text) {
    n = n * 32n + BigInt(parseInt(ch, 32));
  }
  return n;
}

/**
 * The position as the page's URL fragment: b=box (or v=the layout as JSON, for a layout with regions,
 * cages or lines of its own), g=givens, e=entries, m=marks (the last two only when there are some).
 */
export function positionToHash(position) {
  const layout = position.layout;
  const params = new URLSearchParams();
  if (layout.classic) {
    params.set('b', `${layout.box[0]}x${layout.box[1]}`);
  } else {
    params.set('v', JSON.stringify(layout.data));
  }
  params.set('g', valuesText(position.givens, layout.size));
  if (position.hasEntries()) {
    params.set('e', valuesText(position.entries, layout.size));
  }
  if (position.hasAnyMarks()) {
    params.set('m', marksText(position));
  }
  return params.toString();
}

/** The position a URL fragment holds (see positionToHash), or null when it holds none. */
export function positionFromHash(hash) {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const g = params.get('g');
  if (!g) {
    return null;
  }
  const box = /^(\d+)x(\d+)$/.exec(params.get('b') ?? '');
  let layout;
  if (params.get('v')) {
    layout = layoutFrom(JSON.parse(params.get('v')));
  } else if (box) {
    layout = classicLayout(Number(box[1]), Number(box[2]));
  } else {
    const size = Math.round(Math.sqrt(g.length));
    if (size * size !== g.length || size > MAX_SIZE) {
      throw new Error('the link holds no puzzle this page can read');
    }
    const [r, c] = defaultBox(size);
    layout = classicLayout(r, c);
  }
  const position = new Position(layout, parseValues(g, layout.size, layout.cellCount));
  const e = params.get('e');
  if (e) {
    const entries = parseValues(e, layout.size, layout.cellCount);
    entries.forEach((v, cell) => {
      if (!position.isGiven(cell)) {
        position.entries[cell] = v;
      }
    });
  }
  const m = params.get('m');
  if (m) {
    position.marks.set(parseMarks(m, position));
  }
  position.history = [];
  return position;
}

/** Whether text looks like sudokuwiki's 162-character position string. */
export function isSudokuwiki(text) {
  return /^[0-9a-v]{162}$/i.test(text.trim());
}

/**
 * sudokuwiki.org's 162-character string (Sudoku_String_Definitions): per cell, two base-32
 * digits of (bits << 1 | clue), where bits has bit d-1 for each candidate d, or the one bit of
 * the value of a filled cell; clue is 1 for a given. A cell with one bit is a filled cell.
 */
export function parseSudokuwiki(text) {
  const s = text.trim().toLowerCase();
  if (!isSudokuwiki(s)) {
    throw new Error('a sudokuwiki position is 162 characters of 0-9 and a-v');
  }
  const layout = classicLayout(3, 3);
  const position = new Position(layout);
  for (let cell = 0; cell < 81; cell++) {
    const n = parseInt(s.substr(2 * cell, 2), 32);
    const clue = n & 1;
    const bits = n >> 1;
    if (bits === 0 || bits > 511) {
      throw new Error(`sudokuwiki position, cell ${cell + 1} (column ${2 * cell + 1}): no candidate left`);
    }
    if ((bits & (bits - 1)) === 0) {
      const value = 31 - Math.clz32(bits) + 1;
      if (clue) {
        position.givens[cell] = value;
      } else {
        position.entries[cell] = value;
      }
    } else {
      for (let d = 1; d <= 9; d++) {
        if (bits & (1 << (d - 1))) {
          position.marks[cell * 9 + d - 1] = 1;
        }
      }
    }
  }
  position.history = [];
  return position;
}

/**
 * The position as sudokuwiki's string (9x9 only). A blank cell without pencil marks is written
 * with the candidates no peer rules out, as sudokuwiki's solver would show it.
 */
export function toSudokuwiki(position) {
  if (position.layout.size !== 9 || !position.layout.box || position.layout.box[0] !== 3) {
    throw new Error('the sudokuwiki format holds 9x9 puzzles with 3x3 boxes only');
  }
  let out = '';
  for (let cell = 0; cell < 81; cell++) {
    const v = position.value(cell);
    let bits = 0;
    if (v) {
      bits = 1 << (v - 1);
    } else {
      const digits = position.marksOf(cell);
      for (const d of digits.length ? digits : position.candidatesOf(cell)) {
        bits |= 1 << (d - 1);
      }
    }
    const n = (bits << 1) | (position.isGiven(cell) ? 1 : 0);
    out += n.toString(32).padStart(2, '0');
  }
  return out;
}
