// The page's engine in a Web Worker: the library compiled to WebAssembly
// (lightsout.wasm, its C ABI in src/game/wasm.rs), answering the page's
// requests one at a time. The page sends the compiled module first, then
// requests: { id, request, fresh }; each answer is { id, ok, text }.
'use strict';

let engine = null;
let ready = null;
const encoder = new TextEncoder();
const decoder = new TextDecoder();

function call(request, fresh) {
  const bytes = encoder.encode(request);
  const at = engine.lightsout_alloc(bytes.length);
  new Uint8Array(engine.memory.buffer, at, bytes.length).set(bytes);
  const out = engine.lightsout_call(at, bytes.length, fresh);
  const view = new DataView(engine.memory.buffer);
  const length = view.getUint32(out, true);
  const ok = view.getUint8(out + 4) === 1;
  const text = decoder.decode(new Uint8Array(engine.memory.buffer, out + 5, length));
  engine.lightsout_free(out, length + 5);
  return { ok, text };
}

self.onmessage = async (event) => {
  const message = event.data;
  if (message.module) {
    ready = WebAssembly.instantiate(message.module, {}).then((instance) => {
      engine = instance.exports;
    });
    return;
  }
  try {
    await ready;
    const { ok, text } = call(message.request, message.fresh);
    self.postMessage({ id: message.id, ok, text });
  } catch (error) {
    // A trap leaves the instance unusable: the page starts another worker.
    self.postMessage({ id: message.id, ok: false, text: 'the engine failed: ' + error.message, broken: true });
  }
};
