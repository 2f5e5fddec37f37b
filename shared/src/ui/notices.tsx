// Notifications, messages and confirms without antd in the first screen's code: the calls are
// plain functions here, and antd (./noticesHost) is imported when the first one is made.
import { NoticesContext, type Notices } from '@menu/shared';
import { lazy, Suspense, useContext, useState, type ComponentType, type ReactNode } from 'react';

type MessageHandle = ReturnType<Notices['message']['open']>;
type ModalHandle = ReturnType<Notices['modal']['confirm']>;
type ModalUpdate = Parameters<ModalHandle['update']>[0];
type Call = (api: Notices) => void;

// A host that fails to load (a network error) renders nothing instead of taking the page down
// with it; the notices asked for stay unshown.
const NoticesHost = lazy(async (): Promise<{ default: ComponentType<{ onReady(api: Notices): void }> }> => {
  try {
    return await import('./noticesHost');
  } catch (error) {
    console.error('The notices host did not load', error);
    return { default: () => null };
  }
});

/**
 * Calls that run on antd's instances once they exist; until then they wait in a queue, in the
 * order made. `wake` asks for the host the first time something waits.
 */
function createNotices(wake: () => void) {
  let live: Notices | null = null;
  const queue: Call[] = [];
  const run = (call: Call) => {
    if (live) return call(live);
    queue.push(call);
    wake();
  };
  const ready = (api: Notices) => {
    live = api;
    for (const call of queue.splice(0)) call(api);
  };

  /**
   * A message's close function and promise, valid before the message is shown. Closed early it
   * never shows, and its promise settles at once (antd's would wait for a hide that never comes).
   */
  const messageCall = (open: (api: Notices) => MessageHandle): MessageHandle => {
    let real: MessageHandle | undefined;
    let closed = false;
    let settle!: (value: boolean) => void;
    const done = new Promise<boolean>((resolve) => (settle = resolve));
    run((api) => {
      if (closed) return settle(true);
      real = open(api);
      real.then(settle);
    });
    const close = () => {
      closed = true;
      real?.();
    };
    // biome-ignore lint/suspicious/noThenProperty: antd's message handle is a thenable (`await message.success(...)`) and this one stands in for it
    return Object.assign(close, { then: ((onDone, onFail) => done.then(onDone, onFail)) as MessageHandle['then'] });
  };

  /**
   * A modal's handle before the modal exists: updates are applied when it opens, a destroy
   * keeps it from opening (its promise then says not confirmed). antd's `then` also silences
   * the modal, so it is forwarded only when asked for.
   */
  const modalCall = (open: (api: Notices) => ModalHandle): ModalHandle => {
    let real: ModalHandle | undefined;
    let destroyed = false;
    let awaited = false;
    const updates: ModalUpdate[] = [];
    let settle!: (confirmed: boolean) => void;
    const done = new Promise<boolean>((resolve) => (settle = resolve));
    run((api) => {
      if (destroyed) return settle(false);
      real = open(api);
      for (const update of updates.splice(0)) real.update(update);
      if (awaited) void real.then(settle, () => {});
    });
    return {
      destroy: () => {
        destroyed = true;
        real?.destroy();
      },
      update: (update) => (real ? real.update(update) : void updates.push(update)),
      // biome-ignore lint/suspicious/noThenProperty: antd's modal handle is a thenable (it resolves with the confirmation) and this one stands in for it
      then: (resolve, reject) => {
        if (real) return real.then(resolve, reject);
        awaited = true;
        return done.then(resolve);
      },
    };
  };

  type Message = Notices['message'];
  const messageOf =
    (type: 'info' | 'success' | 'error' | 'warning' | 'loading') =>
    (...args: Parameters<Message[typeof type]>) =>
      messageCall((api) => api.message[type](...args));
  type Modal = Notices['modal'];
  const modalOf = (type: keyof Modal) => (config: Parameters<Modal[typeof type]>[0]) =>
    modalCall((api) => api.modal[type](config));
  type Notification = Notices['notification'];
  const notificationOf =
    (type: Exclude<keyof Notification, 'destroy'>) => (args: Parameters<Notification[typeof type]>[0]) =>
      run((api) => api.notification[type](args));

  const notices: Notices = {
    notification: {
      success: notificationOf('success'),
      error: notificationOf('error'),
      info: notificationOf('info'),
      warning: notificationOf('warning'),
      open: notificationOf('open'),
      destroy: (key) => run((api) => api.notification.destroy(key)),
    },
    message: {
      info: messageOf('info'),
      success: messageOf('success'),
      error: messageOf('error'),
      warning: messageOf('warning'),
      loading: messageOf('loading'),
      open: (args) => messageCall((api) => api.message.open(args)),
      destroy: (key) => run((api) => api.message.destroy(key)),
    },
    modal: {
      confirm: modalOf('confirm'),
      info: modalOf('info'),
      success: modalOf('success'),
      error: modalOf('error'),
      warning: modalOf('warning'),
    },
  };
  return { notices, ready };
}

/**
 * Gives the tree useNotify. antd's notices host loads when the first notice is asked for, not
 * when idle: a screen that never notifies never loads it, and loading it while idle would bring
 * antd to the light first screens. The host is a sibling after the children, so mounting it
 * never remounts them.
 */
export function NoticesProvider({ children }: { children: ReactNode }) {
  const [wanted, setWanted] = useState(false);
  const [{ notices, ready }] = useState(() => createNotices(() => setWanted(true)));
  return (
    <NoticesContext.Provider value={notices}>
      {children}
      {wanted && (
        <Suspense fallback={null}>
          <NoticesHost onReady={ready} />
        </Suspense>
      )}
    </NoticesContext.Provider>
  );
}

/** `{ notification, message, modal }` with antd's calls; needs a NoticesProvider (AppProviders) above. */
export function useNotify(): Notices {
  const notices = useContext(NoticesContext);
  if (!notices) throw new Error('useNotify needs a NoticesProvider (AppProviders) above it');
  return notices;
}
