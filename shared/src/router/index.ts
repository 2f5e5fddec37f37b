// The router API the panel uses, shared at run time as one federation singleton
// (`@menu/shared/router`). Sharing `react-router-dom` / `react-router` whole shipped about
// 62 KB gzip (server rendering, data-router forms and fetchers, ...) to every screen, /login
// included, because a shared module cannot be tree-shaken; this module is. There must be one
// router on the page (the remotes' routes render inside the shell's), so every app imports
// the router from here, and a name missing below fails the typecheck (types are type-only).
// Only the declarative routers (BrowserRouter, HashRouter, useRoutes): a data router
// (createBrowserRouter) alone is about half of react-router's code, and no screen uses
// loaders, actions or fetchers. Bump `ROUTER_SET_REVISION` in shared/federation/index.cjs
// when a name is added.
export type * from 'react-router-dom';
export {
  BrowserRouter,
  generatePath,
  HashRouter,
  Link,
  matchPath,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router-dom';
