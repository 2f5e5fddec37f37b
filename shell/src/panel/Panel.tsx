import { errorMessage, isOffline, profileAtom, SessionEndedError } from '@menu/shared';
import { NoticesProvider, openLazily, SectionDisabled, useRetryWhenOnline } from '@menu/shared/ui';
import { Button, Result, Spin } from '@menu/shared/kit';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { Route, Routes, useNavigate } from '@menu/shared/router';
import { HOME } from '../home';
import { startSection } from '../federation/registry';
import { OfflineNotice } from './OfflineNotice';
import { RemoteOutlet } from './RemoteOutlet';
import { takeProfile } from './startup';
import { Sidebar } from './Sidebar';
import { SuspensionBanner } from './SuspensionBanner';
import { TotpSetupRedirect } from './TotpSetupRedirect';
import './panel.css';

// The guides (their steps and pictures' list) load when the modal first opens; so does the
// logout confirmation (an antd modal: the panel's first screen carries no antd).
const TutorialsModal = openLazily(
  async () => (await import('./TutorialsModal')).TutorialsModal,
  (props) => props.open,
);
const LogoutConfirm = openLazily(
  async () => (await import('./LogoutConfirm')).LogoutConfirm,
  (props) => props.open,
);

/** A sidebar intent: the section's code and its screen's first data (only for a section the plan opens). */
const startWithData = (path: string) => startSection(path, { withData: true });

type Load = { status: 'loading' } | { status: 'ready' } | { status: 'failed'; message: string; offline: boolean };

/**
 * The admin panel: loads the profile (spinner), then sidebar + the section of the current path.
 * Its first screen is drawn with the light kit; antd's context is added by what uses antd
 * (editors, menus, sections built on antd), so antd loads with them.
 */
export default function Panel() {
  return (
    <NoticesProvider>
      <PanelBody />
    </NoticesProvider>
  );
}

function PanelBody() {
  const profile = useAtomValue(profileAtom);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [tutorials, setTutorials] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);

  const start = useCallback(() => {
    setLoad({ status: 'loading' });
    takeProfile()
      .then(() => setLoad({ status: 'ready' }))
      .catch((error) => {
        // A session that could not be renewed reloads the page (refresh flow); nothing to show.
        if (!(error instanceof SessionEndedError))
          setLoad({ status: 'failed', message: errorMessage(error), offline: isOffline(error) });
      });
  }, []);

  useEffect(start, [start]);
  // A profile that could not load (offline, typically after a reload without network) loads
  // again by itself when the connection returns.
  useRetryWhenOnline(load.status === 'failed', start);

  if (load.status === 'failed' && load.offline) {
    return (
      <OfflineNotice text="Tu dispositivo no tiene conexión. Cargaremos tu cuenta en cuanto vuelva." onRetry={start} />
    );
  }
  if (load.status === 'failed') {
    return (
      <Result
        status="error"
        title="No pudimos cargar tu cuenta"
        subTitle={load.message}
        extra={
          <Button type="primary" onClick={start}>
            Reintentar
          </Button>
        }
      />
    );
  }
  if (load.status === 'loading' || !profile) return <Spin fullscreen size="large" tip="Cargando tu cuenta" />;

  return (
    <div className="panel">
      <Sidebar onTutorials={() => setTutorials(true)} onLogout={() => setLoggingOut(true)} onIntent={startWithData} />
      <div className="panel-main">
        <SuspensionBanner />
        <main className="panel-content">
          <Routes>
            <Route path="/disabled" element={<SectionDisabled />} />
            <Route path="/tutorials" element={<TutorialsRoute />} />
            <Route path="/logout" element={<LogoutRoute />} />
            <Route path="*" element={<RemoteOutlet />} />
          </Routes>
        </main>
      </div>
      <TutorialsModal open={tutorials} onClose={() => setTutorials(false)} />
      <LogoutConfirm open={loggingOut} onCancel={() => setLoggingOut(false)} />
      <TotpSetupRedirect />
    </div>
  );
}

/** /tutorials opens the tutorials modal over the panel; dismissing it returns to the menu ('Ir a …' has already navigated). */
function TutorialsRoute() {
  const navigate = useNavigate();
  return (
    <TutorialsModal
      open
      onClose={(how) => {
        if (how === 'dismissed') navigate(HOME);
      }}
    />
  );
}

/** /logout asks for confirmation like the sidebar entry does. */
function LogoutRoute() {
  const navigate = useNavigate();
  return <LogoutConfirm open onCancel={() => navigate(HOME, { replace: true })} />;
}
