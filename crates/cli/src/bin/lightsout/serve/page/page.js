// The page: draws the board and turns clicks and keys into requests to
// the engine, lightsout's API, which plays the game (engine.js).
// The position travels as a link's text: in each request, and in the
// address after `#`, so that a copied address reopens it.
//
// The page's scripts are classic scripts that share their top-level
// names, each declared once and none the window's own (`open`, `stop`).
// They run in the order index.html lists them: engine.js, game.js (the
// position and its moves, levels, analysis, help), board.js (drawing,
// keys and clicks), method.js, setup.js (the setup, sharing) and this one,
// last, which starts the page once the others have defined it all.
'use strict';

// Start.

// Whether the board was last touched by a finger (not pointed at, nor
// reached by the keys): a tap presses and leaves no preview behind.
let touched = false;

// Hint says at once that it is looking; the press follows once known,
// within the search's deadline. Where none is said (the analysis failed,
// and says why in Fewest), the words do not stay.
function hintAsked() {
  if (!state || state.won) return;
  const looking = 'looking for the next press\u2026';
  say(looking);
  setTimeout(() => {
    if ($('message').textContent === looking) say('');
  }, config.deadline + 1000);
}

// The typing keys' own: not a game key there.
function inField(event) {
  return !!(event.target.closest && event.target.closest('input:not([type=checkbox]), select, textarea'));
}

async function start() {
  const board = $('board');
  board.addEventListener('click', onBoardClick);
  board.addEventListener('pointerdown', (event) => {
    touched = event.pointerType === 'touch';
    if (touched) clearReach();
  });
  board.addEventListener('focusin', (event) => {
    const cell = event.target.closest('#board button');
    if (!cell) return;
    cursor = [Number(cell.dataset.r), Number(cell.dataset.c)];
    tabTo(cell);
    if (!touched) preview(cell);
  });
  board.addEventListener('pointerover', (event) => {
    const cell = event.target.closest('#board button');
    if (cell && event.pointerType !== 'touch') preview(cell);
  });
  board.addEventListener('pointerleave', clearReach);
  // Focus leaving the board ends the preview; moving within it (a click's
  // focus, an arrow key) draws the new cell's in its place.
  board.addEventListener('focusout', (event) => {
    if (!board.contains(event.relatedTarget)) clearReach();
  });
  document.addEventListener('keydown', (event) => {
    touched = false;
    if (event.key === '?' && !event.ctrlKey && !event.altKey && !event.metaKey && !inField(event)) hintAsked();
  }, true);
  document.addEventListener('keydown', onKey);
  document.addEventListener('lightsout:shown', methodOffered);
  $('undo').addEventListener('click', () => user('undo'));
  $('redo').addEventListener('click', () => user('redo'));
  $('restart').addEventListener('click', () => user('restart'));
  $('hint').addEventListener('click', hintAsked);
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
  // What stands above the board changes its height (a longer rule said,
  // a line of buttons more): the board is fitted again.
  const above = new ResizeObserver(() => fit());
  for (const element of [document.querySelector('header'), document.querySelector('#play > .bar')]) above.observe(element);
  // A board of cells at their least, wider than its frame, scrolls in it.
  const frame = $('frame');
  const wide = new ResizeObserver(() => frame.classList.toggle('scrolls', board.offsetWidth > frame.clientWidth));
  for (const element of [frame, board]) wide.observe(element);
  window.addEventListener('hashchange', () => {
    const link = location.hash.slice(1);
    if (link && (!state || link !== state.link)) openLink(link);
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
  if (link) await openLink(link);
  if (!state) {
    // No link, or one that cannot be opened: the level to continue at.
    const why = link ? $('message').textContent : '';
    const next = Math.min(nextLevel, config.maxLevel);
    await openLink('level=' + next);
    if (why) say(why + ' (level ' + next + ' instead)');
    else if (next > 1) say('continuing at level ' + next + ' (the Levels box plays any other)');
  }
}

start().catch((error) => say(error.message));
