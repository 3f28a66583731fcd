// The page: draws the board and turns clicks and keys into requests to
// the engine, lightsout's API (src/game/api.rs), which plays the game: in
// WebAssembly in two Web Workers (one for moves and previews, one for the
// searches, ended past the deadline or once its answer is not wanted), or,
// where this page has no WebAssembly (a `lightsout serve` built without
// it), on the server, which answers the same requests with the same code.
// The position travels as a link's text: in each request, and in the
// address after `#`, so that a copied address reopens it.
'use strict';

(function () {
  const $ = (id) => document.getElementById(id);

  // The work under way (requests, the address to write), on the page for
  // whoever waits for it to end.
  let pending = 0;

  function busy(delta) {
    pending += delta;
    document.body.dataset.pending = String(pending);
  }

  // The engine.

  const engine = (() => {
    let module = null; // the compiled WebAssembly, if any
    let moves = null; // the worker for moves and previews
    let search = null; // the worker for analyses and the method
    let spare = null; // a worker ready to take the searches' place
    let lastId = 0;
    const waiting = new Map(); // id -> { resolve, reject, worker, timer }

    function spawn() {
      const worker = new Worker('worker.js');
      worker.onmessage = (event) => {
        const { id, ok, text, broken } = event.data;
        const asked = waiting.get(id);
        if (!asked) return;
        settle(id);
        if (broken) restart(worker);
        if (ok) asked.resolve(JSON.parse(text));
        else asked.reject(refusal(text, 400));
      };
      worker.onerror = () => restart(worker);
      worker.postMessage({ module });
      return worker;
    }

    function settle(id) {
      const asked = waiting.get(id);
      if (!asked) return;
      clearTimeout(asked.timer);
      waiting.delete(id);
      busy(-1);
    }

    // Ends `worker`, failing what it was asked, and puts the spare in its
    // place (another spare is made after, off the move's way).
    function restart(worker, why) {
      worker.terminate();
      const fresh = spare || spawn();
      spare = null;
      const later = window.requestIdleCallback || ((then) => setTimeout(then, 200));
      later(() => {
        if (!spare) spare = spawn();
      });
      if (worker === moves) moves = fresh;
      if (worker === search) search = fresh;
      for (const [id, asked] of [...waiting]) {
        if (asked.worker !== worker) continue;
        settle(id);
        asked.reject(Object.assign(new Error(why || 'the engine stopped'), { stopped: true }));
      }
    }

    function refusal(text, status) {
      return Object.assign(new Error(text.trim()), { status });
    }

    // A seed for a new board: 64 random bits.
    function fresh() {
      const words = new Uint32Array(2);
      crypto.getRandomValues(words);
      return (BigInt(words[0]) << 32n) | BigInt(words[1]);
    }

    async function start() {
      try {
        // `lightsout serve` serves it empty: the page then asks its API.
        const response = await fetch('lightsout.wasm');
        const bytes = response.ok ? await response.arrayBuffer() : new ArrayBuffer(0);
        if (bytes.byteLength === 0) throw new Error('no engine here');
        module = await WebAssembly.compile(bytes);
        moves = spawn();
        search = spawn();
        spare = spawn();
        document.body.dataset.engine = 'browser';
      } catch (error) {
        module = null;
        document.body.dataset.engine = 'server';
      }
    }

    // Asks `what` (game, reach, analysis, method, rules) with `query` of
    // `position`: the answer, as an object. A search (analysis, method)
    // given a `deadline` is ended after that many milliseconds, or when
    // its answer is no longer wanted.
    function ask(what, query, position, deadline) {
      const searching = what === 'analysis' || what === 'method';
      busy(1);
      if (!module) {
        const get = what === 'rules';
        const url = 'api/' + what + (query ? '?' + query : '');
        return fetch(url, get ? {} : { method: 'POST', body: position })
          .then(async (response) => {
            const text = await response.text();
            if (!response.ok) throw refusal(text || response.statusText, response.status);
            return JSON.parse(text);
          })
          .finally(() => busy(-1));
      }
      const worker = searching ? search : moves;
      const id = ++lastId;
      return new Promise((resolve, reject) => {
        const asked = { resolve, reject, worker, timer: null, long: searching && !!deadline };
        if (searching && deadline) {
          asked.timer = setTimeout(() => restart(worker, 'past the deadline'), deadline);
        }
        waiting.set(id, asked);
        worker.postMessage({ id, request: what + (query ? '?' + query : '') + '\n' + (position || ''), fresh: fresh() });
      });
    }

    // Ends the long searches under way: their answers are no longer
    // wanted (a quick one's is dropped when it comes).
    function stopSearches() {
      if (!module) return;
      if ([...waiting.values()].some((asked) => asked.worker === search && asked.long)) restart(search, 'not wanted');
    }

    return { start, ask, stopSearches };
  })();

  // The game.

  let config = { maxSide: 50, maxLevel: 999, deadline: 4000 };
  let rules = [];
  let state = null; // the position, as the engine last answered
  let analysis = null; // the best analysis of `state`'s position so far
  let waiting = null; // the analysis under way, a promise
  let queue = Promise.resolve(); // moves, one after another
  let cursor = [0, 0];
  let hint = null; // [r, c] marked by Hint
  let solving = null; // { stopped } while Solve plays
  let played = ''; // the board shown (its link without moves)
  let announced = ''; // the board whose win was said
  let valuesTouched = false; // whether the player set Values
  let editing = false;
  let stepping = null; // the method's steps, while they are shown
  let cells = []; // the board's buttons, row by row
  let flipped = []; // the cells the last move changed
  const still = matchMedia('(prefers-reduced-motion: reduce)');
  const reaches = new Map(); // previews, by rule, size and cell

  // Runs `step` after the moves asked for before it. A position refused
  // leaves the one shown, and the address holding it.
  function then(step) {
    queue = queue.then(step).catch((error) => {
      if (error.stopped) return;
      say(error.message);
      if (state) keepAddress();
    });
    return queue;
  }

  // A move the player asked for: it stops a solve and clears the hint.
  function user(action, extra) {
    stop();
    hint = null;
    return act(action, extra);
  }

  // Notes on the position that help was shown: a win then sets no record.
  async function helping() {
    if (state && !state.helped) await act('help');
  }

  // Makes `action` (with `extra` parameters) on the position.
  function act(action, extra) {
    return then(async () => {
      if (!state) return;
      show(await engine.ask('game', 'do=' + action + (extra ? '&' + extra : ''), state.link));
    });
  }

  // Opens the position `link`, with `action` (`open` or `new`): true once
  // shown, false if it was refused (and said).
  function open(link, action) {
    return then(async () => {
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

  // Drawing.

  function say(text, won) {
    const message = $('message');
    message.textContent = text || '';
    message.classList.toggle('won', !!won);
  }

  function show(next) {
    const before = state;
    state = next;
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
    paint(sameBoard && before ? before.cells : null);
    facts();
    if (!sameBoard) legend();
    // A win is a move made here that reaches the goal, said once a board.
    if (next.said) say(next.said);
    else if (next.won && next.moves > 0 && announced !== played && !editing) won();
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

  function build() {
    const board = $('board');
    const focused = board.contains(document.activeElement);
    board.classList.add('fresh');
    requestAnimationFrame(() => requestAnimationFrame(() => board.classList.remove('fresh')));
    board.textContent = '';
    board.style.gridTemplateColumns = 'repeat(' + state.cols + ', var(--cell))';
    cells = [];
    flipped = [];
    cursor = [Math.min(cursor[0], state.rows - 1), Math.min(cursor[1], state.cols - 1)];
    for (let r = 0; r < state.rows; r++) {
      const row = [];
      for (let c = 0; c < state.cols; c++) {
        const cell = document.createElement('button');
        cell.type = 'button';
        cell.dataset.r = r;
        cell.dataset.c = c;
        cell.style.setProperty('--d', String((r + c) * 35));
        cell.setAttribute('role', 'gridcell');
        cell.tabIndex = r === cursor[0] && c === cursor[1] ? 0 : -1;
        board.appendChild(cell);
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
  // before a move on this board, has the cells it changed flip. A cell is
  // written only where its look changed: a press on 50 x 50 touches a few.
  function paint(before) {
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
        if (cell.look === look) continue;
        cell.look = look;
        if (before && before[i] !== v && !stepping) flips.push(cell);
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
    if (flips.length <= 400 && !still.matches) {
      for (const cell of flips) {
        cell.animate([{ transform: 'scale(0.82)' }, { transform: 'scale(1)' }], { duration: 180, easing: 'ease-out' });
      }
    }
  }

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

  function won() {
    announced = played;
    let line = 'solved in ' + state.moves + (state.moves === 1 ? ' move' : ' moves');
    if (state.level !== null) {
      const level = state.level;
      if (!state.helped) {
        const best = bestOf(level);
        if (best === null || state.moves < best) {
          noteBest(level, state.moves);
          line += best === null ? ': level ' + level + ' done' : ': a new best for level ' + level;
        }
      }
      if (level < config.maxLevel && nextLevel <= level) {
        nextLevel = level + 1;
        store('lightsout.levels.next', String(nextLevel));
      }
      facts();
    }
    say(line + (state.helped ? ' (with help)' : ': you won!'), true);
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

  // The bests, read once: level -> moves; and the level to go on at.
  const bests = new Map();
  let nextLevel = 1;

  function loadBests() {
    nextLevel = Math.max(1, Number(load('lightsout.levels.next') || 1) || 1);
    try {
      for (let i = 0; i < localStorage.length; i++) {
        const key = localStorage.key(i);
        const level = /^lightsout\.levels\.best\.(\d+)$/.exec(key || '');
        if (level) bests.set(Number(level[1]), Number(localStorage.getItem(key)));
      }
    } catch (error) {
      // A browser that keeps nothing plays on.
    }
  }

  function bestOf(level) {
    return bests.has(level) ? bests.get(level) : null;
  }

  function noteBest(level, moves) {
    bests.set(level, moves);
    store('lightsout.levels.best.' + level, String(moves));
  }

  // The fewest presses from each board's start, where proven.
  const pars = new Map();

  function moves(n) {
    return n + (n === 1 ? ' move' : ' moves');
  }

  function levelLine() {
    const next = nextLevel;
    const won = bests.size;
    const parts = [];
    if (state.level !== null) {
      const best = bestOf(state.level);
      const par = pars.get(played);
      parts.push('level ' + state.level + ': ' + (best === null ? 'no best yet' : 'best ' + moves(best)) +
        (par === undefined ? '' : ' (fewest ' + par + ')'));
    }
    parts.push(won === 0 ? 'no level won yet' : won + (won === 1 ? ' level' : ' levels') + ' won');
    put('best', parts.join('; '));
    const button = $('continue');
    button.hidden = state.level === next || next <= 1;
    put('continue', 'Continue at level ' + next);
    button.dataset.level = String(next);
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

  // The line a win says, once the fewest is known.
  function wonLine(line) {
    const message = $('message');
    if (!message.classList.contains('won')) return;
    const rest = message.textContent.replace(/^solved in \d+ moves?/, '');
    say(line + rest, true);
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
    stop();
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
      stop();
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

  function stop() {
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

  // The method by hand, step by step.

  async function showMethod() {
    stop();
    await queue;
    if (!state) return;
    let data;
    try {
      data = await engine.ask('method', '', positionOf(state.link), config.deadline);
    } catch (error) {
      say(error.stopped ? 'the method took too long to work out here' : error.message);
      return;
    }
    if (!data.chases) {
      say(data.why);
      return;
    }
    await helping();
    stepping = { data, at: 0 };
    $('method').hidden = false;
    methodStep();
    fit();
    $('method').scrollIntoView({ block: 'nearest' });
  }

  function closeMethod() {
    if (!stepping) return;
    stepping = null;
    $('method').hidden = true;
    fit();
    if (state) paint();
  }

  // The presses marked in a step, or in the first rows at the end.
  function stepMarks(step) {
    const counts = new Map();
    const presses = step ? step.presses : (stepping.data.first || []).map(([r, c]) => [r, c, 1]);
    for (const [r, c, times] of presses) {
      const key = r * state.cols + c;
      counts.set(key, (counts.get(key) || 0) + times);
    }
    return counts;
  }

  function methodStep() {
    const { data, at } = stepping;
    const steps = data.steps;
    const step = at < steps.length ? steps[at] : null;
    const rowsDown = step && step.presses.length ? step.presses[0][0] - step.row : 1;
    let headline;
    let detail = '';
    if (step) {
      headline = 'Step ' + (at + 1) + ' of ' + (steps.length + 1) + ': row ' + (step.row + 1) +
        ' is cleared by pressing under each of its lights, in row ' + (step.row + 1 + rowsDown) + '.';
      if (data.masks) {
        detail = 'Rows as masks, column 1 first:\n' +
          'row ' + (step.row + 1) + '          k    = ' + step.lit + '\n' +
          'press in row ' + (step.row + 2) + '   k    = ' + step.lit + '\n' +
          'row ' + (step.row + 2) + ' changes by f(k) = k<<1 ^ k ^ k>>1 = ' + step.f + '\n' +
          'row ' + (step.row + 2) + ' is now      ' + step.next +
          (step.row + 2 < state.rows ? '\nrow ' + (step.row + 3) + ' changes by k    = ' + step.lit : '') +
          '\nrow ' + (step.row + 1) + ' is now      ' + '0'.repeat(step.lit.length);
      } else {
        detail = 'Each press undoes the light above it: ' +
          step.presses.map(([r, c, t]) => 'row ' + (r + 1) + ' column ' + (c + 1) + (t > 1 ? ' ' + t + ' times' : '')).join(', ') + '.';
      }
    } else {
      headline = 'Step ' + (steps.length + 1) + ' of ' + (steps.length + 1) + ': the chase leaves only the last ' +
        (data.masks ? 'row' : 'rows') + ' lit; the first row finishes the board.';
      if (data.masks) {
        const n = data.last.length;
        const matrix = data.matrix || [];
        detail = 'The last row after the chase: L = ' + data.last + '\n\n' +
          'The first-row system: pressing column j of the first row alone and chasing\n' +
          'leaves column j of A in the last row, so the first row x must have A x = L:\n\n';
        for (let i = 0; i < n; i++) {
          detail += '  ' + matrix.map((column) => column[i]).join(' ') + (i === Math.floor(n / 2) ? '  x = ' : '      ') + data.last[i] + '\n';
        }
      } else {
        detail = 'The last rows after the chase hold ' + data.last.filter((v) => v !== 0).length + ' cells off the goal.\n';
      }
      if (data.first === null) {
        detail += '\nNo first row solves it: the goal cannot be reached from here.';
      } else if (data.first.length === 0) {
        detail += '\nNothing is left: the chase finishes the board.';
      } else {
        const firstRow = data.masks
          ? Array.from({ length: state.cols }, (_, c) => (data.first.some(([, cc]) => cc === c) ? '1' : '0')).join('')
          : data.first.map(([r, c]) => 'row ' + (r + 1) + ' column ' + (c + 1)).join(', ');
        detail += '\nx = ' + firstRow + ' (marked): press it, then chase again, and the board clears.';
      }
    }
    $('method-step').textContent = headline;
    $('method-detail').textContent = detail;
    $('method-back').disabled = at <= 0;
    $('method-forward').disabled = at >= steps.length;
    $('method-play').disabled = step ? false : !data.first || data.first.length === 0;
    paint();
  }

  function methodMove(delta) {
    if (!stepping) return;
    stepping.at = Math.max(0, Math.min(stepping.data.steps.length, stepping.at + delta));
    methodStep();
  }

  // Makes the presses up to the step shown in the game; at the end, the
  // chase's, the first row's, and the chase that then finishes.
  async function methodPlay() {
    if (!stepping) return;
    const { data, at } = stepping;
    const step = data.steps[at];
    const presses = [];
    if (step) {
      // The steps before this one first, so that the game is where it shows.
      for (const earlier of data.steps.slice(0, at + 1)) {
        for (const [r, c, times] of earlier.presses) for (let t = 0; t < times; t++) presses.push(r + '.' + c);
      }
    } else {
      for (const earlier of data.steps) {
        for (const [r, c, times] of earlier.presses) for (let t = 0; t < times; t++) presses.push(r + '.' + c);
      }
      for (const [r, c] of data.first || []) presses.push(r + '.' + c);
    }
    closeMethod();
    if (presses.length) await user('press', 'at=' + presses.join(','));
    // The first row pressed, the chase again finishes the board.
    if (!step && data.first && data.first.length) await act('chase');
  }

  // Keys and clicks.

  function press(r, c, lower) {
    stop();
    hint = null;
    cursor = [r, c];
    if (editing) {
      const k = state.modulus;
      const v = (state.cells[r * state.cols + c] + (lower ? k - 1 : 1)) % k;
      act('set', 'at=' + r + '.' + c + '&v=' + v);
      return;
    }
    act('press', 'at=' + r + '.' + c);
  }

  function focusCursor() {
    if (!cells.length) return;
    for (const row of cells) for (const cell of row) cell.tabIndex = -1;
    const cell = cells[cursor[0]][cursor[1]];
    cell.tabIndex = 0;
    cell.focus();
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
        stop();
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

  function clearReach() {
    for (const cell of document.querySelectorAll('#board button.reach')) {
      cell.classList.remove('reach');
      delete cell.dataset.add;
    }
  }

  async function preview(cell) {
    if (!state || editing || stepping) return;
    const r = Number(cell.dataset.r);
    const c = Number(cell.dataset.c);
    const key = state.rule + '|' + state.rows + 'x' + state.cols + '|' + r + '.' + c;
    let found = reaches.get(key);
    if (!found) {
      try {
        found = await engine.ask('reach', 'at=' + r + '.' + c, boardOf(state.link));
      } catch (error) {
        return;
      }
      if (reaches.size > 5000) reaches.clear();
      reaches.set(key, found);
    }
    if (!cell.matches(':hover, :focus') || !cells.length) return;
    clearReach();
    for (const [rr, cc, w] of found.cells) {
      const target = cells[rr] && cells[rr][cc];
      if (!target) continue;
      target.classList.add('reach');
      if (state.modulus > 2) target.dataset.add = '+' + w;
    }
  }

  // The setup: presets, rules, the stencil editor.

  const PRESETS = {
    classic: { rule: 'standard', modulus: 2, torus: false, rows: 5, cols: 5 },
    three: { rule: 'standard', modulus: 3, torus: false, rows: 5, cols: 5 },
    eight: { rule: 'eight-neighbours', modulus: 2, torus: false, rows: 5, cols: 5 },
    torus: { rule: 'standard', modulus: 2, torus: true, rows: 5, cols: 5 },
    pilots: { rule: 'row-and-column', modulus: 2, torus: false, rows: 4, cols: 4 },
  };

  // What the player chose for the sides and colours, which a rule of its
  // own size or colours sets only while it is chosen.
  let chosen = { rows: '5', cols: '5', modulus: '2' };

  // The setup as the position's: its rule, colours, torus and sides.
  function describe() {
    const modulus = $('modulus');
    if (![...modulus.options].some((option) => option.value === String(state.modulus))) {
      const option = document.createElement('option');
      option.value = option.textContent = String(state.modulus);
      modulus.appendChild(option);
    }
    $('rule-name').value = state.name !== null ? state.name : 'stencil';
    if (state.stencil !== null) $('stencil').value = state.stencil;
    ruleChosen(false);
    modulus.value = String(state.modulus);
    $('torus').checked = state.torus;
    $('rows').value = state.rows;
    $('cols').value = state.cols;
    const rule = rules.find((r) => r.name === state.name);
    if (!rule || !rule.rows) chosen = { rows: String(state.rows), cols: String(state.cols), modulus: String(state.modulus) };
    const goalOn = state.modulus === 2 && state.goal.every((v) => v === 1);
    const goalOff = state.goal.every((v) => v === 0);
    $('goal').querySelector('[value=given]').hidden = goalOn || goalOff;
    $('goal').value = goalOn ? 'on' : goalOff ? 'off' : 'given';
    goalChoices();
    if (state.level !== null) $('level').value = state.level;
    const preset = Object.keys(PRESETS).find((name) => {
      const p = PRESETS[name];
      return p.rule === state.name && p.modulus === state.modulus && p.torus === state.torus &&
        p.rows === state.rows && p.cols === state.cols;
    });
    $('preset').value = preset || 'custom';
    $('setup-error').textContent = '';
  }

  // All on needs two colours.
  function goalChoices() {
    const two = $('modulus').value === '2';
    const on = $('goal').querySelector('[value=on]');
    on.disabled = !two;
    if (!two && $('goal').value === 'on') $('goal').value = 'off';
  }

  function applyPreset() {
    const preset = PRESETS[$('preset').value];
    if (!preset) return;
    $('rule-name').value = preset.rule;
    chosen = { rows: String(preset.rows), cols: String(preset.cols), modulus: String(preset.modulus) };
    $('torus').checked = preset.torus;
    $('seed').value = '';
    ruleChosen(true);
    $('preset').value = $('preset').value;
    deal();
  }

  function ruleChosen(custom) {
    const name = $('rule-name').value;
    const rule = rules.find((r) => r.name === name);
    const stencil = rule ? rule.stencil : $('stencil').value;
    if (custom) {
      // A rule of its own size and colours sets them while it is chosen;
      // another gives back what the player had.
      $('rows').value = rule && rule.rows ? rule.rows : chosen.rows;
      $('cols').value = rule && rule.cols ? rule.cols : chosen.cols;
      $('modulus').value = rule && rule.modulus !== 2 ? String(Math.min(rule.modulus, 9)) : chosen.modulus;
    }
    const fixed = !!(rule && rule.rows);
    $('rows').disabled = fixed;
    $('cols').disabled = fixed;
    if (rule && rule.stencil) $('stencil').value = rule.stencil;
    const stencilled = !rule || rule.stencil !== null;
    $('stencil-field').hidden = !stencilled;
    $('stencil-editor').hidden = !stencilled;
    $('stencil').disabled = !!rule;
    $('stencil-about').textContent = rule
      ? (rule.stencil ? 'This rule\'s stencil; choose Rule: stencil to edit one.' : rule.about)
      : 'What a press adds around the pressed cell (the centre), rows joined by /; click a weight to raise it, shift-click to lower it.';
    $('torus').disabled = !stencilled;
    if (!stencilled) $('torus').checked = false;
    if (stencilled) drawEditor(stencil);
    goalChoices();
    if (custom) $('preset').value = 'custom';
  }

  // The editor's side: the stencil's, odd, 5 at least, 15 at most.
  function editorSide(text) {
    const rows = (text || '').split('/');
    const widest = Math.max(rows.length, ...rows.map((row) => row.length));
    return Math.min(15, Math.max(5, widest % 2 ? widest : widest + 1));
  }

  // The stencil's rows of digits, padded to n x n around the centre.
  function padded(text, n) {
    const rows = (text || '').split('/');
    const out = [];
    const top = Math.floor((n - rows.length) / 2);
    for (let r = 0; r < n; r++) {
      const row = rows[r - top] || '';
      const left = Math.floor((n - row.length) / 2);
      const digits = [];
      for (let c = 0; c < n; c++) {
        const digit = parseInt(row[c - left] || '0', 36);
        digits.push(Number.isNaN(digit) ? 0 : digit);
      }
      out.push(digits);
    }
    return out;
  }

  // n x n weights as the smallest stencil that holds them.
  function stencilOf(weights) {
    const n = weights.length;
    let trim = 0;
    while (trim < (n - 1) / 2) {
      const ring = [];
      for (let i = trim; i < n - trim; i++) {
        ring.push(weights[trim][i], weights[n - 1 - trim][i], weights[i][trim], weights[i][n - 1 - trim]);
      }
      if (ring.some((w) => w !== 0)) break;
      trim++;
    }
    const rows = [];
    for (let r = trim; r < n - trim; r++) {
      rows.push(weights[r].slice(trim, n - trim).map((w) => w.toString(36)).join(''));
    }
    return rows.join('/');
  }

  function drawEditor(text) {
    const editor = $('stencil-editor');
    editor.textContent = '';
    const n = editorSide(text);
    const rows = (text || '').split('/');
    if (rows.length > 15 || rows.some((row) => row.length > 15)) {
      editor.textContent = 'too wide to draw: type it above';
      return;
    }
    editor.style.gridTemplateColumns = 'repeat(' + n + ', 2em)';
    const weights = padded(text, n);
    const centre = (n - 1) / 2;
    const locked = $('stencil').disabled;
    for (let r = 0; r < n; r++) {
      for (let c = 0; c < n; c++) {
        const button = document.createElement('button');
        button.type = 'button';
        button.textContent = weights[r][c].toString(36);
        button.className = (r === centre && c === centre ? 'centre ' : '') + (weights[r][c] === 0 ? 'zero' : '');
        button.disabled = locked;
        button.setAttribute('aria-label', 'weight ' + weights[r][c] + ', ' + (r - centre) + ' rows and ' + (c - centre) + ' columns from the centre');
        button.addEventListener('click', (event) => {
          const k = Number($('modulus').value);
          weights[r][c] = (weights[r][c] + (event.shiftKey ? k - 1 : 1)) % k;
          $('stencil').value = stencilOf(weights);
          $('preset').value = 'custom';
          drawEditor($('stencil').value);
        });
        editor.appendChild(button);
      }
    }
  }

  // A side from the setup, or why not.
  function side(id, name) {
    const text = String($(id).value).trim();
    const n = Number(text);
    if (!/^\d+$/.test(text) || n < 1 || n > config.maxSide) {
      throw new Error(name + ': a whole number from 1 to ' + config.maxSide + (text ? ', not ' + text.slice(0, 12) : '') +
        (n > config.maxSide ? ' (`lightsout solve` takes larger boards)' : ''));
    }
    return n;
  }

  // The link of a new board as the setup says, dealt from `seed`.
  function setupLink(seed) {
    const name = $('rule-name').value;
    const parts = [];
    if (name === 'stencil') parts.push('stencil=' + encodeURIComponent($('stencil').value.trim()));
    else parts.push('rule=' + name);
    const rule = rules.find((r) => r.name === name);
    const k = $('modulus').value;
    if (!rule || String(rule.modulus) !== k) parts.push('mod=' + k);
    if ($('torus').checked && !$('torus').disabled) parts.push('torus=1');
    parts.push('size=' + side('rows', 'Rows') + 'x' + side('cols', 'Columns'));
    if (seed && !/^\d{1,20}$/.test(seed)) throw new Error('Seed: a whole number, or nothing for a random board');
    parts.push('seed=' + (seed || '0'));
    if ($('goal').value === 'on') parts.push('goal=on');
    if ($('goal').value === 'given' && state) {
      const goal = state.link.split('&').find((pair) => pair.startsWith('goal='));
      if (goal) parts.push(goal);
    }
    return parts.join('&');
  }

  function deal(event) {
    if (event) event.preventDefault();
    stop();
    const seed = $('seed').value.trim();
    let link;
    try {
      link = setupLink(seed);
    } catch (error) {
      // The setup shows the board played again, and why not.
      if (state) describe();
      $('setup-error').textContent = error.message;
      return Promise.resolve();
    }
    $('setup-error').textContent = '';
    return open(link, seed ? 'open' : 'new').then((shown) => {
      // Refused: the setup shows the board played again, and why.
      if (!shown && state) {
        const why = $('message').textContent;
        describe();
        $('setup-error').textContent = why;
      }
    });
  }

  function playLevel(event, level) {
    if (event) event.preventDefault();
    stop();
    const text = String(level || $('level').value).trim();
    open('level=' + text);
  }

  // Sharing.

  async function copyLink() {
    const text = location.href.split('#')[0] + '#' + state.link;
    try {
      await navigator.clipboard.writeText(text);
      say('link copied');
    } catch (error) {
      $('link').select();
      say('select the link and copy it');
    }
  }

  function escapeXml(text) {
    return text.replace(/[<>&"]/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[ch]);
  }

  // The board, and its solution where it is shown, as an SVG image.
  function svgImage() {
    const size = 40;
    const gap = 4;
    const width = Math.max(state.cols * (size + gap) + gap, 420);
    const height = state.rows * (size + gap) + gap;
    const counts = marks();
    const out = [];
    out.push('<svg xmlns="http://www.w3.org/2000/svg" width="' + width + '" height="' + (height + 24) + '" viewBox="0 0 ' + width + ' ' + (height + 24) + '">');
    out.push('<title>' + escapeXml('Lights Out: ' + state.link) + '</title>');
    out.push('<rect width="100%" height="100%" fill="#05060c"/>');
    for (let r = 0; r < state.rows; r++) {
      for (let c = 0; c < state.cols; c++) {
        const i = r * state.cols + c;
        const x = gap + c * (size + gap);
        const y = gap + r * (size + gap);
        const colour = state.colours[state.cells[i]];
        out.push('<rect x="' + x + '" y="' + y + '" width="' + size + '" height="' + size + '" rx="5" fill="' + colour + '"/>');
        if (state.goal.some((g) => g !== 0)) {
          out.push('<rect x="' + (x + size - 13) + '" y="' + (y + size - 13) + '" width="9" height="9" fill="' + state.colours[state.goal[i]] + '" stroke="#fff"/>');
        }
        if (state.modulus > 2) {
          out.push('<text x="' + (x + size / 2) + '" y="' + (y + size / 2 + 6) + '" font-size="17" font-weight="bold" font-family="sans-serif" text-anchor="middle" fill="' + ink(colour) + '">' + state.cells[i] + '</text>');
        }
        if (counts.has(i)) {
          out.push('<circle cx="' + (x + size / 2) + '" cy="' + (y + size / 2) + '" r="' + (size / 3) + '" fill="none" stroke="#ff5fa2" stroke-width="4"/>');
          if (counts.get(i) > 1) {
            // The count on a dark badge, readable on any colour.
            out.push('<circle cx="' + (x + size - 8) + '" cy="' + (y + 8) + '" r="8" fill="#05060c" stroke="#ff5fa2" stroke-width="1.5"/>');
            out.push('<text x="' + (x + size - 8) + '" y="' + (y + 12) + '" font-size="11" font-weight="bold" font-family="sans-serif" text-anchor="middle" fill="#fff">' + counts.get(i) + '</text>');
          }
        }
      }
    }
    const caption = state.rows + ' x ' + state.cols + ', ' + ruleText() +
      (state.goal.some((g) => g !== 0) ? ', goal in the corners' : '') +
      (counts.size ? ', circled: a fewest-press solution' : '');
    out.push('<text x="' + gap + '" y="' + (height + 16) + '" font-size="12" font-family="sans-serif" fill="#eceef8">' + escapeXml(caption) + '</text>');
    out.push('</svg>');
    return out.join('\n') + '\n';
  }

  async function saveSvg() {
    if (!state) return;
    if ($('overlay').checked) await known();
    const url = URL.createObjectURL(new Blob([svgImage()], { type: 'image/svg+xml' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = 'lightsout.svg';
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10000);
  }

  // Start.

  async function start() {
    const board = $('board');
    board.addEventListener('click', onBoardClick);
    board.addEventListener('focusin', (event) => {
      const cell = event.target.closest('#board button');
      if (!cell) return;
      cursor = [Number(cell.dataset.r), Number(cell.dataset.c)];
      for (const row of cells) for (const other of row) other.tabIndex = other === cell ? 0 : -1;
      preview(cell);
    });
    board.addEventListener('pointerover', (event) => {
      const cell = event.target.closest('#board button');
      if (cell) preview(cell);
    });
    board.addEventListener('pointerleave', clearReach);
    board.addEventListener('focusout', clearReach);
    document.addEventListener('keydown', onKey);
    $('undo').addEventListener('click', () => user('undo'));
    $('redo').addEventListener('click', () => user('redo'));
    $('restart').addEventListener('click', () => user('restart'));
    $('hint').addEventListener('click', showHint);
    $('solve').addEventListener('click', solve);
    $('chase').addEventListener('click', () => user('chase'));
    $('show-method').addEventListener('click', () => (stepping ? closeMethod() : showMethod()));
    $('method-back').addEventListener('click', () => methodMove(-1));
    $('method-forward').addEventListener('click', () => methodMove(1));
    $('method-play').addEventListener('click', methodPlay);
    $('method-close').addEventListener('click', closeMethod);
    $('edit').addEventListener('click', toggleEdit);
    $('next').addEventListener('click', nextBoard);
    $('overlay').addEventListener('change', overlayChanged);
    $('values').addEventListener('change', () => {
      valuesTouched = true;
      paint();
    });
    $('setup').addEventListener('submit', deal);
    $('preset').addEventListener('change', applyPreset);
    $('rule-name').addEventListener('change', () => ruleChosen(true));
    $('stencil').addEventListener('input', () => {
      $('preset').value = 'custom';
      drawEditor($('stencil').value);
    });
    $('modulus').addEventListener('change', () => {
      $('preset').value = 'custom';
      chosen.modulus = $('modulus').value;
      goalChoices();
    });
    for (const id of ['rows', 'cols']) {
      $(id).addEventListener('input', () => {
        chosen[id] = $(id).value;
        $('preset').value = 'custom';
      });
    }
    $('levels').addEventListener('submit', playLevel);
    $('continue').addEventListener('click', () => playLevel(null, $('continue').dataset.level));
    $('copy').addEventListener('click', copyLink);
    $('svg').addEventListener('click', saveSvg);
    window.addEventListener('resize', fit);
    window.addEventListener('hashchange', () => {
      const link = location.hash.slice(1);
      if (link && (!state || link !== state.link)) open(link);
    });
    for (let k = 2; k <= 9; k++) {
      const option = document.createElement('option');
      option.value = String(k);
      option.textContent = k === 2 ? '2 (on and off)' : String(k);
      $('modulus').appendChild(option);
    }
    loadBests();
    await engine.start();
    config = await engine.ask('rules');
    rules = config.rules;
    for (const rule of rules.concat([{ name: 'stencil', about: 'the stencil below' }])) {
      const option = document.createElement('option');
      option.value = rule.name;
      option.textContent = rule.name;
      option.title = rule.about;
      $('rule-name').appendChild(option);
    }
    ruleChosen(false);
    const link = location.hash.slice(1);
    if (link) await open(link);
    if (!state) {
      // No link, or one that cannot be opened: the level to continue at.
      const why = link ? $('message').textContent : '';
      const next = Math.min(nextLevel, config.maxLevel);
      await open('level=' + next);
      if (why) say(why + ' (level ' + next + ' instead)');
      else if (next > 1) say('continuing at level ' + next + ' (the Levels box plays any other)');
    }
  }

  start().catch((error) => say(error.message));
})();
