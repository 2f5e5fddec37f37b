import type { RouteObject } from '@menu/shared/router';

/**
 * What every remote exposes as `./remote`. Routes are relative to the panel root
 * (e.g. 'menu/*', 'promotions'); the shell mounts them inside its own React tree and
 * router, so its providers (store, antd App, router) reach the remote.
 */
export interface RemoteModule {
  routes: RouteObject[];
}

/** One entry of /remotes.json: where a remote's manifest is and which paths it owns. */
export interface RemoteEntry {
  name: string;
  entry: string;
  basePaths: string[];
}
