import { errorMessage, type Profile } from '@menu/shared';
import { ImageField, useNotify } from '@menu/shared/ui';
import { Typography } from '@menu/shared/antd';
import { Form } from '@menu/shared/antd/editor';
import { useId, useState } from 'react';
import { removeLogo, uploadLogo } from './api';
import type { BrandSave } from './useBrandSave';

/**
 * Logo: a valid file is uploaded as soon as it is picked (the field checks extension, size
 * and content first), 'Quitar imagen' removes it. The server's refusal shows under the field.
 */
export function LogoSection({ profile, run }: { profile: Profile; run: BrandSave['run'] }) {
  const { message } = useNotify();
  const inputId = useId();
  // The picked file while it uploads (its preview shows); the stored logo otherwise.
  const [uploading, setUploading] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const change = async (value: File | string | null) => {
    if (typeof value === 'string') return;
    setError(null);
    setBusy(true);
    setUploading(value);
    try {
      if (value) {
        await run(() => uploadLogo(value));
        message.success('Logo actualizado');
      } else {
        await run(removeLogo);
        message.success('Logo eliminado');
      }
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setUploading(null);
      setBusy(false);
    }
  };

  return (
    <section className="brand-block">
      <Typography.Title level={2} className="brand-heading">
        {/* The heading names the (hidden) file input: the field's accessible name is 'Logo'. */}
        <label htmlFor={inputId}>Logo</label>
      </Typography.Title>
      <Form component="div">
        <Form.Item validateStatus={error ? 'error' : undefined} help={error ?? undefined} style={{ marginBottom: 0 }}>
          <ImageField
            id={inputId}
            value={uploading ?? profile.logo}
            onChange={(value) => void change(value)}
            onReject={setError}
            previewSize={160}
            alt="Logo actual"
            disabled={busy}
          />
        </Form.Item>
      </Form>
    </section>
  );
}
