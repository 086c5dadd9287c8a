// Helpers the browser test installs in the page (as window.__wt) to read it
// as a learner would: the app's state on <html>, and its canvas's pixels.
// What the page said to its console as errors (a panic of the app's
// says "wahree: …"), kept to be read when a check fails.
if (!window.__wtErrors) {
  window.__wtErrors = [];
  for (const kind of ["error", "warn"]) {
    const said = console[kind].bind(console);
    console[kind] = (...a) => {
      window.__wtErrors.push(kind + ": " + a.map(String).join(" "));
      said(...a);
    };
  }
}
window.__wt = {
  errors() {
    return window.__wtErrors.slice(-5);
  },
  // What the app shows on <html> (src/app/web/page.rs), and the time since
  // the page began to load.
  state() {
    const d = document.documentElement;
    return {
      lang: d.lang || "",
      screen: d.dataset.screen || "",
      plies: d.dataset.plies || "",
      position: d.dataset.position || "",
      lessons: d.dataset.lessons || "",
      problems: d.dataset.problems || "",
      learners: d.dataset.learners || "",
      computer: d.dataset.computer || "",
      learner: d.dataset.learner || "",
      steps: d.dataset.steps || "",
      sync: d.dataset.sync || "",
      class: d.dataset.class || "",
      live: d.dataset.live || "",
      tried: d.dataset.tried || "",
      font: d.dataset.font || "",
      duel: d.dataset.duel || "",
      field: d.dataset.field || "",
      t: performance.now(),
    };
  },
  canvas() {
    const c = document.querySelector("canvas");
    if (!c || !c.width || !c.height) return null;
    const g = c.getContext("2d");
    return g ? { c, g } : null;
  },
  // The board's houses and stores, found by the colour of their holes
  // (light theme, or dark): centres in CSS pixels of the page, South's row
  // (the lower one) left to right, then North's.
  board() {
    const cv = this.canvas();
    if (!cv) return null;
    const { c, g } = cv;
    const w = c.width, h = c.height, step = 2;
    const data = g.getImageData(0, 0, w, h).data;
    const holes = [[0x9c, 0x6a, 0x38], [0x3a, 0x27, 0x16]];
    const gw = Math.floor(w / step), gh = Math.floor(h / step);
    const mark = new Uint8Array(gw * gh);
    for (let y = 0; y < gh; y++) for (let x = 0; x < gw; x++) {
      const i = ((y * step) * w + x * step) * 4;
      for (const [r, gg, b] of holes) {
        if (Math.abs(data[i] - r) < 10 && Math.abs(data[i + 1] - gg) < 10 && Math.abs(data[i + 2] - b) < 10) {
          mark[y * gw + x] = 1;
        }
      }
    }
    const blobs = [];
    const seen = new Uint8Array(gw * gh);
    for (let s = 0; s < gw * gh; s++) {
      if (!mark[s] || seen[s]) continue;
      let x0 = 1e9, y0 = 1e9, x1 = -1, y1 = -1, n = 0;
      const stack = [s];
      seen[s] = 1;
      while (stack.length) {
        const k = stack.pop();
        const x = k % gw, y = (k - x) / gw;
        n++; x0 = Math.min(x0, x); x1 = Math.max(x1, x); y0 = Math.min(y0, y); y1 = Math.max(y1, y);
        for (const [dx, dy] of [[1, 0], [-1, 0], [0, 1], [0, -1]]) {
          const nx = x + dx, ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= gw || ny >= gh) continue;
          const q = ny * gw + nx;
          if (mark[q] && !seen[q]) { seen[q] = 1; stack.push(q); }
        }
      }
      if (n >= 25) blobs.push({ x0, y0, x1, y1, n });
    }
    const rect = c.getBoundingClientRect();
    const sx = rect.width / w, sy = rect.height / h;
    const centre = (b) => ({
      x: rect.left + ((b.x0 + b.x1) / 2) * step * sx,
      y: rect.top + ((b.y0 + b.y1) / 2) * step * sy,
      size: (b.x1 - b.x0 + 1) * step * sx,
    });
    // A house is round; a store is at least twice as tall as it is wide.
    const round = blobs.filter((b) => (b.y1 - b.y0) < 1.5 * (b.x1 - b.x0 + 1));
    const stores = blobs.length - round.length;
    // Among the round ones keep the twelve biggest (seeds and rings never
    // match the hole's colour, so this only drops specks).
    round.sort((a, b) => b.n - a.n);
    const houses = round.slice(0, 12).map(centre);
    houses.sort((a, b) => a.y - b.y);
    const north = houses.slice(0, 6).sort((a, b) => b.x - a.x);
    const south = houses.slice(6).sort((a, b) => a.x - b.x);
    return { houses: round.length, stores, south, north,
             viewport: { w: window.innerWidth, h: window.innerHeight } };
  },
  // A short fingerprint of what the canvas shows, to see that it changed.
  signature() {
    const cv = this.canvas();
    if (!cv) return "";
    const { c, g } = cv;
    const data = g.getImageData(0, 0, c.width, c.height).data;
    let h = 2166136261 >>> 0;
    for (let i = 0; i < data.length; i += 97) h = Math.imul(h ^ data[i], 16777619) >>> 0;
    return h.toString(16);
  },
  // Runs job texts in a fresh coach worker, in order; their answers.
  async jobs(texts) {
    // The module the page loaded (its name carries its content's hash).
    const url = performance.getEntriesByType("resource")
      .map((e) => e.name)
      .find((n) => /wahree_bg-[0-9a-f]{16}\.wasm$/.test(n));
    const module = await WebAssembly.compileStreaming(fetch(url));
    const worker = new Worker("worker.js", { type: "module" });
    const answers = [];
    const times = [];
    worker.postMessage(module);
    for (const text of texts) {
      const t0 = performance.now();
      const answer = await new Promise((resolve, reject) => {
        worker.onmessage = (e) => resolve(e.data);
        worker.onerror = (e) => reject(new Error(e.message || "worker error"));
        worker.postMessage(text);
      });
      times.push(performance.now() - t0);
      answers.push(answer);
    }
    worker.terminate();
    return { answers, times };
  },
};
