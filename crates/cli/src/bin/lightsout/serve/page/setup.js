// The setup (presets, rules, the stencil editor, a deal, a level) and
// sharing (the link, an SVG image).
'use strict';

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
  // The player's sides and colours, not those a rule sets of its own
  // (gambler-bo's three colours are not the next rule's).
  const rule = rules.find((r) => r.name === state.name);
  if (!rule || !rule.rows) chosen.rows = String(state.rows);
  if (!rule || !rule.cols) chosen.cols = String(state.cols);
  if (!rule || rule.modulus === 2 || rule.modulus !== state.modulus) chosen.modulus = String(state.modulus);
  const goalOn = state.modulus === 2 && state.goal.every((v) => v === 1);
  const goalOff = state.goal.every((v) => v === 0);
  $('goal').querySelector('[value=given]').hidden = goalOn || goalOff;
  $('goal').value = goalOn ? 'on' : goalOff ? 'off' : 'given';
  goalChoices();
  if (state.level !== null) $('level').value = state.level;
  const dealt = /(?:^|&)deal=(easy|medium)(?:&|$)/.exec(state.link);
  $('difficulty').value = dealt ? dealt[1] : 'hard';
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
  $('seed').value = '';
  ruleChosen(true);
  $('torus').checked = preset.torus;
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
    // A rule is its game on a plane: the torus is chosen after it.
    $('torus').checked = false;
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
  if ($('difficulty').value !== 'hard') parts.push('deal=' + $('difficulty').value);
  if ($('goal').value === 'on') parts.push('goal=on');
  if ($('goal').value === 'given' && state) {
    const goal = state.link.split('&').find((pair) => pair.startsWith('goal='));
    if (goal) parts.push(goal);
  }
  return parts.join('&');
}

function deal(event) {
  if (event) event.preventDefault();
  stopSolving();
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
  return openLink(link, seed ? 'open' : 'new').then((shown) => {
    // Dealt by Deal (Enter in a field, or its button): the keys go to the
    // board, its cursor cell, as after a click on it.
    if (shown && event) focusCursor();
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
  stopSolving();
  const text = String(level || $('level').value).trim();
  openLink(levelLink(text));
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
