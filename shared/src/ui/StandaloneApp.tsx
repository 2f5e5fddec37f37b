import { Alert, Button, Card, Input, Spin } from '@menu/shared/antd';
import { Form } from '@menu/shared/antd/editor';
import { Provider as StoreProvider, useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { HashRouter, Navigate, useRoutes, type RouteObject } from '@menu/shared/router';
import { errorMessage, isLoggedIn, loadProfile, login, logout, profileAtom, sessionStore } from '@menu/shared';
import { AppProviders } from './AppProviders';

/**
 * A remote on its own, for QA: a real login against the API, the shared store and
 * antd providers, and the remote's routes. It uses a hash router so the remote's
 * folder can be opened from any server without a fallback rule.
 */
export function StandaloneApp({ routes, home }: { routes: RouteObject[]; home: string }) {
  return (
    <StoreProvider store={sessionStore}>
      <AppProviders>
        <StandaloneGate routes={routes} home={home} />
      </AppProviders>
    </StoreProvider>
  );
}

function StandaloneGate({ routes, home }: { routes: RouteObject[]; home: string }) {
  const profile = useAtomValue(profileAtom);
  const [state, setState] = useState<'checking' | 'out' | 'in'>(isLoggedIn() ? 'checking' : 'out');

  useEffect(() => {
    if (state !== 'checking') return;
    loadProfile().then(
      () => setState('in'),
      () => {
        void logout();
        setState('out');
      },
    );
  }, [state]);

  if (state === 'checking') return <Spin fullscreen tip="Cargando" />;
  if (state === 'out' || !profile) return <StandaloneLogin onDone={() => setState('checking')} />;
  return (
    <div style={{ padding: 24, maxWidth: 1200, margin: '0 auto' }}>
      <p style={{ color: '#888' }}>
        Modo independiente (QA) · {profile.email}{' '}
        <Button
          type="link"
          onClick={() => {
            void logout();
            setState('out');
          }}
        >
          Cerrar Sesión
        </Button>
      </p>
      <HashRouter>
        <StandaloneRoutes routes={routes} home={home} />
      </HashRouter>
    </div>
  );
}

function StandaloneRoutes({ routes, home }: { routes: RouteObject[]; home: string }) {
  return useRoutes([...routes, { path: '*', element: <Navigate to={home} replace /> }]);
}

function StandaloneLogin({ onDone }: { onDone: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ username: string; password: string }>();
  const username = Form.useWatch('username', form);
  const password = Form.useWatch('password', form);

  const submit = async (values: { username: string; password: string }) => {
    setBusy(true);
    setError(null);
    try {
      await login(values.username, values.password);
      onDone();
    } catch (e) {
      setError(errorMessage(e, 'login'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title="Iniciar Sesión (modo independiente)" style={{ maxWidth: 420, margin: '64px auto' }}>
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item label="Correo electrónico" name="username">
          <Input type="email" autoComplete="username" />
        </Form.Item>
        <Form.Item label="Contraseña" name="password">
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        {error && <Alert type="error" title={error} style={{ marginBottom: 16 }} />}
        <Button type="primary" htmlType="submit" block loading={busy} disabled={!username || !password}>
          Iniciar Sesión
        </Button>
      </Form>
    </Card>
  );
}
