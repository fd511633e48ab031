// The page: wires the board, the panels and the server's API together. Every answer about a puzzle
// (check, count, solve, rate, explain, hint, generate, exact cover) comes from the server; this file
// only keeps the user's position and shows what the server says.

import { ApiError, post, puzzleText } from './api.js';
import { Board } from './board.js';
import {
  isSudokuwiki, parseSudokuwiki, positionFromHash, positionToHash, toSudokuwiki,
} from './codec.js';
import { boxText, cellName, classicLayout, layoutFrom, shapeText } from './layout.js';
import { Position } from './position.js';
import { openPrintView } from './print.js';
import { readStep, replay, stepHighlights } from './steps.js';
import { ExactCoverView } from './xc.js';

const $ = (id) => document.getElementById(id);

const app = {
  position: null,
  board: null,
  solvedCells: new Set(),
  explanation: null, // {steps, states, index, summary}
  hint: null, // {level, step, mistakes: Set, text}
  lastAnswer: null,
};

function start() {
  app.board = new Board($('board'), onBoardAction);
  let position = null;
  try {
    position = positionFromHash(location.hash);
  } catch (e) {
    say(`The link holds no puzzle this page can read: ${e.message}`, true);
  }
  load(position ?? new Position(classicLayout(3, 3)), { keepHash: !!position });
  if (position) {
    $('setting').checked = !position.givens.some(v => v !== 0);
  }
  window.addEventListener('hashchange', () => {
    if (location.hash.slice(1) === currentHash()) {
      return;
    }
    try {
      const p = positionFromHash(location.hash);
      if (p) {
        load(p, { keepHash: true });
        say('Loaded the position from the link.');
      }
    } catch (e) {
      say(`The link holds no puzzle this page can read: ${e.message}`, true);
    }
  });
  wirePad();
  wireTabs();
  wirePuzzlePanel();
  wireExplain();
  wireHints();
  wireGenerate();
  wireShare();
  app.xc = new ExactCoverView({
    summary: $('xc-summary'), controls: $('xc-controls'), event: $('xc-event'), matrix: $('xc-matrix'),
    at: $('xc-at'), play: $('xc-play'),
    onPartial: showPartialSolution,
    givens: () => app.position.givens,
  });
  $('xc-first').addEventListener('click', () => app.xc.first());
  $('xc-back').addEventListener('click', () => app.xc.back());
  $('xc-forward').addEventListener('click', () => app.xc.forward());
  $('xc-play').addEventListener('click', () => app.xc.togglePlay());
  $('xc-sudoku').addEventListener('click', () => busy($('xc-sudoku'), async () => {
    leaveExplanation();
    const layout = app.position.layout;
    if (layout.size > 6 || layout.frame) {
      throw new ApiError(`The matrix is drawn for 4x4 and 6x6 puzzles; this one is ${shapeText(layout)}.`);
    }
    await app.xc.loadSudoku(puzzleText(layout, app.position.givens), traceLimit(), layout);
  }));
  $('xc-load').addEventListener('click', () => busy($('xc-load'), async () => {
    const text = $('xc-text').value.trim() || $('xc-text').placeholder;
    await app.xc.loadProblem(text, traceLimit());
  }));
  document.documentElement.dataset.ready = 'true';
}

function traceLimit() {
  return Math.max(1, Math.min(100000, Number($('xc-trace-limit').value) || 2000));
}

// ---------------------------------------------------------------- the position

function load(position, { keepHash = false } = {}) {
  leaveExplanation();
  app.position = position;
  app.solvedCells = new Set();
  app.hint = null;
  app.xc?.clear();
  if (app.board.layout !== position.layout) {
    app.board.setLayout(position.layout);
    buildDigits(position.layout.size);
  }
  $('hint-text').textContent = '';
  $('hint-apply').hidden = true;
  refresh({ keepHash });
}

/** Draws the position and writes it into the address. */
function refresh({ keepHash = false } = {}) {
  if (app.explanation) {
    drawStep();
    return;
  }
  const p = app.position;
  const { cells: conflicts } = p.conflicts();
  const state = {
    values: p.values(),
    given: (c) => p.isGiven(c),
    marks: (c) => p.marksOf(c),
    conflicts,
    solvedCells: app.solvedCells,
  };
  if (app.hint) {
    Object.assign(state, app.hint.highlights ?? {});
    state.mistakes = app.hint.mistakes;
    // A hinted candidate shows in its cell even where the user pencilled nothing.
    const shown = app.hint.highlights?.candidates;
    if (shown?.size) {
      const size = p.layout.size;
      state.marks = (c) => {
        const digits = new Set(p.marksOf(c));
        for (let d = 1; d <= size; d++) {
          if (shown.has(c * size + d - 1) && p.value(c) === 0) {
            digits.add(d);
          }
        }
        return [...digits].sort((a, b) => a - b);
      };
    }
  }
  app.board.render(state);
  if (!keepHash) {
    history.replaceState(null, '', `#${currentHash()}`);
  }
  $('share-url').value = location.href;
}

function currentHash() {
  return positionToHash(app.position);
}

function onBoardAction(action) {
  const p = app.position;
  if (app.explanation && action.type !== 'undo' && action.type !== 'redo') {
    say('This is a step of the explanation: choose "Back to my grid" to change your grid.');
    return;
  }
  const setting = $('setting').checked;
  let changed = false;
  switch (action.type) {
    case 'enter':
      if (p.isGiven(action.cell) && !setting) {
        say(`${cellName(p.layout, action.cell)} is a given.`);
        return;
      }
      changed = p.set(action.cell, action.value, setting);
      break;
    case 'mark':
      changed = p.toggleMark(action.cell, action.value);
      if (!changed && p.value(action.cell)) {
        say(`${cellName(p.layout, action.cell)} holds a value: clear it first to pencil in marks.`);
      }
      break;
    case 'clear':
      if (p.value(action.cell)) {
        changed = p.set(action.cell, 0, setting && p.isGiven(action.cell));
        if (!changed) {
          say(`${cellName(p.layout, action.cell)} is a given: tick "Typing enters givens" to change it.`);
        }
      } else if (p.marksOf(action.cell).length) {
        p.remember();
        p.marks.fill(0, action.cell * p.layout.size, (action.cell + 1) * p.layout.size);
        changed = true;
      }
      break;
    case 'undo':
      leaveExplanation();
      changed = p.undo();
      break;
    case 'redo':
      leaveExplanation();
      changed = p.redo();
      break;
    default:
      return;
  }
  if (changed) {
    app.solvedCells.delete(action.cell);
    clearHint();
    refresh();
    if (p.isFull() && p.conflicts().cells.size === 0 && p.hasEntries()) {
      say('The grid is full and breaks no rule.');
    }
  }
}

function buildDigits(size) {
  const pad = $('digits');
  pad.textContent = '';
  pad.style.setProperty('--count', Math.min(size, 9));
  for (let d = 1; d <= size; d++) {
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = String(d);
    b.dataset.digit = String(d);
    b.setAttribute('aria-label', `Enter ${d}`);
    b.addEventListener('click', () => {
      app.board.input(d);
      app.board.select(app.board.selected, false);
    });
    pad.append(b);
  }
}

function wirePad() {
  $('erase').addEventListener('click', () => onBoardAction({ type: 'clear', cell: app.board.selected }));
  $('undo').addEventListener('click', () => onBoardAction({ type: 'undo' }));
  $('redo').addEventListener('click', () => onBoardAction({ type: 'redo' }));
  $('pencil').addEventListener('click', () => {
    const on = $('pencil').getAttribute('aria-pressed') !== 'true';
    $('pencil').setAttribute('aria-pressed', String(on));
    app.board.setPencil(on);
    say(on ? 'Pencil mode: digits toggle pencil marks.' : 'Digits enter values.');
  });
}

// ---------------------------------------------------------------- messages

function say(text, error = false) {
  const s = $('status');
  s.textContent = text;
  s.classList.toggle('error', error);
}

/** Runs work with button marked busy; shows the server's problem as one line when it fails. */
async function busy(button, work) {
  button.disabled = true;
  button.setAttribute('aria-busy', 'true');
  try {
    return await work();
  } catch (e) {
    if (e.name === 'AbortError') {
      return undefined;
    }
    say(e instanceof ApiError ? e.message : `Something went wrong: ${e.message}`, true);
    if (!(e instanceof ApiError)) {
      console.error(e);
    }
    return undefined;
  } finally {
    button.disabled = false;
    button.removeAttribute('aria-busy');
  }
}

function answer(text) {
  $('answer').textContent = text;
}

// ---------------------------------------------------------------- tabs

function wireTabs() {
  const tabs = [...document.querySelectorAll('[role=tab]')];
  const choose = (tab, focus) => {
    for (const t of tabs) {
      const on = t === tab;
      t.setAttribute('aria-selected', String(on));
      t.tabIndex = on ? 0 : -1;
      $(t.getAttribute('aria-controls')).hidden = !on;
    }
    if (tab.id !== 'tab-xc' && app.xc?.problem && !app.explanation) {
      app.xc.stop();
      refresh({ keepHash: true }); // the grid shows the user's position again, not the search's
    }
    if (focus) {
      tab.focus();
    }
  };
  tabs.forEach((tab, i) => {
    tab.addEventListener('click', () => choose(tab, false));
    tab.addEventListener('keydown', (e) => {
      const next = { ArrowRight: i + 1, ArrowLeft: i - 1, Home: 0, End: tabs.length - 1 }[e.key];
      if (next !== undefined) {
        choose(tabs[(next + tabs.length) % tabs.length], true);
        e.preventDefault();
      }
    });
  });
}

// ---------------------------------------------------------------- puzzle panel

function givensText() {
  return puzzleText(app.position.layout, app.position.givens);
}

function requireGivens() {
  // A variant puzzle may have none (a killer's cages say it all).
  if (!app.position.layout.variant && !app.position.givens.some(v => v !== 0)) {
    throw new ApiError('The grid has no givens yet: enter or paste a puzzle first.');
  }
  const givenConflict = app.position.givenConflicts();
  if (givenConflict.length) {
    throw new ApiError(`The givens break a rule at ${givenConflict.map(c => cellName(app.position.layout, c)).join(', ')}.`);
  }
}

function wirePuzzlePanel() {
  $('new-box').addEventListener('change', () => {
    $('new-box-other').hidden = $('new-box').value !== 'other';
  });
  $('new-blank').addEventListener('click', () => {
    let box = $('new-box').value;
    if (FRAME_SIDES[box]) {
      busy($('new-blank'), () => newBlankFrame(box));
      return;
    }
    if (box === 'other') {
      box = $('new-box-other').value.trim();
    }
    const m = /^(\d+)\s*x\s*(\d+)$/i.exec(box);
    if (!m) {
      say('A box shape is rows x columns, such as 3x4.', true);
      return;
    }
    try {
      load(new Position(classicLayout(Number(m[1]), Number(m[2]))));
      $('setting').checked = true;
      say(`A blank ${app.position.layout.size}x${app.position.layout.size} grid: type the givens.`);
      app.board.select(0, true);
    } catch (e) {
      say(e.message, true);
    }
  });
  $('paste-load').addEventListener('click', () => busy($('paste-load'), loadPaste));
  $('check').addEventListener('click', () => busy($('check'), async () => {
    requireGivens();
    const limit = countLimit();
    const r = await post('check', { puzzle: givensText(), limit });
    const status = r.status ?? r.result;
    let text = {
      unique: 'Unique: exactly one solution.',
      multiple: 'Multiple: more than one solution.',
      none: 'None: no solution.',
      unknown: `Unknown: the search stopped${r.stopped ? ` (${r.stopped} limit)` : ''} before it could tell.`,
    }[status] ?? `Check: ${status}`;
    if (r.count !== undefined && status === 'multiple') {
      text += ` ${countText(r)} solutions.`;
    }
    answer(text);
    say(text);
  }));
  $('count').addEventListener('click', () => busy($('count'), async () => {
    requireGivens();
    const r = await post('count', { puzzle: givensText(), limit: countLimit() });
    const text = `${countText(r)} solution${r.count === 1 ? '' : 's'}${r.complete === false ? ` (stopped at the limit of ${countLimit()})` : ''}.`;
    answer(text);
    say(text);
  }));
  $('solve').addEventListener('click', () => busy($('solve'), async () => {
    requireGivens();
    const r = await post('solve', { puzzle: givensText() });
    const solution = readCells(r.solution ?? r.cells ?? r.solutions?.[0], app.position.layout);
    if (!solution) {
      const text = r.status === 'none' ? 'No solution.'
        : `No answer: the search stopped${r.stopped ? ` (${r.stopped} limit)` : ''} before it found a solution.`;
      answer(text);
      say(text);
      return;
    }
    leaveExplanation();
    const p = app.position;
    const entries = solution.map((v, c) => (p.isGiven(c) ? 0 : v));
    app.solvedCells = new Set(entries.map((v, c) => (v && p.entries[c] !== v ? c : -1)).filter(c => c >= 0));
    p.replace(null, entries, null);
    $('setting').checked = false;
    clearHint();
    refresh();
    const text = r.status === 'multiple' ? 'Solved: one of several solutions.' : 'Solved.';
    answer(text);
    say(text);
  }));
  $('rate').addEventListener('click', () => busy($('rate'), async () => {
    requireGivens();
    const r = await post('rate', { puzzle: givensText() });
    needsUnique(r);
    const text = rateText(r);
    answer(text);
    say(text);
  }));
  $('fill-marks').addEventListener('click', () => {
    leaveExplanation();
    app.position.fillCandidates();
    refresh();
    say('Every blank cell holds the candidates no peer rules out.');
  });
  $('clear-marks').addEventListener('click', () => {
    leaveExplanation();
    app.position.clearMarks();
    refresh();
  });
  $('restart').addEventListener('click', () => {
    leaveExplanation();
    app.position.restart();
    app.solvedCells = new Set();
    clearHint();
    refresh();
    say('Your entries and pencil marks are gone; the givens stay.');
  });
}

/** Logic (explain, rate) needs exactly one solution: the server says so with the status alone. */
function needsUnique(r) {
  const why = {
    none: 'The puzzle has no solution, so there is nothing to explain or rate.',
    multiple: 'The puzzle has more than one solution: logic needs exactly one (Check counts them).',
    unknown: 'The server ran out of time before it knew whether the puzzle has one solution.',
  }[r.status];
  if (why && r.steps === undefined && r.rating === undefined) {
    throw new ApiError(why);
  }
}

function countLimit() {
  return Math.max(1, Math.min(1000000, Math.floor(Number($('count-limit').value) || 1000)));
}

function countText(r) {
  return r.complete === false ? `at least ${r.count}` : String(r.count);
}

function rateText(r) {
  const rating = typeof r.rating === 'number' ? r.rating.toFixed(1) : r.rating;
  const hardest = r.hardest ?? r.technique ?? '';
  return `Rating ${rating}, ${r.grade}${hardest ? `; hardest technique: ${hardest}` : ''}.`;
}

/** Cells as the server gives them: an array of numbers, or a line of the line format. */
function readCells(cells, layout) {
  if (!cells) {
    return null;
  }
  if (Array.isArray(cells)) {
    return cells.map(Number);
  }
  const alphabet = '123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
  return Array.from(String(cells), ch => alphabet.indexOf(ch) + 1);
}

/** The frame's side of each multi-grid layout of 9x9 grids (the text grid's first line). */
const FRAME_SIDES = { samurai: 21, twodoku: 15, butterfly: 12, sohei: 21, windmill: 21 };

/** A blank board of a multi-grid layout, read by the server from a blank text grid, to type givens in. */
async function newBlankFrame(name) {
  const side = FRAME_SIDES[name];
  const text = `${side} ${side}\n${`${'-'.repeat(side)}\n`.repeat(side)}`;
  const data = await post('parse', { puzzle: text, layout: name });
  const layout = layoutFrom(data);
  load(new Position(layout));
  $('setting').checked = true;
  say(`A blank ${name} (${shapeText(layout)}): type the givens.`);
  app.board.select(app.board.firstCell(), true);
}

async function loadPaste() {
  const text = $('paste').value;
  if (!text.trim()) {
    throw new ApiError('Paste a puzzle first.');
  }
  if (isSudokuwiki(text)) {
    load(parseSudokuwiki(text));
    $('setting').checked = false;
    say('Loaded the sudokuwiki position, with its pencil marks.');
    return;
  }
  const box = $('paste-box').value.trim();
  const frame = $('paste-layout').value;
  const r = await post('parse', frame ? { puzzle: text, layout: frame } : box ? { puzzle: text, box } : { puzzle: text });
  const data = Array.isArray(r.puzzles) ? r.puzzles[0] : r;
  const layout = layoutFrom(data);
  const cells = readCells(data.cells, layout);
  if (!cells || cells.length !== layout.cellCount) {
    throw new ApiError('The server read no grid from the paste.');
  }
  load(new Position(layout, cells));
  $('setting').checked = false;
  const format = data.format ? ` (${data.format} format)` : '';
  const more = typeof r.puzzles === 'number' && r.puzzles > 1 ? `; the text held ${r.puzzles}, this is the first` : '';
  say(`Loaded a ${shapeText(layout)} puzzle${format}${more}.`);
}

// ---------------------------------------------------------------- explain

function wireExplain() {
  $('explain').addEventListener('click', () => busy($('explain'), explain));
  $('step-prev').addEventListener('click', () => showStep(app.explanation.index - 1));
  $('step-next').addEventListener('click', () => showStep(app.explanation.index + 1));
  $('step-close').addEventListener('click', () => {
    leaveExplanation();
    refresh();
    app.board.select(app.board.selected, true);
  });
}

async function explain() {
  requireGivens();
  const layout = app.position.layout;
  const r = await post('explain', { puzzle: givensText() });
  needsUnique(r);
  const steps = (r.steps ?? []).map(s => readStep(s, layout));
  const states = replay(layout, app.position.givens, steps);
  app.explanation = { steps, states, index: 0, givens: app.position.givens.slice() };
  const rating = typeof r.rating === 'number' ? r.rating.toFixed(1) : r.rating;
  $('explain-summary').textContent = `${steps.length} steps; rating ${rating}, ${r.grade}`
    + `${r.hardest ? ` (${r.hardest})` : ''}; ${r.solved === false ? 'logic stalls after the last step.' : 'solved.'}`;
  const list = $('steps');
  list.textContent = '';
  steps.forEach((step, i) => {
    const li = document.createElement('li');
    const b = document.createElement('button');
    b.type = 'button';
    b.className = 'step';
    b.dataset.step = String(i);
    const head = document.createElement('span');
    head.className = 'step-head';
    head.textContent = `${step.technique}${step.rating !== null ? ` (${Number(step.rating).toFixed(1)})` : ''}`;
    const text = document.createElement('span');
    text.className = 'step-text';
    text.textContent = step.text;
    b.append(head, text);
    b.addEventListener('click', () => showStep(i));
    b.addEventListener('keydown', (e) => {
      const to = { ArrowDown: i + 1, ArrowUp: i - 1 }[e.key];
      if (to !== undefined && to >= 0 && to < steps.length) {
        showStep(to, true);
        e.preventDefault();
      }
    });
    li.append(b);
    list.append(li);
  });
  $('step-nav').hidden = false;
  showStep(0);
}

function showStep(i, focusList = false) {
  const ex = app.explanation;
  if (!ex) {
    return;
  }
  ex.index = Math.max(0, Math.min(ex.steps.length, i));
  for (const b of document.querySelectorAll('#steps .step')) {
    const on = Number(b.dataset.step) === ex.index;
    b.classList.toggle('current', on);
    if (on) {
      b.setAttribute('aria-current', 'step');
      b.scrollIntoView({ block: 'nearest' });
      if (focusList) {
        b.focus();
      }
    } else {
      b.removeAttribute('aria-current');
    }
  }
  drawStep();
}

function drawStep() {
  const ex = app.explanation;
  const state = ex.states[ex.index];
  const givens = ex.givens;
  const step = ex.steps[ex.index];
  const view = {
    values: Array.from(state.values),
    given: (c) => givens[c] !== 0,
    marks: (c) => state.digits(c),
    readOnly: true,
  };
  if (step) {
    Object.assign(view, stepHighlights(step, app.position.layout));
    $('step-at').textContent = `Step ${ex.index + 1} of ${ex.steps.length}: ${step.technique}`;
  } else {
    $('step-at').textContent = `After the last step (${ex.steps.length})`;
  }
  $('step-prev').disabled = ex.index === 0;
  $('step-next').disabled = ex.index >= ex.steps.length;
  app.board.render(view);
}

function leaveExplanation() {
  if (!app.explanation) {
    return;
  }
  app.explanation = null;
  $('step-nav').hidden = true;
  for (const b of document.querySelectorAll('#steps .step.current')) {
    b.classList.remove('current');
    b.removeAttribute('aria-current');
  }
}

// ---------------------------------------------------------------- hints

function wireHints() {
  for (const level of [1, 2, 3]) {
    $(`hint-${level}`).addEventListener('click', () => busy($(`hint-${level}`), () => hint(level)));
  }
  $('hint-apply').addEventListener('click', applyHint);
}

function clearHint() {
  if (app.hint) {
    app.hint = null;
    $('hint-text').textContent = '';
    $('hint-apply').hidden = true;
  }
}

async function hint(level) {
  requireGivens();
  leaveExplanation();
  const p = app.position;
  const layout = p.layout;
  const candidates = [];
  for (let cell = 0; cell < layout.cellCount; cell++) {
    const marks = p.marksOf(cell);
    candidates.push(p.value(cell) === 0 && marks.length ? marks : null);
  }
  const r = await post('hint', { puzzle: givensText(), grid: p.values(), candidates, level });
  const hintState = { level, text: r.text ?? '', mistakes: new Set(), highlights: null, step: null };
  if (r.kind === 'mistake') {
    hintState.mistakes = new Set((r.cells ?? []).filter(c => Number.isInteger(c)));
  } else if (r.kind === 'solved') {
    hintState.text = r.text || 'The grid is solved.';
  } else if (r.kind === 'step') {
    const units = (r.units ?? []).filter(u => Number.isInteger(u));
    if (r.step) {
      const step = readStep(r.step, layout);
      hintState.step = step;
      hintState.highlights = stepHighlights(step, layout);
    } else {
      // Levels 1 and 2 say where to look (and which technique), revealing nothing more: the
      // house, or a variant's constraint that the step names.
      hintState.highlights = {
        units,
        cells: new Set((r.cells ?? []).filter(c => Number.isInteger(c))),
        constraint: Number.isInteger(r.constraint) ? r.constraint : null,
      };
    }
  }
  app.hint = hintState;
  $('hint-text').textContent = hintState.text;
  $('hint-apply').hidden = !(level === 3 && hintState.step);
  refresh({ keepHash: true });
  say(hintState.text);
}

/** Takes the hinted step on the user's grid: its placements as entries, its eliminations as marks. */
function applyHint() {
  const step = app.hint?.step;
  if (!step) {
    return;
  }
  const p = app.position;
  const size = p.layout.size;
  p.remember();
  for (const e of step.eliminations) {
    if (p.value(e.cell) === 0) {
      if (p.marksOf(e.cell).length === 0) {
        for (const d of p.candidatesOf(e.cell)) {
          p.marks[e.cell * size + d - 1] = 1;
        }
      }
      p.marks[e.cell * size + e.digit - 1] = 0;
    }
  }
  for (const pl of step.placements) {
    if (!p.isGiven(pl.cell)) {
      p.entries[pl.cell] = pl.digit;
      p.marks.fill(0, pl.cell * size, (pl.cell + 1) * size);
      for (const peer of p.layout.peers(pl.cell)) {
        p.marks[peer * size + pl.digit - 1] = 0;
      }
    }
  }
  clearHint();
  refresh();
  say('Step applied.');
}

// ---------------------------------------------------------------- generate

function generateRequest(count) {
  const body = { box: $('gen-box').value, count };
  const grade = $('gen-grade').value;
  const rating = $('gen-rating').value.trim();
  if (rating) {
    body.rating = rating;
  } else if (grade) {
    body.grade = grade;
  }
  if ($('gen-symmetry').value) {
    body.symmetry = $('gen-symmetry').value;
  }
  if ($('gen-minimal').checked) {
    body.minimal = true;
  }
  const seed = $('gen-seed').value.trim();
  if (/^-?\d+$/.test(seed)) {
    body.seed = Number.isSafeInteger(Number(seed)) ? Number(seed) : seed;
  }
  return body;
}

/** Generated puzzles as {layout, cells, rating, grade, hardest, seed}. */
async function generate(count) {
  const r = await post('generate', generateRequest(count));
  const list = r.puzzles ?? (Array.isArray(r) ? r : [r]);
  return list.map(g => {
    const data = g.box || g.size ? g : { ...g, box: $('gen-box').value.split('x').map(Number) };
    const layout = layoutFrom(data);
    return { ...g, layout, cells: readCells(g.cells ?? g.puzzle, layout) };
  });
}

/** A seed as the server wrote it, when it survived JSON's doubles (seeds are 64-bit). */
function seedText(seed) {
  return typeof seed === 'string' || Number.isSafeInteger(seed) ? ` (seed ${seed})` : '';
}

function wireGenerate() {
  $('generate').addEventListener('click', () => busy($('generate'), async () => {
    $('gen-answer').textContent = 'Generating…';
    const [g] = await generate(1);
    load(new Position(g.layout, g.cells));
    $('setting').checked = false;
    const text = `A new ${g.layout.size}x${g.layout.size} puzzle: ${g.cells.filter(v => v).length} clues`
      + `${g.rating !== undefined ? `, ${rateText(g).replace(/\.$/, '').toLowerCase()}` : ''}${seedText(g.seed)}.`;
    $('gen-answer').textContent = text;
    say(text);
  }).finally(() => {
    if ($('gen-answer').textContent === 'Generating…') {
      $('gen-answer').textContent = '';
    }
  }));
}

// ---------------------------------------------------------------- share, export, print

function wireShare() {
  $('share-copy').addEventListener('click', () => copy($('share-url').value, 'Link copied.'));
  $('export').addEventListener('click', () => busy($('export'), exportText));
  $('export-copy').addEventListener('click', () => copy($('export-text').value, 'Copied.'));
  $('print-view').addEventListener('click', () => busy($('print-view'), async () => {
    const count = Number(document.querySelector('input[name=print-count]:checked').value);
    const puzzles = [];
    const p = app.position;
    if (p.givens.some(v => v)) {
      puzzles.push({ layout: p.layout, cells: Array.from(p.givens) });
    }
    if ($('print-fill').checked && puzzles.length < count) {
      say('Generating puzzles for the page…');
      puzzles.push(...await generate(count - puzzles.length));
    }
    if (!puzzles.length) {
      throw new ApiError('Nothing to print: enter a puzzle, or tick "fill the page with new puzzles".');
    }
    openPrintView(puzzles, count);
    say(`Print view: ${puzzles.length} puzzle${puzzles.length === 1 ? '' : 's'}, ${count} a page.`);
  }));
}

async function exportText() {
  const format = $('export-format').value;
  const p = app.position;
  const withEntries = $('export-entries').checked;
  let text;
  if (format === 'sudokuwiki') {
    text = toSudokuwiki(p);
  } else {
    const values = withEntries ? p.values() : Array.from(p.givens);
    const r = await post('format', { puzzle: puzzleText(p.layout, values), to: format });
    text = r.text ?? r.output ?? '';
  }
  $('export-text').value = text;
  say(`Exported as ${format} (${boxText(p.layout)} boxes).`);
}

async function copy(text, done) {
  try {
    await navigator.clipboard.writeText(text);
    say(done);
  } catch {
    say('The browser did not allow copying: select the text and copy it yourself.');
  }
}

/** The exact cover view's partial solution, drawn on the grid (Sudoku only). */
function showPartialSolution(values) {
  if (!values) {
    refresh({ keepHash: true });
    return;
  }
  const p = app.position;
  app.board.render({
    values,
    given: (c) => p.isGiven(c),
    marks: () => [],
    readOnly: true,
  });
}

if (document.readyState === 'loading') {
  document.addEventListener('DOMContentLoaded', start);
} else {
  start();
}
