// The game: the position the engine last answered, the moves asked of it
// one after another, the position shown, a win, the levels kept in this
// browser, the analysis, and help.
'use strict';

const $ = (id) => document.getElementById(id);

// The game.

let config = { maxSide: 50, maxLevel: 999, deadline: 4000 };
let rules = [];
let state = null; // the position shown: the engine's last, or a press drawn ahead of it
let confirmed = null; // the position as the engine last answered
let analysis = null; // the best analysis of `state`'s position so far
let waiting = null; // the analysis under way, a promise
let queue = Promise.resolve(); // moves, one after another
let cursor = [0, 0];
let hint = null; // [r, c] marked by Hint
let solving = null; // { stopped } while Solve plays
let played = ''; // the board shown (its link without moves)
let announced = ''; // the board whose win was said last
let games = 0; // games begun here: a deal, a level, a restart
let gameWon = -1; // the game whose win was said
let fromStart = false; // whether the game shown was played here from its start
let wonRest = ''; // what the win's line says after its moves
let valuesTouched = false; // whether the player set Values
let editing = false;
let stepping = null; // the method's steps, while they are shown
let cells = []; // the board's buttons, row by row
let flipped = []; // the cells the last move changed
const still = matchMedia('(prefers-reduced-motion: reduce)');
const reaches = new Map(); // previews, by rule, size and cell

// Runs `step` after the moves asked for before it. A position refused
// leaves the one shown, and the address holding it.
function inTurn(step) {
  queue = queue.then(step).catch((error) => {
    if (error.stopped) return;
    // Presses drawn ahead of the engine (board.js) are drawn back.
    ahead = [];
    document.body.dataset.ahead = '0';
    if (state !== confirmed) {
      state = confirmed;
      if (state) {
        paint();
        facts();
      }
    }
    say(error.message);
    if (state) keepAddress();
  });
  return queue;
}

// A move the player asked for: it stops a solve and clears the hint.
function user(action, extra) {
  stopSolving();
  hint = null;
  return act(action, extra);
}

// Notes on the position that help was shown: a win then sets no record.
async function helping() {
  if (state && !state.helped) await act('help');
}

// Makes `action` (with `extra` parameters) on the position.
function act(action, extra) {
  return inTurn(async () => {
    if (!state) return;
    const next = await engine.ask('game', 'do=' + action + (extra ? '&' + extra : ''), confirmed.link);
    if (action === 'press') {
      await drawn;
      answered(next);
    } else {
      show(next);
    }
  });
}

// Opens the position `link`, with `action` (`open` or `new`): true once
// shown, false if it was refused (and said).
function openLink(link, action) {
  return inTurn(async () => {
    show(await engine.ask('game', 'do=' + (action || 'open'), link));
    return true;
  }).then((shown) => !!shown);
}

// The board a link is about: the link without its moves.
function boardOf(link) {
  return link.split('&').filter((pair) => !/^(moves|undone|helped)=/.test(pair)).join('&');
}

// The position a link holds, whether help was shown or not: what an
// analysis is of.
function positionOf(link) {
  return link.split('&').filter((pair) => !/^helped=/.test(pair)).join('&');
}

// Showing a position.

function say(text, won) {
  const message = $('message');
  message.textContent = text || '';
  message.classList.toggle('won', !!won);
}

function show(next) {
  const before = state;
  // The engine's answer before this one: what a move's flips are
  // counted from, where the press was drawn ahead of it.
  const known = confirmed;
  state = next;
  confirmed = next;
  const sameBoard = boardOf(next.link) === played;
  if (!sameBoard) {
    played = boardOf(next.link);
    announced = '';
    hint = null;
    // Help shown for one board is not shown for the next.
    $('overlay').checked = false;
    closeMethod();
    describe();
    if (!valuesTouched) $('values').checked = next.modulus >= 3;
  }
  const moved = !before || positionOf(before.link) !== positionOf(next.link);
  if (moved) {
    analysis = null;
    waiting = null;
    hint = null;
    // Off the move's way: the move is drawn first.
    setTimeout(engine.stopSearches, 0);
    closeMethod();
  }
  keepAddress();
  if (!before || before.rows !== next.rows || before.cols !== next.cols || !sameBoard) build();
  // A press drawn ahead has flipped already: its flips are marked, not
  // felt again.
  paint(sameBoard && known ? known.cells : null, before === known);
  facts();
  if (!sameBoard) legend();
  // A game played here from its start: a deal, a level, a restart, or
  // undoing to the start; not a link opened at a later move.
  const begun = next.moves === 0 && (!before || before.moves > 0);
  if (!sameBoard || begun) games += 1;
  if (next.moves === 0) fromStart = true;
  else if (!sameBoard) fromStart = false;
  // A win is a move made here that reaches the goal, said once a game (a
  // replay after a restart is a game, an undo and a press again is not),
  // never for a won position opened.
  const madeHere = before && sameBoard && !before.won && gameWon !== games;
  if (next.said) say(next.said);
  else if (next.won && next.moves > 0 && madeHere && !editing) won();
  else if (!solving) say('');
  if (moved) analyse();
  document.dispatchEvent(new CustomEvent('lightsout:shown'));
}

// The address holds the position: written after the move is drawn, a
// tenth of a second at most behind it (the browser's history is slow to
// write, and limits how often it may be).
let addressTimer = null;

function keepAddress() {
  if (addressTimer !== null) return;
  busy(1);
  addressTimer = setTimeout(() => {
    addressTimer = null;
    busy(-1);
    if (state && location.hash.slice(1) !== state.link) {
      history.replaceState(null, '', '#' + state.link);
    }
    $('link').value = location.href;
  }, 100);
}

function won() {
  announced = played;
  gameWon = games;
  const line = 'solved in ' + state.moves + (state.moves === 1 ? ' move' : ' moves');
  // A record is a level's game played here from its start without help.
  const honest = fromStart && !state.helped;
  wonRest = '';
  if (state.level !== null && honest) {
    const level = state.level;
    const track = state.track || 'classic';
    const best = bestOf(level, track);
    if (best === null || state.moves < best) {
      noteBest(level, state.moves, track, state.par);
      wonRest = best === null ? ': level ' + level + ' done' : ': a new best for level ' + level;
      if (state.par) wonRest += ' ' + starText(stars(state.moves, state.par));
    }
    if (level < config.maxLevel && nextOf(track) <= level) noteNext(track, level + 1);
    facts();
  }
  wonRest += state.helped ? ' (with help)' : fromStart ? ': you won!' : ': won (from a link, not kept as a record)';
  say(line + wonRest, true);
  const board = $('board');
  board.classList.remove('won');
  void board.offsetWidth;
  board.classList.add('won');
  setTimeout(() => board.classList.remove('won'), 2500);
}

// Levels: the best moves of each, and where to go on, in this browser.

function load(key) {
  try {
    return localStorage.getItem(key);
  } catch (error) {
    return null;
  }
}

function store(key, value) {
  try {
    localStorage.setItem(key, value);
  } catch (error) {
    // A browser that keeps nothing plays on.
  }
}

// The tracks of levels, each with its bests, its pars (the proven fewest
// of each level won) and the level to go on at; the classic track keeps
// the keys it always had.
const TRACKS = {
  classic: { name: 'Classic', link: '' },
  torus: { name: 'Torus', link: '&torus=1' },
  three: { name: 'Three colours', link: '&mod=3' },
};
const bests = new Map(); // 'track level' -> moves
const levelPars = new Map(); // 'track level' -> the level's fewest
const nexts = new Map(); // track -> the level to go on at
let nextLevel = 1; // the classic track's, where the page starts

function levelKey(track, what, level) {
  const prefix = 'lightsout.levels.' + (track === 'classic' ? '' : track + '.');
  return prefix + what + (level === undefined ? '' : '.' + level);
}

function loadBests() {
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      const kept = /^lightsout\.levels\.(?:(torus|three)\.)?(best|par|next)(?:\.(\d+))?$/.exec(key || '');
      if (!kept) continue;
      const track = kept[1] || 'classic';
      const value = Number(localStorage.getItem(key));
      if (!(value >= 1)) continue;
      if (kept[2] === 'next') nexts.set(track, value);
      else if (kept[3]) (kept[2] === 'best' ? bests : levelPars).set(track + ' ' + kept[3], value);
    }
  } catch (error) {
    // A browser that keeps nothing plays on.
  }
  nextLevel = nextOf('classic');
}

function nextOf(track) {
  return nexts.get(track) || 1;
}

function bestOf(level, track) {
  const key = (track || 'classic') + ' ' + level;
  return bests.has(key) ? bests.get(key) : null;
}

function noteBest(level, moves, track, par) {
  bests.set(track + ' ' + level, moves);
  store(levelKey(track, 'best', level), String(moves));
  if (par) {
    levelPars.set(track + ' ' + level, par);
    store(levelKey(track, 'par', level), String(par));
  }
}

function noteNext(track, level) {
  nexts.set(track, level);
  if (track === 'classic') nextLevel = level;
  store(levelKey(track, 'next'), String(level));
}

// The stars of a level won in `moves` against its par, the proven fewest:
// three at the par, two within half as many again, one else (as the
// engine's `level::stars`).
function stars(moves, par) {
  if (!par) return 0;
  return moves <= par ? 3 : 2 * moves <= 3 * par ? 2 : 1;
}

function starText(n) {
  return '★'.repeat(n) + '☆'.repeat(3 - n);
}

// The link of level `k` of `track` (the Levels box's, by default).
function levelLink(k, track) {
  return 'level=' + k + TRACKS[track || $('track').value].link;
}

// The fewest presses from each board's start, where proven.
const pars = new Map();

function moves(n) {
  return n + (n === 1 ? ' move' : ' moves');
}

function levelLine() {
  const track = state.track || 'classic';
  const next = nextOf(track);
  const tag = track === 'classic' ? '' : ' (' + TRACKS[track].name.toLowerCase() + ')';
  const parts = [];
  if (state.level !== null) {
    const best = bestOf(state.level, track);
    const par = state.par || pars.get(played);
    parts.push('level ' + state.level + tag + ': ' + (best === null ? 'no best yet' : 'best ' + moves(best)) +
      (par === undefined || par === null ? '' : ' (fewest ' + par + ')') +
      (best === null || !state.par ? '' : ' ' + starText(stars(best, state.par))));
  }
  const won = [...bests.keys()].filter((key) => key.startsWith(track + ' ')).length;
  parts.push(won === 0 ? 'no level won yet' + tag : won + (won === 1 ? ' level' : ' levels') + ' won' + tag);
  put('best', parts.join('; '));
  const button = $('continue');
  button.hidden = (state.level === next && state.track === track) || next <= 1;
  put('continue', 'Continue at level ' + next);
  button.dataset.level = String(next);
  if (state.level !== null) {
    $('track').value = track;
    gridFirst = Math.floor((state.level - 1) / GRID) * GRID + 1;
  }
  levelGrid();
}

// The level grid: a page of levels of the Levels box's track, each with
// its stars, the ones past the level to go on at locked.
const GRID = 20;
let gridFirst = 1;

let gridDrawn = ''; // what the grid last showed: a move redraws nothing

function levelGrid() {
  const grid = $('level-grid');
  const track = $('track').value;
  const next = nextOf(track);
  const current = state === null ? '' : state.level + ' ' + (state.track || 'classic');
  const showing = [track, next, gridFirst, current, bests.size, ...bests.values()].join(' ');
  if (showing === gridDrawn) return;
  gridDrawn = showing;
  if (!grid.children.length) {
    $('track').addEventListener('change', trackChosen);
    $('grid-back').addEventListener('click', () => gridMove(-1));
    $('grid-forward').addEventListener('click', () => gridMove(1));
    for (let i = 0; i < GRID; i++) {
      const button = document.createElement('button');
      button.type = 'button';
      button.addEventListener('click', () => {
        stopSolving();
        openLink(levelLink(Number(button.dataset.level)));
      });
      grid.appendChild(button);
    }
  }
  const last = Math.min(gridFirst + GRID - 1, config.maxLevel);
  [...grid.children].forEach((button, i) => {
    const level = gridFirst + i;
    button.hidden = level > last;
    button.dataset.level = String(level);
    const best = bestOf(level, track);
    const par = levelPars.get(track + ' ' + level);
    const earned = best === null ? 0 : stars(best, par);
    button.disabled = level > next;
    button.classList.toggle('current', state !== null && state.level === level && (state.track || 'classic') === track);
    button.innerHTML = '';
    const number = document.createElement('span');
    number.textContent = String(level);
    const marks = document.createElement('span');
    marks.className = 'stars';
    marks.textContent = best === null ? '' : starText(earned);
    button.append(number, marks);
    button.setAttribute('aria-label', 'level ' + level + (level > next ? ', locked' :
      best === null ? ', not won yet' : ', best ' + moves(best) + (par ? ', ' + earned + ' of 3 stars' : '')));
  });
  $('grid-back').disabled = gridFirst === 1;
  $('grid-forward').disabled = last >= config.maxLevel;
  put('grid-pages', 'levels ' + gridFirst + ' to ' + last);
}

function gridMove(pages) {
  gridFirst = Math.max(1, Math.min(gridFirst + pages * GRID, Math.floor((config.maxLevel - 1) / GRID) * GRID + 1));
  levelGrid();
}

function trackChosen() {
  gridFirst = Math.floor((nextOf($('track').value) - 1) / GRID) * GRID + 1;
  levelGrid();
}

// The analysis: at once without the search, then with it.

function analyse() {
  const position = positionOf(state.link);
  const current = () => state && positionOf(state.link) === position;
  for (const id of ['solvable', 'solutions', 'fewest']) $(id).textContent = '…';
  waiting = (async () => {
    // Presses in quick succession are analysed once they stop.
    await new Promise((resolve) => setTimeout(resolve, 120));
    if (!current()) return null;
    let found = null;
    for (const search of ['0', '1']) {
      try {
        const deadline = search === '1' ? config.deadline : 0;
        const answer = await engine.ask('analysis', 'search=' + search, position, deadline);
        if (!current()) return found;
        found = answer;
        analysis = answer;
        const stopped = search === '1' && !answer.searched;
        explain(search === '0' ? ' (searching for fewer…)' : stopped ? ' (the search stopped after ' + config.deadline / 1000 + ' s)' : '');
        if (state.moves === 0 && answer.fewest && answer.fewest.proven) pars.set(played, answer.fewest.presses);
        paint();
        if (state.won && announced === played && answer.wonLine) wonLine(answer.wonLine);
        // Proven at once (one solution, or none needed): no search, but
        // for a win's line, whose fewest is the start's.
        if (search === '0' && answer.fewest && answer.fewest.proven && !answer.wonLine) break;
      } catch (error) {
        if (!current()) return found;
        if (error.stopped && found) {
          explain(' (the search stopped after ' + config.deadline / 1000 + ' s)');
        } else {
          $('fewest').textContent = error.message;
        }
        break;
      }
    }
    levelLine();
    return found;
  })();
  return waiting;
}

// The line a win says, once the fewest is known: the engine's line for
// the moves (each time anew, as the search learns more), then the rest.
function wonLine(line) {
  const message = $('message');
  if (!message.classList.contains('won')) return;
  say(line + wonRest, true);
}

function explain(searching) {
  if (analysis.refused) {
    $('solvable').textContent = 'not known';
    $('solutions').textContent = '';
    $('fewest').textContent = analysis.refused;
    return;
  }
  $('solvable').textContent = analysis.solvable ? 'yes' : 'no: the goal cannot be reached';
  $('solutions').textContent = analysis.solutions === null ? '0' : analysis.solutions;
  const fewest = analysis.fewest;
  $('fewest').textContent = fewest === null ? '-' :
    fewest.proven ? fewest.presses + ' (proven)' : fewest.text + (searching || ' (not proven)');
}

// The analysis of the position now.
async function known() {
  await queue;
  if (!state) return null;
  if (analysis && positionOf(analysis.link) === positionOf(state.link) && analysis.searched) return analysis;
  return (await waiting) || (await analyse());
}

// Help.

async function showHint() {
  stopSolving();
  const found = await known();
  if (!found) return;
  if (state.won) {
    say('nothing to press: the board is at the goal');
  } else if (!found.presses) {
    say('no presses reach the goal from here');
  } else {
    const next = found.presses[0];
    await helping();
    hint = next;
    say('press row ' + (hint[0] + 1) + ', column ' + (hint[1] + 1));
  }
  paint();
}

async function solve() {
  if (solving) {
    stopSolving();
    return;
  }
  const found = await known();
  if (!found) return;
  if (state.won) {
    say('solved already');
    return;
  }
  if (!found.presses) {
    say('no presses reach the goal from here');
    return;
  }
  await helping();
  hint = null;
  const run = { stopped: false };
  solving = run;
  $('solve').textContent = 'Stop';
  const presses = found.presses;
  const board = played;
  const steps = Math.min(presses.length, 120);
  const each = Math.ceil(presses.length / steps);
  const delay = Math.max(30, Math.min(250, Math.floor(3000 / steps)));
  say('solving: ' + presses.length + ' presses');
  for (let i = 0; i < presses.length && !run.stopped; i += each) {
    const chunk = presses.slice(i, i + each).map(([r, c]) => r + '.' + c).join(',');
    await act('press', 'at=' + chunk);
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
  if (solving === run) {
    solving = null;
    $('solve').textContent = 'Solve';
  }
  if (run.stopped && !state.won && played === board) say('stopped');
}

function stopSolving() {
  if (solving) {
    solving.stopped = true;
    solving = null;
    $('solve').textContent = 'Solve';
  }
}

async function overlayChanged() {
  if ($('overlay').checked) {
    const found = await known();
    if (!$('overlay').checked || !state) return;
    if (found && found.presses) await helping();
    else if (state.won) say('nothing to press: the board is at the goal');
    else say('no presses reach the goal from here: no solution to show');
  }
  paint();
}
