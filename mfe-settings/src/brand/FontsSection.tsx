import { BRAND_DEFAULTS, type Profile } from '@menu/shared';
import { Button, Space, Typography } from '@menu/shared/antd';
import { Form, Select } from '@menu/shared/antd/editor';
import { useEffect, useId, useState } from 'react';
import { useList } from '@menu/shared/data';
import type { FontOption } from './api';
import { loadSampleFont, sampleFamily } from './fontFaces';
import type { BrandSave } from './useBrandSave';

type FontField = 'headline_font' | 'body_font';

// The spec's 'Default' option, in Spanish like the rest of the panel ('En uso: … (predeterminada)').
const DEFAULT_LABEL = 'Predeterminada';

/** An option's name drawn in its own font, loaded when the option is first drawn (the list is open). */
function FontName({ font }: { font: FontOption }) {
  useEffect(() => loadSampleFont(font.family, font.file), [font.family, font.file]);
  return <span style={{ fontFamily: `${JSON.stringify(sampleFamily(font.family))}, sans-serif` }}>{font.family}</span>;
}

interface FontSelectProps {
  label: string;
  field: FontField;
  fallback: string;
  stored: string;
  fonts: FontOption[];
  loading: boolean;
  put: BrandSave['put'];
}

/** One font choice: 'Predeterminada' (the commercial default) first, then the families the API lists; saved on change. */
function FontSelect({ label, field, fallback, stored, fonts, loading, put }: FontSelectProps) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const value = draft ?? stored;
  const listed = fonts.some((font) => font.family === stored);
  const options = [
    { value: fallback, label: DEFAULT_LABEL, title: DEFAULT_LABEL },
    // A stored family the list no longer has (the list failed, or the listing changed) still shows by name.
    ...(stored !== fallback && !listed ? [{ value: stored, label: stored, title: stored }] : []),
    ...fonts.map((font) => ({ value: font.family, label: <FontName font={font} />, title: font.family })),
  ];

  const choose = async (family: string) => {
    if (family === stored) return;
    setDraft(family);
    await put({ fonts: { [field]: family } });
    // Saved: the store holds it; refused: the stored font shows again.
    setDraft((current) => (current === family ? null : current));
  };

  return (
    <Form.Item label={label} htmlFor={id} style={{ marginBottom: 0 }}>
      <Select
        id={id}
        value={value}
        options={options}
        loading={loading}
        showSearch={{ optionFilterProp: 'title' }}
        onChange={(family: string) => void choose(family)}
        style={{ maxWidth: 320 }}
      />
      <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12, marginTop: 4 }}>
        En uso: {value === fallback ? `${fallback} (predeterminada)` : value}
      </Typography.Text>
    </Form.Item>
  );
}

/** Tipografías: the headline and body fonts, each saved on change, and one reset to the defaults. */
export function FontsSection({ profile, put }: { profile: Profile; put: BrandSave['put'] }) {
  const headingId = useId();
  // Through the panel's data cache: the list is read once per page (and again after it goes stale).
  const list = useList('/v1/fonts');
  const fonts = list.data ?? null;
  const failed = list.isError;
  const loading = list.isPending;
  const reset = () =>
    put({ fonts: { headline_font: BRAND_DEFAULTS.headlineFont, body_font: BRAND_DEFAULTS.bodyFont } });

  return (
    <section aria-labelledby={headingId} className="brand-block">
      <Typography.Title level={2} id={headingId} className="brand-heading">
        Tipografías
      </Typography.Title>
      <Form layout="vertical" component="div">
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          <FontSelect
            label="Tipografía de títulos"
            field="headline_font"
            fallback={BRAND_DEFAULTS.headlineFont}
            stored={profile.fonts.headline}
            fonts={fonts ?? []}
            loading={loading}
            put={put}
          />
          <FontSelect
            label="Tipografía de texto"
            field="body_font"
            fallback={BRAND_DEFAULTS.bodyFont}
            stored={profile.fonts.body}
            fonts={fonts ?? []}
            loading={loading}
            put={put}
          />
          {failed && (
            <Typography.Text type="secondary" role="note">
              No se pudo cargar la lista de tipografías; por ahora solo está disponible la predeterminada.
            </Typography.Text>
          )}
          <Button onClick={() => void reset()}>Restablecer tipografías</Button>
        </Space>
      </Form>
    </section>
  );
}
