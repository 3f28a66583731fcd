// The engine, lightsout's API (crates/game/src/api.rs), which plays the
// game: in WebAssembly (lightsout.wasm) in two Web Workers (worker.js; one
// for moves and previews, one for the searches, each ended past the
// deadline, the searches' also once an answer is not wanted). The page
// asks its server for files and nothing else.
'use strict';

// The work under way (requests, the address to write), on the page for
// whoever waits for it to end.
let pending = 0;

function busy(delta) {
  pending += delta;
  document.body.dataset.pending = String(pending);
}

// The engine.

const engine = (() => {
  let module = null; // the compiled WebAssembly
  let moves = null; // the worker for moves and previews
  let search = null; // the worker for analyses and the method
  let spare = null; // a worker ready to take the searches' place
  let lastId = 0;
  const waiting = new Map(); // id -> { resolve, reject, worker, timer }
  // How long a move may take, in milliseconds: the searches' deadline,
  // which the rules say (api::DEADLINE_MS). A move takes milliseconds; one
  // that does not is refused, its worker ended, so that no position, from a
  // link or a reload, holds the moves up.
  let movesDeadline = 4000;

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

  // Ends `worker`, failing what it was asked (`stopped`, unless `said`:
  // then the page says why), and puts the spare in its place (another
  // spare is made after, off the move's way).
  function restart(worker, why, said) {
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
      asked.reject(Object.assign(new Error(why || 'the engine stopped'), { stopped: !said }));
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
    const response = await fetch('lightsout.wasm');
    if (!response.ok) throw new Error('the engine, lightsout.wasm, is not here: ' + response.status);
    module = await WebAssembly.compile(await response.arrayBuffer());
    moves = spawn();
    search = spawn();
    spare = spawn();
    document.body.dataset.engine = 'browser';
  }

  // Asks `what` (game, reach, analysis, method, rules) with `query` of
  // `position`: the answer, as an object. A search (analysis, method)
  // given a `deadline` is ended after that many milliseconds, or when
  // its answer is no longer wanted; any other request, after the rules'
  // deadline (refused, saying so).
  function ask(what, query, position, deadline) {
    const answer = request(what, query, position, deadline);
    if (what !== 'rules') return answer;
    return answer.then((rules) => {
      if (rules.deadline > 0) movesDeadline = rules.deadline;
      return rules;
    });
  }

  // `ask`, but for the moves' deadline the rules give.
  function request(what, query, position, deadline) {
    const searching = what === 'analysis' || what === 'method';
    busy(1);
    const worker = searching ? search : moves;
    const id = ++lastId;
    return new Promise((resolve, reject) => {
      const asked = { resolve, reject, worker, timer: null, long: searching && !!deadline };
      if (searching && deadline) {
        asked.timer = setTimeout(() => restart(worker, 'past the deadline'), deadline);
      } else if (!searching) {
        const late = 'the engine took over ' + movesDeadline / 1000 + ' s over this position, and was stopped';
        asked.timer = setTimeout(() => restart(worker, late, true), movesDeadline);
      }
      waiting.set(id, asked);
      worker.postMessage({ id, request: what + (query ? '?' + query : '') + '\n' + (position || ''), fresh: fresh() });
    });
  }

  // Ends the long searches under way: their answers are no longer
  // wanted (a quick one's is dropped when it comes).
  function stopSearches() {
    if ([...waiting.values()].some((asked) => asked.worker === search && asked.long)) restart(search, 'not wanted');
  }

  return { start, ask, stopSearches };
})();
