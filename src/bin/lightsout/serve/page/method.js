// The method by hand: the chase, step by step, and the first row that
// finishes the board.
'use strict';

// The method by hand, step by step.

async function showMethod() {
  stopSolving();
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
