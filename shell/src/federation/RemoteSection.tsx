import type { RemoteEntry, RemoteModule } from '@menu/shared';
import { Button, Result, Spin } from '@menu/shared/kit';
import { AntdScope, useRetryWhenOnline } from '@menu/shared/ui';
import { Component, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { useRoutes, type RouteObject } from '@menu/shared/router';
import { OfflineNotice } from '../panel/OfflineNotice';
import { loadRemoteModule } from './registry';
import { sectionShown } from './settled';

type State = { status: 'loading' } | { status: 'ready'; module: RemoteModule } | { status: 'failed' };

/** One remote's section: loaded when its route opens, isolated from every other section. */
export function RemoteSection({ remote }: { remote: RemoteEntry }) {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    loadRemoteModule(remote, attempt > 0).then(
      (module) => current && setState({ status: 'ready', module }),
      (error) => {
        console.error(`Remote ${remote.name} failed to load`, error);
        if (current) setState({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [remote, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // The panel's idle loading waits for a section to have its code (./settled.ts).
  useEffect(() => {
    if (state.status === 'ready') sectionShown();
  }, [state.status]);

  const loading = <SectionLoading />;
  if (state.status === 'loading') return loading;
  if (state.status === 'failed') return <SectionUnavailable onRetry={retry} />;
  const routes = <RemoteRoutes routes={state.module.routes} />;
  return (
    <RemoteErrorBoundary key={attempt} onRetry={retry}>
      {state.module.light ? (
        routes
      ) : (
        <Suspense fallback={loading}>
          <AntdScope>{routes}</AntdScope>
        </Suspense>
      )}
    </RemoteErrorBoundary>
  );
}

function RemoteRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** The spinner a section shows while its list of remotes, its code or antd arrives. */
export function SectionLoading() {
  return <Spin size="large" style={{ display: 'block', margin: '20vh auto' }} aria-label="Cargando sección" />;
}

/**
 * A section whose code could not load. Offline, it says so (in the light kit: antd may not be
 * here either); either way it loads again by itself when the connection returns.
 */
export function SectionUnavailable({ onRetry }: { onRetry: () => void }) {
  useRetryWhenOnline(true, onRetry);
  if (!navigator.onLine)
    return (
      <OfflineNotice
        text="Tu dispositivo no tiene conexión. Cargaremos esta sección en cuanto vuelva."
        onRetry={onRetry}
      />
    );
  return (
    <Result
      status="warning"
      title="Esta sección no está disponible"
      subTitle="No pudimos cargarla en este momento. El resto del panel sigue funcionando."
      extra={
        <Button type="primary" onClick={onRetry}>
          Reintentar
        </Button>
      }
    />
  );
}

/** A remote that throws while rendering takes down its own section only. */
class RemoteErrorBoundary extends Component<{ children: ReactNode; onRetry: () => void }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error('Remote section crashed', error);
  }

  render() {
    return this.state.failed ? <SectionUnavailable onRetry={this.props.onRetry} /> : this.props.children;
  }
}
