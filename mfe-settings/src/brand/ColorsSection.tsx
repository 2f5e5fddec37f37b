import type { Profile } from '@menu/shared';
import { Alert, Button, Space, Typography } from '@menu/shared/antd';
import { useId, useState } from 'react';
import { ColorField } from './ColorField';
import { COLOR_SETTINGS, contrastWarnings, DEFAULT_COLORS, sameColor, type Theme, type ThemeKey } from './colors';
import type { BrandSave } from './useBrandSave';

const without = (drafts: Partial<Theme>, key: ThemeKey) => {
  const rest = { ...drafts };
  delete rest[key];
  return rest;
};

/**
 * Colores: the four pickers, each saved on its own as soon as it is chosen, the contrast
 * warnings of the colours being shown, and one reset to the defaults.
 */
export function ColorsSection({ profile, put }: { profile: Profile; put: BrandSave['put'] }) {
  const headingId = useId();
  // Colours being dragged or saved; the stored ones (the shared store) show otherwise, so a
  // failed save shows the stored colour again.
  const [drafts, setDrafts] = useState<Partial<Theme>>({});
  const stored: Theme = profile.theme;
  const shown: Theme = { ...stored, ...drafts };

  const setDraft = (key: ThemeKey, hex: string | null) =>
    setDrafts((current) => (hex === null ? without(current, key) : { ...current, [key]: hex }));

  const commit = async (key: ThemeKey, hex: string) => {
    const setting = COLOR_SETTINGS.find((s) => s.key === key);
    if (!setting) return;
    if (sameColor(hex, stored[key])) {
      setDraft(key, null);
      return;
    }
    setDraft(key, hex);
    await put({ [setting.field]: hex });
    // Saved: the store holds it now; refused: the stored colour shows again.
    setDrafts((current) => (current[key] === hex ? without(current, key) : current));
  };

  const reset = async () => {
    setDrafts({});
    await put(DEFAULT_COLORS);
  };

  return (
    <section aria-labelledby={headingId} className="brand-block">
      <Typography.Title level={2} id={headingId} className="brand-heading">
        Colores
      </Typography.Title>
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        {COLOR_SETTINGS.map((setting) => (
          <ColorField
            key={setting.key}
            setting={setting}
            value={shown[setting.key]}
            onPreview={(hex) => setDraft(setting.key, hex)}
            onCommit={(hex) => void commit(setting.key, hex)}
          />
        ))}
        {contrastWarnings(shown).map((warning) => (
          <Alert key={warning} type="warning" showIcon role="alert" title={warning} />
        ))}
        <Button onClick={() => void reset()}>Restablecer colores</Button>
      </Space>
    </section>
  );
}
