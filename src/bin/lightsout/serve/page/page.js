// The page of `lightsout serve`: draws the board and sends every move to
// the server, which plays it (the game lives in the crate, not here). The
// position travels as a link's text: in each request's body, and in the
// address after `#`, so that a copied address reopens it.
'use strict';

(function () {
  const $ = (id) => document.getElementById(id);

  let state = null; // the position, as the server last answered
  let analysis = null; // the analysis of `state.link`, once known
  let waiting = null; // the analysis asked for, a promise
  let queue = Promise.resolve(); // moves, one after another
  let pending = 0; // requests in flight
  let cursor = [0, 0];
  let hint = null; // [r, c] marked by Hint
  let solving = null; // { stopped } while Solve plays
  let played = ''; // the board shown (its link without moves)
  let valuesTouched = false; // whether the player set Values
  let rules = [];
  let cells = []; // the board's buttons, row by row

  // Requests.

  function busy(delta) {
    pending += delta;
    document.body.dataset.pending = String(pending);
  }

  async function post(path, body) {
    busy(1);
    try {
      const response = await fetch(path, { method: 'POST', body: body });
      const text = await response.text();
      if (!response.ok) {
        const error = new Error(text.trim() || response.statusText);
        error.status = response.status;
        throw error;
      }
      return JSON.parse(text);
    } finally {
      busy(-1);
    }
  }

  // Runs `step` after the moves asked for before it. A position refused
  // leaves the one shown, and the address holding it.
  function then(step) {
    queue = queue.then(step).catch((error) => {
      say(error.message);
      if (state && location.hash.slice(1) !== state.link) {
        history.replaceState(null, '', '#' + state.link);
      }
    });
    return queue;
  }

  // A move the player asked for: it stops a solve and clears the hint.
  function user(action) {
    stop();
    hint = null;
    return act(action);
  }

  // Notes on the position that help was shown: a win then sets no record.
  async function helping() {
    if (state && !state.helped) await act('help');
  }

  // Makes `action` (with `extra` parameters) on the position.
  function act(action, extra) {
    return then(async () => {
      if (!state) return;
      const query = 'do=' + action + (extra ? '&' + extra : '');
      show(await post('/api/game?' + query, state.link));
    });
  }

  // Opens the position `link`, with `action` (`open` or `new`).
  function open(link, action) {
    return then(async () => {
      show(await post('/api/game?do=' + (action || 'open'), link));
    });
  }

  // The board a link is about: the link without its moves.
  function boardOf(link) {
    return link
      .split('&')
      .filter((pair) => !/^(moves|undone|helped)=/.test(pair))
      .join('&');
  }

  // The position a link holds, whether help was shown or not: what an
  // analysis is of.
  function positionOf(link) {
    return link
      .split('&')
      .filter((pair) => !/^helped=/.test(pair))
      .join('&');
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
      hint = null;
      describe();
      if (!valuesTouched) $('values').checked = next.modulus >= 6;
    }
    const moved = !before || positionOf(before.link) !== positionOf(next.link);
    if (moved) {
      analysis = null;
      waiting = null;
      hint = null;
    }
    if (location.hash.slice(1) !== next.link) {
      history.replaceState(null, '', '#' + next.link);
    }
    $('link').value = location.href;
    if (!before || before.rows !== next.rows || before.cols !== next.cols) build();
    paint();
    facts();
    // A win is a move made here that reaches the goal, not a position
    // opened at it.
    if (next.said) say(next.said);
    else if (sameBoard && before && !before.won && next.won) won();
    else if (!solving) say('');
    if (moved) analyse();
  }

  function build() {
    const board = $('board');
    board.textContent = '';
    board.style.gridTemplateColumns = 'repeat(' + state.cols + ', var(--cell))';
    cells = [];
    cursor = [Math.min(cursor[0], state.rows - 1), Math.min(cursor[1], state.cols - 1)];
    for (let r = 0; r < state.rows; r++) {
      const row = [];
      for (let c = 0; c < state.cols; c++) {
        const cell = document.createElement('button');
        cell.type = 'button';
        cell.dataset.r = r;
        cell.dataset.c = c;
        cell.setAttribute('role', 'gridcell');
        cell.tabIndex = r === cursor[0] && c === cursor[1] ? 0 : -1;
        board.appendChild(cell);
        row.push(cell);
      }
      cells.push(row);
    }
    fit();
  }

  // The cells as large as the window lets them be.
  function fit() {
    if (!state) return;
    const frame = $('frame');
    const top = frame.getBoundingClientRect().top + window.scrollY;
    const width = frame.clientWidth;
    const height = Math.max(window.innerHeight - top - 60, 160);
    const gap = Math.max(1, Math.min(4, Math.floor(Math.min(width / state.cols, height / state.rows) / 12)));
    const size = Math.floor(Math.min((width - gap * (state.cols - 1)) / state.cols, (height - gap * (state.rows - 1)) / state.rows));
    document.documentElement.style.setProperty('--cell', Math.max(8, Math.min(size, 72)) + 'px');
    document.documentElement.style.setProperty('--gap', gap + 'px');
  }

  // Black or white, whichever reads on `colour`.
  function ink(colour) {
    const v = parseInt(colour.slice(1), 16);
    const light = 0.299 * (v >> 16) + 0.587 * ((v >> 8) & 255) + 0.114 * (v & 255);
    return light > 140 ? '#000' : '#fff';
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

  function paint() {
    if (!state) return;
    const counts = marks();
    const values = $('values').checked;
    const goalShown = state.goal.some((v) => v !== 0);
    for (let r = 0; r < state.rows; r++) {
      for (let c = 0; c < state.cols; c++) {
        const i = r * state.cols + c;
        const v = state.cells[i];
        const cell = cells[r][c];
        const colour = state.colours[v];
        cell.dataset.v = v;
        cell.style.background = colour;
        cell.style.color = ink(colour);
        cell.textContent = values ? String(v) : '';
        let label = 'row ' + (r + 1) + ', column ' + (c + 1) + ': ' +
          (state.modulus === 2 ? (v ? 'lit' : 'dark') : 'value ' + v);
        if (goalShown) {
          const goal = document.createElement('span');
          goal.className = 'goal';
          goal.style.background = state.colours[state.goal[i]];
          cell.appendChild(goal);
          label += ', goal ' + state.goal[i];
        }
        if (counts.has(i)) {
          const mark = document.createElement('span');
          mark.className = 'mark';
          const times = counts.get(i);
          mark.textContent = times > 1 ? String(times) : '';
          cell.appendChild(mark);
          label += ', pressed ' + times + (times > 1 ? ' times' : ' time') + ' in the solution';
        }
        cell.setAttribute('aria-label', label);
        cell.classList.toggle('hint', !!hint && hint[0] === r && hint[1] === c);
      }
    }
    markCursor();
  }

  // The cursor drawn on the focused cell.
  function markCursor() {
    for (const row of cells) {
      for (const cell of row) {
        const here = Number(cell.dataset.r) === cursor[0] && Number(cell.dataset.c) === cursor[1];
        cell.classList.toggle('cursor', here && cell === document.activeElement);
      }
    }
  }

  function facts() {
    $('moves').textContent = state.moves;
    $('redos').textContent = state.redo;
    $('left').textContent = state.left;
    $('undo').disabled = state.moves === 0;
    $('redo').disabled = state.redo === 0;
    $('chase').disabled = !state.chases;
    let deal;
    if (state.level !== null) {
      const best = bestOf(state.level);
      deal = 'level ' + state.level + (best === null ? '' : ', best ' + best);
    } else if (state.seed !== null) {
      deal = state.rows + ' x ' + state.cols + ', seed ' + state.seed;
    } else {
      deal = state.rows + ' x ' + state.cols + ', given';
    }
    $('dealt').textContent = deal;
    $('next').textContent = state.level !== null ? 'Next level' : 'New board';
    $('rule').textContent = ruleText();
    $('status').textContent = state.won ? 'at the goal' : state.left + ' off the goal';
    $('best').textContent = state.level !== null ? levelLine(state.level) : '';
  }

  // The rule as a player reads it: `standard mod 3 torus`.
  function ruleText() {
    return state.rule.replace(/^--rule /, '').replace(/--/g, '');
  }

  function won() {
    let line = state.wonLine || 'solved';
    if (state.level !== null && !state.helped) {
      const best = bestOf(state.level);
      if (best === null || state.moves < best) {
        localStorage.setItem('lightsout.level.' + state.level, String(state.moves));
        line += best === null ? ': level ' + state.level + ' done' : ': a new best for level ' + state.level;
        facts();
      }
    }
    say(line + (state.helped ? ' (with help)' : ': you won!'), true);
  }

  // Levels: the best moves of each, in this browser.

  function bestOf(level) {
    let best = null;
    try {
      best = localStorage.getItem('lightsout.level.' + level);
    } catch (error) {
      best = null;
    }
    return best === null ? null : Number(best);
  }

  function levelLine(level) {
    const best = bestOf(level);
    return best === null ? 'level ' + level + ': no best yet' : 'level ' + level + ': best ' + best + ' moves';
  }

  // The analysis.

  function analyse() {
    const position = positionOf(state.link);
    const current = () => state && positionOf(state.link) === position;
    for (const id of ['solvable', 'solutions', 'fewest']) $(id).textContent = '…';
    waiting = (async () => {
      await new Promise((resolve) => setTimeout(resolve, 60));
      for (let tries = 0; ; tries++) {
        if (!current()) return null;
        try {
          const found = await post('/api/analysis', position);
          if (current()) {
            analysis = found;
            explain();
            paint();
          }
          return found;
        } catch (error) {
          if (error.status === 503 && tries < 20) {
            await new Promise((resolve) => setTimeout(resolve, 250));
            continue;
          }
          if (current()) $('fewest').textContent = error.message;
          return null;
        }
      }
    })();
    return waiting;
  }

  function explain() {
    if (analysis.refused) {
      $('solvable').textContent = 'not known';
      $('solutions').textContent = '';
      $('fewest').textContent = analysis.refused;
      return;
    }
    $('solvable').textContent = analysis.solvable ? 'yes' : 'no: the goal cannot be reached';
    $('solutions').textContent = analysis.solutions === null ? '0' : analysis.solutions;
    const fewest = analysis.fewest;
    $('fewest').textContent = fewest === null ? '-' : fewest.proven ? fewest.presses + ' (proven)' : fewest.text + ' (not proven)';
  }

  // The analysis of the position now.
  async function known() {
    await queue;
    if (!state) return null;
    if (analysis && positionOf(analysis.link) === positionOf(state.link)) return analysis;
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

  // Keys and clicks.

  function press(r, c) {
    stop();
    hint = null;
    cursor = [r, c];
    act('press', 'at=' + r + '.' + c);
  }

  function focusCursor() {
    for (const row of cells) for (const cell of row) cell.tabIndex = -1;
    const cell = cells[cursor[0]][cursor[1]];
    cell.tabIndex = 0;
    cell.focus();
    markCursor();
  }

  function onBoardClick(event) {
    const cell = event.target.closest('#board button');
    if (!cell || !state) return;
    press(Number(cell.dataset.r), Number(cell.dataset.c));
  }

  function onBoardKey(event) {
    const moves = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    const move = moves[event.key];
    if (!move || !state) return;
    event.preventDefault();
    cursor = [
      Math.max(0, Math.min(state.rows - 1, cursor[0] + move[0])),
      Math.max(0, Math.min(state.cols - 1, cursor[1] + move[1])),
    ];
    focusCursor();
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
    const keys = {
      u: () => user('undo'),
      U: () => user('redo'),
      r: () => user('restart'),
      '?': showHint,
      S: solve,
      c: () => user('chase'),
      n: nextBoard,
      o: () => toggle('overlay'),
      v: () => toggle('values'),
      Escape: stop,
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

  function nextBoard() {
    user('next');
  }

  // The setup: presets, rules, the stencil editor.

  const PRESETS = {
    classic: { rule: 'standard', modulus: 2, torus: false, rows: 5, cols: 5 },
    three: { rule: 'standard', modulus: 3, torus: false, rows: 5, cols: 5 },
    eight: { rule: 'eight-neighbours', modulus: 2, torus: false, rows: 5, cols: 5 },
    torus: { rule: 'standard', modulus: 2, torus: true, rows: 5, cols: 5 },
    pilots: { rule: 'row-and-column', modulus: 2, torus: false, rows: 4, cols: 4 },
  };

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
    const goalOn = state.modulus === 2 && state.goal.every((v) => v === 1);
    const goalOff = state.goal.every((v) => v === 0);
    $('goal').querySelector('[value=given]').hidden = goalOn || goalOff;
    $('goal').value = goalOn ? 'on' : goalOff ? 'off' : 'given';
    if (state.level !== null) $('level').value = state.level;
    const preset = Object.keys(PRESETS).find((name) => {
      const p = PRESETS[name];
      return p.rule === state.name && p.modulus === state.modulus && p.torus === state.torus &&
        p.rows === state.rows && p.cols === state.cols;
    });
    $('preset').value = preset || 'custom';
  }

  function applyPreset() {
    const preset = PRESETS[$('preset').value];
    if (!preset) return;
    $('rule-name').value = preset.rule;
    $('modulus').value = String(preset.modulus);
    $('torus').checked = preset.torus;
    $('rows').value = preset.rows;
    $('cols').value = preset.cols;
    $('seed').value = '';
    ruleChosen(false);
    deal();
  }

  function ruleChosen(custom) {
    const name = $('rule-name').value;
    const rule = rules.find((r) => r.name === name);
    const stencil = rule ? rule.stencil : $('stencil').value;
    if (rule) {
      if (custom) $('modulus').value = String(Math.min(rule.modulus, 9));
      if (rule.stencil) $('stencil').value = rule.stencil;
      if (rule.rows) {
        $('rows').value = rule.rows;
        $('cols').value = rule.cols;
      }
    }
    const stencilled = !rule || rule.stencil !== null;
    if (rule && !rule.stencil) $('stencil').value = '';
    $('stencil').placeholder = rule && !rule.stencil ? 'no stencil' : '';
    $('stencil').disabled = !!rule;
    $('stencil-about').textContent = rule
      ? (rule.stencil ? 'This rule\'s stencil; choose Rule: stencil to edit one.' : rule.about)
      : 'What a press adds around the pressed cell (the centre), rows joined by /; click a weight to raise it, shift-click to lower it.';
    $('torus').disabled = !stencilled;
    if (!stencilled) $('torus').checked = false;
    drawEditor(stencil);
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
    editor.style.gridTemplateColumns = 'repeat(' + n + ', 1.9em)';
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
    parts.push('size=' + side('rows') + 'x' + side('cols'));
    parts.push('seed=' + (seed || '0'));
    if ($('goal').value === 'on') parts.push('goal=on');
    if ($('goal').value === 'given' && state) {
      const goal = state.link.split('&').find((pair) => pair.startsWith('goal='));
      if (goal) parts.push(goal);
    }
    return parts.join('&');
  }

  function side(id) {
    return String($(id).value).trim();
  }

  function deal(event) {
    if (event) event.preventDefault();
    stop();
    const seed = $('seed').value.trim();
    return open(setupLink(seed), seed ? 'open' : 'new');
  }

  function playLevel(event) {
    if (event) event.preventDefault();
    stop();
    open('level=' + String($('level').value).trim());
  }

  // Sharing.

  async function copyLink() {
    const text = location.href;
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

  // The board, and its solution where one is known, as an SVG image.
  function svgImage() {
    const size = 40;
    const gap = 4;
    const width = Math.max(state.cols * (size + gap) + gap, 420);
    const height = state.rows * (size + gap) + gap;
    const counts = new Map();
    if (analysis && positionOf(analysis.link) === positionOf(state.link) && analysis.presses) {
      for (const [r, c] of analysis.presses) {
        counts.set(r * state.cols + c, (counts.get(r * state.cols + c) || 0) + 1);
      }
    }
    const out = [];
    out.push('<svg xmlns="http://www.w3.org/2000/svg" width="' + width + '" height="' + (height + 24) + '" viewBox="0 0 ' + width + ' ' + (height + 24) + '">');
    out.push('<title>' + escapeXml('Lights Out: ' + state.link) + '</title>');
    out.push('<rect width="100%" height="100%" fill="#0d1020"/>');
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
          out.push('<text x="' + (x + size / 2) + '" y="' + (y + size / 2 + 6) + '" font-size="17" font-family="sans-serif" text-anchor="middle" fill="' + ink(colour) + '">' + state.cells[i] + '</text>');
        }
        if (counts.has(i)) {
          out.push('<circle cx="' + (x + size / 2) + '" cy="' + (y + size / 2) + '" r="' + (size / 3) + '" fill="none" stroke="#ff5fa2" stroke-width="4"/>');
          if (counts.get(i) > 1) {
            out.push('<text x="' + (x + size - 4) + '" y="' + (y + 12) + '" font-size="11" font-family="sans-serif" text-anchor="end" fill="#ff5fa2">' + counts.get(i) + '</text>');
          }
        }
      }
    }
    const caption = state.rows + ' x ' + state.cols + ', ' + ruleText() +
      (state.goal.some((g) => g !== 0) ? ', goal in the corners' : '') +
      (counts.size ? ', circled: a fewest-press solution' : '');
    out.push('<text x="' + gap + '" y="' + (height + 16) + '" font-size="12" font-family="sans-serif" fill="#e8e8f0">' + escapeXml(caption) + '</text>');
    out.push('</svg>');
    return out.join('\n') + '\n';
  }

  async function saveSvg() {
    if (!state) return;
    await known();
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
    $('board').addEventListener('click', onBoardClick);
    $('board').addEventListener('keydown', onBoardKey);
    // The cursor follows the focus; the cells themselves stay as they are,
    // so that a click that focuses one lands on it.
    $('board').addEventListener('focusin', (event) => {
      const cell = event.target.closest('#board button');
      if (cell) {
        cursor = [Number(cell.dataset.r), Number(cell.dataset.c)];
        markCursor();
      }
    });
    $('board').addEventListener('focusout', () => setTimeout(markCursor, 0));
    document.addEventListener('keydown', onKey);
    $('undo').addEventListener('click', () => user('undo'));
    $('redo').addEventListener('click', () => user('redo'));
    $('restart').addEventListener('click', () => user('restart'));
    $('hint').addEventListener('click', showHint);
    $('solve').addEventListener('click', solve);
    $('chase').addEventListener('click', () => user('chase'));
    $('next').addEventListener('click', nextBoard);
    $('overlay').addEventListener('change', async () => {
      if ($('overlay').checked) {
        await known();
        await helping();
      }
      paint();
    });
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
    });
    $('levels').addEventListener('submit', playLevel);
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
    busy(1);
    try {
      const response = await fetch('/api/rules');
      rules = await response.json();
    } finally {
      busy(-1);
    }
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
      // No link, or one that cannot be opened: a board from the setup.
      const why = link ? $('message').textContent : '';
      await deal();
      if (why) say(why + ' (a new board is dealt instead)');
    }
  }

  start().catch((error) => say(error.message));
})();
