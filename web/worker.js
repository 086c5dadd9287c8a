// The coach's Web Worker: the same WebAssembly module as the page, which
// sends its compiled code first, then one job at a time as JSON text (see
// src/app/web/worker.rs). A search here never holds up the page.
import init, { worker_job } from "./wahree.js";

let ready = null;
self.onmessage = async (event) => {
  if (ready === null) {
    ready = init({ module_or_path: event.data });
    await ready;
    return;
  }
  await ready;
  self.postMessage(worker_job(event.data));
};
