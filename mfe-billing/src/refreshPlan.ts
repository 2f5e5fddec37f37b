import { errorMessage, SessionEndedError } from '@menu/shared';
import { useNotify } from '@menu/shared/ui';
import { useCallback } from 'react';
import { reloadProfile } from './api';

/**
 * A change of plan or subscription alters the scopes, sections, limits and subscriptions the
 * panel shows: the profile is read again into the shared store, and the sidebar, the gated
 * sections and Facturación follow it where they are (the page is not reloaded, so nothing else
 * the owner has open is lost). The change itself is done by then: a failed read is told to the
 * owner, never thrown at the caller, which goes on as after a success.
 */
export function useRefreshPlan(): () => Promise<void> {
  const { notification } = useNotify();
  return useCallback(async () => {
    try {
      await reloadProfile();
    } catch (error) {
      // A session that cannot be renewed already sends the page to the login.
      if (!(error instanceof SessionEndedError))
        notification.error({ title: 'No pudimos cargar tu cuenta', description: errorMessage(error) });
    }
  }, [notification]);
}
