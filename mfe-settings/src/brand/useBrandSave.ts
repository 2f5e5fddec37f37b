import { errorMessage, type Profile } from '@menu/shared';
import { useCallback, useRef, useState } from 'react';
import { updateProfile, type ProfileUpdate } from '../general/api';
import { FAILED_TITLE } from '../general/useProfileSave';
import { useNotify } from '@menu/shared/ui';

export type SaveStatus = 'idle' | 'saving' | 'saved';

export interface BrandSave {
  /** 'saving' while any save is under way, 'saved' after the last one succeeded. */
  status: SaveStatus;
  /** Bumped after every successful save: the preview reloads on it. */
  version: number;
  /**
   * Runs one profile call (PUT, logo upload or removal) after the ones before it, so the
   * answers reach the store in the order the owner made the changes. Throws its error.
   */
  run: (call: () => Promise<Profile>) => Promise<Profile>;
  /** PUT /v1/profiles/me with `body`; a refusal is notified with the server's text. True when saved. */
  put: (body: ProfileUpdate) => Promise<boolean>;
}

/** The saves of the brand identity tab: one queue, one status line, one preview version. */
export function useBrandSave(): BrandSave {
  const { notification } = useNotify();
  const [status, setStatus] = useState<SaveStatus>('idle');
  const [version, setVersion] = useState(0);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const pending = useRef(0);

  const run = useCallback((call: () => Promise<Profile>) => {
    pending.current += 1;
    setStatus('saving');
    const result = queue.current.then(call);
    queue.current = result.catch(() => undefined);
    return result.then(
      (profile) => {
        pending.current -= 1;
        setVersion((v) => v + 1);
        if (pending.current === 0) setStatus('saved');
        return profile;
      },
      (error: unknown) => {
        pending.current -= 1;
        // A failure is told where it happened (notification or under the field), not here.
        if (pending.current === 0) setStatus('idle');
        throw error;
      },
    );
  }, []);

  const put = useCallback(
    (body: ProfileUpdate) =>
      run(() => updateProfile(body)).then(
        () => true,
        (error: unknown) => {
          notification.error({ title: FAILED_TITLE, description: errorMessage(error) });
          return false;
        },
      ),
    [run, notification],
  );

  return { status, version, run, put };
}
