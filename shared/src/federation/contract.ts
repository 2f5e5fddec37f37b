import type { RouteObject } from '@menu/shared/router';

/**
 * What every remote exposes as `./remote`. Routes are relative to the panel root
 * (e.g. 'menu/*', 'promotions'); the shell mounts them inside its own React tree and
 * router, so its providers (store, notices, router) reach the remote.
 */
export interface RemoteModule {
  routes: RouteObject[];
  /**
   * The section draws its screens with the light kit and wraps its own antd parts (editors,
   * menus) in antd's context, so the shell does not load antd for it. Absent (every remote
   * built before the kit): the shell renders the section inside antd's context, as before.
   */
  light?: boolean;
}

/** One entry of /remotes.json: where a remote's manifest is and which paths it owns. */
export interface RemoteEntry {
  name: string;
  entry: string;
  basePaths: string[];
  /** The first GETs of each of its screens, by path (its early-gets.json), when it declares them. */
  earlyGets?: Record<string, string[]>;
}
