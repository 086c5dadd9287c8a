// The service worker: the site opens from the device's own copy when the
// server cannot be reached (a reload, a reopened tab, a Chromebook
// started in a room without Wi-Fi). `cargo xtask web` writes this build's
// files and version below (xtask/src/offline.rs).
//
// Each build is one cache, filled whole before it is used, so a page and
// the files it names always come from the same build: a device never runs
// a half-new site. A new build waits until the next start of the page
// (index.html hands over then, before the app loads) and the old cache is
// dropped only once the new one is in charge.
const VERSION = "wahree-__VERSION__";
const FILES = __FILES__;

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(VERSION).then((cache) => cache.addAll(FILES)));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys.filter((k) => k.startsWith("wahree-") && k !== VERSION).map((k) => caches.delete(k)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

// The page asks a waiting build to take over when nothing is loaded yet.
self.addEventListener("message", (event) => {
  if (event.data === "take-over") self.skipWaiting();
  // Which build is in charge: a page served by another (the new build took
  // over while it loaded) starts again.
  if (event.data === "version") event.ports[0]?.postMessage(VERSION);
});

// The page as kept, marked with the build that served it.
async function marked(page) {
  const text = await page.text();
  const mark = `<head><meta name="wahree-build" content="${VERSION}">`;
  return new Response(text.replace("<head>", mark), {
    status: page.status,
    headers: { "Content-Type": page.headers.get("Content-Type") || "text/html; charset=utf-8" },
  });
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  // The class server's API is never cached: it is the class's live data.
  if (request.method !== "GET" || url.origin !== self.location.origin || url.pathname.includes("/api/")) {
    return;
  }
  event.respondWith(
    caches.open(VERSION).then(async (cache) => {
      const key = request.mode === "navigate" ? new URL("./", self.location).href : request;
      const kept = await cache.match(key, { ignoreSearch: request.mode === "navigate" });
      if (kept) return request.mode === "navigate" ? marked(kept) : kept;
      const answer = await fetch(request);
      // What the page fetches later (the whole Japanese font, when a name
      // needs it) is kept for the next time too.
      if (answer.ok && request.mode !== "navigate" && answer.type === "basic") {
        cache.put(request, answer.clone());
      }
      return answer;
    }),
  );
});
