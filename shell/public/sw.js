// Offline-caching worker of the panel. Hashed assets never change, so they are served
// from the cache first; everything else (pages, manifests, remoteEntry.js) goes to the
// network first so a redeployed remote is picked up, with the cache as the offline
// fallback. API calls and the public menu are never cached here.
const CACHE = 'menu-digital-static-v1';
const HASHED = /\.[0-9a-f]{8}\.(js|css)$|\/assets\//;
const NEVER = /^\/(auth|v1|m|docs)(\/|$)|^\/remotes\.json$/;

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(['/', '/favicon.svg'])).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys().then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key)))).then(() => self.clients.claim()),
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
    event.respondWith(caches.match(request).then((hit) => hit || fetch(request).then((response) => store(request, response))));
    return;
  }

  event.respondWith(
    fetch(request)
      .then((response) => store(request.mode === 'navigate' ? '/' : request, response))
      .catch(() => caches.match(request.mode === 'navigate' ? '/' : request).then((hit) => hit || Response.error())),
  );
});
