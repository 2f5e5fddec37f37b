/** Registers the offline-caching worker (public/sw.js) in production builds. */
export function registerServiceWorker() {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // Caching is an improvement, never a requirement: the panel works without it.
    });
  });
}
