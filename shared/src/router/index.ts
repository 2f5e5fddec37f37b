// The router API the panel uses, shared at run time as one federation singleton
// (`@menu/shared/router`). Sharing `react-router-dom` / `react-router` whole shipped about
// 62 KB gzip (server rendering, data-router forms and fetchers, ...) to every screen, /login
// included, because a shared module cannot be tree-shaken; this module is. There must be one
// router on the page (the remotes' routes render inside the shell's), so every app imports
// the router from here, and a name missing below fails the typecheck (types are type-only).
// The list only grows: bump `ROUTER_SET_REVISION` in shared/federation/index.cjs with it.
export type * from 'react-router-dom';
export {
  createBrowserRouter,
  createHashRouter,
  generatePath,
  Link,
  matchPath,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router-dom';
