// The print view: puzzles laid out 1, 2, 4 or 6 to a page, drawn as SVG so that they print sharp
// at any size, a variant's constraints drawn as on the board (marks.js). It replaces the page on screen until closed; the print style sheet prints only it.

import { drawMarks, hasOutsideClues } from './marks.js';
import { gridLines, shapeText } from './layout.js';

const SVG = 'http://www.w3.org/2000/svg';

/**
 * Shows puzzles ({layout, cells, rating?, grade?, seed?}) perPage to a page, and wires its buttons.
 */
export function openPrintView(puzzles, perPage) {
  const sheet = document.getElementById('print-sheet');
  const pages = document.getElementById('print-pages');
  pages.textContent = '';
  for (let i = 0; i < puzzles.length; i += perPage) {
    const page = document.createElement('div');
    page.className = `print-page per-${perPage}`;
    for (const puzzle of puzzles.slice(i, i + perPage)) {
      page.append(printedPuzzle(puzzle, puzzles.indexOf(puzzle) + 1));
    }
    pages.append(page);
  }
  document.body.classList.add('printing');
  sheet.hidden = false;
  const close = document.getElementById('print-close');
  close.onclick = () => {
    sheet.hidden = true;
    document.body.classList.remove('printing');
    document.getElementById('print-view').focus();
  };
  document.getElementById('print-now').onclick = () => window.print();
  document.getElementById('print-now').focus();
}

function printedPuzzle(puzzle, number) {
  const figure = document.createElement('figure');
  figure.className = 'printed';
  figure.append(gridSvg(puzzle.layout, puzzle.cells));
  const caption = document.createElement('figcaption');
  const parts = [`#${number}`];
  if (puzzle.rating !== undefined) {
    parts.push(`rating ${Number(puzzle.rating).toFixed(1)}`);
  }
  if (puzzle.grade) {
    parts.push(puzzle.grade);
  }
  if (typeof puzzle.seed === 'string' || Number.isSafeInteger(puzzle.seed)) {
    parts.push(`seed ${puzzle.seed}`);
  }
  caption.textContent = parts.join(' · ');
  figure.append(caption);
  return figure;
}

/** A puzzle's grid: thin cell lines, thick region lines, a variant's constraints, the givens. */
export function gridSvg(layout, cells) {
  const { rows, columns } = layout;
  const n = layout.size;
  const svg = document.createElementNS(SVG, 'svg');
  // Clues outside the grid get a cell's width around it.
  const m = hasOutsideClues(layout) ? 1.05 : 0.05;
  svg.setAttribute('viewBox', `${-m} ${-m} ${columns + 2 * m} ${rows + 2 * m}`);
  // The grid sits at the bottom of its share of the page, just above its caption.
  svg.setAttribute('preserveAspectRatio', 'xMidYMax meet');
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', `${shapeText(layout)} puzzle, ${cells.filter(v => v).length} givens`);
  svg.classList.add('print-grid');
  const { thin, thick } = gridLines(layout);
  add(svg, 'path', { d: thin, class: 'thin' });
  add(svg, 'path', { d: thick, class: 'thick' });
  drawMarks(svg, layout);
  const fontSize = n > 9 ? 0.5 : 0.62;
  cells.forEach((v, cell) => {
    if (v) {
      const t = add(svg, 'text', {
        x: (cell % columns) + 0.5, y: Math.floor(cell / columns) + 0.54, 'font-size': fontSize,
        'text-anchor': 'middle', 'dominant-baseline': 'middle',
      });
      t.textContent = String(v);
    }
  });
  return svg;
}

function add(parent, name, attrs) {
  const e = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) {
    e.setAttribute(k, String(v));
  }
  parent.append(e);
  return e;
}
