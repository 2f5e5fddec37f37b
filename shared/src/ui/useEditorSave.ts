// The save flow of every editor: create or update, then upload the picked images, then
// tell the list and close. Stateful things (ApiError) come from the '@menu/shared' singleton.
import { ApiError, errorMessage, imageToUpload, type ImageValue } from '@menu/shared';
import type { FormInstance } from '@menu/shared/antd';
import { useRef, useState } from 'react';
import { changed } from './editor';
import { fieldErrors } from './fieldErrors';
import { useNotify } from './notices';

/** The codes of a refused image upload: shown under the image fields when the error names none. */
const IMAGE_ERRORS = ['IMAGE_INVALID', 'IMAGE_TOO_LARGE', 'IMAGE_REQUIRED'];

/** The keys of S that hold a boolean. */
type FlagKey<S> = { [K in keyof S]-?: S[K] extends boolean ? K : never }[keyof S];

/** The images of an editor, uploaded after the item is saved. */
export interface EditorUpload<S, F extends string> {
  /** The image fields: each is a form field and the multipart part it is uploaded as. */
  fields: readonly F[];
  /** Uploads the picked files of the saved item in one request; answers their URLs. */
  send(id: number, files: Partial<Record<F, File>>): Promise<Partial<Record<F, string | null>>>;
  /**
   * Flags the server accepts only on an item with an image: while it has none, a save that
   * uploads one leaves them off and turns them on in one update after the upload.
   */
  flagsAfterUpload?: Array<FlagKey<S>>;
}

export interface EditorSaveOptions<V, S extends object, F extends string = never> {
  /** The editor's form (untyped here: the flow names fields by their paths, e.g. the image fields). */
  form: FormInstance;
  /** The item being edited (undefined for a new one): its id, its fields as saved and its image URLs. */
  initial?: { id: number; fields: S; images?: Partial<Record<F, string | null>> };
  /** The fields to save, from the submitted values. */
  fields(values: V): S;
  /** Creates the item from its fields (a create sends only the non-empty values: `nonEmpty`). */
  create(fields: S): Promise<{ id: number }>;
  /**
   * Updates the item with what changed against what the server holds (never called when
   * nothing did); a removed image comes as `[field]: null`. `fields` are all of them.
   */
  update(id: number, changes: Partial<S> & Partial<Record<F, null>>, fields: S): Promise<unknown>;
  upload?: EditorUpload<S, F>;
  /** The notification title of a failed save: 'No se pudo guardar la familia'. */
  failTitle: string;
  onSaved(id: number): void;
  onClose(): void;
}

/** What the server holds: the item's id once created (later saves update it), its fields and which images it has. */
export interface Held<S, F extends string> {
  id?: number;
  fields: Partial<S>;
  images: Partial<Record<F, boolean>>;
}

const present = <F extends string>(images: Partial<Record<F, string | null>> = {}) =>
  Object.fromEntries(Object.entries(images).map(([field, url]) => [field, Boolean(url)])) as Partial<
    Record<F, boolean>
  >;

/**
 * The save of an editor form: `submit` is its onFinish. A new item is created (later saves
 * update it), an existing one updated with what changed; then the picked images are uploaded.
 * A failed save notifies `failTitle` with the server's message and shows its field errors
 * under the fields; a failed upload keeps the saved item (onSaved) and the editor open.
 * On success: onSaved(id), then onClose().
 */
export function useEditorSave<V, S extends object, F extends string = never>(options: EditorSaveOptions<V, S, F>) {
  const { notification } = useNotify();
  const [saving, setSaving] = useState(false);
  const held = useRef<Held<S, F>>({
    id: options.initial?.id,
    fields: options.initial?.fields ?? {},
    images: present(options.initial?.images),
  });

  /** Notifies a failure and puts its field errors (or an image error, under `imageFields`) on the form. */
  const fail = (title: string, error: unknown, imageFields: F[] = []) => {
    const message = errorMessage(error);
    const onFields = fieldErrors(error);
    if (onFields.length) options.form.setFields(onFields);
    else if (error instanceof ApiError && IMAGE_ERRORS.includes(error.code))
      options.form.setFields(imageFields.map((field) => ({ name: field, errors: [message] })));
    notification.error({ title, description: message });
  };

  /** Sends the fields: a create, or an update of what changed and of the removed images. */
  const save = async (fields: S) => {
    const state = held.current;
    if (state.id === undefined) {
      ({ id: state.id } = await options.create(fields));
      state.fields = fields;
      return state.id;
    }
    const removed: Partial<Record<F, null>> = {};
    for (const field of options.upload?.fields ?? []) {
      if (state.images[field] && !options.form.getFieldValue(field)) removed[field] = null;
    }
    const changes = changed(state.fields, fields);
    if (Object.keys(changes).length || Object.keys(removed).length) {
      await options.update(state.id, { ...changes, ...removed }, fields);
      state.fields = { ...state.fields, ...changes };
      state.images = { ...state.images, ...present(removed) };
    }
    return state.id;
  };

  /** Uploads the picked files and shows their URLs in the form. */
  const upload = async (id: number, files: Partial<Record<F, File>>) => {
    const urls = await options.upload!.send(id, files);
    for (const field of Object.keys(files) as F[]) {
      if (urls[field]) options.form.setFieldValue(field, urls[field]);
    }
    held.current.images = { ...held.current.images, ...present(urls) };
  };

  const submit = async (values: V) => {
    const fields = options.fields(values);
    const files: Partial<Record<F, File>> = {};
    for (const field of options.upload?.fields ?? []) {
      const file = imageToUpload(options.form.getFieldValue(field) as ImageValue);
      if (file) files[field] = file;
    }
    const picked = Object.keys(files) as F[];
    // The flags wait for the image while the server has none.
    const hasImage = Object.values(held.current.images).some(Boolean);
    const waiting = picked.length && !hasImage ? (options.upload?.flagsAfterUpload ?? []) : [];
    const first: S = {
      ...fields,
      ...Object.fromEntries(waiting.map((flag) => [flag, Boolean(held.current.fields[flag])])),
    };

    setSaving(true);
    let id: number;
    try {
      id = await save(first);
    } catch (error) {
      fail(options.failTitle, error);
      setSaving(false);
      return;
    }
    if (picked.length) {
      try {
        await upload(id, files);
      } catch (error) {
        // The item is saved; only its images failed. Say why and let the user retry.
        fail(picked.length > 1 ? 'Las imágenes no se guardaron' : 'La imagen no se guardó', error, picked);
        setSaving(false);
        options.onSaved(id);
        return;
      }
      if (waiting.length) {
        try {
          await save(fields);
        } catch (error) {
          fail(options.failTitle, error);
          setSaving(false);
          options.onSaved(id);
          return;
        }
      }
    }
    setSaving(false);
    options.onSaved(id);
    options.onClose();
  };

  /** Records that the server now holds these fields (a change saved outside this flow). */
  const hold = (fields: Partial<S>) => {
    held.current.fields = { ...held.current.fields, ...fields };
  };

  return { saving, submit, held: held.current, hold };
}
