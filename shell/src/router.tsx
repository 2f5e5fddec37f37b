import { isLoggedIn } from '@menu/shared';
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, useRoutes } from '@menu/shared/router';
import { LoginPage } from './auth/LoginPage';
import { HOME } from './home';

// Everything behind the login is loaded on demand, so /login stays light (no antd).
const SignUpPage = lazy(() => import('./auth/SignUpPage'));
const SuccessEmailPage = lazy(() => import('./auth/SuccessEmailPage'));
const ForgotPasswordPage = lazy(() => import('./auth/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('./auth/ResetPasswordPage'));
const InvitationPage = lazy(() => import('./invitation/InvitationPage'));
const Panel = lazy(() => import('./panel/Panel'));

export { HOME };

// While a page's chunk arrives, the same 'Cargando…' the HTML shows before the first render
// (index.html styles `.boot`): a cold load goes from it to the page with no blank moment.
const page = (element: ReactNode) => (
  <Suspense
    fallback={
      <div className="boot" role="status">
        Cargando…
      </div>
    }
  >
    {element}
  </Suspense>
);

/** No access token -> /login. */
function RequireSession({ children }: { children: ReactNode }) {
  return isLoggedIn() ? children : <Navigate to="/login" replace />;
}

/** A logged-in user who opens /login, /sign-up or /forgot-password lands on the panel. */
function PublicOnly({ children }: { children: ReactNode }) {
  return isLoggedIn() ? <Navigate to={HOME} replace /> : children;
}

const ROUTES = [
  {
    path: '/login',
    element: (
      <PublicOnly>
        <LoginPage />
      </PublicOnly>
    ),
  },
  { path: '/sign-up', element: <PublicOnly>{page(<SignUpPage />)}</PublicOnly> },
  { path: '/forgot-password', element: <PublicOnly>{page(<ForgotPasswordPage />)}</PublicOnly> },
  // E-mailed links open whether or not this browser holds a session.
  { path: '/success-email', element: page(<SuccessEmailPage />) },
  { path: '/reset-password', element: page(<ResetPasswordPage />) },
  { path: '/invitacion', element: page(<InvitationPage />) },
  {
    path: '/',
    element: (
      <RequireSession>
        <Navigate to={HOME} replace />
      </RequireSession>
    ),
  },
  // The panel owns every other path; unknown ones are sent to / inside it.
  { path: '/*', element: <RequireSession>{page(<Panel />)}</RequireSession> },
];

/** The shell's routes; rendered inside the page's one BrowserRouter (bootstrap). */
export function AppRoutes() {
  return useRoutes(ROUTES);
}
