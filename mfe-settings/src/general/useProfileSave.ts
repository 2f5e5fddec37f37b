import { errorMessage } from '@menu/shared';
import { changed, fieldErrors, useNotify } from '@menu/shared/ui';
import type { FormInstance } from '@menu/shared/antd';
import { useState } from 'react';
import { updateProfile, type ProfileUpdate } from './api';

export const SAVED_TITLE = 'Cambios guardados';

/** Profile fields that one control edits whole (a list): a problem with an item ('languages.2') shows under it. */
const WHOLE_FIELDS: readonly string[] = ['languages'];
export const FAILED_TITLE = 'No se pudieron guardar los cambios';

/**
 * The save of a profile form (General, Integraciones de marketing): only the fields that
 * differ from the stored profile are sent (nothing at all when none does); a refusal
 * notifies and puts the server's field errors under their fields (`fieldName` maps an API
 * field to the form's own name when they differ).
 */
export function useProfileSave(form: FormInstance, fieldName: (field: string) => string = (field) => field) {
  const { notification } = useNotify();
  const [saving, setSaving] = useState(false);

  const save = async (stored: ProfileUpdate, next: ProfileUpdate) => {
    const changes = changed(stored, next);
    if (Object.keys(changes).length === 0) {
      notification.success({ title: SAVED_TITLE });
      return;
    }
    setSaving(true);
    try {
      await updateProfile(changes);
      notification.success({ title: SAVED_TITLE });
    } catch (error) {
      const onFields = fieldErrors(error);
      if (onFields.length)
        form.setFields(
          onFields.map(({ name, errors }) => ({
            name: [fieldName(String(name[0])), ...(WHOLE_FIELDS.includes(String(name[0])) ? [] : name.slice(1))],
            errors,
          })),
        );
      notification.error({ title: FAILED_TITLE, description: errorMessage(error) });
    } finally {
      setSaving(false);
    }
  };

  return { saving, save };
}
