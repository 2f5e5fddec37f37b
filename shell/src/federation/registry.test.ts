import type { RemoteEntry } from '@menu/shared';
import { loadRemoteModule, prefetchRemotes, startSection } from './registry';
import { sectionShown } from './settled';

// The Module Federation runtime is third-party: replaced, so the registry's own rules run.
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  preloadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));
const runtime = jest.requireMock('@module-federation/enhanced/runtime') as {
  loadRemote: jest.Mock;
  preloadRemote: jest.Mock;
  registerRemotes: jest.Mock;
  registerPlugins: jest.Mock;
};

const SETTINGS: RemoteEntry = {
  name: 'mfe_settings',
  entry: '/remotes/mfe-settings/mf-manifest.json',
  basePaths: ['/settings'],
};
const MENU: RemoteEntry = { name: 'mfe_menu', entry: '/remotes/mfe-menu/mf-manifest.json', basePaths: ['/menu'] };
const fetchMock = jest.fn(async () => ({ ok: true, status: 200, json: async () => [MENU, SETTINGS] }));
const settingsModule = { default: { routes: [{ path: '*' }] } };

beforeAll(() => {
  Object.defineProperty(window, 'fetch', { value: fetchMock, configurable: true });
});
beforeEach(() => {
  runtime.loadRemote.mockReset().mockResolvedValue(settingsModule);
  runtime.preloadRemote.mockReset().mockResolvedValue(undefined);
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('registry', () => {
  it('startSection loads the remote that owns the path at once, and the section takes that load instead of a second one', async () => {
    startSection('/settings/account');
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
    expect(runtime.loadRemote).toHaveBeenCalledWith('mfe_settings/remote');

    const module = await loadRemoteModule(SETTINGS);
    expect(module).toBe(settingsModule.default);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
    // Taken once: a later mount (or Reintentar) asks the runtime again.
    await loadRemoteModule(SETTINGS);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
  });

  it('a second intent for the same section does not start a second load; a path no remote owns starts none', async () => {
    startSection('/settings/general');
    startSection('/settings/account');
    await settle();
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
    startSection('/tutorials');
    await settle();
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
    // The remotes list is fetched once per page.
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await loadRemoteModule(SETTINGS);
  });

  it('a failed early load is not handed to the section, which loads again', async () => {
    runtime.loadRemote.mockRejectedValueOnce(new Error('ChunkLoadError'));
    startSection('/settings/general');
    await settle();
    await expect(loadRemoteModule(SETTINGS)).resolves.toBe(settingsModule.default);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
  });

  it('prefetchRemotes preloads the manifest, entry and ./remote files of the given remotes without running them', async () => {
    jest.useFakeTimers();
    try {
      prefetchRemotes([MENU, SETTINGS]);
      sectionShown(); // the section on show has its code: the idle loading may start (./settled.ts)
      jest.runAllTimers();
      await Promise.resolve();
      jest.runAllTimers();
    } finally {
      jest.useRealTimers();
    }
    expect(runtime.preloadRemote).toHaveBeenCalledWith([
      { nameOrAlias: 'mfe_menu', exposes: ['./remote'], resourceCategory: 'sync' },
      { nameOrAlias: 'mfe_settings', exposes: ['./remote'], resourceCategory: 'sync' },
    ]);
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });

  it("the idle prefetch asks with <link rel=prefetch> (a likely next screen), never rel=preload, which is for the page's own files", () => {
    jest.useFakeTimers();
    try {
      prefetchRemotes([MENU]);
      prefetchRemotes([SETTINGS]);
      jest.runAllTimers();
    } finally {
      jest.useRealTimers();
    }
    // One plugin, registered once, before the runtime writes any link.
    expect(runtime.registerPlugins).toHaveBeenCalledTimes(1);
    const [[plugins]] = runtime.registerPlugins.mock.calls as [
      [Array<{ createLink(args: object): HTMLLinkElement | undefined }>],
    ];
    const createLink = (args: object) => plugins.map((plugin) => plugin.createLink(args)).find(Boolean);
    const url = 'http://localhost/remotes/mfe-menu/__federation_expose_remote.1234abcd.js';
    const idle = { initiator: 'preloadRemote', id: 'mfe_menu', resourceType: 'js' };
    const link = createLink({ url, attrs: { rel: 'preload', as: 'script' }, resourceContext: idle });
    expect(link).toBeInstanceOf(HTMLLinkElement);
    expect(link!.rel).toBe('prefetch');
    expect(link!.getAttribute('href')).toBe(url);
    expect(link!.getAttribute('as')).toBe('script');
    // A section's own load (its stylesheets) is left to the runtime.
    expect(
      createLink({
        url,
        attrs: { rel: 'stylesheet' },
        resourceContext: { ...idle, initiator: 'loadRemote', resourceType: 'css' },
      }),
    ).toBeUndefined();
  });

  describe("the remotes list a section's page carries", () => {
    /** A fresh registry (it keeps the list for the page's life) on a page holding `text`. */
    const registryOnPage = (text: string) => {
      const script = document.createElement('script');
      script.type = 'application/json';
      script.id = 'remotes-list';
      script.textContent = text;
      document.head.append(script);
      let registry!: typeof import('./registry');
      let isolatedRuntime!: typeof runtime;
      jest.isolateModules(() => {
        registry = require('./registry');
        isolatedRuntime = jest.requireMock('@module-federation/enhanced/runtime');
      });
      return { registry, isolatedRuntime, cleanUp: () => script.remove() };
    };

    it('is taken instead of asking for /remotes.json, and its remotes registered', async () => {
      const { registry, isolatedRuntime, cleanUp } = registryOnPage(JSON.stringify([SETTINGS]));
      try {
        fetchMock.mockClear();
        await expect(registry.remoteEntries()).resolves.toEqual([SETTINGS]);
        expect(fetchMock).not.toHaveBeenCalled();
        expect(isolatedRuntime.registerRemotes).toHaveBeenCalledWith([
          { name: 'mfe_settings', entry: 'http://localhost/remotes/mfe-settings/mf-manifest.json' },
        ]);
      } finally {
        cleanUp();
      }
    });

    it('when unreadable, the list is asked for as on any other page', async () => {
      const { registry, cleanUp } = registryOnPage('{ not json');
      try {
        fetchMock.mockClear();
        await expect(registry.remoteEntries()).resolves.toEqual([MENU, SETTINGS]);
        expect(fetchMock).toHaveBeenCalledWith('/remotes.json', { cache: 'no-cache' });
      } finally {
        cleanUp();
      }
    });
  });
});
