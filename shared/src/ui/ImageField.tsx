import { Button, Space, Typography } from '@menu/shared/antd';
import { Form } from '@menu/shared/antd/editor';
import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import {
  hasImageSignature,
  IMAGE_ACCEPT,
  IMAGE_EXTENSIONS,
  IMAGE_MESSAGES,
  IMAGE_SIGNATURE_BYTES,
  image as imageRule,
  needsUpload,
  type ImageValue,
} from '../validation/images';
import { DeleteOutlined, UploadOutlined } from './icons';
import { cropNotes, readImageSize, type ImageSize } from './imageSize';

export interface ImageFieldProps {
  /** An uploaded URL (kept, never re-uploaded), a File chosen to upload, or nothing. */
  value?: ImageValue;
  onChange?: (value: File | string | null) => void;
  /** Set by Form.Item: the file input's id, so the item's label names it. */
  id?: string;
  /** Expected size shown under the field, e.g. '1080x1920'. */
  sizeHint?: string;
  /** Preview box side in px (default 160, the logo preview's size); with `crop`, its longer side. */
  previewSize?: number;
  /**
   * The size the server crops the image to (cover, centred), e.g. { width: 1080, height: 1920 }:
   * the preview then has that aspect ratio and shows the same crop before saving.
   */
  crop?: { width: number; height: number };
  /** Alternative text of the preview. */
  alt?: string;
  disabled?: boolean;
  /**
   * Called with the message when a picked file is refused (extension, size, content). Without
   * it the field shows the message itself; with it the caller shows it (ImageFormItem puts it
   * on its Form.Item, in place of the item's own error, so only one message shows).
   */
  onReject?: (message: string) => void;
  /** Set by Form.Item: the id of its error list, read by screen readers with the input. */
  'aria-describedby'?: string;
}

/** The natural size of the value when it is a picked File (an uploaded URL was already cropped by the server). */
function usePickedSize(value: ImageValue, wanted: boolean): ImageSize | null {
  const [size, setSize] = useState<{ of: ImageValue; size: ImageSize | null } | null>(null);
  useEffect(() => {
    // Any picked file, whatever realm made its File (tests hand over Node's).
    if (!wanted || !needsUpload(value)) return;
    const file = value as unknown as Blob;
    let current = true;
    void readImageSize(file).then((read) => {
      if (current) setSize({ of: value, size: read });
    });
    return () => {
      current = false;
    };
  }, [value, wanted]);
  return wanted && needsUpload(value) && size?.of === value ? size.size : null;
}

/** An object URL for a chosen File (revoked when it changes), or the uploaded URL. */
function usePreviewUrl(value: ImageValue): string | null {
  const objectUrl = useMemo(() => {
    if (!(value instanceof Blob)) return null;
    return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(value) : null;
  }, [value]);
  useEffect(
    () => () => {
      if (objectUrl && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(objectUrl);
    },
    [objectUrl],
  );
  if (typeof value === 'string' && value) return value;
  return objectUrl;
}

/** The first bytes of a picked file (Blob.arrayBuffer, or FileReader where it is missing). */
function readHead(file: Blob): Promise<Uint8Array> {
  const head = file.slice(0, IMAGE_SIGNATURE_BYTES);
  if (typeof head.arrayBuffer === 'function') return head.arrayBuffer().then((buffer) => new Uint8Array(buffer));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(head);
  });
}

/**
 * Image input of every editor: checks the extension (.jpg, .jpeg,
 * .png, .gif) and size (10 MB) before accepting a file, with the shared Spanish messages, shows
 * a preview and can remove the image. A rejected file leaves the previous value as it
 * was. The editor uploads a File after saving its item; a URL is never re-uploaded.
 * With `crop` (posters, ad images) it names the size the server crops to and, for a picked
 * file, says when the crop will cut the picture and when the image is much smaller.
 */
export function ImageField({
  value,
  onChange,
  id,
  sizeHint,
  previewSize = 160,
  crop,
  alt = 'Vista previa',
  disabled,
  onReject,
  'aria-describedby': describedBy,
}: ImageFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  // The field's own message, when it shows it (no onReject).
  const [error, setError] = useState<string | null>(null);
  const preview = usePreviewUrl(value);
  const picked = usePickedSize(value, Boolean(crop));
  const notes = crop ? cropNotes(crop, picked) : null;
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const { status } = Form.Item.useStatus();
  const fileName = value && typeof value !== 'string' ? value.name : null;
  // The preview box: a square showing the whole image, or the crop's shape showing that crop.
  const box = crop
    ? crop.width >= crop.height
      ? { width: previewSize, height: Math.round((previewSize * crop.height) / crop.width) }
      : { width: Math.round((previewSize * crop.width) / crop.height), height: previewSize }
    : { width: previewSize, height: previewSize };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const message = imageRule(file) ?? (hasImageSignature(await readHead(file)) ? null : IMAGE_MESSAGES.imageInvalid);
    if (message && onReject) {
      setError(null);
      onReject(message);
      return;
    }
    setError(message);
    if (!message) onChange?.(file);
  };

  const remove = () => {
    setError(null);
    onChange?.(null);
  };

  return (
    <div className="image-field">
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={IMAGE_ACCEPT}
        onChange={choose}
        disabled={disabled}
        style={{ display: 'none' }}
        aria-invalid={Boolean(error) || status === 'error'}
        aria-describedby={
          [error ? `${inputId}-error` : null, notes ? `${inputId}-notes` : null, describedBy]
            .filter(Boolean)
            .join(' ') || undefined
        }
      />
      <Space align="start" size={16} wrap>
        {preview ? (
          <img
            src={preview}
            alt={alt}
            style={{
              ...box,
              objectFit: crop ? 'cover' : 'contain',
              borderRadius: 8,
              border: '1px solid #f0f0f0',
              background: '#fafafa',
            }}
          />
        ) : value ? (
          <div
            style={{
              ...box,
              display: 'grid',
              placeItems: 'center',
              border: '1px dashed #d9d9d9',
              borderRadius: 8,
              overflow: 'hidden',
            }}
          >
            {fileName}
          </div>
        ) : null}
        <Space orientation="vertical" size={4}>
          <Space wrap>
            <Button icon={<UploadOutlined />} onClick={() => input.current?.click()} disabled={disabled}>
              {value ? 'Cambiar imagen' : 'Seleccionar imagen'}
            </Button>
            {value ? (
              <Button icon={<DeleteOutlined />} onClick={remove} disabled={disabled} danger>
                Quitar imagen
              </Button>
            ) : null}
          </Space>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {IMAGE_EXTENSIONS.join(', ')} · máximo 10MB{sizeHint ? ` · ${sizeHint}` : ''}
          </Typography.Text>
          {fileName ? (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {fileName}
            </Typography.Text>
          ) : null}
          {notes ? (
            <Space orientation="vertical" size={2} id={`${inputId}-notes`} className="image-field-notes">
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {notes.recommended}
              </Typography.Text>
              {notes.cropped ? (
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {notes.cropped}
                </Typography.Text>
              ) : null}
              {notes.small ? (
                <Typography.Text type="warning" style={{ fontSize: 12 }}>
                  {notes.small}
                </Typography.Text>
              ) : null}
            </Space>
          ) : null}
          {error ? (
            <Typography.Text type="danger" id={`${inputId}-error`} role="alert">
              {error}
            </Typography.Text>
          ) : null}
        </Space>
      </Space>
    </div>
  );
}
