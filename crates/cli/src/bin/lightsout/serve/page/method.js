// The method by hand: the chase, step by step, and the first row that
// finishes the board.
'use strict';

// The method by hand, step by step.

async function showMethod() {
  stopSolving();
  await queue;
  if (!state) return;
  if (!state.chases) {
    say(notByHand());
    return;
  }
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
}

// Why the position shown has no method by hand, in plain words.
function notByHand() {
  if (state.torus) {
    return 'The method by hand clears the board a row at a time from the top edge down; ' +
      'on a torus the edges wrap round, so there is no top row to start from. Hint and Solve still work.';
  }
  return 'The method by hand clears each light with the press just below it; with this rule a press ' +
    'changes more than that one light above it, so it cannot be done that way. Hint and Solve still work.';
}

// The Method button is offered only where the method works; elsewhere a
// press of it says why.
function methodOffered() {
  const button = $('show-method');
  const offered = !state || state.chases;
  button.setAttribute('aria-disabled', String(!offered));
  button.title = offered ? 'How to solve it by hand, step by step (m)' : notByHand();
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

// " twice" or " 3 times" after a cell pressed more than once.
function times(t) {
  return t === 1 ? '' : t === 2 ? ' twice' : ' ' + t + ' times';
}

// Presses as words: `row 2 column 1, row 2 column 4 twice`.
function pressWords(presses) {
  return presses.map(([r, c, t]) => 'row ' + (r + 1) + ' column ' + (c + 1) + times(t)).join(', ');
}

// Rows as masks, one a line, each label padded so that the masks stand in
// one column: read down, a column is one cell's.
function maskLines(rows) {
  const width = Math.max(...rows.map(([label]) => label.length));
  return rows.map(([label, mask]) => label.padEnd(width) + '  ' + mask).join('\n');
}

function xor(a, b) {
  return [...a].map((bit, i) => (bit === b[i] ? '0' : '1')).join('');
}

function methodStep() {
  const { data, at } = stepping;
  const steps = data.steps;
  const step = at < steps.length ? steps[at] : null;
  const rowsDown = step && step.presses.length ? step.presses[0][0] - step.row : 1;
  // The cells before this step's presses, as drawn.
  const before = at === 0 ? state.cells : steps[at - 1].cells;
  const offGoal = (r) => Array.from({ length: state.cols }, (_, c) => {
    const i = r * state.cols + c;
    return before[i] === state.goal[i] ? '0' : '1';
  }).join('');
  let headline;
  // The step's text: words (p), and masks in columns (pre).
  const parts = [];
  const words = (text) => parts.push(['p', text]);
  const block = (text) => parts.push(['pre', text]);
  if (step) {
    headline = 'Step ' + (at + 1) + ' of ' + (steps.length + 1) + ': row ' + (step.row + 1) +
      ' is cleared by pressing under each of its lights, in row ' + (step.row + 1 + rowsDown) + '.';
    if (data.masks) {
      const [r1, r2, r3] = [step.row + 1, step.row + 2, step.row + 3];
      words('Rows as masks, column 1 first. The presses in row ' + r2 + ' are k, the lights of row ' + r1 +
        '; they change row ' + r2 + ' by f(k) = k<<1 ^ k ^ k>>1' + (r3 <= state.rows ? ' and row ' + r3 + ' by k' : '') + ':');
      const rows = [
        ['row ' + r1 + ' (k)', step.lit],
        ['row ' + r2, xor(step.next, step.f)],
        ['  ^ f(k)', step.f],
        ['  = row ' + r2 + ' now', step.next],
      ];
      if (r3 <= state.rows) {
        const third = offGoal(step.row + 2);
        rows.push(['row ' + r3, third], ['  ^ k', step.lit], ['  = row ' + r3 + ' now', xor(third, step.lit)]);
      }
      rows.push(['row ' + r1 + ' now', '0'.repeat(step.lit.length)]);
      block(maskLines(rows));
    } else {
      words('Each press undoes the light above it: ' + pressWords(step.presses) + '.');
    }
  } else {
    headline = 'Step ' + (steps.length + 1) + ' of ' + (steps.length + 1) + ': the chase leaves only the last ' +
      (data.masks ? 'row' : 'rows') + ' lit; the first row finishes the board.';
    if (data.masks) {
      const n = data.last.length;
      const matrix = data.matrix || [];
      words('The last row after the chase is L. The first-row system: pressing column j of the first row alone ' +
        'and chasing leaves column j of A in the last row, so the first row x must have A x = L:');
      const lines = ['L = ' + data.last, ''];
      for (let i = 0; i < n; i++) {
        lines.push('  ' + matrix.map((column) => column[i]).join(' ') + (i === Math.floor(n / 2) ? '  x = ' : '      ') + data.last[i]);
      }
      if (data.first && data.first.length) {
        lines.push('', 'x = ' + Array.from({ length: state.cols }, (_, c) => (data.first.some(([, cc]) => cc === c) ? '1' : '0')).join(''));
      }
      block(lines.join('\n'));
    } else {
      words('The last rows after the chase hold ' + data.last.filter((v) => v !== 0).length + ' cells off the goal.');
    }
    if (data.first === null) {
      words('No first row solves it: the goal cannot be reached from here.');
    } else if (data.first.length === 0) {
      words('Nothing is left: the chase finishes the board.');
    } else if (data.masks) {
      words('x, marked on the board: press it, then chase again, and the board clears.');
    } else {
      // A cell pressed twice is said once: twice.
      const counts = new Map();
      for (const [r, c] of data.first) {
        const key = r + '.' + c;
        counts.set(key, [r, c, (counts.has(key) ? counts.get(key)[2] : 0) + 1]);
      }
      words('The first row: ' + pressWords([...counts.values()]) + ' (marked): press them, then chase again, and the board clears.');
    }
  }
  $('method-step').textContent = headline;
  const detail = $('method-detail');
  detail.textContent = '';
  for (const [tag, text] of parts) detail.appendChild(document.createElement(tag)).textContent = text;
  $('method-back').disabled = at <= 0;
  $('method-forward').disabled = at >= steps.length;
  $('method-play').disabled = step ? false : !data.first || data.first.length === 0;
  paint();
  // Room for the step under the board, and the step in view.
  fit();
  $('method').scrollIntoView({ block: 'nearest' });
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
