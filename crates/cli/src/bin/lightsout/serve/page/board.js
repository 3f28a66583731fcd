// The board: drawn from the position, and the keys, clicks and pointing
// that turn into moves.
'use strict';

// Drawing.

function build() {
  const board = $('board');
  const focused = board.contains(document.activeElement);
  board.textContent = '';
  // The board's size, known without laying its cells out (page.css).
  board.style.setProperty('--cols', String(state.cols));
  board.style.setProperty('--rows', String(state.rows));
  cells = [];
  flipped = [];
  cursor = [Math.min(cursor[0], state.rows - 1), Math.min(cursor[1], state.cols - 1)];
  for (let r = 0; r < state.rows; r++) {
    const row = [];
    // A grid's row, for a screen reader; a box of its own, so that a
    // press lays out and repaints its rows, not the board (page.css).
    const line = board.appendChild(document.createElement('div'));
    line.setAttribute('role', 'row');
    for (let c = 0; c < state.cols; c++) {
      const cell = document.createElement('button');
      cell.type = 'button';
      cell.dataset.r = r;
      cell.dataset.c = c;
      cell.style.setProperty('--d', String((r + c) * 35));
      cell.setAttribute('role', 'gridcell');
      // A grid's cell that a press presses: said as a button.
      cell.setAttribute('aria-roledescription', 'button');
      cell.tabIndex = r === cursor[0] && c === cursor[1] ? 0 : -1;
      line.appendChild(cell);
      row.push(cell);
    }
    cells.push(row);
  }
  fit();
  // The keys keep working on a board of another size.
  if (focused) focusCursor();
}

// The cells as large as the window lets them be, the board centred.
function fit() {
  if (!state) return;
  const frame = $('frame');
  const top = frame.getBoundingClientRect().top + window.scrollY;
  const landscape = window.matchMedia('(orientation: landscape) and (max-height: 520px)').matches;
  const width = frame.clientWidth;
  const method = $('method');
  const below = (landscape ? 56 : 72) + (method.hidden ? 0 : method.offsetHeight + 8);
  const height = Math.max(window.innerHeight - top - below, 140);
  const gap = Math.max(1, Math.min(5, Math.floor(Math.min(width / state.cols, height / state.rows) / 14)));
  const size = Math.floor(Math.min((width - gap * (state.cols - 1)) / state.cols, (height - gap * (state.rows - 1)) / state.rows));
  document.documentElement.style.setProperty('--cell', Math.max(6, Math.min(size, 160)) + 'px');
  document.documentElement.style.setProperty('--gap', gap + 'px');
}

// Relative luminance, as WCAG reckons it.
function luminance(colour) {
  const v = parseInt(colour.slice(1), 16);
  const linear = (c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : Math.pow((s + 0.055) / 1.055, 2.4);
  };
  return 0.2126 * linear(v >> 16) + 0.7152 * linear((v >> 8) & 255) + 0.0722 * linear(v & 255);
}

// Black or white, whichever contrasts more with `colour` (4.5:1 at
// least, whatever the colour).
function ink(colour) {
  const l = luminance(colour);
  return (l + 0.05) / 0.05 > 1.05 / (l + 0.05) ? '#000' : '#fff';
}

// How many times each cell is pressed in the solution, when shown.
function marks() {
  const counts = new Map();
  if ($('overlay').checked && analysis && analysis.presses) {
    for (const [r, c] of analysis.presses) {
      const key = r * state.cols + c;
      counts.set(key, (counts.get(key) || 0) + 1);
    }
  }
  return counts;
}

// Draws the position (or the method's step); `before`, the cells drawn
// before a move on this board, has the cells it changed flip (and felt,
// their ring played, if `feel`). A cell is
// written only where its look changed: a press on 50 x 50 touches a few.
function paint(before, feel = true) {
  if (!state) return;
  const step = stepping && stepping.at < stepping.data.steps.length ? stepping.data.steps[stepping.at] : null;
  // A step is shown before its presses, marked where they go.
  const values = stepping ? (stepping.at === 0 ? state.cells : stepping.data.steps[stepping.at - 1].cells) : state.cells;
  const counts = stepping ? stepMarks(step) : marks();
  const digits = $('values').checked;
  const goalShown = state.goal.some((v) => v !== 0);
  $('board').classList.toggle('stepping', !!stepping);
  $('board').classList.toggle('editing', editing);
  // A move's flips stay marked until the next move's.
  if (before) for (const cell of flipped) cell.classList.remove('flip');
  const flips = [];
  for (let r = 0; r < state.rows; r++) {
    for (let c = 0; c < state.cols; c++) {
      const i = r * state.cols + c;
      const v = values[i];
      const cell = cells[r][c];
      const times = counts.get(i) || 0;
      const hinted = !!hint && hint[0] === r && hint[1] === c && !stepping;
      const row = !!step && r === step.row;
      // The look as one number: no allocation a cell.
      const look = v + 64 * (times + 64 * ((goalShown ? state.goal[i] : 0) + 64 *
        ((hinted ? 1 : 0) + 2 * (row ? 1 : 0) + 4 * (digits ? 1 : 0) + 8 * (stepping ? 1 : 0))));
      if (before && before[i] !== v && !stepping) flips.push(cell);
      if (cell.look === look) continue;
      cell.look = look;
      const colour = state.colours[v];
      cell.dataset.v = v;
      cell.style.background = colour;
      cell.style.color = ink(colour);
      cell.textContent = digits ? String(v) : '';
      let label = 'row ' + (r + 1) + ', column ' + (c + 1) + ': ' +
        (state.modulus === 2 ? (v ? 'lit' : 'dark') : 'value ' + v);
      if (goalShown) {
        const goal = document.createElement('span');
        goal.className = 'goal';
        goal.style.background = state.colours[state.goal[i]];
        cell.appendChild(goal);
        label += ', goal ' + state.goal[i];
      }
      if (times) {
        const mark = document.createElement('span');
        mark.className = 'mark';
        mark.textContent = times > 1 ? String(times) : '';
        cell.appendChild(mark);
        label += ', pressed ' + times + (times > 1 ? ' times' : ' time') + (stepping ? ' in this step' : ' in the solution');
      }
      cell.setAttribute('aria-label', label);
      cell.classList.toggle('hint', hinted);
      cell.classList.toggle('row', row);
    }
  }
  // The press, felt: the cells it changed flip (a few hundred at most).
  if (before) flipped = flips;
  for (const cell of flips) cell.classList.add('flip');
  const felt = feel && flips.length <= 400 && !still.matches;
  if (felt) {
    for (const cell of flips) cell.animate(FLIP, { duration: 180, easing: 'ease-out' });
  }
}

// A flip: the cell's colour drawn shrunk, then grown back, by a ring of
// the page's colour inside its edge, under its preview, marks and digits:
// the cell's own inset shadow, animated. A ring is painted with the
// cell's row; a transform would take the cell to a compositor layer of
// its own, and the board after it to others, rastered anew (6 ms of a
// press at 50 x 50). The cell's own shadow, not a pseudo-element's: a
// button given a ::before is laid out anew whole, and animating a
// pseudo-element has the browser work out every cell's style at each
// call (100 ms for the 300 cells of a wide stencil's press). The shadow
// itself, not a registered property a rule draws it from: 1 ms less of a
// press at 5 x 5.
const FLIP = [
  { boxShadow: 'inset 0 0 0 calc(var(--cell) * 0.09) var(--paper)' },
  { boxShadow: 'inset 0 0 0 0 var(--paper)' },
];

// Writes `text` into element `id`, where it is not there already: a
// move rewrites only what it changed.
function put(id, text) {
  const element = $(id);
  if (element.textContent !== String(text)) element.textContent = text;
}

function facts() {
  put('moves', state.moves);
  put('redos', state.redo);
  put('left', state.left);
  $('undo').disabled = state.moves === 0;
  $('redo').disabled = state.redo === 0;
  $('chase').disabled = !state.chases;
  let deal;
  if (state.level !== null) {
    deal = 'level ' + state.level + ', ' + state.rows + ' x ' + state.cols;
  } else if (state.seed !== null) {
    deal = state.rows + ' x ' + state.cols + ', seed ' + state.seed;
  } else {
    deal = state.rows + ' x ' + state.cols + ', your own board';
  }
  put('dealt', deal);
  put('next', state.level !== null ? 'Next level' : 'New board');
  put('rule', ruleText());
  put('about', aboutText());
  put('status', state.won ? 'at the goal' : state.left + ' off the goal');
  levelLine();
}

// The rule as a player reads it: `standard mod 3 torus`.
function ruleText() {
  return state.rule.replace(/^--rule /, '').replace(/--/g, '');
}

// What a press does, said above the board.
function aboutText() {
  const goal = state.goal.every((v) => v === 0) ? 'turn every light off' :
    state.goal.every((v) => v === 1) ? 'turn every light on' : 'make each cell its goal (the corner squares)';

  const rule = rules.find((r) => r.name === state.name);
  let reach;
  if (state.name === 'standard') reach = 'A press changes the cell and its four neighbours';
  else if (state.name === 'row-and-column') reach = 'A press changes its whole row and column';
  else if (state.name === 'clocks') reach = 'Each cell is one of the nine moves of The Clocks';
  else if (rule) reach = 'A press adds ' + rule.about.replace(/^[^:]*: /, '');
  else reach = 'A press adds the stencil ' + state.stencil + ' around the cell';
  return reach + (state.torus ? ', wrapping round the edges' : '') + ': ' + goal + '.';
}

// The colour cycle: what a press does to a cell's colour.
function legend() {
  const box = $('legend');
  box.textContent = '';
  const k = state.modulus;
  const swatch = (v) => {
    const span = document.createElement('span');
    span.className = 'swatch';
    span.style.background = state.colours[v];
    span.style.color = ink(state.colours[v]);
    span.textContent = String(v);
    span.title = 'value ' + v;
    return span;
  };
  const text = (words) => box.appendChild(document.createTextNode(words));
  if (k === 2) {
    text('A press turns ');
    box.appendChild(swatch(0));
    text(' dark to lit ');
    box.appendChild(swatch(1));
    text(' and back.');
    return;
  }
  text('A press of weight 1 steps a cell along: ');
  // The cycle as one piece: it moves to a line of its own before it is
  // broken.
  const cycle = box.appendChild(document.createElement('span'));
  cycle.className = 'cycle';
  const step = (words) => cycle.appendChild(document.createTextNode(words));
  const most = Math.min(k, 12);
  for (let v = 0; v < most; v++) {
    cycle.appendChild(swatch(v));
    step(' \u2192 ');
  }
  if (most < k) step('\u2026 ' + (k - 1) + ' \u2192 ');
  cycle.appendChild(swatch(0));
}

// Keys and clicks.

function press(r, c, lower) {
  stopSolving();
  hint = null;
  cursor = [r, c];
  if (editing) {
    const k = state.modulus;
    const v = (state.cells[r * state.cols + c] + (lower ? k - 1 : 1)) % k;
    act('set', 'at=' + r + '.' + c + '&v=' + v);
    return;
  }
  drawAhead(r, c);
  act('press', 'at=' + r + '.' + c);
}

// A press drawn in the frame after the click, before the engine answers
// (a worker's or the server's answer comes a frame later at best): the
// cells it changes as the preview said, or as the rule's stencil laid
// around the cell says. Each press asked and not yet answered is in
// `ahead` (null where it cannot be told): the engine's answers are drawn
// with the presses still ahead of them laid over (game.js), so that the
// board and Moves never step back, and a refused move draws the engine's
// position back.
let ahead = [];
// Settles once the frame holding the last press drawn ahead has been
// drawn (or a tenth of a second on, for a page out of sight, which draws
// no frames): the engine's answer waits for it, so that its work is not
// done in that frame's time.
let drawn = Promise.resolve();

function drawAhead(r, c) {
  // A wide stencil's press (hundreds of cells) waits for the engine, as
  // its flips are not felt either: drawn twice, it would cost its frame.
  // So does a press while the method's step or a solve is shown.
  const reach = solving || stepping ? null : reachOf(r, c);
  const changes = reach && reach.length <= 400 ? reach : null;
  ahead.push(changes);
  document.body.dataset.ahead = String(ahead.length);
  if (!changes) return;
  const before = state.cells;
  state = laidOver(confirmed, ahead);
  paint(before);
  drawn = new Promise((done) => {
    requestAnimationFrame(() => setTimeout(done, 0));
    setTimeout(done, 100);
  });
  // Moves in the frame after the board's: written with the board, its
  // box far from the board's made the frame's damage the whole width of
  // the page (1 ms of a press at 5 x 5).
  drawn.then(() => put('moves', state.moves));
  // The move is drawn: said as the engine's answers are (game.js's show).
  document.dispatchEvent(new CustomEvent('lightsout:shown', { detail: { ahead: true } }));
}

// `known`, the engine's position, with the presses `pending` laid over it.
function laidOver(known, pending) {
  const cells = known.cells.slice();
  for (const changes of pending) {
    for (const [rr, cc, w] of changes || []) {
      const i = rr * known.cols + cc;
      cells[i] = (cells[i] + w) % known.modulus;
    }
  }
  return Object.assign({}, known, { cells, moves: known.moves + pending.length });
}

// A press answered: the next ones still ahead are laid over its answer.
function answered(next) {
  ahead.shift();
  document.body.dataset.ahead = String(ahead.length);
  show(next);
  if (ahead.some((changes) => changes) && state === next) {
    state = laidOver(next, ahead);
    paint();
    put('moves', state.moves);
  }
}

// The cells a press at (r, c) adds to, each `[r, c, w]`: the preview's,
// where it was asked, or the stencil's (weights a digit each, below a
// modulus of at most 10), wrapped on a torus; null for other rules.
function reachOf(r, c) {
  const found = reaches.get(state.rule + '|' + state.rows + 'x' + state.cols + '|' + r + '.' + c);
  if (found) return found;
  if (state.stencil === null || state.modulus > 10) return null;
  const rows = state.stencil.split('/');
  const height = rows.length;
  const width = rows[0].length;
  if (height % 2 === 0 || width % 2 === 0 || rows.some((row) => row.length !== width)) return null;
  const adds = new Map();
  for (let i = 0; i < height; i++) {
    for (let j = 0; j < width; j++) {
      const w = Number(rows[i][j]);
      let rr = r + i - (height - 1) / 2;
      let cc = c + j - (width - 1) / 2;
      if (state.torus) {
        rr = ((rr % state.rows) + state.rows) % state.rows;
        cc = ((cc % state.cols) + state.cols) % state.cols;
      } else if (rr < 0 || cc < 0 || rr >= state.rows || cc >= state.cols) {
        continue;
      }
      const at = rr * state.cols + cc;
      adds.set(at, (adds.get(at) || 0) + w);
    }
  }
  const cells = [];
  for (const [at, w] of adds) {
    if (w % state.modulus) cells.push([Math.floor(at / state.cols), at % state.cols, w % state.modulus]);
  }
  return cells;
}

function focusCursor() {
  if (!cells.length) return;
  const cell = cells[cursor[0]][cursor[1]];
  tabTo(cell);
  cell.focus();
}

// The one cell Tab reaches (a roving tab index): the cell given, the
// others left as they are (a focus on 50 x 50 had set all 2,500).
function tabTo(cell) {
  for (const other of document.querySelectorAll('#board button[tabindex="0"]')) {
    if (other !== cell) other.tabIndex = -1;
  }
  cell.tabIndex = 0;
}

function onBoardClick(event) {
  const cell = event.target.closest('#board button');
  if (!cell || !state) return;
  if (stepping) closeMethod();
  press(Number(cell.dataset.r), Number(cell.dataset.c), event.shiftKey);
}

// The arrows move the cursor wherever the focus is, but in a field.
function arrow(event) {
  const moves = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
  const move = moves[event.key];
  if (!move || !state || !cells.length) return false;
  const inBoard = $('board').contains(document.activeElement);
  cursor = inBoard ? [
    Math.max(0, Math.min(state.rows - 1, cursor[0] + move[0])),
    Math.max(0, Math.min(state.cols - 1, cursor[1] + move[1])),
  ] : cursor;
  focusCursor();
  return true;
}

function onKey(event) {
  const target = event.target;
  // Typing in a field is typing; a checkbox leaves the keys to the game.
  if (target.closest && target.closest('input:not([type=checkbox]), select, textarea')) return;
  if (event.altKey || event.metaKey) return;
  if (event.ctrlKey) {
    const key = event.key.toLowerCase();
    if (key === 'z' && !event.shiftKey) user('undo');
    else if (key === 'y' || (key === 'z' && event.shiftKey)) user('redo');
    else return;
    event.preventDefault();
    return;
  }
  if (arrow(event)) {
    event.preventDefault();
    return;
  }
  const keys = {
    u: () => user('undo'),
    U: () => user('redo'),
    r: () => user('restart'),
    '?': showHint,
    S: solve,
    c: () => user('chase'),
    m: () => (stepping ? closeMethod() : showMethod()),
    e: toggleEdit,
    n: nextBoard,
    o: () => toggle('overlay'),
    v: () => toggle('values'),
    Escape: () => {
      stopSolving();
      closeMethod();
      if (editing) toggleEdit();
    },
  };
  const run = keys[event.key];
  if (!run) return;
  event.preventDefault();
  run();
}

function toggle(id) {
  $(id).checked = !$(id).checked;
  $(id).dispatchEvent(new Event('change'));
}

function toggleEdit() {
  editing = !editing;
  $('edit').setAttribute('aria-pressed', String(editing));
  $('edit').textContent = editing ? 'Done' : 'Edit';
  say(editing ? 'Editing: a click raises a cell, Shift-click lowers it; then Hint, Solve or the fewest work on your board' : '');
  clearReach();
  paint();
}

function nextBoard() {
  user('next');
}

// The preview: the cells a press would change.

// The preview drawn: its cell and its key (rule, size and cell), so that
// the focus a click gives the cell the mouse is on draws it not again.
let reachShown = { cell: null, key: '' };

function clearReach() {
  reachShown = { cell: null, key: '' };
  for (const cell of document.querySelectorAll('#board button.reach')) {
    cell.classList.remove('reach');
    delete cell.dataset.add;
  }
}

async function preview(cell) {
  if (!state || editing || stepping) {
    clearReach();
    return;
  }
  const r = Number(cell.dataset.r);
  const c = Number(cell.dataset.c);
  const key = state.rule + '|' + state.rows + 'x' + state.cols + '|' + r + '.' + c;
  // A stencil's reach is laid at once; another rule's is asked of the
  // engine, once a cell.
  let found = reachOf(r, c);
  if (!found) {
    try {
      found = (await engine.ask('reach', 'at=' + r + '.' + c, boardOf(state.link))).cells;
    } catch (error) {
      return;
    }
    if (reaches.size > 5000) reaches.clear();
    reaches.set(key, found);
  }
  if (!cell.matches(':hover, :focus') || !cells.length) return;
  if (reachShown.cell === cell && reachShown.key === key) return;
  clearReach();
  reachShown = { cell, key };
  for (const [rr, cc, w] of found) {
    const target = cells[rr] && cells[rr][cc];
    if (!target) continue;
    target.classList.add('reach');
    if (state.modulus > 2) target.dataset.add = '+' + w;
  }
}
