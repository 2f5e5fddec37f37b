import { imageToUpload, rules } from '@menu/shared';
import {
  antdRules,
  changed,
  EditorFooter,
  EditorModal,
  editorTitle,
  ImageField,
  isImageError,
  nonEmpty,
  saveErrorMessage,
  type EditorProps,
  type Gender,
} from '@menu/shared/ui';
import { App, DatePicker, Form, Input } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo, useRef, useState } from 'react';
import type { MarketingItem } from './cells';
import { browserToday, DATE_FORMAT, DROPPED, expirationRule, expirationToSend, pickerValue, storedExpiration } from './expiration';

/** One required image of an item: its form field is also its upload part name. */
export interface MarketingImage<F extends string> {
  /** Field and multipart part, e.g. 'poster', 'image_mobile'. */
  field: F;
  label: string;
  /** Shown under the field, e.g. 'Imagen vertical 1080x1920'. */
  hint: string;
  /** What the API crops to (spec section 9): the preview shows the same crop. */
  crop: { width: number; height: number };
  /** Longer side of the preview box in px. */
  previewSize: number;
}

export interface MarketingCreate {
  name: string;
  description: string;
  expiration?: string;
  position?: number;
}

export interface MarketingUpdate {
  name?: string;
  description?: string;
  /** null clears it. */
  expiration?: string | null;
}

/** What differs between promotions and advertising in their editor. */
export interface MarketingResource<T extends MarketingItem, F extends string> {
  /** 'promoción', 'anuncio': 'Agregar promoción' / 'Actualizar anuncio'. */
  target: string;
  gender: Gender;
  /** The form's name (prefix of its fields' ids). */
  formName: string;
  images: MarketingImage<F>[];
  imagesOf(item: T): Record<F, string | null>;
  create(body: MarketingCreate): Promise<{ id: number }>;
  update(id: number, body: MarketingUpdate): Promise<unknown>;
  /** Uploads the picked images of an item in ONE request; answers their URLs. */
  upload(id: number, files: Partial<Record<F, File>>): Promise<Partial<Record<F, string | null>>>;
}

export interface MarketingEditorContext {
  /** Position of a new item (promotions: the current item count, spec section 4). */
  position?: number;
}

interface Values {
  name: string;
  description: string;
  expiration?: Dayjs | null;
  [image: string]: unknown;
}

/**
 * The editor of a promotion or an advertisement (spec sections 2, 4, 5): name and
 * description (required), expiration (optional, after today) and the required images,
 * each previewed in the shape it is cropped to. The item is created or updated first
 * (only non-empty values on create; on update only what changed, and never an invalid
 * date), then the picked images are uploaded in one request.
 */
export function MarketingEditor<T extends MarketingItem, F extends string>(
  props: EditorProps<T, MarketingEditorContext> & { resource: MarketingResource<T, F> },
) {
  return (
    <EditorModal open={props.open} title={editorTitle(props.initial, props.resource.target)} onClose={props.onClose} width={640}>
      <MarketingForm {...props} />
    </EditorModal>
  );
}

function MarketingForm<T extends MarketingItem, F extends string>({
  resource,
  initial,
  context,
  onClose,
  onSaved,
}: EditorProps<T, MarketingEditorContext> & { resource: MarketingResource<T, F> }) {
  const { notification } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  // "Today" of the expiration rule: the browser's calendar date when the editor opened.
  const today = useMemo(() => browserToday(), []);
  const initialImages = useMemo(() => (initial ? resource.imagesOf(initial) : ({} as Partial<Record<F, string | null>>)), [initial, resource]);
  // What the server holds: the item (once created, later saves update it) and its fields.
  const saved = useRef<{ id?: number; name?: string; description?: string; expiration: string | null }>({
    id: initial?.id,
    name: initial?.name,
    description: initial?.description,
    expiration: storedExpiration(initial?.expiration),
  });
  const article = resource.gender === 'm' ? 'el' : 'la';

  const submit = async (values: Values) => {
    setSaving(true);
    const name = values.name.trim();
    const description = values.description.trim();
    const picked = expirationToSend(values.expiration);
    const expiration = picked === DROPPED ? undefined : picked;
    let id = saved.current.id;
    try {
      if (id === undefined) {
        ({ id } = await resource.create({ ...nonEmpty({ expiration, position: context?.position }), name, description }));
        saved.current = { id, name, description, expiration: expiration ?? null };
      } else {
        const body: MarketingUpdate = changed(
          { name: saved.current.name, description: saved.current.description, expiration: saved.current.expiration },
          { name, description, expiration },
        );
        if (Object.keys(body).length) await resource.update(id, body);
        saved.current = { ...saved.current, ...body };
      }
    } catch (error) {
      notification.error({ title: `No se pudo guardar ${article} ${resource.target}`, description: saveErrorMessage(error) });
      setSaving(false);
      return;
    }

    // The picked images (a URL already uploaded is never sent again), all in one request.
    const files: Partial<Record<F, File>> = {};
    for (const image of resource.images) {
      const file = imageToUpload(values[image.field] as File | string | null);
      if (file) files[image.field] = file;
    }
    const fields = Object.keys(files) as F[];
    if (fields.length) {
      try {
        const urls = await resource.upload(id, files);
        for (const field of fields) if (urls[field]) form.setFieldValue(field, urls[field]);
      } catch (error) {
        // The item is saved; only its images failed. Say why and let the user retry.
        const message = saveErrorMessage(error);
        if (isImageError(error)) form.setFields(fields.map((field) => ({ name: field, errors: [message] })));
        notification.error({ title: fields.length > 1 ? 'Las imágenes no se guardaron' : 'La imagen no se guardó', description: message });
        setSaving(false);
        onSaved(id);
        return;
      }
    }
    setSaving(false);
    onSaved(id);
    onClose();
  };

  return (
    <Form<Values>
      form={form}
      name={resource.formName}
      layout="vertical"
      requiredMark={false}
      onFinish={submit}
      initialValues={{
        name: initial?.name ?? '',
        description: initial?.description ?? '',
        expiration: pickerValue(initial?.expiration),
        ...Object.fromEntries(resource.images.map((image) => [image.field, initialImages[image.field] ?? null])),
      }}
    >
      <Form.Item label="Nombre" name="name" rules={antdRules(rules.required)}>
        <Input autoFocus maxLength={200} />
      </Form.Item>
      <Form.Item label="Descripción" name="description" rules={antdRules(rules.required)}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={2000} />
      </Form.Item>
      <Form.Item
        label="Vigencia"
        name="expiration"
        rules={antdRules(expirationRule(today, saved.current.expiration))}
        extra="Opcional: se muestra en tu menú hasta ese día."
      >
        <DatePicker format={DATE_FORMAT} style={{ width: 220 }} />
      </Form.Item>
      <div style={{ display: 'flex', gap: 24, flexWrap: 'wrap' }}>
        {resource.images.map((image) => (
          <Form.Item key={image.field} label={image.label} name={image.field as string} rules={antdRules(rules.imageRequired)} style={{ flex: '1 1 260px' }}>
            <ImageField sizeHint={image.hint} crop={image.crop} previewSize={image.previewSize} alt={`Vista previa: ${image.label}`} />
          </Form.Item>
        ))}
      </div>
      <EditorFooter updating={Boolean(initial)} saving={saving} onCancel={onClose} />
    </Form>
  );
}
