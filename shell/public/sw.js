// Offline-caching worker of the panel. Hashed assets never change, so they are served
// from the cache first; everything else (pages, manifests, remoteEntry.js) goes to the
// network first so a redeployed remote is picked up, with the cache as the offline
// fallback. API calls and the public menu are never cached here.
const CACHE = 'menu-digital-static-v1';
const HASHED = /\.[0-9a-f]{8}\.(js|css)$|\/assets\//;
const NEVER = /^\/(auth|v1|m|docs)(\/|$)|^\/remotes\.json$/;

/**
 * The page and the files a panel page starts with: the scripts and preloads the page names
 * and the panel's own chunk (panel-preloads.json, written by the shell's build). The page
 * that registers the worker has loaded them already, but before the worker was there to keep
 * a copy: without them a reload without network would find the page and none of its code.
 */
async function precache() {
  const cache = await caches.open(CACHE);
  const page = await fetch('/', { cache: 'no-cache' });
  if (!page.ok) throw new Error(`/: ${page.status}`);
  const html = await page.clone().text();
  const named = [...html.matchAll(/<(?:script|link)\b[^>]*?\b(?:src|href)="?(\/[^"\s>]+)/g)].map((match) => match[1]);
  const panel = await fetch('/panel-preloads.json', { cache: 'no-cache' })
    .then((response) => (response.ok ? response.json() : []))
    .then((list) => list.map((file) => `/${file.href}`))
    .catch(() => []);
  const files = [...new Set([...named, ...panel])].filter((file) => HASHED.test(file) || file === '/favicon.svg');
  await cache.addAll(files);
  await cache.put('/', page);
}

self.addEventListener('install', (event) => {
  event.waitUntil(precache().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin || NEVER.test(url.pathname)) return;

  // The copy is taken before the response goes to the page (a consumed body cannot be
  // cloned), and waitUntil keeps the worker alive until it is stored.
  const store = (key, response) => {
    if (response.ok) {
      const copy = response.clone();
      event.waitUntil(caches.open(CACHE).then((cache) => cache.put(key, copy)));
    }
    return response;
  };

  if (HASHED.test(url.pathname)) {
    event.respondWith(
      caches.match(request).then((hit) => hit || fetch(request).then((response) => store(request, response))),
    );
    return;
  }

  event.respondWith(
    fetch(request)
      .then((response) => store(request.mode === 'navigate' ? '/' : request, response))
      .catch(() => caches.match(request.mode === 'navigate' ? '/' : request).then((hit) => hit || Response.error())),
  );
});
