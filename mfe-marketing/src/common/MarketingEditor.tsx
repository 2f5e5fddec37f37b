import { rules } from '@menu/shared';
import type { Schedule } from '@menu/shared/menu/schedule';
import {
  antdRules,
  DateField,
  ScheduleField,
  EditorFooter,
  EditorModal,
  editorTitle,
  ImageFormItem,
  nonEmpty,
  useEditorSave,
  type EditorProps,
  type Gender,
} from '@menu/shared/ui';
import type { TemplatesMode } from '@menu/shared/features/multisucursal';
import { Input } from '@menu/shared/antd';
import { Form } from '@menu/shared/antd/editor';
import type { Dayjs } from 'dayjs';
import { useMemo, useRef } from 'react';
import type { MarketingItem } from './cells';
import {
  browserToday,
  DATE_FORMAT,
  DROPPED,
  expirationRule,
  expirationToSend,
  pickerValue,
  storedExpiration,
} from './expiration';

/** One required image of an item: its form field is also its upload part name. */
export interface MarketingImage<F extends string> {
  /** Field and multipart part, e.g. 'poster', 'image_mobile'. */
  field: F;
  label: string;
  /** Shown under the field, e.g. 'Imagen vertical 1080x1920'. */
  hint: string;
  /** What the API crops the image to: the preview shows the same crop. */
  crop: { width: number; height: number };
  /** Longer side of the preview box in px. */
  previewSize: number;
}

export interface MarketingCreate {
  name: string;
  description: string;
  expiration?: string;
  position?: number;
  schedule?: Schedule | null;
}

export interface MarketingUpdate {
  name?: string;
  description?: string;
  /** null clears it. */
  expiration?: string | null;
  /** null: Siempre disponible. */
  schedule?: Schedule | null;
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
  /** Items with an availability schedule (promotions): its value; absent: no Horario field. */
  scheduleOf?(item: T): Schedule | null;
}

/** The fields of an item that templates hold a copy of (with Activo, which the editor does not show). */
export const TEMPLATE_FIELDS = ['description'] as const;

/**
 * The editor's props: an editor's, plus `onPropagate(id, mode)`, called when the editor
 * closes after a save that created the item or changed a field templates copy: the
 * master-enable modal then opens in `mode` to propagate it ('enable' for a new item, to
 * pick the templates that show it; 'replicate' for a changed description, to carry it to
 * the templates that hold their own).
 */
export type MarketingEditorProps<T, C = MarketingEditorContext> = EditorProps<T, C> & {
  onPropagate?(id: number, mode: TemplatesMode): void;
};

export interface MarketingEditorContext {
  /** Position of a new item (promotions: the current item count, so it goes last). */
  position?: number;
}

interface Values {
  name: string;
  description: string;
  expiration?: Dayjs | null;
  schedule?: Schedule | null;
  [image: string]: unknown;
}

/**
 * The editor of a promotion or an advertisement: name and
 * description (required), expiration (optional, after today) and the required images,
 * each previewed in the shape it is cropped to. The item is created or updated first
 * (only non-empty values on create; on update only what changed, and never an invalid
 * date), then the picked images are uploaded in one request.
 */
export function MarketingEditor<T extends MarketingItem, F extends string>(
  props: MarketingEditorProps<T> & { resource: MarketingResource<T, F> },
) {
  return (
    <EditorModal
      open={props.open}
      title={editorTitle(props.initial, props.resource.target)}
      onClose={props.onClose}
      width={640}
    >
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
  onPropagate,
}: MarketingEditorProps<T> & { resource: MarketingResource<T, F> }) {
  const [form] = Form.useForm<Values>();
  // The saved item to propagate to the templates: set by a create or by an update of a
  // field they copy, kept until the save ends well (a failed upload keeps the editor open).
  const propagate = useRef<{ id: number; mode: TemplatesMode } | null>(null);
  // "Today" of the expiration rule: the browser's calendar date when the editor opened.
  const today = useMemo(() => browserToday(), []);
  const images = initial && resource.imagesOf(initial);
  const { saving, submit, held } = useEditorSave({
    form,
    initial: initial && {
      id: initial.id,
      fields: {
        name: initial.name,
        description: initial.description,
        expiration: storedExpiration(initial.expiration),
        ...(resource.scheduleOf ? { schedule: resource.scheduleOf(initial) } : {}),
      },
      images,
    },
    fields: (values: Values) => {
      // An invalid date is never sent: the update leaves it out.
      const picked = expirationToSend(values.expiration);
      return {
        name: values.name.trim(),
        description: values.description.trim(),
        expiration: picked === DROPPED ? undefined : picked,
        ...(resource.scheduleOf ? { schedule: values.schedule ?? null } : {}),
      };
    },
    create: async ({ name, description, expiration, schedule }) => {
      const created = await resource.create({
        ...nonEmpty({ expiration, position: context?.position, schedule }),
        name,
        description,
      });
      propagate.current = { id: created.id, mode: 'enable' };
      return created;
    },
    update: async (id, changes) => {
      const updated = await resource.update(id, changes);
      if (TEMPLATE_FIELDS.some((field) => changes[field] !== undefined)) propagate.current = { id, mode: 'replicate' };
      return updated;
    },
    upload: { fields: resource.images.map((image) => image.field), send: resource.upload },
    failTitle: `No se pudo guardar ${resource.gender === 'm' ? 'el' : 'la'} ${resource.target}`,
    onSaved,
    // Only the save's own close (after success) propagates; Cancelar does not.
    onClose: () => {
      onClose();
      if (propagate.current !== null) onPropagate?.(propagate.current.id, propagate.current.mode);
    },
  });

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
        schedule: initial && resource.scheduleOf ? resource.scheduleOf(initial) : null,
        ...Object.fromEntries(resource.images.map((image) => [image.field, images?.[image.field] ?? null])),
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
        rules={antdRules(expirationRule(today, held.fields.expiration ?? null))}
        extra="Opcional: se muestra en tu menú hasta ese día."
      >
        <DateField format={DATE_FORMAT} style={{ width: 220 }} />
      </Form.Item>
      {resource.scheduleOf && (
        <Form.Item
          label="Horario"
          name="schedule"
          rules={antdRules(...rules.schedule)}
          extra="Por ejemplo, 'Martes de 2x1': solo los martes."
        >
          <ScheduleField />
        </Form.Item>
      )}
      <div style={{ display: 'flex', gap: 24, flexWrap: 'wrap' }}>
        {resource.images.map((image) => (
          <ImageFormItem
            key={image.field}
            name={image.field}
            label={image.label}
            required
            style={{ flex: '1 1 260px' }}
            sizeHint={image.hint}
            crop={image.crop}
            previewSize={image.previewSize}
            alt={`Vista previa: ${image.label}`}
          />
        ))}
      </div>
      <EditorFooter updating={Boolean(initial)} saving={saving} onCancel={onClose} />
    </Form>
  );
}
