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

  if (HASHED.test(url.pathname)) {
    event.respondWith(
      caches.match(request).then(
        (hit) => hit || fetch(request).then((response) => {
          if (response.ok) caches.open(CACHE).then((cache) => cache.put(request, response.clone()));
          return response;
        }),
      ),
    );
    return;
  }

  event.respondWith(
    fetch(request)
      .then((response) => {
        if (response.ok) {
          const copy = response.clone();
          caches.open(CACHE).then((cache) => cache.put(request.mode === 'navigate' ? '/' : request, copy));
        }
        return response;
      })
      .catch(() => caches.match(request.mode === 'navigate' ? '/' : request).then((hit) => hit || Response.error())),
  );
});
