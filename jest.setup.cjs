require('@testing-library/jest-dom');

// antd reads these browser APIs that jsdom does not implement.
if (typeof window !== 'undefined') {
  window.matchMedia =
    window.matchMedia ||
    ((query) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    }));
  global.ResizeObserver =
    global.ResizeObserver ||
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
}

// jsdom has no fetch API and no TextEncoder (react-router needs it). Borrow Node's own
// from the outer realm so the real client code (openapi-fetch, createAuthFetch) runs in
// component tests; each test replaces global.fetch with its own fake server.
if (typeof window !== 'undefined') {
  const util = require('node:util');
  global.TextEncoder = global.TextEncoder || util.TextEncoder;
  global.TextDecoder = global.TextDecoder || util.TextDecoder;
  // antd's form posts macrotasks through MessageChannel, which jsdom lacks. A timer-based
  // stand-in (Node's own would keep the worker alive).
  if (typeof global.MessageChannel === 'undefined') {
    const port = () => ({
      onmessage: null,
      start() {},
      close() {},
      addEventListener(type, listener) {
        if (type === 'message') this.onmessage = listener;
      },
      removeEventListener() {},
    });
    global.MessageChannel = class MessageChannel {
      constructor() {
        this.port1 = port();
        this.port2 = port();
        this.port1.postMessage = (data) => setTimeout(() => this.port2.onmessage?.({ data }), 0);
        this.port2.postMessage = (data) => setTimeout(() => this.port1.onmessage?.({ data }), 0);
      }
    };
  }
  if (typeof global.Request === 'undefined') {
    const node = require('node:vm').runInThisContext('globalThis');
    // jsdom's AbortSignal is not Node's, which Node 24's Request refuses: the page's signal is
    // relayed to one of Node's (aborting it aborts the request, as in a browser).
    const nodeInit = (init) => {
      const signal = init?.signal;
      if (!signal || signal instanceof node.AbortSignal) return init;
      const relay = new node.AbortController();
      if (signal.aborted) relay.abort(signal.reason);
      else signal.addEventListener('abort', () => relay.abort(signal.reason), { once: true });
      return { ...init, signal: relay.signal };
    };
    // Node's Request wants absolute URLs; a browser resolves relative ones against the page.
    class Request extends node.Request {
      // Clones made by Node's code are plain Node Requests: still Requests here.
      static [Symbol.hasInstance](value) {
        return value instanceof node.Request;
      }
      constructor(input, init) {
        super(
          input instanceof node.Request ? input : new URL(String(input), window.location.href).href,
          nodeInit(init),
        );
      }
    }
    global.Request = Request;
    global.Response = node.Response;
    global.Headers = node.Headers;
  }
}

// Some components (antd's Card, Dropdown, Result, Tabs; the light screens' antd islands) load
// on first render in the browser; tests start with them loaded, so a test does not depend on
// being the first of its file.
if (typeof window !== 'undefined') {
  const { loadDeferred } = require('./shared/src/ui/deferred.tsx');
  beforeAll(() => loadDeferred());
}

// The panel's data cache (shared/src/data) lives on a global for the page: each test starts
// with an empty one, as a fresh page does.
if (typeof afterEach === 'function') {
  const { queryClientGlobal } = require('./shared/startup.json');
  afterEach(() => globalThis[Symbol.for(queryClientGlobal)]?.clear());
}

// Testing Library's waits (findBy*, waitFor) retry their condition until it holds; their default
// bound of 1 s is shorter than a busy 2-core machine sometimes needs to lazy-load a module or draw
// 300 rows, so the same test passed or failed with the load. The bound only matters for a test
// that fails: one that passes never waits longer than its condition takes.
if (typeof window !== 'undefined') {
  require('@testing-library/react').configure({ asyncUtilTimeout: 10_000 });
}
