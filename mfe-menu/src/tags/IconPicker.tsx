import { searchTagIcons } from '@menu/shared/menu/tagIcons';
import { Button, Empty, Input } from '@menu/shared/antd';
import { useMemo, useState } from 'react';
import { TagIcon, tagIconLabel } from './TagIcon';

/**
 * Searchable picker of the tag icons (TAG_ICONS): a search box and a grid of icon
 * buttons; the chosen one is pressed. Clicking it again clears the choice.
 */
export function IconPicker({
  value,
  onChange,
  id,
}: {
  value?: string | null;
  onChange?: (icon: string | null) => void;
  id?: string;
}) {
  const [search, setSearch] = useState('');
  const options = useMemo(() => searchTagIcons(search), [search]);
  return (
    <div>
      <div style={{ display: 'flex', alignItems: 'center', gap: 12, marginBottom: 8 }}>
        <Input.Search
          id={id}
          placeholder="Buscar icono"
          aria-label="Buscar icono"
          allowClear
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          style={{ flex: 1 }}
        />
        <span aria-live="polite" style={{ minWidth: 120 }}>
          {value ? (
            <>
              <TagIcon icon={value} /> {tagIconLabel(value)}
            </>
          ) : (
            'Sin icono'
          )}
        </span>
      </div>
      {options.length ? (
        <fieldset
          aria-label="Iconos"
          style={{
            border: 0,
            margin: 0,
            padding: 0,
            minInlineSize: 0,
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(44px, 1fr))',
            gap: 6,
            maxHeight: 220,
            overflowY: 'auto',
          }}
        >
          {options.map((option) => {
            const selected = option.icon === value;
            return (
              <Button
                key={option.icon}
                type={selected ? 'primary' : 'default'}
                aria-pressed={selected}
                aria-label={option.label}
                title={option.label}
                onClick={() => onChange?.(selected ? null : option.icon)}
                style={{ height: 40 }}
              >
                <TagIcon icon={option.icon} style={{ fontSize: 18 }} />
              </Button>
            );
          })}
        </fieldset>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Ningún icono coincide" />
      )}
    </div>
  );
}
